import HabitCore

/// `habit` as a function from the world to text and an exit code.
public enum Program {
    /// Parses the arguments, decides language and colours, and runs the command.
    public static func run(_ world: World) -> Output {
        let language = Languages.detect(from: world.environment)
        let invocation: Invocation
        do {
            invocation = try ArgumentParser.parse(world.arguments)
        } catch {
            let mode = colorMode(typedIn: world.arguments)
            let errorStyle = Style.decide(mode: mode, isTerminal: world.stderrIsTerminal, environment: world.environment)
            return ErrorReport.output(for: error, language: language, style: errorStyle)
        }
        let mode = invocation.options.colorMode
        let presentation = Presentation(
            language: language,
            style: Style.decide(mode: mode, isTerminal: world.stdoutIsTerminal, environment: world.environment),
            errorStyle: Style.decide(mode: mode, isTerminal: world.stderrIsTerminal, environment: world.environment),
            width: world.width,
            isTerminal: world.stdoutIsTerminal)
        let today = Day(containing: world.now, in: world.timeZone)
        let lockWait: Double
        do {
            lockWait = try LockWait.resolve(option: invocation.options.lockWait, environment: world.environment)
        } catch {
            return ErrorReport.output(for: error, language: language, style: presentation.errorStyle)
        }
        let notice = world.notice
        let store = Result { () throws(StoreError) in
            let file = invocation.options.file
            var store = HabitStore(
                path: try StoreLocation.resolve(fileOption: file, environment: world.environment), today: today, now: world.now)
            store.mustExist = StoreLocation.isNamed(fileOption: file, environment: world.environment)
            store.lockWait = lockWait
            if let notice {
                store.waitingForLock = { [path = store.path] lock in
                    notice(
                        presentation.errorStyle.red("habit:") + " "
                            + language.text(.waitingForLock(path: path, lock: lock)) + "\n")
                }
            }
            return store
        }
        let runner = Runner(
            today: today, presentation: presentation, store: store, ask: world.ask, readStandardInput: world.readStandardInput)
        return runner.run(invocation.command)
    }

    /// The last valid `--color WHEN` or `--color=WHEN` before `--`, for colouring the error of a
    /// command line that did not parse: `habit --color never chek` must not print red.
    private static func colorMode(typedIn arguments: [String]) -> ColorMode {
        var mode = ColorMode.auto
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { break }
            let value: String?
            if argument == "--color" {
                value = index + 1 < arguments.count ? arguments[index + 1] : nil
            } else if argument.hasPrefix("--color=") {
                value = String(argument.dropFirst("--color=".count))
            } else {
                value = nil
            }
            if let typed = value.flatMap({ ColorMode(rawValue: $0.lowercased()) }) { mode = typed }
        }
        return mode
    }
}
