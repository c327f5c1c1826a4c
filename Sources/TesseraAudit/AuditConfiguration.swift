public import TesseraDiagnostics
public import TesseraSyntax
import TesseraTokens

/// The `audit:` section of `tessera.yml`: which files and kinds `tessera audit` looks at, and its thresholds.
///
/// ```yaml
/// audit:
///   sources: [Sources/App]
///   include: ["**/*.swift"]
///   exclude: ["**/Generated/**", "**/*Tests.swift"]
///   kinds: [color, font, spacing, radius, border-width, shadow, opacity, motion]
///   thresholds: { nearColor: 2, maxFileSize: 2000000 }
/// ```
public struct AuditConfiguration: Sendable {
    /// Folders to audit when `--sources` gives none, relative to the tessera.yml.
    public var sources: [String] = []
    /// A file is audited when its path below a source folder matches one of these.
    public var include = [AuditGlob("**/*.swift")]
    /// …and none of these.
    public var exclude: [AuditGlob] = []
    public var kinds = Set(AuditKind.allCases)
    /// The largest ΔE2000 a color may differ by and still be near a token.
    public var nearColorThreshold = 2.0
    /// Files larger than this many bytes are skipped with a note (generated tables, minified data).
    public var maxFileSize = 2_000_000

    public init() {}

    /// The keys `audit:` accepts.
    public static let keys = ["sources", "include", "exclude", "kinds", "thresholds"]

    /// Whether a path below a source folder is audited.
    public func includes(_ relativePath: String) -> Bool {
        include.contains { $0.matches(relativePath) } && !exclude.contains { $0.matches(relativePath) }
    }

    /// Reads the `audit:` value of `tessera.yml`; nil after reporting every problem (TS0976).
    public static func read(_ value: JSONValue, diagnostics: DiagnosticEngine) -> AuditConfiguration? {
        var reader = AuditConfigurationReader(diagnostics: diagnostics)
        let configuration = reader.read(value)
        return reader.valid ? configuration : nil
    }
}

/// Reads `audit:` into an ``AuditConfiguration``, each problem at its key or value (TS0976), as
/// `LintConfigurationReader` reads `lint:`.
struct AuditConfigurationReader {
    let diagnostics: DiagnosticEngine
    private(set) var valid = true

    init(diagnostics: DiagnosticEngine) {
        self.diagnostics = diagnostics
    }

    mutating func read(_ value: JSONValue) -> AuditConfiguration {
        var configuration = AuditConfiguration()
        if value.isNull { return configuration }
        guard let object = value.objectValue else {
            fail("audit must be a mapping of \(AuditConfiguration.keys.joined(separator: ", "))", at: value.position)
            return configuration
        }
        for member in object.members {
            switch member.key {
            case "sources":
                configuration.sources = strings(member.value, "audit.sources must be a list of folders, such as [Sources/App]")
            case "include":
                configuration.include = strings(member.value, "audit.include must be a list of path patterns, such as [\"**/*.swift\"]")
                    .map(AuditGlob.init)
            case "exclude":
                configuration.exclude = strings(member.value, "audit.exclude must be a list of path patterns, such as [\"**/Generated/**\"]")
                    .map(AuditGlob.init)
            case "kinds":
                let names = AuditKind.allCases.map(\.rawValue)
                var kinds = Set<AuditKind>()
                for item in member.value.arrayValue ?? [member.value] {
                    if let kind = item.stringValue.flatMap(AuditKind.init(rawValue:)) {
                        kinds.insert(kind)
                    } else {
                        let near = item.stringValue.flatMap { EditDistance.nearest(to: $0, among: names) }
                        fail("audit.kinds lists the kinds to audit: \(names.joined(separator: ", "))", at: item.position, fixIt: near.map { "did you mean \($0)?" })
                    }
                }
                configuration.kinds = kinds
            case "thresholds":
                readThresholds(member.value, into: &configuration)
            default:
                let near = EditDistance.nearest(to: member.key, among: AuditConfiguration.keys)
                fail(
                    "unknown key \"\(member.key)\" in audit; the keys are \(AuditConfiguration.keys.joined(separator: ", "))",
                    at: member.keyPosition, fixIt: near.map { "did you mean \($0)?" })
            }
        }
        return configuration
    }

    private mutating func readThresholds(_ value: JSONValue, into configuration: inout AuditConfiguration) {
        guard let object = value.objectValue else {
            fail("audit.thresholds must be a mapping such as { nearColor: 2, maxFileSize: 2000000 }", at: value.position)
            return
        }
        for member in object.members {
            let number = member.value.numberValue?.value
            switch member.key {
            case "nearColor":
                guard let number, number >= 0, number.isFinite else {
                    fail("audit.thresholds.nearColor must be a ΔE2000 of 0 or more (0 turns near colors off)", at: member.value.position)
                    continue
                }
                configuration.nearColorThreshold = number
            case "maxFileSize":
                guard let number, number >= 1, number <= Double(Int32.max) else {
                    fail("audit.thresholds.maxFileSize must be a number of bytes, such as 2000000", at: member.value.position)
                    continue
                }
                configuration.maxFileSize = Int(number)
            default:
                fail("unknown threshold \"\(member.key)\"; the thresholds are nearColor, maxFileSize", at: member.keyPosition)
            }
        }
    }

    private mutating func strings(_ value: JSONValue, _ message: String) -> [String] {
        if let text = value.stringValue { return [text] }
        guard let items = value.arrayValue, items.allSatisfy({ $0.stringValue != nil }) else {
            fail(message, at: value.position)
            return []
        }
        return items.compactMap(\.stringValue)
    }

    private mutating func fail(_ message: String, at position: SourcePosition, fixIt: String? = nil) {
        diagnostics.emit(.error, .auditInvalidConfiguration, message, at: position, fixIt: fixIt)
        valid = false
    }
}
