/// What `habit` says about the perfect day, a day on which every habit due that day was done
/// (``HabitCore/PerfectDays``): the heading of its block in `stats` and the line of `list`.
public enum PerfectDayMessage: Equatable, Sendable {
    /// The heading of the block that `stats` without a name ends with.
    case heading
    /// `list`'s line under the bar: the perfect days in a row up to today.
    case inARow(Int)
}

extension LanguageTable {
    /// What the perfect day makes `habit` say: the entry of the catalog (`perfect.…`) each
    /// message picks, with its arguments.
    public func text(_ message: PerfectDayMessage) -> String {
        switch message {
        case .heading: return catalog.text(.perfectHeading)
        case .inARow(let count): return catalog.text(.perfectInARow, count: count, ["count": String(count)])
        }
    }
}
