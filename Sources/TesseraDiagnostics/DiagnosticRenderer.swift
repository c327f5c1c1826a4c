/// Formats diagnostics for people and tools.
///
/// The first line of each is `path:line:column: severity: message [code]`, the
/// form Xcode and editors pick up; an excerpt of the source with a caret, the
/// notes and the fix follow on their own lines.
public struct DiagnosticRenderer: Sendable {
    /// Show the source line and a caret under the column.
    public var showsExcerpt: Bool
    /// Color `error:`, `warning:` and `note:` with ANSI escapes, for a terminal.
    public var usesColor: Bool

    public init(showsExcerpt: Bool = true, usesColor: Bool = false) {
        self.showsExcerpt = showsExcerpt
        self.usesColor = usesColor
    }

    /// `error:`, `warning:` or `note:`, in bold red, magenta or gray when ``usesColor`` is set
    /// (the colors the Swift compiler uses).
    public func label(_ severity: Diagnostic.Severity) -> String {
        let text = "\(severity.rawValue):"
        guard usesColor else { return text }
        let color = switch severity {
        case .error: "31"
        case .warning: "35"
        case .note: "90"
        }
        return "\u{1B}[1;\(color)m\(text)\u{1B}[0m"
    }

    public func render(_ diagnostic: Diagnostic, sources: SourceRegistry) -> String {
        var lines: [String] = []
        // The path is added only when the message does not name the token already.
        let path = diagnostic.tokenPath.flatMap { Self.names($0, in: diagnostic.message) ? nil : " (token \($0))" } ?? ""
        lines.append(
            "\(prefix(diagnostic.location))\(label(diagnostic.severity)) \(diagnostic.message)\(path) [\(diagnostic.code.rawValue)]")
        if showsExcerpt, let location = diagnostic.location, let excerpt = excerpt(location, sources: sources) {
            lines.append(contentsOf: excerpt)
        }
        for note in diagnostic.notes {
            lines.append("\(prefix(note.location))\(label(.note)) \(note.message)")
        }
        if let fixIt = diagnostic.fixIt {
            lines.append("    fix: \(fixIt)")
        }
        return lines.joined(separator: "\n")
    }

    /// Whether `message` contains `path` as a whole path: not as part of a longer name or path.
    static func names(_ path: String, in message: String) -> Bool {
        func continuesName(_ character: Character?) -> Bool {
            guard let character else { return false }
            return character.isLetter || character.isNumber || "._-".contains(character)
        }
        var start = message.startIndex
        while start < message.endIndex {
            defer { start = message.index(after: start) }
            guard message[start...].hasPrefix(path) else { continue }
            let end = message.index(start, offsetBy: path.count)
            let before = start == message.startIndex ? nil : message[message.index(before: start)]
            let after = end == message.endIndex ? nil : message[end]
            // A sentence's full stop after the path still ends it.
            let afterEnds = after == "." && (message.index(after: end) == message.endIndex || message[message.index(after: end)] == " ")
            if !continuesName(before), afterEnds || !continuesName(after) { return true }
        }
        return false
    }

    private func prefix(_ location: SourceLocation?) -> String {
        guard let location else { return "tessera: " }
        return "\(DiagnosticText.escaped(location.file)):\(location.line):\(location.column): "
    }

    private func excerpt(_ location: SourceLocation, sources: SourceRegistry) -> [String]? {
        guard let id = sources.id(forPath: location.file), let file = sources.file(id) else { return nil }
        let text = file.lineText(location.line, maximumLength: 240)
        guard !text.isEmpty, text.utf8.count <= 240 else { return nil }
        // Column is in UTF-8 bytes; count characters up to it so the caret lines up.
        let bytes = Array(text.utf8)
        let prefixBytes = bytes.prefix(max(0, location.column - 1))
        let padding = String(decoding: prefixBytes, as: UTF8.self).map { $0 == "\t" ? "\t" : " " }.joined()
        return ["    \(text)", "    \(padding)^"]
    }
}
