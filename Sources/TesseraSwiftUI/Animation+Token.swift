#if canImport(SwiftUI)
public import SwiftUI
public import TesseraTheme

extension Animation {
    /// An animation along a `cubicBezier` token's curve, lasting a `duration` token.
    public static func token(_ curve: TokenCubicBezier, duration: TokenDuration) -> Animation {
        .timingCurve(curve.x1, curve.y1, curve.x2, curve.y2, duration: duration.seconds)
    }

    /// A `transition` token: its curve and duration, started after its delay.
    public static func token(_ transition: TokenTransition) -> Animation {
        let animation = token(transition.timingFunction, duration: transition.duration)
        return transition.delay.seconds > 0 ? animation.delay(transition.delay.seconds) : animation
    }

    /// A spring token, with its mass, stiffness and damping as given (SwiftUI's
    /// `spring(response:dampingFraction:)` is the same spring for a mass of 1), after `delay`.
    public static func token(_ spring: TokenSpring, delay: TokenDuration = .zero) -> Animation {
        let animation = interpolatingSpring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
        return delay.seconds > 0 ? animation.delay(delay.seconds) : animation
    }
}
#endif
