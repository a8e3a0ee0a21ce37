import HabitStore
import HabitSystem
/// The formats `habit export` writes, as typed after `--format`: the two that `habit import`
/// reads back (``DataFormat``) and a habit's heatmap as SVG.
enum ExportFormat: String, CaseIterable, Sendable {
    /// Rows of `name,date`, as ``DataFormat/csv``.
    case csv
    /// The data file's own format, as ``DataFormat/json``.
    case json
    /// One habit's heatmap, a standalone SVG drawing (``HeatmapSVG``).
    case svg
}
