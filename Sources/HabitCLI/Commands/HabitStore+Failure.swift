import HabitCore
import HabitStore
import HabitSystem
import HabitFormat

extension HabitStore {
    /// ``HabitStore/change(in:adding:verifying:_:)`` for a command: the store's failure and the
    /// change's refusal both as the command's ``Failure``.
    func update<Value>(
        in series: inout ChangeSeries, adding extra: UnknownMembers = .none, verifying: Bool = false,
        _ change: (inout HabitCollection) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        do throws(UpdateError<Failure>) {
            return try self.change(in: &series, adding: extra, verifying: verifying, change)
        } catch {
            switch error {
            case .store(let error): throw .store(error)
            case .refused(let failure): throw failure
            }
        }
    }

    /// ``update(in:adding:verifying:_:)`` as a change of its own.
    func update<Value>(
        adding extra: UnknownMembers = .none, verifying: Bool = false,
        _ change: (inout HabitCollection) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        var series = ChangeSeries()
        return try update(in: &series, adding: extra, verifying: verifying, change)
    }
}
