import HabitStore
import HabitSystem
/// Why compressed data could not be inflated.
public enum InflateError: Error, Equatable, Sendable {
    /// The data ends, or holds a code or distance that DEFLATE does not allow.
    case corrupt
    /// The data unpacks to more than it said it would.
    case tooLarge
}

/// Unpacks DEFLATE data (RFC 1951), as zip archives hold it: stored, fixed-Huffman and
/// dynamic-Huffman blocks, decoded bit by bit with canonical Huffman tables. Public for the
/// tests' PNG reader (`HabitTestSupport`), which unpacks the browser's screenshots with it.
///
/// It unpacks a piece at a time (``next(maximum:)``): besides the packed bytes and the piece it
/// returns, it keeps only the last 32 KiB it unpacked, the farthest back DEFLATE may refer, so
/// a small zip that unpacks to gigabytes never has to exist unpacked.
public struct Inflate {
    /// The packed bytes and the position in them, bit by bit.
    private let input: ArraySlice<UInt8>
    private var index: Int
    private var bitBuffer: UInt32 = 0
    private var bitCount = 0
    /// The last ``windowSize`` bytes unpacked, a ring: back-references copy from it.
    private var window = [UInt8](repeating: 0, count: Inflate.windowSize)
    private var windowPosition = 0
    /// How many bytes have been unpacked in all.
    public private(set) var unpacked = 0
    private let limit: Int

    /// Where the unpacking is: between blocks, inside one, or past the last.
    private enum State {
        case blockStart, stored(remaining: Int), huffman, finished
    }
    private var state = State.blockStart
    private var isLastBlock = false
    /// The codes of the Huffman block being read.
    private var literals = Inflate.fixedLiterals
    private var distances = Inflate.fixedDistances
    /// A back-reference not yet copied whole: how many bytes remain, and from how far back.
    private var pendingLength = 0
    private var pendingDistance = 0

    /// How far back DEFLATE may refer (RFC 1951, 3.2.5).
    static let windowSize = 32_768

    /// A reader of `compressed` that unpacks never more than `limit` bytes.
    public init(_ compressed: ArraySlice<UInt8>, limit: Int) {
        input = compressed
        index = compressed.startIndex
        self.limit = limit
    }

    /// `compressed` unpacked whole; never more than `limit` bytes.
    ///
    /// - Throws: ``InflateError``.
    public static func unpack(_ compressed: ArraySlice<UInt8>, limit: Int) throws(InflateError) -> [UInt8] {
        var inflate = Inflate(compressed, limit: limit)
        var output: [UInt8] = []
        output.reserveCapacity(min(limit, compressed.count * 4))
        while let piece = try inflate.next() { output += piece }
        return output
    }

    /// The next at most `maximum` (at least 1) unpacked bytes; `nil` after the last. A piece may
    /// be shorter than `maximum` though more follow.
    ///
    /// - Throws: ``InflateError``; ``InflateError/tooLarge`` as soon as the data would unpack
    ///   to more than the limit.
    public mutating func next(maximum: Int = 65_536) throws(InflateError) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(min(max(maximum, 1), 65_536))
        while output.count < maximum {
            if pendingLength > 0 {
                let count = min(pendingLength, maximum - output.count)
                for _ in 0..<count {
                    emit(window[(windowPosition - pendingDistance) & (Inflate.windowSize - 1)], into: &output)
                }
                pendingLength -= count
                continue
            }
            switch state {
            case .finished:
                return output.isEmpty ? nil : output
            case .blockStart:
                guard !isLastBlock else {
                    state = .finished
                    continue
                }
                isLastBlock = try bits(1) == 1
                switch try bits(2) {
                case 0: state = .stored(remaining: try storedLength())
                case 1:
                    literals = Inflate.fixedLiterals
                    distances = Inflate.fixedDistances
                    state = .huffman
                case 2:
                    (literals, distances) = try dynamicTables()
                    state = .huffman
                default: throw .corrupt
                }
            case .stored(let remaining):
                guard remaining > 0 else {
                    state = .blockStart
                    continue
                }
                let count = min(remaining, maximum - output.count)
                guard unpacked + count <= limit else { throw .tooLarge }
                for byte in input[index..<index + count] { emit(byte, into: &output) }
                index += count
                state = .stored(remaining: remaining - count)
            case .huffman:
                let symbol = try decode(literals)
                if symbol < 256 {
                    guard unpacked < limit else { throw .tooLarge }
                    emit(UInt8(symbol), into: &output)
                } else if symbol == 256 {
                    state = .blockStart
                } else {
                    let lengthCode = symbol - 257
                    guard lengthCode < Inflate.lengthBase.count else { throw .corrupt }
                    let length = Inflate.lengthBase[lengthCode] + (try bits(Inflate.lengthExtra[lengthCode]))
                    let distanceCode = try decode(distances)
                    guard distanceCode < Inflate.distanceBase.count else { throw .corrupt }
                    let distance = Inflate.distanceBase[distanceCode] + (try bits(Inflate.distanceExtra[distanceCode]))
                    guard distance <= unpacked else { throw .corrupt }
                    guard unpacked + length <= limit else { throw .tooLarge }
                    // Copied a byte at a time: the copy may overlap what it writes (a run).
                    pendingLength = length
                    pendingDistance = distance
                }
            }
        }
        return output
    }

    /// Adds `byte` to the piece and to the window.
    private mutating func emit(_ byte: UInt8, into output: inout [UInt8]) {
        output.append(byte)
        window[windowPosition] = byte
        windowPosition = (windowPosition + 1) & (Inflate.windowSize - 1)
        unpacked += 1
    }

    /// The next `count` bits (at most 16), least significant first.
    private mutating func bits(_ count: Int) throws(InflateError) -> Int {
        while bitCount < count {
            guard index < input.endIndex else { throw .corrupt }
            bitBuffer |= UInt32(input[index]) << UInt32(bitCount)
            index += 1
            bitCount += 8
        }
        let value = Int(bitBuffer & ((1 << UInt32(count)) - 1))
        bitBuffer >>= UInt32(count)
        bitCount -= count
        return value
    }

    /// The length of a stored block, whose bytes follow at `index`.
    private mutating func storedLength() throws(InflateError) -> Int {
        bitBuffer = 0
        bitCount = 0
        guard index + 4 <= input.endIndex else { throw .corrupt }
        let length = Int(input[index]) | Int(input[index + 1]) << 8
        let complement = Int(input[index + 2]) | Int(input[index + 3]) << 8
        index += 4
        guard length == ~complement & 0xFFFF, index + length <= input.endIndex else { throw .corrupt }
        return length
    }

    /// A canonical Huffman code: how many codes each length has, and the symbols in code order.
    struct Table {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        /// The code whose symbols have the bit lengths `lengths` (0: unused).
        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    /// The next symbol in `table`'s code.
    private mutating func decode(_ table: Table) throws(InflateError) -> Int {
        var code = 0
        var first = 0
        var position = 0
        for length in 1..<16 {
            code |= try bits(1)
            let count = table.counts[length]
            if code - first < count { return table.symbols[position + code - first] }
            position += count
            first = (first + count) << 1
            code <<= 1
        }
        throw .corrupt
    }

    private static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
        8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    private static let fixedLiterals = Table(
        lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112) + [Int](repeating: 7, count: 24)
            + [Int](repeating: 8, count: 8))
    private static let fixedDistances = Table(lengths: [Int](repeating: 5, count: 30))
    /// The order in which a dynamic block lists the code lengths of its code-length code.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private mutating func dynamicTables() throws(InflateError) -> (Table, Table) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let lengthCodeCount = try bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw .corrupt }
        var codeLengths = [Int](repeating: 0, count: 19)
        for position in 0..<lengthCodeCount { codeLengths[Inflate.codeLengthOrder[position]] = try bits(3) }
        let lengthTable = Table(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(lengthTable)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw .corrupt }
                lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
            case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
            default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount, lengths[256] != 0 else { throw .corrupt }
        return (Table(lengths: Array(lengths[..<literalCount])), Table(lengths: Array(lengths[literalCount...])))
    }
}
