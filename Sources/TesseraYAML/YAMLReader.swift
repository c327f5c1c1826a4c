public import TesseraDiagnostics
public import TesseraSyntax
import Yams

/// Reads a YAML token or resolver document (`*.tokens.yml`, `*.resolver.yml`)
/// into the same ``JSONValue`` tree the JSON reader produces, with the source
/// position of every value and key.
///
/// Parsing is done by Yams (libyaml); this type adds what token files need on
/// top of it:
/// - Scalars are resolved with the YAML 1.2 core schema (as the JavaScript
///   tools that write these files do): plain `true`/`false`, `null`/`~`/empty,
///   integers and floats are typed; everything else, and every quoted or block
///   scalar, is a string. YAML 1.1 forms such as `yes`, `on`, `0b101`, `1_000`
///   or timestamps stay strings.
/// - Keys of any scalar kind become their text (`1:` is the key `"1"`).
///   Duplicate keys are reported like in JSON and the later one wins.
/// - Merge keys (`<<: *base`) are applied; anchors and aliases are resolved
///   as values, with a cap on how many values a document may expand to.
/// - Nesting is limited (``maxDepth``) and checked *before* Yams runs, because
///   its composer recurses.
/// - A tab between tokens on a line (`-\tvalue`) or on an empty line is valid
///   YAML 1.2 that libyaml rejects; such tabs are read as spaces. A tab used
///   for indentation is reported as an error.
///
/// Only the first document of a multi-document stream is read (with a warning).
public struct YAMLReader: SyntaxTreeReader {
    /// Deepest nesting of sequences and mappings accepted.
    public var maxDepth: Int = 512
    /// Most values one document may produce. Aliases repeat anchored values,
    /// so a small file can otherwise expand exponentially ("billion laughs").
    var maxValueCount: Int = 5_000_000

    public init() {}

    /// Parses one file. Returns `nil` when the file is not usable YAML; the
    /// reason has then been reported to `diagnostics`.
    public func read(_ file: SourceFile, id: SourceFileID, diagnostics: DiagnosticEngine) -> JSONValue? {
        var reading = YAMLDocumentReading(
            file: file, id: id, diagnostics: diagnostics, maxDepth: max(1, maxDepth), maxValueCount: maxValueCount)
        return reading.read()
    }
}

// MARK: - Reading

/// Thrown while converting after a diagnostic has been emitted, to unwind.
private struct YAMLReadStopped: Error {}

private struct YAMLDocumentReading {
    let file: SourceFile
    let id: SourceFileID
    let diagnostics: DiagnosticEngine
    let maxDepth: Int
    let maxValueCount: Int
    /// Maps libyaml's marks (line, column in Unicode scalars) to byte offsets of the original file.
    let positions: YAMLPositionTable

    /// How often the text may be adjusted and parsed again (duplicate keys, separation tabs).
    static let maxReparses = 200

    init(file: SourceFile, id: SourceFileID, diagnostics: DiagnosticEngine, maxDepth: Int, maxValueCount: Int) {
        self.file = file
        self.id = id
        self.diagnostics = diagnostics
        self.maxDepth = maxDepth
        self.maxValueCount = maxValueCount
        self.positions = YAMLPositionTable(bytes: file.bytes)
    }

    func position(_ offset: Int) -> SourcePosition {
        SourcePosition(file: id, offset: offset)
    }

    func position(_ mark: Mark?) -> SourcePosition {
        guard let mark else { return position(0) }
        return position(positions.offset(line: mark.line, column: mark.column))
    }

    func position(line: Int, column: Int) -> SourcePosition {
        position(positions.offset(line: line, column: column))
    }

    mutating func read() -> JSONValue? {
        let bytes = file.bytes
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            diagnostics.emit(
                .error, .invalidUTF8, "file is encoded as UTF-16; token files must be UTF-8",
                at: position(0), fixIt: "save the file as UTF-8")
            return nil
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let offset = firstInvalidUTF8Offset(bytes)
            diagnostics.emit(
                .error, .invalidUTF8,
                "file is not valid UTF-8: byte 0x\(hexDigits(bytes[min(offset, bytes.count - 1)])) cannot start or continue a character",
                at: position(offset), fixIt: "save the file as UTF-8")
            return nil
        }
        if let problem = YAMLPreScan.check(bytes, maxDepth: maxDepth) {
            switch problem {
            case .tooDeep(let offset):
                reportTooDeep(at: position(offset))
            case .aliasAsKey(let offset):
                diagnostics.emit(
                    .error, .yamlSyntax,
                    "an alias cannot be used as a mapping key; token names must be plain text",
                    at: position(offset), fixIt: "write the key out")
            }
            return nil
        }
        guard let composed = compose(text) else { return nil }
        // The parser owns the anchors the expansion check identifies subtrees by.
        let (root, sentinels, parser) = composed
        defer { withExtendedLifetime(parser) {} }
        guard let root else {
            diagnostics.emit(.error, .emptyFile, "file is empty; expected a YAML mapping", at: position(bytes.count))
            return nil
        }
        if case .scalar(let scalar) = root, scalar.style == .plain, scalar.string.isEmpty,
            scalar.tag.rawValue == Tag.Name.implicit.rawValue
        {
            diagnostics.emit(.error, .emptyFile, "file is empty; expected a YAML mapping", at: position(bytes.count))
            return nil
        }
        if let culprit = YAMLExpansion.nodeExceeding(maxValueCount, in: root) {
            reportExpansion(at: position(culprit.mark))
            return nil
        }
        var converter = YAMLConverter(reading: self, sentinels: sentinels)
        do {
            return try converter.convert(root, depth: 0)
        } catch {
            return nil
        }
    }

    func reportExpansion(at position: SourcePosition) {
        diagnostics.emit(
            .error, .yamlSyntax,
            "the document expands to more than \(maxValueCount) values through anchors and aliases; refusing to read it",
            at: position, fixIt: "write the repeated values out, or use token references instead of aliases")
    }

    func reportTooDeep(at position: SourcePosition) {
        diagnostics.emit(
            .error, .nestingTooDeep,
            "mappings and sequences are nested more than \(maxDepth) levels deep; token files never need this",
            at: position)
    }

    // MARK: Composing with Yams

    /// Runs Yams on the text, adjusting it and trying again for the problems
    /// libyaml reports too early to recover from (duplicate keys, tabs used as
    /// separators). Every adjustment keeps lines and columns where they were, so
    /// marks still point into the original file.
    ///
    /// Returns `nil` after reporting an error; otherwise the first document's
    /// root (`nil` when there is none), the replacement keys put in for
    /// duplicates mapped back to their real text, and the parser (which keeps
    /// the anchors alive).
    func compose(_ text: String) -> (Node?, [String: String], Parser)? {
        // libyaml counts a byte-order mark as a column of the first line (and then
        // misjudges its indentation), so it is not passed on; the position table
        // of the file starts line 1 after it.
        var working = Array(text.utf8)
        var workingText = text
        if working.starts(with: [0xEF, 0xBB, 0xBF]) {
            working.removeFirst(3)
            workingText = String(decoding: working, as: UTF8.self)
        }
        var sentinels: [String: String] = [:]
        var reparses = 0
        while true {
            do {
                let parser = try Parser(yaml: workingText, resolver: .basic, constructor: .default, encoding: .utf8)
                let root = try parser.nextRoot()
                if root != nil { warnAboutFurtherDocuments(parser) }
                return (root, sentinels, parser)
            } catch let error as YamlError {
                reparses += 1
                let canRetry = reparses <= Self.maxReparses
                switch error {
                case .duplicatedKeysInMapping(let duplicates, let context):
                    let key = duplicates.first ?? ""
                    if canRetry, let sentinel = replaceKey(key, at: context.mark, in: &working, serial: sentinels.count) {
                        sentinels[sentinel] = key
                        workingText = String(decoding: working, as: UTF8.self)
                        continue
                    }
                    diagnostics.emit(
                        .error, .duplicateKey, "key \"\(key.truncatedForMessage)\" is defined more than once in this mapping",
                        at: position(context.mark), fixIt: "remove or rename one of the keys")
                    return nil
                case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
                    .composer(let context, let problem, let mark, _):
                    let table = YAMLPositionTable(bytes: working)
                    let offset = table.offset(line: mark.line, column: mark.column)
                    if offset < working.count, working[offset] == UInt8(ascii: "\t") {
                        if canRetry, let blankLine = whitespaceOnlyLine(around: offset, in: working) {
                            // Tabs on an otherwise empty line carry nothing; libyaml still rejects them.
                            for index in blankLine where working[index] == UInt8(ascii: "\t") {
                                working[index] = UInt8(ascii: " ")
                            }
                            workingText = String(decoding: working, as: UTF8.self)
                            continue
                        }
                        if isIndentation(offset, in: working) {
                            diagnostics.emit(
                                .error, .yamlSyntax, "tab characters are not allowed for indentation in YAML",
                                at: position(mark), fixIt: "indent with spaces")
                            return nil
                        }
                        if canRetry {
                            // A tab separating tokens on a line: valid YAML 1.2, rejected by libyaml.
                            var index = offset
                            while index < working.count, working[index] == UInt8(ascii: "\t") {
                                working[index] = UInt8(ascii: " ")
                                index += 1
                            }
                            workingText = String(decoding: working, as: UTF8.self)
                            continue
                        }
                    }
                    reportSyntaxError(problem: problem, context: context, mark: mark)
                    return nil
                case .reader(let problem, let offset, _, let yaml):
                    var byteOffset = 0
                    if let offset, let index = yaml.index(yaml.startIndex, offsetBy: offset, limitedBy: yaml.endIndex) {
                        byteOffset = yaml.utf8.distance(from: yaml.utf8.startIndex, to: index)
                    }
                    // Lines and columns of the working text are those of the file.
                    let (line, column) = YAMLPositionTable(bytes: working).lineAndColumn(of: byteOffset)
                    diagnostics.emit(
                        .error, .yamlSyntax, "invalid YAML: \(problem)", at: position(line: line, column: column))
                    return nil
                default:
                    diagnostics.emit(.error, .yamlSyntax, "invalid YAML: \(error)", at: position(0))
                    return nil
                }
            } catch {
                diagnostics.emit(.error, .yamlSyntax, "invalid YAML: \(error)", at: position(0))
                return nil
            }
        }
    }

    func warnAboutFurtherDocuments(_ parser: Parser) {
        var mark: Mark?
        do {
            guard let next = try parser.nextRoot() else { return }
            mark = next.mark
        } catch let error as YamlError {
            switch error {
            case .scanner(_, _, let problemMark, _), .parser(_, _, let problemMark, _),
                .composer(_, _, let problemMark, _):
                mark = problemMark
            case .duplicatedKeysInMapping(_, let context):
                mark = context.mark
            default:
                break
            }
        } catch {}
        diagnostics.emit(
            .warning, .yamlSyntax, "file contains more than one YAML document; only the first one is read",
            at: mark.map { position($0) } ?? position(file.bytes.count),
            fixIt: "split the documents into separate files")
    }

    func reportSyntaxError(problem: String, context: YamlError.Context?, mark: Mark) {
        if problem.hasPrefix("Maximum nesting level reached") {
            reportTooDeep(at: position(mark))
            return
        }
        var message = "invalid YAML: \(problem)"
        var notes: [(message: String, position: SourcePosition?, tokenPath: String?)] = []
        if let context {
            message += " \(context.text)"
            // "while parsing a block mapping" -> "a block mapping starts here"
            for prefix in ["while parsing ", "while scanning "] where context.text.hasPrefix(prefix) {
                let subject = context.text.dropFirst(prefix.count)
                if subject.hasPrefix("a ") || subject.hasPrefix("an "),
                    context.mark.line != mark.line || context.mark.column != mark.column
                {
                    notes.append(("\(subject) starts here", position(context.mark), nil))
                }
            }
        }
        diagnostics.emit(.error, .yamlSyntax, message, at: position(mark), notes: notes)
    }

    /// The byte range of the line holding `offset`, when it holds only spaces and tabs.
    func whitespaceOnlyLine(around offset: Int, in bytes: [UInt8]) -> Range<Int>? {
        func isBreak(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }
        var start = offset
        while start > 0, !isBreak(bytes[start - 1]) { start -= 1 }
        var end = offset
        while end < bytes.count, !isBreak(bytes[end]) { end += 1 }
        let isBlank = bytes[start..<end].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return isBlank ? start..<end : nil
    }

    func isIndentation(_ offset: Int, in bytes: [UInt8]) -> Bool {
        var index = offset
        while index > 0 {
            let byte = bytes[index - 1]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return true }
            if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") { return false }
            index -= 1
        }
        return true
    }

    /// Replaces the key written at `mark` with a placeholder of the same number
    /// of characters (from the private-use area, so it cannot clash with a real
    /// token name), leaving lines and columns unchanged. Returns the placeholder,
    /// or `nil` when the text at the mark is not a recognizable key.
    func replaceKey(_ key: String, at mark: Mark, in bytes: inout [UInt8], serial: Int) -> String? {
        let table = YAMLPositionTable(bytes: bytes)
        let start = table.offset(line: mark.line, column: mark.column)
        guard start < bytes.count else { return nil }
        let range: Range<Int>
        let quote = bytes[start]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            // Keys are on one line; find the closing quote.
            var index = start + 1
            var end: Int?
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
                let byte = bytes[index]
                if quote == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if byte == quote {
                    if quote == UInt8(ascii: "'"), index + 1 < bytes.count, bytes[index + 1] == quote {
                        index += 2
                        continue
                    }
                    end = index
                    break
                }
                index += 1
            }
            guard let end, end > start + 1 else { return nil }
            range = (start + 1)..<end
        } else {
            let keyBytes = Array(key.utf8)
            guard !keyBytes.isEmpty, start + keyBytes.count <= bytes.count,
                Array(bytes[start..<(start + keyBytes.count)]) == keyBytes,
                !keyBytes.contains(UInt8(ascii: "\n")), !keyBytes.contains(UInt8(ascii: "\r"))
            else { return nil }
            range = start..<(start + keyBytes.count)
        }
        let characterCount = String(decoding: bytes[range], as: UTF8.self).unicodeScalars.count
        guard characterCount > 0, let first = Unicode.Scalar(0xE000 + UInt32(serial % 0x1000)),
            let filler = Unicode.Scalar(0xF8FF as UInt32)
        else { return nil }
        var sentinel = String.UnicodeScalarView()
        sentinel.append(first)
        for _ in 1..<characterCount { sentinel.append(filler) }
        let replacement = String(sentinel)
        bytes.replaceSubrange(range, with: Array(replacement.utf8))
        return replacement
    }
}

// MARK: - Converting Yams nodes

private struct YAMLConverter {
    let reading: YAMLDocumentReading
    /// Placeholder keys put in for duplicates, mapped to the real key text.
    let sentinels: [String: String]
    var produced = 0

    init(reading: YAMLDocumentReading, sentinels: [String: String]) {
        self.reading = reading
        self.sentinels = sentinels
    }

    var diagnostics: DiagnosticEngine { reading.diagnostics }

    mutating func countValue(at position: SourcePosition) throws {
        produced += 1
        if produced > reading.maxValueCount {  // a backstop; YAMLExpansion catches this before converting
            reading.reportExpansion(at: position)
            throw YAMLReadStopped()
        }
    }

    mutating func convert(_ node: Node, depth: Int) throws -> JSONValue {
        let position = reading.position(node.mark)
        try countValue(at: position)
        switch node {
        case .scalar(let scalar):
            return JSONValue(scalarKind(scalar, at: position), at: position)
        case .sequence(let sequence):
            guard depth < reading.maxDepth else {
                reading.reportTooDeep(at: position)
                throw YAMLReadStopped()
            }
            var items: [JSONValue] = []
            items.reserveCapacity(sequence.count)
            for item in sequence {
                items.append(try convert(item, depth: depth + 1))
            }
            return JSONValue(.array(items), at: position)
        case .mapping(let mapping):
            guard depth < reading.maxDepth else {
                reading.reportTooDeep(at: position)
                throw YAMLReadStopped()
            }
            return JSONValue(.object(try convertMapping(mapping, depth: depth)), at: position)
        case .alias(let alias):
            diagnostics.emit(
                .error, .yamlSyntax, "alias *\(alias.anchor.rawValue) could not be resolved", at: position)
            return JSONValue(.null, at: position)
        }
    }

    mutating func convertMapping(_ mapping: Node.Mapping, depth: Int) throws -> JSONObject {
        var members: [JSONObject.Member] = []
        members.reserveCapacity(mapping.count)
        var indexByKey: [String: Int] = [:]
        /// Keys that came from a merge (`<<`); an explicit key replaces them silently.
        var merged: Set<String> = []

        for (keyNode, valueNode) in mapping {
            let keyPosition = reading.position(keyNode.mark)
            guard case .scalar(let keyScalar) = keyNode else {
                diagnostics.emit(
                    .error, .yamlSyntax,
                    "mapping keys must be plain text, not \(keyNode.isYAMLMapping ? "a mapping" : "a sequence")",
                    at: keyPosition)
                continue
            }
            if keyScalar.style == .plain, keyScalar.string == "<<", sentinels[keyScalar.string] == nil {
                for source in try mergeSources(valueNode, depth: depth) {
                    for member in source.members where indexByKey[member.key] == nil {
                        indexByKey[member.key] = members.count
                        members.append(member)
                        merged.insert(member.key)
                    }
                }
                continue
            }
            let key = sentinels[keyScalar.string] ?? keyScalar.string
            let value = try convert(valueNode, depth: depth + 1)
            if let earlier = indexByKey[key] {
                let mergedKeyReplaced = merged.remove(key) != nil
                if !mergedKeyReplaced {
                    diagnostics.emit(
                        .warning, .duplicateKey,
                        "duplicate key \"\(key.truncatedForMessage)\" in mapping; the later one replaces the earlier",
                        at: keyPosition,
                        notes: [("first defined here", members[earlier].keyPosition, nil)],
                        fixIt: "remove or rename one of the two keys")
                }
                if mergedKeyReplaced {
                    members[earlier].keyPosition = keyPosition
                }
                members[earlier].value = value
            } else {
                indexByKey[key] = members.count
                members.append(JSONObject.Member(key: key, keyPosition: keyPosition, value: value))
            }
        }
        return JSONObject(members)
    }

    /// The mappings a merge key (`<<`) brings in, earliest (strongest) first.
    mutating func mergeSources(_ node: Node, depth: Int) throws -> [JSONObject] {
        func invalid(_ node: Node) {
            diagnostics.emit(
                .error, .yamlSyntax, "a merge key (<<) needs a mapping or a list of mappings",
                at: reading.position(node.mark))
        }
        switch node {
        case .mapping:
            if let object = try convert(node, depth: depth + 1).objectValue { return [object] }
        case .sequence(let sequence):
            var objects: [JSONObject] = []
            for item in sequence {
                guard item.isYAMLMapping else {
                    invalid(item)
                    continue
                }
                if let object = try convert(item, depth: depth + 1).objectValue { objects.append(object) }
            }
            return objects
        default:
            invalid(node)
        }
        return []
    }

    // MARK: Scalars

    func scalarKind(_ scalar: Node.Scalar, at position: SourcePosition) -> JSONValue.Kind {
        let text = scalar.string
        switch scalar.tag.rawValue {
        case Tag.Name.implicit.rawValue:
            return scalar.style == .plain ? resolvePlain(text, at: position) : .string(text)
        case Tag.Name.str.rawValue, Tag.Name.nonSpecific.rawValue:
            return .string(text)
        case Tag.Name.null.rawValue:
            return .null
        case Tag.Name.bool.rawValue:
            if let flag = Self.bool(text) { return .bool(flag) }
            return invalidTagged(text, as: "a boolean", at: position)
        case Tag.Name.int.rawValue, Tag.Name.float.rawValue:
            let kind = resolvePlain(text, at: position)
            if case .number = kind { return kind }
            if case .null = kind, Self.isNonFinite(text) { return kind }  // already reported
            return invalidTagged(text, as: "a number", at: position)
        default:
            // Other tags (!!binary, !!timestamp, local tags) carry no meaning for tokens.
            return scalar.style == .plain ? resolvePlain(text, at: position) : .string(text)
        }
    }

    func invalidTagged(_ text: String, as what: String, at position: SourcePosition) -> JSONValue.Kind {
        diagnostics.emit(
            .error, .yamlSyntax, "\"\(text.truncatedForMessage)\" is tagged as \(what) but is not one", at: position)
        return .null
    }

    /// YAML 1.2 core schema resolution of a plain scalar.
    func resolvePlain(_ text: String, at position: SourcePosition) -> JSONValue.Kind {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        default: break
        }
        if let flag = Self.bool(text) { return .bool(flag) }
        guard let first = text.utf8.first,
            first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
                || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"))
        else { return .string(text) }
        if Self.isNonFinite(text) {
            diagnostics.emit(
                .error, .numberOutOfRange, "\(text) is not a finite number; token values must be finite",
                at: position, fixIt: "use a finite number")
            return .null
        }
        guard let number = Self.coreNumber(text) else { return .string(text) }
        guard number.value.isFinite else {
            diagnostics.emit(
                .error, .numberOutOfRange, "number \(text.truncatedForMessage) is too large to represent",
                at: position)
            return .null
        }
        return .number(number)
    }

    static func bool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    static func isNonFinite(_ text: String) -> Bool {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN":
            true
        default: false
        }
    }

    /// Parses the core schema's number forms: `[-+]?[0-9]+`, `0o[0-7]+`,
    /// `0x[0-9a-fA-F]+` and `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`.
    static func coreNumber(_ text: String) -> JSONNumber? {
        let bytes = Array(text.utf8)
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func digitValue(_ byte: UInt8, radix: Int) -> Int? {
            let value: Int
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = Int(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = Int(byte - UInt8(ascii: "A")) + 10
            default: return nil
            }
            return value < radix ? value : nil
        }
        // Octal and hexadecimal (unsigned in the core schema).
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0"), bytes[1] == UInt8(ascii: "o") || bytes[1] == UInt8(ascii: "x") {
            let radix = bytes[1] == UInt8(ascii: "o") ? 8 : 16
            var value: Double = 0
            for byte in bytes[2...] {
                guard let digit = digitValue(byte, radix: radix) else { return nil }
                value = value * Double(radix) + Double(digit)
            }
            return JSONNumber(value, isIntegerLiteral: true)
        }
        var index = 0
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        let integerStart = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        let integerDigits = bytes[integerStart..<index]
        var fractionDigits: ArraySlice<UInt8> = []
        var hasPoint = false
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            hasPoint = true
            index += 1
            let fractionStart = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            fractionDigits = bytes[fractionStart..<index]
        }
        // "." alone, "-" alone and ".e5" are not numbers; "1." is.
        guard !integerDigits.isEmpty || !fractionDigits.isEmpty else { return nil }
        var exponent: ArraySlice<UInt8> = []
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            let exponentStart = index + 1
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            let digitsStart = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index > digitsStart else { return nil }
            exponent = bytes[exponentStart..<index]
        }
        guard index == bytes.count else { return nil }
        let isInteger = !hasPoint && exponent.isEmpty
        if isInteger, integerDigits.count <= 15 {
            var value: Double = 0
            for byte in integerDigits { value = value * 10 + Double(byte - UInt8(ascii: "0")) }
            return JSONNumber(negative ? -value : value, isIntegerLiteral: true)
        }
        // Normalize to a form every Double parser accepts: 0.5 for .5, 1.0 for 1.
        var normalized = negative ? "-" : ""
        normalized += integerDigits.isEmpty ? "0" : String(decoding: integerDigits, as: UTF8.self)
        normalized += "." + (fractionDigits.isEmpty ? "0" : String(decoding: fractionDigits, as: UTF8.self))
        if !exponent.isEmpty { normalized += "e" + String(decoding: exponent, as: UTF8.self) }
        guard let value = Double(normalized) else { return nil }
        return JSONNumber(value, isIntegerLiteral: isInteger)
    }
}

// MARK: - Alias expansion

/// Measures how many values a tree expands to without expanding it: aliases
/// are the anchored nodes themselves, so each anchored subtree is measured once
/// (by the identity of its anchor) and an alias bomb costs no more than its text.
private enum YAMLExpansion {
    /// The top-level value at which the running total first passes `limit`, if it does.
    static func nodeExceeding(_ limit: Int, in root: Node) -> Node? {
        var memo: [ObjectIdentifier: Int] = [:]
        var total = 1
        let children: [Node]
        switch root {
        case .sequence(let sequence): children = Array(sequence)
        case .mapping(let mapping): children = mapping.map(\.value)
        case .scalar, .alias: return nil
        }
        for child in children {
            total += size(of: child, limit: limit, memo: &memo)
            if total > limit { return child }
        }
        return nil
    }

    /// The number of values under `node` (itself included; keys are not values,
    /// as in the converted tree), or any number above
    /// `limit` once it is clear the limit is passed.
    static func size(of node: Node, limit: Int, memo: inout [ObjectIdentifier: Int]) -> Int {
        let anchor = node.anchor
        if let anchor, let known = memo[ObjectIdentifier(anchor)] { return known }
        var total = 1
        switch node {
        case .scalar, .alias:
            break
        case .sequence(let sequence):
            for item in sequence {
                total += size(of: item, limit: limit, memo: &memo)
                if total > limit { return total }
            }
        case .mapping(let mapping):
            for (_, value) in mapping {
                total += size(of: value, limit: limit, memo: &memo)
                if total > limit { return total }
            }
        }
        if let anchor { memo[ObjectIdentifier(anchor)] = total }
        return total
    }
}

// MARK: - Positions

/// Turns libyaml marks into byte offsets. libyaml counts lines at CR, LF,
/// CR LF, NEL, LS and PS, and columns in Unicode scalars; ``SourceFile`` counts
/// lines at LF and columns in bytes, so the two are converted here.
private final class YAMLPositionTable {
    let bytes: [UInt8]
    /// Byte offset at which each libyaml line starts.
    let lineStarts: [Int]
    let isASCII: Bool
    /// The last conversion, so walking along one long line stays linear.
    private var cache: (line: Int, column: Int, offset: Int) = (1, 1, 0)

    /// - Parameter bytes: The text; a leading byte-order mark is not part of line 1.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var starts = [index]
        var ascii = true
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == UInt8(ascii: "\n") {
                    starts.append(index + 1)
                } else if byte == UInt8(ascii: "\r") {
                    if index + 1 < count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
                continue
            }
            ascii = false
            if byte == 0xC2, index + 1 < count, bytes[index + 1] == 0x85 {  // NEL
                index += 2
                starts.append(index)
                continue
            }
            if byte == 0xE2, index + 2 < count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                index += 3  // LS, PS
                starts.append(index)
                continue
            }
            index += 1
        }
        self.lineStarts = starts
        self.isASCII = ascii
    }

    /// The byte offset of a 1-based line and 1-based column counted in Unicode scalars.
    func offset(line: Int, column: Int) -> Int {
        guard line >= 1 else { return 0 }
        guard line <= lineStarts.count else { return bytes.count }
        let lineStart = lineStarts[line - 1]
        let lineEnd = line < lineStarts.count ? lineStarts[line] : bytes.count
        if isASCII { return min(lineEnd, lineStart + max(0, column - 1)) }
        var offset = lineStart
        var current = 1
        if cache.line == line, cache.column <= column {
            offset = cache.offset
            current = cache.column
        }
        while current < column, offset < lineEnd {
            offset += 1
            while offset < lineEnd, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            current += 1
        }
        cache = (line, current, offset)
        return offset
    }

    /// The libyaml line and column (1-based, column in scalars) of a byte offset.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let clamped = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        while index < clamped {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return (low + 1, column)
    }
}

// MARK: - Nesting pre-scan

/// A quick pass over the raw text that bounds how deeply the document nests,
/// so that hostile input never reaches Yams' recursive composer.
///
/// It counts flow brackets outside quotes and comments exactly, and estimates
/// block nesting from indentation (plus compact `- - x` entries). The estimate
/// is close to, never far below, the real depth; the exact limit is enforced
/// again while converting.
private enum YAMLPreScan {
    enum Problem {
        case tooDeep(offset: Int)
        case aliasAsKey(offset: Int)
    }

    private enum Quote { case none, single, double }

    static func check(_ bytes: [UInt8], maxDepth: Int) -> Problem? {
        let count = bytes.count
        var flowDepth = 0
        var quote = Quote.none
        /// Indentation of the line that opened a block scalar (`|`, `>`), while inside one.
        var blockScalarParent: Int?
        /// Open block collections: indentation and whether it is a sequence.
        var stack: [(indent: Int, isSequence: Bool)] = []

        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        func isBreak(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }
        func isBlankOrEnd(_ index: Int) -> Bool { index >= count || isSpace(bytes[index]) || isBreak(bytes[index]) }
        func isAnchorCharacter(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "_") || byte >= 0x80
        }
        func isFlowIndicator(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
                || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
        }

        var lineStart = 0
        while lineStart < count {
            var lineEnd = lineStart
            while lineEnd < count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }

            var indent = 0
            while lineStart + indent < lineEnd, bytes[lineStart + indent] == UInt8(ascii: " ") { indent += 1 }
            var index = lineStart + indent
            while index < lineEnd, isSpace(bytes[index]) { index += 1 }
            let isBlank = index >= lineEnd || bytes[index] == UInt8(ascii: "\r")

            if let parent = blockScalarParent {
                if isBlank || indent > parent { continue }
                blockScalarParent = nil
            }
            var blockDepth = stack.count
            var extra = 0
            let contentStart = index
            /// A mapping level this line opened that is only real once a key (`key:`) shows up.
            var provisional = false
            if quote == .none, flowDepth == 0 {
                if isBlank || bytes[index] == UInt8(ascii: "#") { continue }
                // Document markers start over.
                if indent == 0, index + 2 < lineEnd,
                    (bytes[index] == UInt8(ascii: "-") && bytes[index + 1] == UInt8(ascii: "-")
                        && bytes[index + 2] == UInt8(ascii: "-"))
                        || (bytes[index] == UInt8(ascii: ".") && bytes[index + 1] == UInt8(ascii: ".")
                            && bytes[index + 2] == UInt8(ascii: ".")),
                    isBlankOrEnd(index + 3)
                {
                    stack.removeAll()
                    index += 3
                    blockDepth = 0
                } else if bytes[index] == UInt8(ascii: "%") {
                    continue  // directive
                } else {
                    let isSequence = bytes[index] == UInt8(ascii: "-") && isBlankOrEnd(index + 1)
                    while let top = stack.last, top.indent > indent { stack.removeLast() }
                    if let top = stack.last, top.indent == indent {
                        if top.isSequence != isSequence {
                            if isSequence {
                                stack.append((indent, true))  // a sequence written at its key's indentation
                            } else {
                                // The sequence written at its key's indentation has ended.
                                stack.removeLast()
                                let continuesMapping = stack.last.map { $0.indent == indent && !$0.isSequence } ?? false
                                if !continuesMapping {
                                    stack.append((indent, false))
                                    provisional = true
                                }
                            }
                        }
                    } else {
                        stack.append((indent, isSequence))
                        provisional = !isSequence
                    }
                    blockDepth = stack.count - (provisional ? 1 : 0)
                    if blockDepth > maxDepth { return .tooDeep(offset: index) }
                    if isSequence { index += 1 }  // the stack already counts this entry
                }
            }

            // Scan the rest of the line token by token.
            var atTokenStart = true
            var sawExplicitKey = false
            defer { if provisional { stack.removeLast() } }
            while index < lineEnd {
                let byte = bytes[index]
                switch quote {
                case .double:
                    if byte == UInt8(ascii: "\\") {
                        index += 2
                    } else {
                        if byte == UInt8(ascii: "\"") { quote = .none; atTokenStart = false }
                        index += 1
                    }
                    continue
                case .single:
                    if byte == UInt8(ascii: "'") {
                        if index + 1 < lineEnd, bytes[index + 1] == UInt8(ascii: "'") {
                            index += 2
                            continue
                        }
                        quote = .none
                        atTokenStart = false
                    }
                    index += 1
                    continue
                case .none:
                    break
                }
                if isSpace(byte) || byte == UInt8(ascii: "\r") {
                    atTokenStart = true
                    index += 1
                    continue
                }
                if flowDepth > 0 {
                    switch byte {
                    case UInt8(ascii: "["), UInt8(ascii: "{"):
                        flowDepth += 1
                        if blockDepth + extra + flowDepth > maxDepth { return .tooDeep(offset: index) }
                        atTokenStart = true
                        index += 1
                        continue
                    case UInt8(ascii: "]"), UInt8(ascii: "}"):
                        flowDepth -= 1
                        atTokenStart = false
                        index += 1
                        continue
                    case UInt8(ascii: ","), UInt8(ascii: ":"):
                        atTokenStart = true
                        index += 1
                        continue
                    default:
                        break
                    }
                }
                if flowDepth == 0, byte == UInt8(ascii: ":"), isBlankOrEnd(index + 1) {
                    // A block mapping key ends here.
                    if provisional {
                        provisional = false
                        blockDepth += 1
                        if blockDepth + extra > maxDepth { return .tooDeep(offset: contentStart) }
                    }
                    atTokenStart = true
                    index += 1
                    continue
                }
                guard atTokenStart else {
                    index += 1
                    continue
                }
                switch byte {
                case UInt8(ascii: "#"):
                    index = lineEnd  // comment
                case UInt8(ascii: "\""):
                    quote = .double
                    index += 1
                case UInt8(ascii: "'"):
                    quote = .single
                    index += 1
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    flowDepth += 1
                    if blockDepth + extra + flowDepth > maxDepth { return .tooDeep(offset: index) }
                    index += 1
                case UInt8(ascii: "|") where flowDepth == 0, UInt8(ascii: ">") where flowDepth == 0:
                    blockScalarParent = indent
                    index = lineEnd
                case UInt8(ascii: "-") where flowDepth == 0 && isBlankOrEnd(index + 1),
                    UInt8(ascii: "?") where isBlankOrEnd(index + 1):
                    if byte == UInt8(ascii: "?") { sawExplicitKey = true }
                    extra += 1
                    if blockDepth + extra > maxDepth { return .tooDeep(offset: index) }
                    index += 1
                case UInt8(ascii: "&"), UInt8(ascii: "!"), UInt8(ascii: "*"):
                    // Anchor and alias names are letters, digits, '-' and '_'; tags run to a space.
                    let start = index
                    index += 1
                    while index < lineEnd {
                        let current = bytes[index]
                        if isSpace(current) || current == UInt8(ascii: "\r") { break }
                        if flowDepth > 0, isFlowIndicator(current) { break }
                        if byte != UInt8(ascii: "!"), !isAnchorCharacter(current) { break }
                        index += 1
                    }
                    if byte == UInt8(ascii: "*") {
                        var next = index
                        while next < lineEnd, isSpace(bytes[next]) { next += 1 }
                        if sawExplicitKey || (next < lineEnd && bytes[next] == UInt8(ascii: ":")) {
                            return .aliasAsKey(offset: start)
                        }
                        atTokenStart = false
                    }
                default:
                    // A plain scalar: runs to ": ", " #" or the end of the line
                    // (in flow context also to a flow indicator).
                    index += 1
                    while index < lineEnd {
                        let current = bytes[index]
                        if current == UInt8(ascii: ":"), isBlankOrEnd(index + 1)
                            || (flowDepth > 0 && index + 1 < lineEnd && isFlowIndicator(bytes[index + 1]))
                        {
                            break
                        }
                        if current == UInt8(ascii: "#"), isSpace(bytes[index - 1]) { break }
                        if flowDepth > 0, isFlowIndicator(current) { break }
                        index += 1
                    }
                    atTokenStart = false
                }
            }
        }
        return nil
    }
}

// MARK: - Helpers

private func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int {
    var offset = 0
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): offset += UTF8.width(scalar)
        case .emptyInput: return bytes.count
        case .error: return offset
        }
    }
}

private func hexDigits(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return "\(digits[Int(byte >> 4)])\(digits[Int(byte & 0xF)])"
}

extension Node {
    fileprivate var isYAMLMapping: Bool {
        if case .mapping = self { return true }
        return false
    }
}
