import HabitCore

/// `habit` as a function from the world to text and an exit code.
public enum Program {
    /// Reads the settings, parses the arguments, decides language and colours, and runs the
    /// command. A setting that cannot be read stops everything with exit 2.
    public static func run(_ world: World) -> Output {
        let typedColor = colorMode(typedIn: world.arguments)
        let configPath = ConfigLocation.path(in: world.environment)
        let configFile: ConfigFile?
        let settings: Settings
        do {
            configFile = try ConfigLocation.read(in: world.environment)
            settings = try Settings.resolve(file: configFile, environment: world.environment, colorOption: typedColor)
        } catch {
            let style = Style.decide(mode: typedColor ?? .auto, isTerminal: world.stderrIsTerminal, environment: world.environment)
            return ErrorReport.output(for: error, language: Languages.detect(from: world.environment), style: style)
        }
        let language = settings.language
        let invocation: Invocation
        do {
            invocation = try ArgumentParser.parse(world.arguments)
        } catch {
            let errorStyle = Style.decide(mode: settings.color, isTerminal: world.stderrIsTerminal, environment: world.environment)
            return ErrorReport.output(for: error, language: language, style: errorStyle)
        }
        let mode = settings.color
        let presentation = Presentation(
            language: language,
            style: Style.decide(mode: mode, isTerminal: world.stdoutIsTerminal, environment: world.environment),
            errorStyle: Style.decide(mode: mode, isTerminal: world.stderrIsTerminal, environment: world.environment),
            width: world.width,
            isTerminal: world.stdoutIsTerminal)
        // "Today" everywhere: the day the clock is in, with the day starting at the set hour.
        let today = settings.dayStart.day(containing: world.now, in: world.timeZone)
        let store = Result { () throws(StoreError) in
            HabitStore(
                path: try StoreLocation.resolve(fileOption: invocation.options.file, environment: world.environment),
                today: today, now: world.now)
        }
        var runner = Runner(
            today: today, presentation: presentation, store: store, ask: world.ask, readStandardInput: world.readStandardInput)
        runner.settings = settings
        runner.configPath = configPath
        runner.configFile = configFile
        return runner.run(invocation.command)
    }

    /// The last valid `--color WHEN` or `--color=WHEN` before `--`, if any: read before parsing,
    /// so that the error of a command line that did not parse is coloured as asked too
    /// (`habit --color never chek` must not print red).
    private static func colorMode(typedIn arguments: [String]) -> ColorMode? {
        var mode: ColorMode?
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
