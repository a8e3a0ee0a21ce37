import HabitCore

/// Changes that `habit undo` takes back as one, such as the answers of one `habit ask`: each is
/// written as it is made, and the backup keeps the state before the first.
struct ChangeSeries: Sendable {
    /// The habits before the first change, and the file's bytes they were read from.
    fileprivate var start: (stored: HabitStore.Stored, bytes: [UInt8]?)?
    /// The fingerprint of the file the last change wrote.
    fileprivate var lastWritten: Fingerprint?

    /// A series with no change yet.
    init() {}
}

extension HabitStore {
    /// ``update(_:)`` as one change of `series`: the first change keeps the state before it as
    /// the backup, as any change does; each later one keeps that same backup, so `undo` takes
    /// back the whole series. When another process changed the file since the series' last
    /// change, the series starts afresh from the file as it is, so `undo` never drops that change.
    func update<Value, Refusal: Error>(
        in series: inout ChangeSeries, _ change: (inout HabitCollection) throws(Refusal) -> Value
    ) throws(StoreError) -> Result<Value, Refusal> {
        try withLockedFile { file throws(StoreError) in
            let stored = file.stored
            if series.start == nil || file.bytes.map({ Fingerprint(of: $0) }) != series.lastWritten {
                series.start = (stored, file.bytes)
            }
            var habits = stored.habits
            let outcome = Result { () throws(Refusal) in try change(&habits) }
            guard case .success = outcome else { return outcome }
            if habits != stored.habits, let start = series.start {
                // The members this version does not know stay as the file has them now.
                let after = Stored(habits: habits, unknown: stored.unknown)
                try commit(
                    after, replacing: start.stored, in: file.files, owner: file.owner, originalBytes: start.bytes, change: .edit)
                series.lastWritten = Fingerprint(of: StoreFormat.encodedBytes(habits, unknown: stored.unknown))
            }
            return outcome
        }
    }
}
