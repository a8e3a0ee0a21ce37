/// A command line that the grid, the report or the SVG heatmap cannot follow; exit code 2.
public enum ReportUsageError: Equatable, Sendable {
    /// A `--days` for the grid that is not a whole number in `range`.
    case badGridDays(String, range: ClosedRange<Int>)
    /// `habit report` without `--out`, its standard output a terminal.
    case reportToTerminal
    /// `habit export --format svg` without a habit's name.
    case svgNeedsName
    /// `habit export` with a name or `--weeks` but a format other than SVG.
    case nameNeedsSVG

    /// The sentence, with the command that does what was meant.
    public var message: ReportMessage {
        switch self {
        case .badGridDays(let text, let range): return .badGridDays(text, range: range)
        case .reportToTerminal: return .reportToTerminal(command: "habit report --out report.html")
        case .svgNeedsName: return .svgNeedsName(command: "habit export --format svg NAME")
        case .nameNeedsSVG: return .nameNeedsSVG(command: "habit export --format svg NAME")
        }
    }
}
