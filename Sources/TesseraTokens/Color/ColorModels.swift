import Foundation

/// The non-matrix color models: HSL and HWB over sRGB, CIELAB over XYZ-D50,
/// OKLab over XYZ-D65, and the polar (LCH) forms of both Lab spaces.
///
/// Algorithms follow CSS Color Module Level 4. Triples use the DTCG units:
/// HSL/HWB percentages as 0–100, hues in degrees.
enum ColorModels {
    /// Below this chroma a Lab/OKLab color is treated as gray and gets hue 0,
    /// so grays convert to a stable hue instead of float-noise angles.
    static let achromaticChroma = 1e-9

    // MARK: HSL

    /// HSL (hue degrees, saturation and lightness 0–100) → sRGB.
    static func hslToSRGB(_ hsl: SIMD3<Double>) -> SIMD3<Double> {
        let hue = normalizedHue(hsl.x)
        let saturation = hsl.y / 100
        let lightness = hsl.z / 100
        let chromaHalf = saturation * min(lightness, 1 - lightness)
        func channel(_ offset: Double) -> Double {
            let k = (offset + hue / 30).truncatingRemainder(dividingBy: 12)
            return lightness - chromaHalf * max(-1, min(k - 3, 9 - k, 1))
        }
        return SIMD3(channel(0), channel(8), channel(4))
    }

    /// sRGB → HSL; achromatic colors get hue 0.
    static func srgbToHSL(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        let maximum = max(rgb.x, rgb.y, rgb.z)
        let minimum = min(rgb.x, rgb.y, rgb.z)
        let lightness = (maximum + minimum) / 2
        let delta = maximum - minimum
        var hue = 0.0
        var saturation = 0.0
        if delta != 0 {
            saturation = (lightness == 0 || lightness == 1)
                ? 0 : (maximum - lightness) / min(lightness, 1 - lightness)
            if maximum == rgb.x {
                hue = (rgb.y - rgb.z) / delta + (rgb.y < rgb.z ? 6 : 0)
            } else if maximum == rgb.y {
                hue = (rgb.z - rgb.x) / delta + 2
            } else {
                hue = (rgb.x - rgb.y) / delta + 4
            }
            hue *= 60
        }
        // Far out-of-gamut input can yield negative saturation; CSS flips the hue instead.
        if saturation < 0 {
            hue += 180
            saturation = -saturation
        }
        return SIMD3(normalizedHue(hue), saturation * 100, lightness * 100)
    }

    // MARK: HWB

    /// HWB (hue degrees, whiteness and blackness 0–100) → sRGB.
    static func hwbToSRGB(_ hwb: SIMD3<Double>) -> SIMD3<Double> {
        let whiteness = hwb.y / 100
        let blackness = hwb.z / 100
        // Whiteness and blackness together use up the whole range: only gray is left.
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return SIMD3(repeating: gray)
        }
        let pure = hslToSRGB(SIMD3(hwb.x, 100, 50))
        return pure * (1 - whiteness - blackness) + whiteness
    }

    /// sRGB → HWB; achromatic colors get hue 0.
    static func srgbToHWB(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        let hue = srgbToHSL(rgb).x
        let whiteness = min(rgb.x, rgb.y, rgb.z)
        let blackness = 1 - max(rgb.x, rgb.y, rgb.z)
        return SIMD3(hue, whiteness * 100, blackness * 100)
    }

    // MARK: CIELAB (D50)

    /// The D50 white point in XYZ, from its chromaticity (0.3457, 0.3585).
    static let whiteD50 = SIMD3<Double>(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)
    private static let labEpsilon = 216.0 / 24389.0
    private static let labKappa = 24389.0 / 27.0

    /// XYZ-D50 → CIELAB.
    static func xyzD50ToLab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
        let scaled = xyz / whiteD50
        func f(_ value: Double) -> Double {
            value > labEpsilon ? cbrt(value) : (labKappa * value + 16) / 116
        }
        let fx = f(scaled.x), fy = f(scaled.y), fz = f(scaled.z)
        return SIMD3(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// CIELAB → XYZ-D50.
    static func labToXYZD50(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let fy = (lab.x + 16) / 116
        let fx = lab.y / 500 + fy
        let fz = fy - lab.z / 200
        let x = fx * fx * fx > labEpsilon ? fx * fx * fx : (116 * fx - 16) / labKappa
        let y = lab.x > labKappa * labEpsilon ? fy * fy * fy : lab.x / labKappa
        let z = fz * fz * fz > labEpsilon ? fz * fz * fz : (116 * fz - 16) / labKappa
        return SIMD3(x, y, z) * whiteD50
    }

    // MARK: OKLab (D65)

    /// XYZ-D65 → OKLab.
    static func xyzD65ToOKLab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
        let lms = ColorMatrix.xyzD65ToLMS.apply(xyz)
        let compressed = SIMD3(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z))
        return ColorMatrix.nonlinearLMSToOKLab.apply(compressed)
    }

    /// OKLab → XYZ-D65.
    static func okLabToXYZD65(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let compressed = ColorMatrix.okLabToNonlinearLMS.apply(lab)
        return ColorMatrix.lmsToXYZD65.apply(compressed * compressed * compressed)
    }

    // MARK: Polar forms

    /// (lightness, a, b) → (lightness, chroma, hue); grays get hue 0.
    static func rectangularToPolar(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
        guard chroma >= achromaticChroma else { return SIMD3(lab.x, chroma, 0) }
        let hue = atan2(lab.z, lab.y) * 180 / .pi
        return SIMD3(lab.x, chroma, normalizedHue(hue))
    }

    /// (lightness, chroma, hue) → (lightness, a, b).
    static func polarToRectangular(_ lch: SIMD3<Double>) -> SIMD3<Double> {
        let radians = lch.z * .pi / 180
        return SIMD3(lch.x, lch.y * cos(radians), lch.y * sin(radians))
    }

    /// Brings any angle into [0, 360), guarding against rounding up to exactly 360.
    static func normalizedHue(_ degrees: Double) -> Double {
        guard degrees.isFinite else { return 0 }
        var hue = degrees.truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        if hue >= 360 { hue -= 360 }
        return hue
    }
}
