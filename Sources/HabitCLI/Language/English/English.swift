import HabitCore
import HabitText

/// `habit` in English: the fallback language.
struct English: LanguageTable {
    let code = "en"
    let pluralRule = PluralRule.oneForOne
    var dateWords: DateWords { .english }
    let catalog = Catalog.english
}
