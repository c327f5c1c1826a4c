package import TesseraDiagnostics
import TesseraSyntax

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
}
