/// The limits of a habit file as messages quote them, passed with the message so that the
/// language tables hold words only.
public struct FileLimits: Equatable, Sendable {
    /// The largest data file habit reads or writes, in bytes.
    public let maximumSize: Int
    /// The newest format version habit reads.
    public let newestVersion: Int

    /// This build's limits.
    public static let current = FileLimits(maximumSize: StoreFormat.maximumSize, newestVersion: StoreFormat.version)

    /// Limits of `maximumSize` bytes and format versions up to `newestVersion`.
    public init(maximumSize: Int, newestVersion: Int) {
        self.maximumSize = maximumSize
        self.newestVersion = newestVersion
    }
}
