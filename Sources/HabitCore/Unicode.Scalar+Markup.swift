extension Unicode.Scalar {
    /// Whether the scalar is one of the 66 noncharacters: U+FDD0 to U+FDEF and the last two of
    /// every plane (U+FFFE, U+FFFF, U+1FFFE, …, U+10FFFF), which Unicode keeps for a program's
    /// own use and never assigns.
    public var isNoncharacter: Bool {
        (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
    }

    /// Whether XML and HTML take the scalar as text: not a control other than tab, line feed
    /// and carriage return (C0, DEL or C1; XML 1.0 refuses most of them and HTML reports all as
    /// errors) and not a noncharacter. (A surrogate is no scalar, so no `String` holds one.) The
    /// one rule for text that the report and the SVG heatmap show: a name, note, unit or tag
    /// typed or imported with such a character is refused, naming it, and one already in a
    /// hand-edited data file is drawn as U+FFFD.
    public var isMarkupSafe: Bool {
        switch value {
        case 0x09, 0x0A, 0x0D: return true
        case 0x00...0x1F, 0x7F...0x9F: return false
        default: return !isNoncharacter
        }
    }
}

extension String {
    /// The first scalar that markup cannot hold (``Swift/Unicode/Scalar/isMarkupSafe``), or
    /// `nil`.
    public var firstMarkupUnsafeScalar: Unicode.Scalar? {
        unicodeScalars.first { !$0.isMarkupSafe }
    }
}
