// The one place that says which Foundation `habit` is built on, re-exported to every module
// that imports HabitCore (HabitCLI, the executable, the benchmark).
//
// On Linux that is FoundationEssentials only: `Date`, `UUID`, `Data`, ISO 8601 dates. The rest
// of Foundation brings ICU (time zone names, calendars, locales) with some 50 MB of code and
// data and a slower start, and `habit` needs none of it: the time zone's offsets come from the
// C library (`SystemTimeZone`), the text keys from the standard library (`String+Folding`).
// macOS has no separate FoundationEssentials module, and its Foundation is part of the system.
#if canImport(FoundationEssentials)
    @_exported import FoundationEssentials
#else
    @_exported import Foundation
#endif
