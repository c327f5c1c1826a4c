/// A color is a paint in Tokens Studio and Figma: where a gradient is expected (a token that is
/// a gradient in another context, or a gradient token referencing a color), a solid color is a
/// gradient of one color. The one place where one type widens to another.
extension TokenType {
    /// The type that holds both, where one widens to the other; nil when neither holds the other.
    package static func common(_ lhs: TokenType, _ rhs: TokenType) -> TokenType? {
        if lhs == rhs { return lhs }
        if Set([lhs, rhs]) == [.color, .gradient] { return .gradient }
        return nil
    }
}

extension TokenValue {
    /// The value as a value of `type` where it widens to it (a solid color as a gradient of one
    /// color); nil where it does not.
    package func widened(to type: TokenType) -> TokenValue? {
        guard type == .gradient, case .color(let color) = self else { return nil }
        return .gradient([GradientStop(color: color, position: 0), GradientStop(color: color, position: 1)])
    }
}
