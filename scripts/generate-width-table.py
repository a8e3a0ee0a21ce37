#!/usr/bin/env python3
"""Writes Sources/HabitText/Rendering/WidthTable.swift, the columns each Unicode scalar takes in a
terminal, from the Unicode Character Database.

    scripts/generate-width-table.py [UNICODE_FOLDER] [OUTPUT]

UNICODE_FOLDER holds UnicodeData.txt, PropList.txt, EastAsianWidth.txt and emoji/emoji-data.txt (Debian's
`unicode-data` package puts them in /usr/share/unicode, the default). OUTPUT is the Swift file
(default: the one in the repository; `-` writes to standard output). The same files always give
the same table, byte for byte: a test checks that the checked-in table is what this script writes.

The rules, for one scalar (a grapheme cluster is measured by its first scalar, see DisplayWidth):
  0  control characters and line and paragraph separators (Cc, Zl, Zp); combining and enclosing
     marks (Mn, Me); format characters (Cf, such as the zero-width space and joiner) except those
     terminals draw: the soft hyphen and the marks that stand before a number (U+0600..U+0605,
     Prepended_Concatenation_Mark, as glibc does); Hangul
     medial vowels and final consonants (U+1160..U+11FF, U+D7B0..U+D7FF), which join the leading
     consonant's two columns
  2  East Asian Width W or F, Emoji_Presentation, and the unassigned code points that UAX #11 says
     default to W (CJK blocks, planes 2 and 3)
  1  everything else (narrow, ambiguous as narrow, private use, unassigned)
"""

import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_OUTPUT = os.path.join(HERE, "..", "Sources", "HabitText", "Rendering", "WidthTable.swift")
SCALARS = 0x110000
SOFT_HYPHEN = 0x00AD
CONJOINING_JAMO = [(0x1160, 0x11FF), (0xD7B0, 0xD7FF)]
# UAX #11 (EastAsianWidth.txt's header): unassigned code points here default to W.
DEFAULT_WIDE = [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]
PER_LINE = 8


def property_lines(path):
    """(first, last, value) for each data line of a UCD property file."""
    with open(path, encoding="utf-8") as file:
        for line in file:
            data = line.split("#", 1)[0].strip()
            if not data:
                continue
            points, value = (field.strip() for field in data.split(";")[:2])
            first, _, last = points.partition("..")
            yield int(first, 16), int(last or first, 16), value


def general_categories(path):
    """The general category of every code point, "Cn" where UnicodeData.txt lists none."""
    categories = ["Cn"] * SCALARS
    range_start = None
    with open(path, encoding="utf-8") as file:
        for line in file:
            fields = line.split(";")
            point, name, category = int(fields[0], 16), fields[1], fields[2]
            if name.endswith(", First>"):
                range_start = point
                continue
            first = range_start if name.endswith(", Last>") else point
            range_start = None
            for scalar in range(first, point + 1):
                categories[scalar] = category
    return categories


def version_of(path):
    """The Unicode version a data file names in its first line (EastAsianWidth-15.0.0.txt)."""
    with open(path, encoding="utf-8") as file:
        match = re.search(r"-(\d+\.\d+\.\d+)\.txt", file.readline())
    if not match:
        sys.exit(f"generate-width-table: no version in the first line of {path}")
    return match.group(1)


def columns_of_every_scalar(folder):
    """The columns of each code point (0, 1 or 2) and the Unicode version of the data."""
    east_asian = os.path.join(folder, "EastAsianWidth.txt")
    categories = general_categories(os.path.join(folder, "UnicodeData.txt"))
    wide = [False] * SCALARS
    for first, last in DEFAULT_WIDE:
        for scalar in range(first, last + 1):
            wide[scalar] = categories[scalar] == "Cn" or wide[scalar]
    for first, last, value in property_lines(east_asian):
        for scalar in range(first, last + 1):
            wide[scalar] = value in ("W", "F")
    for first, last, value in property_lines(os.path.join(folder, "emoji", "emoji-data.txt")):
        if value == "Emoji_Presentation":
            for scalar in range(first, last + 1):
                wide[scalar] = True
    zero = [categories[scalar] in ("Cc", "Zl", "Zp", "Mn", "Me", "Cf") for scalar in range(SCALARS)]
    zero[SOFT_HYPHEN] = False
    for first, last, value in property_lines(os.path.join(folder, "PropList.txt")):
        if value == "Prepended_Concatenation_Mark":
            for scalar in range(first, last + 1):
                zero[scalar] = False
    for first, last in CONJOINING_JAMO:
        for scalar in range(first, last + 1):
            zero[scalar] = True
    columns = [0 if zero[scalar] else 2 if wide[scalar] else 1 for scalar in range(SCALARS)]
    return columns, version_of(east_asian)


def runs(columns):
    """(first scalar, columns) where the columns change, from U+0000 on."""
    result = []
    for scalar, width in enumerate(columns):
        if not result or result[-1][1] != width:
            result.append((scalar, width))
    return result


def swift_source(columns, version):
    entries = [f"0x{first:06X}_{width:02X}" for first, width in runs(columns)]
    lines = []
    for start in range(0, len(entries), PER_LINE):
        lines.append("        " + ", ".join(entries[start : start + PER_LINE]) + ",")
    body = "\n".join(lines)
    return f"""// Generated by scripts/generate-width-table.py from the Unicode Character Database {version}
// (UnicodeData.txt, PropList.txt, EastAsianWidth.txt, emoji/emoji-data.txt; Debian's unicode-data).
// Swift 6.3's standard library knows Unicode 16.0; {version} is the newest data in Debian 12's unicode-data,
// so scalars first assigned later take one column here. Do not edit: run the script again.

/// The columns each Unicode scalar takes in a terminal, as runs of scalars with the same width.
enum WidthTable {{
    /// One entry per run, ascending: the run's first scalar in the upper bits and its columns (0,
    /// 1 or 2) in the lowest byte, `0x001100_02` for a run of two-column scalars from U+1100. A
    /// run lasts until the next one starts; the first starts at U+0000.
    static let runs: [UInt32] = [
{body}
    ]
}}
"""


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
    output = sys.argv[2] if len(sys.argv) > 2 else DEFAULT_OUTPUT
    columns, version = columns_of_every_scalar(folder)
    source = swift_source(columns, version)
    if output == "-":
        sys.stdout.write(source)
    else:
        with open(output, "w", encoding="utf-8") as file:
            file.write(source)


if __name__ == "__main__":
    main()
