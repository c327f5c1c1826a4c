import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert
import TesseraTestSupport

/// The JSON reader's fast number path must agree bit for bit with `Double(String)`.
@Suite struct NumberParsingTests {
    static func numberTexts() -> [String] {
        var generator = SplitMix64(seed: 42)
        var texts = ["0", "-0", "1", "0.1", "0.005", "1e3", "1E-3", "-2.5e+2", "123456789012345678", "9007199254740993",
                     "0.30000000000000004", "1.7976931348623157e308", "5e-324", "12345678901234567890.5", "0.0000001"]
        for _ in 0..<5_000 {
            let integerDigits = Int.random(in: 0...12, using: &generator)
            let fractionDigits = Int.random(in: 0...12, using: &generator)
            var text = Bool.random(using: &generator) ? "-" : ""
            text += integerDigits == 0 ? "0" : String(Int.random(in: 1...9, using: &generator))
            for _ in 0..<max(0, integerDigits - 1) { text += String(Int.random(in: 0...9, using: &generator)) }
            if fractionDigits > 0 {
                text += "."
                for _ in 0..<fractionDigits { text += String(Int.random(in: 0...9, using: &generator)) }
            }
            if Int.random(in: 0..<4, using: &generator) == 0 { text += "e\(Int.random(in: -30...30, using: &generator))" }
            texts.append(text)
        }
        return texts
    }

    @Test func fastPathMatchesStandardLibrary() {
        for text in Self.numberTexts() {
            let result = readJSON("[\(text)]")
            let parsed = result.value?.arrayValue?.first?.numberValue?.value
            #expect(parsed?.bitPattern == Double(text)?.bitPattern, "\(text): \(String(describing: parsed)) vs \(String(describing: Double(text)))")
        }
    }

    @Test func integerLiteralFlag() {
        #expect(readJSON("[1]").value?.arrayValue?.first?.numberValue?.isIntegerLiteral == true)
        #expect(readJSON("[1.0]").value?.arrayValue?.first?.numberValue?.isIntegerLiteral == false)
        #expect(readJSON("[1e0]").value?.arrayValue?.first?.numberValue?.isIntegerLiteral == false)
    }
}

/// Legacy strings such as "1.5rem" go through `DecimalNumber.parse`, which must agree with `Double(String)`.
@Suite struct DecimalNumberTests {
    @Test func agreesWithStandardLibrary() {
        var texts = ["0", "-0", "16", "1.5", "-2.25", "0.005", "+3", "007", "123456789012345678901", "0.1", "1."]
        var generator = SplitMix64(seed: 7)
        for _ in 0..<3_000 {
            let whole = Int.random(in: 0...99_999, using: &generator)
            let fraction = Int.random(in: 0...999_999, using: &generator)
            texts.append("\(Bool.random(using: &generator) ? "-" : "")\(whole).\(fraction)")
        }
        for text in texts {
            #expect(DecimalNumber.parse(Array(text.utf8))?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }

    @Test func rejectsWhatIsNotANumber() {
        for text in ["", "-", ".", "1.2.3", "12px", "--1", "1-"] {
            #expect(DecimalNumber.parse(Array(text.utf8)) == nil, "\(text)")
        }
    }
}
