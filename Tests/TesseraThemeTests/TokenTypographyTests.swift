import Foundation
import Testing
@testable import TesseraTheme

@Suite struct TokenTypographyTests {
    // MARK: Text case

    @Test func noneUpperAndLower() {
        #expect(TokenTextCase.none.apply(to: "Mixed Case") == "Mixed Case")
        #expect(TokenTextCase.uppercase.apply(to: "Straße ok") == "STRASSE OK")
        #expect(TokenTextCase.lowercase.apply(to: "MiXeD") == "mixed")
    }

    @Test func capitalizeTitleCasesEachWord() {
        #expect(TokenTextCase.capitalize.apply(to: "hello wide world") == "Hello Wide World")
        #expect(TokenTextCase.capitalize.apply(to: "section title here") == "Section Title Here")
        #expect(TokenTextCase.capitalize.apply(to: "  leading   spaces\tand\ttabs") == "  Leading   Spaces\tAnd\tTabs")
        #expect(TokenTextCase.capitalize.apply(to: "") == "")
    }

    @Test func capitalizeLeavesOtherLettersAlone() {
        // CSS `capitalize` semantics: only first letters change, so acronyms and ALL-CAPS survive.
        #expect(TokenTextCase.capitalize.apply(to: "TITLE CASE WORDS") == "TITLE CASE WORDS")
        #expect(TokenTextCase.capitalize.apply(to: "hello NASA team") == "Hello NASA Team")
        #expect(TokenTextCase.capitalize.apply(to: "mIxed cASE") == "MIxed CASE")
    }

    @Test func capitalizeWordBoundaries() {
        #expect(TokenTextCase.capitalize.apply(to: "jean-luc picard") == "Jean-Luc Picard")
        #expect(TokenTextCase.capitalize.apply(to: "don't stop") == "Don't Stop")
        #expect(TokenTextCase.capitalize.apply(to: "it\u{2019}s 3rd (maybe)") == "It\u{2019}s 3rd (Maybe)")
        #expect(TokenTextCase.capitalize.apply(to: "élan ǆungla") == "Élan ǅungla")
    }

    @Test func localeAwareCasing() {
        let turkish = Locale(identifier: "tr")
        #expect(TokenTextCase.uppercase.apply(to: "istanbul", locale: turkish) == "İSTANBUL")
        #expect(TokenTextCase.uppercase.apply(to: "istanbul") == "ISTANBUL")
        #expect(TokenTextCase.capitalize.apply(to: "izmir ili", locale: turkish) == "İzmir İli")
    }

    @Test func textDecorationRawValuesAreCSSKeywords() {
        #expect(TokenTextDecoration.allCases.map(\.rawValue) == ["none", "underline", "line-through"])
        #expect(TokenTextDecoration(rawValue: "line-through") == .lineThrough)
        #expect(TokenTextCase(rawValue: "capitalize") == .capitalize)
    }

    // MARK: Typography

    private let body = TokenTypography(
        fontFamily: TokenFontFamily(["Inter", "system-ui"]),
        fontSize: TokenDimension(16),
        fontWeight: .regular,
        letterSpacing: TokenDimension(0.5),
        lineHeight: 1.5
    )

    @Test func defaultsAreNone() {
        #expect(body.textCase == .none)
        #expect(body.textDecoration == .none)
        let label = TokenTypography(
            fontFamily: .system, fontSize: TokenDimension(12), fontWeight: .semibold,
            letterSpacing: .zero, lineHeight: 1, textCase: .uppercase, textDecoration: .underline
        )
        #expect(label.textCase == .uppercase)
        #expect(label.textDecoration == .underline)
    }

    @Test func lineHeightAndKerning() {
        #expect(body.lineHeightPoints == 24)
        #expect(body.kerning == 0.5)
    }

    @Test func lineSpacingAddsTheDifferenceToTheNaturalHeight() {
        // SF Pro at 16 pt has a natural line height of about 19.09 pt.
        expectClose(body.lineSpacing(naturalLineHeight: 19.09375), 4.90625)
        #expect(body.lineSpacing(naturalLineHeight: 24) == 0)
        // A token tighter than the font cannot be reached with extra spacing: never negative.
        #expect(body.lineSpacing(naturalLineHeight: 30) == 0)
    }

    @Test func scalingKeepsTheLineHeightRatio() {
        let large = body.scaled(by: 1.5)
        #expect(large.fontSize == TokenDimension(24))
        #expect(large.letterSpacing == TokenDimension(0.75))
        #expect(large.lineHeight == 1.5)
        #expect(large.lineHeightPoints == 36)
        #expect(large.fontFamily == body.fontFamily)
        #expect(large.fontWeight == body.fontWeight)
    }
}
