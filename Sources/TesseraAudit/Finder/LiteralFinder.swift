public import SwiftSyntax

/// Runs every rule over a parsed file and returns its style literals in source order, without
/// those on a line that says `// tessera:ignore` and without repeats (two rules reading one place).
public struct LiteralFinder: Sendable {
    /// The rules, one per kind of place a style value is written.
    static let rules: [StyleRule.Type] = [ColorRule.self, FontRule.self, LayoutRule.self, MotionRule.self, ThemeConstantRule.self]

    /// The comment that keeps a line out of the audit.
    public static let ignoreMarker = "tessera:ignore"

    public var kinds: Set<AuditKind>

    public init(kinds: Set<AuditKind> = Set(AuditKind.allCases)) {
        self.kinds = kinds
    }

    /// The style literals of `tree`; `converter` gives lines for `// tessera:ignore`.
    public func literals(in tree: SourceFileSyntax, converter: SourceLocationConverter, mayHaveIgnores: Bool = true) -> [StyleLiteral] {
        var all: [StyleLiteral] = []
        for rule in Self.rules {
            let visitor = rule.init(kinds: kinds)
            visitor.walk(tree)
            all += visitor.found
        }
        all.sort { ($0.start, $1.end) < ($1.start, $0.end) }
        var result: [StyleLiteral] = []
        var seen = Set<[Int]>()
        for literal in all where seen.insert([literal.start, literal.end]).inserted {
            result.append(literal)
        }
        guard mayHaveIgnores else { return result }
        let ignored = Self.ignoredLines(in: tree, converter: converter)
        guard !ignored.isEmpty else { return result }
        return result.filter { !ignored.contains(converter.location(for: AbsolutePosition(utf8Offset: $0.start)).line) }
    }

    /// The lines that carry a `// tessera:ignore` comment (a line or block comment, anywhere on the line).
    static func ignoredLines(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> Set<Int> {
        var lines = Set<Int>()
        for token in tree.tokens(viewMode: .sourceAccurate) {
            for (trivia, start) in [(token.leadingTrivia, token.position), (token.trailingTrivia, token.endPositionBeforeTrailingTrivia)] {
                var offset = start.utf8Offset
                for piece in trivia {
                    switch piece {
                    case .lineComment(let text), .blockComment(let text):
                        if text.contains(ignoreMarker) { lines.insert(converter.location(for: AbsolutePosition(utf8Offset: offset)).line) }
                    default: break
                    }
                    offset += piece.sourceLength.utf8Length
                }
            }
        }
        return lines
    }
}
