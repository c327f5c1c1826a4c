package import TesseraDiagnostics

/// A token's type must be the same in every context: generated Swift gives it one property of
/// one type, the store one slot. `ThemeMatrix` (build, the store, docs, audit) and `validate`
/// both check it here, so validate predicts build.
package struct TypeConsistency {
    /// The first type seen of each token, and where: the input is kept (its storage is shared)
    /// and described only when a report needs it, since a description is as long as the input.
    private var typeByID: [String: (type: TokenType, input: ResolverInput, saysNone: Bool)] = [:]
    private var reported: Set<String> = []

    package init() {}

    /// Records `token` as resolved in `input`; reports TS0526 the first time a token shows a type
    /// other than the one first seen. Returns whether the token keeps its first type.
    @discardableResult
    package mutating func check(_ token: ResolvedToken, in input: ResolverInput, diagnostics: DiagnosticEngine) -> Bool {
        guard let first = typeByID[token.id] else {
            typeByID[token.id] = (token.type, input, Self.isNoneText(token.value))
            return true
        }
        guard first.type != token.type, TokenType.common(first.type, token.type) == nil else { return true }
        if Self.isNoneBeside(token.type, first.type, value: token.value)
            || (first.saysNone && Self.isNoneBeside(first.type, token.type, value: nil))
        {
            // Reported as left out by `noneWhereAValueBelongs` once, where the matrix met it.
            return false
        }
        if reported.insert(token.id).inserted {
            Self.report(
                token, context: Self.describe(input), firstType: first.type, firstContext: Self.describe(first.input),
                diagnostics: diagnostics)
        }
        return false
    }

    /// Whether a token that is the text `none` in some context (`"$type": "string"` on a platform
    /// without shadows) is, beside `other`, a value of a type `none` says there is none of
    /// (``TokenType/noneMeansNoValue``: a shadow, border, transition, color, stroke style):
    /// CSS's word for no such value, which one Swift property of that type cannot hold (rule 1, as
    /// `none` written where a shadow belongs). `value` is the text's value; `nil` when the caller has checked it is `none`.
    package static func isNoneBeside(_ type: TokenType, _ other: TokenType, value: TokenValue?) -> Bool {
        guard type == .string, TokenType.noneMeansNoValue.contains(other) else { return false }
        return value.map(isNoneText) ?? true
    }

    /// Whether a value is the text `none`, in any case.
    private static func isNoneText(_ value: TokenValue) -> Bool {
        if case .string(let text) = value { return text.trimmingSpaces.lowercased() == "none" }
        return false
    }

    /// The warning for a token left out because it is `none` in one context and a value of `type`
    /// in another (``isNoneBeside(_:_:value:)``).
    package static func reportNone(_ token: ResolvedToken, context: String, type: TokenType, diagnostics: DiagnosticEngine) {
        diagnostics.emit(
            .warning, .typeVariesWithContext,
            "token \(token.id) is the text \"none\" in \(context.isEmpty ? "one context" : context), where it has no \(type.rawValue), and a \(type.rawValue) in another; one Swift property cannot hold \"no \(type.rawValue)\", so the token is left out",
            at: token.position, tokenPath: token.id,
            fixIt: "give \(token.id) a \(type.rawValue) in every context (one with no visible effect), or keep it in the contexts' own tokens")
    }

    /// `token` as a value of `type`, which ``TokenType/common(_:_:)`` gave for its own type.
    package static func widened(_ token: ResolvedToken, to type: TokenType) -> ResolvedToken {
        guard token.type != type, let value = token.value.widened(to: type) else { return token }
        var result = token
        result.type = type
        result.value = value
        return result
    }

    /// The one wording of TS0526.
    package static func report(
        _ token: ResolvedToken, context: String, firstType: TokenType, firstContext: String, diagnostics: DiagnosticEngine
    ) {
        diagnostics.emit(
            .error, .typeVariesWithContext,
            "token \(token.id) is a \(token.type.rawValue) in \(context.isEmpty ? "one context" : context) but a \(firstType.rawValue) in \(firstContext.isEmpty ? "another" : firstContext); one Swift property holds one type",
            at: token.position, tokenPath: token.id,
            fixIt: "give \(token.id) the type \(firstType.rawValue) in every context, or make two tokens")
    }

    /// `appearance=dark, brand=acme`.
    package static func describe(_ input: ResolverInput) -> String {
        input.selections.map { "\($0.modifier)=\($0.context)" }.joined(separator: ", ")
    }
}
