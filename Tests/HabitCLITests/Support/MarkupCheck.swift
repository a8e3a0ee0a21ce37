import Foundation
@testable import HabitSystem
import Testing
@testable import HabitStore

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Checks of the report's HTML and the heatmaps' SVG: the SVG with an XML parser (Foundation's
/// `XMLParser`, libxml2 on Linux), the HTML with the strict script in
/// `Fixtures/markup/strict-html.py` (Python's `html.parser` and a check that every element is
/// closed in order).
enum MarkupCheck {
    /// An element of an XML document: its name, attributes, the text directly inside it, and the
    /// index of its parent in the document's list (`nil` for the root).
    struct Element: Sendable {
        let name: String
        let attributes: [String: String]
        var text = ""
        let parent: Int?
    }

    /// The result of reading a document as XML: its elements in document order, or the problem.
    struct XMLResult: Sendable {
        let elements: [Element]
        let problem: String?

        /// The elements named `name`.
        func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }

        /// The children of the element at `index`.
        func children(of index: Int) -> [Element] { elements.filter { $0.parent == index } }
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var open: [Int] = []
        var problem: String?

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
            attributes attributeDict: [String: String] = [:]
        ) {
            elements.append(Element(name: elementName, attributes: attributeDict, parent: open.last))
            open.append(elements.count - 1)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let last = open.last { elements[last].text += string }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            problem = problem ?? "line \(parser.lineNumber), column \(parser.columnNumber): \(parseError)"
        }
    }

    /// `text` read as XML. (On Linux `parse()` returns `true` for some malformed documents, a
    /// closing tag that does not match say, so the delegate's errors and `parserError` count too.)
    static func xml(_ text: String) -> XMLResult {
        let parser = XMLParser(data: Data(text.utf8))
        let reader = Reader()
        parser.delegate = reader
        let parsed = parser.parse()
        let problem = reader.problem ?? parser.parserError.map { "\($0)" } ?? (parsed ? nil : "not XML")
        return XMLResult(elements: reader.elements, problem: problem)
    }

    /// Every inline `<svg>…</svg>` of an HTML page, as text.
    static func inlineSVGs(_ page: String) -> [String] {
        var result: [String] = []
        var rest = page[...]
        while let start = rest.range(of: "<svg"), let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex) {
            result.append(String(rest[start.lowerBound..<end.upperBound]))
            rest = rest[end.upperBound...]
        }
        return result
    }

    /// The strict script's path.
    static let strictHTMLScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/markup/strict-html.py").path

    /// Whether python3 is there to run the strict script.
    static let hasPython = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")

    /// The page read by the strict script: its problems (none when it passes) and otherwise its
    /// text, one piece a line.
    static func strictHTML(_ page: String) throws -> (passed: Bool, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [strictHTMLScript]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // Written on its own thread while the output is read here, so a large page cannot block.
        let bytes = Data(page.utf8)
        let writer = input.fileHandleForWriting
        let thread = Thread {
            writer.write(bytes)
            try? writer.close()
        }
        thread.start()
        let text = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus == 0, String(decoding: text, as: UTF8.self))
    }
}
