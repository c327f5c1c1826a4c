/// The RGB space a code generator writes colors in.
public enum RGBTarget: Sendable, Hashable {
    /// sRGB, the default of every platform.
    case sRGB
    /// Display P3, for wide-gamut output (e.g. `Color(.displayP3, …)`).
    case displayP3

    /// The matching DTCG color space.
    var colorSpace: ColorSpace {
        switch self {
        case .sRGB: .srgb
        case .displayP3: .displayP3
        }
    }
}

/// Gamma-encoded RGB channels in 0...1, ready to print into generated code.
public struct RGBColor: Sendable, Hashable {
    /// The red channel, 0...1.
    public var red: Double
    /// The green channel, 0...1.
    public var green: Double
    /// The blue channel, 0...1.
    public var blue: Double
    /// Opacity, 0...1.
    public var alpha: Double
    /// Whether the color lay outside the target gamut and channels were clipped,
    /// so generators can warn that the output differs from the token.
    public var wasClipped: Bool

    /// Creates a color from channels already in range.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1, wasClipped: Bool = false) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.wasClipped = wasClipped
    }
}

extension ColorValue {
    /// How far outside [0, 1] a channel may stray and still count as in gamut:
    /// in-gamut colors converted through XYZ come back with float noise around 1e-12,
    /// and colors written with 4-decimal components land a little further out.
    static let gamutTolerance = 1e-4

    /// sRGB or Display P3 components for code generation, with the gamut policy applied.
    ///
    /// Gamut policy: the color is first converted exactly (see
    /// ``converted(to:)``). If every channel lies within [0, 1] give or take
    /// 1e-4, channels are clamped silently: that slack only absorbs conversion
    /// noise. Otherwise each channel is clipped to [0, 1] independently and
    /// ``RGBColor/wasClipped`` is set. Clipping is what Apple's `UIColor`/`NSColor`
    /// do with extended components a target cannot show, and it keeps output
    /// predictable; the perceptual gamut mapping of CSS Color 4 (OKLCH chroma
    /// reduction) would preserve hue and lightness better and is a possible
    /// future improvement. Alpha is clamped to [0, 1] without affecting `wasClipped`.
    public func rgb(in target: RGBTarget) -> RGBColor {
        let exact = ColorConversion.convert(numericTriple, from: colorSpace, to: target.colorSpace)
        var clipped = false
        func fit(_ channel: Double) -> Double {
            guard !channel.isNaN else {
                clipped = true
                return 0
            }
            if channel < -Self.gamutTolerance || channel > 1 + Self.gamutTolerance {
                clipped = true
            }
            return min(max(channel, 0), 1)
        }
        let red = fit(exact.x)
        let green = fit(exact.y)
        let blue = fit(exact.z)
        let opacity = alpha.isNaN ? 1 : min(max(alpha, 0), 1)
        return RGBColor(red: red, green: green, blue: blue, alpha: opacity, wasClipped: clipped)
    }
}
