import Foundation
import HabitCore
import HabitStore
import HabitSystem

/// Tests name time zones by identifier (`Europe/Berlin`), with Foundation's zone data; the
/// executable uses the C library's (`SystemTimeZone`) and leaves `TimeZone` out.
extension TimeZone: UTCOffsets {}
