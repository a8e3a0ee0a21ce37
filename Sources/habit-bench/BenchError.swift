/// Why a benchmark could not measure, in a sentence.
struct BenchError: Error, CustomStringConvertible {
    let text: String

    var description: String { text }
}
