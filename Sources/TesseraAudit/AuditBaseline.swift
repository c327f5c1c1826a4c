public import Foundation
public import TesseraDiagnostics

/// Today's findings, recorded so that CI fails only on new ones (`--baseline FILE`). A finding is
/// known by its file, its code and its literal's text, not its line, so code moving up or down
/// keeps it known; each is counted, so a second copy of a known literal is new.
public struct AuditBaseline: Sendable, Codable, Equatable {
    public struct Entry: Sendable, Codable, Equatable, Hashable {
        public var file: String
        public var code: String
        public var literal: String
        public var count: Int
    }

    public static let currentVersion = 1
    public var version = AuditBaseline.currentVersion
    public var entries: [Entry] = []

    public init() {}

    /// A baseline of `findings` in `files` (each file's path as the audit shows it).
    public init(findings: [(path: String, finding: AuditFinding, code: DiagnosticCode)]) {
        var counts: [Entry: Int] = [:]
        var order: [Entry] = []
        for item in findings {
            let key = Entry(file: item.path, code: item.code.rawValue, literal: item.finding.literal.text, count: 0)
            if counts[key] == nil { order.append(key) }
            counts[key, default: 0] += 1
        }
        entries = order.map { key in
            var entry = key
            entry.count = counts[key] ?? 0
            return entry
        }
    }

    /// The baseline's JSON text: sorted keys, one entry per line, stable between runs.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }

    /// Reads a baseline; nil when the data is not one.
    public static func decode(_ data: Data) -> AuditBaseline? {
        guard let baseline = try? JSONDecoder().decode(AuditBaseline.self, from: data), baseline.version == currentVersion else {
            return nil
        }
        return baseline
    }

    /// A filter that lets through the findings the baseline does not know (each known one as often as it counts).
    public func filter() -> Filter { Filter(baseline: self) }

    /// Drops known findings as they come, file by file.
    public struct Filter: Sendable {
        private var remaining: [Entry: Int] = [:]

        init(baseline: AuditBaseline) {
            for entry in baseline.entries {
                var key = entry
                key.count = 0
                remaining[key, default: 0] += entry.count
            }
        }

        /// Whether a finding is new; a known one is used up.
        public mutating func isNew(path: String, code: DiagnosticCode, literal: String) -> Bool {
            let key = Entry(file: path, code: code.rawValue, literal: literal, count: 0)
            guard let left = remaining[key], left > 0 else { return true }
            remaining[key] = left - 1
            return false
        }
    }
}
