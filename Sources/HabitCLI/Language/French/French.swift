import HabitCore
import HabitText

/// `habit` en français. French sets a narrow no-break space inside « » and before ; ? ! and %,
/// and a no-break space before a colon, so a line never breaks there.
struct French: LanguageTable {
    let code = "fr"
    let pluralRule = PluralRule.oneForZeroAndOne
    var dateWords: DateWords { .french }
    let catalog = Catalog.named("fr") ?? .english

    /// "2 sur 3 faites", "1 sur 3 faite", and "0 sur 3 faite" as French counts zero.
    func doneWord(_ count: Int) -> String {
        plural(count, one: "faite", other: "faites")
    }
}
