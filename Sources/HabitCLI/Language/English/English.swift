import HabitCore
import HabitText

/// `habit` in English: the fallback language.
struct English: LanguageTable {
    let code = "en"
    let pluralRule = PluralRule.oneForOne
    let digitGroups = DigitGroups(separator: ",")
    let decimalSeparator: Character = "."
    let answerWords = AnswerWords(yes: ["yes", "y"], no: ["no", "n"])
    let catalog = Catalog.english
}
