@testable import HabitSystem
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// The languages the tests name: `habit` itself knows them only by their catalogs' codes.
extension LanguageTable {
    static let german = LanguageTable(catalog: Catalog.named("de")!)
    static let french = LanguageTable(catalog: Catalog.named("fr")!)
}

/// The words for days of the languages the tests name.
extension DateWords {
    static let english = LanguageTable.english.dateWords
    static let german = LanguageTable.german.dateWords
    static let french = LanguageTable.french.dateWords
}
