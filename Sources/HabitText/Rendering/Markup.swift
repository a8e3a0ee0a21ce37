/// Text inside HTML and SVG: every character that markup gives a meaning to is written as its
/// entity, so a habit named `<script>` or `"&'` is shown as text, never read as markup.
public enum Markup {
    /// `text` with `&`, `<`, `>`, `"` and `'` as entities, safe in an element and in a quoted
    /// attribute, and any character markup cannot hold as U+FFFD (``MarkupWriter/text(_:)``).
    public static func escaped(_ text: String) -> String {
        // Markup's five characters, the ASCII controls and the lead bytes of every other
        // character that could be unsafe (C1 controls and noncharacters).
        guard
            text.utf8.contains(where: {
                $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 < 0x20 || $0 == 0x7F || $0 == 0xC2
                    || $0 >= 0xEF
            })
        else {
            return text
        }
        var writer = MarkupWriter(capacity: text.utf8.count + 16)
        writer.text(text)
        return writer.string
    }
}
