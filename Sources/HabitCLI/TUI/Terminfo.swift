import HabitStore

/// What `habit tui` reads of the terminal's entry in the terminfo database (ncurses'
/// `term(5)`): how many colours it has (`max_colors`, `colors` in `infocmp`), so that a terminal
/// without colours gets the plain screen whatever its name.
enum Terminfo {
    /// What the database says of a terminal.
    enum Entry: Equatable {
        /// No entry for it was found (or none could be read): the name alone decides.
        case unknown
        /// Its entry, with its number of colours (0 when it has no `colors`).
        case colours(Int)
    }

    /// The index of `max_colors` among the numbers of a compiled entry.
    static let maxColorsIndex = 13

    /// The entry's number of colours in the compiled entry `bytes`: the legacy format (magic
    /// 0432, numbers of 16 bits) or the extended one (magic 01036, numbers of 32 bits), both
    /// little-endian. A number that is absent (-1) or cancelled (-2) is 0. `nil` when `bytes` is
    /// no compiled entry (too short, another magic, sections past its end).
    static func colours(in bytes: [UInt8]) -> Int? {
        func short(_ offset: Int) -> Int? {
            guard offset + 1 < bytes.count else { return nil }
            return Int(Int16(bitPattern: UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8))
        }
        guard let magic = short(0), magic == 0o432 || magic == 0o1036, let namesSize = short(2), let boolCount = short(4),
            let numberCount = short(6), namesSize >= 0, boolCount >= 0, numberCount >= 0
        else { return nil }
        let width = magic == 0o1036 ? 4 : 2
        // The numbers start on an even byte after the header, the names and the booleans.
        var numbers = 12 + namesSize + boolCount
        if numbers % 2 == 1 { numbers += 1 }
        guard numbers + numberCount * width <= bytes.count else { return nil }
        guard maxColorsIndex < numberCount else { return 0 }
        let at = numbers + maxColorsIndex * width
        var value = 0
        for index in (0..<width).reversed() { value = value << 8 | Int(bytes[at + index]) }
        // Sign-extended: -1 absent, -2 cancelled.
        let signed = width == 2 ? Int(Int16(truncatingIfNeeded: value)) : Int(Int32(truncatingIfNeeded: value))
        return max(0, signed)
    }

    /// The places to look for `term`'s compiled entry, in ncurses' order: `TERMINFO`,
    /// `~/.terminfo`, each folder of `TERMINFO_DIRS` (an empty one meaning the system's), then the
    /// system's folders; in each, the entry under its first letter (Linux) and under that
    /// letter's hexadecimal code (macOS). None for a name that could leave the folder.
    static func paths(for term: String, environment: [String: String]) -> [String] {
        guard let first = term.unicodeScalars.first, first.isASCII, !term.contains("/"), term != ".", term != ".."
        else { return [] }
        let system = ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo", "/usr/lib/terminfo"]
        var folders: [String] = []
        if let own = environment["TERMINFO"], !own.isEmpty { folders.append(own) }
        if let home = environment["HOME"], !home.isEmpty { folders.append(home + "/.terminfo") }
        if let list = environment["TERMINFO_DIRS"] {
            for folder in list.split(separator: ":", omittingEmptySubsequences: false) {
                folders += folder.isEmpty ? system : [String(folder)]
            }
        }
        folders += system
        let letter = String(first)
        let hex = String(first.value, radix: 16)
        return folders.flatMap { ["\($0)/\(letter)/\(term)", "\($0)/\(hex)/\(term)"] }
    }

    /// What the database says of `TERM` in `environment`, the first entry found read with
    /// `read` (the whole file, `nil` when there is none).
    static func entry(environment: [String: String], read: (String) -> [UInt8]?) -> Entry {
        guard let term = environment["TERM"], !term.isEmpty else { return .unknown }
        for path in paths(for: term, environment: environment) {
            guard let bytes = read(path) else { continue }
            return colours(in: bytes).map(Entry.colours) ?? .unknown
        }
        return .unknown
    }

    /// ``entry(environment:read:)`` from the files.
    static func entry(environment: [String: String]) -> Entry {
        entry(environment: environment) { path in
            guard case .contents(let bytes)? = try? AtomicFile.read(path) else { return nil }
            return bytes
        }
    }
}
