import HabitSystem
/// A change from one file's bytes to another's, as the whole lines that differ: the first
/// `offset` bytes and the last `tail` bytes are the same in both, and between them the old file
/// held `removed` and the new one holds `inserted`. What ``ChangeHistory`` keeps of a change,
/// so that a check on ten years of history costs a line or two, not a copy of the file.
public struct LinePatch: Equatable, Sendable {
    /// Where the lines that differ start, in bytes.
    public var offset: Int
    /// The lines the old file held there.
    public var removed: [UInt8]
    /// The lines the new file holds there.
    public var inserted: [UInt8]
    /// How many bytes after them are the same in both.
    public var tail: Int

    /// A patch with these parts.
    public init(offset: Int, removed: [UInt8], inserted: [UInt8], tail: Int) {
        (self.offset, self.removed, self.inserted, self.tail) = (offset, removed, inserted, tail)
    }

    /// The patch from `old` to `new`: what lies between their longest common first and last
    /// lines. Cut at line starts, so both pieces are whole lines of UTF-8 text when the files are.
    public init(from old: [UInt8], to new: [UInt8]) {
        let newline = UInt8(ascii: "\n")
        let limit = min(old.count, new.count)
        var prefix = 0
        old.withUnsafeBytes { a in
            new.withUnsafeBytes { b in
                // Eight bytes at a time while they agree, then byte by byte.
                while prefix + 8 <= limit,
                    a.loadUnaligned(fromByteOffset: prefix, as: UInt64.self)
                        == b.loadUnaligned(fromByteOffset: prefix, as: UInt64.self)
                {
                    prefix += 8
                }
            }
        }
        while prefix < limit, old[prefix] == new[prefix] { prefix += 1 }
        // Back to the start of the line it is in.
        while prefix > 0, old[prefix - 1] != newline { prefix -= 1 }
        var suffix = 0
        let suffixLimit = limit - prefix
        while suffix < suffixLimit, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        // Forward to a line start: the byte before the common end is a line break (in both, or
        // the common end is everything after the common start).
        while suffix > 0, old.count - suffix > prefix, old[old.count - suffix - 1] != newline { suffix -= 1 }
        while suffix > 0, new.count - suffix > prefix, new[new.count - suffix - 1] != newline { suffix -= 1 }
        offset = prefix
        removed = Array(old[prefix..<old.count - suffix])
        inserted = Array(new[prefix..<new.count - suffix])
        tail = suffix
    }

    /// The bytes in the patch, a measure of what keeping it costs.
    public var size: Int { removed.count + inserted.count }

    /// `old` with the patch applied (the new file), or `nil` when `old` is not the file it was
    /// made from.
    public func applied(to old: [UInt8]) -> [UInt8]? {
        Self.replace(removed, with: inserted, in: old, at: offset, tail: tail)
    }

    /// `new` with the patch taken back (the old file), or `nil` when `new` is not the file it
    /// made.
    public func reverted(_ new: [UInt8]) -> [UInt8]? {
        Self.replace(inserted, with: removed, in: new, at: offset, tail: tail)
    }

    private static func replace(
        _ part: [UInt8], with replacement: [UInt8], in bytes: [UInt8], at offset: Int, tail: Int
    ) -> [UInt8]? {
        guard bytes.count == offset + part.count + tail, bytes[offset..<offset + part.count].elementsEqual(part) else {
            return nil
        }
        var result: [UInt8] = []
        result.reserveCapacity(offset + replacement.count + tail)
        result += bytes[..<offset]
        result += replacement
        result += bytes[(offset + part.count)...]
        return result
    }
}
