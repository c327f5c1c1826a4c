/// CSS Color 4's gamut mapping into sRGB: the color's chroma in OKLCH is reduced, at the
/// same lightness and hue, until clipping what is left changes the color by less than a
/// just-noticeable difference (ΔE OK 0.02). Tools that write a wide-gamut color's `hex`
/// fallback this way (browsers, color pickers) get a hex that clipping alone would not give.
enum GamutMapping {
    /// The just-noticeable difference in OKLab the algorithm stops at.
    static let justNoticeable = 0.02

    /// Gamma-encoded sRGB channels in 0...1 for `components` in `space`.
    static func srgb(_ components: SIMD3<Double>, from space: ColorSpace) -> SIMD3<Double> {
        let direct = ColorConversion.convert(components, from: space, to: .srgb)
        if isInside(direct) { return clip(direct) }
        let oklch = ColorConversion.convert(components, from: space, to: .oklch)
        guard oklch.x.isFinite, oklch.y.isFinite, oklch.z.isFinite else { return clip(direct) }
        if oklch.x >= 1 { return SIMD3(1, 1, 1) }
        if oklch.x <= 0 { return SIMD3(0, 0, 0) }
        var low = 0.0
        var high = oklch.y
        var current = oklch
        // Binary search on chroma (bounded: 40 halvings reach far below an 8-bit step).
        for _ in 0..<40 where high - low > 1e-4 {
            current.y = (low + high) / 2
            let candidate = ColorConversion.convert(current, from: .oklch, to: .srgb)
            if isInside(candidate) {
                low = current.y
                continue
            }
            let clipped = clip(candidate)
            if distance(clipped, candidate) < justNoticeable {
                return clipped
            }
            high = current.y
        }
        current.y = low
        return clip(ColorConversion.convert(current, from: .oklch, to: .srgb))
    }

    private static func isInside(_ rgb: SIMD3<Double>) -> Bool {
        let tolerance = 1e-6
        return [rgb.x, rgb.y, rgb.z].allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance }
    }

    private static func clip(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3([rgb.x, rgb.y, rgb.z].map { $0.isNaN ? 0 : min(max($0, 0), 1) })
    }

    /// ΔE OK between two sRGB colors: Euclidean distance in OKLab.
    private static func distance(_ first: SIMD3<Double>, _ second: SIMD3<Double>) -> Double {
        let a = ColorConversion.convert(first, from: .srgb, to: .oklab)
        let b = ColorConversion.convert(second, from: .srgb, to: .oklab)
        let d = a - b
        return (d * d).sum().squareRoot()
    }
}
