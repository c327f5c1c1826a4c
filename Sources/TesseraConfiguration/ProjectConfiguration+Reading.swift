public import TesseraDiagnostics
import TesseraImport
public import TesseraSyntax
public import TesseraTokens
import TesseraYAML

extension ProjectConfiguration {
    /// Reads a configuration file, every section included; paths in it become relative to the
    /// current directory. Returns nil after reporting every problem (TS0602 at the top level and
    /// in `traits:`, `units:` and `docs:`; TS0900 in `lint:`; TS0976 in `audit:`).
    public static func load(_ path: String, fileSystem: any TokenFileSystem = LocalFileSystem(), diagnostics: DiagnosticEngine)
        -> ProjectConfiguration?
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
        return read(root, directory: Paths.directory(of: path), diagnostics: diagnostics)
    }

    /// Reads the value of a whole `tessera.yml` whose folder is `directory`; nil after reporting every problem.
    public static func read(_ value: JSONValue, directory: String, diagnostics: DiagnosticEngine) -> ProjectConfiguration? {
        var reader = ConfigurationReader(diagnostics: diagnostics, code: .invalidConfiguration)
        let keys = Key.allCases.map(\.rawValue)
        guard let members = reader.members(
            of: value, keys: keys, in: "tessera.yml", notAMapping: "tessera.yml must be a mapping of keys such as inputs: and output:")
        else { return nil }
        var configuration = ProjectConfiguration()
        configuration.root = directory
        var sectionsValid = true
        for member in members {
            guard let key = Key(rawValue: member.key) else { continue }
            switch key {
            case .lint:
                let lint = LintConfiguration.read(member.value, diagnostics: diagnostics)
                if let lint { configuration.lint = lint } else { sectionsValid = false }
            case .audit:
                if var audit = AuditConfiguration.read(member.value, diagnostics: diagnostics) {
                    audit.sources = audit.sources.map { Paths.appending($0, to: directory) }
                    configuration.audit = audit
                } else {
                    sectionsValid = false
                }
            default:
                configuration.read(key, member.value, directory: directory, &reader)
            }
        }
        return reader.valid && sectionsValid ? configuration : nil
    }

    /// Reads one top-level key other than the sections into this configuration.
    private mutating func read(_ key: Key, _ value: JSONValue, directory: String, _ reader: inout ConfigurationReader) {
        func relative(_ path: String) -> String { Paths.appending(path, to: directory) }
        if let pathKey = PathKey(rawValue: key.rawValue) {
            pathPositions[pathKey] = value.position
            if value.stringValue == "" || value.arrayValue?.contains(where: { $0.stringValue == "" }) == true {
                reader.fail("\(key.rawValue) must be a path, not an empty string", at: value.position)
                return
            }
        }
        switch key {
        case .inputs:
            if let paths = reader.strings(value, "inputs must be a path or a list of paths") { inputs = paths.map(relative) }
        case .output:
            if let path = reader.string(value, "output must be a path") { output = relative(path) }
        case .rootType:
            if let name = reader.typeName(value, "rootType must be a Swift type name such as Tokens") { rootType = name }
        case .access:
            if let level: AccessLevel = reader.choice(value, "access") { access = level }
        case .strict:
            if let flag = reader.bool(value, "strict") { strict = flag }
        case .themes:
            if let items = value.arrayValue, items.allSatisfy({ $0.stringValue != nil }) {
                themes = items.compactMap(\.stringValue)
            } else {
                reader.fail("themes must be a list of modifier names", at: value.position)
            }
        case .remBase:
            if let number = reader.positiveNumber(value, "remBase must be a positive number of points, such as 16") { remBase = number }
        case .from:
            if let chosen: InputFormat = reader.choice(value, "from") { format = chosen }
        case .root:
            if let path = reader.string(value, "root must be a path to a folder") { root = relative(path) }
        case .template:
            if let path = reader.string(value, "template must be a path to a Mustache file") { template = relative(path) }
        case .keys:
            if let path = reader.string(value, "keys must be a path to the Swift file of TokenKey constants") { keys = relative(path) }
        case .keysType:
            if let name = reader.typeName(value, "keysType must be a Swift type name such as TokenKeys") { keysType = name }
        case .assetCatalog:
            if let path = reader.string(value, "assetCatalog must be a path to an .xcassets folder") { assetCatalog = relative(path) }
        case .assetColors:
            if let flag = reader.bool(value, "assetColors") { assetColors = flag }
        case .units:
            if let read = Self.readUnits(value, &reader) { units = read }
        case .traits:
            if let read = Self.readTraits(value, &reader) {
                traits = read
                traitPositions = Self.traitPositions(value)
            }
        case .docs:
            if var read = DocsConfiguration.read(value, &reader) {
                read.output = read.output.map(relative)
                docs = read
            }
        case .lint, .audit:
            break
        }
    }

    /// `units: { dp: 1px, sp: 1px, sec: 1000ms }`: each unit the tokens use beyond DTCG's, and the
    /// length or duration one of it is.
    private static func readUnits(_ value: JSONValue, _ reader: inout ConfigurationReader) -> [String: DeclaredUnit]? {
        guard let members = value.objectValue?.members else {
            reader.fail("units must map unit names to what one of each is, such as { dp: 1px }", at: value.position)
            return nil
        }
        var units: [String: DeclaredUnit] = [:]
        let problems = reader.problems
        for member in members {
            if DeclaredUnit.targetUnits.contains(member.key) || member.key.isEmpty {
                reader.fail(
                    member.key == "rem"
                        ? "units cannot redefine rem, a DTCG unit; set remBase: for how many points 1rem is"
                        : "units cannot redefine \"\(member.key)\"; declare units that DTCG does not define",
                    at: member.keyPosition)
                continue
            }
            guard let unit = member.value.stringValue.flatMap(DeclaredUnit.init(parsing:)) else {
                reader.fail(
                    "units.\(member.key) must be a positive length or duration in a DTCG unit, such as 1px, 0.25rem or 1000ms",
                    at: member.value.position)
                continue
            }
            units[member.key] = unit
        }
        return reader.problems == problems ? units : nil
    }

    private static func readTraits(_ value: JSONValue, _ reader: inout ConfigurationReader) -> [String: [String: TraitValues]]? {
        guard let modifiers = value.objectValue else {
            reader.fail("traits must map modifier names to their contexts", at: value.position)
            return nil
        }
        var result: [String: [String: TraitValues]] = [:]
        let problems = reader.problems
        for modifier in modifiers.members {
            guard let contexts = modifier.value.objectValue else {
                reader.fail("traits.\(modifier.key) must map context names to traits", at: modifier.value.position)
                continue
            }
            var mapping: [String: TraitValues] = [:]
            for context in contexts.members {
                let section = "traits.\(modifier.key).\(context.key)"
                guard let fields = reader.members(
                    of: context.value, keys: TraitKind.allCases.map(\.rawValue), in: section, noun: "trait",
                    notAMapping: "\(section) must be a mapping such as { colorScheme: dark }")
                else { continue }
                var traits = TraitValues()
                for field in fields {
                    guard let kind = TraitKind(rawValue: field.key) else { continue }
                    let allowed = kind.valueNames
                    guard let text = field.value.stringValue, traits.set(kind, named: text) else {
                        let near = field.value.stringValue.flatMap { EditDistance.nearest(to: $0, among: allowed) }
                        reader.fail(
                            "\(field.key) must be one of \(allowed.joined(separator: ", "))", at: field.value.position,
                            fixIt: near.map { "did you mean \($0)?" })
                        continue
                    }
                }
                mapping[context.key] = traits
            }
            result[modifier.key] = mapping
        }
        return reader.problems == problems ? result : nil
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
}
