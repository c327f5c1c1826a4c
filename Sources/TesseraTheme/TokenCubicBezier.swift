/// An easing curve token (DTCG `cubicBezier`): the control points P1 and P2 of a
/// cubic Bézier from (0, 0) to (1, 1), as CSS `cubic-bezier()` and SwiftUI's
/// `Animation.timingCurve` take them.
public struct TokenCubicBezier: Sendable, Equatable, Hashable {
    /// The x coordinate of P1 (time; DTCG requires 0...1).
    public var x1: Double
    /// The y coordinate of P1 (progress; any real number, so curves can overshoot).
    public var y1: Double
    /// The x coordinate of P2 (time; DTCG requires 0...1).
    public var x2: Double
    /// The y coordinate of P2 (progress; any real number).
    public var y2: Double

    /// A curve with control points (x1, y1) and (x2, y2).
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// CSS `linear` and Core Animation's `linear`: output equals input.
    public static let linear = TokenCubicBezier(0, 0, 1, 1)
    /// CSS `ease`, and Core Animation's `default` (the curve of most system animations).
    public static let ease = TokenCubicBezier(0.25, 0.1, 0.25, 1)
    /// CSS `ease-in` and Core Animation's `easeIn`.
    public static let easeIn = TokenCubicBezier(0.42, 0, 1, 1)
    /// CSS `ease-out` and Core Animation's `easeOut`.
    public static let easeOut = TokenCubicBezier(0, 0, 0.58, 1)
    /// CSS `ease-in-out` and Core Animation's `easeInEaseOut`.
    public static let easeInOut = TokenCubicBezier(0.42, 0, 0.58, 1)

    /// The eased output for `progress` (time, clamped to 0...1): solves x(t) = progress, returns y(t).
    ///
    /// Precision: t is found to |x(t) − progress| ≤ 1e-9 (a few Newton–Raphson
    /// steps, falling back to bisection when the slope is too flat or a step leaves
    /// 0...1). The output error is that times the curve's slope dy/dx, so under
    /// 1e-8 for the CSS presets and any curve without near-vertical segments —
    /// far below anything visible in an animation. Endpoints are exact.
    public func value(at progress: Double) -> Double {
        // NaN, and anything at or before the start, maps to the start: the curve is pinned there.
        guard progress > 0 else { return 0 }
        guard progress < 1 else { return 1 }
        let t = parameter(forX: progress)
        return Self.coordinate(t, y1, y2)
    }

    /// The curve parameter t in 0...1 whose x coordinate is `x`.
    private func parameter(forX x: Double) -> Double {
        let tolerance = 1e-9
        // Newton–Raphson from t = x converges in a handful of steps for typical curves.
        var t = x
        for _ in 0..<8 {
            let error = Self.coordinate(t, x1, x2) - x
            if abs(error) <= tolerance { return t }
            let slope = Self.derivative(t, x1, x2)
            guard abs(slope) > 1e-6 else { break }
            let next = t - error / slope
            guard next >= 0, next <= 1 else { break }
            t = next
        }
        // Bisection always converges: x(0) = 0 and x(1) = 1 bracket every x in 0...1,
        // and x(t) is non-decreasing when x1 and x2 are in 0...1.
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<64 {
            let error = Self.coordinate(t, x1, x2) - x
            if abs(error) <= tolerance { break }
            if error < 0 { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// One coordinate of the curve at t, for control values p1 and p2 (P0 = 0, P3 = 1).
    private static func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        // Horner form of 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³.
        let a = 1 + 3 * p1 - 3 * p2
        let b = 3 * p2 - 6 * p1
        let c = 3 * p1
        return ((a * t + b) * t + c) * t
    }

    /// The derivative of ``coordinate(_:_:_:)`` with respect to t.
    private static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let a = 1 + 3 * p1 - 3 * p2
        let b = 3 * p2 - 6 * p1
        let c = 3 * p1
        return (3 * a * t + 2 * b) * t + c
    }
}
