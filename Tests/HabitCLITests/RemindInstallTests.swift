import Foundation
import HabitCLI
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitStore

/// A private mount namespace in which the real `crontab` (Debian's `cron`) works on a scratch
/// spool: a tmpfs over `/var/spool/cron/crontabs`, so the machine's own crontabs are never seen
/// or touched. Needs root and `unshare -m`, as the tests here and in CI run.
enum CrontabSandbox {
    /// `unshare`, `crontab` and the spool folder.
    static let unshare = "/usr/bin/unshare"
    static let crontab = ["/usr/bin/crontab", "/bin/crontab"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let spool = "/var/spool/cron/crontabs"

    /// Whether a tmpfs can be mounted over the spool in a namespace of its own here.
    static let isAvailable: Bool = {
        guard LinuxOnly.isLinux, geteuid() == 0, crontab != nil, FileManager.default.fileExists(atPath: spool),
            FileManager.default.isExecutableFile(atPath: unshare)
        else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: unshare)
        process.arguments = ["-m", "/bin/sh", "-c", "mount -t tmpfs -o mode=1730 tmpfs \(spool) && crontab -l 2>&1 | grep -q 'no crontab'"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// In CI the sandbox must work; elsewhere the tests are skipped without it.
    static let isRequired = !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty

    /// The shell script the sandboxed run follows, given the habit binary as `$1`: mount the
    /// scratch spool, install `original` as the crontab, then run each step (`habit` with its
    /// arguments), saving after each the output, the exit status and `crontab -l` in `folder`.
    static func script(original: String, steps: [[String]], folder: String) -> String {
        var lines = [
            "set -u", "habit=\"$1\"", "mount -t tmpfs -o mode=1730 tmpfs \(spool) || exit 90",
            "printf '%s' '\(original.replacingOccurrences(of: "'", with: "'\\''"))' | crontab - || exit 91",
            "crontab -l > '\(folder)/crontab-0' 2>/dev/null",
        ]
        for (index, step) in steps.enumerated() {
            let words = step.map { "'" + $0 + "'" }.joined(separator: " ")
            let n = index + 1
            lines += [
                "\"$habit\" \(words) > '\(folder)/out-\(n)' 2> '\(folder)/err-\(n)'; echo $? > '\(folder)/status-\(n)'",
                "crontab -l > '\(folder)/crontab-\(n)' 2>/dev/null || : > '\(folder)/crontab-\(n)'",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// `habit remind --install` and `--uninstall`, run as the built binary: the real `crontab` on a
/// scratch spool, and the systemd units written to a scratch config folder with a `systemctl`
/// stand-in that records what it was asked, checked with `systemd-analyze verify`.
@Suite(.enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct RemindInstallTests {
    /// A scratch home, data file and config folder; `PATH` starts with `bin`, where a test may
    /// put stand-ins.
    final class Sandbox {
        let scratch: ScratchFolder
        init() throws { scratch = try ScratchFolder() }
        var config: String { scratch.file("home/.config") }
        var units: String { config + "/systemd/user" }
        var log: String { scratch.file("systemctl.log") }

        var environment: [String: String] {
            [
                "HOME": scratch.file("home"), "HABIT_FILE": scratch.dataFile, "LANG": "C.UTF-8", "TZ": "Europe/Berlin",
                "PATH": scratch.file("bin") + ":/usr/bin:/bin", "XDG_CONFIG_HOME": config,
            ]
        }

        /// A `systemctl` that appends its arguments to ``log`` and exits with `status` (the
        /// probe `--user show-environment` included).
        func fakeSystemctl(status: Int = 0) throws {
            try scratch.write("#!/bin/sh\necho \"$*\" >> '\(log)'\nexit \(status)\n", to: "bin/systemctl")
            chmod(scratch.file("bin/systemctl"), 0o755)
        }

        /// What the stand-in was asked, one call a line.
        var calls: [String] {
            (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        }

        func run(_ arguments: [String], language: String = "C.UTF-8") throws -> RealBinary.Outcome {
            var environment = environment
            environment["LANG"] = language
            return try RealBinary.run(["remind"] + arguments, in: scratch, environment: environment)
        }
    }

    /// The path the binary names itself by, as the job must: links resolved.
    static var binary: String { URL(fileURLWithPath: RealBinary.path).resolvingSymlinksInPath().path }

    @Test("systemd: the units are written and enabled; again, the same bytes and nothing changed; uninstall removes exactly them")
    func systemdRoundTrip() throws {
        let sandbox = try Sandbox()
        try sandbox.fakeSystemctl()
        try sandbox.scratch.write("[Unit]\nDescription=mine\n", to: "home/.config/systemd/user/other.service")

        let first = try sandbox.run(["--install"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(
            first.stdout == "Wrote \(sandbox.units)/habit-remind.service.\nWrote \(sandbox.units)/habit-remind.timer.\n"
                + "Enabled and started habit-remind.timer with systemctl --user: habit remind runs every 15 minutes.\n")
        #expect(sandbox.calls == ["--user show-environment", "--user daemon-reload", "--user enable --now habit-remind.timer"])
        let service = try #require(sandbox.scratch.text(sandbox.units + "/habit-remind.service"))
        let timer = try #require(sandbox.scratch.text(sandbox.units + "/habit-remind.timer"))
        #expect(service.contains("\nExecStart=\(Self.binary) remind\n"))
        #expect(service.contains("\"TZ=Europe/Berlin\""))
        #expect(service.contains("\"HABIT_FILE=\(sandbox.scratch.dataFile)\""))
        #expect(timer.contains("\nOnCalendar=*-*-* *:00/15:00\n"))
        if SystemdTools.analyze != nil {
            let verified = try SystemdTools.verify([sandbox.units + "/habit-remind.timer", sandbox.units + "/habit-remind.service"])
            #expect(verified.status == 0 && verified.output.isEmpty, "\(verified.output)")
        }

        // Installing twice changes nothing: the same bytes, and it says so.
        let second = try sandbox.run(["--install"])
        #expect(second.status == 0)
        #expect(second.stdout == "habit-remind.timer already runs habit remind every 15 minutes; nothing changed.\n")
        #expect(sandbox.scratch.text(sandbox.units + "/habit-remind.service") == service)
        #expect(sandbox.scratch.text(sandbox.units + "/habit-remind.timer") == timer)
        #expect(sandbox.calls.suffix(2) == ["--user show-environment", "--user enable --now habit-remind.timer"])

        // Another schedule rewrites the timer only.
        let daily = try sandbox.run(["--install", "--at", "20:00"])
        #expect(daily.stdout.hasPrefix("Wrote \(sandbox.units)/habit-remind.service.\nWrote \(sandbox.units)/habit-remind.timer.\n"))
        #expect(sandbox.scratch.text(sandbox.units + "/habit-remind.timer")?.contains("\nOnCalendar=*-*-* 20:00:00\n") == true)
        #expect(sandbox.scratch.text(sandbox.units + "/habit-remind.service")?.contains(" remind --now\n") == true)

        let removed = try sandbox.run(["--uninstall"])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(
            removed.stdout == "Stopped and disabled habit-remind.timer.\nRemoved \(sandbox.units)/habit-remind.timer.\n"
                + "Removed \(sandbox.units)/habit-remind.service.\n")
        #expect(sandbox.calls.suffix(3) == ["--user show-environment", "--user disable --now habit-remind.timer", "--user daemon-reload"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.units) == ["other.service"])

        let again = try sandbox.run(["--uninstall"])
        #expect(again.stdout == "No timer of habit remind --install was found; nothing changed.\n")
    }

    @Test("systemd --dry-run prints both units and the commands, and writes and runs nothing")
    func systemdDryRun() throws {
        let sandbox = try Sandbox()
        let outcome = try sandbox.run(["--install", "--systemd", "--dry-run", "--every", "5m"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.hasPrefix("Would write \(sandbox.units)/habit-remind.service:\n# Written by habit remind --install"))
        #expect(outcome.stdout.contains("Would write \(sandbox.units)/habit-remind.timer:\n"))
        #expect(outcome.stdout.contains("\nOnCalendar=*-*-* *:00/5:00\n"))
        #expect(
            outcome.stdout.hasSuffix(
                "Would run: systemctl --user daemon-reload\nWould run: systemctl --user enable --now habit-remind.timer\n"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.units))
        #expect(sandbox.calls.isEmpty)
    }

    @Test("a unit of that name not written by habit is refused on install and kept on uninstall")
    func foreignUnitIsKept() throws {
        let sandbox = try Sandbox()
        try sandbox.fakeSystemctl()
        let mine = "[Timer]\nOnCalendar=daily\n"
        try sandbox.scratch.write(mine, to: sandbox.units + "/habit-remind.timer")
        let install = try sandbox.run(["--install"])
        #expect(install.status == 3)
        #expect(
            install.stderr
                == "habit: \(sandbox.units)/habit-remind.timer exists and was not written by habit remind --install; move it away, then try again.\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.units + "/habit-remind.service"))
        let uninstall = try sandbox.run(["--uninstall", "--systemd"])
        #expect(uninstall.status == 0)
        #expect(uninstall.stderr.contains("was not written by habit remind --install; it is left as it is."))
        #expect(sandbox.scratch.text(sandbox.units + "/habit-remind.timer") == mine)
    }

    @Test("--systemd when systemctl --user does not answer: one sentence, exit 3, nothing written")
    func systemdNotAnswering() throws {
        let sandbox = try Sandbox()
        try sandbox.fakeSystemctl(status: 1)
        let outcome = try sandbox.run(["--install", "--systemd"])
        #expect(outcome.status == 3)
        #expect(
            outcome.stderr
                == "habit: systemctl --user does not answer (no user service manager runs); use --cron, or --dry-run to see the units.\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.units))
    }

    @Test("systemctl enable failing is reported with what it said")
    func enableFails() throws {
        let sandbox = try Sandbox()
        try sandbox.scratch.write(
            "#!/bin/sh\ncase \"$*\" in *enable*) echo 'Failed to enable unit: Access denied' >&2; exit 1;; esac\nexit 0\n",
            to: "bin/systemctl")
        chmod(sandbox.scratch.file("bin/systemctl"), 0o755)
        let outcome = try sandbox.run(["--install"])
        #expect(outcome.status == 3)
        #expect(
            outcome.stderr
                == "habit: “systemctl --user enable --now habit-remind.timer” failed with exit status 1 (Failed to enable unit: Access denied); "
                + "the units are written, and habit remind --uninstall removes them.\n")
    }
    @Test("--via and --tag given to --install are kept by the job: the timer delivers that way, for those habits")
    func installKeepsViaAndTag() throws {
        let sandbox = try Sandbox()
        let outcome = try sandbox.run(["--install", "--systemd", "--dry-run", "--via", "mail", "--tag", "morgens,abends"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains(" remind --via mail --tag morgens,abends\n"))  // the ExecStart line ends so
        let daily = try sandbox.run(["--install", "--systemd", "--dry-run", "--at", "07:30", "--via", "print"])
        #expect(daily.stdout.contains(" remind --now --via print\n"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.units))
    }

    @Test("--tag given twice to --install is kept by the job as one list, each tag once")
    func installKeepsRepeatedTags() throws {
        let sandbox = try Sandbox()
        let outcome = try sandbox.run(["--install", "--systemd", "--dry-run", "--tag", "morgens", "--tag", "abends,MORGENS"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains(" remind --tag morgens,abends\n"))  // the ExecStart line ends so
    }

    struct RefusalCase: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let arguments: [String]
        let stderr: String
    }

    @Test(arguments: [
        RefusalCase(
            testDescription: "--every 0m", arguments: ["--install", "--every", "0m"],
            stderr: "“0m” is not an interval for --every; write minutes from 1 to 60, such as 15m, or 1h."),
        RefusalCase(
            testDescription: "--every 90s", arguments: ["--install", "--every", "90s"],
            stderr: "“90s” is not an interval for --every; write minutes from 1 to 60, such as 15m, or 1h."),
        RefusalCase(
            testDescription: "--at 25:00", arguments: ["--install", "--at", "25:00"],
            stderr: "“25:00” is not a time for --at; write HH:MM, such as 20:00."),
        RefusalCase(
            testDescription: "--every with --at", arguments: ["--install", "--every", "15m", "--at", "20:00"],
            stderr: "--every and --at do not go together; choose one of them."),
        RefusalCase(
            testDescription: "--cron with --systemd", arguments: ["--install", "--cron", "--systemd"],
            stderr: "--cron and --systemd do not go together; choose one of them."),
        RefusalCase(
            testDescription: "--install with --uninstall", arguments: ["--install", "--uninstall"],
            stderr: "--install and --uninstall do not go together; choose one of them."),
        RefusalCase(
            testDescription: "--every without --install", arguments: ["--every", "15m"],
            stderr: "--every sets up the timer and goes with --install: habit remind --install --every …"),
        RefusalCase(
            testDescription: "--at with --uninstall", arguments: ["--uninstall", "--at", "20:00"],
            stderr: "--at sets up the timer and goes with --install: habit remind --install --at …"),
        RefusalCase(
            testDescription: "--cron alone", arguments: ["--cron"],
            stderr: "--cron chooses the timer for --install or --uninstall: habit remind --install --cron"),
        RefusalCase(
            testDescription: "--now with --install", arguments: ["--install", "--now"],
            stderr: "--now and --install do not go together; choose one of them."),
        RefusalCase(
            testDescription: "--via with --uninstall", arguments: ["--uninstall", "--via", "mail"],
            stderr: "--via and --uninstall do not go together; choose one of them."),
    ])
    func refusals(_ example: RefusalCase) throws {
        let sandbox = try Sandbox()
        try sandbox.fakeSystemctl()
        let outcome = try sandbox.run(example.arguments)
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "habit: " + example.stderr + "\n")
        #expect(outcome.stdout.isEmpty)
        // Nothing was asked of systemctl, nothing written.
        #expect(sandbox.calls.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: sandbox.units))
    }

    @Test("the refusals and what install says, in German and French")
    func languages() throws {
        let sandbox = try Sandbox()
        try sandbox.fakeSystemctl()
        let refused = try sandbox.run(["--install", "--every", "0m"], language: "de_DE.UTF-8")
        #expect(refused.stderr == "habit: „0m“ ist kein Abstand für --every; schreib Minuten von 1 bis 60, etwa 15m, oder 1h.\n")
        let french = try sandbox.run(["--install", "--every", "30m"], language: "fr_FR.UTF-8")
        #expect(french.status == 0)
        #expect(
            french.stdout.hasSuffix(
                "habit-remind.timer activé et démarré avec systemctl --user\u{00A0}: habit remind tourne toutes les 30 minutes.\n"))
        let again = try sandbox.run(["--install", "--every", "30m"], language: "fr_FR.UTF-8")
        #expect(again.stdout == "habit-remind.timer lance déjà habit remind toutes les 30 minutes\u{202F}; rien n'a changé.\n")
        // Another language is another job (the reminders are worded in it): the service is rewritten.
        let german = try sandbox.run(["--install", "--every", "30m"], language: "de_DE.UTF-8")
        #expect(german.stdout.hasSuffix("habit remind läuft alle 30 Minuten.\n"))
        #expect(sandbox.scratch.text(sandbox.units + "/habit-remind.service")?.contains("\"LANG=de_DE.UTF-8\"") == true)
    }

    /// A `crontab` stand-in keeping the crontab in `crontab.txt` of the scratch folder, as
    /// Debian's says and exits when there is none; with `failing`, `crontab -` refuses.
    static func fakeCrontab(in sandbox: Sandbox, failing: Bool = false) throws {
        let file = sandbox.scratch.file("crontab.txt")
        let install = failing ? "echo \"errors in crontab file, can't install.\" >&2; exit 1" : "cat > '\(file)'"
        try sandbox.scratch.write(
            "#!/bin/sh\ncase \"$1\" in\n-l) [ -f '\(file)' ] || { echo 'no crontab for me' >&2; exit 1; }; cat '\(file)';;\n"
                + "-) \(install);;\n-r) rm '\(file)';;\nesac\n", to: "bin/crontab")
        chmod(sandbox.scratch.file("bin/crontab"), 0o755)
    }

    @Test("without --cron or --systemd, a systemctl that does not answer means the crontab, and it says so")
    func fallsBackToCron() throws {
        let sandbox = try Sandbox()
        try sandbox.fakeSystemctl(status: 1)
        try Self.fakeCrontab(in: sandbox)
        let outcome = try sandbox.run(["--install"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(
            outcome.stdout == "systemctl --user does not answer here, so the timer goes in your crontab.\n"
                + "Added habit remind to your crontab: it runs every 15 minutes (crontab -l shows the lines).\n")
        #expect(sandbox.scratch.text("crontab.txt")?.hasPrefix(CrontabBlockText.start + "\n*/15 * * * * PATH=") == true)
        #expect(!FileManager.default.fileExists(atPath: sandbox.units))
        // Uninstall of both kinds finds the crontab's lines; an empty crontab is removed (crontab -r).
        let removed = try sandbox.run(["--uninstall"])
        #expect(removed.stdout == "Removed habit remind's lines from your crontab; the rest of it is as it was.\n")
        #expect(sandbox.scratch.text("crontab.txt") == nil)
    }

    @Test("neither systemctl nor crontab: one sentence and exit 3; --cron without crontab likewise")
    func noTimerProgram() throws {
        let sandbox = try Sandbox()
        try sandbox.fakeSystemctl(status: 1)
        var environment = sandbox.environment
        environment["PATH"] = sandbox.scratch.file("bin")
        let neither = try RealBinary.run(["remind", "--install"], in: sandbox.scratch, environment: environment)
        #expect(neither.status == 3)
        #expect(
            neither.stderr == "habit: Neither does systemctl --user answer nor is crontab installed; install cron (Debian: cron) "
                + "or run habit remind from a timer of your own.\n")
        let cron = try RealBinary.run(["remind", "--install", "--cron"], in: sandbox.scratch, environment: environment)
        #expect(cron.status == 3)
        #expect(cron.stderr == "habit: crontab is not installed (Debian: cron); install it or use --systemd.\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.units))
    }

    @Test("crontab refusing the new crontab: its words quoted, exit 3")
    func crontabFails() throws {
        let sandbox = try Sandbox()
        try Self.fakeCrontab(in: sandbox, failing: true)
        let outcome = try sandbox.run(["--install", "--cron"])
        #expect(outcome.status == 3)
        #expect(
            outcome.stderr
                == "habit: “crontab -” failed with exit status 1 (errors in crontab file, can't install.); your crontab is as it was.\n")
    }

    @Test("a command longer than cron takes is refused before the crontab is touched")
    func cronCommandTooLong() throws {
        let sandbox = try Sandbox()
        try Self.fakeCrontab(in: sandbox)
        var environment = sandbox.environment
        environment["PATH"] = sandbox.scratch.file("bin") + ":" + String(repeating: "/opt/x", count: 200) + ":/usr/bin:/bin"
        let outcome = try RealBinary.run(["remind", "--install", "--cron"], in: sandbox.scratch, environment: environment)
        #expect(outcome.status == 3)
        #expect(outcome.stderr.hasPrefix("habit: The crontab line's command would be "))
        #expect(outcome.stderr.hasSuffix(" characters long, and cron takes at most 998; shorten PATH or use --systemd.\n"))
        #expect(sandbox.scratch.text("crontab.txt") == nil)
    }

    @Test("the data file is written in as an absolute path: a relative HABIT_FILE from the current folder, --file too")
    func dataFileIsAbsolute() throws {
        let sandbox = try Sandbox()
        var environment = sandbox.environment
        environment["HABIT_FILE"] = "data/mine.json"
        let relative = try RealBinary.run(
            ["remind", "--install", "--systemd", "--dry-run"], in: sandbox.scratch, environment: environment,
            workingDirectory: sandbox.scratch.path)
        #expect(relative.stdout.contains("\"HABIT_FILE=\(sandbox.scratch.path)/data/mine.json\""), "\(relative.stdout)")
        let named = try sandbox.run(["--install", "--systemd", "--dry-run", "--file", "/srv/habits/h.json"])
        #expect(named.stdout.contains("\"HABIT_FILE=/srv/habits/h.json\""), "\(named.stdout)")
    }

    @Test("uninstall without a systemctl that answers removes the units and the link enable made")
    func uninstallWithoutSystemctl() throws {
        let sandbox = try Sandbox()
        try sandbox.fakeSystemctl()
        _ = try sandbox.run(["--install"])
        let wants = sandbox.units + "/timers.target.wants"
        try FileManager.default.createDirectory(atPath: wants, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: wants + "/habit-remind.timer", withDestinationPath: "../habit-remind.timer")
        try sandbox.fakeSystemctl(status: 1)
        let outcome = try sandbox.run(["--uninstall", "--systemd"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(
            outcome.stdout == "Removed \(wants)/habit-remind.timer.\nRemoved \(sandbox.units)/habit-remind.timer.\n"
                + "Removed \(sandbox.units)/habit-remind.service.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: wants).isEmpty)
    }

    @Test(
        "cron: the real crontab keeps every other byte, installing twice changes nothing, uninstall gives back the original",
        .enabled(if: CrontabSandbox.isAvailable || CrontabSandbox.isRequired, "needs root, unshare -m and Debian's crontab"))
    func cronRoundTrip() throws {
        try #require(CrontabSandbox.isAvailable, "CI: unshare -m and crontab must work here")
        let sandbox = try Sandbox()
        // Entries, a blank line, a variable, a comment with a quote, and no line break at the end.
        let original = "# m h dom mon dow command\nMAILTO=me@example.org\n0 3 * * * /usr/local/bin/backup --all\n\n# it's the end"
        let folder = sandbox.scratch.file("cron")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let steps = [
            ["remind", "--install", "--cron"], ["remind", "--install", "--cron"], ["remind", "--install", "--cron", "--dry-run", "--at", "20:00"],
            ["remind", "--uninstall"], ["remind", "--uninstall", "--cron"],
        ]
        try sandbox.scratch.write(CrontabSandbox.script(original: original, steps: steps, folder: folder), to: "cron.sh")
        let outcome = try RealBinary.run(
            [], in: sandbox.scratch, environment: sandbox.environment,
            launcher: [CrontabSandbox.unshare, "-m", "/bin/sh", sandbox.scratch.file("cron.sh")])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        func read(_ name: String) -> String { sandbox.scratch.text(folder + "/" + name) ?? "(missing \(name))" }

        #expect(read("crontab-0") == original)
        // Installed: the original bytes, the line break its last line lacked, then the block.
        #expect(read("status-1") == "0\n", "\(read("err-1"))")
        #expect(read("out-1") == "Added habit remind to your crontab: it runs every 15 minutes (crontab -l shows the lines).\n")
        let installed = read("crontab-1")
        let line =
            "*/15 * * * * PATH=\(sandbox.scratch.file("bin")):/usr/bin:/bin TZ=Europe/Berlin LANG=C.UTF-8 "
            + "XDG_CONFIG_HOME=\(sandbox.config) HABIT_FILE=\(sandbox.scratch.dataFile) \(Self.binary) remind"
        #expect(installed == original + "\n" + CrontabBlockText.afterBreak + "\n" + line + "\n" + CrontabBlockText.end + "\n")
        // Again: the same bytes, and it says so.
        #expect(read("status-2") == "0\n")
        #expect(read("out-2") == "Your crontab already runs habit remind every 15 minutes; nothing changed.\n")
        #expect(read("crontab-2") == installed)
        // A dry run of another schedule shows the whole crontab it would install, and changes nothing.
        #expect(read("out-3").hasPrefix("Would install this crontab with crontab -:\n" + original + "\n"))
        #expect(read("out-3").contains("\n0 20 * * * PATH="))
        #expect(read("crontab-3") == installed)
        // Uninstall: exactly the original bytes again.
        #expect(read("status-4") == "0\n", "\(read("err-4"))")
        #expect(read("out-4") == "Removed habit remind's lines from your crontab; the rest of it is as it was.\n")
        #expect(read("crontab-4") == original)
        #expect(read("out-5") == "No timer of habit remind --install was found; nothing changed.\n")
        #expect(read("crontab-5") == original)
    }
}

/// The marker comments as the crontab shows them (written out here, so that a change to them is
/// a change a test sees).
enum CrontabBlockText {
    static let start = "# habit remind (added by habit remind --install; habit remind --uninstall removes it)"
    static let afterBreak =
        "# habit remind (added by habit remind --install, with the line break before it; habit remind --uninstall removes both)"
    static let end = "# end of habit remind"
}
