import Foundation

/// A spring for animations, read from `$extensions["com.tessera.spring"]` on a `transition` or
/// `duration` token, in any of the three forms iOS teams write:
///
/// - `{"response": 0.5, "dampingFraction": 0.8}`: SwiftUI's `Animation.spring(response:dampingFraction:)`
///   (response in seconds: the period of the undamped oscillation; dampingFraction: the damping
///   ratio ζ, 1 for critically damped, below 1 bounces);
/// - `{"duration": 0.5, "bounce": 0.3}`: SwiftUI's `Spring(duration:bounce:)` (iOS 17), whose
///   perceptual duration is the response and whose bounce is 1 − ζ (negative: overdamped);
/// - `{"mass": 1, "stiffness": 170, "damping": 26}`: a physical spring as `CASpringAnimation`,
///   `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` and
///   `Animation.interpolatingSpring` take it.
///
/// They are one spring: stiffness = (2π / response)² × mass and
/// damping = 4π × dampingFraction × mass / response, the relation SwiftUI documents.
public struct TokenSpring: Sendable, Equatable, Hashable {
    /// The moving mass (1 when the spring was given as response and damping fraction).
    public var mass: Double
    /// The spring constant k.
    public var stiffness: Double
    /// The damping coefficient c.
    public var damping: Double

    /// The `$extensions` key the spring is read from.
    public static let extensionKey = "com.tessera.spring"

    /// A physical spring.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// SwiftUI's form: the undamped period in seconds and the damping ratio, with a mass of 1.
    public init(response: Double, dampingFraction: Double, mass: Double = 1) {
        let angularFrequency = 2 * Double.pi / response
        self.init(
            mass: mass, stiffness: angularFrequency * angularFrequency * mass,
            damping: 4 * Double.pi * dampingFraction * mass / response)
    }

    /// SwiftUI's `Spring(duration:bounce:)`: the perceptual duration (the undamped period, as
    /// `response`) and the bounce, 0 for critically damped, up to 1 (undamped) for bouncier
    /// springs, down towards −1 for overdamped ones. A bounce b ≥ 0 is the damping ratio 1 − b;
    /// below 0 it is 1 / (1 + b), so −0.5 damps twice as hard as critical.
    public init(duration: Double, bounce: Double, mass: Double = 1) {
        self.init(response: duration, dampingFraction: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce), mass: mass)
    }

    /// A spring from the members of `$extensions["com.tessera.spring"]`: `response` and
    /// `dampingFraction`; `duration` with an optional `bounce` (default 0, from above −1 up to 1);
    /// or `stiffness` and `damping` with an optional `mass` (default 1).
    /// `nil` when no form is complete or a value is out of its range: times, stiffness and
    /// mass positive and finite, `dampingFraction` and `damping` at least 0 (an undamped spring).
    public init?(extension members: [String: Double]) {
        func positive(_ key: String) -> Double? {
            members[key].flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        }
        func nonNegative(_ key: String) -> Double? {
            members[key].flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }
        }
        if let response = positive("response"), let fraction = nonNegative("dampingFraction") {
            self.init(response: response, dampingFraction: fraction)
        } else if let duration = positive("duration"), members["response"] == nil {
            let bounce = members["bounce"] ?? 0
            guard bounce > -1, bounce <= 1 else { return nil }
            self.init(duration: duration, bounce: bounce)
        } else if let stiffness = positive("stiffness"), let damping = nonNegative("damping") {
            let mass = members["mass"] == nil ? 1 : positive("mass")
            guard let mass else { return nil }
            self.init(mass: mass, stiffness: stiffness, damping: damping)
        } else {
            return nil
        }
    }

    /// The undamped period in seconds: 2π / √(stiffness / mass) (SwiftUI's `response`).
    public var response: Double {
        2 * Double.pi / (stiffness / mass).squareRoot()
    }

    /// The damping ratio ζ = damping / (2 √(stiffness × mass)) (SwiftUI's `dampingFraction`,
    /// UIKit's `dampingRatio`).
    public var dampingFraction: Double {
        damping / (2 * (stiffness * mass).squareRoot())
    }

    /// SwiftUI's `bounce`: 1 − ζ for a spring damped at most critically, 1 / ζ − 1 (below 0)
    /// for an overdamped one. Its `duration` is ``response``.
    public var bounce: Double {
        let ratio = dampingFraction
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// About how long the spring takes to come within 0.1% of rest from a standing start:
    /// ln(1000) over the decay rate of its slowest mode, the length UIKit and Core Animation
    /// need for `duration` / `settlingDuration`.
    public var settlingDuration: TokenDuration {
        let omega = (stiffness / mass).squareRoot()
        let zeta = dampingFraction
        let decayRate = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
        guard decayRate > 0 else { return TokenDuration(seconds: .infinity) }
        return TokenDuration(seconds: log(1000) / decayRate)
    }
}
