import Foundation
import TesseraDiagnostics
import TesseraSyntax
package import TesseraTokens

/// Text contrast between two colors: the WCAG 2.x ratio and APCA's Lc.
package enum ContrastMath {
    /// `foreground` painted over `background` in sRGB (as browsers and UIKit blend), as opaque
    /// sRGB channels in 0...1. The background's own alpha is not used: it is taken as opaque.
    package static func composite(_ foreground: ColorValue, over background: ColorValue) -> SIMD3<Double> {
        let top = foreground.rgb(in: .sRGB)
        let bottom = background.rgb(in: .sRGB)
        let alpha = top.alpha
        func blend(_ a: Double, _ b: Double) -> Double { a * alpha + b * (1 - alpha) }
        return SIMD3(blend(top.red, bottom.red), blend(top.green, bottom.green), blend(top.blue, bottom.blue))
    }

    /// Opaque sRGB channels of a color (alpha left out).
    package static func opaque(_ color: ColorValue) -> SIMD3<Double> {
        let rgb = color.rgb(in: .sRGB)
        return SIMD3(rgb.red, rgb.green, rgb.blue)
    }

    /// WCAG 2.x relative luminance of gamma-encoded sRGB channels.
    package static func relativeLuminance(_ rgb: SIMD3<Double>) -> Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(rgb.x) + 0.7152 * linear(rgb.y) + 0.0722 * linear(rgb.z)
    }

    /// The WCAG 2.x contrast ratio, 1 (none) to 21 (black on white); symmetric.
    package static func wcagRatio(_ first: SIMD3<Double>, _ second: SIMD3<Double>) -> Double {
        let a = relativeLuminance(first)
        let b = relativeLuminance(second)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// APCA lightness contrast Lc (0.0.98G-4g) of text over a background: positive for dark
    /// text on a light background (black on white ≈ 106), negative for light text on dark.
    package static func apcaLc(text: SIMD3<Double>, background: SIMD3<Double>) -> Double {
        func screenLuminance(_ rgb: SIMD3<Double>) -> Double {
            let y = 0.2126729 * pow(rgb.x, 2.4) + 0.7151522 * pow(rgb.y, 2.4) + 0.0721750 * pow(rgb.z, 2.4)
            // Soft clamp near black, where flare makes displays lighter than the math.
            return y > 0.022 ? y : y + pow(0.022 - y, 1.414)
        }
        let textY = screenLuminance(text)
        let backgroundY = screenLuminance(background)
        guard abs(backgroundY - textY) >= 0.0005 else { return 0 }
        if backgroundY > textY {
            let contrast = (pow(backgroundY, 0.56) - pow(textY, 0.57)) * 1.14
            return contrast < 0.1 ? 0 : (contrast - 0.027) * 100
        }
        let contrast = (pow(backgroundY, 0.65) - pow(textY, 0.62)) * 1.14
        return contrast > -0.1 ? 0 : (contrast + 0.027) * 100
    }
}
