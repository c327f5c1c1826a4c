import Foundation
import Testing
import TesseraDiagnostics
import TesseraSyntax
import TesseraYAML
import TesseraTokens
import TesseraImport
import TesseraConvert
import TesseraTheme

/// The seed's `textStyles.json` from file to screen decisions: its text cases (`UPPER`, `TITLE`,
/// `NONE`) become the runtime's cases and transform text; its custom font, not installed, falls
/// back to the system font of the same size and weight with one diagnostic.
@Suite struct SeedTypographyTests {
    static let textStyles = """
        { "fileName": "textStyles", "textStyles": [
            { "name": "headline", "fontFamily": "CustomFont", "fontWeight": "Bold", "fontSize": 16, "textCase": "UPPER" },
            { "name": "section", "fontFamily": "CustomFont", "fontWeight": "Medium", "fontSize": 20, "textCase": "TITLE" },
            { "name": "body", "fontFamily": "CustomFont", "fontWeight": "Regular", "fontSize": 14, "textCase": "NONE" } ] }
        """

    /// The styles as the runtime holds them, converted from the resolver's values.
    static func loadStyles() throws -> [String: TokenTypography] {
        let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
        let project = try #require(TokenProject.load(
            paths: ["app"], diagnostics: diagnostics,
            fileSystem: InMemoryFileSystem(files: ["app/textStyles.json": textStyles])))
        var styles: [String: TokenTypography] = [:]
        for token in project.resolve(project.permutations()[0]).tokens {
            guard case .typography(let value) = token.value else { continue }
            styles[token.name] = TokenTypography(
                fontFamily: TokenFontFamily(value.fontFamily),
                fontSize: TokenDimension(value.fontSize.value),
                fontWeight: TokenFontWeight(value.fontWeight),
                letterSpacing: TokenDimension(value.letterSpacing.value),
                lineHeight: value.lineHeight,
                // The resolver's canonical text-case words are the runtime's raw values.
                textCase: try #require(TokenTextCase(rawValue: value.textCase ?? "none"), "\(value.textCase ?? "")")
            )
        }
        return styles
    }

    @Test func textCasesTransformAsTheSeedMeans() throws {
        let styles = try Self.loadStyles()
        let text = "your order is on its way"
        #expect(try #require(styles["headline"]).textCase.apply(to: text) == "YOUR ORDER IS ON ITS WAY")
        #expect(try #require(styles["section"]).textCase.apply(to: text) == "Your Order Is On Its Way")
        #expect(try #require(styles["body"]).textCase.apply(to: text) == text)
    }

    @Test func theMissingCustomFontFallsBackToTheSystemFontOfTheSameSizeAndWeight() throws {
        let styles = try Self.loadStyles()
        let log = ThemeDiagnosticLog()
        let resolver = TokenFontResolver(log: log) { $0 == "Helvetica Neue" }  // a device without CustomFont
        let headline = resolver.font(for: try #require(styles["headline"]))
        let section = resolver.font(for: try #require(styles["section"]))
        let body = resolver.font(for: try #require(styles["body"]))
        #expect(headline.choice == .system(.default))
        #expect(headline.size == 16)
        #expect(headline.weight.standard == .bold)
        #expect(section.size == 20)
        #expect(section.weight.standard == .medium)
        #expect(body.size == 14)
        #expect(body.weight.standard == .regular)
        // One family, reported once, with the first style's size and weight.
        #expect(log.diagnostics.map(\.code.rawValue) == ["TS0830"])
        #expect(log.diagnostics.first?.message == "font family 'CustomFont' is not installed; text is drawn in the system font at 16 pt, weight 700")
    }
}
