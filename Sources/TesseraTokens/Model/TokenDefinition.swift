public import TesseraDiagnostics
public import TesseraSyntax

/// A token as written, after group inheritance and `$extends` but before its
/// references are resolved: the output of ``TokenTreeParser``.
public struct TokenDefinition: Sendable {
    /// The names of the enclosing groups, from the root (shared by siblings, so storing it costs no copy).
    public var groupPath: [String]
    /// The token's own name (`$root` for a group's root token).
    public var name: String
    /// The names from the root to the token (`["color", "accent", "$root"]`).
    public var path: [String] { groupPath + [name] }
    /// The path joined with `.`: the token's identity and what aliases name.
    public var id: String
    /// `$type` written on the token itself.
    public var explicitType: TokenType?
    /// `$type` inherited from the closest enclosing group that has one.
    public var groupType: TokenType?
    /// The `$value`; for a token-level `$ref` alias, a synthesized `{"$ref": …}` object.
    public var value: JSONValue
    /// Whether the token was written as `{"$ref": "#/…"}` instead of with `$value`.
    public var isTokenLevelReference: Bool
    public var description: String?
    /// Whether the token, or a group above it, is deprecated (and not undone with `false`).
    public var isDeprecated: Bool
    /// The reason given with `$deprecated`, when it was a string.
    public var deprecationMessage: String?
    /// `$extensions`, verbatim.
    public var extensions: JSONValue?
    /// Where the token's name is written.
    public var position: SourcePosition
    /// An `alpha` written beside the value (Style Dictionary teams' `{"$value": "#656a76", "alpha": "0.2"}`):
    /// the resolved color takes this alpha, outside strict mode.
    public var alpha: Double? = nil
    /// Its `$type`, or its group's, names nothing Tessera maps (`component`): outside strict mode the
    /// value is read as it is written, typed from its shape without a further warning.
    public var typeIsPlain = false
    /// Why the token is left out (rule 1), when the reader decided it from a
    /// member beside the value (`"modify"`, TS0751) and already reported it; `nil` for every other token.
    package var leftOutReason: String? = nil

    /// The type the token declares, directly or through its groups.
    public var declaredType: TokenType? { explicitType ?? groupType }
}

/// Options shared by the reading and resolving stages.
public struct ReadingOptions: Hashable, Sendable {
    /// Read the DTCG 2025.10 specification to the letter (what the conformance suite measures).
    /// Off by default: then the pre-2025.10 forms real files use are read, each with a warning.
    public var strict: Bool
    /// The folder that referenced files (resolver sources, `$ref` includes, `$extends`) and the
    /// files found in input folders must lie in; `nil` for the deepest folder holding the inputs.
    public var root: String?
    /// Whether a `$ref` may name a file at all: off for tokens handed over as data, which have no folder.
    package var readsReferencedFiles = true
    /// Whether values may be computed (`{"$expression": …}`, see `ValueParser+Computed`).
    /// Importers whose format has math in values turn it on; DTCG reading keeps it off.
    package var evaluatesExpressions = false
    /// Whether forms that DTCG files get a warning for, but an importer writes on purpose,
    /// are read quietly: `em` lengths (Tokens Studio's `150%` letter spacing; Style Dictionary input,
    /// marked by ``typesAreLabels``, reads `"0.05em"` text quietly too) and the `string` and `boolean`
    /// types (its `text` and `boolean` tokens). Strict mode still refuses them.
    package var readsImportedForms = false
    /// Whether a reference stands for its target's text, as in Tokens Studio and Style Dictionary,
    /// whose references are replaced by text before a value is read: a `text` token holding
    /// `Inter` used as a font family is that family, a number used as a length is in px.
    /// DTCG references keep their target's type (a mismatch is TS0303).
    package var referencesAreTextual = false
    /// Whether numbers, lengths and font weights are one type in the tool that wrote the tokens, as
    /// Figma's `FLOAT` is: an alias declared as one of them reads its target's value as that type
    /// (a number as px, a px length as its number, a number from 1 to 1000 as a weight), so a variable
    /// is one type in every mode whatever each mode's target was typed.
    package var numbersShareOneType = false
    /// Whether a written type only labels a token, as in Style Dictionary, where it picks the
    /// transforms that run and never changes the value a reference places: an alias whose target
    /// is of another type, and cannot be read as the written one, takes its target's value and type
    /// (TS0303 as a warning outside strict mode).
    package var typesAreLabels = false
    /// The tool whose labels ``typesAreLabels`` reads, named where a label gives way to its value.
    package var labellingTool = "Style Dictionary"
    /// Whether a name is only the text its tool joins into a path (Tokens Studio, Style Dictionary):
    /// a `{` or `}` in a key is part of that text, never a reference, so outside strict mode it is
    /// read with a warning (TS0200), as a `.` is in every format. DTCG forbids both in a name.
    package var namesAreText = false
    /// Whether the format writes values as CSS text by design (Style Dictionary and Tokens Studio:
    /// `#fff`, `16px`, `0 1px 2px #000`, `"Inter, sans-serif"`): such a form is read without the
    /// TS0407 warning that tells a DTCG file it is an older draft's form, which the tool that wrote
    /// it has no other way to say. A choice made in reading (a unit assumed, a direction dropped,
    /// a keyword read as a number) is still said. Strict mode refuses the forms as before.
    package var valuesAreCSSText = false
    /// Units beyond DTCG's that the project declared (`units:` in `tessera.yml`), read outside
    /// strict mode without a warning, converted to the DTCG unit each names.
    public var declaredUnits: [String: DeclaredUnit] = [:]

    public init(strict: Bool = false) {
        self.strict = strict
    }
}
