/// What is wrong with text that should be JSON; each language words it.
public enum JSONSyntaxProblem: Equatable, Sendable {
    case empty
    case trailingText
    case tooDeep
    case endsEarly
    /// A character that cannot start or continue a value here; the character or its byte.
    case unexpectedCharacter(String)
    case expectedKey
    case expectedColon
    case expectedCommaOrBrace
    case expectedCommaOrBracket
    case controlCharacter
    case unclosedString
    case loneSurrogate
    case badUnicodeEscape
    /// A backslash followed by something other than an escape letter.
    case unknownEscape(String)
    case badNumber
    case invalidUTF8
}
