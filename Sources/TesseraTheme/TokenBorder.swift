/// A border token (DTCG `border`): color, width and stroke style together.
public struct TokenBorder: Sendable, Equatable, Hashable {
    /// The stroke color.
    public var color: TokenColor
    /// The stroke width.
    public var width: TokenDimension
    /// The stroke style.
    public var style: TokenStrokeStyle

    /// A border from its three parts.
    public init(color: TokenColor, width: TokenDimension, style: TokenStrokeStyle) {
        self.color = color
        self.width = width
        self.style = style
    }

    /// The dash pattern in points for this border's width (see ``TokenStrokeStyle/dashPattern(width:)``).
    public var dashPattern: [Double] {
        style.dashPattern(width: width.points)
    }
}
