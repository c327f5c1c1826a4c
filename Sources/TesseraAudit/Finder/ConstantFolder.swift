import Foundation
import SwiftSyntax

/// Folds arithmetic on number literals to a constant: `124 / 255`, `-(8 * 2)`, `CGFloat(16)`,
/// `0x01_7C_FF`. Anything that names a variable or calls a function other than a numeric
/// conversion does not fold, so the arithmetic inside a hex helper (`(hex >> 16) & 0xFF`) is
/// never taken for a style value.
enum ConstantFolder {
    /// The numeric conversions a literal may be wrapped in.
    static let conversions: Set<String> = ["CGFloat", "Double", "Float", "TimeInterval", "Int"]

    /// The value of `expression`, or nil when it is not built of literals alone.
    static func fold(_ expression: ExprSyntax) -> Double? {
        var current = expression
        // Parentheses and conversions, without recursion: a deeply nested literal is walked in a loop.
        while true {
            if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
                only.label == nil
            {
                current = only.expression
            } else if let call = current.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self),
                conversions.contains(name.baseName.text), call.arguments.count == 1, call.arguments.first?.label == nil,
                call.trailingClosure == nil, let argument = call.arguments.first
            {
                current = argument.expression
            } else {
                break
            }
        }
        if let integer = current.as(IntegerLiteralExprSyntax.self) { return integerValue(integer.literal.text) }
        if let float = current.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let prefix = current.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return fold(prefix.expression).map { -$0 }
        }
        if let sequence = current.as(SequenceExprSyntax.self) { return fold(sequence) }
        if let infix = current.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self),
            let left = fold(infix.leftOperand), let right = fold(infix.rightOperand)
        {
            return apply(op.operator.text, left, right)
        }
        return nil
    }

    /// An integer literal's value: decimal, `0x`, `0o`, `0b`, with underscores.
    static func integerValue(_ text: String) -> Double? {
        let digits = text.replacingOccurrences(of: "_", with: "")
        let radix: Int
        let body: Substring
        switch digits.prefix(2) {
        case "0x": (radix, body) = (16, digits.dropFirst(2))
        case "0o": (radix, body) = (8, digits.dropFirst(2))
        case "0b": (radix, body) = (2, digits.dropFirst(2))
        default: (radix, body) = (10, Substring(digits))
        }
        guard let value = UInt64(body, radix: radix) else { return radix == 10 ? Double(body) : nil }
        return Double(value)
    }

    /// `a + b * c` as the parser leaves it (a flat sequence): `*` and `/` bind tighter than `+`
    /// and `-`, all left to right. Any other operator or operand does not fold.
    private static func fold(_ sequence: SequenceExprSyntax) -> Double? {
        var operands: [Double] = []
        var operators: [String] = []
        var expectOperand = true
        for element in sequence.elements {
            if expectOperand {
                guard let value = fold(element) else { return nil }
                operands.append(value)
            } else {
                guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/"].contains(op) else {
                    return nil
                }
                operators.append(op)
            }
            expectOperand.toggle()
        }
        guard operands.count == operators.count + 1 else { return nil }
        // Multiplication and division first, then addition and subtraction.
        var terms = [operands[0]]
        var signs: [String] = []
        for (index, op) in operators.enumerated() {
            let right = operands[index + 1]
            if op == "*" || op == "/" {
                guard let value = apply(op, terms[terms.count - 1], right) else { return nil }
                terms[terms.count - 1] = value
            } else {
                terms.append(right)
                signs.append(op)
            }
        }
        var result = terms[0]
        for (index, sign) in signs.enumerated() {
            result = sign == "+" ? result + terms[index + 1] : result - terms[index + 1]
        }
        return result.isFinite ? result : nil
    }

    private static func apply(_ op: String, _ left: Double, _ right: Double) -> Double? {
        let result: Double
        switch op {
        case "+": result = left + right
        case "-": result = left - right
        case "*": result = left * right
        case "/": result = left / right
        default: return nil
        }
        return result.isFinite ? result : nil
    }
}
