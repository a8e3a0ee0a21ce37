import HabitCore

/// Every way a run of `habit` can fail: the closed set that ``ErrorReport`` turns into one
/// sentence and an exit code. A new kind of error needs a case here, and the compiler then asks
/// for its sentence and its code.
enum Failure: Error, Equatable, Sendable {
    /// The command line cannot be understood.
    case usage(UsageError)
    /// The data file could not be found, read or written.
    case store(StoreError)
    /// The habits refused the change.
    case habit(HabitError)
    /// The store and the habits allowed it, but the situation does not.
    case command(CommandError)
    /// `habit import` imported nothing.
    case importing(ImportError)
    /// A setting in the config file or the environment cannot be used.
    case config(ConfigError)
    /// `habit remind` could not deliver its reminder, or its settings cannot be used.
    case reminder(ReminderMessage)
    /// `habit remind` cannot record what it sends: its state file is not a file it can write.
    case reminderState(ReminderStateProblem)
    /// `habit remind --install` or `--uninstall` could not set up or take away the timer.
    case timer(TimerMessage)
}

extension Failure {
    /// What `operation` returns, its store error thrown as ``store(_:)``.
    static func fromStore<Value>(_ operation: () throws(StoreError) -> Value) throws(Failure) -> Value {
        do {
            return try operation()
        } catch {
            throw .store(error)
        }
    }

    /// What `operation` returns, the habits' refusal thrown as ``habit(_:)``.
    static func fromHabit<Value>(_ operation: () throws(HabitError) -> Value) throws(Failure) -> Value {
        do {
            return try operation()
        } catch {
            throw .habit(error)
        }
    }
}
