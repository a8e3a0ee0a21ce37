/// `habit list` or `habit show` asked for as JSON or as of another day.
struct ViewRequest: Equatable, Sendable {
    /// Which view: the list, or the details of one habit or of all.
    enum Subject: Equatable, Sendable {
        case list
        case show(name: String?)
    }

    /// Which view.
    var subject: Subject
    /// `--json`: machine-readable output instead of text.
    var json = false
    /// `--as-of DAY`: everything as it stood on that day (today when `nil`).
    var asOf: DateArgument?
    /// `--weeks N` on `show`: the calendar grid below the detail view.
    var weeks: Int?
}
