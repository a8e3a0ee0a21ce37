import HabitCore
import HabitStore
import HabitSystem
import HabitText
import HabitFormat

/// `habit report [--out FILE] [--weeks N] [--tag TAGS]`: every habit that is not archived (with
/// `--tag`, those with any of the tags) in one self-contained HTML page (``ReportView``),
/// written atomically to FILE, or to standard output when that is not a terminal.
struct ReportCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: TagOptions {
        /// `--out FILE`: the file to write the page to, replaced as a whole.
        @Declare var out = Option<String>(
            .out,
            ValueKind(placeholder: .file) { text throws(UsageError) in
                guard !text.isEmpty else { throw .missingValue(option: "--out", placeholder: .file) }
                return text
            })
        @Declare var weeks = Options.heatmapWeeks
        @Declare var tag = Options.tag
    }

    /// The declaration: its name and arguments; its options are ``Declared``'s.
    static let spec = CommandSpec(ReportCommand.self, .report)

    /// `--out`; standard output when `nil`.
    let path: String?
    /// `--weeks`: the heatmaps' weeks.
    let weeks: Int
    /// `--tag`: only the habits with any of these tags.
    var tagFilter = TagFilter()

    /// The command with these values.
    init(path: String? = nil, weeks: Int = HeatmapSVG.defaultWeeks) {
        self.path = path
        self.weeks = weeks
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        path = try input.value(\.out)
        weeks = try input.value(\.weeks) ?? HeatmapSVG.defaultWeeks
        tagFilter = try TagFilter(input)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        // Refused before anything is read: a page of markup is no text for a terminal.
        if path == nil, context.presentation.isTerminal { throw .usage(.report(.reportToTerminal)) }
        let collection = try context.load()
        let habits = try tagFilter.apply(to: collection.active, of: collection)
        // Written as it is made, a piece at a time: 20,000 habits make a page of a gigabyte.
        let (weeks, today, language) = (weeks, context.today, context.language)
        guard let path else {
            return context.streamedOutput { write throws(StreamFailure) in
                try ReportView.write(habits, weeks: weeks, today: today, language: language, to: write)
            }
        }
        try Failure.fromStore { () throws(StoreError) in
            try AtomicFile.write(to: path) { write throws(StoreError) in
                try ReportView.write(habits, weeks: weeks, today: today, language: language) { piece throws(StoreError) in
                    try write(piece[...])
                }
            }
        }
        return Output()
    }
}
