/// Token uses against hard-coded values, per file and in all: the adoption a team can watch grow.
public struct AuditSummary: Sendable, Codable, Equatable {
    public struct FileCounts: Sendable, Codable, Equatable {
        public var path: String
        /// References to the generated root type.
        public var tokenUses = 0
        /// Style literals found, and of them how many a token has exactly, in some permutations, nearly, or not at all.
        public var hardCoded = 0
        public var exact = 0
        public var partial = 0
        public var near = 0
        public var none = 0

        /// Token uses as a share of token uses and hard-coded values, 0–1 (1 for a file with neither).
        public var adoption: Double {
            let total = tokenUses + hardCoded
            return total == 0 ? 1 : Double(tokenUses) / Double(total)
        }

        mutating func add(_ other: FileCounts) {
            tokenUses += other.tokenUses
            hardCoded += other.hardCoded
            exact += other.exact
            partial += other.partial
            near += other.near
            none += other.none
        }
    }

    /// Files in the order audited, only those with a token use or a literal.
    public var files: [FileCounts] = []
    public var total = FileCounts(path: "")
    /// Swift files audited (parsed), and skipped.
    public var filesAudited = 0
    public var filesSkipped = 0

    public init() {}

    /// Adds one file's counts; `findings` are those left after the baseline.
    public mutating func add(_ audit: FileAudit, findings: [AuditFinding]) {
        guard audit.audited else {
            filesSkipped += 1
            return
        }
        filesAudited += 1
        var counts = FileCounts(path: audit.path, tokenUses: audit.tokenUses, hardCoded: findings.count)
        for finding in findings {
            switch finding.match.quality {
            case .exact: counts.exact += 1
            case .partial: counts.partial += 1
            case .near: counts.near += 1
            case .none: counts.none += 1
            }
        }
        total.add(counts)
        if counts.tokenUses + counts.hardCoded > 0 { files.append(counts) }
    }

    /// The summary as text: a line per file, then the total.
    public var text: String {
        var lines: [String] = []
        for file in files {
            lines.append(
                "\(file.path): \(file.tokenUses) token use\(file.tokenUses == 1 ? "" : "s"), \(file.hardCoded) hard-coded (\(file.exact) exact, \(file.partial) in some permutations, \(file.near) near, \(file.none) without a token), adoption \(Self.percent(file.adoption))"
            )
        }
        lines.append(
            "\(filesAudited) Swift file\(filesAudited == 1 ? "" : "s") audited\(filesSkipped > 0 ? ", \(filesSkipped) skipped" : ""): \(total.tokenUses) token uses, \(total.hardCoded) hard-coded values (\(total.exact) a token has exactly), adoption \(Self.percent(total.adoption))"
        )
        return lines.joined(separator: "\n")
    }

    static func percent(_ share: Double) -> String {
        "\(Int((share * 100).rounded()))%"
    }
}
