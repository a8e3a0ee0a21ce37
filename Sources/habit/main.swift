import Foundation
import HabitCLI

// The edge: read the world once, run, write the text, exit with the code.
let output = Program.run(World.current())
FileHandle.standardOutput.write(Data(output.stdout.utf8))
FileHandle.standardError.write(Data(output.stderr.utf8))
exit(output.exitCode.rawValue)
