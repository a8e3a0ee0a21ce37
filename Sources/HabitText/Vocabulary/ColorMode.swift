/// When to colour the output, as chosen by `--color`.
public enum ColorMode: String, CaseIterable, Sendable {
    /// Colour when standard output is a terminal, `TERM` is not `dumb` and `NO_COLOR` is unset.
    case auto
    /// Colour even when `NO_COLOR` is set or output goes to a file.
    case always
    /// Never colour.
    case never
}
