import HabitCore

extension German {
    /// Wie eine Gewohnheit sich entwickelt: ihre Stärke und ihre Summen.
    func text(_ message: TrendMessage) -> String {
        switch message {
        case .strengthLabel: return "Stärke:"
        case .strengthValue(let percent, let change, let days):
            return "\(text(.percent(percent))) (\(strengthChange(change, days: days)))"
        case .strengthLine(let percent, let change, let days):
            return "Stärke: \(text(.percent(percent))) (\(strengthChange(change, days: days)))"
        }
    }

    /// "+8 in 30 Tagen", "−3 in 30 Tagen", "unverändert seit 30 Tagen".
    private func strengthChange(_ change: StrengthChange, days: Int) -> String {
        let span = plural(days, one: "\(days) Tag", other: "\(days) Tagen")
        switch change {
        case .up(let points): return "+\(points) in \(span)"
        case .down(let points): return "−\(points) in \(span)"
        case .unchanged: return plural(days, one: "unverändert seit gestern", other: "unverändert seit \(days) Tagen")
        }
    }
}
