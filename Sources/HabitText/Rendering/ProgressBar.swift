/// A text progress bar: `████████░░░░  67%`, the filled part green.
public enum ProgressBar {
    /// A bar of `width` cells for `done` of `total`, followed by the percentage as `language`
    /// writes it.
    public static func render(done: Int, total: Int, width: Int, style: Style, language: LanguageTable = LanguageTable.english)
        -> String
    {
        guard total > 0, width > 0 else { return "" }
        let filled = min(width, (done * width + total / 2) / total)
        let percent = (done * 100 + total / 2) / total
        let bar = style.green(String(repeating: "█", count: filled)) + style.grey(String(repeating: "░", count: width - filled))
        return bar + " " + String(repeating: " ", count: max(0, 3 - String(percent).count)) + language.text(.percent(percent))
    }
}
