import HabitCore
import HabitText

/// `habit` auf Deutsch („5 Tage in Folge“, „Heute erledigt“).
struct German: LanguageTable {
    let code = "de"
    let pluralRule = PluralRule.oneForOne
    let digitGroups = DigitGroups(separator: ".")
    let decimalSeparator: Character = ","
    let answerWords = AnswerWords(yes: ["ja", "j"], no: ["nein", "n"])
    let catalog = Catalog.named("de") ?? .english
}
