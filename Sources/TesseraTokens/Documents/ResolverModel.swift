public import TesseraDiagnostics
package import TesseraSyntax

/// One token source after loading: a token tree and where it came from.
package struct TokenSource: Sendable {
    package var tree: JSONObject
    /// For messages: `"tokens/raw/color.json"`, `"an inline source of set base"`.
    package var origin: String

    package init(tree: JSONObject, origin: String) {
        self.tree = tree
        self.origin = origin
    }
}

/// A modifier of the resolver module: a named choice among contexts
/// (`theme` = `light` | `dark`), each contributing its own sources.
public struct Modifier: Sendable {
    public var name: String
    public var description: String?
    /// Context names in document order.
    public var contextNames: [String]
    public var defaultContext: String?
    package var contexts: [String: [TokenSource]]
    /// Where the modifier is declared in the resolver document.
    public package(set) var position: SourcePosition?

    package init(
        name: String, description: String? = nil, contextNames: [String], defaultContext: String?,
        contexts: [String: [TokenSource]], position: SourcePosition?
    ) {
        self.name = name
        self.description = description
        self.contextNames = contextNames
        self.defaultContext = defaultContext
        self.contexts = contexts
        self.position = position
    }
}

/// One step of `resolutionOrder`.
package enum ResolutionStep: Sendable {
    case set(name: String, sources: [TokenSource])
    case modifier(Modifier)
}

/// A choice of context for each modifier: the resolver module's "input".
public struct ResolverInput: Hashable, Sendable, CustomStringConvertible {
    /// Modifier name → context name, in resolution order.
    public var selections: [Selection]

    public struct Selection: Hashable, Sendable {
        public var modifier: String
        public var context: String

        public init(modifier: String, context: String) {
            self.modifier = modifier
            self.context = context
        }
    }

    public init(_ selections: [(modifier: String, context: String)]) {
        self.selections = selections.map { Selection(modifier: $0.modifier, context: $0.context) }
    }

    public subscript(modifier: String) -> String? {
        selections.first { $0.modifier == modifier }?.context
    }

    /// The context chosen for the modifier at `position` of `modifiers` (the project's, in
    /// resolution order): inputs are made in that order, so the selection at the same position
    /// is checked first and the search is the exception.
    package func context(ofModifierAt position: Int, in modifiers: [Modifier]) -> String? {
        let name = modifiers[position].name
        if selections.indices.contains(position), selections[position].modifier == name { return selections[position].context }
        return self[name]
    }

    /// `theme=dark, size=large`, or `(no modifiers)`.
    public var description: String {
        selections.isEmpty ? "(no modifiers)" : selections.map { "\($0.modifier)=\($0.context)" }.joined(separator: ", ")
    }
}
