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

    /// Records that `identifier` names `id` here; when another path has it already, reports the
    /// collision (`outcome` says what became of `id`) and returns false.
    /// The member name, as written, from which another path than `id` made `identifier` here, when one did.
    func foldedName(_ identifier: String, otherThan id: String) -> String? {
        guard let taker = taken[identifier], case let earlier = takers[taker], earlier.id != id else { return nil }
        return earlier.name
    }

    mutating func claim(
        _ identifier: String, for id: String, name: String? = nil, at position: SourcePosition,
        severity: Diagnostic.Severity = .error, outcome: String, diagnostics: DiagnosticEngine
    ) -> Bool {
        let key = foldsLeadingUnderscore && identifier.utf8.first == UInt8(ascii: "_") ? String(identifier.dropFirst()) : identifier
        if let taker = taken[key], case let earlier = takers[taker], earlier.id != id {
            diagnostics.emit(
                severity, .swiftNameCollision,
                "\(id) and \(earlier.id) both become the Swift name \(identifier); \(id) \(outcome)",
                at: position, tokenPath: id, notes: [("\(earlier.id) is defined here", earlier.position, earlier.id)],
                fixIt: "rename one of them so their names differ by more than case and punctuation")
            return false
        }
        if taken.insert(key, takers.count) == nil { takers.append((id, position, name)) }
        return true
    }
}
