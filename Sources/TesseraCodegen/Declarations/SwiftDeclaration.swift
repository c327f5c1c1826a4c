/// A generated Swift file as plain data: the generators build it, ``SwiftRenderer`` writes it.
///
/// The model holds only the shapes the generators emit. Names, types and expressions
/// are source text already (escaped where needed): the model decides the layout, the
/// translators decide the words.
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
    case enumCase(name: String, rawValue: String?)
    case initializer(SwiftInitializer)
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

struct SwiftInitializer {
    struct Parameter {
        /// The argument label when it differs from the name (`_`).
        var label: String?
        var name: String
        var type: String
        var defaultValue: String?
    }

    var documentation: [SwiftDocLine] = []
    var access: String?
    var parameters: [Parameter]
    var body: [SwiftStatement]
}

/// A statement of an initializer's body. (Cases hold statements and expressions through
/// arrays, so no case needs to be `indirect`: a box per leaf would cost an allocation each.)
enum SwiftStatement {
    /// An expression on its own line (`self.init(…)`).
    case expression(SwiftExpression)
    /// `target = value`.
    case assignment(target: String, value: SwiftExpression)
    /// `switch subject {`, one `case pattern: statement` line per case, `}`.
    case `switch`(subject: String, cases: [(pattern: String, body: SwiftStatement)])
}

/// An expression: source text (a literal, a name, a member reference), or a call or array
/// literal whose parts are expressions (the renderer puts one part a line when a line would be long).
enum SwiftExpression {
    case code(String)
    /// `function(label: value, …)`; a nil label is an unlabeled argument.
    case call(String, [(label: String?, value: SwiftExpression)])
    /// `[element, …]`.
    case array([SwiftExpression])
}
