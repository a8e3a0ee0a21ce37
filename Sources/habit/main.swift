import HabitCLI
import HabitSystem

// The edge: read the world once, run, write the text, exit with the code. Writing never
// crashes: a full disk, a closed descriptor or a reader that left is an exit code.
let streams = StandardStreams.claim()
let world = World.current(streams)
let output = Program.run(world)
exit(streams.emit(output, environment: world.environment))
