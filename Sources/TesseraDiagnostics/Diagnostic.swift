/// A problem found while reading, resolving or validating tokens.
///
/// Diagnostics are plain values collected along the pipeline (see
/// ``DiagnosticEngine``); the core never prints. The ``code`` is stable across
/// releases; the wording of ``message`` is not API.
public struct Diagnostic: Hashable, Sendable, Codable {
    public enum Severity: String, Hashable, Sendable, Codable, Comparable {
        case note, warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs.rank < rhs.rank
        }

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }
    }

    /// Another place that matters to this diagnostic (a cycle member, the other side of a collision).
    public struct Note: Hashable, Sendable, Codable {
        public var message: String
        public var location: SourceLocation?
        public var tokenPath: String?

        public init(message: String, location: SourceLocation?, tokenPath: String? = nil) {
            self.message = DiagnosticText.safe(message)
            self.location = location
            self.tokenPath = tokenPath.map(DiagnosticText.safe)
        }
    }

    public var severity: Severity
    public var code: DiagnosticCode
    public var message: String
    public var location: SourceLocation?
    /// The dot-joined path of the token concerned, when there is one.
    public var tokenPath: String?
    public var notes: [Note]
    /// A suggested change in words ("replace with `{color.blue}`"), when there is one.
    public var fixIt: String?
    /// The modifier contexts a finding holds for (`tessera lint`), when it holds in some permutations only.
    public var input: [String: String]?

    public init(
        severity: Severity,
        code: DiagnosticCode,
        message: String,
        location: SourceLocation? = nil,
        tokenPath: String? = nil,
        notes: [Note] = [],
        fixIt: String? = nil,
        input: [String: String]? = nil
    ) {
        self.severity = severity
        self.code = code
        // Token text is made safe here, once, for every output (see DiagnosticText).
        self.message = DiagnosticText.safe(message)
        self.location = location
        self.tokenPath = tokenPath.map(DiagnosticText.safe)
        self.notes = notes
        self.fixIt = fixIt.map(DiagnosticText.safe)
        self.input = input
    }
}
