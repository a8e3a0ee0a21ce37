/// One language's messages, compiled from its gettext catalog `Catalogs/CODE.po` by
/// `scripts/generate-catalogs.py` into `CatalogTables.swift`: for each ``CatalogKey`` the
/// language's text, or its plural forms, with `{named}` placeholders.
///
/// Code picks a key and hands the already formatted arguments (quoted names, numbers, dates);
/// the catalog only puts them into its sentence. A key the catalog lacks takes the English text.
public struct Catalog: Sendable {
    /// The language code the catalog's file is named after ("en", "de", "fr").
    public let code: String
    /// How many plural forms a plural entry has (gettext's `nplurals`).
    public let pluralForms: Int
    /// Which form a whole count takes (gettext's `plural=` expression).
    let formula: PluralFormula
    /// Which form a number with decimals takes.
    let fractionRule: FractionRule
    /// Every form of every entry, in key order.
    let texts: [String]
    /// Where each key's forms start in ``texts``; one more than there are keys. A key whose
    /// forms are empty is missing from the catalog.
    let starts: [Int]

    /// A catalog from the generated tables. `pluralFormula` is gettext's `plural=` expression,
    /// `fractionPlural` the header `X-Fraction-Plural` ("integer-part", or "form N").
    init(code: String, pluralForms: Int, pluralFormula: String, fractionPlural: String, texts: [String], starts: [Int]) {
        self.code = code
        self.pluralForms = pluralForms
        self.formula = PluralFormula(pluralFormula) ?? PluralFormula.singularForOne
        self.fractionRule = FractionRule(fractionPlural)
        self.texts = texts
        self.starts = starts
    }

    /// A catalog made in memory (the pseudo-language of the tests): `entries` gives each key's
    /// forms; a key it leaves out falls back to English.
    public init(
        code: String, pluralForms: Int, pluralFormula: String, fractionPlural: String, entries: [CatalogKey: [String]]
    ) {
        var texts: [String] = []
        var starts: [Int] = []
        for key in CatalogKey.allCases {
            starts.append(texts.count)
            texts += entries[key] ?? []
        }
        starts.append(texts.count)
        self.init(
            code: code, pluralForms: pluralForms, pluralFormula: pluralFormula, fractionPlural: fractionPlural,
            texts: texts, starts: starts)
    }

    /// The English catalog: the fallback for a key another catalog lacks.
    public static var english: Catalog { catalogEn }

    /// The forms this catalog has for `key`: one, or one per plural form; empty where it has none.
    public func forms(_ key: CatalogKey) -> ArraySlice<String> {
        let index = key.rawValue
        guard index + 1 < starts.count else { return [] }
        return texts[starts[index]..<starts[index + 1]]
    }

    /// The text of `key` with `arguments` put in for its placeholders.
    public func text(_ key: CatalogKey, _ arguments: KeyValuePairs<String, String> = [:]) -> String {
        Self.filled(form(key, 0), arguments)
    }

    /// The text of `key` in the plural form `count` takes, with `arguments` put in.
    public func text(_ key: CatalogKey, count: Int, _ arguments: KeyValuePairs<String, String> = [:]) -> String {
        Self.filled(form(key, formula.form(count)), arguments)
    }

    /// The text of `key` in the plural form a number with decimals takes when it is not whole
    /// (1.5 glasses: English and German plural, French as its whole part), with `arguments` put in.
    public func text(_ key: CatalogKey, value: Double, _ arguments: KeyValuePairs<String, String> = [:]) -> String {
        Self.filled(form(key, pluralForm(value)), arguments)
    }

    /// Which plural form `value` takes: that of its count when it is whole.
    public func pluralForm(_ value: Double) -> Int {
        if value == value.rounded(), abs(value) < 1e15 { return formula.form(Int(value)) }
        switch fractionRule {
        case .integerPart: return formula.form(Int(abs(value).rounded(.down)))
        case .form(let form): return form
        }
    }

    /// Which plural form the whole number `count` takes.
    public func pluralForm(_ count: Int) -> Int {
        formula.form(count)
    }

    /// Form `index` of `key`: this catalog's, else English's; the last form where there are fewer.
    private func form(_ key: CatalogKey, _ index: Int) -> String {
        var forms = forms(key)
        if forms.isEmpty, code != "en" { forms = Catalog.english.forms(key) }
        guard let last = forms.last else { return key.name }
        return index >= 0 && index < forms.count ? forms[forms.startIndex + index] : last
    }

    /// `template` with each `{name}` replaced by the argument of that name and `{{`, `}}` by one
    /// brace: python-brace-format as `msgfmt --check` reads it. A placeholder without an
    /// argument stays as written.
    public static func filled(_ template: String, _ arguments: KeyValuePairs<String, String>) -> String {
        guard template.utf8.contains(UInt8(ascii: "{")) || template.utf8.contains(UInt8(ascii: "}")) else {
            return template
        }
        // Braces are ASCII, so the UTF-8 view finds them without reading characters, and each
        // index it gives lies on a character's boundary.
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        let bytes = template.utf8
        var result = ""
        result.reserveCapacity(bytes.count + 16)
        var start = bytes.startIndex
        while let brace = bytes[start...].firstIndex(where: { $0 == open || $0 == close }) {
            result += template[start..<brace]
            let after = bytes.index(after: brace)
            if after < bytes.endIndex, bytes[after] == bytes[brace] {
                result += template[brace..<after]
                start = bytes.index(after: after)
                continue
            }
            guard bytes[brace] == open, let end = bytes[after...].firstIndex(of: close) else {
                result += template[brace..<after]
                start = after
                continue
            }
            let name = template[after..<end]
            if let value = arguments.first(where: { $0.key == name })?.value {
                result += value
            } else {
                result += template[brace...end]
            }
            start = bytes.index(after: end)
        }
        result += template[start...]
        return result
    }

    /// The names of the placeholders in `template`, in order: "{count} of {name}" gives count, name.
    public static func placeholders(_ template: String) -> [String] {
        var names: [String] = []
        var rest = Substring(template)
        while let brace = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
            let after = rest.index(after: brace)
            if after < rest.endIndex, rest[after] == rest[brace] {
                rest = rest[rest.index(after: after)...]
                continue
            }
            guard rest[brace] == "{", let close = rest[after...].firstIndex(of: "}") else {
                rest = rest[after...]
                continue
            }
            names.append(String(rest[after..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}

/// Which plural form a number with decimals takes, from a catalog's `X-Fraction-Plural` header:
/// gettext's formula counts whole numbers only.
enum FractionRule: Equatable, Sendable {
    /// The form the formula gives the number's whole part (French: 1,5 takes the form of 1).
    case integerPart
    /// Always this form (English and German: the plural, form 1).
    case form(Int)

    /// The rule the header's value names: "integer-part" or "form N"; form 1 otherwise.
    init(_ header: String) {
        if header == "integer-part" {
            self = .integerPart
        } else if header.hasPrefix("form "), let form = Int(header.dropFirst(5)) {
            self = .form(form)
        } else {
            self = .form(1)
        }
    }
}
