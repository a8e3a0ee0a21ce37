// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "habit",
    // macOS 15 for String(validating:as:); Linux needs no entry.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "habit", targets: ["habit"]),
        .library(name: "HabitCore", targets: ["HabitCore"]),
        .library(name: "HabitCLI", targets: ["HabitCLI"]),
    ],
    targets: [
        .target(name: "HabitCore"),
        .target(name: "HabitCLI", dependencies: ["HabitCore"]),
        .executableTarget(name: "habit", dependencies: ["HabitCLI", "HabitCore"]),
        .executableTarget(name: "habit-bench", dependencies: ["HabitCore", "HabitCLI"]),
        .testTarget(name: "HabitCoreTests", dependencies: ["HabitCore"]),
        // "habit" only so that `swift test` builds the binary the end-to-end tests run.
        .testTarget(
            name: "HabitCLITests", dependencies: ["HabitCLI", "HabitCore", "habit"],
            // Golden texts and import fixtures, read by path (Support/Golden.swift), not bundled.
            exclude: ["Goldens", "Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
