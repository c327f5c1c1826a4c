import TesseraConfiguration
import SwiftSyntax

/// Fonts: `.font(.system(size:weight:design:))`, `Font.custom(_:size:)`,
/// `UIFont.systemFont(ofSize:weight:)`, `UIFont(name:size:)`, and font helpers that take
/// `ofSize:` (`FontBook.text.font(ofSize: 27, style: .bold)`).
final class FontRule: StyleRule {
    /// Apple's weights as CSS numbers (`TokenFontWeight.Standard` pairs them the same way).
    static let weights: [String: Double] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
        "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
    ]

    static let systemFontNames: Set<String> = [
        "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont",
    ]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let callee = Callee(node.calledExpression) else { return .visitChildren }
        let isFontType = callee.type == "Font" || callee.type == "UIFont" || callee.isImplicitMember
        var size: LabeledExprSyntax?
        switch callee.name {
        case "system" where isFontType, "custom" where isFontType:
            size = node.argument("size")
        case let name where Self.systemFontNames.contains(name) && (callee.type == "UIFont" || callee.type == "NSFont" || callee.isImplicitMember):
            size = node.argument("ofSize")
        case "UIFont" where !callee.hasBase, "NSFont" where !callee.hasBase:
            size = node.argument("name") != nil ? node.argument("size") : nil
        case let name where name.lowercased().contains("font"):
            size = node.argument("ofSize")
        default:
            break
        }
        guard let size, let points = ConstantFolder.fold(size.expression), points > 0 else { return .visitChildren }
        var weight: Double?
        if let argument = node.argument("weight") ?? node.argument("style"),
            let name = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        {
            weight = Self.weights[name]
        } else if callee.name == "boldSystemFont" {
            weight = 700
        }
        // `Font.system(size:weight:)` and `UIFont.systemFont(ofSize:weight:)` become the token's font;
        // a custom family or a helper's font is reported with its token but left as it is.
        var replacement: ReplacementForm?
        let design = node.argument("design")?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if callee.name == "system", node.argument("design") == nil || design == "default" {
            replacement = .swiftUIFont
        } else if callee.name == "systemFont", callee.type == "UIFont" {
            replacement = .uiFont
        }
        add(.font, .font(size: points, weight: weight), node, replacement: replacement)
        return .visitChildren
    }
}
