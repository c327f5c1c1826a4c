import TesseraSyntax

/// A reference written in a token file: a curly-brace alias (`{group.token}`)
/// or a JSON Pointer (`{"$ref": "#/group/token"}`).
public enum Reference: Hashable, Sendable {
    /// `{a.b.c}`: always names a whole token by its path.
    case alias(path: [String])
    /// `#/a/b/$value/0`: any location in the document, unescaped segments.
    case pointer(segments: [String])

    /// The dot-joined token path of an alias (`color.accent.$root`), or the pointer as written (`#/a/b`).
    public var displayText: String {
        switch self {
        case .alias(let path): "{" + path.joined(separator: ".") + "}"
        case .pointer(let segments): JSONPointer.format(segments)
        }
    }
}

/// Parsing of the curly-brace alias syntax.
package enum AliasSyntax {
    /// Whether a string is written as an alias: it starts with `{` and ends with `}`, and is not
    /// text that only begins and ends with references (`"{mq.sm} and {mq.md}"`, see ``isTemplate(_:)``).
    package static func looksLikeAlias(_ text: String) -> Bool {
        bracesAround(text) && !isTemplate(text)
    }

    /// Whether a string starts with `{` and ends with `}`.
    private static func bracesAround(_ text: String) -> Bool {
        guard let first = text.utf8.first, let last = text.utf8.last else { return false }
        return first == UInt8(ascii: "{") && last == UInt8(ascii: "}") && text.utf8.count >= 2
    }

    /// Whether a string that starts and ends with a brace is two or more well-formed references with
    /// text between them (`"{mq.sm} and {mq.md}"`, `"{space.2} {space.4}"`): Style Dictionary and
    /// Tokens Studio place each reference's value in the text, as in `"(min-width: {bp.sm}px)"`.
    /// A list (`"{font.a}, {font.b}"`, ``referenceList(_:)``) is not one, and neither is a nested
    /// brace (`"{a{b}}"`), which stays a malformed reference.
    package static func isTemplate(_ text: String) -> Bool {
        guard bracesAround(text) else { return false }
        var text = text
        // Over the string's own UTF-8 storage: this runs for every string value, and stepping a
        // `UTF8View` costs several times more per byte.
        let references = text.withUTF8 { bytes -> Int? in
            var open = false
            var references = 0
            for byte in bytes {
                if byte == UInt8(ascii: "{") {
                    if open { return nil }
                    open = true
                } else if byte == UInt8(ascii: "}") {
                    if !open { return nil }
                    open = false
                    references += 1
                }
            }
            return references
        }
        guard let references, references >= 2 else { return false }
        return referenceList(text) == nil
    }

    /// The references of a string that is only references separated by commas (`"{font.a}, {font.b}"`,
    /// `"{shadow.1},{shadow.2}"`): a list where the type takes one (a font stack, shadow layers), as
    /// Tokens Studio and Style Dictionary read it. `nil` for one reference or anything else.
    package static func referenceList(_ text: String) -> [String]? {
        var bytes = text
        guard bracesAround(text), bytes.withUTF8({ $0.contains(UInt8(ascii: ",")) }) else { return nil }
        var references: [String] = []
        for piece in text.split(separator: ",", omittingEmptySubsequences: false) {
            let reference = String(String(piece).trimmingSpaces)
            guard reference.count >= 2, reference.first == "{", reference.last == "}",
                !reference.dropFirst().dropLast().contains(where: { $0 == "{" || $0 == "}" })
            else { return nil }
            references.append(reference)
        }
        return references.count > 1 ? references : nil
    }

    /// Every path named by a curly-brace reference inside a string, or by a `$ref` pointer, anywhere in a value.
    static func collectReferences(in value: JSONValue, into found: inout Set<String>) {
        switch value.kind {
        case .string:
            found.formUnion(referencedPaths(in: value))
        case .array(let items):
            for item in items { collectReferences(in: item, into: &found) }
        case .object(let object):
            for member in object.members {
                if member.key == "$ref" {
                    found.formUnion(referencedPaths(in: member.value))
                } else {
                    collectReferences(in: member.value, into: &found)
                }
            }
        case .null, .bool, .number:
            break
        }
    }

    /// The token paths a string names: each `{…}` inside it, or a JSON Pointer up to its first `$` segment.
    static func referencedPaths(in value: JSONValue) -> [String] {
        guard let text = value.stringValue else { return [] }
        if text.hasPrefix("#"), case .success(let segments) = JSONPointer.parse(text) {
            let path = segments.prefix { !$0.isReservedName || $0 == "$root" }
            return path.isEmpty ? [] : [path.joined(separator: ".")]
        }
        var result: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}") else { break }
            var inner = rest[afterOpen..<close]
            // `{a{b}` names `b`: the reference starts at the last brace before the closing one.
            if let nested = inner.lastIndex(of: "{") { inner = inner[inner.index(after: nested)...] }
            if !inner.isEmpty { result.append(String(inner)) }
            rest = rest[rest.index(after: close)...]
        }
        return result
    }

    /// Whether a string contains something that looks like an alias somewhere inside it.
    package static func containsAlias(_ text: String) -> Bool {
        guard let open = text.utf8.firstIndex(of: UInt8(ascii: "{")) else { return false }
        return text.utf8[open...].contains(UInt8(ascii: "}"))
    }

    package enum Failure: Error, Equatable {
        case empty
        case emptySegment
        case nestedBrace
    }

    /// The token id an alias names (`{a.b.c}` → `a.b.c`), checked without splitting it,
    /// since ids are paths joined with `.`; the caller checked ``looksLikeAlias(_:)``.
    package static func tokenID(_ text: String) -> Result<String, Failure> {
        let inner = text.utf8.dropFirst().dropLast()
        if inner.isEmpty { return .failure(.empty) }
        var previous = UInt8(ascii: ".")
        for byte in inner {
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { return .failure(.nestedBrace) }
            if byte == UInt8(ascii: "."), previous == UInt8(ascii: ".") { return .failure(.emptySegment) }
            previous = byte
        }
        if previous == UInt8(ascii: ".") { return .failure(.emptySegment) }
        return .success(String(Substring(inner)))
    }

    /// Whether `{…}` bytes name a token id: no nested braces, no empty segment.
    static func isWellFormed(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count > 2 else { return false }
            var previous = UInt8(ascii: ".")
            for byte in bytes[1..<(bytes.count - 1)] {
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { return false }
                if byte == UInt8(ascii: "."), previous == UInt8(ascii: ".") { return false }
                previous = byte
            }
            return previous != UInt8(ascii: ".")
        }
    }

    /// Splits `{a.b.c}` into `["a", "b", "c"]`; the caller checked ``looksLikeAlias(_:)``.
    static func parse(_ text: String) -> Result<[String], Failure> {
        let inner = text.dropFirst().dropLast()
        if inner.isEmpty { return .failure(.empty) }
        if inner.contains("{") || inner.contains("}") { return .failure(.nestedBrace) }
        let segments = inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if segments.contains(where: \.isEmpty) { return .failure(.emptySegment) }
        return .success(segments)
    }
}


/// Token paths joined with `.`.
enum TokenPath {
    /// `parent.name`, built with one allocation (this runs for every token and group).
    static func join(_ parent: String, _ name: String) -> String {
        var parent = parent
        var name = name
        // The bytes copied straight into the new string's storage: appending the three parts
        // (`reserveCapacity` and `+=`) took ten times the instructions, a twentieth of a
        // 100,000-token `tessera validate` (2026-11-27, counted with cachegrind).
        return parent.withUTF8 { parentBytes in
            name.withUTF8 { nameBytes in
                let count = parentBytes.count + 1 + nameBytes.count
                return String(unsafeUninitializedCapacity: count) { joined in
                    _ = joined.initialize(fromContentsOf: parentBytes)
                    joined[parentBytes.count] = UInt8(ascii: ".")
                    _ = joined[(parentBytes.count + 1)...].initialize(fromContentsOf: nameBytes)
                    return count
                }
            }
        }
    }
}
