import HabitCore

/// `habit` as a function from the world to text and an exit code.
enum Program {
    /// Parses the arguments, decides language and colours, and runs the command.
    static func run(_ world: World) -> Output {
        let language = Languages.detect(from: world.environment)
        let invocation: Invocation
        do {
            invocation = try ArgumentParser.parse(world.arguments)
        } catch {
            let errorStyle = Style.decide(mode: .auto, isTerminal: world.stderrIsTerminal, environment: world.environment)
            return ErrorReport.output(for: error, language: language, style: errorStyle)
        }
        let mode = invocation.options.colorMode
        let presentation = Presentation(
            language: language,
            style: Style.decide(mode: mode, isTerminal: world.stdoutIsTerminal, environment: world.environment),
            errorStyle: Style.decide(mode: mode, isTerminal: world.stderrIsTerminal, environment: world.environment),
            width: world.width)
        let today = Day(containing: world.now, in: world.timeZone)
        let store = Result { () throws(StoreError) in
            HabitStore(
                path: try StoreLocation.resolve(fileOption: invocation.options.file, environment: world.environment),
                today: today, now: world.now)
        }
        let runner = Runner(today: today, presentation: presentation, store: store, ask: world.ask)
        return runner.run(invocation.command)
    }
}
