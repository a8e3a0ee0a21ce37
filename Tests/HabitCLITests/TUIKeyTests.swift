@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCLI

/// `habit tui`'s key decoder on byte sequences, whole and split across reads at every offset.
@Suite struct TUIKeyTests {
    static let cases: [(bytes: [UInt8], keys: [TUIKey])] = [
        ([0x1B, 0x5B, 0x41], [.up]), ([0x1B, 0x5B, 0x42], [.down]), ([0x1B, 0x4F, 0x43], [.right]),
        ([0x1B, 0x4F, 0x44], [.left]), (Array("\u{1B}[1;5A".utf8), [.up]), (Array("\u{1B}[5~\u{1B}[6~".utf8), [.pageUp, .pageDown]),
        (Array("\u{1B}[H\u{1B}[4~".utf8), [.home, .end]), ([0x0D], [.enter]), ([0x0A], [.enter]), ([0x7F], [.backspace]),
        ([0x08], [.backspace]), ([0x20], [.space]), ([0x03], [.control("c")]), ([0x12], [.control("r")]),
        (Array("jkq?".utf8), [.character("j"), .character("k"), .character("q"), .character("?")]),
        (Array("ü€😀".utf8), [.character("ü"), .character("€"), .character("😀")]),
        (Array("\u{1B}[<0;3;4M".utf8), [.unknown]), (Array("\u{1B}x".utf8), [.character("x")]),
        ([0x1B, 0x1B, 0x5B, 0x41], [.escape, .up]),
    ]

    @Test("each sequence decodes to its keys", arguments: cases.indices)
    func whole(_ index: Int) {
        let (bytes, keys) = Self.cases[index]
        let decoded = TUIKey.decode(bytes, final: false)
        #expect(decoded.keys == keys)
        #expect(decoded.rest.isEmpty)
    }

    @Test("split at every offset, the first part's rest joined to the second gives the same keys", arguments: cases.indices)
    func split(_ index: Int) {
        let (bytes, keys) = Self.cases[index]
        for cut in 0...bytes.count {
            let first = TUIKey.decode(Array(bytes[..<cut]), final: false)
            let second = TUIKey.decode(first.rest + bytes[cut...], final: false)
            #expect(first.keys + second.keys == keys, "cut at \(cut)")
        }
    }

    @Test("a lone Esc waits for more, and is Escape when nothing follows")
    func loneEscape() {
        #expect(TUIKey.decode([0x1B], final: false).keys.isEmpty)
        #expect(TUIKey.decode([0x1B], final: false).rest == [0x1B])
        #expect(TUIKey.decode([0x1B], final: true).keys == [.escape])
        #expect(TUIKey.decode(Array("j\u{1B}".utf8), final: true).keys == [.character("j"), .escape])
    }
}
