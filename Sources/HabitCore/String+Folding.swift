// The standard library's Unicode normalizers (NFC, NFD) are SPI: the same ones String's `==`
// uses, and the ones swift-foundation builds on. Foundation's `folding(options:locale:)` would
// bring all of Foundation (and ICU) for these few lines.
@_spi(_Unicode) import Swift

extension StringProtocol {
    /// The text without white space or line breaks at either end: the scalars with Unicode's
    /// White_Space property, the set Foundation calls `whitespacesAndNewlines`.
    public func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        // Nothing to trim, as for nearly every name: the text itself, without rebuilding it.
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return String(self) }
        var trimmed = String.UnicodeScalarView()
        trimmed.append(contentsOf: scalars[first...last])
        return String(trimmed)
    }
}

extension String {
    /// The text in Unicode normalization form C (composed: "Ü" as one scalar).
    var composed: String {
        // ASCII is composed already.
        if utf8.allSatisfy({ $0 < 0x80 }) { return self }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: _nfc)
        return String(scalars)
    }

    /// The text case-folded ("Straße" and "STRASSE" both become "strasse") and composed: a
    /// scalar that Unicode folds is mapped through its upper then lower case, which is its full
    /// case folding; others (the Turkish dotless ı) stay as they are.
    var caseFolded: String {
        // For ASCII, folding is lower-casing A to Z.
        if utf8.allSatisfy({ $0 < 0x80 }) { return lowercased() }
        var folded = ""
        for scalar in composed.unicodeScalars {
            if scalar.properties.changesWhenCaseFolded {
                folded += String(scalar).uppercased().lowercased()
            } else {
                folded.unicodeScalars.append(scalar)
            }
        }
        return folded.composed
    }

    /// The text with accents and other non-spacing marks and invisible characters (zero-width
    /// space, soft hyphen, …) removed ("Übung" becomes "Ubung") and
    /// full-width Latin letters, digits and punctuation ("Ｕｂｕｎｇ") as their ASCII forms.
    var withoutMarksAndWidth: String {
        var scalars = String.UnicodeScalarView()
        for scalar in _nfd where scalar.properties.generalCategory != .nonspacingMark && !scalar.isInvisible {
            switch scalar.value {
            case 0xFF01...0xFF5E: scalars.append(Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar)
            case 0x3000: scalars.append(" ")
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
