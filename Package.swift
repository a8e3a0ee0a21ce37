// swift-tools-version: 6.0
import PackageDescription

// The commit `habit --version` names: `make` passes it from git in HABIT_COMMIT (with "-dirty"
// for a work tree with changes); without it, as from a plain `swift build`, the binary says it
// recorded none. Only the `habit` target imports it, so a new commit rebuilds one C file and
// the executable's two Swift files, not the libraries.
let commit = Context.environment["HABIT_COMMIT"] ?? ""
let commitIsPlain = commit.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }

let package = Package(
    name: "habit",
    // macOS 15 for String(validating:as:); Linux needs no entry.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "habit", targets: ["habit"]),
        .library(name: "HabitCore", targets: ["HabitCore"]),
        .library(name: "HabitText", targets: ["HabitText"]),
        .library(name: "HabitFormat", targets: ["HabitFormat"]),
        .library(name: "HabitStore", targets: ["HabitStore"]),
        .library(name: "HabitCLI", targets: ["HabitCLI"]),
    ],
    targets: [
        // The layers run one way: HabitCore → HabitFormat → HabitStore (with HabitSystem) and
        // HabitText side by side → HabitCLI → habit (LayerTests reads the imports from the sources).
        .target(name: "HabitCore"),
        // The one seam between Linux and macOS (the C library, termios, signals, processes).
        .target(name: "HabitSystem"),
        // The formats, pure: JSON read and written, amounts and schedules in it, CSV syntax, and
        // what a file may hold wrong (StoreError, FormatProblem). Below the store, which reads and
        // writes the files, and the text, which words those problems and writes JSON output.
        .target(name: "HabitFormat", dependencies: ["HabitCore"]),
        // The data file: locks, atomic writes, backup, history, merge input. Throws only
        // StoreError; knows no wording, no command and no language.
        .target(name: "HabitStore", dependencies: ["HabitCore", "HabitSystem", "HabitFormat"]),
        // The words and the views, pure: the gettext catalogs in Catalogs/*.po, compiled into
        // CatalogTables.swift by scripts/generate-catalogs.py (committed; a test proves it
        // current), the messages by area that pick their entries, the views (list, detail,
        // calendar, stats, report, JSON) and the vocabulary the layers share (command and option
        // names, exit codes, the errors that report themselves). It words the formats' errors and
        // writes JSON with their writer; it never imports HabitStore, HabitSystem, Foundation or
        // HabitCLI.
        .target(name: "HabitText", dependencies: ["HabitCore", "HabitFormat"], exclude: ["Catalogs"]),
        .target(name: "HabitCLI", dependencies: ["HabitCore", "HabitText", "HabitSystem", "HabitFormat", "HabitStore"]),
        .target(
            name: "HabitBuild",
            cSettings: commit.isEmpty || !commitIsPlain ? [] : [.define("HABIT_COMMIT", to: "\"\(commit)\"")]),
        .executableTarget(name: "habit", dependencies: ["HabitCLI", "HabitCore", "HabitSystem", "HabitBuild"]),
        // The benchmark needs all of Foundation (a Calendar for the naive streak baseline,
        // FileHandle, FileManager, ProcessInfo). Linked statically, that brings
        // FoundationEssentials' temporary-file code and with it glibc's `mktemp`, about which
        // glibc makes the gold linker print "the use of `mktemp' is dangerous". The benchmark
        // never has Foundation make a temporary file (it writes into a folder of its own, without
        // `atomically`), so on Linux it is linked with lld, which does not print glibc's notes.
        // `habit` itself is linked with gold as before and never contains that code.
        .executableTarget(
            name: "habit-bench",
            dependencies: ["HabitCore", "HabitSystem", "HabitFormat", "HabitStore", "HabitCLI", "HabitTestSupport"],
            linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]),
        // What the tests and the benchmark share and `habit` never needs: seeded random numbers,
        // scratch folders, starting processes, the runner of the real binary, the fixed clock.
        // A target of its own, in no product, so the shipped library does not contain it.
        .target(
            name: "HabitTestSupport", dependencies: ["HabitCore", "HabitSystem", "HabitFormat", "HabitStore", "HabitCLI"],
            path: "Tests/HabitTestSupport"),
        .testTarget(
            name: "HabitCoreTests", dependencies: ["HabitCore", "HabitSystem", "HabitFormat", "HabitStore", "HabitTestSupport"]),
        // "habit" only so that `swift test` builds the binary the end-to-end tests run.
        .testTarget(
            name: "HabitCLITests",
            dependencies: [
                "HabitCLI", "HabitCore", "HabitSystem", "HabitFormat", "HabitStore", "HabitText", "HabitTestSupport", "habit",
            ],
            // Golden texts and import fixtures, read by path (Support/Golden.swift), not bundled.
            exclude: ["Goldens", "Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
