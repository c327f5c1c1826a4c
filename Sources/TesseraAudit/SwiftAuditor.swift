import Foundation
import SwiftParser
import SwiftSyntax
import TesseraDiagnostics

/// Audits one Swift file at a time: parses it with swift-syntax, finds its style literals,
/// matches each against the tokens and, when asked, rewrites the exact matches. Nothing of a
/// file is kept after its ``FileAudit`` is returned, so memory stays flat however many files
/// are audited.
public struct SwiftAuditor: Sendable {
    public var matcher: TokenMatcher
    public var finder: LiteralFinder

    public init(matcher: TokenMatcher, finder: LiteralFinder = LiteralFinder()) {
        self.matcher = matcher
        self.finder = finder
    }

    /// The audit of `bytes`, the contents of the file at `path` (as it is shown in diagnostics).
    public func audit(_ bytes: [UInt8], path: String, fix: Bool = false) -> FileAudit {
        var result = FileAudit(path: path)
        if bytes.contains(0) {
            result.diagnostics.append(skipped(path, "it holds NUL bytes, so it is not Swift source"))
            return result
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            result.diagnostics.append(skipped(path, "it is not valid UTF-8"))
            return result
        }
        // swift-syntax's lookahead recurses once per bracket (`[[[[…` overflows the stack); no
        // real source nests this deep, so such a file is skipped before it is parsed.
        if Self.nestsDeeperThan(Self.maximumNesting, bytes) {
            result.diagnostics.append(skipped(path, "its brackets nest deeper than \(Self.maximumNesting) levels"))
            return result
        }
        let tree = Self.parse(bytes)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        if tree.hasError {
            let offset = Self.firstErrorOffset(in: tree) ?? 0
            let location = converter.location(for: AbsolutePosition(utf8Offset: offset))
            result.diagnostics.append(
                Diagnostic(
                    severity: .warning, code: .auditSourceUnparsable, message: "\(path) does not parse as Swift here; the file is not audited",
                    location: SourceLocation(file: path, line: location.line, column: location.column, offset: offset),
                    fixIt: "fix the syntax error (swiftc -parse shows it), or exclude the file under audit: in tessera.yml"))
            return result
        }
        result.audited = true
        let root = matcher.catalog.rootTypeName
        let (literals, tokenUses) = finder.find(
            in: tree, converter: converter, mayHaveIgnores: Self.contains(bytes, LiteralFinder.ignoreMarker),
            rootTypeName: Self.contains(bytes, root) ? root : nil)
        result.tokenUses = tokenUses
        for literal in literals {
            let match = matcher.match(literal)
            let location = converter.location(for: AbsolutePosition(utf8Offset: literal.start))
            var finding = AuditFinding(
                literal: literal, match: match,
                location: SourceLocation(file: path, line: location.line, column: location.column, offset: literal.start))
            if match.quality == .exact, let form = literal.replacement, let id = match.tokenID {
                finding.replacement = matcher.catalog.expression(ofToken: id, as: form)
            }
            result.diagnostics.append(diagnostic(for: finding))
            result.findings.append(finding)
        }
        if fix { result.fixedSource = Self.applyingFixes(result.findings, to: bytes, tree: tree) }
        return result
    }

    /// `bytes` with each finding's replacement in place of its literal (later ones first, so
    /// offsets hold) and the imports the replacements need (`TesseraTheme` for `defaultValue`, the
    /// adapter for `Color(token:)` or `UIFont.token`) after the file's last import; nil when nothing
    /// changes or the result would not parse.
    static func applyingFixes(_ findings: [AuditFinding], to bytes: [UInt8], tree: SourceFileSyntax) -> [UInt8]? {
        var edits = findings.compactMap { finding in finding.replacement.map { (finding.literal.start, finding.literal.end, $0) } }
        guard !edits.isEmpty else { return nil }
        var modules = ["TesseraTheme"]
        let forms = Set(findings.filter { $0.replacement != nil }.compactMap(\.literal.replacement))
        if !forms.isDisjoint(with: [.swiftUIColor, .swiftUIFont]) { modules.append("TesseraSwiftUI") }
        if !forms.isDisjoint(with: [.uiColor, .uiFont]) { modules.append("TesseraUIKit") }
        let imports = tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
        let imported = Set(imports.map { $0.path.trimmedDescription })
        let missing = modules.filter { !imported.contains($0) }
        if !missing.isEmpty {
            if let last = imports.last {
                edits.append((last.endPositionBeforeTrailingTrivia.utf8Offset, last.endPositionBeforeTrailingTrivia.utf8Offset,
                    missing.map { "\nimport \($0)" }.joined()))
            } else {
                let start = tree.statements.first?.positionAfterSkippingLeadingTrivia.utf8Offset ?? 0
                edits.append((start, start, missing.map { "import \($0)\n" }.joined()))
            }
        }
        edits.sort { $0.0 > $1.0 }
        var output = bytes
        var lowestStart = Int.max
        for (start, end, text) in edits where end <= lowestStart {
            output.replaceSubrange(start..<end, with: Array(text.utf8))
            lowestStart = start
        }
        let reparsed = parse(output)
        return reparsed.hasError || output == bytes ? nil : output
    }

    /// The syntax tree of UTF-8 source, parsed at most ``maximumNesting`` brackets deep.
    static func parse(_ bytes: [UInt8]) -> SourceFileSyntax {
        var parser = Parser(String(decoding: bytes, as: UTF8.self), maximumNestingLevel: maximumNesting)
        return SourceFileSyntax.parse(from: &parser)
    }

    /// Bracket depth beyond which a file is not parsed.
    public static let maximumNesting = 128

    /// Whether `(`, `[` and `{` nest deeper than `limit` anywhere in `bytes` (brackets in strings and
    /// comments count too: an overcount only skips a file no person wrote).
    static func nestsDeeperThan(_ limit: Int, _ bytes: [UInt8]) -> Bool {
        var depth = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return true }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            default:
                break
            }
        }
        return false
    }

    /// The first place the parser found wrong: a missing token or unexpected text.
    static func firstErrorOffset(in tree: SourceFileSyntax) -> Int? {
        for token in tree.tokens(viewMode: .all) where token.presence == .missing || token.parent?.is(UnexpectedNodesSyntax.self) == true {
            return token.positionAfterSkippingLeadingTrivia.utf8Offset
        }
        return nil
    }

    private func skipped(_ path: String, _ reason: String) -> Diagnostic {
        Diagnostic(
            severity: .note, code: .auditSourceSkipped, message: "\(path) is skipped: \(reason)",
            location: SourceLocation(file: path, line: 1, column: 1, offset: 0))
    }

    /// Whether `text` occurs in `bytes` (a quick check before a walk over the tree).
    static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard !needle.isEmpty, bytes.count >= needle.count else { return false }
        let first = needle[0]
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}
