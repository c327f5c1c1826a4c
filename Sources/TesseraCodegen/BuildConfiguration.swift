public import TesseraDiagnostics
public import TesseraImport
public import TesseraSyntax
public import TesseraTokens
import TesseraYAML

/// `tessera.yml`: what `tessera build` reads and writes, and how modifiers map to traits.
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
/// traits:                               # how a modifier's contexts map to device traits
///   appearance:
///     light: { colorScheme: light }
///     dark: { colorScheme: dark }
///     light-hc: { colorScheme: light, contrast: increased }
/// ```
/// Modifiers not listed under `traits` or `themes` are guessed from their context names.
public struct BuildConfiguration: Sendable {
    public var inputs: [String] = []
    public var output: String?
    public var rootType = "Tokens"
    public var access = "public"
    public var strict = false
    public var themes: [String] = []
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
    /// Where each path key (`output`, `keys`, `template`, `assetCatalog`, `root`) has its value in
    /// `tessera.yml`, so a problem with that path is reported there; empty for a command line.
    public var pathPositions: [String: SourcePosition] = [:]
    /// `lint:` as written: `tessera lint` reads its rules (see `LintConfiguration`); other commands skip it.
    public var lint: JSONValue?
    /// `audit:` as written: `tessera audit` reads its scope (see `AuditConfiguration`); other commands skip it.
    public var audit: JSONValue?

    public init() {}

    /// How the tokens are read: the mode, the declared units and the root (``format`` is passed beside them).
    public var readingOptions: ReadingOptions {
        var options = ReadingOptions(strict: strict)
        options.declaredUnits = units
        options.root = root
        return options
    }

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

    /// The top-level keys of `tessera.yml`; any other key is an error.
    public static let keys = ["inputs", "output", "rootType", "access", "strict", "themes", "traits", "template", "remBase", "from", "root", "units", "keys", "keysType", "assetCatalog", "assetColors", "lint", "audit"]
    static let traitKeys = ["colorScheme", "contrast", "horizontalSizeClass", "dynamicTypeSize"]
    static let traitValues: [String: [String]] = [
        "colorScheme": ["light", "dark"], "contrast": ["standard", "increased"],
        "horizontalSizeClass": ["compact", "regular"],
        "dynamicTypeSize": [
            "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2",
            "accessibility3", "accessibility4", "accessibility5",
        ],
    ]

    /// Reads a configuration file; paths in it become relative to the current directory.
    /// Returns nil after reporting every problem.
    public static func load(_ path: String, fileSystem: any TokenFileSystem = LocalFileSystem(), diagnostics: DiagnosticEngine)
        -> BuildConfiguration?
    {
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.read(path)
        } catch let error as FileReadError {
            diagnostics.emit(.error, error.diagnosticCode, "cannot read \(path): \(error)", at: nil)
            return nil
        } catch {
            diagnostics.emit(.error, .fileUnreadable, "cannot read \(path): \(error)", at: nil)
            return nil
        }
        let file = SourceFile(path: path, bytes: bytes)
        let id = diagnostics.sources.register(file)
        guard let root = YAMLReader().read(file, id: id, diagnostics: diagnostics) else { return nil }
        guard let object = root.objectValue else {
            report("tessera.yml must be a mapping of keys such as inputs: and output:", at: root.position, diagnostics)
            return nil
        }
        var configuration = BuildConfiguration()
        var valid = true
        let directory = Paths.directory(of: path)
        configuration.root = directory
        func relative(_ value: String) -> String {
            Paths.appending(value, to: directory)
        }
        for member in object.members {
            let value = member.value
            if ["output", "keys", "template", "assetCatalog", "root", "inputs"].contains(member.key) {
                configuration.pathPositions[member.key] = value.position
                if value.stringValue == "" || value.arrayValue?.contains(where: { $0.stringValue == "" }) == true {
                    valid = report("\(member.key) must be a path, not an empty string", at: value.position, diagnostics)
                    continue
                }
            }
            switch member.key {
            case "inputs":
                if let text = value.stringValue {
                    configuration.inputs = [relative(text)]
                } else if let items = value.arrayValue, items.allSatisfy({ $0.stringValue != nil }) {
                    configuration.inputs = items.compactMap(\.stringValue).map(relative)
                } else {
                    valid = report("inputs must be a path or a list of paths", at: value.position, diagnostics)
                }
            case "output":
                if let text = value.stringValue { configuration.output = relative(text) } else {
                    valid = report("output must be a path", at: value.position, diagnostics)
                }
            case "rootType":
                if let text = value.stringValue, text.first?.isLetter == true, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                    configuration.rootType = text
                } else {
                    valid = report("rootType must be a Swift type name such as Tokens", at: value.position, diagnostics)
                }
            case "access":
                if let text = value.stringValue, ["public", "package", "internal"].contains(text) { configuration.access = text } else {
                    valid = report("access must be public, package or internal", at: value.position, diagnostics)
                }
            case "strict":
                if let flag = value.boolValue { configuration.strict = flag } else {
                    valid = report("strict must be true or false", at: value.position, diagnostics)
                }
            case "themes":
                if let items = value.arrayValue, items.allSatisfy({ $0.stringValue != nil }) {
                    configuration.themes = items.compactMap(\.stringValue)
                } else {
                    valid = report("themes must be a list of modifier names", at: value.position, diagnostics)
                }
            case "remBase":
                if let number = value.numberValue?.value, number > 0, number.isFinite { configuration.remBase = number } else {
                    valid = report("remBase must be a positive number of points, such as 16", at: value.position, diagnostics)
                }
            case "from":
                if let text = value.stringValue, let format = InputFormat(rawValue: text) { configuration.format = format } else {
                    valid = report(
                        "from must be one of \(InputFormat.allCases.map(\.rawValue).joined(separator: ", "))",
                        at: value.position, diagnostics)
                }
            case "root":
                if let text = value.stringValue { configuration.root = relative(text) } else {
                    valid = report("root must be a path to a folder", at: value.position, diagnostics)
                }
            case "template":
                if let text = value.stringValue { configuration.template = relative(text) } else {
                    valid = report("template must be a path to a Mustache file", at: value.position, diagnostics)
                }
            case "keys":
                if let text = value.stringValue { configuration.keys = relative(text) } else {
                    valid = report("keys must be a path to the Swift file of TokenKey constants", at: value.position, diagnostics)
                }
            case "keysType":
                if let text = value.stringValue, text.first?.isLetter == true, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                    configuration.keysType = text
                } else {
                    valid = report("keysType must be a Swift type name such as TokenKeys", at: value.position, diagnostics)
                }
            case "assetCatalog":
                if let text = value.stringValue { configuration.assetCatalog = relative(text) } else {
                    valid = report("assetCatalog must be a path to an .xcassets folder", at: value.position, diagnostics)
                }
            case "assetColors":
                if let flag = value.boolValue { configuration.assetColors = flag } else {
                    valid = report("assetColors must be true or false", at: value.position, diagnostics)
                }
            case "lint":
                configuration.lint = value
            case "audit":
                configuration.audit = value
            case "units":
                guard let units = readUnits(value, diagnostics) else {
                    valid = false
                    continue
                }
                configuration.units = units
            case "traits":
                guard let traits = readTraits(value, diagnostics) else {
                    valid = false
                    continue
                }
                configuration.traits = traits
                configuration.traitPositions = traitPositions(value)
            default:
                valid = report(
                    "unknown key \"\(member.key)\" in tessera.yml; the keys are \(keys.joined(separator: ", "))",
                    at: member.keyPosition, diagnostics)
            }
        }
        return valid ? configuration : nil
    }

    /// `units: { dp: 1px, sp: 1px, sec: 1000ms }`: each unit the tokens use beyond DTCG's, and the
    /// length or duration one of it is.
    private static func readUnits(_ value: JSONValue, _ diagnostics: DiagnosticEngine) -> [String: DeclaredUnit]? {
        guard let members = value.objectValue?.members else {
            report("units must map unit names to what one of each is, such as { dp: 1px }", at: value.position, diagnostics)
            return nil
        }
        var units: [String: DeclaredUnit] = [:]
        var valid = true
        for member in members {
            if DeclaredUnit.targetUnits.contains(member.key) || member.key.isEmpty {
                valid = report(
                    member.key == "rem"
                        ? "units cannot redefine rem, a DTCG unit; set remBase: for how many points 1rem is"
                        : "units cannot redefine \"\(member.key)\"; declare units that DTCG does not define",
                    at: member.keyPosition, diagnostics)
                continue
            }
            guard let unit = member.value.stringValue.flatMap(DeclaredUnit.init(parsing:)) else {
                valid = report(
                    "units.\(member.key) must be a positive length or duration in a DTCG unit, such as 1px, 0.25rem or 1000ms",
                    at: member.value.position, diagnostics)
                continue
            }
            units[member.key] = unit
        }
        return valid ? units : nil
    }

    private static func readTraits(_ value: JSONValue, _ diagnostics: DiagnosticEngine) -> [String: [String: TraitValues]]? {
        guard let modifiers = value.objectValue else {
            report("traits must map modifier names to their contexts", at: value.position, diagnostics)
            return nil
        }
        var result: [String: [String: TraitValues]] = [:]
        var valid = true
        for modifier in modifiers.members {
            guard let contexts = modifier.value.objectValue else {
                valid = report("traits.\(modifier.key) must map context names to traits", at: modifier.value.position, diagnostics)
                continue
            }
            var mapping: [String: TraitValues] = [:]
            for context in contexts.members {
                guard let fields = context.value.objectValue else {
                    valid = report("traits.\(modifier.key).\(context.key) must be a mapping such as { colorScheme: dark }", at: context.value.position, diagnostics)
                    continue
                }
                var traits = TraitValues()
                for field in fields.members {
                    guard let allowed = traitValues[field.key] else {
                        valid = report("unknown trait \"\(field.key)\"; the traits are \(traitKeys.joined(separator: ", "))", at: field.keyPosition, diagnostics)
                        continue
                    }
                    guard let text = field.value.stringValue, allowed.contains(text) else {
                        valid = report("\(field.key) must be one of \(allowed.joined(separator: ", "))", at: field.value.position, diagnostics)
                        continue
                    }
                    switch field.key {
                    case "colorScheme": traits.colorScheme = text
                    case "contrast": traits.contrast = text
                    case "horizontalSizeClass": traits.horizontalSizeClass = text
                    default: traits.dynamicTypeSize = text
                    }
                }
                mapping[context.key] = traits
            }
            result[modifier.key] = mapping
        }
        return valid ? result : nil
    }

    /// The positions of the keys under `traits:` (read after ``readTraits(_:_:)`` accepted them).
    private static func traitPositions(_ value: JSONValue) -> [String: TraitPositions] {
        var result: [String: TraitPositions] = [:]
        for modifier in value.objectValue?.members ?? [] {
            var contexts: [String: SourcePosition] = [:]
            for context in modifier.value.objectValue?.members ?? [] { contexts[context.key] = context.keyPosition }
            result[modifier.key] = TraitPositions(modifier: modifier.keyPosition, contexts: contexts)
        }
        return result
    }

    @discardableResult
    private static func report(_ message: String, at position: SourcePosition, _ diagnostics: DiagnosticEngine) -> Bool {
        diagnostics.emit(.error, .invalidConfiguration, message, at: position)
        return false
    }
}

/// Where a `traits:` entry of `tessera.yml` is written.
public struct TraitPositions: Sendable {
    /// The modifier's key.
    public var modifier: SourcePosition
    /// Each context's key.
    public var contexts: [String: SourcePosition]
}
