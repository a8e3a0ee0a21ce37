/// The C library's words for the last failed system call.
public enum SystemError {
    /// `strerror(errno)`, for example "Permission denied".
    public static func current() -> String {
        describe(errno)
    }

    /// `strerror(code)`.
    public static func describe(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
