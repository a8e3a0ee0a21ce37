import Synchronization

/// The options a command takes, declared once: the stored properties of a small struct of its
/// own, each an ``Option`` (or a list of options that go together, as ``Options/schedules``), in
/// the order help lists them. The command's `init` reads their values through key paths into it
/// (`try input.value(\.date)`), so it can read no option it did not declare; the list that
/// parsing, help, the manual page and completion read is derived from the same properties.
///
/// ```swift
/// struct Declared: CommandOptions {
///     let date = Options.date
///     /// `--set AMOUNT`: the day's amount instead of adding to it.
///     let set = Option<Amount>(.set, .amount)
/// }
/// ```
protocol CommandOptions: Sendable {
    /// The options, as declared.
    init()
}

extension CommandOptions {
    /// Every option declared, in the order of the properties (the order help lists them). Built
    /// when asked for, for the one command typed: building every command's (each `Option` a
    /// generic type the runtime instantiates) made up a tenth of `habit list`'s time.
    static var declared: [OptionSpec] {
        Mirror(reflecting: Self()).children.flatMap { child -> [OptionSpec] in
            if let option = child.value as? any DeclaredOption { return [option.spec] }
            return (child.value as? [any DeclaredOption] ?? []).map(\.spec)
        }
    }
}

/// The options of a command that takes none of its own (the global ones aside).
struct NoOptions: CommandOptions {}

/// The options a command's `init` read, in the order read: what a test compares with the
/// declaration, so that a command declares no option it never reads.
final class OptionReads: Sendable {
    private let names = Mutex<[OptionName]>([])

    /// None read yet.
    init() {}

    /// Notes that `name` was read.
    func record(_ name: OptionName) {
        names.withLock { $0.append(name) }
    }

    /// The options read, each once, in the order first read.
    var read: [OptionName] {
        names.withLock { names in
            var seen: Set<OptionName> = []
            return names.filter { seen.insert($0).inserted }
        }
    }
}
