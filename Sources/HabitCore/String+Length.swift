extension String {
    /// The length every limit on a name, an icon, a unit or a note counts: the Unicode scalars
    /// of the composed (NFC) form. "Ü" is one whether it was typed composed or as U and an
    /// accent, an emoji family of three is five, and a letter under a million accents, which is
    /// one character on the screen, is a million and one, so it cannot slip under a limit.
    public var scalarLength: Int {
        // ASCII is composed already, one scalar per byte.
        if utf8.allSatisfy({ $0 < 0x80 }) { return utf8.count }
        return composed.unicodeScalars.count
    }

    /// The first `count` Unicode scalars of the text (all of it when it is shorter): a cut that
    /// costs what `count` costs, never what the whole text costs.
    public func prefix(scalars count: Int) -> String {
        String(Substring(unicodeScalars.prefix(count)))
    }

    /// Whether the text has more than `count` Unicode scalars, found by looking at no more than
    /// `count + 1` of them.
    public func hasMoreScalars(than count: Int) -> Bool {
        !unicodeScalars.dropFirst(count).isEmpty
    }
}

extension Unicode.Scalar {
    /// Whether the scalar draws nothing: Unicode's Default_Ignorable_Code_Point (zero-width
    /// space U+200B, the byte-order mark U+FEFF, the soft hyphen U+00AD, joiners, variation
    /// selectors, …), which a name may contain but may not consist of, and which looking a
    /// name up ignores.
    public var isInvisible: Bool {
        !isASCII && properties.isDefaultIgnorableCodePoint
    }
}
