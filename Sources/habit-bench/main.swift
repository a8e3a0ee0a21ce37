import Foundation
import HabitStore
import HabitSystem

// The edge: read the arguments once, run, write the outcome, exit.
let outcome = BenchCommand.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(outcome.output.utf8))
FileHandle.standardError.write(Data(outcome.error.utf8))
exit(outcome.exitCode)
