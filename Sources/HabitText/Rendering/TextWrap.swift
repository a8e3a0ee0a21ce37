/// Lines that fit a terminal: text broken at spaces only, so a word, a number or a command
/// is never cut in the middle. No-break spaces (French writes one before ":" and inside « »)
/// hold their neighbours together.
public enum TextWrap {
    /// `text` in lines of at most `width` columns, broken at spaces; lines after the first start
    /// with `indent` spaces (a hanging indent). The first line keeps the spaces `text` starts
    /// with. A word wider than the room stays whole on a line of its own, and so does a command
    /// the text suggests (see ``units(_:room:)``).
    public static func lines(_ text: String, width: Int, indent: Int = 0) -> [String] {
        let leading = text.prefix { $0 == " " }.count
        let room = width - max(leading, indent)
        return lines(words: units(text.dropFirst(leading), room: room), width: width, firstIndent: leading, indent: indent)
    }

    /// What of `text` may not be broken, in order: words, numbers held to a short neighbour, a
    /// name in quotes, and whole each command that a hint suggests after a colon ("check it off
    /// with: habit check 'Morning run'", up to the end or a " · ") or names inside a sentence
    /// (see ``inlineCommandEnd(_:at:)``), so that it can be copied into a shell as it is. A group
    /// other than a command that is wider than `room` is broken after all, rather than run past
    /// the edge; a command instead stays one long line.
    public static func units(_ text: Substring, room: Int) -> [String] {
        func breakable(_ words: [String]) -> [String] {
            glued(words).flatMap { unit in
                DisplayWidth.of(unit) > room ? unit.split(separator: " ").map(String.init) : [unit]
            }
        }
        let words = words(text)
        var units: [String] = []
        var prose: [String] = []
        var index = words.startIndex
        while index < words.endIndex {
            if index > words.startIndex, words[index] == "habit", words[index - 1].hasSuffix(":") {
                let end = words[index...].firstIndex(of: "·") ?? words.endIndex
                units += breakable(prose) + [words[index..<end].joined(separator: " ")]
                prose = []
                index = end
            } else if let end = inlineCommandEnd(words, at: index) {
                units += breakable(prose) + [words[index..<end].joined(separator: " ")]
                prose = []
                index = end
            } else {
                prose.append(words[index])
                index += 1
            }
        }
        return units + breakable(prose)
    }

    /// Where a command named inside a sentence ends when one starts at `index`: "habit" and the
    /// name of a command, up to the closing quote when an opening quote comes before it ("Run
    /// “habit undo” again", „habit help COMMAND“, «\u{202F}habit help\u{202F}»), else with the
    /// placeholders in capitals that follow ("use habit check NAME for each"); `nil` when none
    /// starts there.
    private static func inlineCommandEnd(_ words: [String], at index: Int) -> Int? {
        let word = words[index]
        let opening = word.first.flatMap(closingQuote(of:))
        let trimmed = word.drop { closingQuote(of: $0) != nil || $0 == "(" || $0 == "\u{202F}" }
        guard trimmed == "habit", index + 1 < words.count else { return nil }
        let name = words[index + 1].prefix { $0.isLetter }
        guard CommandName(rawValue: String(name)) != nil else { return nil }
        var end = index + 1
        if let closing = opening {
            while end < words.count, !words[end].contains(closing) { end += 1 }
            return end < words.count ? end + 1 : nil
        }
        end += 1
        while end < words.count, words[end].contains(where: \.isLetter), !words[end].contains(where: \.isLowercase) { end += 1 }
        return end
    }

    /// The quote that closes `opening` (“…”, „…“, «…»), if it opens a quotation. (A switch, not a
    /// dictionary: the first `[Character: …]` would cost every run a scan of the binary's
    /// protocol conformances at start-up.)
    private static func closingQuote(of opening: Character) -> Character? {
        switch opening {
        case "“": "”"
        case "„": "“"
        case "«": "»"
        default: nil
        }
    }

    /// `words` with a number kept on the line of a short neighbour: "5 days", "Nov 28, 2026",
    /// "28. Nov. 2026" do not break, nor a figure and the word after it ("1 Zigarette"); a dash
    /// or a dot between two parts still may.
    private static func glued(_ words: [String]) -> [String] {
        var units: [String] = []
        var previous: String?
        for word in words {
            if let last = previous, let unit = units.last, holdsTogether(last, word) {
                units[units.count - 1] = unit + " " + word
            } else {
                units.append(word)
            }
            previous = word
        }
        return units
    }

    private static func holdsTogether(_ left: String, _ right: String) -> Bool {
        let separators: Set<String> = ["–", "—", "·", "-"]
        guard !separators.contains(left), !separators.contains(right) else { return false }
        let leftHasDigit = left.contains(where: \.isNumber)
        let rightHasDigit = right.contains(where: \.isNumber)
        return (leftHasDigit && right.count <= 5) || (rightHasDigit && left.count <= 5)
            || (isFigure(left) && right.first?.isLetter == true)
    }

    /// Whether `word` is a figure alone ("8", "7,29", "1.000", "5/8", after an opening bracket or
    /// quote "(1"): it holds to the word after
    /// it however long, so a number and its unit ("1 Zigarette", "5/8 Gläser") never part.
    private static func isFigure(_ word: String) -> Bool {
        let figure = word.drop { "(«„“".contains($0) }
        return figure.contains(where: \.isNumber)
            && figure.allSatisfy { $0.isNumber || ".,/\u{202F}\u{00A0}".contains($0) }
    }

    /// The words of `text` between spaces; a name in single quotes, as a command line quotes it
    /// for the shell (`habit check 'Wasser trinken'`), stays one word so it can be copied.
    private static func words(_ text: Substring) -> [String] {
        var words: [String] = []
        var quoted: String?
        for word in text.split(separator: " ").map(String.init) {
            if let open = quoted {
                let joined = open + " " + word
                if word.hasSuffix("'") {
                    words.append(joined)
                    quoted = nil
                } else {
                    quoted = joined
                }
            } else if word.hasPrefix("'"), !word.dropFirst().hasSuffix("'") {
                quoted = word
            } else {
                words.append(word)
            }
        }
        if let open = quoted { words += open.split(separator: " ").map(String.init) }
        return words
    }

    /// `words` joined by single spaces in lines of at most `width` columns: the first line
    /// starts with `firstIndent` spaces, the others with `indent`. A word is anything that must
    /// not be broken, such as an option with its value (`[-d, --date DAY]`).
    public static func lines(words: [String], width: Int, firstIndent: Int = 0, indent: Int = 0) -> [String] {
        var lines: [String] = []
        var line = String(repeating: " ", count: firstIndent)
        var used = firstIndent
        var lineHasWord = false
        for word in words where !word.isEmpty {
            let columns = DisplayWidth.of(word)
            if !lineHasWord {
                line += word
                used += columns
                lineHasWord = true
            } else if used + 1 + columns <= width {
                line += " " + word
                used += 1 + columns
            } else {
                lines.append(line)
                line = String(repeating: " ", count: indent) + word
                used = indent + columns
            }
        }
        if lineHasWord || lines.isEmpty { lines.append(lineHasWord ? line : "") }
        return lines
    }

    /// Two columns, as help and statistics show them: each left cell padded to the widest, a
    /// gap, and the right cell wrapped in its column. When the right column would be narrower
    /// than `minimumRoom`, the right cell goes below its left cell, indented by `fallbackIndent`.
    /// `leftWidth` sets the left column's width when several tables share one.
    public static func table(
        _ rows: [(String, String)], width: Int, indent: Int = 2, gap: Int = 2, minimumRoom: Int = 24,
        fallbackIndent: Int = 6, leftWidth: Int? = nil
    ) -> [String] {
        let leftWidth = leftWidth ?? rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        let column = indent + leftWidth + gap
        let sideBySide = width - column >= minimumRoom
        var lines: [String] = []
        for (left, right) in rows {
            let cell = String(repeating: " ", count: indent) + left
            let room = width - (sideBySide ? column : fallbackIndent)
            let words = units(Substring(right), room: room)
            if words.isEmpty {
                lines.append(cell)
            } else if sideBySide {
                var wrapped = Self.lines(words: words, width: width, firstIndent: column, indent: column)
                wrapped[0] = DisplayWidth.padded(cell, to: column) + wrapped[0].dropFirst(column)
                lines += wrapped
            } else {
                lines.append(cell)
                lines += Self.lines(words: words, width: width, firstIndent: fallbackIndent, indent: fallbackIndent)
            }
        }
        return lines
    }

    /// `text` in lines of at most `width` columns for a column of a table, such as a habit's
    /// name in `list`: broken at spaces, and a word wider than the column between two
    /// characters (grapheme clusters), as CJK text breaks anyway.
    public static func column(_ text: String, width: Int) -> [String] {
        let room = max(1, width)
        var pieces: [String] = []
        for word in text.split(separator: " ").map(String.init) {
            guard DisplayWidth.of(word) > room else {
                pieces.append(word)
                continue
            }
            var piece = ""
            for character in word {
                if !piece.isEmpty, DisplayWidth.of(piece) + DisplayWidth.of(character) > room {
                    pieces.append(piece)
                    piece = ""
                }
                piece.append(character)
            }
            pieces.append(piece)
        }
        return lines(words: pieces, width: room)
    }
}
