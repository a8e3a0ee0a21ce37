/// How a program that `habit` ran (`crontab`, `systemctl`) ended, when it did not end well, as a
/// sentence reports it: the program decides which case it is, the catalogs word each.
public enum ProgramEnd: Equatable, Sendable {
    /// It exited with this status and said nothing on standard error.
    case status(Int32)
    /// It exited with this status, saying this line first on standard error.
    case statusSaying(Int32, String)
    /// A signal with this number ended it.
    case signal(Int32)
    /// It did not finish within this many seconds and was stopped.
    case timedOut(seconds: Int)
}
