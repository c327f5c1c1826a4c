public import TesseraDiagnostics
public import TesseraSyntax

/// A token with its value fully resolved in one permutation of the inputs.
public struct ResolvedToken: Sendable {
    /// The dot-joined path (`color.accent.$root`).
    public var id: String
    /// The names of the enclosing groups, from the root.
    public var groupPath: [String]
    /// The token's own name.
    public var name: String
    /// The names from the root to the token.
    public var path: [String] { groupPath + [name] }
    public var type: TokenType
    public var value: TokenValue
    public var description: String?
    public var isDeprecated: Bool
    public var deprecationMessage: String?
    /// `$extensions`, verbatim.
    public var extensions: JSONValue?
    /// The token this one aliases when its whole value is a reference, so
    /// generated code can refer to the aliased symbol instead of copying.
    public var aliasOf: String?
    /// Where the token is defined.
    public var position: SourcePosition
}

extension ResolvedToken {
    /// The token `definition` declares, with `value` standing for its resolved value: for
    /// checks of names and places that resolve nothing (`value` is not the token's).
    public init(declaredBy definition: TokenDefinition, standIn value: TokenValue) {
        self.init(
            id: definition.id, groupPath: definition.groupPath, name: definition.name, type: value.type, value: value,
            description: definition.description, isDeprecated: definition.isDeprecated,
            deprecationMessage: definition.deprecationMessage, extensions: definition.extensions, aliasOf: nil,
            position: definition.position)
    }
}

/// A resolved token's id, position and value: what a runtime table keeps of it
/// (see ``TokenProject/resolveValues(_:into:each:)``).
public struct ResolvedTokenValue: Sendable {
    /// The dot-joined path (`color.accent.$root`).
    public var id: String
    /// Where the token is defined.
    public var position: SourcePosition
    public var value: TokenValue
}

/// Every token of one permutation, in source order, with the input that selected it.
public struct ResolvedTokenSet: Sendable {
    /// The context chosen for each modifier, in resolution order.
    public var input: [(modifier: String, context: String)]
    public var tokens: [ResolvedToken]
    /// The ids of the tokens this permutation read that did not resolve (their problems
    /// are in the diagnostics), in source order.
    public var unresolvedTokenIDs: [String] = []
    /// Those of ``unresolvedTokenIDs`` that are left out (rule 1), each with a warning, not broken.
    public var leftOutTokenIDs: [String] = []

    /// The token with this id, if any (linear; build a dictionary for repeated lookups).
    public func token(_ id: String) -> ResolvedToken? {
        tokens.first { $0.id == id }
    }
}
