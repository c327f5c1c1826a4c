/// One token source after loading: a token tree and where it came from.
struct TokenSource: Sendable {
    var tree: JSONObject
    /// For messages: `"tokens/raw/color.json"`, `"an inline source of set base"`.
    var origin: String
}

/// A modifier of the resolver module: a named choice among contexts
/// (`theme` = `light` | `dark`), each contributing its own sources.
public struct Modifier: Sendable {
    public var name: String
    public var description: String?
    /// Context names in document order.
    public var contextNames: [String]
    public var defaultContext: String?
    var contexts: [String: [TokenSource]]
    /// Where the modifier is declared in the resolver document.
    public internal(set) var position: SourcePosition?
}

/// One step of `resolutionOrder`.
enum ResolutionStep: Sendable {
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
    }

    public init(_ selections: [(modifier: String, context: String)]) {
        self.selections = selections.map { Selection(modifier: $0.modifier, context: $0.context) }
    }

    public subscript(modifier: String) -> String? {
        selections.first { $0.modifier == modifier }?.context
    }

    /// `theme=dark, size=large`, or `(no modifiers)`.
    public var description: String {
        selections.isEmpty ? "(no modifiers)" : selections.map { "\($0.modifier)=\($0.context)" }.joined(separator: ", ")
    }
}
