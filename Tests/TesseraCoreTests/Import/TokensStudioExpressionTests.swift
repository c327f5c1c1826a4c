import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

// The expression language of Tokens Studio values, parsed and evaluated on their
// own (references looked up in a table), with results worked out by hand.

private func evaluate(_ text: String, _ references: [String: ExpressionOperand] = [:]) -> Result<ExpressionOperand, ExpressionEvaluator.Failure>? {
    guard case .success(let expression) = Expression.parse(text) else { return nil }
    let evaluator = ExpressionEvaluator { id in
        references[id].map { .success($0) } ?? .failure(.unresolvedReference(id))
    }
    return evaluator.evaluate(expression)
}

private func quantity(_ text: String, _ references: [String: ExpressionOperand] = [:]) -> (Double, String?)? {
    guard case .success(.quantity(let value, let unit))? = evaluate(text, references) else { return nil }
    return (value, unit)
}

@Suite struct TokensStudioExpressionTests {
    @Test func precedenceAndParentheses() throws {
        // 2 + 3 * 4 = 14, not 20; (2 + 3) * 4 = 20; 2 ^ 3 ^ 2 = 2 ^ 9 = 512 (right-associative).
        #expect(quantity("2 + 3 * 4")?.0 == 14)
        #expect(quantity("(2 + 3) * 4")?.0 == 20)
        #expect(quantity("2 ^ 3 ^ 2")?.0 == 512)
        #expect(quantity("-(8 * 8)")?.0 == -64)
        #expect(quantity("10 - 4 - 3")?.0 == 3)
        #expect(quantity("100 / 10 / 2")?.0 == 5)
    }

    @Test func unitsRideAlong() throws {
        let references: [String: ExpressionOperand] = [
            "spacing.md": .quantity(8, unit: "px"), "scale": .quantity(2, unit: nil), "size.rem": .quantity(1.5, unit: "rem"),
        ]
        // {spacing.md} * 2 = 16px; px mixes with unitless; rem keeps its unit.
        #expect(quantity("{spacing.md} * {scale}", references)! == (16, "px"))
        #expect(quantity("{spacing.md} + 4", references)! == (12, "px"))
        #expect(quantity("{size.rem} * 2", references)! == (3, "rem"))
        // px is dropped and added back, as in Tokens Studio: 4px * 2px is 8px, 16px / 2px is 8px.
        #expect(quantity("4px * 2px")! == (8, "px"))
        #expect(quantity("16px / 2px")! == (8, "px"))
        // A ratio of equal non-px units has no unit.
        #expect(quantity("3rem / 1.5rem")! == (2, nil))
        #expect(quantity("0.5 * 100%")! == (50, "%"))
        // A product of one unit (sd-transforms drops it from every factor and puts it back once):
        // {font.base} * 1.5rem with base 1rem is 1.5rem, also through references and with px beside it.
        #expect(quantity("{size.rem} * 1.5rem", references)! == (2.25, "rem"))
        #expect(quantity("2rem * 3rem * 2")! == (12, "rem"))
        #expect(quantity("2px * 3rem")! == (6, "rem"))
        // Only a pure product: beside another operator, rem times rem stays an error.
        #expect(evaluate("2rem * 3rem + 1rem") == .failure(.mixedUnits("rem", "rem")))
        #expect(evaluate("{size.rem} * 2em", references) == .failure(.mixedUnits("rem", "em")))
    }

    @Test func functions() throws {
        // designsystemet: floor({_size.unit} * 3) with unit = 4 / 18 * 18.
        let unit = try #require(quantity("4 / 18 * 18"))
        #expect(abs(unit.0 - 4) < 1e-12)
        #expect(quantity("floor(4.9 * 3)")?.0 == 14)
        #expect(quantity("ceil(4.1)")?.0 == 5)
        #expect(quantity("round(2.5)")?.0 == 3)
        // Math.round semantics: halves go up, so -2.5 rounds to -2; roundTo shifts decimals, so 1.005 → 1.01.
        #expect(quantity("round(-2.5)")?.0 == -2)
        #expect(quantity("roundTo(1.005, 2)")?.0 == 1.01)
        // roundTo(16 * 1.33, 0) = roundTo(21.28, 0) = 21; roundTo(21.28, 1) = 21.3.
        #expect(quantity("roundTo(16 * 1.33, 0)")?.0 == 21)
        #expect(quantity("roundTo(16 * 1.33, 1)")?.0 == 21.3)
        #expect(quantity("roundTo(21.6)")?.0 == 22)
        // designsystemet's border radii: min({base}*3, {scale}*7) with base 4px, scale 4px.
        #expect(quantity("min(4px*3,4px*7)")! == (12, "px"))
        #expect(quantity("max(1, 5, 3)")?.0 == 5)
        #expect(quantity("abs(-3px)")! == (3, "px"))
        #expect(quantity("sqrt(16)")?.0 == 4)
    }

    @Test func exprEvalNumericFunctions() throws {
        // A modular type scale: roundTo((16 * pow(1.25, 2)) / 2, 0) * 2 = roundTo(12.5, 0) * 2 = 13 * 2 = 26.
        let scale: [String: ExpressionOperand] = ["base": .quantity(16, unit: nil), "ratio": .quantity(1.25, unit: nil)]
        #expect(quantity("roundTo(( {base} * pow( {ratio}, 2)) / 2, 0) * 2", scale)?.0 == 26)
        // pow keeps the base's unit, as the ^ operator does; an exponent with a length is refused.
        #expect(quantity("pow(2px, 3)")! == (8, "px"))
        #expect(quantity("pow(1.5rem, 2)")! == (2.25, "rem"))
        #expect(quantity("pow(2, 3rem)") == nil)
        #expect(quantity("pow(2)") == nil)
        // hypot(3, 4) = 5; trunc drops the fraction toward zero; sign has no unit.
        #expect(quantity("hypot(3px, 4px)")! == (5, "px"))
        #expect(quantity("trunc(-2.7)")?.0 == -2)
        #expect(quantity("sign(-4px)")! == (-1, nil))
        #expect(quantity("cbrt(27)")?.0 == 3)
        // Logarithms take plain numbers: log10(1000) = 3, log2(8) = 3, ln(1) = 0; not of a rem.
        #expect(quantity("log10(1000)")?.0 == 3)
        #expect(quantity("log2(8)")?.0 == 3)
        #expect(quantity("ln(1)")?.0 == 0)
        #expect(quantity("log(2rem)") == nil)
        // A name expr-eval does not have is still no expression.
        guard case .failure(.unexpected) = Expression.parse("tan2(1)") else {
            Issue.record("an unknown function parsed")
            return
        }
    }

    @Test func rgbaSetsAlpha() throws {
        let blue = try #require(CSSColorParser.parse("#0000FF"))
        guard case .success(.color(let half))? = evaluate("rgba({colors.blue}, 50%)", ["colors.blue": .color(blue)]) else {
            Issue.record("rgba({ref}, 50%) is not a color")
            return
        }
        #expect(half.alpha == 0.5)
        #expect(half.numericTriple == SIMD3(0, 0, 1))
        guard case .success(.color(let hex))? = evaluate("rgba(#ABC123, 0.25)") else {
            Issue.record("rgba(#hex, 0.25) is not a color")
            return
        }
        // #AB = 171, #C1 = 193, #23 = 35.
        #expect(hex.numericTriple == SIMD3(171.0 / 255, 193.0 / 255, 35.0 / 255))
        #expect(hex.alpha == 0.25)
        guard case .success(.color(let channels))? = evaluate("rgba(255, 0, 51, 0.4)") else {
            Issue.record("rgba(r, g, b, a) is not a color")
            return
        }
        #expect(channels.numericTriple == SIMD3(1, 0, 0.2))
        #expect(channels.alpha == 0.4)
    }

    @Test func syntaxErrors() {
        #expect(Expression.parse("(1 + 2") == .failure(.unbalancedParentheses))
        #expect(Expression.parse("1 + 2)") == .failure(.unbalancedParentheses))
        #expect(Expression.parse("floor(1 + 2") == .failure(.unbalancedParentheses))
        #expect(Expression.parse("{dimension.sm} {dimension.xl}") == .failure(.multipleValues))
        #expect(Expression.parse("4px 8px") == .failure(.multipleValues))
        #expect(Expression.parse("") == .failure(.empty))
        #expect(Expression.parse("   ") == .failure(.empty))
        guard case .failure(.unexpected)? = Optional(Expression.parse("linear-gradient(180deg, #000 0%)")) else {
            Issue.record("a gradient parsed as an expression")
            return
        }
        guard case .failure(.unexpected) = Expression.parse("1 + * 2") else {
            Issue.record("\"1 + * 2\" parsed")
            return
        }
        guard case .failure(.unexpected) = Expression.parse("{} + 1") else {
            Issue.record("an empty reference parsed")
            return
        }
        // Deep nesting is refused, not a stack overflow.
        let deep = String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
        #expect(Expression.parse(deep) == .failure(.tooDeep))
        let negations = String(repeating: "-", count: 100_000) + "1"
        #expect(Expression.parse(negations) == .failure(.tooDeep))
    }

    @Test func evaluationFailures() {
        #expect(evaluate("10 / (5 - 5)") == .failure(.divisionByZero))
        #expect(evaluate("1rem + 4em") == .failure(.mixedUnits("rem", "em")))
        #expect(evaluate("2rem * 3em") == .failure(.mixedUnits("rem", "em")))
        #expect(evaluate("#fff * 2") == .failure(.colorArithmetic))
        #expect(evaluate("floor(1, 2)") == .failure(.wrongArguments("floor", "one number")))
        #expect(evaluate("{missing} * 2") == .failure(.unresolvedReference("missing")))
        #expect(evaluate("10 ^ 400") == .failure(.notFinite))
    }

    @Test func referencesAreListed() throws {
        let expression = try Expression.parse("roundTo({a.b} * {c}, 2) + rgba({d}, 1)").get()
        #expect(expression.references == ["a.b", "c", "d"])
    }
}
