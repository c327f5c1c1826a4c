import Foundation

/// The transfer curves ("gamma") that relate encoded RGB to linear light.
///
/// All curves are extended to negative values by mirroring (sign × f(|x|)),
/// as CSS Color 4 does, so out-of-gamut intermediate values survive a round trip.
enum ColorTransferFunction: Sendable, Hashable {
    /// No curve: linear-light spaces.
    case linear
    /// The sRGB curve, shared by Display P3.
    case srgb
    /// A pure power curve of 563/256 (≈ 2.2).
    case a98RGB
    /// Power 1.8 with a linear toe below 16/512.
    case proPhoto
    /// The BT.2020 OETF with its published constants.
    case rec2020

    private static let rec2020Alpha = 1.09929682680944
    private static let rec2020Beta = 0.018053968510807

    /// Encoded component → linear light.
    func toLinear(_ value: Double) -> Double {
        let sign: Double = value < 0 ? -1 : 1
        let magnitude = abs(value)
        switch self {
        case .linear:
            return value
        case .srgb:
            if magnitude <= 0.04045 { return value / 12.92 }
            return sign * pow((magnitude + 0.055) / 1.055, 2.4)
        case .a98RGB:
            return sign * pow(magnitude, 563.0 / 256.0)
        case .proPhoto:
            if magnitude <= 16.0 / 512.0 { return value / 16 }
            return sign * pow(magnitude, 1.8)
        case .rec2020:
            let alpha = Self.rec2020Alpha
            if magnitude < Self.rec2020Beta * 4.5 { return value / 4.5 }
            return sign * pow((magnitude + alpha - 1) / alpha, 1 / 0.45)
        }
    }

    /// Linear light → encoded component.
    func fromLinear(_ value: Double) -> Double {
        let sign: Double = value < 0 ? -1 : 1
        let magnitude = abs(value)
        switch self {
        case .linear:
            return value
        case .srgb:
            if magnitude <= 0.0031308 { return value * 12.92 }
            return sign * (1.055 * pow(magnitude, 1 / 2.4) - 0.055)
        case .a98RGB:
            return sign * pow(magnitude, 256.0 / 563.0)
        case .proPhoto:
            if magnitude < 1.0 / 512.0 { return value * 16 }
            return sign * pow(magnitude, 1 / 1.8)
        case .rec2020:
            let alpha = Self.rec2020Alpha
            if magnitude < Self.rec2020Beta { return value * 4.5 }
            return sign * (alpha * pow(magnitude, 0.45) - (alpha - 1))
        }
    }

    /// Applies ``toLinear(_:)`` to each channel.
    func toLinear(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(toLinear(rgb.x), toLinear(rgb.y), toLinear(rgb.z))
    }

    /// Applies ``fromLinear(_:)`` to each channel.
    func fromLinear(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(fromLinear(rgb.x), fromLinear(rgb.y), fromLinear(rgb.z))
    }
}
