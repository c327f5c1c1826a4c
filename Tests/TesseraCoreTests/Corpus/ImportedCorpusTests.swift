import Foundation
import Testing
import TesseraTestSupport
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

// The corpora read through the importers (figma-export, style-dictionary, and redhat's
// DTCG-style YAML, whose `attributes` members are Style Dictionary 4's): each loads through the right reader, every permutation
// resolves, every diagnostic is a listed defect of the data, and hand-checked values.

fileprivate typealias CE = CorpusExpectedDiagnostic

extension CorpusEntry {
    static let imported: [CorpusEntry] = [
        figmaExport, styleDictionaryIntegration, styleDictionaryMultiBrand, styleDictionaryDeprecation,
        styleDictionaryBasic, redhat,
    ]

    // MARK: Figma variables export

    static let figmaDirectory = "figma-export/tokens"
    static let figmaBrutal = "figma-export/tokens/Primitives — Completed.Brutal Theme.json"
    static let figmaModern = "figma-export/tokens/Primitives — Completed.Modern Theme.json"
    static let figmaInteractions = "figma-export/tokens/Product interactions — Completed.Default.json"
    static let hexReason = "a color written as a hex string; DTCG 2025.10 writes colors as objects"

    /// Primitives (Brutal Theme, Modern Theme) × Tokens (Dark, Light); Product interactions is one set.
    static let figmaExport = CorpusEntry(
        name: "figma-export", path: figmaDirectory, modifiers: ["Primitives — Completed", "Tokens — Completed"],
        permutationCount: 4, tokenCount: 54,
        expected: [
            CE(severity: .warning, code: .legacyValue, file: figmaBrutal, lines: nil, subject: .tokensUnder("color"), count: 11, reason: hexReason),
            CE(severity: .warning, code: .legacyValue, file: figmaModern, lines: nil, subject: .tokensUnder("color"), count: 11, reason: hexReason),
        ]
            + CE.each(
                .warning, .nonStandardType, figmaInteractions, tokens: ["Is available"],
                "Figma's boolean type is not a DTCG 2025.10 type; said once for both tokens so typed (Has cart too)")
            + CE.each(
                .warning, .nonStandardType, figmaInteractions, tokens: ["Cart button text"],
                "Figma's string type is not a DTCG 2025.10 type"))

    // MARK: Style Dictionary

    static let sdIntegration = "style-dictionary/__integration__/tokens"
    static let sdMultiBrand = "style-dictionary/examples/advanced/multi-brand-multi-platform/tokens"
    static let sdDeprecation = "style-dictionary/examples/advanced/tokens-deprecation"
    static let sdBasic = "style-dictionary/examples/basic/tokens"

    /// One set; 12 shades × 11 palettes of hex strings in color/core.json, Style Dictionary's own
    /// form, read quietly.
    static let styleDictionaryIntegration = CorpusEntry(
        name: "style-dictionary __integration__", path: sdIntegration, modifiers: [], permutationCount: 1, tokenCount: 152,
        expected: [("size/_padding.json", "size.padding", 4), ("size/padding.json", "size.padding", 4), ("size/font.json", "size.font", 4), ("size/border.json", "size.border", 1)].map {
            CE(severity: .warning, code: .legacyValue, file: sdIntegration + "/" + $0.0, lines: nil, subject: .tokensUnder($0.1), count: $0.2, reason: remReason)
        })

    /// brands (brand-1…3) × platforms (android, ios, web), read from the folders.
    static let styleDictionaryMultiBrand = CorpusEntry(
        name: "style-dictionary multi-brand-multi-platform", path: sdMultiBrand, modifiers: ["brands", "platforms"],
        permutationCount: 9, tokenCount: 27,
        expected: [
            CE(severity: .warning, code: .legacyValue, file: sdMultiBrand + "/globals/size/font.json", lines: nil, subject: .tokensUnder("size.font"), count: 3, reason: remReason)
        ])

    /// The folder with its config.json, which is skipped with a note: its `ios` platform's group
    /// runs size/remToPt, so the unitless font sizes are rem, as its output makes them, and quietly.
    static let styleDictionaryDeprecation = CorpusEntry(
        name: "style-dictionary tokens-deprecation", path: sdDeprecation, modifiers: [], permutationCount: 1, tokenCount: 13,
        expected: [
            .at(.note, .styleDictionaryConfiguration, sdDeprecation + "/config.json", 13, nil,
                "config.json configures Style Dictionary's platforms and holds no tokens; its ios group reads unitless sizes as rem"),
        ])

    static let remReason = "unitless sizes, which Style Dictionary's size/rem transform reads as rem: the assumed unit is said at each"

    /// Written with $value/$type (Style Dictionary 4's DTCG mode) but with Style Dictionary's
    /// "fontSize" type, so it is read by the Style Dictionary importer, which maps fontSize to
    /// dimension: every token resolves. Its hex colors, `"16px"` sizes and font stacks are Style
    /// Dictionary's own forms, read quietly; what is left are members DTCG 2025.10 requires.
    static let styleDictionaryBasic = CorpusEntry(
        name: "style-dictionary basic", path: sdBasic, modifiers: [], permutationCount: 1, tokenCount: 54,
        expected: [
            .at(.warning, .missingSubValue, sdBasic + "/object-values.json", 96, "shadows.sm", "a shadow without \"spread\", which DTCG 2025.10 requires"),
            .at(.warning, .missingSubValue, sdBasic + "/object-values.json", 104, "shadows.lg", "a shadow without \"spread\", which DTCG 2025.10 requires"),
            .at(.warning, .missingSubValue, sdBasic + "/text.json", 45, "text.typography.heading", "a typography without \"letterSpacing\", which DTCG 2025.10 requires"),
            .at(.warning, .missingSubValue, sdBasic + "/text.json", 53, "text.typography.body", "a typography without \"letterSpacing\", which DTCG 2025.10 requires"),
            .at(.warning, .filesRedefineTokens, sdBasic + "/text.json", 44, "text.typography.heading",
                "text.json gives text.typography.heading and .body other values than object-values.json, in one merged set; Style Dictionary reports the collision too"),
        ])

    // MARK: Red Hat (DTCG-style YAML)

    static let redhatDirectory = "redhat/tokens"
    static func rh(_ file: String) -> String { "redhat/tokens/" + file }
    static func grouped(_ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ file: String, _ group: String, _ count: Int, _ reason: String) -> CorpusExpectedDiagnostic {
        CorpusExpectedDiagnostic(severity: severity, code: code, file: rh(file), lines: nil, subject: .tokensUnder(group), count: count, reason: reason)
    }

    static let pairReason =
        "a \"_\" token holds [on-light, on-dark] aliases, Red Hat's responsive color that only its own transform reads: left out (rule 1)"

    /// DTCG-style YAML whose tokens carry Style Dictionary's `attributes` beside `$value`, so it is
    /// read as Style Dictionary 4 (its values are those a DTCG reading gives): one set of 318
    /// resolvable tokens (the 11 opacities are percentages as text, read as strings).
    static let redhat = CorpusEntry(
        name: "redhat", path: redhatDirectory, modifiers: [], permutationCount: 1, tokenCount: 318,
        unresolvable: ["media.", "color.surface.dark-alt", "color.accent.base._", "color.text.primary._"],
        expected: [
            // Untyped values are typed from their text, said once per type (Style Dictionary's types are optional).
            grouped(.warning, .inferredType, "opacity.yml", "opacity", 1, "opacity tokens have no $type; a percentage (\"10%\") is no DTCG number, so it is read as text, said once for all 11"),
            .at(.warning, .unknownTypeKeptPlain, rh("media.yml"), 2, "media", "\"mediaQuery\" names no type; the media queries are read as written"),
            grouped(.warning, .missingType, "media.yml", "media", 6, "a media query object ({min-width}) has no shape an app can use: left out (rule 1)"),
            .at(.warning, .invalidValue, rh("color/surface.yaml"), 32, "color.surface.dark-alt", "CSS relative color syntax, oklch(from …), that only a browser can compute: left out (rule 1)"),
            grouped(.warning, .invalidValue, "color/surface.yaml", "color.surface", 8, pairReason),
            grouped(.warning, .invalidValue, "color/accent.yml", "color.accent", 2, pairReason),
            grouped(.warning, .invalidValue, "color/border.yml", "color.border", 10, pairReason),
            grouped(.warning, .invalidValue, "color/brand.yml", "color.brand", 1, pairReason),
            grouped(.warning, .invalidValue, "color/icon.yml", "color.icon", 9, pairReason),
            grouped(.warning, .invalidValue, "color/interactive.yaml", "color.interactive", 16, pairReason),
            grouped(.warning, .invalidValue, "color/status.yaml", "color.status", 7, pairReason),
            grouped(.warning, .invalidValue, "color/text.yaml", "color.text", 3, pairReason),
            .at(.warning, .inferredType, rh("border.yml"), 37, "border.radius.sharp", "no $type; \"0.0px\" shows a dimension, said once for the dimensions"),
            grouped(.warning, .inferredType, "font/line-height.yml", "line-height", 1, "no $type; the plain numbers show a number, said once for all 3"),
        ])
}

@Suite("Corpora read through the importers", .needsSharedCorpora)
struct ImportedCorpusTests {
    @Test("every permutation resolves; every diagnostic is a listed defect of the data", arguments: CorpusEntry.imported)
    func resolvesEveryPermutation(_ entry: CorpusEntry) throws {
        let run = try runCorpus(entry)
        let project = run.loaded.project
        #expect(project.modifiers.map(\.name) == entry.modifiers)
        #expect(run.permutations.count == entry.permutationCount)
        for (input, count, ids) in run.tokenCounts {
            #expect(count == entry.expectedTokenCount(for: input), "\(input)")
            for missing in entry.unresolvable {
                let present = missing.hasSuffix(".") ? ids.contains { $0.hasPrefix(missing) } : ids.contains(missing)
                #expect(!present, "\(input): \(missing) resolved although its data is defective")
            }
        }
        checkDiagnostics(run.loaded.diagnostics.diagnostics, against: entry.expected, includingKnownBugs: true)
        #expect(run.loaded.diagnostics.hasErrors == entry.expected.contains { $0.severity == .error })
    }

    @Test func figmaExportGoldens() throws {
        let corpus = try LoadedCorpus.load(CorpusEntry.figmaDirectory)
        let modifiers = corpus.project.modifiers
        #expect(modifiers.map(\.defaultContext) == ["Brutal Theme", "Light"])
        #expect(modifiers.map(\.contextNames) == [["Brutal Theme", "Modern Theme"], ["Dark", "Light"]])
        let modernLight = try corpus.resolve(["Primitives — Completed": "Modern Theme", "Tokens — Completed": "Light"])
        // text-secondary → {color.gray.600} → Modern "#7c7c7c" (124/255).
        let gray600: Double = 124.0 / 255
        #expect(srgb(modernLight["text.text-secondary"]?.value) == [gray600, gray600, gray600])
        #expect(modernLight["radius.radius-full"]?.value == .number(360))
        #expect(modernLight["spacing.spacing-2xl"]?.value == .number(104))
        #expect(modernLight["Amount available"]?.value == .number(4))
        #expect(modernLight["Is available"]?.value == .boolean(true))
        #expect(modernLight["Cart button text"]?.value == .string("Available"))
        let brutalDark = try corpus.resolve(["Primitives — Completed": "Brutal Theme", "Tokens — Completed": "Dark"])
        // surface-secodary → {color.gray.400} → Brutal "#b874ff"; Light aliases gray.800 instead.
        let purple400: [Double] = [184.0 / 255, 116.0 / 255, 1]
        #expect(srgb(brutalDark["surface.surface-secodary"]?.value) == purple400)
        #expect(brutalDark["radius.radius-full"]?.value == .number(0))
        #expect(brutalDark["surface.surface-secodary"]?.extensions?.objectValue?["com.figma"]?.objectValue?["scopes"]?.arrayValue?.count == 1)
    }
    @Test func styleDictionaryGoldens() throws {
        let integration = try LoadedCorpus.load(CorpusEntry.sdIntegration).resolve([:])
        // disabled → {color.background.tertiary} → {color.core.neutral.200} = #dee1e1.
        let neutral200: [Double] = [222.0 / 255, 225.0 / 255, 225.0 / 255]
        #expect(srgb(integration["color.background.disabled"]?.value) == neutral200)
        let aqua700: [Double] = [11.0 / 255, 133.0 / 255, 153.0 / 255]
        #expect(srgb(integration["color.brand.primary"]?.value) == aqua700)
        // Unitless sizes are rem, as Style Dictionary's size/rem transform reads them.
        #expect(integration["size.padding.small"]?.value == .dimension(DimensionValue(0.5, .rem)))
        #expect(integration["size.font.xl"]?.value == .dimension(DimensionValue(2.25, .rem)))

        let multiBrand = try LoadedCorpus.load(CorpusEntry.sdMultiBrand)
        let brand2Web = try multiBrand.resolve(["brands": "brand-2", "platforms": "web"])
        // color.font.primary → {color.primary} → {color.brand.primary} = brand-2's #1DA1F2.
        let twitterBlue: [Double] = [29.0 / 255, 161.0 / 255, 242.0 / 255]
        #expect(srgb(brand2Web["color.font.primary"]?.value) == twitterBlue)
        #expect(brand2Web["button.height"]?.value == .dimension(DimensionValue(40, .px)))
        #expect(brand2Web["font.family.base"]?.value == .fontFamily(["Tahoma", "Arial", "Helvetica Neue", "sans"]))
        #expect(brand2Web["size.font.base"]?.value == .dimension(DimensionValue(1, .rem)))
        #expect(brand2Web["size.font.small"]?.description == "the small size of the font")
        let brand1IOS = try multiBrand.resolve(["brands": "brand-1", "platforms": "ios"])
        #expect(brand1IOS["font.family.base"]?.value == .fontFamily(["San Francisco"]))
        #expect(brand1IOS["button.height"]?.value == .dimension(DimensionValue(50, .px)))
        let facebookBlue: [Double] = [59.0 / 255, 89.0 / 255, 152.0 / 255]
        #expect(srgb(brand1IOS["color.action.primary"]?.value) == facebookBlue)

        let deprecation = try LoadedCorpus.load(CorpusEntry.sdDeprecation).resolve([:])
        #expect(deprecation["color.base.red"]?.isDeprecated == true)
        #expect(deprecation["color.base.red"]?.deprecationMessage == #"replace with the "blue" color"#)
        #expect(deprecation["size.font.large"]?.deprecationMessage == #"replace with the "medium" size"#)
        #expect(deprecation["size.font.large"]?.value == .dimension(DimensionValue(2, .rem)))
        #expect(deprecation["color.font.base"]?.aliasOf == "color.base.red")

        let basic = try LoadedCorpus.load(CorpusEntry.sdBasic).resolve([:])
        // text.sizes is "$type": "fontSize" (text.json:13): heading → {dimensions.7} = "28px".
        #expect(basic["text.sizes.heading"]?.value == .dimension(DimensionValue(28, .px)))
        #expect(basic["text.sizes.heading"]?.type == .dimension)
        #expect(basic["text.sizes.body"]?.value == .dimension(DimensionValue(16, .px)))
        // typography.heading: sans "Open Sans, sans-serif", extra-bold 800, size 28px, lineHeights.large 1.8.
        guard case .typography(let heading)? = basic["text.typography.heading"]?.value else {
            throw Failure("text.typography.heading is not a typography")
        }
        #expect(heading.fontFamily == ["Open Sans", "sans-serif"])
        #expect(heading.fontWeight == 800)
        #expect(heading.fontSize == DimensionValue(28, .px))
        #expect(heading.lineHeight == 1.8)
    }

    @Test func redhatGoldens() throws {
        let tokens = try LoadedCorpus.load(CorpusEntry.redhatDirectory).resolve([:])
        // on-light → {color.blue.50} = #0066CC.
        let blue50: [Double] = [0, 102.0 / 255, 204.0 / 255]
        #expect(srgb(tokens["color.accent.base.on-light"]?.value) == blue50)
        guard case .shadow(let layers)? = tokens["box-shadow.lg"]?.value, let layer = layers.first else {
            throw Failure("box-shadow.lg is not a shadow")
        }
        // blur {length.md} = 8px; color rgba(21, 21, 21, 0.3).
        #expect(layer.blur == DimensionValue(8, .px))
        corpusExpectClose(layer.color.alpha, 0.3, "box-shadow.lg alpha")
    }
}
