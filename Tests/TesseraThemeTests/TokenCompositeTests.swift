import Testing
@testable import TesseraTheme

/// Shadow, stroke style, border, transition and gradient.
@Suite struct TokenCompositeTests {
    private let black50 = TokenColor(sRGB: 0, 0, 0, alpha: 0.5)

    // MARK: Shadow

    @Test func shadowRadiusIsHalfTheBlur() {
        let layer = TokenShadowLayer(
            color: black50, offsetX: .zero, offsetY: TokenDimension(2), blur: TokenDimension(8), spread: TokenDimension(1)
        )
        #expect(layer.radius == 4)
        #expect(layer.inset == false)
        #expect(TokenShadowLayer(color: black50, offsetX: .zero, offsetY: .zero, blur: .zero, spread: .zero).radius == 0)
    }

    @Test func shadowLayers() {
        let inner = TokenShadowLayer(
            color: black50, offsetX: TokenDimension(2), offsetY: TokenDimension(2),
            blur: TokenDimension(4), spread: .zero, inset: true
        )
        let drop = TokenShadowLayer(color: black50, offsetX: .zero, offsetY: TokenDimension(1), blur: TokenDimension(3), spread: .zero)
        #expect(TokenShadow(inner).layers == [inner])
        #expect(TokenShadow([drop, inner]).layers == [drop, inner])
        #expect(TokenShadow([drop, inner]) != TokenShadow([inner, drop]))
        #expect(inner.inset)
    }

    // MARK: Stroke style and border

    @Test func keywordDashPatternsScaleWithWidth() {
        #expect(TokenStrokeStyle.solid.dashPattern(width: 2) == [])
        #expect(TokenStrokeStyle.dashed.dashPattern(width: 2) == [6, 6])
        #expect(TokenStrokeStyle.dotted.dashPattern(width: 2) == [2, 2])
        for style in [TokenStrokeStyle.double, .groove, .ridge, .outset, .inset] {
            #expect(style.dashPattern(width: 2) == [])
            #expect(style.lineCap == .butt)
        }
        #expect(TokenStrokeStyle.dashed.dashPattern(width: 0) == [])
        #expect(TokenStrokeStyle.dotted.dashPattern(width: -1) == [])
    }

    @Test func customDashPatterns() {
        let even = TokenStrokeStyle.custom(dashArray: [TokenDimension(4), TokenDimension(2)], lineCap: .round)
        #expect(even.dashPattern(width: 10) == [4, 2])
        #expect(even.lineCap == .round)
        // DTCG: an odd-length array is repeated to make it even.
        let odd = TokenStrokeStyle.custom(dashArray: [TokenDimension(1), TokenDimension(2), TokenDimension(3)], lineCap: .square)
        #expect(odd.dashPattern(width: 1) == [1, 2, 3, 1, 2, 3])
        let single = TokenStrokeStyle.custom(dashArray: [TokenDimension(5)], lineCap: .butt)
        #expect(single.dashPattern(width: 1) == [5, 5])
    }

    @Test func borderCombinesWidthAndStyle() {
        let border = TokenBorder(color: black50, width: TokenDimension(1.5), style: .dashed)
        #expect(border.dashPattern == [4.5, 4.5])
        #expect(border.color == black50)
        #expect(TokenBorder(color: black50, width: TokenDimension(1), style: .solid).dashPattern == [])
    }

    // MARK: Transition

    @Test func transitionParts() {
        let transition = TokenTransition(
            duration: TokenDuration(milliseconds: 200), delay: .zero, timingFunction: .easeOut
        )
        #expect(transition.duration.seconds == 0.2)
        #expect(transition.delay == .zero)
        #expect(transition.timingFunction == .easeOut)
    }

    // MARK: Gradient

    private let red = TokenColor(sRGB: 1, 0, 0)
    private let blue = TokenColor(sRGB: 0, 0, 1)

    @Test func interpolatesBetweenStops() {
        let gradient = TokenGradient([
            TokenGradient.Stop(color: red, position: 0),
            TokenGradient.Stop(color: blue, position: 1),
        ])
        expectColor(gradient.color(at: 0.25), .sRGB, 0.75, 0, 0.25)
        expectColor(gradient.color(at: 0.5), .sRGB, 0.5, 0, 0.5)
        #expect(gradient.color(at: 0) == red)
        #expect(gradient.color(at: 1) == blue)
    }

    @Test func clampsOutsideTheStops() {
        let gradient = TokenGradient([
            TokenGradient.Stop(color: red, position: 0.2),
            TokenGradient.Stop(color: blue, position: 0.6),
        ])
        // DTCG: before the first and after the last stop, the nearest stop's color extends.
        #expect(gradient.color(at: 0) == red)
        #expect(gradient.color(at: 0.2) == red)
        #expect(gradient.color(at: 0.9) == blue)
        #expect(gradient.color(at: -3) == red)
        #expect(gradient.color(at: 7) == blue)
        expectColor(gradient.color(at: 0.4), .sRGB, 0.5, 0, 0.5)
    }

    @Test func stopPositionsAreClampedAndMadeMonotonic() {
        let green = TokenColor(sRGB: 0, 1, 0)
        let gradient = TokenGradient([
            TokenGradient.Stop(color: red, position: -0.5),
            TokenGradient.Stop(color: green, position: 0.8),
            TokenGradient.Stop(color: blue, position: 0.4),
            TokenGradient.Stop(color: blue, position: 1.5),
        ])
        #expect(gradient.normalizedStops.map(\.position) == [0, 0.8, 0.8, 1])
        expectColor(gradient.color(at: 0.4), .sRGB, 0.5, 0.5, 0)
        // The backwards stop made a hard edge at 0.8.
        #expect(gradient.color(at: 0.8) == blue)
        #expect(gradient.color(at: 0.9) == blue)
    }

    @Test func premultipliedAlphaAndSpaces() {
        let clear = TokenColor(sRGB: 0, 0, 0, alpha: 0)
        let fade = TokenGradient([TokenGradient.Stop(color: red, position: 0), TokenGradient.Stop(color: clear, position: 1)])
        // Fading to transparent keeps the hue instead of passing through dark red.
        expectColor(fade.color(at: 0.5), .sRGB, 1, 0, 0, alpha: 0.5)
        // The later stop is converted into the earlier stop's space.
        let p3 = TokenGradient([
            TokenGradient.Stop(color: TokenColor(displayP3: 0, 0, 0), position: 0),
            TokenGradient.Stop(color: TokenColor(sRGB: 1, 1, 1), position: 1),
        ])
        expectColor(p3.color(at: 0.5), .displayP3, 0.5, 0.5, 0.5, tolerance: 1e-12)
    }

    @Test func degenerateGradients() {
        #expect(TokenGradient([]).color(at: 0.5) == TokenColor(sRGB: 0, 0, 0, alpha: 0))
        let single = TokenGradient([TokenGradient.Stop(color: red, position: 0.5)])
        #expect(single.color(at: 0) == red)
        #expect(single.color(at: 1) == red)
        #expect(single.color(at: .nan) == red)
    }
}
