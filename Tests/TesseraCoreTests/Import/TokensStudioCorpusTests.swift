import Foundation
import Testing
import TesseraTestSupport
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

// The Tokens Studio corpora (../shared/corpora/tokens-studio): every project loads
// through the importer and resolves in every theme permutation, and every
// diagnostic is a defect of the data, listed here with the reason. Golden values
// are sd-transforms' own expected outputs (its test/integration/*.test.ts) and
// results worked out by hand.

/// One diagnostic a corpus must raise, and why the data deserves it.
struct StudioExpected: Sendable, CustomStringConvertible {
    var severity: Diagnostic.Severity
    var code: DiagnosticCode
    /// The file under `corpora/tokens-studio/`.
    var file: String
    var line: Int
    var token: String?
    var reason: String

    init(_ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ file: String, _ line: Int, _ token: String?, _ reason: String) {
        (self.severity, self.code, self.file, self.line, self.token, self.reason) = (severity, code, file, line, token, reason)
    }

    var key: String { "\(severity.rawValue) \(code.rawValue) \(file):\(line) \(token ?? "-")" }
    var description: String { "\(key) — \(reason)" }
}

struct StudioCorpus: Sendable, CustomTestStringConvertible {
    var name: String
    /// Paths under `corpora/tokens-studio/`.
    var paths: [String]
    var modifiers: [String]
    var permutations: Int
    var expected: [StudioExpected] = []

    var testDescription: String { name }

    static let root = CorpusPaths.root + "/tokens-studio"

    /// Loads the corpus and resolves every permutation; returns the tokens of each, keyed by input.
    func load() throws -> (project: TokenProject, diagnostics: DiagnosticEngine) {
        let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
        let project = try #require(
            TokenProject.load(paths: paths.map { Self.root + "/" + $0 }, diagnostics: diagnostics),
            "\(name) did not load: \(diagnostics.diagnostics.map(\.message))")
        return (project, diagnostics)
    }

    func key(of diagnostic: Diagnostic) -> String {
        let file = diagnostic.location.map { CorpusPaths.relative($0.file).replacingOccurrences(of: "tokens-studio/", with: "") } ?? "-"
        return "\(diagnostic.severity.rawValue) \(diagnostic.code.rawValue) \(file):\(diagnostic.location?.line ?? 0) \(diagnostic.tokenPath ?? "-")"
    }
}

private let sdTokens = "sd-transforms/test/integration/tokens/"
private let compound = "compound/tokens/"
private let compoundPlatform =
    "the themes Android, iOS and Web (no group) are platforms; the Swift build reads iOS"
private let lionMetadata = "lion-example/tokens/$metadata.json"
private let staleMetadata =
    "$metadata.json lists the sets by names they no longer have (core, button, casual…); the sets are primitive/colors, component/button, brand/casual…, so only the file order applies"

extension StudioCorpus {
    static let all: [StudioCorpus] = [
        StudioCorpus(
            name: "designsystemet", paths: ["designsystemet/design-tokens"],
            modifiers: ["Size", "Theme", "Typography", "Color scheme", "Semantic", "Color"], permutations: 3 * 1 * 2 * 2 * 1 * 8),
        StudioCorpus(
            name: "lion-example", paths: ["lion-example/tokens"], modifiers: ["brand", "color"], permutations: 2 * 3,
            expected: [
                StudioExpected(.warning, .unknownTokenSet, lionMetadata, 3, nil, staleMetadata),
                StudioExpected(.warning, .unknownTokenSet, lionMetadata, 4, nil, staleMetadata),
                StudioExpected(.warning, .unknownTokenSet, lionMetadata, 5, nil, staleMetadata),
                StudioExpected(.warning, .unknownTokenSet, lionMetadata, 6, nil, staleMetadata),
                StudioExpected(.warning, .unknownTokenSet, lionMetadata, 7, nil, staleMetadata),
                StudioExpected(.warning, .unknownTokenSet, lionMetadata, 8, nil, staleMetadata),
                StudioExpected(.warning, .unknownTokenSet, lionMetadata, 9, nil, staleMetadata),
            ]),
        StudioCorpus(
            name: "compound", paths: ["compound/tokens"], modifiers: ["theme"], permutations: 4,
            expected: [
                StudioExpected(.note, .otherPlatformLeftOut, compound + "$themes.json", 11, nil, compoundPlatform),
                StudioExpected(.note, .otherPlatformLeftOut, compound + "$themes.json", 63, nil, compoundPlatform),
                // Its seven linear-gradient() color tokens are gradient tokens now: nothing to report.
            ]),
        StudioCorpus(
            name: "sd-transforms", paths: [sdTokens + "sd-transforms.tokens.json"], modifiers: [], permutations: 1,
            expected: [
                StudioExpected(
                    .warning, .unknownTypeKeptPlain, sdTokens + "sd-transforms.tokens.json", 5, "dimension.scale",
                    "\"math\" is not a Tokens Studio type (the fixture uses it as a scale factor); its value 2 is read as a number"),
                StudioExpected(
                    .warning, .unmappedValue, sdTokens + "sd-transforms.tokens.json", 42, "spacing.multi-value",
                    "a multi-value spacing (\"8px 64px\" in CSS) has no single DTCG value"),
                StudioExpected(
                    .warning, .missingSubValue, sdTokens + "sd-transforms.tokens.json", 150, "heading-6",
                    "the typography has no letterSpacing, which DTCG requires (0 is used, CSS's normal)"),
            ]),
        StudioCorpus(
            name: "sd-transforms w3c-spec-compliance", paths: [sdTokens + "w3c-spec-compliance.tokens.json"], modifiers: [],
            permutations: 1,
            expected: [
                StudioExpected(
                    .warning, .unknownTypeKeptPlain, sdTokens + "w3c-spec-compliance.tokens.json", 6, "dimension.scale",
                    "\"math\" is not a type; its value 2 is read as a number"),
                StudioExpected(
                    .warning, .unmappedValue, sdTokens + "w3c-spec-compliance.tokens.json", 37, "spacing.multi-value",
                    "a multi-value spacing has no single DTCG value"),
                StudioExpected(
                    .warning, .missingSubValue, sdTokens + "w3c-spec-compliance.tokens.json", 131, "heading-6",
                    "the typography has no letterSpacing"),
            ]),
        StudioCorpus(
            name: "sd-transforms color-modifier-references", paths: [sdTokens + "color-modifier-references.tokens.json"],
            modifiers: [], permutations: 1,
            expected: [
                StudioExpected(
                    .warning, .unmappedValue, sdTokens + "color-modifier-references.tokens.json", 21, "modifier",
                    "a token without a type whose value is a color modifier object, not a design value (color2 uses it as its modifier)")
            ]),
        StudioCorpus(
            name: "sd-transforms swift-UI-colors", paths: [sdTokens + "swift-UI-colors.tokens.json"], modifiers: [], permutations: 1),
        StudioCorpus(
            name: "sd-transforms math-in-complex-values", paths: [sdTokens + "math-in-complex-values.tokens.json"], modifiers: [],
            permutations: 1,
            expected: [
                StudioExpected(
                    .warning, .missingSubValue, sdTokens + "math-in-complex-values.tokens.json", 3, "typo",
                    "the typography has no letterSpacing")
            ]),
        StudioCorpus(
            name: "sd-transforms expand-composition", paths: [sdTokens + "expand-composition.tokens.json"], modifiers: [],
            permutations: 1,
            expected: [
                StudioExpected(
                    .warning, .unmappedValue, sdTokens + "expand-composition.tokens.json", 49, "fontWeightRef",
                    "\"ExtraBold italic\" carries a font style, which a DTCG font weight cannot hold"),
            ]),
        StudioCorpus(
            name: "sd-transforms object-value-references", paths: [sdTokens + "object-value-references.tokens.json"],
            modifiers: [], permutations: 1,
            expected: [
                StudioExpected(
                    .warning, .unmappedValue, sdTokens + "object-value-references.tokens.json", 15, "font.heading.xxl",
                    "a non-zero paragraphSpacing, which DTCG typography does not have"),
                StudioExpected(
                    .warning, .unmappedValue, sdTokens + "object-value-references.tokens.json", 16, "font.heading.xxl",
                    "a non-zero paragraphIndent, which DTCG typography does not have"),
                StudioExpected(
                    .warning, .unmappedValue, sdTokens + "object-value-references.tokens.json", 54, "fontWeightRef",
                    "\"Regular Italic\" carries a font style, which a DTCG font weight cannot hold"),
            ]),
        StudioCorpus(
            name: "sd-transforms output-references", paths: [sdTokens + "output-references.tokens.json"], modifiers: [],
            permutations: 1),
        StudioCorpus(
            name: "sd-transforms custom-group", paths: [sdTokens + "custom-group.tokens.json"], modifiers: [], permutations: 1),
        StudioCorpus(
            name: "sd-transforms exclude-parent-keys", paths: [sdTokens + "exclude-parent-keys.tokens.json"], modifiers: [],
            permutations: 1),
        StudioCorpus(
            name: "sd-transforms cross-file-refs",
            paths: [1, 2, 3].map { sdTokens + "cross-file-refs-\($0).tokens.json" }, modifiers: [], permutations: 1,
            expected: [
                StudioExpected(
                    .warning, .unmappedValue, sdTokens + "cross-file-refs-1.tokens.json", 41, "testComposite.fancyCard",
                    "a composition token that aliases another: a composition is expanded into one token per property, which an alias does not have"),
                StudioExpected(
                    .warning, .unmappedValue, sdTokens + "cross-file-refs-2.tokens.json", 3, "weight",
                    "\"Regular italic\" carries a font style, which a DTCG font weight cannot hold"),
                StudioExpected(
                    .warning, .missingSubValue, sdTokens + "cross-file-refs-1.tokens.json", 3, "typo",
                    "typography typo is only a fontWeight: the plugin applies the members given and keeps the text's size, so it has no size an app can set; left out (rule 1)"),
                StudioExpected(
                    .warning, .leftOutReference, sdTokens + "cross-file-refs-3.tokens.json", 3, "typo-alias",
                    "typo-alias aliases typo and is left out with it"),
                StudioExpected(
                    .warning, .missingSubValue, sdTokens + "cross-file-refs-1.tokens.json", 21, "typo-2",
                    "typo-2 has no letterSpacing"),
                StudioExpected(
                    .warning, .missingSubValue, sdTokens + "cross-file-refs-2.tokens.json", 18, "testTypography.text",
                    "testTypography.text has no letterSpacing"),
                // Its line height references a 24px length: 24 / 16 = 1.5 times the font size, read quietly
                // (Tokens Studio writes line heights in pixels on purpose).
            ]),
    ]
}

@Suite(.needsSharedCorpora) struct TokensStudioCorpusTests {
    @Test(arguments: StudioCorpus.all)
    func loadsAndResolvesEveryTheme(_ corpus: StudioCorpus) throws {
        let (project, diagnostics) = try corpus.load()
        #expect(project.modifiers.map(\.name) == corpus.modifiers)
        #expect(project.permutationCount == corpus.permutations)
        var counts: [Int] = []
        for input in project.permutations() {
            counts.append(project.resolve(input).tokens.count)
        }
        #expect(counts.count == corpus.permutations)
        #expect(counts.allSatisfy { $0 > 0 })
        let actual = diagnostics.diagnostics.map(corpus.key(of:))
        let expected = corpus.expected.map(\.key)
        #expect(actual.sorted() == expected.sorted(), "\(diagnostics.diagnostics.map { "\(corpus.key(of: $0)) \($0.message)" })")
        // Every diagnostic points into a file, at a line.
        #expect(diagnostics.diagnostics.allSatisfy { ($0.location?.line ?? 0) > 0 })
    }

    @Test func sdTransformsGoldenValues() throws {
        let tokens = try resolved(sdTokens + "sd-transforms.tokens.json")
        // sd-transforms.test.ts: --sdDimensionSm: 8px … --sdDimensionXl: 64px (4px × 2 each step).
        for (id, value) in [("dimension.xs", 4.0), ("dimension.sm", 8), ("dimension.md", 16), ("dimension.lg", 32), ("dimension.xl", 64)] {
            #expect(tokens[id]?.value == .dimension(DimensionValue(value, .px)), "\(id)")
        }
        #expect(tokens["spacing.sm"]?.value == .dimension(DimensionValue(8, .px)))
        #expect(tokens["spacing.xl"]?.value == .dimension(DimensionValue(64, .px)))
        #expect(tokens["opacity"]?.value == .number(0.25))
        // --sdColorsBlueAlpha: rgba(0, 0, 255, 0.5); red 400/600: #f67474 and #dd5b5b.
        #expect(color(tokens["colors.blue-alpha"])?.alpha == 0.5)
        #expect(hex(tokens["colors.blue-alpha"]) == "#0000ff")
        #expect(hex(tokens["colors.red.400"]) == "#f67474")
        #expect(hex(tokens["colors.red.600"]) == "#dd5b5b")
        // Line heights 1.1 and 1.4; letter spacing 1.5em and -0.05em; weights 600, 700, 400.
        #expect(tokens["lineHeights.heading"]?.value == .number(1.1))
        #expect(tokens["lineHeights.body"]?.value == .number(1.4))
        #expect(tokens["letterSpacing.increased"]?.value == .dimension(DimensionValue(1.5, .em)))
        #expect(tokens["letterSpacing.decreased"]?.value == .dimension(DimensionValue(-0.05, .em)))
        #expect(tokens["fontWeights.headingRegular"]?.value == .fontWeight(600))
        #expect(tokens["fontWeights.headingBold"]?.value == .fontWeight(700))
        #expect(tokens["fontWeights.bodyRegular"]?.value == .fontWeight(400))
        #expect(tokens["fontSizes.h6"]?.value == .dimension(DimensionValue(16, .px)))
        // --sdHeading6: 700 16px/1 Arial; --sdShadow: inset 0 4px 10px 0 rgba(0,0,0,0.4); --sdBorder: 5px solid #000000.
        guard case .typography(let heading)? = tokens["heading-6"]?.value,
            case .shadow(let shadow)? = tokens["shadow"]?.value, case .border(let border)? = tokens["border"]?.value
        else {
            Issue.record("heading-6, shadow or border did not resolve")
            return
        }
        #expect(heading.fontWeight == 700 && heading.fontSize == DimensionValue(16, .px) && heading.lineHeight == 1)
        #expect(heading.fontFamily == ["Arial Black", "Suisse Int'l", "sans-serif"])
        #expect(shadow.count == 1 && shadow[0].inset && shadow[0].offsetY == DimensionValue(4, .px))
        #expect(shadow[0].blur == DimensionValue(10, .px) && shadow[0].color.alpha == 0.4)
        #expect(border.width == DimensionValue(5, .px) && border.style == .keyword("solid"))
        #expect(hex(tokens["usesColor"]) == "#ff00ff")
        // --sdColorsGradient: linear-gradient(180deg, #000000 0%, rgba(0, 0, 0, 0) 45%).
        guard case .gradient(let gradient)? = tokens["colors.gradient"]?.value else {
            Issue.record("colors.gradient did not resolve to a gradient")
            return
        }
        #expect(gradient.map(\.color.srgbHex) == ["#000000", "#000000"])
        #expect(gradient.map(\.color.alpha) == [1, 0])
        #expect(gradient.map(\.position) == [0, 0.45])
    }

    @Test func colorModifierGoldenValues() throws {
        let tokens = try resolved(sdTokens + "color-modifier-references.tokens.json")
        // color-modifier-references.test.ts: --sdColor: #ffffff4d; --sdColor2: #0000004d (the modifier is a reference
        // to a token holding it); --sdColor3: #a1bbee; --sdColor4 and 5: #759ae6; --sdColor6: #3b64b3.
        #expect(hex(tokens["color"]) == "#ffffff" && color(tokens["color"])?.alpha == 77.0 / 255)
        #expect(hex(tokens["color2"]) == "#000000" && color(tokens["color2"])?.alpha == 77.0 / 255)
        #expect(hex(tokens["color3"]) == "#a1bbee")
        #expect(hex(tokens["color4"]) == "#759ae6")
        #expect(hex(tokens["color5"]) == "#759ae6")
        #expect(hex(tokens["color6"]) == "#3b64b3")
        // By hand: ({treshhold} + 6 * {increment}) = 0.5 + 0.24 = 0.74, so color7 is color6's mix;
        // color8 sets alpha 0.74 → 189/255; color9 lightens #202D3B by 0.74 in srgb:
        // 32/255 + 0.74 × 223/255 → 197 = c5, 45 → 200 = c8, 59 → 204 = cc; color10 darkens white: 0.26 × 255 = 66.3 → 42.
        #expect(hex(tokens["color7"]) == "#3b64b3")
        #expect(hex(tokens["color8"]) == "#202d3b" && color(tokens["color8"])?.alpha == 189.0 / 255)
        #expect(hex(tokens["color9"]) == "#c5c8cc")
        #expect(hex(tokens["color10"]) == "#424242")

        // swift-UI-color.test.ts: color.error is UIColor(red: 0.125, …): #f00 darkened 0.75 then 0.5 in hsl.
        // (Its color.danger prints 0.251 because that test formats every modifier as hex, 64/255; the token itself
        // names no format, so Tessera keeps hsl(0 100% 12.5%), which is red 0.25.)
        let swiftUI = try resolved(sdTokens + "swift-UI-colors.tokens.json")
        let danger = try #require(color(swiftUI["color.danger"]))
        #expect(danger.colorSpace == .hsl && danger.numericTriple == SIMD3(0, 100, 12.5))
        let error = try #require(color(swiftUI["color.error"])?.converted(to: .srgb).numericTriple)
        #expect(abs(error.x - 0.125) < 1e-9 && abs(error.y) < 1e-9 && abs(error.z) < 1e-9)
    }

    @Test func compositionsExpandIntoTokens() throws {
        let tokens = try resolved(sdTokens + "expand-composition.tokens.json")
        // composition.header: fontFamily {composition.fontFamily} = Roboto, fontSize 96, fontWeight Bold = 700,
        // lineHeight 125% = 1.25, letterSpacing 125% = 1.25em (expand-composition.test.ts expands it the same way).
        #expect(tokens["composition.header.fontFamily"]?.value == .fontFamily(["Roboto"]))
        #expect(tokens["composition.header.fontSize"]?.value == .dimension(DimensionValue(96, .px)))
        #expect(tokens["composition.header.fontWeight"]?.value == .fontWeight(700))
        #expect(tokens["composition.header.lineHeight"]?.value == .number(1.25))
        #expect(tokens["composition.header.letterSpacing"]?.value == .dimension(DimensionValue(1.25, .em)))
        #expect(tokens["composition.header"] == nil)
    }

    @Test func mathInCompositeValues() throws {
        let tokens = try resolved(sdTokens + "math-in-complex-values.tokens.json")
        // math-in-complex-values.test.ts: fontSize 16 * 1.5 = 24px, lineHeight 0.75 * 1.5 = 1.125,
        // border width 24px with rgba(#FFFF00, 0.5); shadows y "3 + 1" = 4, blur "100 / 10" = 10, "5 - 1" = 4, "1 * 10" = 10.
        guard case .typography(let typo)? = tokens["typo"]?.value, case .border(let border)? = tokens["border"]?.value,
            case .shadow(let single)? = tokens["shadow.single"]?.value, case .shadow(let double)? = tokens["shadow.double"]?.value
        else {
            Issue.record("a composite did not resolve")
            return
        }
        #expect(typo.fontSize == DimensionValue(24, .px) && typo.lineHeight == 1.125 && typo.fontWeight == 400)
        #expect(border.width == DimensionValue(24, .px) && border.color.alpha == 0.5 && border.color.numericTriple == SIMD3(1, 1, 0))
        #expect(single[0].offsetY == DimensionValue(4, .px) && single[0].blur == DimensionValue(10, .px) && single[0].inset)
        #expect(double.map(\.offsetY) == [DimensionValue(4, .px), DimensionValue(4, .px)])
        #expect(double.map(\.blur) == [DimensionValue(10, .px), DimensionValue(10, .px)])
        #expect(double[1].color.alpha == 0.2 && double[1].color.numericTriple == SIMD3(1, 1, 1))
    }

    @Test func designsystemetMathPerSize() throws {
        let (project, _) = try StudioCorpus.all[0].load()
        func tokens(_ size: String) throws -> [String: ResolvedToken] {
            let input = try #require(project.validateInput(["Size": size]))
            return Dictionary(project.resolve(input).tokens.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        }
        // _size.unit = {_size.step} / {_size.base} * {_size.mode-font-size}, rounded to 4 decimals as Tokens Studio does:
        // small 4 / 18 × 16 = 3.5556, medium 4 / 18 × 18 = 4, large 4 / 18 × 21 = 4.6667.
        // _size.3 = floor(unit × 3): 10, 12, 14; _size.30 = floor(unit × 30): 106, 120, 140
        // (140.001 from the rounded unit; the unrounded 139.99998 would floor to 139).
        for (size, unit, three, thirty) in [("small", 3.5556, 10.0, 106.0), ("medium", 4, 12, 120), ("large", 4.6667, 14, 140)] {
            let values = try tokens(size)
            #expect(values["_size.unit"]?.value == .number(unit), "\(size)")
            #expect(values["_size.3"]?.value == .dimension(DimensionValue(three, .px)), "\(size)")
            #expect(values["_size.30"]?.value == .dimension(DimensionValue(thirty, .px)), "\(size)")
        }
        // border-radius.1…4 = min(base × 0.5, scale), min(base, scale × 2), min(base × 2, scale × 5), min(base × 3, scale × 7)
        // with base = scale = 4: 2, 4, 8, 12.
        let medium = try tokens("medium")
        for (index, radius) in [2.0, 4, 8, 12].enumerated() {
            #expect(medium["border-radius.\(index + 1)"]?.value == .dimension(DimensionValue(radius, .px)))
        }
        // Letter spacing "-1%" is -0.01em; line height "130%" is 1.3; opacity "30%" is 0.3.
        #expect(medium["letter-spacing.1"]?.value == .dimension(DimensionValue(-0.01, .em)))
        #expect(medium["line-height.sm"]?.value == .number(1.3))
        #expect(medium["opacity.30"]?.value == .number(0.3))
    }

    @Test func designsystemetColorSchemesDiffer() throws {
        let (project, _) = try StudioCorpus.all[0].load()
        func accent(_ scheme: String, _ color: String) throws -> String? {
            let input = try #require(project.validateInput(["Color scheme": scheme, "Color": color]))
            let tokens = project.resolve(input).tokens
            return hex(tokens.first { $0.id == "background-default" })
        }
        // background-default → {color.<color>.background-default} → {color.<color>.1} → {designsystemet.<color>.1}:
        // the first step of each scale in primitives/modes/color-scheme/{light,dark}/designsystemet.json.
        #expect(try accent("Light", "accent") == "#ffffff")
        #expect(try accent("Light", "danger") == "#ffffff")
        #expect(try accent("Dark", "accent") == "#0c1927")
        #expect(try accent("Dark", "danger") == "#2a100e")
    }

    @Test func compoundThemesResolveWithTheIOSSets() throws {
        let (project, _) = try #require(StudioCorpus.all.first { $0.name == "compound" }).load()
        #expect(project.modifiers.map(\.contextNames) == [["Light", "Dark", "Light HC", "Dark HC"]])
        // Global (cross-platform) and iOS are always on, theme-semantics is in every color theme;
        // Android and Web are left for hints only.
        let base = project.steps.compactMap { step -> String? in
            if case .set(let name, _) = step { return name }
            return nil
        }
        #expect(base == ["cross-platform", "platform-ios", "theme-semantics"])
        var primaryText: [String: String] = [:]
        var actionStart: [String: String] = [:]
        for input in project.permutations() {
            let tokens = Dictionary(project.resolve(input).tokens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let theme = input.selections[0].context
            // color.text.primary is {color.gray.1400} of the theme's own set.
            primaryText[theme] = hex(tokens["color.text.primary"])
            #expect(tokens["font.family.sans"]?.value == .fontFamily(["SF Pro"]), "\(theme)")
            #expect(tokens["space.2x"]?.value == .dimension(DimensionValue(8, .px)), "\(theme)")
            // 496 tokens and the four gradients (subtle, info, critical and the theme's own action).
            #expect(tokens.count == 500, "\(theme)")
            if case .gradient(let action)? = tokens["color.gradient.action.linear"]?.value {
                actionStart[theme] = action.first?.color.srgbHex
                #expect(action.map(\.position) == [0, 0.33, 0.66, 1], "\(theme)")
            }
            for id in ["color.gradient.subtle.linear", "color.gradient.info.linear", "color.gradient.critical.linear"] {
                guard case .gradient(let stops)? = tokens[id]?.value else {
                    Issue.record("\(id) is not a gradient in \(theme)")
                    continue
                }
                #expect(stops.first?.position == 0 && stops.last?.position == 1, "\(id)")
                #expect(tokens[id]?.extensions?.objectValue?["com.tessera.gradient"]?.objectValue?["angle"]?.numberValue?.value == 180)
            }
        }
        #expect(primaryText == ["Light": "#1b1d22", "Dark": "#ebeef2", "Light HC": "#1a1c21", "Dark HC": "#f2f5f7"])
        // The action gradient starts at {color.gradient.action.stop1} of the theme's own semantics set:
        // {color.green.500} in Light, {color.green.1100} in Dark, each from theme-light/theme-dark.json.
        #expect(actionStart["Light"] == "#98e1c1")
        #expect(actionStart["Dark"] == "#1fc090")
        #expect(actionStart.count == 4)
    }

    @Test func lionThemesPickTheirSets() throws {
        let (project, _) = try StudioCorpus.all[1].load()
        #expect(project.modifiers.map(\.contextNames) == [["Casual", "Business"], ["Green", "Blue", "Purple"]])
        // The sets every theme uses (as source) are the base, in file order since $metadata.json is stale.
        let base = project.steps.compactMap { step -> String? in
            if case .set(let name, _) = step { return name }
            return nil
        }
        #expect(base == ["component/button", "primitive/colors", "primitive/radii", "semantic/typography"])
        var backgrounds: Set<String> = []
        for input in project.permutations() {
            let tokens = project.resolve(input).tokens
            if let value = hex(tokens.first { $0.id == "button.bg.color" }) { backgrounds.insert(value) }
        }
        // Three color themes give three button backgrounds.
        #expect(backgrounds.count == 3)
    }
}

// MARK: Helpers

private func resolved(_ path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [String: ResolvedToken] {
    let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
    let project = try #require(
        TokenProject.load(paths: [StudioCorpus.root + "/" + path], diagnostics: diagnostics), sourceLocation: sourceLocation)
    let tokens = project.resolve(try #require(project.permutations().first)).tokens
    return Dictionary(tokens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
}

private func color(_ token: ResolvedToken?) -> ColorValue? {
    if case .color(let value)? = token?.value { return value }
    return nil
}

/// The sRGB hex of a color token, rounded as a hex string stores it.
private func hex(_ token: ResolvedToken?) -> String? {
    color(token).map { ColorModifier.quantized($0.converted(to: .srgb)).srgbHex }
}
