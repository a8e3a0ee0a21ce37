// libFuzzer target for the argument parser: the input, split at NUL bytes into words (each
// repaired to valid UTF-8, as the runtime does with argv), into ArgumentParser.parse must give
// an Invocation or a UsageError, never a crash; and every error must render to a sentence in
// each language.
//
// Built and run by scripts/fuzz.sh parser [SECONDS].

import HabitText

@testable import HabitCLI

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let words = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    if case .failure(let error) = ArgumentParser.parse(words).command {
        for language in Languages.all where language.text(.usage(error)).isEmpty {
            fatalError("Every usage error has a sentence")
        }
    }
    return 0
}
