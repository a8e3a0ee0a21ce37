#!/usr/bin/env python3
"""Writes Sources/HabitText/CatalogTables.swift from the catalogs Sources/HabitText/Catalogs/*.po.

Each catalog is a gettext PO file: msgctxt is the stable key of a message, msgid its English
text with {named} placeholders (python-brace-format), msgstr / msgstr[N] the language's text.
The English catalog, en.po, names the keys and their order; every other catalog gives its text
for those keys (one it lacks falls back to English at run time; CatalogTests names it). Fuzzy
entries are left out, as msgfmt leaves them out. The languages follow from the file names.

Usage: scripts/generate-catalogs.py [OUTPUT [CATALOGS]]   (OUTPUT "-" writes to standard output;
CATALOGS, a folder of .po files other than Sources/HabitText/Catalogs, is for the tests)
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CATALOGS = os.path.join(ROOT, "Sources", "HabitText", "Catalogs")
OUTPUT = os.path.join(ROOT, "Sources", "HabitText", "CatalogTables.swift")

ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "a": "\a", "b": "\b", "f": "\f", "r": "\r", "v": "\v"}


def unquote(text, where):
    """The contents of one PO string literal: "…" with C escapes."""
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        sys.exit(f"{where}: expected a quoted string, found {text!r}")
    body, out, i = text[1:-1], [], 0
    while i < len(body):
        c = body[i]
        if c == "\\":
            if i + 1 >= len(body) or body[i + 1] not in ESCAPES:
                sys.exit(f"{where}: unknown escape in {text!r}")
            out.append(ESCAPES[body[i + 1]])
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def read_po(path):
    """The entries of a PO file: dicts with ctxt, id, id_plural, strs (list), flags, comments."""
    entries, entry, field = [], None, None
    name = os.path.basename(path)

    def finish():
        if entry is not None and "id" in entry:
            entries.append(entry)

    with open(path, encoding="utf-8") as f:
        for number, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            where = f"{name}:{number}"
            if not line.strip():
                continue
            if line.startswith("#"):
                if entry is not None and "id" in entry and field != "comment":
                    finish()
                    entry = None
                if entry is None:
                    entry = {"flags": set(), "comments": [], "strs": {}}
                field = "comment"
                if line.startswith("#,"):
                    entry["flags"].update(flag.strip() for flag in line[2:].split(","))
                elif line.startswith("#."):
                    entry["comments"].append(line[2:].strip())
                continue
            match = re.match(r"^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(\".*\")$", line)
            if match:
                keyword, index, value = match.group(1), match.group(2), unquote(match.group(3), where)
                if keyword in ("msgctxt", "msgid") and entry is not None and "id" in entry:
                    finish()
                    entry = None
                if entry is None:
                    entry = {"flags": set(), "comments": [], "strs": {}}
                if keyword == "msgctxt":
                    field = ("ctxt",)
                    entry["ctxt"] = value
                elif keyword == "msgid":
                    field = ("id",)
                    entry["id"] = value
                elif keyword == "msgid_plural":
                    field = ("id_plural",)
                    entry["id_plural"] = value
                else:
                    slot = int(index) if index is not None else 0
                    field = ("str", slot)
                    entry["strs"][slot] = value
                continue
            if line.startswith('"') and isinstance(field, tuple):
                value = unquote(line.strip(), where)
                if field[0] == "str":
                    entry["strs"][field[1]] += value
                else:
                    entry[field[0]] += value
                continue
            sys.exit(f"{where}: cannot read {line!r}")
    finish()
    return entries


def header_fields(entries, path):
    for entry in entries:
        if entry["id"] == "" and "ctxt" not in entry:
            fields = {}
            for line in entry["strs"].get(0, "").split("\n"):
                if ":" in line:
                    key, value = line.split(":", 1)
                    fields[key.strip()] = value.strip()
            return fields
    sys.exit(f"{path}: no header entry (msgid \"\")")


def swift_literal(text):
    out = []
    for c in text:
        if c == "\\":
            out.append("\\\\")
        elif c == '"':
            out.append('\\"')
        elif ord(c) < 0x20 or ord(c) == 0x7F or 0x80 <= ord(c) < 0xA0 or c in "\u2028\u2029":
            out.append("\\u{%X}" % ord(c))
        else:
            out.append(c)
    return '"' + "".join(out) + '"'


def case_name(key):
    parts = key.split(".")
    if not all(re.fullmatch(r"[a-z][A-Za-z0-9]*", part) for part in parts):
        sys.exit(f"en.po: the key {key!r} is not dotted lowerCamelCase words (such as tag.tagsNow)")
    return parts[0] + "".join(part[0].upper() + part[1:] for part in parts[1:])


def comment_text(text):
    """The English text as a doc comment shows it: on one line, and quoted where it starts or
    ends with a space (a separator such as " and "), which a comment would otherwise lose."""
    text = text.replace("\n", " ")
    return f"“{text}”" if text != text.strip() else text


def generate():
    files = sorted(f for f in os.listdir(CATALOGS) if f.endswith(".po"))
    catalogs = {}
    for file in files:
        path = os.path.join(CATALOGS, file)
        entries = read_po(path)
        fields = header_fields(entries, path)
        plural = fields.get("Plural-Forms", "")
        match = re.fullmatch(r"nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*(.+?)\s*;?", plural)
        if not match:
            sys.exit(f"{file}: the header needs Plural-Forms: nplurals=N; plural=EXPRESSION;")
        fractions = fields.get("X-Fraction-Plural", "")
        if not re.fullmatch(r"integer-part|form [0-9]+", fractions):
            sys.exit(f"{file}: the header needs X-Fraction-Plural: integer-part, or form N")
        by_key = {}
        for entry in entries:
            if "ctxt" not in entry or "fuzzy" in entry["flags"]:
                continue
            if entry["ctxt"] in by_key:
                sys.exit(f"{file}: the key {entry['ctxt']} appears twice")
            by_key[entry["ctxt"]] = entry
        catalogs[file[:-3]] = (int(match.group(1)), match.group(2), fractions, entries, by_key)
    if "en" not in catalogs:
        sys.exit("no en.po: the English catalog names the keys")
    english_entries = [e for e in catalogs["en"][3] if "ctxt" in e and "fuzzy" not in e["flags"]]
    keys = [e["ctxt"] for e in english_entries]

    out = []
    out.append("// Generated by scripts/generate-catalogs.py from Sources/HabitText/Catalogs/*.po. Do not edit:")
    out.append("// change a catalog and run `python3 scripts/generate-catalogs.py`.")
    out.append("")
    out.append("/// The key of each message: its `msgctxt` in the catalogs, in the order of `en.po`.")
    out.append("public enum CatalogKey: Int, CaseIterable, Sendable {")
    for entry in english_entries:
        out.append(f"    /// {comment_text(entry['id'])}")
        out.append(f"    case {case_name(entry['ctxt'])}")
    out.append("")
    out.append("    /// The key as the catalogs write it (`msgctxt`).")
    out.append("    public var name: String { Self.names[rawValue] }")
    out.append("")
    out.append("    /// Each key's name, by raw value.")
    out.append("    static let names: [String] = [")
    for key in keys:
        out.append(f"        {swift_literal(key)},")
    out.append("    ]")
    out.append("}")
    out.append("")
    out.append("extension Catalog {")
    out.append("    /// The language codes that have a catalog, from the catalogs' file names.")
    out.append("    public static let codes: [String] = [" + ", ".join(swift_literal(c) for c in catalogs) + "]")
    out.append("")
    out.append("    /// The catalog of the language `code` (\"en\", \"de\"), or nil where none was compiled in.")
    out.append("    public static func named(_ code: String) -> Catalog? {")
    out.append("        switch code {")
    for code in catalogs:
        out.append(f"        case {swift_literal(code)}: return {identifier(code)}")
    out.append("        default: return nil")
    out.append("        }")
    out.append("    }")
    for code, (nplurals, formula, fractions, _, by_key) in catalogs.items():
        texts, starts = [], []
        for key in keys:
            starts.append(len(texts))
            entry = by_key.get(key)
            if entry is None:
                continue
            strs = entry["strs"]
            forms = [strs.get(i, "") for i in range(nplurals)] if "id_plural" in entry else [strs.get(0, "")]
            if any(form == "" for form in forms):
                continue  # untranslated: English at run time
            texts.extend(forms)
        starts.append(len(texts))
        out.append("")
        out.append(f"    /// The catalog `{code}.po`.")
        out.append(f"    static let {identifier(code)} = Catalog(")
        out.append(f"        code: {swift_literal(code)}, pluralForms: {nplurals}, pluralFormula: {swift_literal(formula)},")
        out.append(f"        fractionPlural: {swift_literal(fractions)},")
        out.append("        texts: [")
        for text in texts:
            out.append(f"            {swift_literal(text)},")
        out.append("        ],")
        out.append("        starts: [")
        for i in range(0, len(starts), 16):
            out.append("            " + ", ".join(str(s) for s in starts[i:i + 16]) + ",")
        out.append("        ])")
    out.append("}")
    return "\n".join(out) + "\n"


def identifier(code):
    return "catalog" + "".join(part.capitalize() for part in re.split(r"[^A-Za-z0-9]", code))


if __name__ == "__main__":
    target = sys.argv[1] if len(sys.argv) > 1 else OUTPUT
    if len(sys.argv) > 2:
        CATALOGS = sys.argv[2]
    text = generate()
    if target == "-":
        sys.stdout.write(text)
    else:
        with open(target, "w", encoding="utf-8") as f:
            f.write(text)
