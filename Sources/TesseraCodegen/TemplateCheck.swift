import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

/// The names a template may use: the shape of ``TemplateRenderer/context(table:options:)``,
/// optional keys included (a key absent from one token is still a name the template may test).
indirect enum TemplateSchema: Sendable {
    /// A string, number or boolean.
    case value
    case object([String: TemplateSchema])
    /// A list whose elements have this shape.
    case list(TemplateSchema)

    /// The keys of an object, or none.
    var keys: [String: TemplateSchema] {
        if case .object(let keys) = self { keys } else { [:] }
    }

    /// What a section over a value of this shape puts on the context stack.
    var sectionFrame: TemplateSchema {
        if case .list(let element) = self { element } else { self }
    }

    static let variant: TemplateSchema = .object(
        Dictionary(uniqueKeysWithValues: ["summary", "swift", "json", "colorScheme", "contrast", "horizontalSizeClass", "dynamicTypeSize"].map { ($0, .value) }))

    static let themeValue: TemplateSchema = .object(
        Dictionary(uniqueKeysWithValues: ["theme", "isConstant", "summary", "swift", "json", "hex"].map { ($0, TemplateSchema.value) })
            .merging(["variants": .list(variant)]) { first, _ in first })

    static let token: TemplateSchema = .object(
        Dictionary(
            uniqueKeysWithValues: [
                "id", "name", "identifier", "constantName", "type", "swiftType", "isAdaptive", "deprecated", "description",
                "deprecationMessage", "aliasOf", "summary", "swift", "json", "hex",
            ].map { ($0, TemplateSchema.value) }
        ).merging(["segments": .list(.value), "values": .list(themeValue)]) { first, _ in first })

    /// The whole context.
    static let root: TemplateSchema = .object([
        "source": .value, "rootType": .value, "accessLevel": .value,
        "themes": .list(.object(Dictionary(uniqueKeysWithValues: ["name", "identifier", "isDefault", "isFirst"].map { ($0, .value) }))),
        "traitModifiers": .list(.object(["name": .value])),
        "tokens": .list(token),
    ])
}

/// Checks a template before it is rendered, which Mustache does silently: a name the context
/// does not have (`{{nme}}`, TS0606) renders as nothing, and a section closed with another
/// name or never closed (TS0603) is reported naming both tags and where they are.
struct TemplateCheck {
    let bytes: [UInt8]
    let file: SourceFileID
    let diagnostics: DiagnosticEngine
    /// How many elements each list of the context has at most (`tokens`, `themes`, `values`, …),
    /// to bound how often nested sections render; a list not named counts as one element.
    var listLengths: [String: Int] = [:]

    /// The most times the content of one section may render: nested list sections multiply
    /// (`{{#tokens}}` nine deep over 10 tokens is 10⁹ renders), so past this the template is refused.
    static let maxRenders = 10_000_000

    init(bytes: [UInt8], file: SourceFileID, diagnostics: DiagnosticEngine, listLengths: [String: Int] = [:]) {
        self.bytes = bytes
        self.file = file
        self.diagnostics = diagnostics
        self.listLengths = listLengths
    }

    /// An open section: its name as written, where its tag starts, and the names its content sees.
    private struct Section {
        /// `#`, `^`, `$` or `<`: how it was opened.
        var sigil: Character
        var name: String
        var line: Int
        var column: Int
        var offset: Int
    }

    /// Reports every problem found; returns whether there was none.
    func run() -> Bool {
        var open = "{{".utf8.map { $0 }
        var close = "}}".utf8.map { $0 }
        var sections: [Section] = []
        var frames: [TemplateSchema] = [.root]
        /// How many times the content at each level of `frames` renders.
        var renders: [Int] = [1]
        var clean = true
        var index = 0
        var line = 1
        var lineStart = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            guard matches(open, at: index) else {
                index += 1
                continue
            }
            let tagOffset = index
            let column = index - lineStart + 1
            let isTriple = open == Array("{{".utf8) && matches(Array("{{{".utf8), at: index)
            let contentStart = index + open.count + (isTriple ? 1 : 0)
            let end = isTriple ? Array("}}}".utf8) : close
            guard let contentEnd = find(end, from: contentStart) else { break }  // the parser reports it
            // A tag left unfinished runs into the next one: the parser reports it at its position.
            if Self.contains(open, in: bytes[contentStart..<contentEnd]) { return clean }
            let content = String(decoding: bytes[contentStart..<contentEnd], as: UTF8.self)
            index = contentEnd + end.count
            // A tag may span lines (a comment): the lines after it are counted from its end.
            for offset in tagOffset..<index where bytes[offset] == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset + 1
            }
            var kind = content.first ?? " "
            if isTriple { kind = "&" }
            let body = "#^/&!>=%$<".contains(kind) && !isTriple ? String(content.dropFirst()) : content
            let name = Self.variableName(body)
            switch kind {
            case "!", "%": continue
            case ">":
                // Mustache renders a partial it cannot load as nothing; this renderer loads none.
                diagnostics.emit(
                    .warning, .templatePartial,
                    "partial {{>\(body.trimmed)}} renders as nothing: tessera build renders this one template file and loads no partials",
                    at: SourcePosition(file: file, offset: tagOffset), fixIt: "paste the partial's text in place of the tag")
            case "=":
                // {{=<% %>=}}: new delimiters for the rest of the template.
                let parts = body.dropLast().split(separator: " ").map { Array($0.utf8) }
                if parts.count == 2 {
                    open = parts[0]
                    close = parts[1]
                }
            case "#", "^", "$", "<":
                let frame = kind == "#" || kind == "^" ? lookUp(name, in: frames, at: tagOffset, clean: &clean) : nil
                sections.append(Section(sigil: kind, name: body.trimmed, line: line, column: column, offset: tagOffset))
                // An inverted section shows its content when the name is false or empty: the same names as outside.
                frames.append(kind == "#" ? (frame?.sectionFrame ?? .value) : .value)
                var count = renders.last ?? 1
                if kind == "#", case .list? = frame {
                    let length = max(1, listLengths[name.split(separator: ".").last.map(String.init) ?? name] ?? 1)
                    count = count > Self.maxRenders / length ? Self.maxRenders + 1 : count * length
                }
                renders.append(count)
                if count > Self.maxRenders, (renders.dropLast().last ?? 1) <= Self.maxRenders {
                    report(
                        .templateTooLarge,
                        "section {{\(kind)\(body.trimmed)}} would render more than \(Self.maxRenders) times: list sections nested \(renders.count - 1) deep multiply their lengths",
                        at: tagOffset, fixIt: "nest fewer list sections; the names inside a section can still reach the ones around it")
                    clean = false
                }
            case "/":
                let closing = body.trimmed
                guard let section = sections.last else {
                    report(.invalidTemplate, "closing tag {{/\(closing)}} has no open section", at: tagOffset,
                        fixIt: "remove it, or open the section with {{#\(closing)}} before it")
                    clean = false
                    continue
                }
                if section.name != closing {
                    report(.invalidTemplate,
                        "closing tag {{/\(closing)}} does not match the open section {{\(section.sigil)\(section.name)}} opened at \(section.line):\(section.column)",
                        at: tagOffset, fixIt: "close it with {{/\(section.name)}}")
                    return false  // the sections after it cannot be paired reliably
                }
                sections.removeLast()
                frames.removeLast()
                renders.removeLast()
            default:
                if !name.isEmpty { _ = lookUp(name, in: frames, at: tagOffset, clean: &clean) }
            }
        }
        for section in sections.reversed() {
            report(.invalidTemplate, "section {{\(section.sigil)\(section.name)}} opened at \(section.line):\(section.column) is never closed",
                at: section.offset, fixIt: "end it with {{/\(section.name)}}")
            clean = false
        }
        return clean
    }

    /// The shape `name` (dotted, looked up through the sections as Mustache does) has, or nil
    /// after reporting it unknown. `.` and transforms of the section itself (`first()`) are the current frame.
    private func lookUp(_ name: String, in frames: [TemplateSchema], at offset: Int, clean: inout Bool) -> TemplateSchema? {
        if name.isEmpty || name == "." { return frames.last }
        let segments = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        // A leading "." looks in the current frame only.
        let searched = name.hasPrefix(".") ? [frames.last ?? .value] : frames.reversed()
        let path = name.hasPrefix(".") ? Array(segments.dropFirst()) : segments
        guard let first = path.first, var found = searched.lazy.compactMap({ $0.keys[first] }).first else {
            let visible = frames.flatMap { $0.keys.keys }
            unknown(name, nearest: path.first.flatMap { EditDistance.nearest(to: $0, among: visible) }, at: offset)
            clean = false
            return nil
        }
        for segment in path.dropFirst() {
            guard let next = found.keys[segment] else {
                unknown(name, nearest: EditDistance.nearest(to: segment, among: found.keys.keys), at: offset)
                clean = false
                return nil
            }
            found = next
        }
        return found
    }

    private func unknown(_ name: String, nearest: String?, at offset: Int) {
        report(
            .templateUnknownName, "{{\(name)}} names nothing in the template context, so it would render as nothing", at: offset,
            fixIt: nearest.map { "did you mean \($0)? (the names are in Documentation/Templates.md)" }
                ?? "use a name from the context described in Documentation/Templates.md")
    }

    private func report(_ code: DiagnosticCode, _ message: String, at offset: Int, fixIt: String) {
        diagnostics.emit(.error, code, message, at: SourcePosition(file: file, offset: offset), fixIt: fixIt)
    }

    /// `uppercased(name)` → `name`; `first()` → "" (a transform of the section itself).
    static func variableName(_ body: String) -> String {
        var name = Substring(body.trimmed)
        if let open = name.lastIndex(of: "(") {
            name = name[name.index(after: open)...]
            if let close = name.firstIndex(of: ")") { name = name[..<close] }
        }
        return String(name).trimmed
    }

    private static func contains(_ pattern: [UInt8], in slice: ArraySlice<UInt8>) -> Bool {
        guard !pattern.isEmpty, slice.count >= pattern.count else { return false }
        return (slice.startIndex...(slice.endIndex - pattern.count)).contains { start in
            slice[start..<(start + pattern.count)].elementsEqual(pattern)
        }
    }

    private func matches(_ pattern: [UInt8], at index: Int) -> Bool {
        guard !pattern.isEmpty, index + pattern.count <= bytes.count else { return false }
        for (offset, byte) in pattern.enumerated() where bytes[index + offset] != byte { return false }
        return true
    }

    private func find(_ pattern: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + pattern.count <= bytes.count {
            if matches(pattern, at: index) { return index }
            index += 1
        }
        return nil
    }
}

extension String {
    fileprivate var trimmed: String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}
