import HabitCore
import HabitText

/// `habit` auf Deutsch („5 Tage in Folge“, „Heute erledigt“).
struct German: LanguageTable {
    let code = "de"
    let pluralRule = PluralRule.oneForOne
    var dateWords: DateWords { .german }
    let catalog = Catalog.named("de") ?? .english
}
