import HabitCore

/// `habit` as a function from the world to text and an exit code.
public enum Program {
    /// Parses the arguments, decides language and colours, and runs the command.
    public static func run(_ world: World) -> Output {
        let invocation = ArgumentParser.parse(world.arguments)
        let mode = invocation.options.colorMode
        let presentation = Presentation(
            language: Languages.detect(from: world.environment),
            style: Style.decide(mode: mode, isTerminal: world.stdoutIsTerminal, environment: world.environment),
            errorStyle: Style.decide(mode: mode, isTerminal: world.stderrIsTerminal, environment: world.environment),
            width: world.width,
            isTerminal: world.stdoutIsTerminal)
        let command: Command
        switch invocation.command {
        case .success(let parsed): command = parsed
        case .failure(let error):
            return ErrorReport.output(for: .usage(error), language: presentation.language, style: presentation.errorStyle)
        }
        let today = Day(containing: world.now, in: world.timeZone)
        let lockWait: Double
        do {
            lockWait = try LockWait.resolve(option: invocation.options.lockWait, environment: world.environment)
        } catch {
            return ErrorReport.output(for: .usage(error), language: presentation.language, style: presentation.errorStyle)
        }
        let language = presentation.language
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
        let context = CommandContext(
            today: today, presentation: presentation, store: store, ask: world.ask, readStandardInput: world.readStandardInput)
        return Runner.run(command, in: context)
    }
}
