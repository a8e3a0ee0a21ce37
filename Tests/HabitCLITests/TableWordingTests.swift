import Foundation
import Testing

/// The language tables only word what was decided: no `where` clause, ternary, `if` or `guard`
/// in their code (STYLE.md, "A table only words what was decided"). The code that builds a
/// `Message` decides and hands the table an enum case per variant, the counts that are not zero
/// and amounts to write; the tables' `switch`es name each case and word it.
@Suite struct TableWordingTests {
    /// Decisions a table may keep, as "File.swift: the trimmed line", each with the reason it
    /// cannot move out. Empty: none is needed.
    static let allowed: [String: String] = [:]

    /// The folder of every language table: each folder of `Sources/HabitCLI/Language` but the
    /// messages themselves.
    static var tableFolders: [URL] {
        let language = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/HabitCLI/Language")
        let entries = (try? FileManager.default.contentsOfDirectory(at: language, includingPropertiesForKeys: nil)) ?? []
        return entries.filter { $0.hasDirectoryPath && $0.lastPathComponent != "Messages" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test func everyLanguageHasATableFolder() {
        #expect(Self.tableFolders.map(\.lastPathComponent) == ["English", "French", "German"])
    }

    @Test(arguments: tableFolders.map(\.lastPathComponent))
    func tablesDecideNothing(_ language: String) throws {
        let folder = Self.tableFolders.first { $0.lastPathComponent == language }
        let files = try FileManager.default.contentsOfDirectory(at: try #require(folder), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
        #expect(!files.isEmpty)
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            for decision in SwiftCode.decisions(in: source) {
                let entry = "\(file.lastPathComponent): \(decision.line)"
                #expect(
                    Self.allowed[entry] != nil,
                    "\(file.lastPathComponent):\(decision.number) decides with “\(decision.kind)”; decide where the Message is built and give the table an enum case per variant: \(decision.line)"
                )
            }
        }
    }

    /// The scanner finds each kind of decision in code, inside an interpolation too, and none in
    /// comments or in the words of a string.
    @Test func scannerFindsDecisionsInCodeOnly() {
        let source = #"""
            // if a comment says where, or guard, or a ? b : c, nothing is decided
            case .a(let x) where x > 1: return "x"
            case .b(let y): return "\(y ? "yes" : "no") if where guard ? : words"
            case .c: if z { return "z" }
            case .d: guard let w else { return "" }
            case .e(let v?): return v.map { "\($0)" } ?? "none"
            /* where if guard */ case .f: return """
                where if "guard" \(n)
                """
            """#
        let found = SwiftCode.decisions(in: source).map { "\($0.number) \($0.kind)" }
        #expect(found == ["2 where", "3 ? :", "4 if", "5 guard"])
    }
}

/// Just enough of Swift's lexical grammar to tell code from comments and the words of strings.
enum SwiftCode {
    /// A decision found on a line of code.
    struct Decision {
        /// The line's number, 1 for the first.
        let number: Int
        /// `where`, `if`, `guard` or `? :`.
        let kind: String
        /// The line, trimmed.
        let line: String
    }

    /// Every `where`, `if`, `guard` and ternary in the code of `source`, at most one per line.
    static func decisions(in source: String) -> [Decision] {
        let lines = source.components(separatedBy: "\n")
        let code = codeOnly(source).components(separatedBy: "\n")
        let keyword = try! Regex(#"\b(where|if|guard)\b"#)
        let ternary = try! Regex(#"\s\?\s"#)
        return zip(code.indices, code).compactMap { index, text in
            let kind: String
            if let match = text.firstMatch(of: keyword) {
                kind = String(text[match.range])
            } else if text.contains(ternary) {
                kind = "? :"
            } else {
                return nil
            }
            return Decision(number: index + 1, kind: kind, line: lines[index].trimmingCharacters(in: .whitespaces))
        }
    }

    /// `source` with every comment and the text of every string literal replaced by spaces (line
    /// breaks kept); the code of an interpolation inside a string stays.
    static func codeOnly(_ source: String) -> String {
        enum Context {
            case code(parentheses: Int)
            case string(multiline: Bool)
        }
        let characters = Array(source)
        var stack: [Context] = [.code(parentheses: 0)]
        var out = ""
        var index = 0
        func next(_ offset: Int) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        func blank(_ count: Int) {
            for offset in 0..<count where index + offset < characters.count {
                out.append(characters[index + offset] == "\n" ? "\n" : " ")
            }
            index += count
        }
        while index < characters.count {
            let character = characters[index]
            switch stack.last {
            case .code(let parentheses):
                if character == "/" && next(1) == "/" {
                    while index < characters.count && characters[index] != "\n" { blank(1) }
                } else if character == "/" && next(1) == "*" {
                    var depth = 0
                    repeat {
                        if characters[index] == "/" && next(1) == "*" {
                            depth += 1
                            blank(2)
                        } else if characters[index] == "*" && next(1) == "/" {
                            depth -= 1
                            blank(2)
                        } else {
                            blank(1)
                        }
                    } while depth > 0 && index < characters.count
                } else if character == "\"" && next(1) == "\"" && next(2) == "\"" {
                    stack.append(.string(multiline: true))
                    blank(3)
                } else if character == "\"" {
                    stack.append(.string(multiline: false))
                    blank(1)
                } else if character == "(" {
                    stack[stack.count - 1] = .code(parentheses: parentheses + 1)
                    out.append(character)
                    index += 1
                } else if character == ")" && parentheses == 0 && stack.count > 1 {
                    stack.removeLast()  // the end of an interpolation
                    blank(1)
                } else {
                    if character == ")" { stack[stack.count - 1] = .code(parentheses: parentheses - 1) }
                    out.append(character)
                    index += 1
                }
            case .string(let multiline):
                if character == "\\" && next(1) == "(" {
                    stack.append(.code(parentheses: 0))
                    blank(2)
                } else if character == "\\" {
                    blank(2)
                } else if multiline && character == "\"" && next(1) == "\"" && next(2) == "\"" {
                    stack.removeLast()
                    blank(3)
                } else if !multiline && character == "\"" {
                    stack.removeLast()
                    blank(1)
                } else {
                    blank(1)
                }
            case nil:
                return out
            }
        }
        return out
    }
}
