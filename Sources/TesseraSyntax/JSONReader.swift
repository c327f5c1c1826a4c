public import TesseraDiagnostics

/// Reads JSON, and JSON with comments and trailing commas, from bytes into a
/// ``JSONValue`` tree with source positions.
///
/// Written over the UTF-8 bytes because Foundation's readers neither keep
/// member order, duplicate keys nor positions, and are several times slower.
/// Nesting is limited (``maxDepth``) so hostile input cannot overflow the
/// stack; every problem becomes a diagnostic and reading stops at the first
/// syntax error.
public struct JSONReader: Sendable {
    /// Deepest nesting of arrays and objects accepted. Token files nest a few
    /// levels; the limit only exists to turn hostile input into a diagnostic.
    public var maxDepth: Int = 512
    /// How comments and trailing commas, which RFC 8259 JSON does not have, are reported:
    /// `nil` reads them quietly (JSON with comments), `.warning` or `.error` reports each (TS0111).
    public var nonStandardSyntax: Diagnostic.Severity?

    public init(nonStandardSyntax: Diagnostic.Severity? = nil) {
        self.nonStandardSyntax = nonStandardSyntax
    }

    /// Parses one file. Returns `nil` when the file is not usable JSON; the
    /// reason has then been reported to `diagnostics`.
    public func read(_ file: SourceFile, id: SourceFileID, diagnostics: DiagnosticEngine) -> JSONValue? {
        var keys = NotableKeys()
        var count = 0
        return read(file, id: id, diagnostics: diagnostics, notableKeys: &keys, valueKeyCount: &count)
    }

    /// Parses one file and notes which rarely used keys it contains, so later
    /// stages can skip whole-tree walks for constructs the file does not use.
    package func read(
        _ file: SourceFile, id: SourceFileID, diagnostics: DiagnosticEngine, notableKeys: inout NotableKeys,
        valueKeyCount: inout Int
    ) -> JSONValue? {
        var parser = ByteParser(bytes: file.bytes, file: id, diagnostics: diagnostics, maxDepth: maxDepth)
        parser.nonStandardSyntax = nonStandardSyntax
        let value = parser.parseDocument()
        notableKeys.formUnion(parser.notableKeys)
        valueKeyCount += parser.valueKeyCount
        return value
    }
}

/// Member names whose presence enables a whole-tree pass: `$ref` and `$extends`
/// (includes of other files) and `mode` (the legacy `$extensions.mode` form).
package struct NotableKeys: OptionSet, Sendable {
    package let rawValue: UInt8
    package static let ref = NotableKeys(rawValue: 1)
    package static let extends = NotableKeys(rawValue: 2)
    package static let mode = NotableKeys(rawValue: 4)

    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Classifies a key from its raw bytes (only keys of length 4 or 8 can match).
    static func of(_ key: ArraySlice<UInt8>) -> NotableKeys {
        switch key.count {
        case 4 where key.elementsEqual("$ref".utf8): return .ref
        case 4 where key.elementsEqual("mode".utf8): return .mode
        case 8 where key.elementsEqual("$extends".utf8): return .extends
        default: return []
        }
    }
}

private struct ByteParser: ByteSourceParser {
    let bytes: [UInt8]
    let file: SourceFileID
    let diagnostics: DiagnosticEngine
    var maxDepth: Int
    /// See ``JSONReader/nonStandardSyntax``.
    var nonStandardSyntax: Diagnostic.Severity?
    var index = 0
    var depth = 0
    var notableKeys = NotableKeys()
    /// How many `$value` members were read: an upper bound on the tokens, to size arrays once.
    var valueKeyCount = 0
    /// The members of the objects being read.
    var members = ObjectMembers()
    /// The items of the arrays being read, innermost last.
    var items = ScratchStack<JSONValue>()
    /// Whether the last string read had neither escapes nor non-ASCII bytes (its bytes are its text).
    var stringWasPlain = true
    /// Member names and short values made so far (see ``ShortStrings``).
    var shortStrings = ShortStrings()

    init(bytes: [UInt8], file: SourceFileID, diagnostics: DiagnosticEngine, maxDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.diagnostics = diagnostics
        self.maxDepth = maxDepth
    }

    static let formatName = "JSON"
    static let allowsByteOrderMark = false

    // MARK: Values

    mutating func parseValue() throws -> JSONValue {
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""):
            return JSONValue(.string(try parseString()), at: position(start))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(.number(try parseNumber()), at: position(start))
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return JSONValue(.bool(true), at: position(start))
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return JSONValue(.bool(false), at: position(start))
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return JSONValue(.null, at: position(start))
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            throw nonJSONNumber()
        default:
            throw failure("expected a value but found \(describeByte(at: index))")
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
            if !members.isEmpty(object) {
                guard bytes[index] == UInt8(ascii: ",") else {
                    throw failure("expected ',' or '}' in object but found \(describeByte(at: index))")
                }
                let comma = index
                index += 1
                try skipTrivia()
                guard index < bytes.count else { throw unterminated("object", openedAt: start) }
                if bytes[index] == UInt8(ascii: "}") {  // trailing comma (JSON with comments allows it)
                    reportNonStandard("a trailing comma before '}'", at: comma)
                    index += 1
                    return JSONValue(.object(members.close(object)), at: position(start))
                }
            }
            try parseMember(of: &object, objectStart: start)
        }
    }

    /// One `"name": value` member, at `index`, added to `object`.
    mutating func parseMember(of object: inout ObjectMembers.OpenObject, objectStart start: Int) throws {
        guard bytes[index] == UInt8(ascii: "\"") else {
            throw failure("expected a quoted member name but found \(describeByte(at: index))")
        }
        let keyStart = index
        let key = try parseString(isName: true)
        let name = (keyStart + 1)..<(index - 1)
        let signature = ObjectMembers.signature(ofNameAt: name, in: bytes, plain: stringWasPlain)
        if name.count == 4 || name.count == 8 {
            notableKeys.formUnion(.of(bytes[name]))
        } else if name.count == 6, key == "$value" {
            valueKeyCount += 1
        }
        try skipTrivia()
        guard index < bytes.count else { throw unterminated("object", openedAt: start) }
        guard bytes[index] == UInt8(ascii: ":") else {
            throw failure("expected ':' after member name \"\(key.truncatedForMessage)\" but found \(describeByte(at: index))")
        }
        index += 1
        try skipTrivia()
        guard index < bytes.count else { throw unterminated("object", openedAt: start) }
        let value = try parseValue()
        members.add(
            JSONObject.Member(key: key, keyPosition: position(keyStart), value: value), signature: signature, to: &object,
            diagnostics: diagnostics)
    }

    mutating func parseArray() throws -> JSONValue {
        let start = index
        try enterNesting(at: start)
        defer { depth -= 1 }
        index += 1
        let first = items.count
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw unterminated("array", openedAt: start) }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return JSONValue(.array(items.removeArray(from: first)), at: position(start))
            }
            if items.count > first {
                guard bytes[index] == UInt8(ascii: ",") else {
                    throw failure("expected ',' or ']' in array but found \(describeByte(at: index))")
                }
                let comma = index
                index += 1
                try skipTrivia()
                guard index < bytes.count else { throw unterminated("array", openedAt: start) }
                if bytes[index] == UInt8(ascii: "]") {
                    reportNonStandard("a trailing comma before ']'", at: comma)
                    index += 1
                    return JSONValue(.array(items.removeArray(from: first)), at: position(start))
                }
            }
            let item = try parseValue()
            items.append(item)
        }
    }

    // MARK: Strings

    /// - Parameter isName: Whether the string is a member name; a lone surrogate in a name is an
    ///   error (the token's Swift name would be wrong), in a value a warning.
    mutating func parseString(isName: Bool = false) throws -> String {
        let start = index
        if let short = shortPlainString(at: start) { return short }
        index += 1
        let contentStart = index
        var needsSlowPath = false
        skipPlainASCII()
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let content = contentStart..<index
                index += 1
                stringWasPlain = !needsSlowPath
                return needsSlowPath
                    ? try decodeEscaped(content, isName: isName) : decodeRaw(content, stringStart: start)
            }
            if byte == UInt8(ascii: "\\") {
                needsSlowPath = true
                index += 2
                continue
            }
            if byte < 0x20 {
                throw failure(
                    byte == UInt8(ascii: "\n")
                        ? "line break inside a string (a string must be closed on the line it starts, or use \\n)"
                        : "control character \(hexByte(byte)) inside a string; escape it")
            }
            if byte >= 0x80 { needsSlowPath = true }
            index += 1
        }
        index = bytes.count
        throw unterminated("string", openedAt: start)
    }

    /// The string whose opening quote is at `start` when it closes within the next 16 bytes with
    /// only printable ASCII before the quote (most member names and many values), from
    /// ``shortStrings``: the two words read find the quote without a loop over the bytes.
    /// `nil` for any other string, which the general path reads.
    @inline(__always)
    mutating func shortPlainString(at start: Int) -> String? {
        guard start + 1 + ShortStrings.maximumLength < bytes.count else { return nil }
        let low = ByteWords.word(bytes, at: start + 1)
        let high = ByteWords.word(bytes, at: start + 9)
        let length: Int
        if case let marked = Self.specialBytes(low), marked != 0 {
            length = marked.trailingZeroBitCount / 8
        } else if case let marked = Self.specialBytes(high), marked != 0 {
            length = 8 + marked.trailingZeroBitCount / 8
        } else {
            return nil
        }
        guard bytes[start + 1 + length] == UInt8(ascii: "\"") else { return nil }
        index = start + length + 2
        stringWasPlain = true
        return shortStrings.string(of: bytes, at: start + 1, count: length, low: low, high: high)
    }

    /// The high bit of each byte of `word` that is a quote, a backslash, a control character or
    /// not ASCII. Exact up to the first such byte (a borrow can mark bytes after it), which is all
    /// that is read.
    @inline(__always)
    static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let control = word &- (ones &* 0x20)
        return (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | (control & ~word) | word)
            & 0x8080_8080_8080_8080
    }

    /// Skips, eight bytes at a time, string content that needs no attention:
    /// printable ASCII other than `"` and `\`. Long strings (a 50 MB value) stay fast.
    mutating func skipPlainASCII() {
        while index + 8 <= bytes.count {
            if Self.specialBytes(ByteWords.word(bytes, at: index)) != 0 { return }
            index += 8
        }
    }


    /// ASCII without escapes: the common case, one allocation at most. Short ones come from
    /// ``shortStrings`` when they were seen before.
    mutating func decodeRaw(_ content: Range<Int>, stringStart: Int) -> String {
        // The two words read may run past the string, never past the file.
        if content.count <= ShortStrings.maximumLength, stringStart + 1 + ShortStrings.maximumLength <= bytes.count {
            return shortStrings.string(of: bytes, at: content.lowerBound, count: content.count)
        }
        return String(decoding: bytes[content], as: UTF8.self)
    }

    /// The text of string content (the bytes between the quotes) that has escapes or non-ASCII bytes.
    mutating func decodeEscaped(_ content: Range<Int>, isName: Bool) throws -> String {
        var scalars: [UInt8] = []
        scalars.reserveCapacity(content.count)
        let end = content.upperBound
        var i = content.lowerBound
        while i < end {
            let byte = bytes[i]
            guard byte == UInt8(ascii: "\\") else {
                scalars.append(byte)
                i += 1
                continue
            }
            guard i + 1 < end else { break }
            let escape = bytes[i + 1]
            i += 2
            switch escape {
            case UInt8(ascii: "\""): scalars.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): scalars.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "/"): scalars.append(UInt8(ascii: "/"))
            case UInt8(ascii: "b"): scalars.append(0x08)
            case UInt8(ascii: "f"): scalars.append(0x0C)
            case UInt8(ascii: "n"): scalars.append(0x0A)
            case UInt8(ascii: "r"): scalars.append(0x0D)
            case UInt8(ascii: "t"): scalars.append(0x09)
            case UInt8(ascii: "u"):
                guard let unit = hex4(at: i, end: end) else {
                    throw failure("invalid \\u escape in string", at: i - 2)
                }
                i += 4
                var scalarValue = UInt32(unit)
                if (0xD800...0xDBFF).contains(unit), i + 1 < end, bytes[i] == UInt8(ascii: "\\"),
                    bytes[i + 1] == UInt8(ascii: "u"), let low = hex4(at: i + 2, end: end), (0xDC00...0xDFFF).contains(low)
                {
                    scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                    i += 6
                }
                guard let scalar = Unicode.Scalar(scalarValue) else {
                    reportLoneSurrogate(unit, at: i - 6, isName: isName)
                    scalars.append(contentsOf: [0xEF, 0xBF, 0xBD])  // U+FFFD
                    continue
                }
                scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
            default:
                throw failure(
                    "invalid escape '\\\(Character(Unicode.Scalar(escape)))' in string", at: i - 2)
            }
        }
        if let text = String(validating: scalars, as: UTF8.self) { return text }
        diagnostics.emit(
            .error, .invalidUTF8, "string contains bytes that are not valid UTF-8; they were replaced with U+FFFD",
            at: position(content.lowerBound - 1), fixIt: "save the file as UTF-8")
        return String(decoding: scalars, as: UTF8.self)
    }

    /// RFC 8259 (section 8.2) leaves a string with an unpaired surrogate escape unpredictable:
    /// it is read as U+FFFD and reported at its escape.
    func reportLoneSurrogate(_ unit: UInt16, at offset: Int, isName: Bool) {
        let escape = "\\u" + String(unit, radix: 16)
        diagnostics.emit(
            isName ? .error : .warning, .loneSurrogate,
            isName
                ? "member name has \(escape), a lone UTF-16 surrogate with no character of its own; it is read as U+FFFD, so the name is not the one meant"
                : "string has \(escape), a lone UTF-16 surrogate with no character of its own; it is read as U+FFFD",
            at: position(offset),
            fixIt: "pair it with a \((0xD800...0xDBFF).contains(unit) ? "low (\\uDC00-\\uDFFF)" : "high (\\uD800-\\uDBFF)") surrogate, or write the character itself")
    }

    /// The four hex digits at `offset`, before `end`, as a UTF-16 unit.
    func hex4(at offset: Int, end: Int) -> UInt16? {
        guard offset + 4 <= end else { return nil }
        var value: UInt16 = 0
        for k in 0..<4 {
            let byte = bytes[offset + k]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    // MARK: Numbers

    mutating func parseNumber() throws -> JSONNumber {
        let start = index
        var isInteger = true
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "I") { throw nonJSONNumber(at: start) }
        }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw failure("expected a digit in number", at: index)
        }
        if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, isDigit(bytes[index + 1]) {
            throw failure("numbers must not have leading zeros", at: start)
        }
        // Digits accumulate into an exact integer mantissa while they fit; see `DecimalNumber`.
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var decimalExponent = 0
        while index < bytes.count, isDigit(bytes[index]) {
            accumulate(bytes[index], into: &mantissa, digits: &significantDigits)
            index += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw failure("expected a digit after the decimal point", at: index)
            }
            while index < bytes.count, isDigit(bytes[index]) {
                accumulate(bytes[index], into: &mantissa, digits: &significantDigits)
                decimalExponent -= 1
                index += 1
            }
        }
        var explicitExponent = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            var exponentNegative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw failure("expected a digit in the exponent", at: index)
            }
            while index < bytes.count, isDigit(bytes[index]) {
                if explicitExponent < 100_000 { explicitExponent = explicitExponent * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
                index += 1
            }
            if exponentNegative { explicitExponent = -explicitExponent }
        }
        if significantDigits <= 19, let value = DecimalNumber.exactValue(mantissa, exponent: decimalExponent + explicitExponent) {
            return JSONNumber(negative ? -value : value, isIntegerLiteral: isInteger)
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        let value = Double(text) ?? .infinity
        if !value.isFinite {
            diagnostics.emit(
                .error, .numberOutOfRange,
                "number \(text.truncatedForMessage) is too large to represent", at: position(start))
            throw ParseStopped()
        }
        return JSONNumber(value, isIntegerLiteral: isInteger)
    }

    @inline(__always)
    func accumulate(_ digit: UInt8, into mantissa: inout UInt64, digits: inout Int) {
        // Leading zeros (0.005) do not count toward the 19 digits a UInt64 holds.
        if mantissa == 0, digit == UInt8(ascii: "0") { return }
        digits += 1
        if digits <= 19 { mantissa = mantissa &* 10 &+ UInt64(digit - UInt8(ascii: "0")) }
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    mutating func nonJSONNumber(at offset: Int? = nil) -> ParseStopped {
        diagnostics.emit(
            .error, .nonJSONNumber, "NaN and Infinity are not JSON numbers",
            at: position(offset ?? index), fixIt: "use a finite number")
        return ParseStopped()
    }

    // MARK: Trivia, literals and errors

    mutating func skipTrivia() throws {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/"):
                let start = index
                guard try skipComment() else { return }
                reportNonStandard("a comment", at: start)
            default:
                return
            }
        }
    }

    /// A comment or trailing comma, which JSON with comments has and RFC 8259 JSON does not.
    func reportNonStandard(_ what: String, at offset: Int) {
        guard let severity = nonStandardSyntax else { return }
        diagnostics.emit(
            severity, .nonStandardJSON,
            "\(what) is not part of JSON (RFC 8259)\(severity == .error ? "" : "; it was ignored")",
            at: position(offset),
            fixIt: what == "a comment" ? "remove the comment, or move the note into \"$description\"" : "remove the comma")
    }

    mutating func expectLiteral(_ literal: StaticString) throws {
        let count = literal.utf8CodeUnitCount
        let matches = index + count <= bytes.count
            && literal.withUTF8Buffer { expected in
                (0..<count).allSatisfy { bytes[index + $0] == expected[$0] }
            }
        guard matches else {
            throw failure("expected a value but found \(describeByte(at: index))")
        }
        index += count
    }
}

extension String {
    /// The string cut to a length that keeps a diagnostic readable (a 50 MB value must not be echoed).
    package var truncatedForMessage: String {
        let limit = 60
        guard utf8.count > limit else { return self }
        return String(prefix(limit)) + "…"
    }
}

extension Array where Element == String {
    /// The items joined for a diagnostic, the first `limit` of them when there are more, then
    /// how many there are: a theme group of 100,000 themes must not make a note of megabytes.
    package func joinedForMessage(separator: String = ", ", limit: Int = 12) -> String {
        guard count > limit else { return joined(separator: separator) }
        return prefix(limit).joined(separator: separator) + "\(separator)… (\(count) in all)"
    }
}

/// The strings of up to 16 ASCII bytes a reader made, by their bytes: a token file repeats
/// its member names (`$value`, `$type`, `unit`) and short values (`px`, `srgb`) thousands of
/// times, and finding one again costs a hash of two words, where making it again means
/// validating the bytes and, from 16 bytes on, an allocation. One direct-mapped table of
/// 512 entries; a collision replaces the older string.
struct ShortStrings {
    static let maximumLength = 16
    private static let slotCount = 512
    /// Per slot: the bytes as two little-endian words, zero-padded past the length.
    private var words = [UInt64](repeating: 0, count: 2 * slotCount)
    /// Per slot: the length, 0 for an empty slot.
    private var lengths = [UInt8](repeating: 0, count: slotCount)
    private var strings = [String](repeating: "", count: slotCount)

    /// The string of the `count` bytes at `start` (printable ASCII, at most 16). The caller
    /// guarantees that the 16 bytes from `start` are in `bytes`.
    @inline(__always)
    mutating func string(of bytes: [UInt8], at start: Int, count: Int) -> String {
        guard count > 0 else { return "" }
        return string(
            of: bytes, at: start, count: count, low: ByteWords.word(bytes, at: start),
            high: ByteWords.word(bytes, at: start + 8))
    }

    /// The string of the `count` bytes at `start`, given the 16 bytes from there as two
    /// little-endian words (bytes past `count` are ignored).
    @inline(__always)
    mutating func string(of bytes: [UInt8], at start: Int, count: Int, low: UInt64, high: UInt64) -> String {
        guard count > 0 else { return "" }
        var low = low
        var high = high
        if count < 8 {
            low &= (1 << UInt64(count * 8)) &- 1
            high = 0
        } else if count < 16 {
            high &= (1 << UInt64((count - 8) * 8)) &- 1
        }
        var hash = (low ^ (high &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
        hash ^= UInt64(count)
        let slot = Int(truncatingIfNeeded: hash >> 55)  // 9 bits: 0..<512
        if lengths[slot] == UInt8(count), words[2 * slot] == low, words[2 * slot + 1] == high {
            return strings[slot]
        }
        let string = String(decoding: bytes[start..<(start + count)], as: UTF8.self)
        lengths[slot] = UInt8(count)
        words[2 * slot] = low
        words[2 * slot + 1] = high
        strings[slot] = string
        return string
    }
}
