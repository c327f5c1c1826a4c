/// One layer of a shadow token (DTCG `shadow` object).
public struct TokenShadowLayer: Sendable, Equatable, Hashable {
    /// The shadow color, usually with alpha.
    public var color: TokenColor
    /// The horizontal offset (positive is right).
    public var offsetX: TokenDimension
    /// The vertical offset (positive is down).
    public var offsetY: TokenDimension
    /// The CSS/Figma blur radius.
    public var blur: TokenDimension
    /// How far the shadow grows (positive) or shrinks (negative) before blurring; SwiftUI has no equivalent.
    public var spread: TokenDimension
    /// Whether this is an inner shadow; SwiftUI's `.shadow` draws only outer shadows.
    public var inset: Bool

    /// A shadow layer; `inset` defaults to false (a drop shadow), as in DTCG.
    public init(
        color: TokenColor,
        offsetX: TokenDimension,
        offsetY: TokenDimension,
        blur: TokenDimension,
        spread: TokenDimension,
        inset: Bool = false
    ) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }

    /// The radius SwiftUI `.shadow(radius:)` and `CALayer.shadowRadius` expect: half the CSS blur.
    ///
    /// CSS defines the blur radius as twice the standard deviation of the Gaussian it
    /// applies, while Apple's shadow radius behaves like that standard deviation, so
    /// passing `blur` unchanged draws shadows twice as soft as the design (the
    /// Sketch/Figma-to-CALayer convention, also used by OUDS).
    public var radius: Double {
        blur.points / 2
    }
}
