import TesseraConfiguration
import Foundation
import SwiftParser
import SwiftSyntax

/// Constants of theme-like types: `enum Spacing { static let md: CGFloat = 16 }`, a `switch` that
/// returns a radius or a hex color per case (`case .small: return 4`, `case .accent: "#017CFF"`).
/// The kind comes from the names around the literal, innermost first: the property, the
/// function, then the enclosing types. Only lengths, durations and opacities typed `CGFloat`,
/// `Double`, `Float` or `TimeInterval` count (an `Int` is a count, not a style), and only hex
/// strings in a color's place.
final class ThemeConstantRule: StyleRule {
    static let numericTypes: Set<String> = ["CGFloat", "Double", "Float", "TimeInterval"]

    /// Name fragments, lowercased, and the kind they mean; the first that matches wins.
    static let nameKinds: [(fragment: String, kind: AuditKind)] = [
        ("radius", .radius), ("radii", .radius), ("corner", .radius),
        ("borderwidth", .borderWidth), ("border", .borderWidth), ("stroke", .borderWidth),
        ("shadow", .shadow), ("elevation", .shadow),
        ("opacity", .opacity), ("alpha", .opacity),
        ("duration", .motion), ("animation", .motion), ("motion", .motion),
        ("spacing", .spacing), ("space", .spacing), ("padding", .spacing), ("inset", .spacing),
        ("margin", .spacing), ("gap", .spacing), ("gutter", .spacing),
        ("typography", .font), ("fontsize", .font), ("font", .font), ("textsize", .font),
        ("colour", .color), ("color", .color), ("palette", .color),
    ]

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let value = node.initializer?.value, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            return .visitChildren
        }
        let annotation = node.typeAnnotation?.type.trimmedDescription
        consider(value, declaredType: annotation, innermostName: name, from: Syntax(node))
        return .visitChildren
    }

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        // One value per case: `return 4`, or the case's single expression.
        guard node.statements.count == 1, let item = node.statements.first?.item else { return .visitChildren }
        let value: ExprSyntax?
        if let returned = item.as(ReturnStmtSyntax.self) {
            value = returned.expression
        } else {
            value = item.as(ExprSyntax.self)
        }
        guard let value, let (name, returnType) = Self.enclosingFunction(of: Syntax(node)) else { return .visitChildren }
        consider(value, declaredType: returnType, innermostName: name, from: Syntax(node))
        return .visitChildren
    }

    /// Reports `value` when it is a bare literal whose place says what kind of style it is.
    private func consider(_ value: ExprSyntax, declaredType: String?, innermostName: String, from node: Syntax) {
        guard let kind = Self.kind(innermostName: innermostName, around: node) else { return }
        if kind == .color {
            if let string = value.as(StringLiteralExprSyntax.self), let text = string.representedLiteralValue,
                let color = ColorRule.hexColor(text, requireMark: true)
            {
                // A `#rrggbb` string stays a string: the token's `hexString`.
                let isPlainHex = text.count == 7 && declaredType.map { $0 == "String" } ?? true
                add(.color, .color(color), value, replacement: isPlainHex ? .hexString : nil)
            }
            return
        }
        // A number typed as a length or a duration (or untyped with a fractional literal); an Int is a count.
        if let declaredType {
            guard Self.numericTypes.contains(declaredType) else { return }
        } else if !value.is(FloatLiteralExprSyntax.self) {
            return
        }
        guard value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self)
            || value.is(SequenceExprSyntax.self) || value.is(PrefixOperatorExprSyntax.self)
        else { return }
        switch kind {
        case .opacity: addOpacity(value)
        case .motion:
            if let seconds = ConstantFolder.fold(value), seconds > 0 { add(.motion, .duration(seconds), value, replacement: .seconds) }
        case .font:
            if let size = ConstantFolder.fold(value), size > 0 { add(.font, .font(size: size, weight: nil), value, replacement: nil) }
        case .spacing, .radius, .borderWidth, .shadow: addPoints(kind, value)
        case .color: break
        }
    }

    /// The kind the names around `node` suggest: the innermost name first, then each enclosing
    /// function, property and type outward.
    static func kind(innermostName: String, around node: Syntax) -> AuditKind? {
        if let kind = kind(ofName: innermostName) { return kind }
        var current = node.parent
        while let syntax = current {
            var name: String?
            if let type = syntax.as(StructDeclSyntax.self) {
                name = type.name.text
            } else if let type = syntax.as(EnumDeclSyntax.self) {
                name = type.name.text
            } else if let type = syntax.as(ClassDeclSyntax.self) {
                name = type.name.text
            } else if let type = syntax.as(ExtensionDeclSyntax.self) {
                name = type.extendedType.trimmedDescription
            } else if let function = syntax.as(FunctionDeclSyntax.self) {
                name = function.name.text
            } else if let binding = syntax.as(PatternBindingSyntax.self) {
                name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            if let name, let kind = kind(ofName: name) { return kind }
            current = syntax.parent
        }
        return nil
    }

    static func kind(ofName name: String) -> AuditKind? {
        let lowered = name.lowercased()
        return nameKinds.first { lowered.contains($0.fragment) }?.kind
    }

    /// The function or computed property a switch case returns from: its name and return type.
    static func enclosingFunction(of node: Syntax) -> (String, String?)? {
        var current = node.parent
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) {
                return (function.name.text, function.signature.returnClause?.type.trimmedDescription)
            }
            if let binding = syntax.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self) {
                return (name.identifier.text, binding.typeAnnotation?.type.trimmedDescription)
            }
            if syntax.is(ClosureExprSyntax.self) || syntax.isProtocol((any DeclGroupSyntax).self) { return nil }
            current = syntax.parent
        }
        return nil
    }
}
