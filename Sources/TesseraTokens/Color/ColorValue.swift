/// A color token value as the DTCG color module defines it.
///
/// Components are kept exactly as written (including `none`), so a value read
/// from a file writes back unchanged; conversion happens on request.
public struct ColorValue: Sendable, Hashable {
    /// The color space the components are expressed in.
    public var colorSpace: ColorSpace
    /// The three components in the order of ``ColorSpace/componentNames``.
    ///
    /// The format requires exactly three; conversions read missing entries as
    /// 0 and ignore extra ones, so a malformed value degrades instead of trapping.
    public var components: [ColorComponent]
    /// Opacity from 0 (transparent) to 1 (opaque); 1 when the source omits it.
    public var alpha: Double
    /// The optional `#rrggbb` fallback exactly as written in the source.
    public var hex: String?

    /// Creates a color from its parts; alpha defaults to opaque.
    public init(colorSpace: ColorSpace, components: [ColorComponent], alpha: Double = 1, hex: String? = nil) {
        self.colorSpace = colorSpace
        self.components = components
        self.alpha = alpha
        self.hex = hex
    }

    /// Converts to `target` via CIE XYZ, reading `none` as 0.
    ///
    /// Works for every pair of the 14 spaces. The result's components are all
    /// `.number` and unclipped: they may lie outside the target's range when
    /// the color is outside its gamut. Alpha and ``hex`` (which describes the
    /// same color) carry over.
    public func converted(to target: ColorSpace) -> ColorValue {
        let result = ColorConversion.convert(numericTriple, from: colorSpace, to: target)
        return ColorValue(
            colorSpace: target,
            components: [.number(result.x), .number(result.y), .number(result.z)],
            alpha: alpha,
            hex: hex
        )
    }

    /// Hex of an sRGB color (6 digits, lowercase, clamped & rounded), used to fill `hex`.
    ///
    /// Converts to sRGB first, so it works from any space. Alpha is left out on
    /// purpose: the DTCG `hex` fallback is always six digits.
    public var srgbHex: String {
        let rgb = ColorConversion.convert(numericTriple, from: colorSpace, to: .srgb)
        return "#" + Self.hexByte(rgb.x) + Self.hexByte(rgb.y) + Self.hexByte(rgb.z)
    }

    /// The components as numbers (`none` → 0), padded or cut to three.
    var numericTriple: SIMD3<Double> {
        func value(_ index: Int) -> Double {
            index < components.count ? components[index].resolvedValue : 0
        }
        return SIMD3(value(0), value(1), value(2))
    }

    /// Whether every component and alpha is a finite number (color math on huge inputs can overflow).
    var isFinite: Bool {
        let triple = numericTriple
        return triple.x.isFinite && triple.y.isFinite && triple.z.isFinite && alpha.isFinite
    }

    /// Two lowercase hex digits for a 0–1 channel, clamped and rounded half up.
    static func hexByte(_ channel: Double) -> String {
        let clamped = channel.isNaN ? 0 : min(max(channel, 0), 1)
        let byte = Int((clamped * 255).rounded())
        let digits = String(byte, radix: 16)
        return byte < 16 ? "0" + digits : digits
    }
}
