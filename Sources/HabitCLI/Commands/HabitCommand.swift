import HabitStore
import HabitSystem
import HabitText
/// A command ready to run: what the parser makes of a command line.
protocol HabitCommand: Sendable {
    /// Runs it: text and an exit code, or the failure that stops it.
    func run(in context: CommandContext) throws(Failure) -> Output
    /// Whether it may change the data file (see ``CommandSpec/changesData``).
    var changesData: Bool { get }
    /// Whether it needs today (see ``CommandSpec/needsToday``).
    var needsToday: Bool { get }
    /// Its name, as `habit history` shows the changes it made.
    var name: CommandName? { get }
    /// Whether `other` is the same command with the same arguments.
    func isEqual(to other: any HabitCommand) -> Bool
}

/// A command of ``CommandTable``: declared once by its ``spec`` and made from what the command
/// line gave it.
///
/// A new command is one file: a type conforming to this, with its `spec` (name, arguments), its
/// options as the properties of its ``Declared`` struct, an `init` that reads its values from the
/// ``CommandInput`` and a `run`.
protocol DeclaredCommand: HabitCommand, Equatable {
    /// Its options, declared once (see ``CommandOptions``); none of its own unless it says.
    associatedtype Declared: CommandOptions = NoOptions
    /// Its declaration: name, arguments, and its options as ``Declared`` lists them.
    static var spec: CommandSpec { get }
    /// The command as the command line asks for it; throws what the command line got wrong
    /// beyond what its declaration checks (options that do not combine, say).
    init(_ input: CommandInput<Declared>) throws(UsageError)
}

extension DeclaredCommand {
    /// As its declaration says.
    var changesData: Bool { Self.spec.changesData }
    /// As its declaration says.
    var needsToday: Bool { Self.spec.needsToday }
    /// As its declaration says.
    var name: CommandName? { Self.spec.name }
}

extension HabitCommand where Self: Equatable {
    /// Whether `other` is a command of this type, equal to this one.
    func isEqual(to other: any HabitCommand) -> Bool {
        (other as? Self) == self
    }
}
