public import TesseraTheme

/// What a store lookup returns when it cannot answer: the path does not exist,
/// the token has another type, or the snapshot's theme does not define it. Each
/// such lookup is also reported once as a diagnostic (TS0800–TS0802).
///
/// Colors are a loud magenta, never a silent `.clear`, so a missing token shows
/// on screen; sizes are 0 and typography is the system font at 17pt (the body
/// size), so layout and text stay usable.
public enum TokenStoreFallback {
    /// Opaque magenta (`#ff00ff`): impossible to miss on screen.
    public static let color = TokenColor(sRGB: 1, 0, 1)
    /// 0 points.
    public static let dimension = TokenDimension(0)
    /// 0.
    public static let number = 0.0
    /// The system font, 17pt, regular, line height 1.2, no letter spacing or case change.
    public static let typography = TokenTypography(
        fontFamily: fontFamily, fontSize: TokenDimension(17), fontWeight: fontWeight, letterSpacing: TokenDimension(0),
        lineHeight: 1.2)
    /// No shadow (no layers).
    public static let shadow = TokenShadow([])
    /// A 1pt solid magenta border.
    public static let border = TokenBorder(color: color, width: TokenDimension(1), style: .solid)
    /// 0 seconds.
    public static let duration = TokenDuration(seconds: 0)
    /// `system-ui`, which adapters map to the platform's system font.
    public static let fontFamily = TokenFontFamily(["system-ui"])
    /// 400 (regular).
    public static let fontWeight = TokenFontWeight(400)
    /// Linear: (0, 0, 1, 1).
    public static let cubicBezier = TokenCubicBezier(0, 0, 1, 1)
    /// No duration, no delay, linear.
    public static let transition = TokenTransition(duration: duration, delay: duration, timingFunction: cubicBezier)
    /// Magenta at both ends.
    public static let gradient = TokenGradient([.init(color: color, position: 0), .init(color: color, position: 1)])
    /// Solid.
    public static let strokeStyle = TokenStrokeStyle.solid
    /// The empty string.
    public static let string = ""
    /// `false`.
    public static let boolean = false
}
