#!/usr/bin/env python3
"""A strict check of an HTML page read from standard input, for the report's tests.

Python's html.parser reads the page; on top of it this checks that every element that is not
void is closed, in order (no implied end tags), that an element written as <x/> is void or
inside SVG, that nothing is outside the one <html> element, and that the page has no script,
no event handler attribute and no reference to anything outside it. Prints one line per
problem and exits 1, or prints the page's text (what a person reads) and exits 0.
"""
import sys
from html.parser import HTMLParser

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class Strict(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack = []
        self.problems = []
        self.text = []
        self.roots = 0
        self.doctype = False

    def where(self):
        line, column = self.getpos()
        return f"line {line}, column {column + 1}"

    def check_attributes(self, tag, attrs):
        for name, value in attrs:
            if name.startswith("on"):
                self.problems.append(f"{self.where()}: event handler {name} on <{tag}>")
            if name in ("src", "href", "xlink:href") and value and not value.startswith("#"):
                self.problems.append(f"{self.where()}: <{tag}> refers to {value}")
        if tag in ("script", "link", "iframe", "object", "img"):
            self.problems.append(f"{self.where()}: <{tag}> is not allowed in the report")

    def handle_decl(self, decl):
        self.doctype = decl.lower() == "doctype html"

    def handle_starttag(self, tag, attrs):
        self.check_attributes(tag, attrs)
        if not self.stack:
            self.roots += 1
            if tag != "html":
                self.problems.append(f"{self.where()}: <{tag}> outside <html>")
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.check_attributes(tag, attrs)
        if tag not in VOID and "svg" not in self.stack:
            self.problems.append(f"{self.where()}: <{tag}/> outside SVG")

    def handle_endtag(self, tag):
        if tag in VOID:
            self.problems.append(f"{self.where()}: end tag of the void element {tag}")
        elif not self.stack or self.stack[-1] != tag:
            open_tag = self.stack[-1] if self.stack else "nothing"
            self.problems.append(f"{self.where()}: </{tag}> closes {open_tag}")
        else:
            self.stack.pop()

    def handle_data(self, data):
        if self.stack and self.stack[-1] == "style":
            return
        if data.strip():
            self.text.append(data.strip())


page = sys.stdin.read()
parser = Strict()
parser.feed(page)
parser.close()
if not parser.doctype:
    parser.problems.append("no <!DOCTYPE html>")
if parser.stack:
    parser.problems.append("unclosed at the end: " + ", ".join(parser.stack))
if parser.roots != 1:
    parser.problems.append(f"{parser.roots} root elements")
if parser.problems:
    print("\n".join(parser.problems))
    sys.exit(1)
print("\n".join(parser.text))
