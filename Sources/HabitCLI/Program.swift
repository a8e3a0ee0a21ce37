import HabitCore
import HabitStore
import HabitSystem
import HabitText
import HabitFormat

/// `habit` as a function from the world to text and an exit code.
public enum Program {
    /// Reads the settings, parses the arguments, decides language and colours, and runs the
    /// command. A setting that cannot be read stops everything with exit 2.
    public static func run(_ world: World) -> Output {
        var language = Languages.early(from: world.environment)
        var output = run(world, language: &language)
        output.languageCode = language.code
        return output
    }

    /// ``run(_:)``, which sets `language` to the one the settings decide once they are read.
    private static func run(_ world: World, language decided: inout LanguageTable) -> Output {
        let invocation = ArgumentParser.parse(world.arguments)
        let typedColor = invocation.options.colorMode
        let configPath = ConfigLocation.path(in: world.environment)
        let configFile: ConfigFile?
        let settings: Settings
        do {
            configFile = try ConfigLocation.read(in: world.environment)
            settings = try Settings.resolve(file: configFile, environment: world.environment, colorOption: typedColor)
        } catch {
            let style = Style.decide(
                mode: typedColor ?? .auto, isTerminal: world.stderrIsTerminal, environment: world.environment)
            return ErrorReport.output(for: .config(error), language: decided, style: style)
        }
        decided = settings.language
        let mode = settings.color
        let presentation = Presentation(
            language: settings.language,
            style: Style.decide(mode: mode, isTerminal: world.stdoutIsTerminal, environment: world.environment),
            errorStyle: Style.decide(mode: mode, isTerminal: world.stderrIsTerminal, environment: world.environment),
            width: world.width,
            isTerminal: world.stdoutIsTerminal, wrapsSentences: world.widthIsKnown)
        let command: any HabitCommand
        switch invocation.command {
        case .success(let parsed): command = parsed
        case .failure(let error):
            return ErrorReport.output(for: .usage(error), language: presentation.language, style: presentation.errorStyle)
        }
        // "Today" everywhere: the day the clock is in, with the day starting at the set hour.
        let today = settings.dayStart.day(containing: world.now, in: world.timeZone)
        if let refusal = clockRefusal(for: command, world: world, today: today) {
            return ErrorReport.output(for: .command(refusal), language: presentation.language, style: presentation.errorStyle)
        }
        let lockWait: Double
        do {
            lockWait = try LockWait.resolve(option: invocation.options.lockWait, environment: world.environment)
        } catch {
            return ErrorReport.output(for: .usage(error), language: presentation.language, style: presentation.errorStyle)
        }
        let language = presentation.language
        let notice = world.notice
        let commandName = command.name?.rawValue ?? ""
        func locateStore() throws(StoreError) -> HabitStore {
            let file = invocation.options.file
            var store = HabitStore(
                path: try StoreLocation.resolve(fileOption: file, environment: world.environment), today: today, now: world.now)
            store.mustExist = StoreLocation.isNamed(fileOption: file, environment: world.environment)
            store.lockWait = lockWait
            store.command = commandName
            store.newFileWeek = settings.weekStart
            if let notice {
                store.weeksStartOnMonday = { regionWeek in
                    let text = language.text(
                        .weeksStartOnMonday(regionWeek: regionWeek, argument: regionWeek.key))
                    notice(ErrorReport.line(text, style: presentation.errorStyle) + "\n")
                }
                store.waitingForLock = { [path = store.path] lock in
                    let waiting = language.text(
                        .waitingForLock(path: path, lock: lock))
                    notice(ErrorReport.line(waiting, style: presentation.errorStyle) + "\n")
                }
                store.historyRestarted = { history in
                    let text = language.text(.restarted(path: history))
                    notice(ErrorReport.line(text, style: presentation.errorStyle) + "\n")
                }
                let once = OnceFlag()
                store.daysAfterToday = { latest in
                    guard once.take() else { return }
                    let text = language.text(.clockBehind(latest: latest, today: today))
                    notice(ErrorReport.line(text, style: presentation.errorStyle) + "\n")
                }
            }
            return store
        }
        let store: CommandContext.Store
        do {
            store = .located(try locateStore())
        } catch {
            store = .unknown(error)
        }
        var context = CommandContext(
            today: today, presentation: presentation, store: store, ask: world.ask, readStandardInput: world.readStandardInput,
            makeID: world.makeID)
        context.settings = settings
        context.configPath = configPath
        context.configFile = configFile
        context.commit = world.commit
        context.now = world.now
        context.timeZone = world.timeZone
        context.environment = world.environment
        context.executablePath = world.executablePath
        context.writeStandardOutput = world.writeStandardOutput
        return Runner.run(command, in: context)
    }

    /// Why `command` cannot run with this clock and time zone: a `TZ` offset no time zone has,
    /// or a day outside the years a data file may hold (anything written then would be refused
    /// when read back). Help, the version and completion scripts do not need the day.
    private static func clockRefusal(for command: any HabitCommand, world: World, today: Day) -> CommandError? {
        guard command.needsToday else { return nil }
        if let zone = world.unusableTimeZone { return .timeZoneOutOfRange(text: zone.text, seconds: zone.seconds) }
        guard today >= AcceptedDays.earliest, today.year <= AcceptedDays.latestYear else { return .clockOutOfRange(today: today) }
        return nil
    }
}
