import Foundation
import Testing
import TesseraDiagnostics
import TesseraSyntax
import TesseraYAML
import TesseraTokens
import TesseraImport
import TesseraConvert
import TesseraStore
import TesseraTheme

/// The white-label layout the project started from: tokens.json routes through brace
/// references to colors.json and sizes.json; textStyles.json holds an array of styles.
/// The fixture is in Fixtures/SeedLayout and is loaded from the test bundle.
@Suite struct SeedLayoutStoreTests {
    let result = StoreFixtures.seedLayout()

    @Test func loadsWithoutErrorsAndReportsTheLegacyForms() throws {
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        let snapshot = try #require(result.snapshot)
        // 9 color and 3 number tokens in tokens.json, 5 colors, 5 sizes, 4 text styles.
        #expect(snapshot.tokenCount == 26)
        #expect(snapshot.themeNames == ["default"])
        // rgba() strings and hex strings are pre-2025.10 forms: read, with a warning at their line.
        let legacy = result.diagnostics.filter { $0.code == .legacyValue }
        #expect(!legacy.isEmpty)
        let rgba = try #require(legacy.first { $0.tokenPath == "Light.light-50" })
        #expect(rgba.location?.file.hasSuffix("SeedLayout/colors.json") == true)
        #expect(rgba.location?.line == 7)
    }

    @Test func pathTokensResolveThroughBraceReferencesIntoColorsAndSizes() throws {
        let snapshot = try #require(result.snapshot)
        // #017cff
        #expect(snapshot.color(path: "theme/navigation/bottom/highlight").bytes == [0x01, 0x7c, 0xff])
        #expect(snapshot.color(path: "theme/navigation/bottom/highlight").alpha == 1)
        // rgba(255, 255, 255, 0.2000)
        let overlay = snapshot.color(path: "theme/navigation/bottom/background")
        #expect(overlay.bytes == [255, 255, 255])
        #expect(overlay.alpha == 0.2)
        // An alias within tokens.json, then into colors.json.
        #expect(snapshot.color(path: "theme/general/on-background") == snapshot.color(path: "theme/navigation/bottom/highlight"))
        #expect(snapshot.color(path: "theme/buttons/primary/active/surface").bytes == [0x0e, 0x0e, 0x13])
        // Sizes are `number` tokens; a dimension lookup reads them as points.
        #expect(snapshot.number(path: "theme-button-height") == 46)
        #expect(snapshot.dimension(path: "theme-button-height").points == 46)
        #expect(snapshot.dimension(path: "theme/cards/radius/general-small").points == 8)
    }

    @Test func aliasChainsLongerThanTheSeedsLimitOfThreeResolve() throws {
        let snapshot = try #require(result.snapshot)
        // level-1 → level-2 → level-3 → level-4 → level-5 → Dark.dark-900: five hops.
        let color = snapshot.color(path: "theme/cards/overlay/level-1")
        #expect(color.bytes == [14, 14, 19])
        #expect(color.alpha == 0.8)
        #expect(snapshot.lookupProblems.isEmpty)
    }

    @Test func slashDotAndBracePathsNameTheSameToken() throws {
        let snapshot = try #require(result.snapshot)
        let expected = snapshot.color(path: "theme/navigation/bottom/highlight")
        #expect(snapshot.color(path: "theme.navigation.bottom.highlight") == expected)
        #expect(snapshot.color(TokenKey("theme/navigation/bottom/highlight")) == expected)
        #expect(snapshot.color(TokenKey("theme.navigation.bottom.highlight")) == expected)
        // The seed's "short token" form, resolved directly in colors.json.
        #expect(snapshot.color(path: "{Accent.accent-400}").bytes == [0x77, 0xa9, 0xf9])
        #expect(snapshot.color(TokenKey("{Accent.accent-600}")) == expected)
        #expect(snapshot.lookupProblems.isEmpty)
    }

    @Test func textStylesKeepFamilyWeightSizeCaseSpacingAndLineHeight() throws {
        let snapshot = try #require(result.snapshot)
        let headline = snapshot.typography(path: "textStyles/headline")
        #expect(headline.fontFamily.names == ["CustomFont"])
        #expect(headline.fontWeight.value == 700)
        #expect(headline.fontSize.points == 16)
        #expect(headline.textCase == .uppercase)
        #expect(headline.letterSpacing.points == 0.5)
        #expect(headline.lineHeight == 1.25)
        #expect(headline.textCase.apply(to: "Play now") == "PLAY NOW")

        let body = snapshot.typography(path: "textStyles.body")
        #expect(body.fontWeight.value == 400)
        #expect(body.fontSize.points == 14)
        #expect(body.textCase == TokenTextCase.none)
        // The layout gives no line height or spacing for body: 1.2 and 0, with a note saying so.
        #expect(body.lineHeight == 1.2)
        #expect(body.letterSpacing.points == 0)
        #expect(result.diagnostics.contains { $0.code == .legacyTokenShape && $0.message.contains("line height") })

        // A line height in points, as design tools export it: 32pt on 27pt type.
        let title = snapshot.typography(path: "textStyles/title_1")
        #expect(abs(title.lineHeight - 32.0 / 27) < 1e-12)
        #expect(abs(title.lineHeightPoints - 32) < 1e-9)
        #expect(title.letterSpacing.points == -0.4)

        let caption = snapshot.typography(path: "textStyles/caption_1")
        #expect(caption.textCase == .capitalize)
        #expect(caption.fontWeight.value == 600)
        #expect(caption.textCase.apply(to: "new episode") == "New Episode")
    }

    @Test func loadsFromAFileURLAndFromDataAlike() throws {
        let bundled = try #require(result.snapshot)
        let directory = try #require(Bundle.module.url(forResource: "SeedLayout", withExtension: nil, subdirectory: "Fixtures"))
        let fromURL = try #require(TokenStoreSnapshot.load(contentsOf: directory).snapshot)
        var files: [String: Data] = [:]
        for name in ["tokens.json", "colors.json", "sizes.json", "textStyles.json"] {
            files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
        }
        let fromData = try #require(TokenStoreSnapshot.load(files: files).snapshot)
        for path in bundled.tokenPaths {
            #expect(fromURL.type(ofToken: path) == bundled.type(ofToken: path))
            #expect(fromData.type(ofToken: path) == bundled.type(ofToken: path))
        }
        #expect(fromData.color(path: "theme/navigation/bottom/highlight") == bundled.color(path: "theme/navigation/bottom/highlight"))
        #expect(fromURL.typography(path: "textStyles/headline") == bundled.typography(path: "textStyles/headline"))
    }
}
