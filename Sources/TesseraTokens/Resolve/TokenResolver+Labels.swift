import TesseraDiagnostics
import TesseraSyntax

extension TokenResolver {
    /// A literal whose shape contradicts the type that labels it, where a type only labels a token
    /// (Style Dictionary: the type picks the transforms that run, and a value they cannot read is
    /// passed through as written, to CSS as to the project's own formats). Outside strict mode it is
    /// read by its shape: a length labelled `number` (`"1.5rem"`) is that length, with a warning
    /// (TS0717); a keyword where a length or number belongs (`"center"`), or an object or list of no
    /// shape the type has (padding `{"x": …, "y": …}`, a list of CSS transitions) has no value in an
    /// app, and is left out (rule 1). Text with references placed (`"{shadow.size} {shadow.color}"`
    /// labelled `color`) is read the same way once placed. `nil` when the label and the shape agree,
    /// or types are not labels.
    func labelledLiteral(_ json: JSONValue, label: TokenType, tokenID: String) -> TokenValue?? {
        guard options.typesAreLabels, !options.strict, TypeInference.shapeContradicts(json, type: label) else { return nil }
        let site = UseSite(tokenID: tokenID)
        if let shape = TypeInference.infer(json), shape != .string {
            diagnostics.emit(
                .warning, .labelContradictsValue,
                "\(tokenID) is labelled \(label.rawValue), but its value \(json.compactText.truncatedForMessage) is a \(shape.rawValue); read as a \(shape.rawValue), as \(options.labellingTool) passes a value its type's transforms cannot read through as written",
                at: json.position, tokenPath: tokenID, fixIt: "write the type \"\(shape.rawValue)\"")
            return .some(parse(json, as: shape, site: site))
        }
        let what =
            switch json.kind {
            case .string(let text): "the text \"\(text.truncatedForMessage)\""
            case .array(let items): "a list of \(items.count) values"
            case .object(let object): "an object of \(object.members.map(\.key).joined(separator: ", ").truncatedForMessage)"
            default: json.kindDescription
            }
        return .some(
            ValueParser(resolver: self, site: site).leaveOut(
                .invalidValue, reason: "its value is \(what), which no \(label.rawValue) holds",
                message: "\(tokenID) is labelled \(label.rawValue), but its value is \(what), which \(options.labellingTool) passes to the project's own transforms and formats as written; it has no \(label.rawValue) value in an app",
                at: json.position, fixIt: "give it a \(label.rawValue) value, or keep it in a set the app does not read"))
    }
}
