public import TesseraDiagnostics
public import TesseraSyntax

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
    /// Folders to audit when `--sources` gives none; relative to the current directory once
    /// `ProjectConfiguration.load` has read them (as written, they are relative to the tessera.yml).
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
        var reader = AuditConfigurationReader(reader: ConfigurationReader(diagnostics: diagnostics, code: .auditInvalidConfiguration))
        let configuration = reader.read(value)
        return reader.reader.valid ? configuration : nil
    }
}

/// Reads `audit:` into an ``AuditConfiguration`` with the ``ConfigurationReader`` every section of
/// `tessera.yml` is read with: each problem at its key or value (TS0976).
struct AuditConfigurationReader {
    var reader: ConfigurationReader

    mutating func read(_ value: JSONValue) -> AuditConfiguration {
        var configuration = AuditConfiguration()
        if value.isNull { return configuration }
        let keys = AuditConfiguration.keys
        guard let members = reader.members(
            of: value, keys: keys, in: "audit", notAMapping: "audit must be a mapping of \(keys.joined(separator: ", "))")
        else { return configuration }
        for member in members {
            switch member.key {
            case "sources":
                configuration.sources = reader.strings(member.value, "audit.sources must be a list of folders, such as [Sources/App]") ?? []
            case "include":
                configuration.include = (reader.strings(member.value, "audit.include must be a list of path patterns, such as [\"**/*.swift\"]") ?? [])
                    .map(AuditGlob.init)
            case "exclude":
                configuration.exclude = (reader.strings(member.value, "audit.exclude must be a list of path patterns, such as [\"**/Generated/**\"]") ?? [])
                    .map(AuditGlob.init)
            case "kinds":
                let items = member.value.arrayValue ?? [member.value]
                configuration.kinds = Set(items.compactMap { reader.choice($0, "a kind in audit.kinds") as AuditKind? })
            default:
                readThresholds(member.value, into: &configuration)
            }
        }
        return configuration
    }

    private mutating func readThresholds(_ value: JSONValue, into configuration: inout AuditConfiguration) {
        guard let members = reader.members(
            of: value, keys: ["nearColor", "maxFileSize"], in: "audit.thresholds", noun: "threshold",
            notAMapping: "audit.thresholds must be a mapping such as { nearColor: 2, maxFileSize: 2000000 }")
        else { return }
        for member in members {
            let number = member.value.numberValue?.value
            if member.key == "nearColor" {
                guard let number, number >= 0, number.isFinite else {
                    reader.fail("audit.thresholds.nearColor must be a ΔE2000 of 0 or more (0 turns near colors off)", at: member.value.position)
                    continue
                }
                configuration.nearColorThreshold = number
            } else {
                guard let number, number >= 1, number <= Double(Int32.max) else {
                    reader.fail("audit.thresholds.maxFileSize must be a number of bytes, such as 2000000", at: member.value.position)
                    continue
                }
                configuration.maxFileSize = Int(number)
            }
        }
    }
}
