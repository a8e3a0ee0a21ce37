#!/usr/bin/env python3
"""Rewrites the `let expected = \"\"\" … \"\"\"` block of each failing golden test with what the
program printed, read from `swift test`'s failure messages. Review the diff before committing:
this is a tool for deliberate changes of output, not for making tests pass."""
import re, subprocess, sys

filter_args = sys.argv[1:]
run = subprocess.run(["swift", "test", *(["--filter", "|".join(filter_args)] if filter_args else [])],
                     capture_output=True, text=True)
log = run.stdout + run.stderr
pattern = re.compile(r'recorded an issue at (\w+\.swift):(\d+):\d+: Expectation failed: \(output(?:\.stdout)?(?:\.visibleEscapes)? → "(.*?)"\) == \(expected \+ "\\n"', re.S)
fixes = {}
for match in pattern.finditer(log):
    fixes.setdefault(match.group(1), []).append((int(match.group(2)), match.group(3)))
for name, items in fixes.items():
    path = f"Tests/HabitCLITests/{name}"
    lines = open(path).read().split("\n")
    for line_number, actual in sorted(items, reverse=True):
        index = line_number - 1
        start = next(i for i in range(index, -1, -1) if lines[i].strip().startswith("let expected = \"\"\""))
        end = next(i for i in range(start + 1, index) if lines[i].strip() == "\"\"\"")
        indent = lines[end][: len(lines[end]) - len(lines[end].lstrip())]
        body = actual[:-1] if actual.endswith("\n") else actual
        new = [(indent + l) if l else "" for l in body.split("\n")]
        lines[start + 1:end] = new
        print(f"updated {path}:{line_number}")
    open(path, "w").write("\n".join(lines))
