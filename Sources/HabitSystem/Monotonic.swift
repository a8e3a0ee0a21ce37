/// A clock that only moves forward, for measuring a wait (the wall clock may jump).
public enum Monotonic {
    /// Seconds since an arbitrary fixed moment.
    public static func seconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
    }
}
