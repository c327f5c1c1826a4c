import Foundation
public import TesseraDiagnostics

/// Reads JSON5 (`.json5` files, as Style Dictionary projects write them) into
/// the same ``JSONValue`` tree, with the same positions and diagnostics, as
/// ``JSONReader``: unquoted member names, single-quoted and multi-line strings,
/// hexadecimal numbers, leading or trailing decimal points, a leading `+`,
/// comments and trailing commas. `Infinity` and `NaN` are rejected: token
/// values must be finite (TS0110).
///
/// A separate reader, so the plain JSON path, which is benchmarked, pays nothing
/// for JSON5's extra forms. JSON5 files are small; this one favours clarity.
public struct JSON5Reader: Sendable {
    /// Deepest nesting accepted, as in ``JSONReader``.
    public var maxDepth: Int = 512

    public init() {}

    /// Parses one file; `nil` after reporting why it is not usable JSON5.
    public func read(_ file: SourceFile, id: SourceFileID, diagnostics: DiagnosticEngine) -> JSONValue? {
        var parser = JSON5Parser(bytes: file.bytes, file: id, diagnostics: diagnostics, maxDepth: maxDepth)
        return parser.parseDocument()
    }
}

private struct JSON5Parser: ByteSourceParser {
    let bytes: [UInt8]
    let file: SourceFileID
    let diagnostics: DiagnosticEngine
    let maxDepth: Int
    var index = 0
    var depth = 0
    /// The members of the objects being read.
    var members = ObjectMembers()

    init(bytes: [UInt8], file: SourceFileID, diagnostics: DiagnosticEngine, maxDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.diagnostics = diagnostics
        self.maxDepth = maxDepth
    }

    static let formatName = "JSON5"
    static let allowsByteOrderMark = true

    // MARK: Values

    mutating func parseValue() throws -> JSONValue {
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return JSONValue(.string(try parseString()), at: position(start))
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "I"), UInt8(ascii: "N"):
            return JSONValue(.number(try parseNumber()), at: position(start))
        default:
            let word = try identifier()
            switch word {
            case "true": return JSONValue(.bool(true), at: position(start))
            case "false": return JSONValue(.bool(false), at: position(start))
            case "null": return JSONValue(.null, at: position(start))
            default:
                index = start
                throw failure("expected a value but found \(describeByte(at: start))")
            }
        }
    }

    mutating func parseObject() throws -> JSONValue {
        let start = index
        try enterNesting(at: start)
        defer { depth -= 1 }
        index += 1
        var object = members.open()
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw unterminated("object", openedAt: start) }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return JSONValue(.object(members.close(object)), at: position(start))
            }
            let keyStart = index
            let key: String
            if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                key = try parseString()
            } else {
                key = try identifier()
                guard !key.isEmpty else { throw failure("expected a member name but found \(describeByte(at: index))") }
            }
            try skipTrivia()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw failure("expected ':' after member name \"\(key.truncatedForMessage)\" but found \(describeByte(at: index))")
            }
            index += 1
            try skipTrivia()
            guard index < bytes.count else { throw unterminated("object", openedAt: start) }
            let value = try parseValue()
            // No signature (a name may be unquoted or have escapes): each name is compared with the others.
            members.add(
                JSONObject.Member(key: key, keyPosition: position(keyStart), value: value), signature: 0, to: &object,
                diagnostics: diagnostics)
            try skipTrivia()
            guard index < bytes.count else { throw unterminated("object", openedAt: start) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] != UInt8(ascii: "}") {
                throw failure("expected ',' or '}' in object but found \(describeByte(at: index))")
            }
        }
    }

    mutating func parseArray() throws -> JSONValue {
        let start = index
        try enterNesting(at: start)
        defer { depth -= 1 }
        index += 1
        var items: [JSONValue] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw unterminated("array", openedAt: start) }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return JSONValue(.array(items), at: position(start))
            }
            items.append(try parseValue())
            try skipTrivia()
            guard index < bytes.count else { throw unterminated("array", openedAt: start) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] != UInt8(ascii: "]") {
                throw failure("expected ',' or ']' in array but found \(describeByte(at: index))")
            }
        }
    }

    // MARK: Names and strings

    /// An unquoted member name or literal: ASCII letters, digits, `$`, `_`, and any non-ASCII
    /// character (ECMAScript identifiers allow Unicode letters); it may not start with a digit.
    mutating func identifier() throws -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard isLetter || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "_") || byte >= 0x80 || (isDigit && index > start)
            else { break }
            index += 1
        }
        guard let name = String(validating: bytes[start..<index], as: UTF8.self) else {
            throw failure("name is not valid UTF-8", at: start)
        }
        return name
    }

    mutating func parseString() throws -> String {
        let start = index
        let quote = bytes[index]
        index += 1
        var scalars: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                index += 1
                guard let text = String(validating: scalars, as: UTF8.self) else {
                    throw failure("string is not valid UTF-8", at: start)
                }
                return text
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                throw failure("a line break inside a string must be escaped with '\\'")
            }
            if byte == UInt8(ascii: "\\") {
                try escape(into: &scalars)
            } else {
                scalars.append(byte)
                index += 1
            }
        }
        throw unterminated("string", openedAt: start)
    }

    /// One escape sequence after `\`, including JSON5's line continuations.
    mutating func escape(into output: inout [UInt8]) throws {
        let start = index
        index += 1
        guard index < bytes.count else { throw unterminated("string", openedAt: start) }
        let byte = bytes[index]
        index += 1
        func append(_ scalar: Unicode.Scalar) { output.append(contentsOf: Array(String(scalar).utf8)) }
        switch byte {
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "v"): output.append(0x0B)
        case UInt8(ascii: "0"):
            if index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                throw failure("\\0 may not be followed by a digit", at: start)
            }
            output.append(0)
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            throw failure("\\\(Character(Unicode.Scalar(byte))) is not a JSON5 escape", at: start)
        case UInt8(ascii: "\n"):
            break  // a line continuation
        case UInt8(ascii: "\r"):
            if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
        case UInt8(ascii: "x"):
            guard let value = hexDigits(2) else { throw failure("\\x needs two hexadecimal digits", at: start) }
            append(Unicode.Scalar(UInt8(value)))
        case UInt8(ascii: "u"):
            guard let unit = hexDigits(4) else { throw failure("\\u needs four hexadecimal digits", at: start) }
            if (0xD800..<0xDC00).contains(unit), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                bytes[index + 1] == UInt8(ascii: "u")
            {
                index += 2
                guard let low = hexDigits(4), (0xDC00..<0xE000).contains(low) else {
                    throw failure("a UTF-16 high surrogate must be followed by a low surrogate", at: start)
                }
                append(Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!)
            } else if let scalar = Unicode.Scalar(unit) {
                append(scalar)
            } else {
                throw failure("\\u\(String(unit, radix: 16)) is a lone surrogate", at: start)
            }
        default:
            // Any other character escapes to itself (\' \" \\ \/ and U+2028/U+2029 line continuations).
            if byte == 0xE2, index + 1 < bytes.count, bytes[index] == 0x80, bytes[index + 1] == 0xA8 || bytes[index + 1] == 0xA9 {
                index += 2
            } else {
                output.append(byte)
            }
        }
    }

    mutating func hexDigits(_ count: Int) -> UInt32? {
        guard index + count <= bytes.count else { return nil }
        var value: UInt32 = 0
        for offset in 0..<count {
            guard let digit = Self.hexValue(bytes[index + offset]) else { return nil }
            value = value * 16 + UInt32(digit)
        }
        index += count
        return value
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    // MARK: Numbers

    mutating func parseNumber() throws -> JSONNumber {
        let start = index
        var negative = false
        if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        guard index < bytes.count else { throw failure("expected a number after the sign", at: start) }
        if bytes[index] == UInt8(ascii: "I") || bytes[index] == UInt8(ascii: "N") {
            let word = try identifier()
            guard word == "Infinity" || word == "NaN" else {
                index = start
                throw failure("expected a value but found \(describeByte(at: start))")
            }
            diagnostics.emit(
                .error, .nonJSONNumber, "\(word) is not a finite number; a token value must be finite",
                at: position(start), fixIt: "use a finite number")
            throw ParseStopped()
        }
        if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, bytes[index + 1] | 0x20 == UInt8(ascii: "x") {
            index += 2
            var value: Double = 0
            let digitsStart = index
            while index < bytes.count, let digit = Self.hexValue(bytes[index]) {
                value = value * 16 + Double(digit)
                index += 1
            }
            guard index > digitsStart else { throw failure("0x needs hexadecimal digits", at: start) }
            return JSONNumber(negative ? -value : value, isIntegerLiteral: true)
        }
        let digitsStart = index
        var isInteger = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                index += 1
            } else if byte == UInt8(ascii: ".") || byte | 0x20 == UInt8(ascii: "e")
                || ((byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")) && bytes[index - 1] | 0x20 == UInt8(ascii: "e"))
            {
                isInteger = false
                index += 1
            } else {
                break
            }
        }
        var text = String(decoding: bytes[digitsStart..<index], as: UTF8.self)
        guard text.first?.isNumber == true || (text.first == "." && text.dropFirst().first?.isNumber == true) else {
            throw failure("expected digits in the number \(String(decoding: bytes[start..<index], as: UTF8.self).truncatedForMessage)", at: start)
        }
        if text.hasPrefix("0"), text.count > 1, text.dropFirst().first?.isNumber == true {
            throw failure("a number may not start with 0 (\(text.truncatedForMessage)); write it without the leading zero", at: start)
        }
        // JSON5's ".5" and "5." are Swift's "0.5" and "5.0".
        if text.hasPrefix(".") { text = "0" + text }
        if let dot = text.firstIndex(of: "."), text.index(after: dot) == text.endIndex || !text[text.index(after: dot)].isNumber {
            text.insert("0", at: text.index(after: dot))
        }
        guard !text.isEmpty, let value = Double(text) else {
            throw failure("\(String(decoding: bytes[start..<index], as: UTF8.self).truncatedForMessage) is not a number", at: start)
        }
        guard value.isFinite else {
            diagnostics.emit(.error, .numberOutOfRange, "number \(text.truncatedForMessage) is too large to represent", at: position(start))
            throw ParseStopped()
        }
        return JSONNumber(negative ? -value : value, isIntegerLiteral: isInteger)
    }

    // MARK: Trivia and errors

    /// Whitespace (JSON's, plus vertical tab, form feed, no-break space, U+2028, U+2029, BOM) and comments.
    mutating func skipTrivia() throws {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                index += 1
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0xA0:
                index += 2
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                index += 3
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF:
                index += 3
            case UInt8(ascii: "/"):
                guard try skipComment() else { return }
            default:
                return
            }
        }
    }
}
