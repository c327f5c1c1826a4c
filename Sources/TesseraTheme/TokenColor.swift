/// An RGBA color token stored as primitives: a color space and four `Double` components.
///
/// Primitives rather than a UI color type keep the runtime Foundation-only and
/// `Sendable` for free; the SwiftUI/UIKit adapters build platform colors on demand.
public struct TokenColor: Sendable, Equatable, Hashable {
    /// The RGB color spaces a token color can be expressed in (both use the sRGB curve and D65 white).
    public enum Space: Sendable, Hashable {
        /// IEC 61966-2-1 sRGB.
        case sRGB
        /// Display P3: DCI-P3 primaries, D65 white point, sRGB transfer function.
        case displayP3
    }

    /// The space ``red``, ``green`` and ``blue`` are expressed in.
    public var space: Space
    /// The gamma-encoded red component, normally 0...1 (extended values are kept).
    public var red: Double
    /// The gamma-encoded green component, normally 0...1 (extended values are kept).
    public var green: Double
    /// The gamma-encoded blue component, normally 0...1 (extended values are kept).
    public var blue: Double
    /// The opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: Double

    /// A color from gamma-encoded sRGB components.
    public init(sRGB red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) {
        self.space = .sRGB
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A color from gamma-encoded Display P3 components.
    public init(displayP3 red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) {
        self.space = .displayP3
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// An sRGB color from `0xRRGGBB`; bits above the low 24 are ignored (alpha is a separate argument).
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            sRGB: Double(hex >> 16 & 0xFF) / 255,
            Double(hex >> 8 & 0xFF) / 255,
            Double(hex & 0xFF) / 255,
            alpha: alpha
        )
    }

    /// `#rrggbb` in lowercase: the color converted to sRGB, clamped to gamut, alpha dropped (as DTCG `hex`).
    public var hexString: String {
        let srgb = converted(to: .sRGB)
        let digits = [srgb.red, srgb.green, srgb.blue].map { component -> String in
            // NaN would trap in `Int(_:)`; treat it as 0 so the string is always valid.
            let clamped = component.isNaN ? 0 : min(max(component, 0), 1)
            let byte = Int((clamped * 255).rounded())
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }
        return "#" + digits.joined()
    }

    /// The same color with its opacity replaced by `alpha`.
    public func withAlpha(_ alpha: Double) -> TokenColor {
        var copy = self
        copy.alpha = alpha
        return copy
    }

    /// The same color expressed in `space`: an exact linear-light matrix conversion, not clipped to gamut.
    ///
    /// P3 colors outside sRGB come out with components below 0 or above 1, which
    /// Apple's extended-range sRGB colors represent faithfully.
    public func converted(to space: Space) -> TokenColor {
        guard space != self.space else { return self }
        let matrix = space == .displayP3 ? RGBColorMath.linearSRGBToDisplayP3 : RGBColorMath.linearDisplayP3ToSRGB
        let linear = matrix.apply((
            RGBColorMath.linearize(red),
            RGBColorMath.linearize(green),
            RGBColorMath.linearize(blue)
        ))
        var result = self
        result.space = space
        result.red = RGBColorMath.encode(linear.0)
        result.green = RGBColorMath.encode(linear.1)
        result.blue = RGBColorMath.encode(linear.2)
        return result
    }

    /// The WCAG 2.x relative luminance (0 for black, 1 for white), computed from the sRGB form; alpha is ignored.
    ///
    /// Uses the WCAG coefficients (0.2126, 0.7152, 0.0722) and the IEC sRGB
    /// threshold 0.04045, which WCAG 2.2 notes is the correct one; the old 0.03928
    /// gives the same result for every 8-bit value.
    public var relativeLuminance: Double {
        let srgb = converted(to: .sRGB)
        return 0.2126 * RGBColorMath.linearize(srgb.red)
            + 0.7152 * RGBColorMath.linearize(srgb.green)
            + 0.0722 * RGBColorMath.linearize(srgb.blue)
    }

    /// The WCAG contrast ratio of two colors, from 1 (none) to 21 (black on white); the argument order does not matter.
    public static func contrastRatio(_ first: TokenColor, _ second: TokenColor) -> Double {
        let a = first.relativeLuminance
        let b = second.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
