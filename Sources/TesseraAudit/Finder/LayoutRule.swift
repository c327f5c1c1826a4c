import TesseraConfiguration
import SwiftSyntax

/// Layout: padding and insets, stack and grid spacing, corner radii (`cornerRadius:`,
/// `.cornerRadius(_:)`, `layer.cornerRadius = …`), border widths (`lineWidth:`,
/// `.border(_:width:)`, `layer.borderWidth = …`), shadow radii and opacity.
final class LayoutRule: StyleRule {
    static let insetTypes: Set<String> = ["EdgeInsets", "UIEdgeInsets", "NSDirectionalEdgeInsets", "NSEdgeInsets"]
    static let insetLabels: Set<String> = ["top", "leading", "bottom", "trailing", "left", "right", "horizontal", "vertical"]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let callee = Callee(node.calledExpression) else { return .visitChildren }
        switch callee.name {
        case "padding", "scenePadding":
            for argument in node.arguments where argument.label == nil { addPoints(.spacing, argument.expression) }
        case let name where Self.insetTypes.contains(name) && !callee.hasBase:
            for argument in node.arguments where Self.insetLabels.contains(argument.label?.text ?? "") {
                addPoints(.spacing, argument.expression)
            }
        case "cornerRadius" where callee.hasBase || callee.isImplicitMember:
            if let first = node.arguments.first { addPoints(.radius, first.expression) }
        case "border" where callee.hasBase || callee.isImplicitMember:
            if let width = node.argument("width") { addPoints(.borderWidth, width.expression) }
        case "shadow" where callee.hasBase || callee.isImplicitMember:
            if let radius = node.argument("radius") { addPoints(.shadow, radius.expression) }
        case "opacity" where callee.hasBase || callee.isImplicitMember, "withAlphaComponent":
            if let first = node.arguments.first, first.label == nil { addOpacity(first.expression) }
        case let name where name.hasPrefix("constraint"):
            if let constant = node.argument("constant") { addPoints(.spacing, constant.expression) }
        default:
            break
        }
        for argument in node.arguments {
            guard let label = argument.label?.text else { continue }
            if label == "cornerRadius" {
                addPoints(.radius, argument.expression)
            } else if label == "lineWidth" {
                addPoints(.borderWidth, argument.expression)
            } else if label.lowercased().hasSuffix("spacing") {
                addPoints(.spacing, argument.expression)
            }
        }
        return .visitChildren
    }

    /// `layer.cornerRadius = 12`, `stack.spacing = 8`, `view.alpha = 0.5` (the parser leaves an
    /// assignment as a sequence: target, `=`, value).
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let target: String
        if let member = elements[0].as(MemberAccessExprSyntax.self) {
            target = member.declName.baseName.text
        } else if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
            target = reference.baseName.text
        } else {
            return .visitChildren
        }
        switch target {
        case "cornerRadius": addPoints(.radius, elements[2])
        case "borderWidth": addPoints(.borderWidth, elements[2])
        case "shadowRadius": addPoints(.shadow, elements[2])
        case "spacing", "interitemSpacing", "minimumLineSpacing", "minimumInteritemSpacing": addPoints(.spacing, elements[2])
        case "alpha", "shadowOpacity": addOpacity(elements[2])
        default: break
        }
        return .visitChildren
    }
}
