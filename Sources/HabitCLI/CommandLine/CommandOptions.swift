import Synchronization
import HabitText

/// The options a command takes, declared once: the properties of a small struct of its own, each
/// an ``Option`` (or a list of options that go together, as ``Options/schedules``) marked
/// `@Declare`, in the order help lists them. The command's `init` reads their values through key
/// paths into it (`try input.value(\.date)`), so it can read no option it did not declare; the
/// list that parsing, help, the manual page and completion read is what making the struct
/// declares.
///
/// ```swift
/// struct Declared: CommandOptions {
///     @Declare var date = Options.date
///     /// `--set AMOUNT`: the day's amount instead of adding to it.
///     @Declare var set = Option<Amount>(.set, .amount)
/// }
/// ```
protocol CommandOptions: Sendable {
    /// The options, as declared.
    init()
}

extension CommandOptions {
    /// Every option declared, in the order of the properties (the order help lists them): what
    /// making the struct declares. Built when asked for, for the one command typed: building
    /// every command's (each `Option` a generic type the runtime instantiates) made up a tenth of
    /// `habit list`'s time. (Not by `Mirror`: reflecting the struct cost more than the rest of
    /// `habit --version`.)
    static var declared: [OptionSpec] {
        let list = DeclaredList()
        DeclaredList.$current.withValue(list) { _ = Self() }
        return list.specs.withLock { $0 }
    }
}

/// The options of a command that takes none of its own (the global ones aside).
struct NoOptions: CommandOptions {}

/// An option of a command's ``CommandOptions``, or a list of options that go together: the
/// property is the option, and making it declares the option, in the order of the properties.
@propertyWrapper
struct Declare<Wrapped: Sendable>: Sendable {
    /// The option, or the list.
    let wrappedValue: Wrapped

    /// Declares `option`.
    init<Value>(wrappedValue option: Option<Value>) where Wrapped == Option<Value> {
        wrappedValue = option
        DeclaredList.current?.specs.withLock { $0.append(option.spec) }
    }

    /// Declares each of `options`, in order.
    init<Value>(wrappedValue options: [Option<Value>]) where Wrapped == [Option<Value>] {
        wrappedValue = options
        DeclaredList.current?.specs.withLock { $0 += options.map(\.spec) }
    }
}

/// The options declared while a command's ``CommandOptions`` is made to list them.
private final class DeclaredList: Sendable {
    /// The list being made, where one is (a task-local value, so that lists made at the same
    /// time on other threads stay apart); `nil` when the options are made to be read.
    @TaskLocal static var current: DeclaredList?

    /// The options declared so far, in order.
    let specs = Mutex<[OptionSpec]>([])
}

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
