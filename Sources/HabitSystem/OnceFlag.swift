import Synchronization

/// A flag that is taken once: for a notice that a run says at most once, however often the
/// store is read.
public final class OnceFlag: Sendable {
    private let taken = Mutex(false)

    /// A flag not taken yet.
    public init() {}

    /// Whether this is the first call: `true` once, `false` ever after.
    public func take() -> Bool {
        taken.withLock { taken in
            defer { taken = true }
            return !taken
        }
    }
}
