import Foundation

/// The numbers behind ``TokenColor`` conversions: the sRGB transfer function and
/// the linear-light matrices between sRGB and Display P3.
///
/// Kept internal and separate so `TokenColor` reads as API, and so the constants
/// can be checked against CSS Color 4 in one place.
enum RGBColorMath {
    /// A 3×3 matrix applied to linear-light RGB triples.
    struct Matrix: Sendable {
        var rows: [(Double, Double, Double)]

        init(_ r0: (Double, Double, Double), _ r1: (Double, Double, Double), _ r2: (Double, Double, Double)) {
            rows = [r0, r1, r2]
        }

        func apply(_ v: (Double, Double, Double)) -> (Double, Double, Double) {
            func dot(_ r: (Double, Double, Double)) -> Double { r.0 * v.0 + r.1 * v.1 + r.2 * v.2 }
            return (dot(rows[0]), dot(rows[1]), dot(rows[2]))
        }

        /// `self × other`: applying the result equals applying `other`, then `self`.
        func multiplied(by other: Matrix) -> Matrix {
            let columns = [
                (other.rows[0].0, other.rows[1].0, other.rows[2].0),
                (other.rows[0].1, other.rows[1].1, other.rows[2].1),
                (other.rows[0].2, other.rows[1].2, other.rows[2].2),
            ]
            func row(_ r: (Double, Double, Double)) -> (Double, Double, Double) {
                func dot(_ c: (Double, Double, Double)) -> Double { r.0 * c.0 + r.1 * c.1 + r.2 * c.2 }
                return (dot(columns[0]), dot(columns[1]), dot(columns[2]))
            }
            return Matrix(row(rows[0]), row(rows[1]), row(rows[2]))
        }
    }

    // The CSS Color 4 rational matrices (D65 white for both spaces, so no
    // chromatic adaptation is needed between them).

    static let linearSRGBToXYZ = Matrix(
        (506752 / 1228815, 87881 / 245763, 12673 / 70218),
        (87098 / 409605, 175762 / 245763, 12673 / 175545),
        (7918 / 409605, 87881 / 737289, 1001167 / 1053270)
    )

    static let xyzToLinearSRGB = Matrix(
        (12831 / 3959, -329 / 214, -1974 / 3959),
        (-851781 / 878810, 1648619 / 878810, 36519 / 878810),
        (705 / 12673, -2585 / 12673, 705 / 667)
    )

    static let linearDisplayP3ToXYZ = Matrix(
        (608311 / 1250200, 189793 / 714400, 198249 / 1000160),
        (35783 / 156275, 247089 / 357200, 198249 / 2500400),
        (0, 32229 / 714400, 5220557 / 5000800)
    )

    static let xyzToLinearDisplayP3 = Matrix(
        (446124 / 178915, -333277 / 357830, -72051 / 178915),
        (-14852 / 17905, 63121 / 35810, 423 / 17905),
        (11844 / 330415, -50337 / 660830, 316169 / 330415)
    )

    /// Linear sRGB → linear Display P3, composed once.
    static let linearSRGBToDisplayP3 = xyzToLinearDisplayP3.multiplied(by: linearSRGBToXYZ)

    /// Linear Display P3 → linear sRGB, composed once.
    static let linearDisplayP3ToSRGB = xyzToLinearSRGB.multiplied(by: linearDisplayP3ToXYZ)

    /// sRGB gamma-encoded → linear light. Display P3 uses the same curve.
    ///
    /// Mirrored for negative input (as CSS Color 4 and Apple's extended sRGB do),
    /// so out-of-gamut components survive a round trip.
    static func linearize(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    /// Linear light → sRGB gamma-encoded; the inverse of ``linearize(_:)``.
    static func encode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }
}
