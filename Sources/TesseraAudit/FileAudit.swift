public import TesseraDiagnostics

/// One literal with what the tokens say about it and where it is.
public struct AuditFinding: Sendable {
    public var literal: StyleLiteral
    public var match: TokenMatch
    public var location: SourceLocation
    /// The fix's replacement text, when the literal is an exact match whose type is known.
    public var replacement: String?
}

/// The audit of one Swift file.
public struct FileAudit: Sendable {
    public var path: String
    public var findings: [AuditFinding] = []
    /// How many times the file names the generated root type (`Tokens.default.space.md`): the
    /// token uses the summary sets against the hard-coded values.
    public var tokenUses = 0
    /// The findings as diagnostics, and a warning when the file does not parse (TS0974) or a note
    /// when it was skipped (TS0975).
    public var diagnostics: [Diagnostic] = []
    /// The file with every exact match replaced by its token, when fixing and something changed.
    public var fixedSource: [UInt8]?
    /// Whether the file was read at all (not skipped, and it parsed).
    public var audited = false

    public init(path: String) {
        self.path = path
    }

    /// Findings of each quality.
    public func count(_ quality: TokenMatch.Quality) -> Int {
        findings.lazy.filter { $0.match.quality == quality }.count
    }
}
