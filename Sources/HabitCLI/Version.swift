import HabitStore
import HabitSystem
import HabitText
/// The version `habit --version` prints, and everything that names it: the manual page, the
/// tarball and the Debian package (the Makefile reads `current` from this file), and the newest
/// section of `CHANGELOG.md` (a test compares them).
enum Version {
    /// The version, as Semantic Versioning writes it.
    static let current = "0.2.0"
    /// The day this version was released, as `CHANGELOG.md` gives it (the manual page's date).
    static let date = "2026-12-01"
    /// The year of the copyright, as `LICENSE` gives it.
    static let copyrightYear = "2026"
    /// Who holds the copyright, as `LICENSE` names them.
    static let copyrightHolders = "the habit developers"

    /// What `habit --version` prints: the version with the commit the build recorded (or that it
    /// recorded none), then the copyright and the licence.
    static func text(commit: String?, language: LanguageTable) -> String {
        let first: HelpMessage =
            if let commit { .versionWithCommit(version: current, commit: commit) } else {
                .versionWithoutCommit(version: current)
            }
        let second = HelpMessage.copyrightAndLicence(year: copyrightYear, holders: copyrightHolders)
        return language.text(first) + "\n" + language.text(second) + "\n"
    }
}
