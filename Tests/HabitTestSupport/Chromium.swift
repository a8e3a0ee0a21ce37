import Foundation
import HabitStore
import HabitSystem

/// The browser the report's test renders with: Debian's `chromium` (which `.ci/run` installs),
/// headless, taking a screenshot of a local file. Its profile and `HOME` are a scratch folder, so
/// it never reads or writes the user's.
public enum Chromium {
    /// The browser's path: `HABIT_CHROMIUM` when set, else the first of the usual places.
    public static let path: String? = {
        if let chosen = ProcessInfo.processInfo.environment["HABIT_CHROMIUM"], !chosen.isEmpty { return chosen }
        return ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    /// Whether a test that needs the browser runs: when it is there, and always under CI
    /// (`CI=true`), where its absence must fail the test instead of skipping it.
    public static var shouldRun: Bool {
        path != nil || ProcessInfo.processInfo.environment["CI"] == "true"
    }

    /// Why a browser test did not run: no browser and not under CI.
    public static let skipReason = "needs chromium (apt-get install chromium); under CI=true its absence fails"

    /// Why the screenshot could not be taken.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, in a sentence.
        public let description: String
    }

    /// The screenshot of `page` (a file's path), `width` × `height` pixels, in the light or the
    /// dark scheme, taken with `folder` as the browser's home and profile. Waits at most
    /// `timeout` seconds for the browser to end.
    public static func screenshot(
        of page: String, width: Int, height: Int, dark: Bool, in folder: String, timeout: Double = 90
    ) throws -> PNGImage {
        guard let path else { throw Failure(description: "no chromium found; install it (apt-get install chromium)") }
        let image = folder + (dark ? "/dark.png" : "/light.png")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                "--force-device-scale-factor=1", "--user-data-dir=\(folder)/profile-\(dark ? "dark" : "light")",
                "--window-size=\(width),\(height)", "--screenshot=\(image)",
            ] + (dark ? ["--force-dark-mode"] : []) + [URL(fileURLWithPath: page).absoluteString]
        process.environment = ["HOME": folder, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let end = ProcessEnd(of: process)
        try process.run()
        guard end.wait(timeout: timeout) else {
            process.terminate()
            throw Failure(description: "chromium did not end within \(Int(timeout)) seconds")
        }
        guard let bytes = FileManager.default.contents(atPath: image) else {
            throw Failure(description: "chromium exited \(process.terminationStatus) and wrote no screenshot")
        }
        return try PNGImage(Array(bytes))
    }
}
