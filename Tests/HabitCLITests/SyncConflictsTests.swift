import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// Merges that remember: conflicts recorded in the data file, `habit conflicts`, the notices of
/// `habit list`, conflict copies of folder-syncing tools, and what `habit merge` says about its
/// own inputs. Run in-process, "today" Sunday 29 November 2026 in Berlin.
@Suite struct SyncConflictsTests {
    /// A world holding Wasser (goal 8 Gläser) and Lesen, and a copy of its file as `base.json`
    /// and `other.json` (the other machine), to change each side on its own.
    func twoCopies(environment: [String: String] = [:]) throws -> (world: TestWorld, base: String, other: String) {
        let world = try TestWorld(environment: environment)
        _ = world.run("add", "Wasser", "--goal", "8", "--unit", "Gläser")
        _ = world.run("add", "Lesen")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: world.file))
        try bytes.write(to: URL(fileURLWithPath: world.folder.file("base.json")))
        try bytes.write(to: URL(fileURLWithPath: world.folder.file("other.json")))
        return (world, world.folder.file("base.json"), world.folder.file("other.json"))
    }

    /// `world` with its data file set to `path`, for the other machine's changes.
    func on(_ path: String, _ world: TestWorld) -> TestWorld {
        var other = world
        other.environment["HABIT_FILE"] = path
        return other
    }

    @Test("log 4 here and log 3 there on the same day merge to 7, three-way, with no conflict")
    func amountsAddUpEndToEnd() throws {
        let (world, base, other) = try twoCopies()
        _ = world.run("log", "Wasser", "4")
        _ = on(other, world).run("log", "Wasser", "3")
        let output = world.run("merge", other, "--base", base)
        #expect(output.stderr.isEmpty)
        #expect(try world.habits()[0].amount(on: day("2026-11-29")) == Amount(7))
    }

    @Test("a resolved conflict is recorded: list says so on stderr, conflicts lists it, --clear acknowledges it")
    func conflictsRecordedListedAndCleared() throws {
        let (world, base, other) = try twoCopies()
        _ = world.run("skip", "Wasser")
        _ = on(other, world).run("log", "Wasser", "8")
        let merged = world.run("merge", other, "--base", base)
        let line = "“Wasser”, Nov 29, 2026: both copies changed the day; kept skipped, set aside 8 Gläser logged."
        #expect(merged.stderr == "habit: \(line)\n")
        #expect(try world.habits()[0].isSkipped(on: day("2026-11-29")))  // what the line says was kept
        #expect(world.run("list").stderr == "habit: 1 merge conflict was resolved; see habit conflicts.\n")
        #expect(world.run().stderr == "habit: 1 merge conflict was resolved; see habit conflicts.\n")  // bare habit
        let listed = world.run("conflicts")
        #expect(listed.stdout == line + "\n\nOnce you have looked at them, acknowledge them with habit conflicts --clear.\n")
        let json = world.run("conflicts", "--json").stdout
        #expect(json.contains("\"kept\" : \"skipped\"") && json.contains("\"other\" : \"amount:8\""))
        #expect(json.contains("\"day\" : \"2026-11-29\"") && json.contains("\"what\" : \"day\""))
        #expect(try String(contentsOfFile: world.file, encoding: .utf8).contains("\"conflicts\" : ["))  // in the data file
        #expect(world.run("conflicts", "--clear").stdout == "Acknowledged 1 merge conflict; habit no longer mentions it.\n")
        #expect(world.run("list").stderr.isEmpty)
        #expect(world.run("conflicts").stdout == "No merge conflicts to look at.\n")
        #expect(world.run("conflicts", "--clear").stdout == "There are no merge conflicts to acknowledge.\n")
        #expect(try !String(contentsOfFile: world.file, encoding: .utf8).contains("\"conflicts\""))
    }

    @Test(
        "the conflict notice and list in German and French",
        arguments: [
            (
                "de_DE.UTF-8", "habit: 1 Konflikt beim Mischen wurde aufgelöst; siehe habit conflicts.\n",
                "„Wasser“, 29. Nov. 2026: Beide Kopien haben den Tag geändert; behalten: ausgesetzt, beiseitegelegt: 8 Gläser eingetragen."
            ),
            (
                "fr_FR.UTF-8", "habit: 1 conflit de fusion a été résolu\u{202F}; voir habit conflicts.\n",
                "«\u{202F}Wasser\u{202F}», 29 nov. 2026\u{00A0}: les deux copies ont modifié ce jour\u{202F}; gardé\u{00A0}: sauté, mis de côté\u{00A0}: 8 Gläser ajouté."
            ),
        ])
    func conflictsInOtherLanguages(lang: String, notice: String, line: String) throws {
        let (world, base, other) = try twoCopies(environment: ["LANG": lang])
        _ = world.run("skip", "Wasser")
        _ = on(other, world).run("log", "Wasser", "8")
        _ = world.run("merge", other, "--base", base)
        #expect(world.run("list").stderr == notice)
        #expect(world.run("conflicts").stdout.hasPrefix(line + "\n"))
    }

    @Test("merge that only adds the other copy's unknown keys says so, not \"Nothing to merge\"")
    func unknownKeysOnlyIsSaid() throws {
        let (world, _, other) = try twoCopies()
        var text = try String(contentsOfFile: other, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"version\" : 1", with: "\"syncedBy\" : \"laptop\",\n  \"version\" : 1")
        try world.folder.write(text, to: "other.json")
        let output = world.run("merge", other)
        #expect(
            output.stdout
                == "Merged \(other): no habit changed, but the keys it holds that this version does not know were added. "
                + "Run habit undo to take it back.\n")
        #expect(try String(contentsOfFile: world.file, encoding: .utf8).contains("\"syncedBy\""))
        #expect(world.run("merge", other).stdout.hasPrefix("Nothing to merge"))  // now there is nothing left
    }

    @Test("a folder or a named pipe given to merge as OTHER or --base gets advice about that argument")
    func folderOrPipeAsMergeInput() throws {
        let (world, base, _) = try twoCopies()
        let before = try Data(contentsOf: URL(fileURLWithPath: world.file))
        let pipe = world.folder.file("pipe")
        #expect(mkfifo(pipe, 0o600) == 0)
        let folder = world.folder.file("dir")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let asOther = world.run("merge", pipe)
        #expect(asOther.exitCode == .usage)
        #expect(
            asOther.stderr == "habit: The copy to merge, \(pipe), is not a regular file (a pipe or a device); "
                + "name the file of a copy of the data file. Nothing was changed.\n")
        let folderAsOther = world.run("merge", folder)
        #expect(folderAsOther.stderr.hasPrefix("habit: The copy to merge, \(folder), is a folder;"))
        let asBase = world.run("merge", base, "--base", folder)
        #expect(asBase.exitCode == .usage)
        #expect(asBase.stderr.hasPrefix("habit: The ancestor given with --base, \(folder), is a folder;"))
        #expect(world.run("merge", base, "--base", pipe).stderr.contains("--base, \(pipe), is not a regular file"))
        #expect(!asOther.stderr.contains("HABIT_FILE"))  // not the advice for the data file
        #expect(try Data(contentsOf: URL(fileURLWithPath: world.file)) == before)
    }

    static let copyNames = [
        "habits.sync-conflict-20261129-101500-ABCDEFG.json",  // Syncthing
        "habits (Laptop's conflicted copy 2026-11-29).json",  // Dropbox
        "habits (conflicted copy 2026-11-29 101500).json",  // Nextcloud
    ]

    @Test("conflict copies of Syncthing, Dropbox and Nextcloud are noticed, merged two-way and moved aside byte for byte")
    func conflictCopies() throws {
        let (world, _, other) = try twoCopies()
        var copies: [String: Data] = [:]
        for (index, name) in Self.copyNames.enumerated() {
            let path = world.folder.file(name)
            try FileManager.default.copyItem(atPath: other, toPath: path)
            _ = on(path, world).run("check", "Lesen", "--date", "-\(index + 1)")
            copies[name] = try Data(contentsOf: URL(fileURLWithPath: path))
        }
        #expect(
            world.run("list").stderr
                == "habit: 3 conflict copies of the data file lie beside it, \(Self.copyNames[1]) among them; "
                + "habit merge --conflict-copies merges them.\n")
        let output = world.run("merge", "--conflict-copies")
        #expect(output.exitCode == .success)
        let aside = world.folder.file("conflict-copies")
        for name in Self.copyNames.sorted() {
            #expect(output.stdout.contains("Merged \(name) and moved it into \(aside)/."))
            #expect(!FileManager.default.fileExists(atPath: world.folder.file(name)))
            #expect(try Data(contentsOf: URL(fileURLWithPath: aside + "/" + name)) == copies[name])  // byte for byte
        }
        #expect(try world.habits()[1].completions.count == 3)  // each copy's day
        #expect(FileManager.default.fileExists(atPath: other))  // not a conflict copy: left alone
        #expect(world.run("list").stderr.isEmpty)
        #expect(world.run("merge", "--conflict-copies").stdout == "There are no conflict copies beside the data file in \(world.folder.file("")).\n".replacingOccurrences(of: "/.\n", with: ".\n"))
        #expect(world.run("merge", "--conflict-copies", "--base", other).exitCode == .usage)
    }

    @Test("a conflict copy is recognised by its name only beside the data file's own name")
    func conflictCopyNames() {
        for name in Self.copyNames { #expect(ConflictCopies.isConflictCopy(name, of: "habits.json")) }
        for name in ["habits.json", "habits.json.bak", "other.json", "habits (1).json", "work.sync-conflict-1.json"] {
            #expect(!ConflictCopies.isConflictCopy(name, of: "habits.json"))
        }
    }
}
