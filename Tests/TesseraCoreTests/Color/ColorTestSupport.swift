import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// The numeric components of `color`, failing the test on `none` or a wrong count.
func colorNumbers(_ color: ColorValue, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Double] {
    #expect(color.components.count == 3, sourceLocation: sourceLocation)
    return color.components.map { component in
        guard case .number(let value) = component else {
            Issue.record("expected a number, got none", sourceLocation: sourceLocation)
            return .nan
        }
        return value
    }
}

/// Expects `actual` to match `expected` component-wise within `tolerance`.
func expectComponents(
    _ actual: [Double],
    _ expected: [Double],
    tolerance: Double,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    #expect(actual.count == expected.count, sourceLocation: sourceLocation)
    for (index, (value, target)) in zip(actual, expected).enumerated() {
        #expect(
            abs(value - target) <= tolerance,
            "component \(index): \(value) is not within \(tolerance) of \(target) (all: \(actual))",
            sourceLocation: sourceLocation
        )
    }
}

/// Expects `color` converted to `target` to have `expected` components within `tolerance`.
func expectConversion(
    _ color: ColorValue,
    to target: ColorSpace,
    _ expected: [Double],
    tolerance: Double,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let converted = color.converted(to: target)
    #expect(converted.colorSpace == target, sourceLocation: sourceLocation)
    expectComponents(colorNumbers(converted, sourceLocation: sourceLocation), expected, tolerance: tolerance, sourceLocation: sourceLocation)
}

/// A color from plain numbers.
func makeColor(_ space: ColorSpace, _ a: Double, _ b: Double, _ c: Double, alpha: Double = 1) -> ColorValue {
    ColorValue(colorSpace: space, components: [.number(a), .number(b), .number(c)], alpha: alpha)
}

/// sRGB components from 0–255 bytes, exactly as the CSS parser produces them.
func byteComponents(_ red: Int, _ green: Int, _ blue: Int) -> [ColorComponent] {
    [red, green, blue].map { .number(Double($0) / 255) }
}
