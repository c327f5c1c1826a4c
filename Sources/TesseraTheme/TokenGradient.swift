/// A gradient token (DTCG `gradient`): color stops along a 0...1 line.
///
/// The geometry (linear, radial, angle) is not part of DTCG, so adapters supply it;
/// this type only answers "which color at this position?".
public struct TokenGradient: Sendable, Equatable, Hashable {
    /// A color at a position along the gradient.
    public struct Stop: Sendable, Equatable, Hashable {
        /// The color at ``position``.
        public var color: TokenColor
        /// Where the stop sits, 0...1 (out-of-range values act as if clamped, as DTCG says).
        public var position: Double

        /// A stop of `color` at `position`.
        public init(color: TokenColor, position: Double) {
            self.color = color
            self.position = position
        }
    }

    /// The stops in their given order.
    public var stops: [Stop]

    /// A gradient through `stops`.
    public init(_ stops: [Stop]) {
        self.stops = stops
    }

    /// The stops with positions clamped to 0...1 and made non-decreasing (CSS's fix-up:
    /// a stop before its predecessor moves onto it), ready for gradient APIs.
    public var normalizedStops: [Stop] {
        var result: [Stop] = []
        result.reserveCapacity(stops.count)
        var floor = 0.0
        for stop in stops {
            let clamped = stop.position.isNaN ? 0 : min(max(stop.position, 0), 1)
            floor = max(floor, clamped)
            result.append(Stop(color: stop.color, position: floor))
        }
        return result
    }

    /// The color at `position` (clamped to 0...1): the nearest stop's color before the first
    /// and after the last stop, otherwise interpolated between the two stops around it.
    ///
    /// Interpolation is linear in the earlier stop's color space with premultiplied
    /// alpha, as CSS gradients do, so fading to a transparent color does not darken
    /// through grey. An empty gradient is transparent black.
    public func color(at position: Double) -> TokenColor {
        let stops = normalizedStops
        guard let first = stops.first, let last = stops.last else {
            return TokenColor(sRGB: 0, 0, 0, alpha: 0)
        }
        let position = position.isNaN ? 0 : min(max(position, 0), 1)
        if position <= first.position { return first.color }
        if position >= last.position { return last.color }
        // The first stop strictly after `position`; the stop before it is at or before `position`.
        // (A stop exactly at `position` is its own "before", so equal positions give hard edges.)
        let upper = stops.firstIndex { $0.position > position } ?? stops.count - 1
        let from = stops[upper - 1]
        let to = stops[upper]
        let fraction = (position - from.position) / (to.position - from.position)
        return Self.mix(from.color, to.color, fraction)
    }

    /// `a` and `b` mixed at `fraction` (0 gives `a`) in `a`'s space, with premultiplied alpha.
    private static func mix(_ a: TokenColor, _ b: TokenColor, _ fraction: Double) -> TokenColor {
        let b = b.converted(to: a.space)
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * fraction }
        let alpha = lerp(a.alpha, b.alpha)
        // With alpha 0 the color channels carry no information; fall back to straight mixing.
        func channel(_ x: Double, _ y: Double) -> Double {
            alpha == 0 ? lerp(x, y) : lerp(x * a.alpha, y * b.alpha) / alpha
        }
        var result = a
        result.red = channel(a.red, b.red)
        result.green = channel(a.green, b.green)
        result.blue = channel(a.blue, b.blue)
        result.alpha = alpha
        return result
    }
}
