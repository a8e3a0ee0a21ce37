import HabitCore
import HabitStore
import HabitSystem
import HabitText
import HabitFormat

/// Why a command could not do what was asked: one error of any layer, which says its own exit
/// code and sentence (``ReportedError``). Commands throw it with the constructor of the error's
/// kind (`throw .usage(.nothingToEdit)`, `throw .store(error)`).
struct Failure: Error, Equatable, Sendable {
    /// The error itself.
    let error: any ReportedError

    /// What was typed is wrong.
    static func usage(_ error: UsageError) -> Failure { Failure(error: error) }
    /// The data file cannot be read or written.
    static func store(_ error: StoreError) -> Failure { Failure(error: error) }
    /// A habit refuses the change, or no habit has the name.
    static func habit(_ error: HabitError) -> Failure { Failure(error: error) }
    /// A command's own refusal.
    static func command(_ error: CommandError) -> Failure { Failure(error: error) }
    /// An import that cannot be done.
    static func importing(_ error: ImportError) -> Failure { Failure(error: error) }
    /// The config file or a setting cannot be read.
    static func config(_ error: ConfigError) -> Failure { Failure(error: error) }
    /// A reminder that cannot be delivered.
    static func reminder(_ message: ReminderMessage) -> Failure { Failure(error: message) }
    /// The reminders' state file cannot be used.
    static func reminderState(_ problem: ReminderStateProblem) -> Failure { Failure(error: problem) }
    /// A timer that cannot be installed or removed.
    static func timer(_ message: TimerMessage) -> Failure { Failure(error: message) }

    /// Whether both are the same error.
    static func == (left: Failure, right: Failure) -> Bool {
        left.error.isEqual(to: right.error)
    }
}

extension Failure {
    /// The result of `operation`, a store error it throws thrown as a failure.
    static func fromStore<Value>(_ operation: () throws(StoreError) -> Value) throws(Failure) -> Value {
        do {
            return try operation()
        } catch {
            throw .store(error)
        }
    }

    /// The result of `operation`, a habit error it throws thrown as a failure.
    static func fromHabit<Value>(_ operation: () throws(HabitError) -> Value) throws(Failure) -> Value {
        do {
            return try operation()
        } catch {
            throw .habit(error)
        }
    }
}
