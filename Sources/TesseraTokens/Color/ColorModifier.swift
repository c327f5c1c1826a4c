import Foundation

/// A Tokens Studio color modifier (`$extensions["studio.tokens"].modify`):
/// lighten, darken, set the alpha of, or mix a color, working in the color
/// space the modifier names. The arithmetic follows `@tokens-studio/sd-transforms`
/// (which uses colorjs.io), so Tessera computes the colors Tokens Studio shows.
struct ColorModifier: Equatable, Sendable {
    enum Kind: String, Sendable, CaseIterable {
        case lighten, darken, alpha, mix
    }

    /// The spaces Tokens Studio offers, and the Tessera space each one is.
    enum Space: String, Sendable, CaseIterable {
        case srgb, p3, hsl, lch

        var colorSpace: ColorSpace {
            switch self {
            case .srgb: .srgb
            case .p3: .displayP3
            case .hsl: .hsl
            case .lch: .lch
            }
        }
    }

    /// How the result is written: Tokens Studio's `format`.
    enum Format: String, Sendable, CaseIterable {
        case hex, srgb, p3, hsl, lch
    }

    var kind: Kind
    /// The modifier's amount, usually 0 to 1.
    var amount: Double
    var space: Space
    /// The other color of a `mix`.
    var mixColor: ColorValue?
    var format: Format?
    /// Whether `alpha` multiplies the color's alpha instead of replacing it (Figma's color with an opacity).
    var multipliesAlpha = false

    /// The modified color, in the modifier's space (or its `format`; `hex` is sRGB rounded to 8 bits per channel).
    func apply(to color: ColorValue) -> ColorValue {
        var result: ColorValue
        switch kind {
        case .lighten: result = lighten(color)
        case .darken: result = darken(color)
        case .alpha:
            result = color
            result.alpha = min(max(multipliesAlpha ? color.alpha * amount : amount, 0), 1)
        // sd-transforms re-reads the mixed color from its string form, which keeps 5 digits.
        case .mix: result = Self.roundedLikeColorJS(mix(color, with: mixColor ?? color))
        }
        result = result.converted(to: space.colorSpace)
        switch format {
        case .hex?: return Self.quantized(Self.roundedLikeColorJS(result.converted(to: .srgb)))
        case .srgb?: result = result.converted(to: .srgb)
        case .p3?: result = result.converted(to: .displayP3)
        case .hsl?: result = result.converted(to: .hsl)
        case .lch?: result = result.converted(to: .lch)
        case nil: break
        }
        result.hex = nil
        return Self.roundedLikeColorJS(result)
    }

    /// Each coordinate (and alpha) rounded as colorjs.io serializes at its default precision of 5:
    /// to 5 digits after the integer digits, half up.
    static func roundedLikeColorJS(_ color: ColorValue) -> ColorValue {
        func rounded(_ value: Double) -> Double {
            guard value != 0, value.isFinite else { return value }
            let integer = value.rounded(.towardZero)
            let digits = integer == 0 ? 0 : Int(Foundation.log10(Swift.abs(integer)).rounded(.towardZero)) + 1
            let multiplier = Foundation.pow(10, Double(5 - digits))
            return (value * multiplier + 0.5).rounded(.down) / multiplier
        }
        let c = color.numericTriple
        var result = color
        result.components = [.number(rounded(c.x)), .number(rounded(c.y)), .number(rounded(c.z))]
        result.alpha = rounded(color.alpha)
        return result
    }

    /// Moves each channel (or the lightness) toward white by `amount`; in LCH the chroma also drops by `amount`.
    private func lighten(_ color: ColorValue) -> ColorValue {
        var c = color.converted(to: space.colorSpace).numericTriple
        switch space {
        case .srgb, .p3:
            c = SIMD3(min(1, c.x + amount * (1 - c.x)), min(1, c.y + amount * (1 - c.y)), min(1, c.z + amount * (1 - c.z)))
        case .hsl:
            c.z = min(100, c.z + (100 - c.z) * amount)
        case .lch:
            c.y = max(0, c.y - amount * c.y)
            c.x = min(100, c.x + (100 - c.x) * amount)
        }
        return ColorValue(colorSpace: space.colorSpace, components: [.number(c.x), .number(c.y), .number(c.z)], alpha: color.alpha)
    }

    /// Moves each channel (or the lightness) toward black by `amount`; in LCH the chroma also drops by `amount`.
    private func darken(_ color: ColorValue) -> ColorValue {
        var c = color.converted(to: space.colorSpace).numericTriple
        switch space {
        case .srgb, .p3:
            c = SIMD3(max(0, c.x - amount * c.x), max(0, c.y - amount * c.y), max(0, c.z - amount * c.z))
        case .hsl:
            c.z = max(0, c.z - c.z * amount)
        case .lch:
            c.y = max(0, c.y - amount * c.y)
            c.x = max(0, c.x - c.x * amount)
        }
        return ColorValue(colorSpace: space.colorSpace, components: [.number(c.x), .number(c.y), .number(c.z)], alpha: color.alpha)
    }

    /// colorjs.io's `mix`: interpolates every coordinate (hue the shorter way round) and alpha,
    /// with alpha premultiplied, `amount` of the way from `color` to `other`.
    private func mix(_ color: ColorValue, with other: ColorValue) -> ColorValue {
        let progress = min(max(amount, 0), 1)
        let target = space.colorSpace
        var a = color.converted(to: target).numericTriple
        var b = other.converted(to: target).numericTriple
        let hueIndex = space == .hsl ? 0 : space == .lch ? 2 : nil
        if let hueIndex {
            // An achromatic color has no hue: take the other color's, as CSS Color 4 does for `none`.
            // Saturation (HSL) and chroma (LCH) are both the second coordinate.
            if a[1] < ColorModels.achromaticChroma { a[hueIndex] = b[hueIndex] }
            if b[1] < ColorModels.achromaticChroma { b[hueIndex] = a[hueIndex] }
            let delta = b[hueIndex] - a[hueIndex]
            if delta > 180 { a[hueIndex] += 360 } else if delta < -180 { b[hueIndex] += 360 }
        }
        let alpha = color.alpha + (other.alpha - color.alpha) * progress
        var mixed = SIMD3<Double>()
        for index in 0..<3 {
            if index == hueIndex {
                mixed[index] = ColorModels.normalizedHue(a[index] + (b[index] - a[index]) * progress)
            } else {
                let start = a[index] * color.alpha
                let end = b[index] * other.alpha
                let value = start + (end - start) * progress
                mixed[index] = alpha == 0 ? value : value / alpha
            }
        }
        return ColorValue(colorSpace: target, components: [.number(mixed.x), .number(mixed.y), .number(mixed.z)], alpha: alpha)
    }

    /// An sRGB color rounded to 8 bits per channel (and alpha), as a hex string stores it.
    static func quantized(_ color: ColorValue) -> ColorValue {
        let c = color.numericTriple
        func byte(_ channel: Double) -> Double { (min(max(channel, 0), 1) * 255).rounded() / 255 }
        let alpha = (min(max(color.alpha, 0), 1) * 255).rounded() / 255
        var result = ColorValue(
            colorSpace: .srgb, components: [.number(byte(c.x)), .number(byte(c.y)), .number(byte(c.z))],
            alpha: color.alpha == 1 ? 1 : alpha)
        result.hex = result.srgbHex
        return result
    }
}
