import Testing
@testable import TesseraTokens

/// `formatNumber`, the one way numbers are written in messages and fixes.
@Suite struct NumberFormattingTests {
    @Test(arguments: [
        (19.200000000000003, 10, "19.2"),  // binary noise of 1.2 × 16
        (16.0, 10, "16"),
        (-4.0, 3, "-4"),
        (12.0004, 3, "12"),  // rounds to a whole number: no ".0"
        (0.1234567, 3, "0.123"),
        (0.0001, 3, "0.0001"),  // would round to 0: kept as written
        (1e20, 3, "1e+20"),
        (.infinity, 3, "inf"),
    ])
    func numbersReadAsWritten(value: Double, fractionDigits: Int, text: String) {
        #expect(formatNumber(value, fractionDigits: fractionDigits) == text)
    }
}
