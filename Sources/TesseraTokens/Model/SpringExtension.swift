package import TesseraDiagnostics
package import TesseraSyntax

/// The spring a `transition` or `duration` token carries in `$extensions["com.tessera.spring"]`
/// (DTCG has no spring type), in one of the forms `TokenSpring(extension:)` in TesseraTheme reads:
/// `response` and `dampingFraction`; `duration` and an optional `bounce`; `stiffness` and
/// `damping` with an optional `mass`. It is checked here, where the token is read, so `validate`
/// and `build` report a malformed one; the runtime type does the arithmetic.
package struct SpringExtension: Sendable, Equatable {
    /// The `$extensions` key (the same as `TokenSpring.extensionKey`).
    package static let key = "com.tessera.spring"

    /// The members of the one form that was read, each a number within its range.
    package var members: [String: Double]

    /// One way of writing a spring: the members it needs and those it may have.
    private struct Form {
        var required: [String]
        var optional: [String]
        var example: String
    }

    private static let forms = [
        Form(required: ["response", "dampingFraction"], optional: [], example: #"{"response": 0.5, "dampingFraction": 0.8}"#),
        Form(required: ["duration"], optional: ["bounce"], example: #"{"duration": 0.5, "bounce": 0.3}"#),
        Form(required: ["stiffness", "damping"], optional: ["mass"], example: #"{"mass": 1, "stiffness": 170, "damping": 26}"#),
    ]

    /// The forms, for messages: `{"response": 0.5, "dampingFraction": 0.8}`, … or ….
    private static let formList = forms.map(\.example).joined(separator: ", ")

    /// The spring in a token's `$extensions`, or nil when it has none or a malformed one
    /// (reported when the token was read).
    package static func read(from extensions: JSONValue?) -> SpringExtension? {
        guard let value = extensions?.objectValue?[key] else { return nil }
        return read(value, tokenPath: "", diagnostics: nil)
    }

    /// Reads the value of the extension key, reporting what is wrong with it (TS0630: nothing is
    /// read) or ignored in it (TS0631).
    package static func read(_ value: JSONValue, tokenPath: String, diagnostics: DiagnosticEngine?) -> SpringExtension? {
        let what = "the spring in $extensions[\"\(key)\"] of token \(tokenPath)"
        guard let object = value.objectValue else {
            diagnostics?.emit(
                .warning, .invalidSpringExtension, "\(what) must be an object, not \(value.kindDescription); no spring is generated",
                at: value.position, tokenPath: tokenPath, fixIt: "write one of \(formList)")
            return nil
        }
        let present = Set(object.members.map(\.key))
        guard let form = forms.first(where: { present.isSuperset(of: $0.required) }) else {
            reportIncomplete(object, at: value.position, present: present, what: what, tokenPath: tokenPath, diagnostics: diagnostics)
            return nil
        }
        var members: [String: Double] = [:]
        for member in object.members where form.required.contains(member.key) || form.optional.contains(member.key) {
            guard let number = member.value.numberValue?.value, Self.isInRange(number, for: member.key) else {
                diagnostics?.emit(
                    .warning, .invalidSpringExtension,
                    "\(what): \"\(member.key)\" must be \(Self.range(of: member.key)), not \(member.value.numberValue.map { "\($0.value)" } ?? member.value.kindDescription); no spring is generated",
                    at: member.value.position, tokenPath: tokenPath, fixIt: "give \"\(member.key)\" \(Self.range(of: member.key))")
                return nil
            }
            members[member.key] = number
        }
        let ignored = object.members.filter { !form.required.contains($0.key) && !form.optional.contains($0.key) }
        if let first = ignored.first {
            let names = ignored.map { "\"\($0.key.truncatedForMessage)\"" }.joined(separator: ", ")
            let kept = (form.required + form.optional).map { "\"\($0)\"" }.joined(separator: ", ")
            diagnostics?.emit(
                .warning, .ignoredSpringMember, "\(what) is read from \(kept); \(names) \(ignored.count == 1 ? "is" : "are") ignored",
                at: first.keyPosition, tokenPath: tokenPath, fixIt: "remove \(names), or write the spring in one form: \(formList)")
        }
        return SpringExtension(members: members)
    }

    /// No form is complete: names what the nearest one lacks, or lists the forms.
    private static func reportIncomplete(
        _ object: JSONObject, at position: SourcePosition, present: Set<String>, what: String, tokenPath: String, diagnostics: DiagnosticEngine?
    ) {
        guard let diagnostics else { return }
        guard let form = forms.first(where: { !present.isDisjoint(with: $0.required + $0.optional) }) else {
            let names = object.members.map { "\"\($0.key.truncatedForMessage)\"" }.joined(separator: ", ")
            diagnostics.emit(
                .warning, .invalidSpringExtension,
                "\(what) has \(names.isEmpty ? "no members" : names), which is no spring form Tessera reads; no spring is generated",
                at: position, tokenPath: tokenPath, fixIt: "write one of \(formList)")
            return
        }
        let missing = form.required.filter { !present.contains($0) }
        let known = Set(forms.flatMap { $0.required + $0.optional })
        let unknown = object.members.map(\.key).filter { !known.contains($0) }
        let fix =
            missing.count == 1 && unknown.count == 1
            ? "rename \"\(unknown[0].truncatedForMessage)\" to \"\(missing[0])\""
            : "add \(missing.map { "\"\($0)\" (\(range(of: $0)))" }.joined(separator: " and ")), as in \(form.example)"
        diagnostics.emit(
            .warning, .invalidSpringExtension,
            "\(what) lacks \(missing.map { "\"\($0)\"" }.joined(separator: " and ")); no spring is generated",
            at: position, tokenPath: tokenPath, fixIt: fix)
    }

    /// The ranges `TokenSpring(extension:)` accepts: times, stiffness and mass above 0, damping
    /// at least 0 (undamped), bounce above −1 and at most 1; all finite.
    private static func isInRange(_ number: Double, for key: String) -> Bool {
        guard number.isFinite else { return false }
        switch key {
        case "dampingFraction", "damping": return number >= 0
        case "bounce": return number > -1 && number <= 1
        default: return number > 0
        }
    }

    private static func range(of key: String) -> String {
        switch key {
        case "response", "duration": "a number of seconds above 0"
        case "dampingFraction": "a damping ratio of at least 0 (1 stops without bouncing)"
        case "damping": "a number of at least 0"
        case "bounce": "a number above -1 and at most 1 (0 stops without bouncing)"
        default: "a number above 0"
        }
    }
}
