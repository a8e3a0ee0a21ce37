import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

// Sunday, November 29, 2026 in Berlin (UTC+1): 19:05 UTC is 20:05 local, five minutes after the
// default reminder time, so a plain `habit remind` has Lesen, Laufen and Wasser trinken to send.

/// `habit remind --via mail|command|notify|print` and `remind-via`/`remind-command`: each way
/// delivers the same summary; notify and mail fall back to printing with one sentence; a
/// command that fails or hangs is reported, exits 2 and leaves the state unmarked.
@Suite struct ReminderDeliveryTests {
    static let due = "2026-11-29T19:05:00Z"

    /// An executable shell script `name` in the sandbox's `bin` folder.
    private func script(_ sandbox: RemindSandbox, _ name: String, _ body: String) throws -> String {
        let path = sandbox.scratch.file("bin/" + name)
        try sandbox.scratch.write("#!/bin/sh\n" + body, to: path)
        chmod(path, 0o755)
        return path
    }

    private func config(_ sandbox: RemindSandbox, _ text: String) throws {
        try sandbox.scratch.write(text, to: "config/habit/config")
    }

    private func read(_ sandbox: RemindSandbox, _ name: String) -> String? {
        try? String(contentsOfFile: sandbox.scratch.file(name), encoding: .utf8)
    }

    @Test func mailHandsTheSummaryToSendmailForTheCurrentUser() throws {
        let sandbox = try RemindCommandTests.fourHabits()
        let folder = sandbox.scratch.path
        _ = try script(sandbox, "sendmail", "printf '%s\\n' \"$@\" > '\(folder)/args'\ncat > '\(folder)/mail'\n")
        let output = sandbox.run(
            ["remind", "--via", "mail"], at: Self.due, language: "de_DE.UTF-8",
            environment: ["PATH": sandbox.scratch.file("bin") + ":/usr/bin:/bin", "USER": "anna"])
        #expect(output == Output())  // sent: nothing printed, nothing said
        #expect(read(sandbox, "args") == "-t\n")  // the recipients are in the headers
        let mail = try #require(read(sandbox, "mail"))
        #expect(mail.hasPrefix("To: anna\nSubject: 3 Gewohnheiten sind noch offen\n"))
        #expect(mail.contains("Content-Type: text/plain; charset=UTF-8\n"))
        #expect(mail.hasSuffix("\n\nLesen\nLaufen: noch 2-mal diese Woche, 1 Tag übrig\nWasser trinken: 5 von 8 glasses\n"))
        #expect(sandbox.state?.contains("day 2026-11-29\n") == true)  // marked as sent
    }

    @Test func aSubjectBeyondASCIIIsEncodedForTheMailHeader() {
        // "Lesen ✓" in UTF-8, base64: the header stays ASCII, mail readers show it as written.
        #expect(MailMessage.encodedHeader("Lesen ✓") == "=?UTF-8?B?TGVzZW4g4pyT?=")
        #expect(MailMessage.encodedHeader("3 habits still open") == "3 habits still open")
        #expect(MailMessage.encodedHeader("a\nBcc: x") == "a Bcc: x")  // no header injected
        #expect(MailMessage.base64(Array("ab".utf8)) == "YWI=")
    }

    @Test func aFailingSendmailFallsBackToPrinting() throws {
        let sandbox = try RemindCommandTests.fourHabits()
        _ = try script(sandbox, "sendmail", "cat > /dev/null\nexit 75\n")
        let output = sandbox.run(
            ["remind", "--via", "mail"], at: Self.due, environment: ["PATH": sandbox.scratch.file("bin") + ":/usr/bin:/bin"])
        #expect(output.stderr == "habit: “sendmail” did not deliver the reminder; printing it instead.\n")
        #expect(output.stdout.hasPrefix("3 habits still open\nLesen\n"))
        #expect(output.exitCode == .success)
    }

    @Test func theCommandGetsTitleAndBodyAsArgumentsAndTheBodyOnStandardInput() throws {
        let sandbox = try RemindCommandTests.fourHabits()
        let out = sandbox.scratch.file("sent")
        try config(sandbox, "remind-via = command\nremind-command = printf '[%s][%s]' \"$1\" \"$2\" > \(out); cat >> \(out)\n")
        let output = sandbox.run(["remind"], at: Self.due, environment: ["PATH": "/usr/bin:/bin"])
        #expect(output == Output())
        let body = "Lesen\nLaufen: 2 more this week, 1 day left\nWasser trinken: 5 of 8 glasses"
        #expect(read(sandbox, "sent") == "[3 habits still open][\(body)]\(body)\n")
        #expect(sandbox.state?.contains("day 2026-11-29\n") == true)
    }

    @Test func aFailingCommandIsReportedAndNothingIsMarkedAsSent() throws {
        let sandbox = try RemindCommandTests.fourHabits()
        try config(sandbox, "remind-command = ntfy-hook-that-fails; exit 3\n")
        let failed = sandbox.run(["remind", "--via", "command"], at: Self.due, environment: ["PATH": "/usr/bin:/bin"])
        #expect(
            failed.stderr
                == "habit: The reminder could not be sent: “ntfy-hook-that-fails; exit 3” failed with exit status 3; "
                + "nothing was marked as sent.\n")
        #expect(failed.exitCode == .usage)
        #expect(failed.stdout.isEmpty)
        #expect(sandbox.marksNothingSent)  // not marked as sent
        // The next run (fixed command) tries again: the same three habits.
        try config(sandbox, "remind-command = cat > /dev/null\n")
        #expect(sandbox.run(["remind", "--via", "command"], at: "2026-11-29T19:20:00Z") == Output())
        #expect(sandbox.state?.contains("day 2026-11-29\n") == true)
        #expect(sandbox.run(["remind", "--via", "print"], at: "2026-11-29T19:35:00Z") == Output())  // then sent
    }

    @Test func aHangingCommandIsStoppedAfterRemindTimeout() throws {
        let sandbox = try RemindCommandTests.fourHabits()
        try config(sandbox, "remind-via = command\nremind-command = sleep 30\nremind-timeout = 1\n")
        let start = Date()
        let output = sandbox.run(["remind"], at: Self.due, language: "fr_FR.UTF-8", environment: ["PATH": "/usr/bin:/bin"])
        #expect(Date().timeIntervalSince(start) < 20)  // well before the sleep's 30 seconds
        #expect(
            output.stderr
                == "habit: Le rappel n'a pas été envoyé\u{00A0}: «\u{202F}sleep 30\u{202F}» n'avait pas fini après 1\u{00A0}seconde "
                + "et a été arrêté\u{202F}; rien n'a été noté comme envoyé.\n")
        #expect(output.exitCode == .usage)
        #expect(sandbox.marksNothingSent)
    }

    @Test func commandWithoutRemindCommandIsRefusedBeforeAnything() throws {
        let sandbox = try RemindCommandTests.fourHabits()
        let output = sandbox.run(["remind", "--via", "command"], at: Self.due)
        #expect(output.exitCode == .usage)
        #expect(output.stderr.hasPrefix("habit: --via command needs remind-command in "))
        #expect(output.stdout.isEmpty)
        #expect(sandbox.state == nil)
    }

    @Test func anUnknownViaIsRefusedWithTheChoices() throws {
        let sandbox = try RemindCommandTests.fourHabits()
        let output = sandbox.run(["remind", "--via", "pigeon"], at: Self.due)
        #expect(output.stderr == "habit: “pigeon” is not a way to remind; choose one of notify, mail, print, command.\n")
        #expect(output.exitCode == .usage)
        #expect(sandbox.state == nil)
    }

    @Test(arguments: [
        ("remind-via = pigeon\n", "remind-via", "use notify, mail, print or command"),
        ("remind-command =\n", "remind-command", "write the shell command"),
        ("remind-timeout = 0\n", "remind-timeout", "use a number of seconds from 1 to 600"),
    ])
    func aBadReminderSettingIsRefusedWithNothingChanged(text: String, key: String, advice: String) throws {
        let sandbox = try RemindCommandTests.fourHabits()
        try config(sandbox, text)
        let output = sandbox.run(["remind"], at: Self.due)
        #expect(output.exitCode == .usage)
        #expect(output.stderr.contains(key) && output.stderr.contains(advice), "\(output.stderr)")
        #expect(output.stderr.filter { $0 == "\n" }.count == 1)  // one line
        #expect(sandbox.state == nil)
    }

    @Test func notifyWithoutNotifySendPrintsInstead() throws {
        let sandbox = try RemindCommandTests.fourHabits()
        let output = sandbox.run(
            ["remind", "--via", "notify"], at: Self.due, environment: ["PATH": sandbox.scratch.file("empty")])
        #expect(output.stderr.hasPrefix("habit: notify-send is not installed (Debian: libnotify-bin); printing"))
        #expect(output.stdout.hasPrefix("3 habits still open\n"))
        #expect(output.exitCode == .success)
        #expect(sandbox.state?.contains("day 2026-11-29\n") == true)  // printed is delivered
    }

    @Test(.enabled(if: ChildProcess.find(executable: "notify-send", in: "/usr/bin:/bin") != nil, "needs notify-send"))
    func notifyWithoutASessionPrintsInstead() throws {
        let sandbox = try RemindCommandTests.fourHabits()
        let output = sandbox.run(
            ["remind", "--via", "notify"], at: Self.due, language: "de_DE.UTF-8", environment: ["PATH": "/usr/bin:/bin"])
        #expect(
            output.stderr
                == "habit: Keine Desktop-Sitzung gefunden (kein Sitzungsbus); die Erinnerung wird stattdessen ausgegeben.\n")
        #expect(output.stdout.hasPrefix("3 Gewohnheiten sind noch offen\n"))
    }

    @Test func dryRunNamesTheWayItWouldSend() throws {
        let sandbox = try RemindCommandTests.fourHabits()
        try config(sandbox, "remind-via = mail\n")
        let output = sandbox.run(["remind", "--dry-run"], at: Self.due)
        #expect(output.stdout.hasPrefix("Would send by mail, and mark as sent:\n3 habits still open\n"))
        #expect(sandbox.run(["remind", "--dry-run", "--via", "notify"], at: Self.due).stdout.hasPrefix("Would send by notify,"))
        #expect(sandbox.state == nil)
    }
}

/// Where a notification finds the user's session: from the environment in a terminal, from the
/// runtime folder under cron.
@Suite struct DesktopSessionTests {
    /// The sockets of a test: exactly these paths are sockets.
    private func sockets(_ paths: Set<String>) -> @Sendable (String) -> Bool { { paths.contains($0) } }

    @Test func theEnvironmentsBusAndDisplayAreKept() {
        let session = DesktopSession.find(
            environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus", "DISPLAY": ":1"], userID: 1000,
            isSocket: sockets([]))
        #expect(session?.busAddress == "unix:path=/run/user/1000/bus")
        #expect(session?.variables == [:])  // nothing to add
    }

    @Test func fromCronTheBusIsFoundInTheRuntimeFolderOfTheUser() {
        // Cron gives neither XDG_RUNTIME_DIR nor the bus: /run/user/UID/bus, and X's :0.
        let session = DesktopSession.find(
            environment: ["PATH": "/usr/bin:/bin"], userID: 1000,
            isSocket: sockets(["/run/user/1000/bus", "/tmp/.X11-unix/X0"]))
        #expect(
            session?.variables == [
                "DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus", "XDG_RUNTIME_DIR": "/run/user/1000",
                "DISPLAY": ":0",
            ])
    }

    @Test func xdgRuntimeDirNamesTheFolderAndWaylandIsFoundThere() {
        let session = DesktopSession.find(
            environment: ["XDG_RUNTIME_DIR": "/tmp/run"], userID: 1000, isSocket: sockets(["/tmp/run/bus", "/tmp/run/wayland-0"]))
        #expect(session?.variables == ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/tmp/run/bus", "WAYLAND_DISPLAY": "wayland-0"])
    }

    @Test func withoutABusThereIsNoSession() {
        #expect(DesktopSession.find(environment: [:], userID: 1000, isSocket: sockets(["/tmp/.X11-unix/X0"])) == nil)
        // XDG_RUNTIME_DIR set: /run/user/UID is not looked at instead.
        #expect(
            DesktopSession.find(environment: ["XDG_RUNTIME_DIR": "/tmp/run"], userID: 1000, isSocket: sockets(["/run/user/1000/bus"]))
                == nil)
    }

    @Test func theBodyIsEscapedForTheNotificationMarkup() {
        #expect(ReminderDelivery.markupEscaped("Lesen & <Schreiben>") == "Lesen &amp; &lt;Schreiben&gt;")
    }
}
