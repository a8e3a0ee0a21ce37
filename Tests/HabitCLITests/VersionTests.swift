import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// `habit --version`: the version from `Version.swift`, the commit the build recorded (or that it
/// recorded none), the copyright and the licence of `LICENSE`, in every language.
@Suite struct VersionTests {
    /// `--version` in a world whose binary recorded `commit`, in `language`.
    static func version(commit: String?, language: String = "en_US.UTF-8") throws -> Output {
        let test = try TestWorld(environment: ["LANG": language])
        var world = test.world(["--version"])
        world.commit = commit
        return Program.run(world)
    }

    @Test func aBuildFromGitNamesItsCommit() throws {
        let output = try Self.version(commit: "3403f10a2b1c")
        #expect(output.exitCode == .success)  // exit 0
        #expect(output.stderr.isEmpty)  // nothing on standard error
        #expect(
            output.stdout
                == "habit 0.2.0 (commit 3403f10a2b1c)\n"
                + "Copyright (c) 2026 the habit developers; released under the MIT License.\n")  // version and commit, then the licence
    }

    @Test func aBuildWithChangesSaysSo() throws {
        let output = try Self.version(commit: "3403f10a2b1c-dirty")
        #expect(output.stdout.hasPrefix("habit 0.2.0 (commit 3403f10a2b1c-dirty)\n"))  // git's mark for a work tree with changes
    }

    @Test func aBuildThatRecordedNoCommitSaysSoInsteadOfInventingOne() throws {
        let output = try Self.version(commit: nil)
        #expect(output.stdout.hasPrefix("habit 0.2.0 (commit not recorded)\n"))  // a plain `swift build`
    }

    @Test(
        "the version lines in German and French",
        arguments: [
            (
                "de_DE.UTF-8",
                "habit 0.2.0 (Commit 3403f10a2b1c)\nCopyright (c) 2026 the habit developers; veröffentlicht unter der MIT-Lizenz.\n"
            ),
            (
                "fr_FR.UTF-8",
                "habit 0.2.0 (révision 3403f10a2b1c)\nCopyright (c) 2026 the habit developers\u{202F}; publié sous la licence MIT.\n"
            ),
        ])
    func inOtherLanguages(language: String, expected: String) throws {
        #expect(try Self.version(commit: "3403f10a2b1c", language: language).stdout == expected)
    }

    @Test func theLicenceIsTheOneLicenseHolds() throws {
        let license = try String(contentsOfFile: DocumentationTests.root + "/LICENSE", encoding: .utf8)
        #expect(license.hasPrefix("MIT License\n"))  // the MIT licence, as --version says
        // The same year and holders as --version and the manual page.
        #expect(license.contains("\nCopyright (c) \(Version.copyrightYear) \(Version.copyrightHolders)\n"))
    }

    @Test func theManualPageNamesTheAuthorsAndTheLicence() {
        let page = ManPage.render()
        #expect(page.contains(".SH \"AUTHORS\"\nWritten by the habit developers.\n"))  // who wrote it
        #expect(page.contains(".SH \"COPYRIGHT\"\nCopyright (c) 2026 the habit developers; released under the MIT License.\n"))
    }

    @Test func theReadmeNamesThisVersionsTarballPackageAndLicence() throws {
        let readme = try DocumentationTests.text("README.md")
        #expect(readme.contains("habit-\(Version.current)-linux-x86_64.tar.gz"))  // what make dist writes
        #expect(readme.contains("habit_\(Version.current)-1_amd64.deb"))  // what make deb writes
        #expect(readme.contains("[MIT License](LICENSE)"))  // the licence, by name
    }
}
