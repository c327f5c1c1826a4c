import TesseraConfiguration
import SwiftSyntax

/// Motion: durations (`.easeInOut(duration:)`, `.linear(duration:)`, `UIView.animate(withDuration:)`)
/// and springs (`.spring(response:dampingFraction:)`, `.interactiveSpring(…)`).
final class MotionRule: StyleRule {
    static let springNames: Set<String> = ["spring", "interactiveSpring", "interpolatingSpring", "smooth", "snappy", "bouncy"]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let callee = Callee(node.calledExpression) else { return .visitChildren }
        if Self.springNames.contains(callee.name), let response = node.argument("response").flatMap({ ConstantFolder.fold($0.expression) }) {
            let damping = node.argument("dampingFraction").flatMap { ConstantFolder.fold($0.expression) } ?? 0.825
            add(.motion, .spring(response: response, dampingFraction: damping), node, replacement: nil)
            return .visitChildren
        }
        for label in ["duration", "withDuration"] {
            if let argument = node.argument(label), let seconds = ConstantFolder.fold(argument.expression), seconds > 0 {
                add(.motion, .duration(seconds), argument.expression, replacement: .seconds)
            }
        }
        return .visitChildren
    }
}
