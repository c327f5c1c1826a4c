/// A generated Swift file as plain data: the generators build it, ``SwiftRenderer`` writes it.
///
/// The model holds only the shapes the generators emit. Names and types are source text
/// already (escaped where needed); expressions are ``SwiftExpression`` values. The model
/// decides the layout, the translators decide the words.
struct SwiftFile {
    /// Top-level items in order: comments, imports, blank lines, types.
    var declarations: [SwiftDeclaration]
}

/// One item of a file or of a type's body.
enum SwiftDeclaration {
    /// `// text`.
    case comment(String)
    /// An empty line (no indentation).
    case blankLine
    /// `public import TesseraTheme`; `access` nil for the default.
    case `import`(access: String?, module: String)
    /// A struct, enum or extension with its members.
    case type(SwiftTypeDeclaration)
    /// A stored, computed or static property.
    case property(SwiftProperty)
    /// `case name` or `case name = "raw value"`.
    case enumCase(name: String, rawValue: SwiftExpression?)
    case initializer(SwiftInitializer)
    /// `public typealias Name = Type`.
    case typeAlias(SwiftTypeAlias)
}

/// A doc-comment line: `/// text`, or `///` alone between paragraphs.
enum SwiftDocLine {
    case text(String)
    case paragraphBreak
}

struct SwiftTypeDeclaration {
    enum Kind: String {
        case `struct`, `enum`, `extension`
    }

    var documentation: [SwiftDocLine] = []
    /// Keywords before the kind, in order (`nonisolated`, `public`).
    var modifiers: [String]
    var kind: Kind
    var name: String
    var conformances: [String] = []
    var members: [SwiftDeclaration]
}

struct SwiftProperty {
    enum Binding: String {
        case `var`, `let`
    }

    enum Value {
        /// A stored property without a default.
        case none
        /// `= expression`.
        case initializer(SwiftExpression)
        /// `{ expression }`: a read-only computed property.
        case getter(SwiftExpression)
    }

    var documentation: [SwiftDocLine] = []
    /// Lines above the declaration (`@available(*, deprecated)`).
    var attributes: [String] = []
    /// `public`, `private`, …; nil for the default.
    var access: String?
    var isStatic = false
    var binding: Binding
    var name: String
    var type: String
    var value: Value = .none
}

struct SwiftTypeAlias {
    var documentation: [SwiftDocLine] = []
    /// `public`, `package`, …; nil for the default.
    var access: String?
    var name: String
    var type: String
}

struct SwiftInitializer {
    struct Parameter {
        /// The argument label when it differs from the name (`_`).
        var label: String?
        var name: String
        var type: String
        var defaultValue: SwiftExpression?
    }

    var documentation: [SwiftDocLine] = []
    var access: String?
    var parameters: [Parameter]
    var body: [SwiftStatement]
}

/// A statement of an initializer's body. (Cases hold statements and expressions through
/// arrays, so no case needs to be `indirect`.)
enum SwiftStatement {
    /// An expression on its own line (`self.init(…)`).
    case expression(SwiftExpression)
    /// `target = value`.
    case assignment(target: SwiftExpression, value: SwiftExpression)
    /// `switch subject {`, one `case pattern: statement` line per case, `}`.
    case `switch`(subject: SwiftExpression, cases: [(pattern: SwiftExpression, body: SwiftStatement)])
}

/// A literal, written by ``SwiftLiteral`` (a string escaped, a number in its shortest exact form).
/// Numbers are finite: the translator checks values before anything is rendered.
enum SwiftLiteralValue {
    case int(Int)
    case double(Double)
    case string(String)
    case bool(Bool)
}

/// An expression. The renderer puts one argument or element a line when a call or an array
/// would take a line past ``SwiftRenderer/lineLimit``.
indirect enum SwiftExpression {
    case literal(SwiftLiteralValue)
    /// A name as written (`selection`, `_1_primary`, `` `default` ``, `Self`).
    case identifier(String)
    /// `base.name`, or the implicit member `.name` when `base` is nil.
    case member(SwiftExpression?, String)
    /// `callee(label: value, …)`; a nil label is an unlabeled argument.
    case call(SwiftExpression, [(label: String?, value: SwiftExpression)])
    /// `[element, …]`.
    case array([SwiftExpression])
    /// `[key: value, …]`, on one line.
    case dictionary([(key: SwiftExpression, value: SwiftExpression)])
    /// `(element, …)`: a tuple, or a tuple pattern of a `switch` case.
    case tuple([SwiftExpression])
    /// A token's value as ``SwiftValueExpression`` writes it (already checked, wrapped a part a line
    /// when long): written straight into bytes, since a file holds one per token and value.
    case value(String)

    /// `name` as a member of `self` (`self.primary`).
    static func selfMember(_ name: String) -> SwiftExpression {
        .member(.identifier("self"), name)
    }

    /// `Self.name`.
    static func staticMember(_ name: String) -> SwiftExpression {
        .member(.identifier("Self"), name)
    }

    /// A call of `name` (a type, `Self`).
    static func call(_ name: String, _ arguments: [(label: String?, value: SwiftExpression)]) -> SwiftExpression {
        .call(.identifier(name), arguments)
    }
}
