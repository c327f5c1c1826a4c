public import Foundation
public import TesseraDiagnostics
public import TesseraTokens

/// How a token store reads and lays out its tokens.
public struct TokenStoreOptions: Sendable {
    /// Read the DTCG 2025.10 format to the letter (legacy hex strings, `rgba()`, `"16px"` become errors).
    public var strict: Bool
    /// Modifiers to treat as app-chosen themes even when their contexts look like device traits.
    public var themeModifiers: Set<String>
    /// What each context of a modifier means as traits, for modifiers whose context names Tessera
    /// does not recognize (the same mapping as `traits:` in `tessera.yml`).
    public var traitMapping: [String: [String: TraitValues]]
    /// Points per `rem` (16 unless the design system says otherwise).
    public var remBase: Double
    /// Called once per failed lookup (unknown path, wrong type, not in the theme), on the looking-up
    /// thread, after the problem is recorded in ``TokenStoreSnapshot/lookupProblems``.
    public var onLookupProblem: (@Sendable (Diagnostic) -> Void)?
    /// The folder that files named by `$ref`s (and found in a loaded folder) must lie in; `nil` for
    /// the folder loaded, or the folder of the file loaded. A reference that leaves it is an error
    /// and the file is never opened, so tokens downloaded at run time cannot read the app's other files.
    public var root: URL?

    /// Options; every parameter has the default described on its property.
    public init(
        strict: Bool = false, themeModifiers: Set<String> = [], traitMapping: [String: [String: TraitValues]] = [:],
        remBase: Double = 16, onLookupProblem: (@Sendable (Diagnostic) -> Void)? = nil
    ) {
        self.strict = strict
        self.themeModifiers = themeModifiers
        self.traitMapping = traitMapping
        self.remBase = remBase
        self.onLookupProblem = onLookupProblem
    }
}

/// What loading tokens produced: a snapshot when there were no errors, and every diagnostic
/// (errors, warnings and notes, with file, line and column) either way.
public struct TokenStoreLoadResult: Sendable {
    /// The snapshot in its default theme, or nil when the tokens have errors.
    public var snapshot: TokenStoreSnapshot?
    /// Everything reported while reading and resolving.
    public var diagnostics: [Diagnostic]

    /// The errors among ``diagnostics``.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
}
