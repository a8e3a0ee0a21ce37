import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText

/// The report in a real browser: Chromium renders it headless to a PNG, which the test decodes
/// (``PNGImage``) and looks at. The first habit's heatmap is placed at the page's top left
/// corner by a style sheet the test adds, so each cell's place follows from the heatmap's fixed
/// geometry (``HeatmapSVG/origin(of:)``). Today is Sunday, November 29, 2026; with five weeks
/// of an English week, the heatmap starts on Sunday, November 1.
@Suite(.serialized) struct ReportBrowserTests {
    /// The page of ``ReportFixtures/lesen`` (green) and ``ReportFixtures/sport``, its first
    /// heatmap at (0, 0) over the page's background, and its screenshots, light and dark.
    struct Rendered {
        let light: PNGImage
        let dark: PNGImage
        let heatmap: HeatmapSVG
    }

    static func render() throws -> Rendered {
        let sandbox = try ReportFixtures.sandbox([ReportFixtures.lesen, ReportFixtures.sport])
        let page = sandbox.run(["report", "--weeks", "5"]).stdout
        let pinned = "<style>main>section:first-child svg.heatmap{position:absolute;left:0;top:0;background:var(--bg)}</style>"
        let path = try sandbox.write(page.replacingOccurrences(of: "</head>", with: pinned + "</head>"), to: "report.html")
        let light = try Chromium.screenshot(of: path, width: 800, height: 300, dark: false, in: sandbox.folder)
        let dark = try Chromium.screenshot(of: path, width: 800, height: 300, dark: true, in: sandbox.folder)
        let heatmap = HeatmapSVG(ReportFixtures.lesen, weeks: 5, today: Fixed.today, language: LanguageTable.english)
        return Rendered(light: light, dark: dark, heatmap: heatmap)
    }

    /// The centre of the cell of `text`'s day.
    static func centre(of text: String, in heatmap: HeatmapSVG) -> (x: Int, y: Int) {
        let origin = heatmap.origin(of: ReportFixtures.day(text))
        return (origin.x + HeatmapSVG.cellSize / 2, origin.y + HeatmapSVG.cellSize / 2)
    }

    static func hex(_ text: String) -> PNGImage.Color {
        PNGImage.Color(hex: text) ?? PNGImage.Color(red: 0, green: 0, blue: 0)
    }

    @Test(.enabled(if: Chromium.shouldRun, Comment(rawValue: Chromium.skipReason)))
    func theBrowserDrawsEachCellInItsColourAndShape() throws {
        let rendered = try Self.render()
        let light = rendered.light
        let heatmap = rendered.heatmap
        #expect(light.width == 800 && light.height == 300)
        #expect(light.colorCount > 20)  // not blank: text, cells, bars
        let white = Self.hex("#ffffff")
        let green = Self.hex(HeatmapSVG.lightHex(.green))
        let grey = Self.hex("#8c959f")
        for done in ["2026-11-25", "2026-11-26", "2026-11-28"] {
            let (x, y) = Self.centre(of: done, in: heatmap)
            #expect(light.color(x: x, y: y).isClose(to: green), "\(done): \(light.color(x: x, y: y))")  // filled, green
        }
        // Missed: a grey cross through the centre; not due or paused days are no filled squares.
        let missed = Self.centre(of: "2026-11-23", in: heatmap)
        #expect(light.color(x: missed.x, y: missed.y).isClose(to: grey, tolerance: 48))
        // Paused: an outline, the centre empty, the edge grey.
        let paused = heatmap.origin(of: ReportFixtures.day("2026-11-12"))
        #expect(light.color(x: paused.x + 5, y: paused.y + 5).isClose(to: white))
        #expect(!light.color(x: paused.x + 1, y: paused.y + 5).isClose(to: white, tolerance: 24))
        // Skipped: hatched, a line through the centre.
        let skipped = Self.centre(of: "2026-11-24", in: heatmap)
        #expect(!light.color(x: skipped.x, y: skipped.y).isClose(to: white, tolerance: 24))
        #expect(!light.color(x: skipped.x, y: skipped.y).isClose(to: green, tolerance: 24))
        // Today, still open: a dashed outline, the centre empty.
        let today = Self.centre(of: "2026-11-29", in: heatmap)
        #expect(light.color(x: today.x, y: today.y).isClose(to: white))
        // Between the cells, the page's background.
        #expect(light.color(x: HeatmapSVG.left + 12, y: HeatmapSVG.top + 12).isClose(to: white))
    }

    @Test(.enabled(if: Chromium.shouldRun, Comment(rawValue: Chromium.skipReason)))
    func aDarkSchemeRenderIsDark() throws {
        let rendered = try Self.render()
        let heatmap = rendered.heatmap
        let done = Self.centre(of: "2026-11-25", in: heatmap)
        // The dark scheme's colours: the lighter green, the dark background.
        #expect(rendered.dark.color(x: done.x, y: done.y).isClose(to: Self.hex(HeatmapSVG.darkHex(.green))))
        #expect(rendered.dark.color(x: 700, y: 280).isClose(to: Self.hex("#0d1117")))
        #expect(rendered.light.color(x: 700, y: 280).isClose(to: Self.hex("#ffffff")))
        #expect(rendered.dark.color(x: done.x, y: done.y) != rendered.light.color(x: done.x, y: done.y))
    }
}
