/// A color space (or color model) accepted by the DTCG 2025.10 color module.
///
/// The raw values are the `colorSpace` strings of the format, so the enum
/// decodes directly from token files.
public enum ColorSpace: String, CaseIterable, Sendable, Hashable, Codable {
    /// sRGB with its piecewise transfer curve; components 0 to 1.
    case srgb
    /// sRGB primaries without the transfer curve (linear light).
    case srgbLinear = "srgb-linear"
    /// Hue, saturation and lightness over sRGB; saturation and lightness 0 to 100.
    case hsl
    /// Hue, whiteness and blackness over sRGB; whiteness and blackness 0 to 100.
    case hwb
    /// CIELAB relative to D50, as in CSS.
    case lab
    /// The polar form of CIELAB (lightness, chroma, hue).
    case lch
    /// Björn Ottosson's OKLab, relative to D65.
    case oklab
    /// The polar form of OKLab (lightness, chroma, hue).
    case oklch
    /// Display P3: P3 primaries, D65 white and the sRGB transfer curve.
    case displayP3 = "display-p3"
    /// The Adobe RGB (1998) compatible space.
    case a98RGB = "a98-rgb"
    /// ProPhoto RGB (ROMM), relative to D50.
    case prophotoRGB = "prophoto-rgb"
    /// ITU-R BT.2020 primaries with their transfer function.
    case rec2020
    /// CIE XYZ relative to D65.
    case xyzD65 = "xyz-d65"
    /// CIE XYZ relative to D50.
    case xyzD50 = "xyz-d50"

    /// Component names in order, e.g. `["red", "green", "blue"]` or `["hue", "saturation", "lightness"]`.
    public var componentNames: [String] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
            return ["red", "green", "blue"]
        case .hsl: return ["hue", "saturation", "lightness"]
        case .hwb: return ["hue", "whiteness", "blackness"]
        case .lab, .oklab: return ["lightness", "a", "b"]
        case .lch, .oklch: return ["lightness", "chroma", "hue"]
        case .xyzD65, .xyzD50: return ["x", "y", "z"]
        }
    }

    /// The allowed range of the component at `index` (0..<3) per the DTCG color module.
    ///
    /// An index outside 0..<3 names no component and gets `.unbounded`: a
    /// wrong component count is reported separately, and validating user input
    /// must never trap.
    public func componentRange(at index: Int) -> ComponentRange {
        guard (0..<3).contains(index) else { return .unbounded }
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
            return .closed(0...1)
        case .hsl, .hwb:
            return index == 0 ? .hue : .closed(0...100)
        case .lab:
            return index == 0 ? .closed(0...100) : .unbounded
        case .oklab:
            return index == 0 ? .closed(0...1) : .unbounded
        case .lch:
            return [.closed(0...100), .atLeastZero, .hue][index]
        case .oklch:
            return [.closed(0...1), .atLeastZero, .hue][index]
        }
    }

    /// The index of the hue component in polar spaces, `nil` elsewhere.
    var hueIndex: Int? {
        switch self {
        case .hsl, .hwb: 0
        case .lch, .oklch: 2
        default: nil
        }
    }
}
