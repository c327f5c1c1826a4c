public import TesseraConfiguration
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
        find(in: tree, converter: converter, mayHaveIgnores: mayHaveIgnores, rootTypeName: nil).literals
    }

    /// The style literals of `tree`, and how many times it names `rootTypeName` (the token uses), in
    /// one walk over the tree: the rules see each node as it passes.
    func find(
        in tree: SourceFileSyntax, converter: SourceLocationConverter, mayHaveIgnores: Bool, rootTypeName: String?
    ) -> (literals: [StyleLiteral], tokenUses: Int) {
        let walker = RuleWalker(rules: Self.rules.map { $0.init(kinds: kinds) }, rootTypeName: rootTypeName)
        walker.walk(tree)
        var all = walker.rules.flatMap(\.found)
        all.sort { ($0.start, $1.end) < ($1.start, $0.end) }
        var result: [StyleLiteral] = []
        var seen = Set<[Int]>()
        for literal in all where seen.insert([literal.start, literal.end]).inserted {
            result.append(literal)
        }
        if mayHaveIgnores {
            let ignored = Self.ignoredLines(in: tree, converter: converter)
            if !ignored.isEmpty {
                result.removeAll { ignored.contains(converter.location(for: AbsolutePosition(utf8Offset: $0.start)).line) }
            }
        }
        return (result, walker.tokenUses)
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

/// Walks a tree once and hands each node a rule looks at to every rule, as if each rule walked
/// the tree itself; counts the references to the root type on the way.
final class RuleWalker: SyntaxVisitor {
    let rules: [StyleRule]
    let rootTypeName: String?
    private(set) var tokenUses = 0

    init(rules: [StyleRule], rootTypeName: String?) {
        self.rules = rules
        self.rootTypeName = rootTypeName
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        for rule in rules { _ = rule.visit(node) }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        for rule in rules { _ = rule.visit(node) }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        for rule in rules { _ = rule.visit(node) }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        for rule in rules { _ = rule.visit(node) }
        return .visitChildren
    }

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        for rule in rules { _ = rule.visit(node) }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let rootTypeName, node.baseName.tokenKind == .identifier(rootTypeName) { tokenUses += 1 }
        return .visitChildren
    }
}
