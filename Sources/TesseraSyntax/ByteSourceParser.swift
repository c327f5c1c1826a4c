import TesseraDiagnostics

/// What the byte-level readers (``JSONReader`` and ``JSON5Reader``) share: positions,
/// syntax errors that name the place they refer to, the nesting limit, and comments.
protocol ByteSourceParser {
    associatedtype Bytes: RandomAccessCollection<UInt8> where Bytes.Index == Int
    var bytes: Bytes { get }
    var file: SourceFileID { get }
    var diagnostics: DiagnosticEngine { get }
    var maxDepth: Int { get }
    var index: Int { get set }
    var depth: Int { get set }
    /// The format's name in messages: `JSON`, `JSON5`.
    static var formatName: String { get }
    /// Whether a UTF-8 byte-order mark is part of the format (JSON5) or a mistake to warn of (JSON).
    static var allowsByteOrderMark: Bool { get }
    mutating func parseValue() throws -> JSONValue
    mutating func skipTrivia() throws
}

/// Thrown inside a reader after a diagnostic has been emitted, to unwind.
struct ParseStopped: Error {}

extension ByteSourceParser {
    /// The whole file as one value: encoding checks, then the value, then nothing after it.
    mutating func parseDocument() -> JSONValue? {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            if !Self.allowsByteOrderMark {
                diagnostics.emit(
                    .warning, .byteOrderMark,
                    "file starts with a UTF-8 byte-order mark, which \(Self.formatName) does not allow; it was ignored",
                    at: position(0), fixIt: "save the file as UTF-8 without BOM")
            }
            index = 3
        } else if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            diagnostics.emit(
                .error, .invalidUTF8, "file is encoded as UTF-16; token files must be UTF-8",
                at: position(0), fixIt: "save the file as UTF-8")
            return nil
        }
        do {
            try skipTrivia()
            guard index < bytes.count else {
                diagnostics.emit(
                    .error, .emptyFile, "file is empty; expected a \(Self.formatName) object", at: position(index))
                return nil
            }
            let value = try parseValue()
            try skipTrivia()
            if index < bytes.count {
                fail("unexpected \(describeByte(at: index)) after the end of the \(Self.formatName) value")
                return nil
            }
            return value
        } catch {
            return nil
        }
    }

    func position(_ offset: Int) -> SourcePosition {
        SourcePosition(file: file, offset: offset)
    }

    func fail(_ message: String, at offset: Int? = nil) {
        diagnostics.emit(.error, .jsonSyntax, message, at: position(offset ?? index))
    }

    func failure(_ message: String, at offset: Int? = nil) -> ParseStopped {
        fail(message, at: offset)
        return ParseStopped()
    }

    /// End of file inside something opened earlier: the error at the end, a note at the opening.
    func unterminated(_ what: String, openedAt start: Int) -> ParseStopped {
        diagnostics.emit(
            .error, .jsonSyntax, "unexpected end of file: the \(what) is not closed",
            at: position(bytes.count), notes: [("the \(what) starts here", position(start), nil)])
        return ParseStopped()
    }

    /// `'x'` for a printable ASCII byte, `byte 0xNN` otherwise, `end of file` past the end.
    func describeByte(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return hexByte(byte)
    }

    func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "byte 0x\(digits[Int(byte >> 4)])\(digits[Int(byte & 0xF)])"
    }

    /// One more level of arrays and objects; stops past ``maxDepth`` so hostile input
    /// cannot overflow the stack.
    mutating func enterNesting(at offset: Int) throws {
        depth += 1
        if depth > maxDepth {
            diagnostics.emit(
                .error, .nestingTooDeep,
                "arrays and objects are nested more than \(maxDepth) levels deep; token files never need this",
                at: position(offset))
            throw ParseStopped()
        }
    }

    /// Skips a `//` or `/* */` comment at ``index``; false when there is none.
    mutating func skipComment() throws -> Bool {
        guard bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count else { return false }
        switch bytes[index + 1] {
        case UInt8(ascii: "/"):
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            return true
        case UInt8(ascii: "*"):
            let start = index
            index += 2
            while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                index += 1
            }
            guard index + 1 < bytes.count else {
                index = bytes.count
                throw unterminated("comment", openedAt: start)
            }
            index += 2
            return true
        default:
            return false
        }
    }
}
