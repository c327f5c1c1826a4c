import TesseraDiagnostics
import TesseraSyntax

/// The member names taken in one generated Swift type, and which token or group took each:
/// two paths that become one identifier collide (TS0600), and the later one is left out.
struct SwiftNameScope {
    /// Whether `_name` and `name` count as one name: the theme code declares `_name`
    /// beside a deprecated token's `name`.
    private let foldsLeadingUnderscore: Bool
    private var taken = StringIndex()
    /// Who took each name, by the value in ``taken``: the path, and the member name as written
    /// when the identifier was made from it (not for a companion or a designer's chosen name).
    private var takers: [(id: String, position: SourcePosition, name: String?)] = []

    init(foldsLeadingUnderscore: Bool) {
        self.foldsLeadingUnderscore = foldsLeadingUnderscore
    }

    /// What ``claim(_:for:name:at:severity:outcome:diagnostics:findingFolds:)`` did.
    enum Claim: Equatable {
        case claimed
        /// Another path has the name: reported, and `id` is left out.
        case collided
        /// Another path made the name from a different member name (`sibling`), not reported:
        /// the caller names both apart.
        case folds(sibling: String)
    }

    /// Records that `identifier` names `id` here; when another path has it already, reports the
    /// collision (`outcome` says what became of `id`) and returns false.
    mutating func claim(
        _ identifier: String, for id: String, name: String? = nil, at position: SourcePosition,
        severity: Diagnostic.Severity = .error, outcome: String, diagnostics: DiagnosticEngine
    ) -> Bool {
        claim(
            identifier, for: id, name: name, at: position, severity: severity, outcome: outcome, diagnostics: diagnostics,
            findingFolds: false) == .claimed
    }

    /// Like ``claim(_:for:name:at:severity:outcome:diagnostics:)``; with `findingFolds`, a name
    /// that another path made from a different member name is returned as `.folds`, unreported.
    /// One lookup: a name not taken yet (nearly every one) is taken in the same step.
    mutating func claim(
        _ identifier: String, for id: String, name: String?, at position: SourcePosition,
        severity: Diagnostic.Severity, outcome: String, diagnostics: DiagnosticEngine, findingFolds: Bool
    ) -> Claim {
        let key = foldsLeadingUnderscore && identifier.utf8.first == UInt8(ascii: "_") ? String(identifier.dropFirst()) : identifier
        guard let taker = taken.insert(key, takers.count) else {
            takers.append((id, position, name))
            return .claimed
        }
        let earlier = takers[taker]
        guard earlier.id != id else { return .claimed }
        if findingFolds, let name, let sibling = earlier.name, sibling != name { return .folds(sibling: sibling) }
        diagnostics.emit(
            severity, .swiftNameCollision,
            "\(id) and \(earlier.id) both become the Swift name \(identifier); \(id) \(outcome)",
            at: position, tokenPath: id, notes: [("\(earlier.id) is defined here", earlier.position, earlier.id)],
            fixIt: "rename one of them so their names differ by more than case and punctuation")
        return .collided
    }
}
