// libFuzzer target for the store decoder: any bytes into StoreFormat.decode must give habits,
// "newer version" or a FormatProblem, never a crash, a hang or a memory blow-up; and what it
// accepts must survive encoding and decoding again unchanged.
//
// Built and run by scripts/fuzz.sh decoder [SECONDS], linked against the libraries (this
// folder is outside Sources/, so SwiftPM ignores it).

import HabitCore
import HabitFormat

@testable import HabitStore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard case .habits(let habits)? = try? StoreFormat.decode(bytes) else { return 0 }
    let again = Array(StoreFormat.encode(habits).utf8)
    guard case .habits(let reread)? = try? StoreFormat.decode(again), reread == habits else {
        fatalError("A file that decodes must round-trip through encode and decode unchanged")
    }
    // The backup format wraps the same encoding; its record must read back too.
    let record = BackupFile.Record(change: .edit, changedAt: nil, fileAfterChange: Fingerprint(of: again))
    let backup = Array(BackupFile.encode(habits, record: record).utf8)
    guard (try? BackupFile.record(in: backup)) == record else {
        fatalError("A backup's record must read back as written")
    }
    return 0
}
