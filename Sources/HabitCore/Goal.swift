/// What a measurable habit asks for: at least an amount on each due day, at most an amount on
/// each day, or at least an amount over each week (seven days from the
/// habit's ``Habit/weekStart``, Monday unless the data file says otherwise).
public struct Goal: Hashable, Sendable {
    /// The three kinds of goal.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A due day is done when its total reaches the amount (`--goal`).
        case atLeast
        /// A limit: a day is kept when its total is at most the amount; a due day with nothing
        /// recorded counts as 0, so it is kept (`--at-most`).
        case atMost
        /// A week counts when the sum of its days reaches the amount (`--weekly-goal`).
        case weeklyAtLeast
    }

    /// The longest unit accepted (each form of one given as two), in Unicode scalars of its
    /// composed form.
    public static let maximumUnitLength = 30

    /// Which kind of goal this is.
    public var kind: Kind
    /// The goal or limit: above 0 for goals, 0 or more for limits, at most ``Amount/maximum``.
    public var amount: Amount
    /// What is counted ("Gläser", "km"), if given, as `--unit` takes it: one form for both, or
    /// the singular and the plural with a slash between them ("Glas/Gläser"; see ``UnitForms``).
    public var unit: String?

    /// The unit's singular and plural forms, if there is a unit.
    public var unitForms: UnitForms? { unit.map(UnitForms.init) }

    /// A goal of `kind` for `amount`, counted in `unit`.
    ///
    /// - Throws: ``AmountError/invalidGoal(_:_:)`` when the amount is out of range,
    ///   ``AmountError/invalidUnit(_:)`` when the unit is empty, too long or has control characters.
    public init(_ kind: Kind, _ amount: Amount, unit: String? = nil) throws(AmountError) {
        let least = kind == .atMost ? Amount.zero : Amount(millionths: 1)
        guard amount >= least && amount <= Amount.maximum else { throw .invalidGoal(kind, amount) }
        if let unit {
            let hasControl = unit.unicodeScalars.contains { $0.properties.generalCategory == .control }
            let trimmed = unit.trimmingSpaces
            let forms = UnitForms(unit)
            let longest = max(forms.one.scalarLength, forms.other.scalarLength)
            guard !hasControl, !trimmed.isEmpty, trimmed == unit, longest <= Goal.maximumUnitLength else {
                throw .invalidUnit(unit)
            }
        }
        self.kind = kind
        self.amount = amount
        self.unit = unit
    }

    /// A unit as it is typed or imported: ``init(_:_:unit:)`` also reads the units of data files,
    /// which may hold what a new unit may not.
    ///
    /// - Throws: ``AmountError/unusableCharacterInUnit(_:_:)`` for a character that is not text
    ///   (``Swift/Unicode/Scalar/isMarkupSafe``), such as U+FFFF.
    public static func checkCharacters(ofUnit unit: String?) throws(AmountError) {
        if let unit, let scalar = unit.firstMarkupUnsafeScalar, scalar.properties.generalCategory != .control {
            throw .unusableCharacterInUnit(unit, scalar)
        }
    }

    /// Whether a day's `total` does what the goal asks of one day: reaches it (`atLeast`), stays
    /// within it (`atMost`), or adds to the week (`weeklyAtLeast`: above 0).
    public func isMet(by total: Amount) -> Bool {
        switch kind {
        case .atLeast: return total >= amount
        case .atMost: return total <= amount
        case .weeklyAtLeast: return total.isPositive
        }
    }
}
