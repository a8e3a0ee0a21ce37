import HabitCore

/// `habit delete NAME [--yes]`: deletes a habit and its history, after asking on a terminal
/// unless `--yes` was given.
struct DeleteCommand {
    let name: String
    /// `--yes`: no question.
    let confirmed: Bool

    func run(in context: CommandContext) throws(Failure) -> Output {
        let language = context.language
        let habit = try context.find(name, in: try context.load())
        let entries = habit.completions.count
        if !confirmed {
            guard let ask = context.ask else { throw .command(.deleteNeedsConfirmation(name: habit.name)) }
            let question = language.text(.deleteQuestion(name: habit.name, entries: entries)) + " " + language.yesNoHint + " "
            let answer = ask(question)?.trimmingWhitespace().lowercased() ?? ""
            guard language.yesAnswers.contains(answer) else {
                return Output(stdout: language.text(.kept(name: habit.name)) + "\n")
            }
        }
        try context.update { habits throws(HabitError) in
            guard habits.remove(habit.id) != nil else { throw .unknownHabit(name, suggestion: nil) }
        }
        return Output(stdout: language.text(.deleted(name: habit.name, entries: entries)) + "\n")
    }
}
