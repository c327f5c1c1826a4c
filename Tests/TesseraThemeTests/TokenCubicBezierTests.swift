import Testing
@testable import TesseraTheme

@Suite struct TokenCubicBezierTests {
    @Test func presetsAreTheCSSValues() {
        #expect(TokenCubicBezier.linear == TokenCubicBezier(0, 0, 1, 1))
        #expect(TokenCubicBezier.ease == TokenCubicBezier(0.25, 0.1, 0.25, 1))
        #expect(TokenCubicBezier.easeIn == TokenCubicBezier(0.42, 0, 1, 1))
        #expect(TokenCubicBezier.easeOut == TokenCubicBezier(0, 0, 0.58, 1))
        #expect(TokenCubicBezier.easeInOut == TokenCubicBezier(0.42, 0, 0.58, 1))
    }

    @Test func presetsAreCoreAnimationsNamedTimingFunctions() {
        // CAMediaTimingFunction(name:) control points, as Apple documents them.
        let coreAnimation: [(name: String, points: [Double], preset: TokenCubicBezier)] = [
            ("linear", [0, 0, 1, 1], .linear),
            ("easeIn", [0.42, 0, 1, 1], .easeIn),
            ("easeOut", [0, 0, 0.58, 1], .easeOut),
            ("easeInEaseOut", [0.42, 0, 0.58, 1], .easeInOut),
            ("default", [0.25, 0.1, 0.25, 1], .ease),
        ]
        for (name, points, preset) in coreAnimation {
            #expect([preset.x1, preset.y1, preset.x2, preset.y2] == points, "\(name)")
        }
    }

    @Test func linearIsIdentity() {
        for step in 0...20 {
            let progress = Double(step) / 20
            expectClose(TokenCubicBezier.linear.value(at: progress), progress, tolerance: 1e-9)
        }
    }

    @Test func endpointsAreExactAndInputIsClamped() {
        let curves: [TokenCubicBezier] = [.ease, .easeIn, .easeOut, .easeInOut, TokenCubicBezier(0.5, -1, 0.5, 2)]
        for curve in curves {
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
            #expect(curve.value(at: -0.5) == 0)
            #expect(curve.value(at: 1.5) == 1)
            #expect(curve.value(at: .nan) == 0)
        }
    }

    @Test func knownValues() {
        // Reference values from bisecting the curve to machine precision.
        expectClose(TokenCubicBezier.easeInOut.value(at: 0.5), 0.5, tolerance: 1e-8)
        expectClose(TokenCubicBezier.easeInOut.value(at: 0.25), 0.129161931047, tolerance: 1e-8)
        expectClose(TokenCubicBezier.ease.value(at: 0.5), 0.802403387585, tolerance: 1e-8)
        expectClose(TokenCubicBezier.easeIn.value(at: 0.5), 0.315356812573, tolerance: 1e-8)
        expectClose(TokenCubicBezier.easeOut.value(at: 0.5), 0.684643187427, tolerance: 1e-8)
    }

    @Test func easeInOutIsSymmetric() {
        for step in 1..<10 {
            let progress = Double(step) / 10
            let sum = TokenCubicBezier.easeInOut.value(at: progress) + TokenCubicBezier.easeInOut.value(at: 1 - progress)
            expectClose(sum, 1, tolerance: 1e-8)
        }
    }

    @Test func overshootingCurveLeavesUnitRange() {
        // A "back" curve: y goes below 0 early and above 1 late.
        let back = TokenCubicBezier(0.6, -0.28, 0.735, 0.045)
        #expect(back.value(at: 0.2) < 0)
        let overshoot = TokenCubicBezier(0.175, 0.885, 0.32, 1.275)
        #expect(overshoot.value(at: 0.6) > 1)
    }

    @Test func flatSlopeFallsBackToBisection() {
        // x1 = 1, x2 = 0 gives x(t) = 0.5 + 4(t − 0.5)³: dx/dt = 0 at the midpoint, where
        // Newton stalls and the output is only as precise as the cube root of the x tolerance.
        let steep = TokenCubicBezier(1, 0, 0, 1)
        expectClose(steep.value(at: 0.5), 0.5, tolerance: 2e-3)
        expectClose(steep.value(at: 0.9), 0.996238325042, tolerance: 1e-7)
        var previous = 0.0
        for step in 1...100 {
            let value = steep.value(at: Double(step) / 100)
            #expect(value >= previous - 1e-9)
            previous = value
        }
    }
}
