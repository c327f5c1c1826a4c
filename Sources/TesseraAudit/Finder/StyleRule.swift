import TesseraConfiguration
import SwiftSyntax
import TesseraTokens

/// The base of the rules: a syntax visitor per kind that collects the style
/// literals of its kind. Each rule lives in its own file (`ColorRule`, `FontRule`, `LayoutRule`,
/// `MotionRule`, `ThemeConstantRule`) and looks only at the places its kind is written, so a
/// number anywhere else (an index, a count, a loop bound) is never taken for a style value.
/// A rule can walk a tree alone; `LiteralFinder` walks it once and hands every rule each node.
class StyleRule: SyntaxVisitor {
    /// The kinds the configuration asks for; a rule adds nothing of another kind.
    let kinds: Set<AuditKind>
    private(set) var found: [StyleLiteral] = []

    required init(kinds: Set<AuditKind>) {
        self.kinds = kinds
        super.init(viewMode: .sourceAccurate)
    }

    /// Records `expression` as a literal of `kind`, when that kind is audited.
    func add(_ kind: AuditKind, _ value: StyleValue, _ expression: some SyntaxProtocol, replacement: ReplacementForm?) {
        guard kinds.contains(kind) else { return }
        found.append(
            StyleLiteral(
                kind: kind, value: value, text: expression.trimmedDescription,
                start: expression.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: expression.endPositionBeforeTrailingTrivia.utf8Offset, replacement: replacement))
    }

    /// A length: zero is the absence of a value, never a token's.
    func addPoints(_ kind: AuditKind, _ expression: ExprSyntax) {
        guard let value = ConstantFolder.fold(expression), value != 0 else { return }
        add(kind, .points(value), expression, replacement: .points)
    }

    /// An opacity between 0 and 1, not either end (`opacity(0)` hides a view; it is not a style).
    func addOpacity(_ expression: ExprSyntax) {
        guard let value = ConstantFolder.fold(expression), value > 0, value < 1 else { return }
        add(.opacity, .number(value), expression, replacement: .number)
    }
}

/// What a call names: `Color(…)` is (type: nil, name: "Color"); `UIColor.hex(…)` is
/// (type: "UIColor", name: "hex"); `.system(size:)` is (type: nil, name: "system", implicit).
struct Callee {
    var type: String?
    var name: String
    /// A leading-dot member (`.init(…)`, `.system(…)`): the type comes from the context.
    var isImplicitMember: Bool
    /// A member of an instance or another expression (`view.padding(…)`, `layer.cornerRadius`).
    var hasBase: Bool

    init?(_ expression: ExprSyntax) {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            self.init(type: nil, name: reference.baseName.text, isImplicitMember: false, hasBase: false)
        } else if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else {
                self.init(type: nil, name: name, isImplicitMember: true, hasBase: false)
                return
            }
            var type: String?
            if let reference = base.as(DeclReferenceExprSyntax.self) {
                type = reference.baseName.text
            } else if let qualified = base.as(MemberAccessExprSyntax.self), qualified.base?.is(DeclReferenceExprSyntax.self) == true {
                // SwiftUI.Color, UIKit.UIColor
                type = qualified.declName.baseName.text
            }
            self.init(type: type, name: name, isImplicitMember: false, hasBase: true)
        } else {
            return nil
        }
    }

    private init(type: String?, name: String, isImplicitMember: Bool, hasBase: Bool) {
        self.type = type
        self.name = name
        self.isImplicitMember = isImplicitMember
        self.hasBase = hasBase
    }
}

extension FunctionCallExprSyntax {
    /// The argument with this label.
    func argument(_ label: String) -> LabeledExprSyntax? {
        arguments.first { $0.label?.text == label }
    }

    /// The argument labels, `_` for none.
    var labels: [String] { arguments.map { $0.label?.text ?? "_" } }
}
