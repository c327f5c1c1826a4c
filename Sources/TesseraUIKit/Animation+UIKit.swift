#if canImport(UIKit)
public import TesseraTheme
public import UIKit

extension CAMediaTimingFunction {
    /// Core Animation's timing function with a `cubicBezier` token's control points.
    public convenience init(token: TokenCubicBezier) {
        self.init(controlPoints: Float(token.x1), Float(token.y1), Float(token.x2), Float(token.y2))
    }
}

#if !os(watchOS)
extension UIViewPropertyAnimator {
    /// An animator along a `transition` token's curve for its duration; start it with
    /// `startAnimation(afterDelay: transition.delay.seconds)` to honour the token's delay.
    public convenience init(token transition: TokenTransition, animations: (() -> Void)? = nil) {
        let curve = transition.timingFunction
        self.init(
            duration: transition.duration.seconds,
            controlPoint1: CGPoint(x: curve.x1, y: curve.y1), controlPoint2: CGPoint(x: curve.x2, y: curve.y2),
            animations: animations)
    }

    /// An animator driven by a spring token's mass, stiffness and damping. UIKit takes the
    /// length from the spring itself; the spring's settling duration is passed for completeness.
    public convenience init(token spring: TokenSpring, animations: (() -> Void)? = nil) {
        let parameters = UISpringTimingParameters(
            mass: CGFloat(spring.mass), stiffness: CGFloat(spring.stiffness), damping: CGFloat(spring.damping),
            initialVelocity: CGVector(dx: 0, dy: 0))
        self.init(duration: spring.settlingDuration.seconds, timingParameters: parameters)
        if let animations { addAnimations(animations) }
    }
}
#endif
#endif
