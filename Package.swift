// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "habit",
    products: [
        .executable(name: "habit", targets: ["habit"]),
        .library(name: "HabitCore", targets: ["HabitCore"]),
    ],
    targets: [
        .target(name: "HabitCore"),
        .executableTarget(name: "habit", dependencies: ["HabitCore"]),
        .executableTarget(name: "habit-bench", dependencies: ["HabitCore"]),
        .testTarget(name: "HabitCoreTests", dependencies: ["HabitCore"]),
        .testTarget(name: "habitTests", dependencies: ["habit", "HabitCore"]),
    ],
    swiftLanguageModes: [.v6]
)
