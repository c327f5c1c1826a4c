import TesseraConfiguration
import TesseraDiagnostics

extension SwiftAuditor {
    /// A finding as a diagnostic like validate's: `File.swift:12:34: warning: hard-coded color
    /// #017CFF is the token palette.accent.600 [TS0970]`, with the fix.
    func diagnostic(for finding: AuditFinding) -> Diagnostic {
        let literal = finding.literal
        let match = finding.match
        let catalog = matcher.catalog
        let subject = "hard-coded \(literal.kind.noun) \(literal.valueDescription)"
        let swiftPath = match.tokenID.flatMap(catalog.swiftPath(ofToken:))
        var message: String
        var fixIt: String?
        var input: [String: String]?
        let code: DiagnosticCode
        switch match.quality {
        case .exact:
            code = .auditTokenValue
            message = "\(subject) is the token \(match.tokenID ?? "")"
            if let alternative = match.varyingAlternative {
                message += "; in \(Self.describe(alternative.input)) it is also \(alternative.id), which changes with the modifiers"
            }
            if let replacement = finding.replacement {
                fixIt = "replace with \(replacement) (tessera audit --fix)"
            } else if let swiftPath {
                fixIt = literal.kind == .font
                    ? "use \(swiftPath) (Font.token or UIFont.token with the view's Dynamic Type size)"
                    : "use \(swiftPath)"
            }
        case .partial:
            code = .auditTokenValueInSomePermutations
            let matched = match.matchedIn.prefix(3).map(Self.describe).joined(separator: "; ")
            let missed = match.missedIn.prefix(3).map(Self.describe).joined(separator: "; ")
            message = "\(subject) is the token \(match.tokenID ?? "") in \(matched), not in \(missed)"
            input = match.matchedIn.first
            fixIt = swiftPath.map { "use \($0) if the value should change with \(Self.modifiers(match.missedIn + match.matchedIn))" }
        case .near:
            code = .auditNearTokenValue
            let distance = StyleLiteral.format(((match.deltaE ?? 0) * 100).rounded() / 100)
            let place = match.matchedIn.first.map { " in \(Self.describe($0))" } ?? ""
            message = "\(subject) is near the token \(match.tokenID ?? "")\(place) (ΔE2000 \(distance))"
            input = match.matchedIn.first
            fixIt = swiftPath.map { "use \($0) if the difference is not meant" }
        case .none:
            code = .auditNoTokenValue
            message = "\(subject): no token has this value"
            fixIt = "add a token with this value, use the nearest token, or add // tessera:ignore to the line"
        }
        return Diagnostic(
            severity: .warning, code: code, message: message, location: finding.location, tokenPath: match.tokenID, fixIt: fixIt,
            input: input)
    }

    /// `appearance=light, contrast=high`.
    static func describe(_ input: [String: String]) -> String {
        input.isEmpty ? "every permutation" : input.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
    }

    /// The modifiers named in some inputs, sorted: `appearance`.
    static func modifiers(_ inputs: [[String: String]]) -> String {
        Set(inputs.flatMap(\.keys)).sorted().joined(separator: ", ")
    }
}
