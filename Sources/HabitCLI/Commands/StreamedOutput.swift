import HabitStore
import HabitSystem
/// A write to standard output that failed while a command was making its output: the `errno`.
struct StreamFailure: Error {
    /// The `errno` of the failed write.
    let code: Int32
}

extension CommandContext {
    /// The output of `produce`, which makes its text in pieces and hands each to `write`: where
    /// the edge writes standard output at once (``writeStandardOutput``) each piece goes out as
    /// it is made, so that a page of a gigabyte takes the memory of one piece; in tests the
    /// pieces are collected into ``Output/stdout``. A failed write (a reader that left, a full
    /// disk) ends `produce` there and is reported as a failure to write ``Output/stdout`` is.
    func streamedOutput(
        _ produce: (_ write: ([UInt8]) throws(StreamFailure) -> Void) throws(StreamFailure) -> Void
    ) -> Output {
        var output = Output()
        var collected: [UInt8] = []
        do {
            try produce { piece throws(StreamFailure) in
                guard let writeStandardOutput else { return collected.append(contentsOf: piece) }
                if let code = writeStandardOutput(piece) { throw StreamFailure(code: code) }
            }
        } catch {
            output.stdoutFailure = error.code
        }
        output.stdout = String(decoding: collected, as: UTF8.self)
        return output
    }
}
