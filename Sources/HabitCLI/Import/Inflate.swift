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
public struct Inflate {
    /// The packed bytes and the position in them, bit by bit.
    private let input: [UInt8]
    private var index = 0
    private var bitBuffer: UInt32 = 0
    private var bitCount = 0
    /// What has been unpacked so far; back-references copy from it.
    private var output: [UInt8] = []
    private let limit: Int

    /// `compressed` unpacked; never more than `limit` bytes.
    ///
    /// - Throws: ``InflateError``.
    public static func unpack(_ compressed: ArraySlice<UInt8>, limit: Int) throws(InflateError) -> [UInt8] {
        var inflate = Inflate(input: Array(compressed), limit: limit)
        try inflate.run()
        return inflate.output
    }

    private init(input: [UInt8], limit: Int) {
        self.input = input
        self.limit = limit
        output.reserveCapacity(min(limit, input.count * 4))
    }

    private mutating func run() throws(InflateError) {
        var isLast = false
        while !isLast {
            isLast = try bits(1) == 1
            switch try bits(2) {
            case 0: try storedBlock()
            case 1: try huffmanBlock(literals: Inflate.fixedLiterals, distances: Inflate.fixedDistances)
            case 2:
                let (literals, distances) = try dynamicTables()
                try huffmanBlock(literals: literals, distances: distances)
            default: throw .corrupt
            }
        }
    }

    /// The next `count` bits (at most 16), least significant first.
    private mutating func bits(_ count: Int) throws(InflateError) -> Int {
        while bitCount < count {
            guard index < input.count else { throw .corrupt }
            bitBuffer |= UInt32(input[index]) << UInt32(bitCount)
            index += 1
            bitCount += 8
        }
        let value = Int(bitBuffer & ((1 << UInt32(count)) - 1))
        bitBuffer >>= UInt32(count)
        bitCount -= count
        return value
    }

    private mutating func append(_ byte: UInt8) throws(InflateError) {
        guard output.count < limit else { throw .tooLarge }
        output.append(byte)
    }

    private mutating func storedBlock() throws(InflateError) {
        bitBuffer = 0
        bitCount = 0
        guard index + 4 <= input.count else { throw .corrupt }
        let length = Int(input[index]) | Int(input[index + 1]) << 8
        let complement = Int(input[index + 2]) | Int(input[index + 3]) << 8
        index += 4
        guard length == ~complement & 0xFFFF, index + length <= input.count else { throw .corrupt }
        guard output.count + length <= limit else { throw .tooLarge }
        output.append(contentsOf: input[index..<index + length])
        index += length
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

    private mutating func huffmanBlock(literals: Table, distances: Table) throws(InflateError) {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                try append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let lengthCode = symbol - 257
                guard lengthCode < Inflate.lengthBase.count else { throw .corrupt }
                let length = Inflate.lengthBase[lengthCode] + (try bits(Inflate.lengthExtra[lengthCode]))
                let distanceCode = try decode(distances)
                guard distanceCode < Inflate.distanceBase.count else { throw .corrupt }
                let distance = Inflate.distanceBase[distanceCode] + (try bits(Inflate.distanceExtra[distanceCode]))
                guard distance <= output.count else { throw .corrupt }
                guard output.count + length <= limit else { throw .tooLarge }
                let start = output.count - distance
                // The copy may overlap what it writes (a run): byte by byte.
                for offset in 0..<length { output.append(output[start + offset]) }
            }
        }
    }

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
