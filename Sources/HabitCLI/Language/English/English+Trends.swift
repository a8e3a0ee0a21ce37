import HabitCore

extension English {
    /// How a habit goes over time: its strength and its totals.
    func text(_ message: TrendMessage) -> String {
        switch message {
        case .strengthLabel: return "Strength:"
        case .strengthValue(let percent, let change, let days):
            return "\(text(.percent(percent))) (\(strengthChange(change, days: days)))"
        case .strengthLine(let percent, let change, let days):
            return "Strength: \(text(.percent(percent))) (\(strengthChange(change, days: days)))"
        }
    }

    /// "+8 in 30 days", "−3 in 30 days", "unchanged in 30 days".
    private func strengthChange(_ change: StrengthChange, days: Int) -> String {
        switch change {
        case .up(let points): return "+\(points) in \(self.days(days))"
        case .down(let points): return "−\(points) in \(self.days(days))"
        case .unchanged: return "unchanged in \(self.days(days))"
        }
    }
}
