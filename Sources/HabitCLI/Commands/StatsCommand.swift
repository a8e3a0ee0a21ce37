import HabitCore

/// `habit stats [NAME] [--json]`.
extension Runner {
    /// The statistics of the habit `name` typed, or of every habit when `name` is `nil`: as
    /// aligned text, or as JSON when `json` is set.
    func stats(_ name: String?, json: Bool) throws -> Output {
        let collection = try store.get().load()
        let habits = try name.map { name throws(HabitError) in [try collection.find(name)] } ?? collection.habits
        var output = Output()
        if json {
            // JSON does not depend on the language: ties go to the earlier day of an ISO week (Monday first).
            output.stdout = StatsJSON.render(habits, today: today, firstWeekday: .monday)
        } else {
            StatsView.render(habits, today: today, presentation: presentation).forEach { output.print($0) }
        }
        return output
    }
}
