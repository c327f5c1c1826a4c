import Testing
@testable import TesseraTheme

/// Expects `actual` within `tolerance` of `expected`, reporting both on failure.
func expectClose(
    _ actual: Double,
    _ expected: Double,
    tolerance: Double = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(abs(actual - expected) <= tolerance, "\(actual) is not within \(tolerance) of \(expected)", sourceLocation: sourceLocation)
}

/// Expects every component of `color` (and its space) to match, within `tolerance`.
func expectColor(
    _ color: TokenColor,
    _ space: TokenColor.Space,
    _ red: Double,
    _ green: Double,
    _ blue: Double,
    alpha: Double = 1,
    tolerance: Double = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(color.space == space, sourceLocation: sourceLocation)
    expectClose(color.red, red, tolerance: tolerance, sourceLocation: sourceLocation)
    expectClose(color.green, green, tolerance: tolerance, sourceLocation: sourceLocation)
    expectClose(color.blue, blue, tolerance: tolerance, sourceLocation: sourceLocation)
    expectClose(color.alpha, alpha, tolerance: tolerance, sourceLocation: sourceLocation)
}
