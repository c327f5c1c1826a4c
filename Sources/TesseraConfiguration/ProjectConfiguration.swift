public import TesseraDiagnostics
public import TesseraImport
public import TesseraTokens

/// `tessera.yml`, read once into typed values that every command shares: what `tessera build`
/// reads and writes, how modifiers map to traits, and the sections of `lint`, `audit` and `docs`.
///
/// ```yaml
/// inputs: [tokens/acme.resolver.json]   # token files, directories or one resolver, relative to this file
/// output: Sources/App/Tokens.swift      # the generated file, relative to this file
/// rootType: Tokens                      # the generated root type
/// access: public                        # public, package or internal
/// strict: false                         # read DTCG 2025.10 to the letter
/// themes: [brand]                       # modifiers the app chooses (become static themes)
/// template: AppTheming.swift.mustache   # optional: render this Mustache template instead
/// remBase: 16                           # points per rem (default 16)
/// from: tokens-studio                   # optional: the input format, instead of detecting it
/// root: ..                              # optional: the folder referenced files must lie in (default: this file's folder)
/// keys: Sources/App/TokenKeys.swift     # optional: also write TokenKey constants for TesseraStore lookups
/// keysType: TokenKeys                   # the name of that namespace
/// assetCatalog: Sources/App/Tokens.xcassets  # optional: also write a colorset per color token
/// assetColors: true                     # optional: the Swift names each color's colorset (`<name>Asset`)
/// units: { dp: 1px, pt: 1px }           # units beyond DTCG's the tokens use, and what each is
/// lint: { grid: { step: 4 } }           # optional: tessera lint's rules (see Documentation/Lint.md)
/// audit: { sources: [Sources/App] }     # optional: what tessera audit reads (see Documentation/Audit.md)
/// docs: { output: site }                # optional: where tessera docs writes the site (see Documentation/Docs.md)
/// traits:                               # how a modifier's contexts map to device traits
///   appearance:
///     light: { colorScheme: light }
///     dark: { colorScheme: dark }
///     light-hc: { colorScheme: light, contrast: increased }
/// ```
/// Modifiers not listed under `traits` or `themes` are guessed from their context names.
/// Paths are relative to the current directory once read (``load(_:fileSystem:diagnostics:)``).
public struct ProjectConfiguration: Sendable {
    /// The top-level keys of `tessera.yml`.
    public enum Key: String, CaseIterable, Sendable {
        case inputs, output, rootType, access, strict, themes, traits, template, remBase, from, root, units, keys, keysType,
            assetCatalog, assetColors, lint, audit, docs
    }

    /// The keys whose value is a path; where each is written is kept in ``pathPositions``.
    public enum PathKey: String, CaseIterable, Sendable {
        case inputs, output, keys, template, assetCatalog, root
    }

    /// Token files, directories of token files, or one resolver document.
    public var inputs: [String] = []
    /// The Swift file to generate, or `nil` for none.
    public var output: String?
    /// The name of the generated root type.
    public var rootType = "Tokens"
    /// The access level of the generated declarations.
    public var access = AccessLevel.public
    /// Whether the tokens are read as DTCG 2025.10 to the letter.
    public var strict = false
    /// Modifiers the app chooses between (`themes:`), as opposed to device traits.
    public var themes: [String] = []
    /// How each listed modifier's contexts map to device traits (`traits:`).
    public var traits: [String: [String: TraitValues]] = [:]
    /// Where each `traits:` modifier and each of its contexts is written, for diagnostics.
    public var traitPositions: [String: TraitPositions] = [:]
    /// A Mustache template to render instead of the built-in Swift.
    public var template: String?
    /// How many points 1rem is.
    public var remBase = 16.0
    /// The input format (`from:`), or `nil` to detect it.
    public var format: InputFormat?
    /// The folder that inputs and referenced files must lie in (`root:`, else the configuration's folder);
    /// `nil` without a configuration file: then the inputs decide it.
    public var root: String?
    /// Units beyond DTCG's that the tokens may use (`units:`), read without a warning outside strict mode.
    public var units: [String: DeclaredUnit] = [:]
    /// Where to write the `TokenKey` namespace (`keys:`), or `nil` for none.
    public var keys: String?
    /// The name of the `TokenKey` namespace (`keysType:`).
    public var keysType = "TokenKeys"
    /// The asset catalog to write a colorset per color token into (`assetCatalog:`), or `nil` for none.
    public var assetCatalog: String?
    /// Whether the generated Swift names each color token's colorset (`assetColors:`), as `<name>Asset`.
    public var assetColors = false
    /// Where each path key has its value in `tessera.yml`, so a problem with that path is reported
    /// there; empty for a command line.
    public var pathPositions: [PathKey: SourcePosition] = [:]
    /// `lint:`: the rules of `tessera lint` (and the contrast pairs `tessera docs` shows).
    public var lint = LintConfiguration()
    /// `audit:`: which files and kinds `tessera audit` looks at.
    public var audit = AuditConfiguration()
    /// `docs:`: where `tessera docs` writes the site, and its title.
    public var docs = DocsConfiguration()

    public init() {}

    /// How the tokens are read: the mode, the declared units and the root (``format`` is passed beside them).
    public var readingOptions: ReadingOptions {
        var options = ReadingOptions(strict: strict)
        options.declaredUnits = units
        options.root = root
        return options
    }

    /// The names `tessera.yml` may have; a command given no inputs reads the first that exists.
    public static let fileNames = ["tessera.yml", "tessera.yaml"]

    /// A sample shown in `tessera build --help`.
    public static let sample = """
        inputs: [tokens/app.resolver.json]
        output: Sources/App/Tokens.swift
        rootType: Tokens
        themes: [brand]
        traits:
          appearance:
            light: { colorScheme: light }
            dark: { colorScheme: dark }
        """
}

/// Where a `traits:` entry of `tessera.yml` is written.
public struct TraitPositions: Sendable {
    /// The modifier's key.
    public var modifier: SourcePosition
    /// Each context's key.
    public var contexts: [String: SourcePosition]
}
