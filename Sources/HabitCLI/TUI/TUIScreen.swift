import HabitText
/// The screen of `habit tui` as a grid of cells, and the bytes that turn one frame into the
/// next: only the cells that changed, the cursor moved only where it is not already, the
/// attributes set only where they change. The loop writes those bytes in one write.
struct TUIScreen: Equatable, Sendable {
    /// How a cell is drawn: its colour (an SGR parameter list such as `36` or `38;5;30`, `nil`
    /// for the terminal's own), bold, reverse video.
    struct Look: Equatable, Sendable {
        var color: String? = nil
        var bold = false
        var reverse = false

        /// The terminal's own look.
        static let plain = Look()

        /// The SGR sequence that sets exactly this look.
        var sequence: String {
            var parameters = ["0"]
            if bold { parameters.append("1") }
            if reverse { parameters.append("7") }
            if let color { parameters.append(color) }
            return "\u{1B}[" + parameters.joined(separator: ";") + "m"
        }

        /// The look after the SGR parameters `text` (`0`, `1`, `7`, `3x`, `9x`, `38;5;N`, `39`).
        func applying(_ text: String) -> Look {
            var look = self
            let parameters = text.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
            var index = 0
            while index < parameters.count {
                let parameter = parameters[index]
                switch parameter {
                case "", "0": look = .plain
                case "1": look.bold = true
                case "22": look.bold = false
                case "7": look.reverse = true
                case "27": look.reverse = false
                case "39": look.color = nil
                case "38" where index + 2 < parameters.count && parameters[index + 1] == "5":
                    look.color = "38;5;" + parameters[index + 2]
                    index += 2
                default:
                    if let number = Int(parameter), (30...37).contains(number) || (90...97).contains(number) {
                        look.color = parameter
                    }
                }
                index += 1
            }
            return look
        }
    }

    /// One column of the screen: a character (a grapheme) and its look; the second column of a
    /// wide character has no text of its own.
    struct Cell: Equatable, Sendable {
        var text: String
        var look: Look

        /// A blank in the terminal's own look.
        static let blank = Cell(text: " ", look: .plain)
    }

    /// The rows of cells, each `columns` long.
    var rows: [[Cell]]

    /// A blank screen of `columns` × `rows`.
    init(columns: Int, rows: Int) {
        self.rows = Array(repeating: Array(repeating: Cell.blank, count: max(0, columns)), count: max(0, rows))
    }

    /// The screen that `lines` (text with SGR escape sequences, as ``TUIView`` draws it) make,
    /// each cut to `columns` and padded with blanks, and `rows` of them.
    init(lines: [String], columns: Int, rows: Int) {
        self.init(columns: columns, rows: rows)
        for (row, line) in lines.prefix(rows).enumerated() {
            var column = 0
            var look = Look.plain
            var escape: String? = nil
            for character in line {
                if var sequence = escape {
                    sequence.append(character)
                    if let ascii = character.asciiValue, (0x40...0x7E).contains(ascii), sequence.count > 1 {
                        // CSI … m sets the look; any other sequence draws nothing.
                        if character == "m", sequence.hasPrefix("[") {
                            look = look.applying(String(sequence.dropFirst().dropLast()))
                        }
                        escape = nil
                    } else {
                        escape = sequence
                    }
                    continue
                }
                if character == "\u{1B}" {
                    escape = ""
                    continue
                }
                let width = DisplayWidth.of(character)
                guard width > 0 else { continue }
                guard column + width <= columns else { break }
                self.rows[row][column] = Cell(text: String(character), look: look)
                if width == 2 { self.rows[row][column + 1] = Cell(text: "", look: look) }
                column += width
            }
            // A row in reverse video runs to the edge in it (the selection).
            if line.hasPrefix(TUIView.reverse) {
                for fill in column..<columns { self.rows[row][fill] = Cell(text: " ", look: look.applying("7")) }
            }
        }
    }

    /// The bytes that turn `old` (the screen as the terminal shows it now; `nil`: unknown, so
    /// cleared first) into this screen: each changed cell written, the cursor moved (`CSI r;c H`)
    /// only where the last write did not leave it, the look set only where it changes; the
    /// whole inside Synchronized Output (`CSI ?2026h` … `?2026l`), which terminals without it
    /// ignore. Empty when nothing changed.
    func difference(from old: TUIScreen?) -> String {
        var text = ""
        let before: TUIScreen
        if let old, old.rows.count == rows.count, old.rows.first?.count == rows.first?.count {
            before = old
        } else {
            text = "\u{1B}[0m\u{1B}[2J"
            before = TUIScreen(columns: rows.first?.count ?? 0, rows: rows.count)
        }
        var cursor: (row: Int, column: Int)? = nil
        var look: Look? = nil
        for (row, cells) in rows.enumerated() {
            for (column, cell) in cells.enumerated() where cell != before.rows[row][column] && !cell.text.isEmpty {
                if cursor.map({ $0.row != row || $0.column != column }) ?? true {
                    text += "\u{1B}[\(row + 1);\(column + 1)H"
                }
                if look != cell.look {
                    text += cell.look.sequence
                    look = cell.look
                }
                text += cell.text
                let next = column + (column + 1 < cells.count && cells[column + 1].text.isEmpty ? 2 : 1)
                cursor = (row, next)
            }
        }
        guard !text.isEmpty else { return "" }
        return "\u{1B}[?2026h" + text + "\u{1B}[0m\u{1B}[?2026l"
    }
}
