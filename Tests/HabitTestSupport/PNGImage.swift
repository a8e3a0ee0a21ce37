import HabitCLI
import HabitStore
import HabitSystem

/// A PNG image decoded to its pixels, for the tests that look at what a browser drew: 8-bit
/// RGB or RGBA, not interlaced (what Chromium's `--screenshot` writes). The compressed data is
/// unpacked with `habit`'s own ``Inflate``; the rows are unfiltered as the PNG specification
/// says (none, sub, up, average, Paeth).
public struct PNGImage: Sendable {
    /// Why bytes are not a PNG image this reader reads.
    public enum Problem: Error, Equatable, Sendable {
        /// No PNG signature, a chunk cut short, or no IHDR, IDAT or IEND.
        case notPNG
        /// A bit depth, colour type or interlacing other than 8-bit RGB(A), not interlaced.
        case unsupported(String)
        /// The compressed data or a filter is broken.
        case corrupt
    }

    /// One pixel's colour.
    public struct Color: Equatable, Sendable, CustomStringConvertible {
        /// Red, 0 to 255.
        public let red: UInt8
        /// Green, 0 to 255.
        public let green: UInt8
        /// Blue, 0 to 255.
        public let blue: UInt8

        /// A colour of these components.
        public init(red: UInt8, green: UInt8, blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// A colour written `#rrggbb`.
        public init?(hex: String) {
            guard hex.count == 7, hex.hasPrefix("#"), let value = UInt32(hex.dropFirst(), radix: 16) else { return nil }
            self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
        }

        /// Whether every component is within `tolerance` of `other`'s.
        public func isClose(to other: Color, tolerance: Int = 8) -> Bool {
            abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
                && abs(Int(blue) - Int(other.blue)) <= tolerance
        }

        /// `#rrggbb`.
        public var description: String {
            "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }
    }

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The bytes per pixel: 3 (RGB) or 4 (RGBA).
    private let channels: Int
    /// The pixels, row after row, unfiltered.
    private let pixels: [UInt8]

    /// The image that `bytes`, a PNG file, holds.
    public init(_ bytes: [UInt8]) throws(Problem) {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw .notPNG }
        var index = 8
        var header: ArraySlice<UInt8>?
        var compressed: [UInt8] = []
        var ended = false
        while index + 12 <= bytes.count, !ended {
            let length = Self.bigEndian(bytes[index..<index + 4])
            let type = String(decoding: bytes[index + 4..<index + 8], as: UTF8.self)
            guard index + 12 + length <= bytes.count else { throw .notPNG }
            let data = bytes[index + 8..<index + 8 + length]
            switch type {
            case "IHDR": header = data
            case "IDAT": compressed += data
            case "IEND": ended = true
            default: break
            }
            index += 12 + length
        }
        guard let header, header.count == 13, ended, compressed.count > 2 else { throw .notPNG }
        let start = header.startIndex
        width = Self.bigEndian(header[start..<start + 4])
        height = Self.bigEndian(header[start + 4..<start + 8])
        let depth = header[start + 8]
        let colorType = header[start + 9]
        guard depth == 8, header[start + 12] == 0 else { throw .unsupported("bit depth \(depth), interlace \(header[start + 12])") }
        switch colorType {
        case 2: channels = 3
        case 6: channels = 4
        default: throw .unsupported("colour type \(colorType)")
        }
        // A zlib stream: two bytes of header (deflate, no preset dictionary), the data, a checksum.
        guard compressed[0] & 0x0F == 8, compressed[1] & 0x20 == 0 else { throw .corrupt }
        let stride = width * channels
        let raw: [UInt8]
        do {
            raw = try Inflate.unpack(compressed[2...], limit: (stride + 1) * height)
        } catch {
            throw .corrupt
        }
        guard raw.count == (stride + 1) * height else { throw .corrupt }
        pixels = try Self.unfiltered(raw, stride: stride, height: height, channels: channels)
    }

    /// The colour at column `x`, row `y` (from the top left), its alpha ignored.
    public func color(x: Int, y: Int) -> Color {
        let offset = (y * width + x) * channels
        return Color(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2])
    }

    /// The number of different colours in the image.
    public var colorCount: Int {
        var seen: Set<UInt32> = []
        for offset in Swift.stride(from: 0, to: pixels.count, by: channels) {
            seen.insert(UInt32(pixels[offset]) << 16 | UInt32(pixels[offset + 1]) << 8 | UInt32(pixels[offset + 2]))
        }
        return seen.count
    }

    private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 << 8 | Int($1) }
    }

    /// The rows of `raw`, each a filter byte and `stride` bytes, with their filters undone.
    private static func unfiltered(_ raw: [UInt8], stride: Int, height: Int, channels: Int) throws(Problem) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: stride * height)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            let source = row * (stride + 1) + 1
            let target = row * stride
            for column in 0..<stride {
                let value = raw[source + column]
                let left = column >= channels ? Int(out[target + column - channels]) : 0
                let up = row > 0 ? Int(out[target - stride + column]) : 0
                let upLeft = row > 0 && column >= channels ? Int(out[target - stride + column - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4: predicted = paeth(left, up, upLeft)
                default: throw .corrupt
                }
                out[target + column] = value &+ UInt8(predicted & 0xFF)
            }
        }
        return out
    }

    /// The Paeth predictor: of left, up and up-left, the one nearest to left + up − up-left.
    private static func paeth(_ left: Int, _ up: Int, _ upLeft: Int) -> Int {
        let estimate = left + up - upLeft
        let toLeft = abs(estimate - left)
        let toUp = abs(estimate - up)
        let toUpLeft = abs(estimate - upLeft)
        if toLeft <= toUp && toLeft <= toUpLeft { return left }
        return toUp <= toUpLeft ? up : upLeft
    }
}
