import HabitCore

extension French {
    /// L'évolution d'une habitude : sa force et ses totaux.
    func text(_ message: TrendMessage) -> String {
        switch message {
        case .strengthLabel: return "Force\u{00A0}:"
        case .strengthValue(let percent, let change, let days):
            return "\(text(.percent(percent))) (\(strengthChange(change, days: days)))"
        case .strengthLine(let percent, let change, let days):
            return "Force\u{00A0}: \(text(.percent(percent))) (\(strengthChange(change, days: days)))"
        }
    }

    /// "+8 en 30 jours", "−3 en 30 jours", "inchangée en 30 jours".
    private func strengthChange(_ change: StrengthChange, days: Int) -> String {
        switch change {
        case .up(let points): return "+\(points) en \(self.days(days))"
        case .down(let points): return "−\(points) en \(self.days(days))"
        case .unchanged: return "inchangée en \(self.days(days))"
        }
    }
}
