package import TesseraDiagnostics
package import TesseraSyntax

extension DiagnosticEngine {
    /// The one warning (TS0747) for a type name that names no type Tessera maps (`component`), the
    /// same in every reader: outside strict mode a token of that type keeps its value as a plain
    /// value. One cause, said once, at the first token of that type (Auro types 787 tokens `semantic`).
    /// - Parameter member: The member that names the type as the file writes it (`$type`, `type`).
    package func typeKeptPlain(_ name: String, member: String, at position: SourcePosition?, tokenPath: String) {
        guard isFirstReport(of: "TS0747 \(name)") else { return }
        emit(
            .warning, .unknownTypeKeptPlain,
            "\(member) \"\(name.truncatedForMessage)\" names no type Tessera knows; the value of each token so typed is read as it is written",
            at: position, tokenPath: tokenPath, fixIt: "use a DTCG type: \(TokenType.standardNames)")
    }

    /// A token typed `none` holding `none` (`{"$type": "none", "$value": "none"}`, a platform without
    /// shadows where the others have one): its tool writes no value there, and the text "none" is no
    /// value an app can use (rule 1). Reports it and returns the reason to leave the token out with;
    /// `nil` for any other token. Every reader that keeps an unknown type plain asks it.
    package func typedNone(_ typeName: String, value: JSONValue, tokenPath: String) -> String? {
        func saysNone(_ text: String?) -> Bool { text.map { $0.trimmingSpaces.lowercased() == "none" } ?? false }
        guard saysNone(typeName), saysNone(value.stringValue) else { return nil }
        emit(
            .warning, .invalidValue,
            "\(tokenPath) has the type and the value \"none\": its tool writes no value here; the token is left out",
            at: value.position, tokenPath: tokenPath,
            fixIt: "give it a value of the type it has elsewhere, or leave the token out of this set")
        return "its type and value are \"none\""
    }
}
