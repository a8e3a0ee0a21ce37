import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// A private session bus for one test: `dbus-daemon --session` listening on `bus` in a scratch
/// folder, and on it the small `org.freedesktop.Notifications` service of
/// `Fixtures/notifications/notification-service.py`, which records every notification it gets.
final class NotificationBus {
    /// The folder of the bus socket (a runtime folder, as `/run/user/UID` is).
    let runtime: String
    /// The socket.
    var socket: String { runtime + "/bus" }
    /// The bus address for `DBUS_SESSION_BUS_ADDRESS`.
    var address: String { "unix:path=" + socket }
    private let record: String
    private let daemon = Process()
    private let service = Process()

    /// Whether the tools are installed: dbus-daemon, notify-send, the Debian python3 with its dbus
    /// and gi modules.
    static let toolsInstalled: Bool = {
        let files = ["/usr/bin/dbus-daemon", "/usr/bin/notify-send", "/usr/bin/python3"]
        guard files.allSatisfy(FileManager.default.isExecutableFile(atPath:)) else { return false }
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        check.arguments = ["-c", "import dbus, dbus.service, dbus.mainloop.glib, gi.repository.GLib"]
        check.standardOutput = FileHandle.nullDevice
        check.standardError = FileHandle.nullDevice
        guard (try? check.run()) != nil else { return false }
        check.waitUntilExit()
        return check.terminationStatus == 0
    }()

    /// Whether these tests run: with the tools, or in CI, where a missing tool must fail them.
    static let enabled = toolsInstalled || ProcessInfo.processInfo.environment["CI"] == "true"

    /// Starts the bus and the service in `scratch` and waits (up to 30 seconds) until the
    /// service owns its name.
    init(in scratch: ScratchFolder) throws {
        runtime = scratch.file("run")
        record = scratch.file("notifications.jsonl")
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true)
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--session", "--nofork", "--nopidfile", "--address=" + address]
        daemon.standardOutput = FileHandle.nullDevice
        daemon.standardError = FileHandle.nullDevice
        try daemon.run()
        try Self.wait("the bus socket \(socket)") { FileManager.default.fileExists(atPath: self.socket) }
        let ready = scratch.file("service-ready")
        service.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        service.arguments = [
            DocumentationTests.root + "/Tests/HabitCLITests/Fixtures/notifications/notification-service.py", record, ready,
        ]
        service.environment = ["DBUS_SESSION_BUS_ADDRESS": address, "PATH": "/usr/bin:/bin"]
        service.standardOutput = FileHandle.nullDevice
        try service.run()
        try Self.wait("the notification service") { FileManager.default.fileExists(atPath: ready) }
    }

    deinit {
        for process in [service, daemon] { Self.stop(process) }
    }

    /// Ends `process` and waits for it: with SIGKILL, since the test runner's children inherit
    /// its blocked signals, and a blocked SIGTERM would leave them running (and the wait endless).
    static func stop(_ process: Process) {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// One notification as the service got it.
    struct Notification: Decodable, Equatable {
        let app: String
        let summary: String
        let body: String
    }

    /// The notifications received, waiting up to 30 seconds for at least `count`.
    func notifications(atLeast count: Int) throws -> [Notification] {
        var received: [Notification] = []
        try Self.wait("\(count) notification(s)") {
            let text = (try? String(contentsOfFile: self.record, encoding: .utf8)) ?? ""
            received = text.split(separator: "\n").compactMap {
                try? JSONDecoder().decode(Notification.self, from: Data($0.utf8))
            }
            return received.count >= count
        }
        return received
    }

    /// Waits for `condition`, looking every 20 ms, for at most 30 seconds (a generous bound on
    /// a busy machine); throws naming `what` when it did not come.
    static func wait(_ what: String, _ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(30)
        while !condition() {
            guard Date() < deadline else { throw WaitError(what: what) }
            usleep(20_000)
        }
    }

    struct WaitError: Error, CustomStringConvertible {
        let what: String
        var description: String { "waited 30 s for \(what) in vain" }
    }
}

/// `habit remind --via notify`, the built binary with the real `notify-send` against a private
/// session bus: the service receives the title and body, worded in the user's language, with
/// the app name habit; from cron, without any bus variable, the bus is found in the runtime
/// folder.
@Suite(
    .enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"),
    .enabled(if: NotificationBus.enabled, "needs dbus-daemon, notify-send (libnotify-bin), python3-dbus and python3-gi"))
struct NotificationBusTests {
    /// A scratch store with Lesen and "Tee & Kekse" open today (the fixed clock's Sunday).
    private func store() throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        for name in ["Lesen", "Tee & Kekse"] {
            let added = try RealBinary.run(["add", name], in: scratch)
            #expect(added.status == 0, "\(added.stderr)")
        }
        return scratch
    }

    struct LanguageCase: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let language: String
        let title: String
    }

    @Test(arguments: [
        LanguageCase(testDescription: "English", language: "en", title: "2 habits still open"),
        LanguageCase(testDescription: "German", language: "de", title: "2 Gewohnheiten sind noch offen"),
    ])
    func theNotificationCarriesTitleAndBody(_ check: LanguageCase) throws {
        let scratch = try store()
        let bus = try NotificationBus(in: scratch)
        var environment = RealBinary.environment(for: scratch)
        environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        environment["HABIT_LANGUAGE"] = check.language
        let outcome = try RealBinary.run(["remind", "--now", "--via", "notify"], in: scratch, environment: environment)
        #expect(outcome.status == 0)
        #expect(outcome.stdout.isEmpty)  // sent, not printed
        #expect(outcome.stderr.isEmpty)
        let received = try bus.notifications(atLeast: 1)
        // The & of a name is markup-escaped in the body, which servers read as markup.
        #expect(received == [.init(app: "habit", summary: check.title, body: "Lesen\nTee &amp; Kekse")])
    }

    @Test func fromCronTheBusIsFoundInTheRuntimeFolder() throws {
        let scratch = try store()
        let bus = try NotificationBus(in: scratch)
        // What cron gives: no DBUS_SESSION_BUS_ADDRESS, no DISPLAY; here XDG_RUNTIME_DIR points at
        // the test's runtime folder (for a real user it is /run/user/UID, found without it too).
        var environment = RealBinary.environment(for: scratch)
        environment["XDG_RUNTIME_DIR"] = bus.runtime
        // No --via: with a session bus found, notify is the default.
        let outcome = try RealBinary.run(["remind", "--now"], in: scratch, environment: environment)
        #expect(outcome.status == 0)
        #expect(outcome.stdout.isEmpty && outcome.stderr.isEmpty, "\(outcome.stdout)\(outcome.stderr)")
        #expect(try bus.notifications(atLeast: 1).first?.summary == "2 habits still open")
    }

    @Test func aBusWithoutANotificationServiceFallsBackToPrinting() throws {
        let scratch = try store()
        // A bus of its own, with nothing on it: notify-send fails.
        let runtime = scratch.file("empty-run")
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true)
        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--session", "--nofork", "--nopidfile", "--address=unix:path=\(runtime)/bus"]
        daemon.standardOutput = FileHandle.nullDevice
        daemon.standardError = FileHandle.nullDevice
        try daemon.run()
        defer { NotificationBus.stop(daemon) }
        try NotificationBus.wait("the bus socket") { FileManager.default.fileExists(atPath: runtime + "/bus") }
        var environment = RealBinary.environment(for: scratch)
        environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(runtime)/bus"
        environment["HABIT_LANGUAGE"] = "fr"
        let outcome = try RealBinary.run(["remind", "--now", "--via", "notify"], in: scratch, environment: environment)
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "habit: «\u{202F}notify-send\u{202F}» n'a pas transmis le rappel\u{202F}; il est affiché à la place.\n")
        #expect(outcome.stdout == "2 habitudes encore à faire\nLesen\nTee & Kekse\n")
    }
}
