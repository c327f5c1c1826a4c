import Foundation
import Testing
import TesseraTheme

@Suite struct TokenSpringTests {
    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance * max(1, abs(a), abs(b))
    }

    @Test func responseAndDampingFractionFollowSwiftUIsRelation() {
        // SwiftUI: stiffness = (2π / response)² × mass, damping = 4π × dampingFraction × mass / response.
        let spring = TokenSpring(response: 0.5, dampingFraction: 0.8)
        #expect(spring.mass == 1)
        #expect(Self.close(spring.stiffness, pow(2 * Double.pi / 0.5, 2)))
        #expect(Self.close(spring.damping, 4 * Double.pi * 0.8 / 0.5))
        // SwiftUI's default spring (response 0.55, dampingFraction 0.825).
        let standard = TokenSpring(response: 0.55, dampingFraction: 0.825)
        #expect(Self.close(standard.stiffness, 130.5, 1e-3))
        #expect(Self.close(standard.damping, 18.85, 1e-3))
    }

    @Test func massStiffnessAndDampingConvertBack() {
        let spring = TokenSpring(mass: 2, stiffness: 300, damping: 20)
        #expect(Self.close(spring.response, 2 * Double.pi / (150.0).squareRoot()))
        #expect(Self.close(spring.dampingFraction, 20 / (2 * (600.0).squareRoot())))
        let roundTrip = TokenSpring(response: spring.response, dampingFraction: spring.dampingFraction, mass: 2)
        #expect(Self.close(roundTrip.stiffness, 300))
        #expect(Self.close(roundTrip.damping, 20))
    }

    @Test func criticalDampingIsAFractionOfOne() {
        // Critical damping: c = 2√(k m).
        let spring = TokenSpring(mass: 1, stiffness: 100, damping: 20)
        #expect(Self.close(spring.dampingFraction, 1))
    }

    @Test func durationAndBounceAreSwiftUIsSpringParameters() {
        // SwiftUI's Spring documentation: Spring(duration: 0.5, bounce: 0.3) has mass, stiffness
        // and damping (1.0, 157.9, 17.6); Spring(mass: 1, stiffness: 100, damping: 10) has
        // duration and bounce (0.63, 0.5).
        let bouncy = TokenSpring(duration: 0.5, bounce: 0.3)
        #expect(bouncy.mass == 1)
        #expect(Self.close(bouncy.stiffness, 157.9, 1e-3))
        #expect(Self.close(bouncy.damping, 17.6, 1e-2))
        #expect(Self.close(bouncy.stiffness, pow(2 * Double.pi / 0.5, 2)))
        #expect(Self.close(bouncy.damping, 4 * Double.pi * (1 - 0.3) / 0.5))
        let physical = TokenSpring(mass: 1, stiffness: 100, damping: 10)
        #expect(Self.close(physical.response, 0.63, 1e-2))
        #expect(Self.close(physical.bounce, 0.5))
        // A bounce of 0 is critically damped; the response is the duration.
        let smooth = TokenSpring(duration: 0.5, bounce: 0)
        #expect(Self.close(smooth.dampingFraction, 1))
        #expect(Self.close(smooth.response, 0.5))
        #expect(smooth.bounce == 0)
        // A bounce of 1 does not damp at all.
        #expect(TokenSpring(duration: 0.5, bounce: 1).damping == 0)
    }

    @Test(arguments: [-0.75, -0.5, -0.2, 0, 0.15, 0.3, 0.9])
    func bounceRoundTripsAndNegativeBounceIsOverdamped(bounce: Double) {
        let spring = TokenSpring(duration: 0.4, bounce: bounce)
        #expect(Self.close(spring.bounce, bounce))
        #expect(Self.close(spring.response, 0.4))
        // Below 0 the damping ratio is 1 / (1 + bounce): more than critical.
        #expect(Self.close(spring.dampingFraction, bounce < 0 ? 1 / (1 + bounce) : 1 - bounce))
        #expect((spring.dampingFraction > 1) == (bounce < 0))
    }

    @Test func theExtensionTakesEitherForm() throws {
        let swiftUI = try #require(TokenSpring(extension: ["response": 0.4, "dampingFraction": 0.7]))
        #expect(swiftUI == TokenSpring(response: 0.4, dampingFraction: 0.7))
        let physical = try #require(TokenSpring(extension: ["stiffness": 170, "damping": 26]))
        #expect(physical == TokenSpring(mass: 1, stiffness: 170, damping: 26))
        #expect(TokenSpring(extension: ["mass": 3, "stiffness": 170, "damping": 26])?.mass == 3)
        #expect(TokenSpring(extension: ["response": 0.4]) == nil)
        #expect(TokenSpring(extension: ["response": -1, "dampingFraction": 0.7]) == nil)
        #expect(TokenSpring(extension: ["mass": 0, "stiffness": 170, "damping": 26]) == nil)
        #expect(TokenSpring(extension: ["stiffness": .infinity, "damping": 26]) == nil)
        let perceptual = try #require(TokenSpring(extension: ["duration": 0.5, "bounce": 0.3]))
        #expect(perceptual == TokenSpring(duration: 0.5, bounce: 0.3))
        #expect(TokenSpring(extension: ["duration": 0.5]) == TokenSpring(duration: 0.5, bounce: 0))
        #expect(TokenSpring(extension: ["duration": 0.5, "bounce": -1]) == nil)
        #expect(TokenSpring(extension: ["duration": 0.5, "bounce": 1.5]) == nil)
        #expect(TokenSpring(extension: ["duration": 0, "bounce": 0.3]) == nil)
    }

    @Test func settlingDurationIsWhereTheEnvelopeReachesOneThousandth() {
        let spring = TokenSpring(response: 0.5, dampingFraction: 0.5)
        let omega = 2 * Double.pi / 0.5
        #expect(Self.close(spring.settlingDuration.seconds, log(1000) / (0.5 * omega)))
        // Overdamped springs settle more slowly than critical ones with the same stiffness.
        let critical = TokenSpring(mass: 1, stiffness: 100, damping: 20)
        let overdamped = TokenSpring(mass: 1, stiffness: 100, damping: 40)
        #expect(overdamped.settlingDuration > critical.settlingDuration)
        #expect(TokenSpring(mass: 1, stiffness: 100, damping: 0).settlingDuration.seconds == .infinity)
    }
}
