import Foundation

extension ColorValue {
    /// The CIEDE2000 color difference (ΔE00) between two colors, both taken to CIELAB (D50, as
    /// CSS Color 4 computes it); alpha is not part of it. About 1 is the smallest difference
    /// most people see side by side; `tessera audit` calls a hard-coded color within 2 of a
    /// token near it.
    package func deltaE2000(to other: ColorValue) -> Double {
        let first = converted(to: .lab).numericTriple
        let second = other.converted(to: .lab).numericTriple
        return Self.deltaE2000(first, second)
    }

    /// CIEDE2000 over two CIELAB triples (L*, a*, b*), with the parametric factors kL = kC = kH = 1.
    package static func deltaE2000(_ lab1: SIMD3<Double>, _ lab2: SIMD3<Double>) -> Double {
        let (l1, a1, b1) = (lab1.x, lab1.y, lab1.z)
        let (l2, a2, b2) = (lab2.x, lab2.y, lab2.z)
        let chroma1 = (a1 * a1 + b1 * b1).squareRoot()
        let chroma2 = (a2 * a2 + b2 * b2).squareRoot()
        let meanChroma = (chroma1 + chroma2) / 2
        let meanChroma7 = pow(meanChroma, 7)
        let g = 0.5 * (1 - (meanChroma7 / (meanChroma7 + pow(25, 7))).squareRoot())
        let a1Prime = (1 + g) * a1
        let a2Prime = (1 + g) * a2
        let c1Prime = (a1Prime * a1Prime + b1 * b1).squareRoot()
        let c2Prime = (a2Prime * a2Prime + b2 * b2).squareRoot()
        let h1Prime = hueDegrees(b1, a1Prime)
        let h2Prime = hueDegrees(b2, a2Prime)

        let deltaL = l2 - l1
        let deltaC = c2Prime - c1Prime
        var deltaH = 0.0
        if c1Prime * c2Prime != 0 {
            deltaH = h2Prime - h1Prime
            if deltaH > 180 { deltaH -= 360 } else if deltaH < -180 { deltaH += 360 }
        }
        let deltaBigH = 2 * (c1Prime * c2Prime).squareRoot() * sin(radians(deltaH / 2))

        let meanL = (l1 + l2) / 2
        let meanCPrime = (c1Prime + c2Prime) / 2
        var meanH = h1Prime + h2Prime
        if c1Prime * c2Prime != 0 {
            if abs(h1Prime - h2Prime) <= 180 {
                meanH /= 2
            } else {
                meanH = h1Prime + h2Prime < 360 ? (meanH + 360) / 2 : (meanH - 360) / 2
            }
        }
        let t = 1 - 0.17 * cos(radians(meanH - 30)) + 0.24 * cos(radians(2 * meanH)) + 0.32 * cos(radians(3 * meanH + 6))
            - 0.20 * cos(radians(4 * meanH - 63))
        let deltaTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
        let meanCPrime7 = pow(meanCPrime, 7)
        let rC = 2 * (meanCPrime7 / (meanCPrime7 + pow(25, 7))).squareRoot()
        let lOffset = (meanL - 50) * (meanL - 50)
        let sL = 1 + 0.015 * lOffset / (20 + lOffset).squareRoot()
        let sC = 1 + 0.045 * meanCPrime
        let sH = 1 + 0.015 * meanCPrime * t
        let rT = -sin(radians(2 * deltaTheta)) * rC
        let termL = deltaL / sL
        let termC = deltaC / sC
        let termH = deltaBigH / sH
        return (termL * termL + termC * termC + termH * termH + rT * termC * termH).squareRoot()
    }

    private static func hueDegrees(_ b: Double, _ a: Double) -> Double {
        if a == 0, b == 0 { return 0 }
        let degrees = atan2(b, a) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
