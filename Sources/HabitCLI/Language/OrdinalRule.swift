/// How a language writes a day of the month as an ordinal, as "on the 1st of each month" says
/// it: a rule like ``PluralRule``, so that the tables only name the rule.
enum OrdinalRule: Equatable, Sendable {
    /// English: 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd, 31st.
    case english
    /// German: the number and a dot, 1., 15.
    case dot
    /// French: the first is an ordinal (1er), every other day its plain number (15).
    case firstOnly(String)

    /// `day` (1–31) as this rule writes it.
    func ordinal(_ day: Int) -> String {
        switch self {
        case .english:
            let suffixes = ["th", "st", "nd", "rd"]
            let tens = day % 100 / 10
            let ones = day % 10
            return "\(day)" + (tens != 1 && ones < 4 ? suffixes[ones] : suffixes[0])
        case .dot:
            return "\(day)."
        case .firstOnly(let suffix):
            return day == 1 ? "1" + suffix : "\(day)"
        }
    }
}
