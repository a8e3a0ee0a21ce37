/// The version `habit --version` prints.
enum Version {
    static let current = "0.1.0"
    /// The day this version was released, as `CHANGELOG.md` gives it (the manual page's date).
    static let date = "2026-11-30"
}
