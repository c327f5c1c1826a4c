import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// Legacy Style Dictionary files, in memory: one behaviour per test.
@Suite struct StyleDictionaryImporterTests {
    @Test func valueTypeCommentAndValueReferences() {
        let result = resolveFiles([
            "tokens/color.json": """
                { "color": {
                    "base": { "red": { "value": "#ff0000", "comment": "Pure red", "themeable": true } },
                    "danger": { "value": "{color.base.red.value}" },
                    "alert": { "value": "{color.danger}", "type": "color", "description": "Alerts", "comment": "old note" } } }
                """
        ])
        #expect(result.errors.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(srgb(result["color.base.red"]) == [1, 0, 0])
        #expect(result.tokens["color.base.red"]?.type == .color)  // from the CTI category
        #expect(result.tokens["color.base.red"]?.description == "Pure red")
        // Members without a DTCG meaning are kept for the tools that wrote them.
        let extras = result.tokens["color.base.red"]?.extensions?.objectValue?["org.style-dictionary"]?.objectValue
        #expect(extras?["themeable"]?.boolValue == true)
        // {a.b.value} is the alias {a.b}.
        #expect(result.tokens["color.danger"]?.aliasOf == "color.base.red")
        #expect(srgb(result["color.alert"]) == [1, 0, 0])
        #expect(result.tokens["color.alert"]?.description == "Alerts")
        let alertExtras = result.tokens["color.alert"]?.extensions?.objectValue?["org.style-dictionary"]?.objectValue
        #expect(alertExtras?["comment"]?.stringValue == "old note")
        // The Style Dictionary shape is this format's norm, not a defect: no TS0214.
        #expect(result.all(.legacyTokenShape).isEmpty)
    }

    @Test func groupCommentsAreDescriptionsAndOtherPlainMembersExtensions() throws {
        let files = InMemoryFileSystem(files: [
            "t.json": ##"{ "color": { "comment": "Brand colors", "owner": "design", "red": { "value": "#ff0000" } } }"##
        ])
        let diagnostics = DiagnosticEngine()
        let project = try #require(TokenProject.load(paths: ["t.json"], diagnostics: diagnostics, fileSystem: files))
        guard case .set(_, let sources) = project.steps.first, let color = sources.first?.tree["color"]?.objectValue else {
            throw Failure("no color group")
        }
        #expect(color["$description"]?.stringValue == "Brand colors")
        #expect(color["$extensions"]?.objectValue?["org.style-dictionary"]?.objectValue?["owner"]?.stringValue == "design")
        #expect(project.resolve(project.permutations()[0]).tokens.map(\.id) == ["color.red"])
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
    }

    @Test func unitlessSizesAreRemAndTimesMilliseconds() {
        let result = resolveFiles([
            "tokens/size.json": """
                { "size": { "font": { "small": { "value": "0.75" }, "base": { "value": 1 } },
                            "padding": { "value": 8, "type": "spacing" }, "none": { "value": 0 } },
                  "time": { "fast": { "value": 150 } },
                  "font": { "family": { "body": { "value": "Inter" } }, "weight": { "bold": { "value": 700 } } },
                  "opacity": { "half": { "value": 0.5, "type": "opacity" } } }
                """
        ], format: .styleDictionary)  // `spacing` and `opacity` are Tokens Studio type names: detection would pick it
        #expect(result.errors.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result["size.font.small"] == .dimension(DimensionValue(0.75, .rem)))
        #expect(result["size.font.base"] == .dimension(DimensionValue(1, .rem)))
        #expect(result["size.padding"] == .dimension(DimensionValue(8, .rem)))
        #expect(result["time.fast"] == .duration(DurationValue(150, .ms)))
        #expect(result["font.family.body"] == .fontFamily(["Inter"]))
        #expect(result["font.weight.bold"] == .fontWeight(700))
        #expect(result["opacity.half"] == .number(0.5))
        #expect(result["size.none"] == .dimension(DimensionValue(0, .rem)))
        // The units are Style Dictionary's assumption, so each says so at its number; zero is zero in any unit.
        #expect(result.all(.legacyValue).map(\.message) == [
            "size.font.small: the bare number 0.75 is read as 0.75rem, as Style Dictionary's size/rem transform reads it",
            "size.font.base: the bare number 1 is read as 1rem, as Style Dictionary's size/rem transform reads it",
            "size.padding: the bare number 8 is read as 8rem, as Style Dictionary's size/rem transform reads it",
            "time.fast: the bare number 150 is read as 150ms, as Style Dictionary's time transforms read it",
        ])
    }

    /// Style Dictionary writes values as CSS text by design: a hex color, `"16px"`, a font stack, a CSS
    /// shadow, `"700"` are its own forms, read exactly and quietly, where a DTCG file is told each is an
    /// older draft's (TS0407). A choice made in reading is said in both: a weight name read as a number,
    /// a gradient's direction that has no place in the stops. A `string` type labels text on purpose.
    @Test func styleDictionarysOwnFormsAreReadQuietly() {
        let tokens = """
            { "color": { "brand": { "$type": "color", "$value": "#3366cc" } },
              "size": { "gap": { "$type": "dimension", "$value": "16px" } },
              "font": { "stack": { "$type": "fontFamily", "$value": "Inter, sans-serif" },
                        "bold": { "$type": "fontWeight", "$value": "700" },
                        "semi": { "$type": "fontWeight", "$value": "SemiBold" } },
              "shadow": { "card": { "$type": "shadow", "$value": "0 1px 2px #000000" } },
              "gradient": { "hero": { "$type": "gradient", "$value": "linear-gradient(90deg, #ff0000 0%, #0000ff 100%)" } },
              "ease": { "out": { "$type": "cubicBezier", "$value": "ease-out" } },
              "layout": { "align": { "$type": "string", "$value": "center" } } }
            """
        let styleDictionary = resolveFiles(["tokens.json": tokens], format: .styleDictionary)
        let dtcg = resolveFiles(["tokens.json": tokens], format: .dtcg)
        #expect(styleDictionary.errors.isEmpty && dtcg.errors.isEmpty, "\(styleDictionary.diagnostics.map(\.message))")
        // The same values either way.
        for id in ["color.brand", "size.gap", "font.stack", "font.bold", "shadow.card", "gradient.hero", "ease.out", "layout.align"] {
            #expect(styleDictionary[id] != nil && styleDictionary[id] == dtcg[id], "\(id)")
        }
        #expect(Set(styleDictionary.all(.legacyValue).compactMap(\.tokenPath)) == ["font.semi", "gradient.hero"])
        #expect(Set(dtcg.all(.legacyValue).compactMap(\.tokenPath)) == [
            "color.brand", "size.gap", "font.stack", "font.bold", "font.semi", "shadow.card", "gradient.hero", "ease.out",
        ])
        // A `string` label is Style Dictionary's own too (Figma's, in a DTCG file: TS0211).
        #expect(styleDictionary.all(.nonStandardType).isEmpty)
        #expect(dtcg.all(.nonStandardType).map(\.tokenPath) == ["layout.align"])
        // Strict mode refuses the forms whatever wrote them.
        #expect(!resolveFiles(["tokens.json": tokens], strict: true, format: .styleDictionary).errors.isEmpty)
    }

    /// A type is optional in Style Dictionary: untyped values typed from their text are said once per
    /// type (TS0210), where a DTCG file, which requires the type, hears it at every token.
    @Test func untypedValuesAreSaidOncePerTypeInStyleDictionary() {
        let tokens = ##"{ "brand": { "a": { "$value": "#ff0000" }, "b": { "$value": "#00ff00" }, "gap": { "$value": "4px" }, "pad": { "$value": "8px" } } }"##
        let styleDictionary = resolveFiles(["tokens.json": tokens], format: .styleDictionary)
        let dtcg = resolveFiles(["tokens.json": tokens], format: .dtcg)
        #expect(styleDictionary["brand.b"] != nil && styleDictionary["brand.b"] == dtcg["brand.b"])
        #expect(styleDictionary.all(.inferredType).map(\.tokenPath) == ["brand.a", "brand.gap"])
        #expect(Set(dtcg.all(.inferredType).compactMap(\.tokenPath)) == ["brand.a", "brand.b", "brand.gap", "brand.pad"])
    }

    /// Style Dictionary 4 chooses its transforms by type alone (`isDimension`: `$type === "dimension"`), not by
    /// CTI category as 3 did; a file in its DTCG syntax (`$value`, which only 4 reads) is such a project's.
    /// bullhorn's `"size": {"border": {"radius": {"circle": {"$value": 99999}}}}` builds to `99999` in its CSS,
    /// not `99999rem`: an untyped `$value` is typed from its shape, whatever its path. A written type still
    /// picks the transform, a `value` file keeps Style Dictionary 3's category reading, and a category no
    /// unit hangs on (`font.family`) still types text no transform changes.
    @Test func aDollarValueFileTakesNoTypeFromItsCategory() {
        let result = resolveFiles([
            "tokens/size.json": """
                { "size": { "radius": { "circle": { "$value": 99999 }, "none": { "$value": 0 }, "sm": { "$value": "4px" },
                                        "typed": { "$value": 8, "$type": "dimension" } } },
                  "time": { "fast": { "$value": 150 } },
                  "color": { "white": { "$value": "#ffffff" }, "bg": { "$value": "{color.white}", "darkValue": "#000000" } },
                  "font": { "family": { "brand": { "$value": "Stuart" } } } }
                """
        ], format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result["size.radius.circle"] == .number(99999))
        #expect(result["size.radius.none"] == .number(0))
        #expect(result["time.fast"] == .number(150))
        #expect(result["size.radius.sm"] == .dimension(DimensionValue(4, .px)))
        #expect(result["size.radius.typed"] == .dimension(DimensionValue(8, .rem)))
        #expect(srgb(result["color.bg"]) == [1, 1, 1])
        // No transform changes a family's text: the category still says what it is.
        #expect(result["font.family.brand"] == .fontFamily(["Stuart"]))
        #expect(!result.all(.legacyValue).contains { $0.message.contains("99999") })
        let three = resolveFiles(["tokens/size.json": #"{ "size": { "radius": { "circle": { "value": 99999 } } } }"#], format: .styleDictionary)
        #expect(three["size.radius.circle"] == .dimension(DimensionValue(99999, .rem)))
    }

    /// The version a project's `package.json` depends on says which rule its `value` files follow: from
    /// version 4, Style Dictionary's size transforms choose by type alone in `value` files too, so an untyped
    /// `size.*` number passes as written (px); version 3 (or no manifest, a `value` file being version 3's
    /// syntax) chooses by the CTI category and reads it as rem. A typed `dimension` is rem in both.
    @Test func thePackageVersionSaysWhichRuleValueFilesFollow() {
        func project(_ range: String?) -> [String: String] {
            var files = [
                "sd/tokens/size.json": #"{ "size": { "font": { "base": { "value": 16 } }, "gap": { "value": 1, "type": "dimension" } }, "pad": { "value": "{size.font.base}" }, "spacing": { "inset": { "value": 8, "type": "dimension" } } }"#
            ]
            if let range {
                files["sd/package.json"] = #"{ "name": "tokens", "devDependencies": { "style-dictionary": "\#(range)" } }"#
            }
            return files
        }
        let four = resolveFiles(project("^4.3.0"), entry: "sd", format: .styleDictionary)
        #expect(four.errors.isEmpty, "\(four.errors.map(\.message))")
        #expect(four["size.font.base"] == .dimension(DimensionValue(16, .px)))
        #expect(four["pad"] == .dimension(DimensionValue(16, .px)))
        #expect(four["size.gap"] == .dimension(DimensionValue(1, .rem)))
        #expect(four["spacing.inset"] == .dimension(DimensionValue(8, .rem)))
        for three in [resolveFiles(project("~3.9.2"), entry: "sd", format: .styleDictionary), resolveFiles(project(nil), entry: "sd", format: .styleDictionary)] {
            #expect(three["size.font.base"] == .dimension(DimensionValue(16, .rem)))
            #expect(three["size.gap"] == .dimension(DimensionValue(1, .rem)))
        }
        // Version 3 chooses by category alone: a `dimension` outside `size` passes as written. Without a
        // manifest the type may be version 4's, and counts.
        #expect(resolveFiles(project("~3.9.2"), entry: "sd", format: .styleDictionary)["spacing.inset"] == .dimension(DimensionValue(8, .px)))
        #expect(resolveFiles(project(nil), entry: "sd", format: .styleDictionary)["spacing.inset"] == .dimension(DimensionValue(8, .rem)))
        // A range that names no version (`latest`) says nothing, nor do manifests that disagree.
        #expect(resolveFiles(project("latest"), entry: "sd", format: .styleDictionary)["size.font.base"] == .dimension(DimensionValue(16, .rem)))
        var disagreeing = project("^4.0.0")
        disagreeing["sd/docs/package.json"] = #"{ "dependencies": { "style-dictionary": "3.7.1" } }"#
        #expect(resolveFiles(disagreeing, entry: "sd", format: .styleDictionary)["size.font.base"] == .dimension(DimensionValue(16, .rem)))
        #expect(StyleDictionaryPackage.majorVersion(ofRange: ">=5.0.0 <6") == 5)
        #expect(StyleDictionaryPackage.majorVersion(ofRange: "v4") == 4)
        #expect(StyleDictionaryPackage.majorVersion(ofRange: "github:amzn/style-dictionary") == nil)
    }

    /// Style Dictionary's size transforms touch only the lengths their filters name: from version 4 the
    /// types `dimension` and `fontSize` (`isDimension`, `isFontSize`), in version 3 the CTI category
    /// `size` (`isSize`). Any other length, a `spacing.*` token of a `value` file (321 Fit's iOS build
    /// writes `spacing.1` as `4`) or a Tokens Studio type name in a `$value` file (frontyr's `fontSizes`
    /// `13` is `13px` in its CSS), passes every built-in transform as written: px, with a warning that
    /// says why. What those filters name keeps the rem of `size/rem`, even when a configuration says so.
    @Test func aLengthNoSizeTransformReadsPassesAsWrittenInPixels() {
        let result = resolveFiles([
            "sd/config.json": #"{ "source": ["tokens/**/*.json"], "platforms": { "css": { "transformGroup": "css" } } }"#,
            "sd/tokens/three.json": """
                { "spacing": { "sm": { "value": 4 }, "typed": { "value": 6, "type": "spacing" } },
                  "size": { "icon": { "value": 1.5 } },
                  "font": { "size": { "body": { "value": 16 } } },
                  "gap": { "card": { "value": "{spacing.sm}" } } }
                """,
            "sd/tokens/four.json": """
                { "text": { "tiny": { "$value": 13, "$type": "fontSizes" }, "base": { "$value": 1, "$type": "fontSize" },
                            "tracking": { "$type": "letterSpacing", "tight": { "$value": -0.3 } },
                            "radius": { "$value": 2, "$type": "dimension" } } }
                """,
        ], entry: "sd", format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.diagnostics.map(\.message))")
        // Passed as written: the platform's unit.
        #expect(result["spacing.sm"] == .dimension(DimensionValue(4, .px)))
        #expect(result["spacing.typed"] == .dimension(DimensionValue(6, .px)))
        #expect(result["font.size.body"] == .dimension(DimensionValue(16, .px)))
        #expect(result["gap.card"] == .dimension(DimensionValue(4, .px)))
        #expect(result["text.tiny"] == .dimension(DimensionValue(13, .px)))
        #expect(result["text.tracking.tight"] == .dimension(DimensionValue(-0.3, .px)))
        // Read by size/rem, as the configuration's css group says.
        #expect(result["size.icon"] == .dimension(DimensionValue(1.5, .rem)))
        #expect(result["text.base"] == .dimension(DimensionValue(1, .rem)))
        #expect(result["text.radius"] == .dimension(DimensionValue(2, .rem)))
        // The configuration says nothing of the first: each says why it is px; the others need no word.
        let warned = result.all(.legacyValue)
        #expect(Set(warned.compactMap(\.tokenPath)) == ["spacing.sm", "spacing.typed", "font.size.body", "text.tiny", "text.tracking.tight"])
        #expect(warned.first { $0.tokenPath == "spacing.sm" }?.message == "spacing.sm: the bare number 4 is read as 4px, since no size transform of Style Dictionary reads a token under spacing (they read the types dimension and fontSize, and in version 3 the category size) and each platform takes the number as written")
        #expect(warned.first { $0.tokenPath == "text.tracking.tight" }?.message.contains("reads a token typed letterSpacing") == true)
    }

    /// Under the category `size`, a bare number whose CTI type says line height (`"attributes": {"category":
    /// "size", "type": "line-height"}`, as a Japanese app's tokens write it) passes version 4's size transforms,
    /// which choose by type, as written: `--line-height-10: 1.67` in its CSS, `lineHeight10 = 1.67` in its
    /// Swift, a multiple of the font size, not a length of 1.67px. Its font sizes beside it stay lengths,
    /// and a reference to it reads the same. Version 3's `size/rem` reads every token under `size` as rem.
    @Test(arguments: [4, 3])
    func aBareLineHeightUnderTheSizeCategoryIsAMultipleWhereNoSizeTransformReadsIt(version: Int) {
        let result = resolveFiles([
            "sd/package.json": #"{ "devDependencies": { "style-dictionary": "^\#(version).3.3" } }"#,
            "sd/config.json": #"{ "source": ["tokens/**/*.json"], "platforms": { "css": { "transformGroup": "css" }, "ios": { "transformGroup": "ios" } } }"#,
            "sd/tokens/typography.json": """
                { "line-height": { "10": { "attributes": { "category": "size", "type": "line-height" }, "value": 1.67 } },
                  "font-size": { "10": { "attributes": { "category": "size", "type": "font-size" }, "value": 12 } },
                  "size": { "lineHeight": { "body": { "value": "1.5" } }, "opacity": { "disabled": { "value": 0.6 } } },
                  "body": { "leading": { "value": "{line-height.10.value}" } } }
                """,
        ], entry: "sd", format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.diagnostics.map(\.message))")
        if version >= 4 {
            #expect(result["line-height.10"] == .number(1.67))
            #expect(result["size.lineHeight.body"] == .number(1.5))
            #expect(result["size.opacity.disabled"] == .number(0.6))
            #expect(result["body.leading"] == .number(1.67))
            #expect(result["font-size.10"] == .dimension(DimensionValue(12, .px)))
            #expect(!result.all(.legacyValue).contains { $0.tokenPath == "line-height.10" })
        } else {
            // `size/rem` and `size/remToPt` read every token under `size`, a line height too.
            #expect(result["line-height.10"] == .dimension(DimensionValue(1.67, .rem)))
            #expect(result["font-size.10"] == .dimension(DimensionValue(12, .rem)))
        }
    }

    /// A bare size means what the configuration's size transform reads it as.
    @Test(arguments: [
        // (platforms, the unit of "16", whether the reading is assumed with a warning)
        (#"{ "css": { "transforms": ["attribute/cti", "size/pxToRem", "color/css"] } }"#, DimensionValue.Unit.px, false),
        (#"{ "web": { "transformGroup": "tokens-studio" } }"#, .px, false),
        // The built-in group `web` runs size/px (`16` is `16px`); `css`, `scss` and `js` run size/rem.
        (#"{ "web": { "transformGroup": "web" } }"#, .px, false),
        (#"{ "css": { "transformGroup": "css" }, "scss": { "transformGroup": "scss" } }"#, .rem, false),
        // `html` runs no size transform: nothing is known.
        (#"{ "docs": { "transformGroup": "html" } }"#, .rem, true),
        (#"{ "ios": { "transformGroup": "ios-swift" } }"#, .rem, false),
        // Platforms that disagree: an Apple one is the one an app shares.
        (#"{ "web": { "transforms": ["size/px"] }, "ios": { "transforms": ["size/remToPt"] } }"#, .rem, false),
        // Otherwise nothing is known: Style Dictionary's size/rem, with the warning.
        (#"{ "web": { "transforms": ["size/px"] }, "android": { "transformGroup": "android" } }"#, .rem, true),
        (#"{ "web": { "transforms": ["my/size"] } }"#, .rem, true),
        // An iOS platform whose own transforms change no size writes the number as it is, in points
        // (Heartwood's `ios-swift` writes `font1 = 12`); it is Apple's, so it wins over android's rem.
        (#"{ "ios-swift": { "transforms": ["attribute/cti", "name/cti/camel", "color/UIColorSwift"], "files": [{ "format": "ios-swift/enum.swift" }] }, "android": { "transformGroup": "android" } }"#, .px, false),
        // Not when one of them may change sizes, nor for a platform that writes no iOS format.
        (#"{ "ios-swift": { "transforms": ["attribute/cti", "custom/size/pt"], "files": [{ "format": "ios-swift/enum.swift" }] } }"#, .rem, true),
        (#"{ "js": { "transforms": ["attribute/cti", "name/cti/pascal"], "files": [{ "format": "javascript/es6" }] } }"#, .rem, true),
        // A transform of the project's own that speaks of sizes, run after the known one (Style Dictionary 4
        // runs a platform's transforms after its group's), re-reads sizes in code Tessera does not run:
        // nothing is known, and each bare size says what it is read as.
        (#"{ "css": { "transformGroup": "css", "transforms": ["spaceIntoPx", "radiusIntoPx"] } }"#, .rem, true),
        (#"{ "css": { "transforms": ["size/px", "custom/remFix"] } }"#, .rem, true),
        (#"{ "web": { "transformGroup": "web" }, "css": { "transforms": ["name/kebab", "spaceIntoPx"] } }"#, .rem, true),
        // Not before it, nor Style Dictionary's or sd-transforms' own, nor one that speaks of no size.
        (#"{ "css": { "transforms": ["spaceIntoPx", "size/px"] } }"#, .px, false),
        (#"{ "css": { "transformGroup": "css", "transforms": ["name/kebab", "ts/size/lineheight", "color/hexAlpha"] } }"#, .rem, false),
    ])
    func aBareSizeIsInTheUnitTheConfigurationsTransformReads(
        platforms: String, unit: DimensionValue.Unit, warns: Bool
    ) {
        let result = resolveFiles([
            "sd/config.json": #"{ "source": ["tokens/**/*.json"], "platforms": \#(platforms) }"#,
            "sd/tokens/size.json": #"{ "size": { "gap": { "value": "16" }, "inset": { "value": "{size.gap}" } }, "time": { "fast": { "value": 150 } } }"#,
        ], entry: "sd", format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result["size.gap"] == .dimension(DimensionValue(16, unit)))
        #expect(result["size.inset"] == .dimension(DimensionValue(16, unit)))
        #expect(result.all(.legacyValue).map(\.tokenPath) == (warns ? ["size.gap", "time.fast"] : ["time.fast"]))
        let note = result.first(.styleDictionaryConfiguration)?.message ?? ""
        #expect(note.contains("says a size written without a unit is in \(unit.rawValue)") == !warns, "\(note)")
    }

    /// A project that configures Style Dictionary in a JavaScript module says there what a bare size is:
    /// its platforms' literal `transformGroup` and `transforms` are read as a `config.json`'s (the module
    /// is not run). A list built at run time, or a module that does not import Style Dictionary, says nothing.
    @Test(arguments: [
        ("const StyleDictionary = require(\"style-dictionary\");\nStyleDictionary.extend({ platforms: { css: { transformGroup: `web` } } });", DimensionValue.Unit.px, false),
        ("import StyleDictionary from 'style-dictionary';\nexport default { platforms: { ios: { 'transforms': ['attribute/cti', 'size/swift/remToCGFloat'] } } };", .rem, false),
        ("import StyleDictionary from 'style-dictionary';\nconst t = ['size/px'];\nexport default { platforms: { css: { transforms: [...t, 'name/kebab'] } } };", .rem, true),
        ("// style-dictionary builds these\nmodule.exports = { platforms: { css: { transformGroup: 'web' } } };", .rem, true),
        // A comment configures nothing, nor does a string that is no key: only the css group is read.
        ("import StyleDictionary from 'style-dictionary';\n// instead of transformGroup: 'web'\n/* transforms: ['size/px'] */\nconst note = \"transformGroup: 'web'\";\nexport default { platforms: { css: { transformGroup: 'css' } } };", .rem, false),
        // A transform the module registers that speaks of sizes (run after the css group's size/rem) says
        // the project re-reads sizes itself: nothing is known.
        ("import StyleDictionary from 'style-dictionary';\nStyleDictionary.registerTransform({ name: 'spaceIntoPx', transform: (t) => `${parseInt(t.value)}px` });\nexport default { platforms: { css: { transformGroup: 'css', transforms: ['spaceIntoPx'] } } };", .rem, true),
    ])
    func aBuildModuleSaysWhatABareSizeIs(module: String, unit: DimensionValue.Unit, warns: Bool) {
        let result = resolveFiles([
            "sd/build.js": module,
            "sd/tokens/size.json": #"{ "size": { "gap": { "value": "16" } } }"#,
        ], entry: "sd", format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result["size.gap"] == .dimension(DimensionValue(16, unit)))
        #expect(!result.all(.legacyValue).isEmpty == warns, "\(result.all(.legacyValue).map(\.message))")
        #expect((result.first(.styleDictionaryConfiguration)?.message.contains("build.js builds the tokens with Style Dictionary") ?? false) == !warns)
    }

    /// A resolver document that says a Style Dictionary project's sets and modes is read with the project's
    /// build beside it, as the folder would be: the module in its folder marks the DTCG-shaped sources as
    /// Style Dictionary's (a number referenced where a typography's length belongs reads as in place) and
    /// says what a bare size is, and its `package.json` says the version. Without them, the sources are DTCG.
    @Test func aResolverDocumentIsReadWithTheBuildBesideIt() {
        var files = [
            "sd/tokens.resolver.json": """
                { "version": "2025.10", "sets": { "base": { "sources": [ { "$ref": "tokens/base.json" } ] } },
                  "modifiers": { "mode": { "contexts": { "light": [], "dark": [ { "$ref": "tokens/dark.json" } ] }, "default": "light" } },
                  "resolutionOrder": [ { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" } ] }
                """,
            "sd/tokens/base.json": """
                { "space": { "$type": "dimension", "md": { "$value": 12 } }, "tracking": { "$type": "number", "tight": { "$value": -0.5 } },
                  "size": { "icon": { "value": 24 } }, "ink": { "$type": "color", "$value": "#111111" },
                  "body": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "{space.md}", "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": "{tracking.tight}" } } }
                """,
            "sd/tokens/dark.json": ##"{ "ink": { "$type": "color", "$value": "#eeeeee" } }"##,
            "sd/build/config.mjs": "import StyleDictionary from 'style-dictionary';\nexport default { platforms: { css: { transformGroup: 'web' } } };\n",
            "sd/package.json": #"{ "devDependencies": { "style-dictionary": "^5.0.0" } }"#,
        ]
        let result = resolveFiles(files, entry: "sd/tokens.resolver.json")
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["space.md"] == .dimension(DimensionValue(12, .px)))
        // Version 5 chooses by type alone: the untyped `size.icon` passes as written.
        #expect(result["size.icon"] == .dimension(DimensionValue(24, .px)))
        if case .typography(let body)? = result["body"] { #expect(body.letterSpacing == DimensionValue(-0.5, .px)) } else { Issue.record("body") }
        #expect(result.first(.styleDictionaryConfiguration)?.message.contains("config.mjs builds the tokens with Style Dictionary") == true)
        files["sd/build/config.mjs"] = nil
        let dtcg = resolveFiles(files, entry: "sd/tokens.resolver.json")
        #expect(dtcg.errors.contains { $0.code == .referenceTypeMismatch }, "\(dtcg.errors.map(\.message))")
    }

    /// A build module named among the inputs, as a `tessera.yml` names a configuration kept in a hidden
    /// folder (`.style-dictionary/config.js` beside `.style-dictionary/tokens`), is read as one met in a
    /// folder: its text says what a bare size is, and it is parsed as no token file. Named alone, or a
    /// folder holding only modules (tokens written as `module.exports = {…}`), it reads no tokens, and
    /// the error says so.
    @Test(arguments: [true, false])
    func aBuildModuleNamedAmongTheInputsIsReadAsABuild(named: Bool) {
        let files = [
            ".sd/config.js": "const StyleDictionary = require(\"style-dictionary\");\nmodule.exports = { source: ['.sd/tokens/**/*.json'], platforms: { web: { transformGroup: 'web' } } };",
            ".sd/tokens/size.json": #"{ "size": { "gap": { "value": "16" }, "inset": { "value": "{size.gap.value}" } } }"#,
        ]
        let result = resolveFiles(files, entries: named ? [".sd/config.js", ".sd/tokens"] : [".sd/tokens"], format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.diagnostics.map(\.message))")
        let unit: DimensionValue.Unit = named ? .px : .rem
        #expect(result["size.gap"] == .dimension(DimensionValue(16, unit)))
        #expect(result["size.inset"] == .dimension(DimensionValue(16, unit)))
        #expect(result.all(.legacyValue).isEmpty == named, "\(result.all(.legacyValue).map(\.message))")
        #expect((result.first(.styleDictionaryConfiguration)?.message.contains("config.js builds the tokens with Style Dictionary") ?? false) == named)

        let alone = resolveFiles(files, entries: [".sd/config.js"])
        #expect(alone.first(.noTokenFiles)?.message.contains(".sd/config.js is a JavaScript or TypeScript module, not a token file") == true,
            "\(alone.diagnostics.map(\.message))")
        #expect(alone.first(.jsonSyntax) == nil)
        let modules = resolveFiles(["sd/tokens/color.js": "module.exports = { color: { base: { value: '#ff0000' } } };"], entry: "sd")
        #expect(modules.first(.noTokenFiles)?.message.hasSuffix("; its 1 JavaScript or TypeScript module is not read as tokens") == true,
            "\(modules.diagnostics.map(\.message))")
    }

    /// A folder read skips hidden folders (`.git`, `.github`), so a project keeping its tokens in one
    /// (`.style-dictionary/tokens`) reads none: the error says which hidden folders hold what was not
    /// searched, and the fix names one as an input, which reads it.
    @Test func tokensInAHiddenFolderAreNamedWhenAFolderHasNone() throws {
        let files = [
            "p/.style-dictionary/tokens/color.json": ##"{ "color": { "red": { "value": "#ff0000" } } }"##,
            "p/.git/config.json": "{}",
            "p/README.json": "{}",
        ]
        let none = resolveFiles(files.filter { $0.key != "p/README.json" }, entry: "p")
        let error = try #require(none.first(.noTokenFiles), "\(none.diagnostics.map(\.message))")
        #expect(error.message.hasSuffix("; hidden folders (.style-dictionary) are not searched"), "\(error.message)")
        #expect(error.fixIt == "name the hidden folder as an input: tessera validate p/.style-dictionary")
        let named = resolveFiles(files, entry: "p/.style-dictionary")
        #expect(named.errors.isEmpty && named["color.red"] != nil, "\(named.diagnostics.map(\.message))")
    }

    /// A folder read holds more than tokens: a build's list of theme names (`themes.json`, `["org"]`) is a
    /// JSON array, a token file in no format and no source of the build. Found in the folder, it is skipped
    /// with one warning while the other files give the tokens; named as an input, it stays an error.
    @Test func aListFoundBesideTheTokensIsSkippedNotAnError() {
        let files = [
            "config/tokens.json": ##"{ "color": { "red": { "value": "#ff0000", "type": "color" }, "alert": { "value": "{color.red}", "type": "color" } } }"##,
            "config/themes.json": #"["org"]"#,
        ]
        let folder = resolveFiles(files, entry: "config")
        #expect(folder.errors.isEmpty, "\(folder.diagnostics.map(\.message))")
        #expect(folder["color.alert"] != nil && folder["color.alert"] == folder["color.red"])
        let skipped = folder.all(.rootNotObject)
        #expect(skipped.count == 1 && skipped.first?.severity == .warning, "\(folder.diagnostics.map(\.message))")
        #expect(skipped.first?.message.hasPrefix("config/themes.json holds an array at the top") == true)

        let named = resolveFiles(files, entries: ["config/tokens.json", "config/themes.json"])
        #expect(named.errors.contains { $0.code == .rootNotObject }, "\(named.diagnostics.map(\.message))")
        // Alone in its folder, it is no token file beside others: still an error.
        let alone = resolveFiles(["lists/themes.json": #"["org"]"#], entry: "lists")
        #expect(alone.errors.contains { $0.code == .rootNotObject }, "\(alone.diagnostics.map(\.message))")
    }

    /// A Style Dictionary 4 build written in TypeScript (run with `tsx`) keeps each platform in a module of
    /// its own, typed with `style-dictionary/types`, beside many other modules: the platforms are read
    /// there as in a `.js` module. Tests and type declarations configure nothing.
    @Test(arguments: [true, false])
    func aTypeScriptBuildSaysWhatABareSizeIs(withPlatforms: Bool) {
        var files = [
            "sd/src/tokens/size.json": #"{ "size": { "gap": { "value": 16, "type": "dimension" }, "inset": { "value": "{size.gap}", "type": "dimension" } } }"#,
            "sd/src/builder/index.ts": "import StyleDictionary from 'style-dictionary';\nimport platforms from './platforms/index';\n",
            // A fixture of a test and a declaration: were they read, their rem would disagree with web's px.
            "sd/src/builder/platforms/__tests__/web.test.ts": "import type { PlatformConfig } from 'style-dictionary/types';\nconst fixture = { transforms: ['size/rem'] };\n",
            "sd/src/builder/platforms/web.spec.ts": "import type { PlatformConfig } from 'style-dictionary/types';\nconst fixture = { transformGroup: 'css' };\n",
            "sd/src/builder/types.d.ts": "import type { PlatformConfig } from 'style-dictionary/types';\ndeclare const c: { transforms: ['size/rem'] };\n",
        ]
        // More modules than one build opens a few of: hooks, formats and transforms come first by name.
        for index in 0..<20 {
            files["sd/src/builder/hooks/format\(index).ts"] = "import type { Format } from 'style-dictionary/types';\nexport const f\(index) = 1;\n"
        }
        if withPlatforms {
            files["sd/src/builder/platforms/web.ts"] = """
                import type { PlatformConfig } from 'style-dictionary/types';
                export default function css(): PlatformConfig {
                    return { transforms: ['attribute/cti', 'name/kebab', 'size/pxToRem'], files: [] };
                }
                """
        }
        let result = resolveFiles(files, entry: "sd", format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.diagnostics.map(\.message))")
        let unit: DimensionValue.Unit = withPlatforms ? .px : .rem
        #expect(result["size.gap"] == .dimension(DimensionValue(16, unit)))
        #expect(result["size.inset"] == .dimension(DimensionValue(16, unit)))
        #expect(result.all(.legacyValue).isEmpty == withPlatforms, "\(result.all(.legacyValue).map(\.message))")
        let note = result.first(.styleDictionaryConfiguration)?.message ?? ""
        #expect(note.contains("web.ts builds the tokens with Style Dictionary (read, not run): its size/pxToRem") == withPlatforms, "\(note)")
    }

    /// A percentage typed as an opacity or a line height is the fraction CSS computes: `opacity: 40%` is
    /// 0.4 (Tokens Studio's transform writes it so, Astro's iOS tokens), `line-height: 125%` is 1.25 times
    /// the font size (sd-transforms' `transformLineHeight`, publy's token-transformer output), directly
    /// and through a reference; a percentage under another number type stays an error.
    @Test(arguments: [
        ("opacity", "opacity", "40%", 0.4, "0.5", 0.5),
        ("lineHeights", "line-height", "125%", 1.25, "150%", 1.5),
    ])
    func aPercentageIsTheFractionCSSComputes(type: String, other: String, written: String, read: Double, second: String, secondRead: Double) {
        let result = resolveFiles([
            "tokens/t.json": """
                { "t": { "a": { "value": "\(written)", "type": "\(type)" },
                         "alias": { "value": "{t.a}", "type": "\(type)" },
                         "b": { "value": "\(second)", "type": "\(other)" } },
                  "scale": { "value": "\(written)", "type": "number" } }
                """
        ], format: .styleDictionary)
        #expect(result["t.a"] == .number(read))
        #expect(result["t.alias"] == .number(read))
        #expect(result["t.b"] == .number(secondRead))
        #expect(result.errors.map(\.tokenPath) == ["scale"], "\(result.errors.map(\.message))")
    }

    /// A percentage typed as a letter spacing is that share of the font size, an em: CSS computes
    /// `letter-spacing: -1%` against the font size and sd-transforms' letter spacing transform writes
    /// `-0.01em` (MeisterTask's `webfont.letterSpacing`), directly, through a reference and inside a
    /// typography. A percentage typed as another length is still relative to a container: left out
    /// (rule 1), and what refers to it too.
    @Test func aLetterSpacingPercentageIsAnEm() {
        let result = resolveFiles([
            "tokens/t.json": """
                { "ls": { "small": { "value": "-1%", "type": "letterSpacing" },
                          "wide": { "value": "5%", "type": "letter-spacing" },
                          "alias": { "value": "{ls.small}", "type": "letterSpacing" } },
                  "text": { "value": { "fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400, "lineHeight": 1.5,
                                       "letterSpacing": "{ls.small}" }, "type": "typography" },
                  "width": { "half": { "value": "50%", "type": "dimension" }, "panel": { "value": "{width.half}", "type": "dimension" } } }
                """
        ], format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["ls.small"] == .dimension(DimensionValue(-0.01, .em)))
        #expect(result["ls.wide"] == .dimension(DimensionValue(0.05, .em)))
        #expect(result["ls.alias"] == .dimension(DimensionValue(-0.01, .em)))
        #expect(result.all(.invalidUnit).compactMap(\.tokenPath) == ["width.half"], "em is the reading, not a unit the file wrote")
        if case .typography(let text)? = result["text"] {
            #expect(text.letterSpacing == DimensionValue(-0.01, .em))
        } else {
            Issue.record("text is \(String(describing: result["text"]))")
        }
        #expect(result["width.half"] == nil && result["width.panel"] == nil)
        #expect(result.all(.leftOutReference).map(\.tokenPath) == ["width.panel"])
    }

    /// One font name in CSS quotes (`"\"SourceSansPro-Regular\""`, which GetNinjas' iOS platform files
    /// write so its Swift format prints a string literal, and CSS's font-family reads as the name) is
    /// that name, with a warning naming the fix; quotes inside a name, or a list, are read as before.
    @Test func aFontNameInCSSQuotesIsTheName() {
        let tokens = #"""
            { "font": { "family": { "display": { "value": "\"SourceSansPro-Regular\"" }, "serif": { "value": "'Merriweather'" },
                                    "body": { "value": "{font.family.display.value}" },
                                    "stack": { "value": "'Source Sans Pro', Helvetica" }, "plain": { "value": "Inter" },
                                    "odd": { "value": "\"A\" \"B\"" } } } }
            """#
        let result = resolveFiles(["tokens/font.json": tokens], format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["font.family.display"] == .fontFamily(["SourceSansPro-Regular"]))
        #expect(result["font.family.serif"] == .fontFamily(["Merriweather"]))
        #expect(result["font.family.body"] == .fontFamily(["SourceSansPro-Regular"]))
        #expect(result["font.family.stack"] == .fontFamily(["Source Sans Pro", "Helvetica"]))
        #expect(result["font.family.plain"] == .fontFamily(["Inter"]))
        // Not one quoted name: kept as written.
        #expect(result["font.family.odd"] == .fontFamily([#""A" "B""#]))
        let warned = result.all(.legacyValue).filter { $0.message.contains("CSS quotes") }
        #expect(warned.map(\.tokenPath) == ["font.family.display", "font.family.serif"])
        #expect(warned.first?.fixIt?.contains(#""SourceSansPro-Regular""#) == true)
        // DTCG to the letter keeps the text.
        let strict = resolveFiles(["t.json": #"{"f": {"$type": "fontFamily", "$value": "\"Inter\""}}"#], strict: true)
        #expect(strict["f"] == .fontFamily([#""Inter""#]))
    }

    /// A stack written as an array whose names keep their CSS quotes (`["\"Noto Sans\"", "Georgia", "serif"]`, as
    /// a Penpot export that a Style Dictionary build joins into CSS's font-family): each quoted name is the name
    /// the quotes hold, with one warning naming the fix, and an alias of the stack reads the same names. In
    /// DTCG files alike; DTCG to the letter keeps the text.
    @Test func quotedNamesInAFontStackArrayAreTheNames() throws {
        let tokens = #"""
            { "font": { "serif": { "$type": "fontFamily", "$value": ["\"Noto Serif\"", "Georgia", "'Iowan Old Style'", "serif"] },
                        "plain": { "$type": "fontFamily", "$value": ["Noto Serif", "serif"] },
                        "odd": { "$type": "fontFamily", "$value": ["\"A\" \"B\""] },
                        "body": { "$type": "fontFamily", "$value": "{font.serif}" } } }
            """#
        for format in [InputFormat.styleDictionary, .dtcg] {
            let result = resolveFiles(["tokens/font.json": tokens], format: format)
            #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
            #expect(result["font.serif"] == .fontFamily(["Noto Serif", "Georgia", "Iowan Old Style", "serif"]), "\(format)")
            #expect(result["font.body"] == result["font.serif"])
            #expect(result["font.plain"] == .fontFamily(["Noto Serif", "serif"]))
            #expect(result["font.odd"] == .fontFamily([#""A" "B""#]))
            let warned = result.all(.legacyValue).filter { $0.message.contains("CSS quotes") }
            #expect(warned.compactMap(\.tokenPath) == ["font.serif"], "\(format): \(warned.map(\.message))")
            #expect(warned.first?.fixIt == #"["Noto Serif", "Georgia", "Iowan Old Style", "serif"]"#)
        }
        let strict = resolveFiles(["t.json": #"{"f": {"$type": "fontFamily", "$value": ["\"Inter\"", "serif"]}}"#], strict: true)
        #expect(strict["f"] == .fontFamily([#""Inter""#, "serif"]))
    }

    @Test func deprecationsBecomeDeprecated() {
        let result = resolveFiles([
            "tokens/color.json": """
                { "color": { "old": { "value": "#000000", "deprecated": true, "deprecated_comment": "use color.new" },
                             "gone": { "value": "#111111", "deprecated": true },
                             "new": { "value": "#222222" } } }
                """
        ])
        #expect(result.tokens["color.old"]?.isDeprecated == true)
        #expect(result.tokens["color.old"]?.deprecationMessage == "use color.new")
        #expect(result.tokens["color.gone"]?.isDeprecated == true)
        #expect(result.tokens["color.gone"]?.deprecationMessage == nil)
        #expect(result.tokens["color.new"]?.isDeprecated == false)
    }

    @Test func interpolatedStringsBecomeInterpolationValues() throws {
        let files = InMemoryFileSystem(files: [
            "tokens/border.json": """
                { "color": { "border": { "value": "#cccccc" } },
                  "border": { "base": { "value": "1px solid {color.border.value}" },
                              "pair": { "value": "{color.border} {color.border}" } } }
                """
        ])
        let diagnostics = DiagnosticEngine()
        let project = try #require(TokenProject.load(paths: ["tokens/border.json"], diagnostics: diagnostics, fileSystem: files))
        guard case .set(_, let sources) = project.steps.first, let border = sources.first?.tree["border"]?.objectValue else {
            throw Failure("no border group")
        }
        // {a.b.value} inside the text is rewritten to {a.b}; the text is evaluated at resolve time.
        let base = border["base"]?.objectValue
        #expect(base?["$value"]?.objectValue?[ValueParser.interpolationKey]?.stringValue == "1px solid {color.border}")
        // No type and no CTI category: typed when resolved, from the text it gives (here plain text).
        #expect(base?["$type"] == nil)
        let resolved = project.resolve(project.permutations()[0])
        #expect(resolved.token("border.base")?.value == .string("1px solid #cccccc"))
        #expect(resolved.token("border.pair")?.value == .string("#cccccc #cccccc"))
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
    }

    @Test func styleDictionaryFourTypesAreMapped() {
        // $value/$type files keep Style Dictionary's type names; a group's $type is mapped and inherited.
        let result = resolveFiles([
            "tokens/text.json": """
                { "text": { "sizes": { "$type": "fontSize", "body": { "$value": "16px" }, "small": { "$value": 0.75 } },
                            "motion": { "fast": { "$type": "time", "$value": "{text.motion.base}" }, "base": { "$type": "time", "$value": 150 } },
                            "label": { "$type": "content", "$value": "Hi {text.sizes.body}", "$description": "A label" } } }
                """
        ])
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result.all(.unknownType).isEmpty)
        #expect(result["text.sizes.body"] == .dimension(DimensionValue(16, .px)))
        // A unitless size is rem, as in Style Dictionary 3 files.
        #expect(result["text.sizes.small"] == .dimension(DimensionValue(0.75, .rem)))
        #expect(result["text.motion.fast"] == .duration(DurationValue(150, .ms)))
        #expect(result["text.label"] == .string("Hi 16px"))
        #expect(result.tokens["text.label"]?.description == "A label")
    }

    @Test func unknownTypesAndConfigurationFiles() {
        let result = resolveFiles([
            "sd/config.json": #"{ "source": ["tokens/**/*.json"], "platforms": { "ios": { "transformGroup": "ios" } } }"#,
            "sd/tokens/misc.json": #"{ "misc": { "icon": { "value": 4, "type": "asset" } } }"#,
        ], entry: "sd", format: .styleDictionary)  // `asset` is also a Tokens Studio type name
        #expect(result.all(.styleDictionaryConfiguration).count == 1)
        #expect(result.all(.styleDictionaryConfiguration).first?.location?.file == "sd/config.json")
        let unknown = result.all(.unknownTypeKeptPlain)
        #expect(unknown.map(\.tokenPath) == ["misc.icon"])
        #expect(unknown.first?.message == "type \"asset\" names no type Tessera knows; the value of each token so typed is read as it is written")
        // The number still infers its type; the written type is kept.
        #expect(result["misc.icon"] == .number(4))
        #expect(result.tokens["misc.icon"]?.extensions?.objectValue?["org.style-dictionary"]?.objectValue?["type"]?.stringValue == "asset")
    }

    @Test func foldersWhoseSubfoldersOverlapBecomeModifiers() throws {
        let files: [String: String] = [
            "sd/brands/acme/color.json": ##"{ "color": { "brand": { "value": "#ff0000" } } }"##,
            "sd/brands/globex/color.json": ##"{ "color": { "brand": { "value": "#0000ff" } } }"##,
            "sd/globals/color/base.json": #"{ "color": { "text": { "value": "{color.brand.value}" } } }"#,
            "sd/globals/size/base.json": #"{ "size": { "body": { "value": 1 } } }"#,
        ]
        let diagnostics = DiagnosticEngine()
        let project = try #require(
            TokenProject.load(paths: ["sd"], diagnostics: diagnostics, fileSystem: InMemoryFileSystem(files: files)))
        #expect(project.modifiers.map(\.name) == ["brands"])
        #expect(project.modifiers.first?.contextNames == ["acme", "globex"])
        #expect(project.modifiers.first?.defaultContext == "acme")
        guard case .set(let name, let sources) = project.steps.first else { throw Failure("no base set") }
        #expect(name == "base")
        #expect(sources.map(\.origin) == ["sd/globals/color/base.json", "sd/globals/size/base.json"])
        let globex = project.resolve(try #require(project.validateInput(["brands": "globex"])))
        #expect(srgb(globex.token("color.text")?.value) == [0, 0, 1])
        #expect(!diagnostics.hasErrors)
    }

    /// A project that themes with one Style Dictionary build per mode (a module running a dark build over
    /// the shared files and a light build over those and `themes/light`) has its builds as the contexts of
    /// its `mode`: the default is the build that reads only the shared files, named by the mode word its
    /// configuration writes, and its values stay, where merging every file let the light ones win. Builds
    /// whose lists are computed, or a single build, say nothing: the files merge as before.
    @Test(arguments: [
        ("source: ['tokens/*.json']", "include: ['tokens/*.json'],\n  source: ['tokens/themes/light/**/*.json']", true),
        ("source: ['./tokens/*.{json,json5}']", "include: ['./tokens/*.json'], source: ['tokens/themes/*/*.json']", true),
        ("source: ['tokens/*.json']", "source: ['tokens/themes/light/color.tokens.json'], include: ['tokens/*.json']", true),
        ("source: ['tokens/*.json']", "include: ['tokens/*.json'], source: [`tokens/themes/${theme}/*.json`]", false),
        ("source: ['tokens/**/*.json']", "source: ['tokens/**/*.json']", false),
        // A second build of one file the first reads too is no mode of it, nor one of other tokens.
        ("source: ['tokens/**/*.json']", "source: ['tokens/themes/light/*.json']", false),
        ("source: ['tokens/*.json', 'tokens/themes/light/*.json']", "source: ['tokens/motion/*.json']", false),
    ])
    func aProjectsBuildsAreItsModes(defaultBuild: String, lightBuild: String, modes: Bool) throws {
        let files = [
            "p/build.mjs": """
                import StyleDictionary from 'style-dictionary';
                // The default build writes :root.
                const main = new StyleDictionary({
                  \(defaultBuild),
                  platforms: { css: { transformGroup: 'css', files: [{ destination: '_dark.css', format: 'css/variables' }] } },
                });
                const alternate = new StyleDictionary({
                  \(lightBuild),
                  platforms: { css: { transformGroup: 'css', files: [{ destination: '_light.css', format: 'css/variables', options: { selector: '.light' } }] } },
                });
                """,
            "p/tokens/color.tokens.json": ##"{ "surface": { "$type": "color", "$value": "#000000" }, "text": { "$type": "color", "$value": "{surface}" } }"##,
            "p/tokens/size.tokens.json": ##"{ "gap": { "$type": "dimension", "$value": "4px" } }"##,
            "p/tokens/themes/light/color.tokens.json": ##"{ "surface": { "$type": "color", "$value": "#ffffff" } }"##,
            "p/tokens/motion/duration.tokens.json": ##"{ "fast": { "$type": "duration", "$value": "100ms" } }"##,
        ]
        let diagnostics = DiagnosticEngine()
        let project = try #require(TokenProject.load(paths: ["p"], diagnostics: diagnostics, fileSystem: InMemoryFileSystem(files: files)))
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
        let dark = project.resolve(try #require(project.validateInput([:])))
        guard modes else {
            #expect(project.modifiers.isEmpty)
            #expect(srgb(dark.token("text")?.value) == [1, 1, 1])
            #expect(diagnostics.diagnostics.contains { $0.code == .filesRedefineTokens }, "\(diagnostics.diagnostics.map(\.message))")
            return
        }
        #expect(project.modifiers.map(\.name) == ["mode"])
        #expect(project.modifiers.first?.contextNames == ["dark", "light"])
        #expect(project.modifiers.first?.defaultContext == "dark")
        #expect(srgb(dark.token("text")?.value) == [0, 0, 0])
        let light = project.resolve(try #require(project.validateInput(["mode": "light"])))
        #expect(srgb(light.token("text")?.value) == [1, 1, 1])
        #expect(!diagnostics.diagnostics.contains { $0.code == .filesRedefineTokens })
        // Only a configuration's own lists are builds: a platform's `source` is none.
        let module = "new StyleDictionary({ source: ['a/*.json'], platforms: { css: { source: ['b/*.json'] } } });\nrun({ source: ['c/*.json'], include: ['a/*.json'] });\nrun({ include: ['d/*.json'] });"
        #expect(StyleDictionaryBuildScript(path: "b.js", bytes: Array(module.utf8)).builds()?.map(\.globs) == [["a/*.json"], ["a/*.json", "c/*.json"]])
    }

    /// Builds laid over a default build, as a project writes `:root` and then a stylesheet per variant
    /// (`[data-theme="dark"]`, `[data-density="tight"]`, `[data-density="comfy"]`) each reading its own
    /// file with the primitives: the first build is the default, and each other build's files are a
    /// context over it. Contexts overriding the same tokens are one modifier, so a theme and a density
    /// combine: `mode` (light, dark) and `space` (normal, tight, comfy), each default named by the file of
    /// the default build it overrides.
    @Test func buildsLaidOverTheDefaultBuildAreItsContexts() throws {
        let files = [
            "p/build.mjs": """
                import StyleDictionary from 'style-dictionary';
                async function run({ source, include, file }) {
                  await new StyleDictionary({ source, include, platforms: { css: { transformGroup: 'css', files: [{ destination: file }] } } }).buildAllPlatforms();
                }
                await run({ include: ['tokens/primitives/*.json'], source: ['tokens/semantic/color-light.json', 'tokens/semantic/space-normal.json'], file: 'base.css' });
                await run({ source: ['tokens/semantic/color-dark.json'], include: ['tokens/primitives/*.json'], file: 'dark.css' });
                await run({ source: ['tokens/semantic/space-tight.json'], include: ['tokens/primitives/*.json'], file: 'tight.css' });
                await run({ source: ['tokens/semantic/space-comfy.json'], include: ['tokens/primitives/*.json'], file: 'comfy.css' });
                """,
            "p/tokens/primitives/palette.json": ##"{ "black": { "$type": "color", "$value": "#000000" }, "white": { "$type": "color", "$value": "#ffffff" }, "four": { "$type": "dimension", "$value": "4px" }, "eight": { "$type": "dimension", "$value": "8px" } }"##,
            "p/tokens/semantic/color-light.json": ##"{ "surface": { "$type": "color", "$value": "{white}" } }"##,
            "p/tokens/semantic/color-dark.json": ##"{ "surface": { "$type": "color", "$value": "{black}" } }"##,
            "p/tokens/semantic/space-normal.json": ##"{ "gap": { "$type": "dimension", "$value": "{eight}" } }"##,
            "p/tokens/semantic/space-tight.json": ##"{ "gap": { "$type": "dimension", "$value": "{four}" } }"##,
            "p/tokens/semantic/space-comfy.json": ##"{ "gap": { "$type": "dimension", "$value": "12px" } }"##,
        ]
        let diagnostics = DiagnosticEngine()
        let project = try #require(TokenProject.load(paths: ["p"], diagnostics: diagnostics, fileSystem: InMemoryFileSystem(files: files)))
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
        #expect(project.modifiers.map(\.name) == ["mode", "space"])
        #expect(project.modifiers.map(\.contextNames) == [["light", "dark"], ["normal", "tight", "comfy"]])
        for (mode, space, surface, gap) in [("light", "normal", [1.0, 1, 1], 8.0), ("dark", "normal", [0, 0, 0], 8), ("dark", "tight", [0, 0, 0], 4), ("light", "comfy", [1, 1, 1], 12)] {
            let resolved = project.resolve(try #require(project.validateInput(["mode": mode, "space": space])))
            #expect(srgb(resolved.token("surface")?.value) == surface, "\(mode) \(space)")
            #expect(resolved.token("gap")?.value == .dimension(DimensionValue(gap, .px)), "\(mode) \(space)")
        }
    }

    /// Two builds of whole files, none reading only what both read: a light build of `base.json` (palette and
    /// semantic tokens) and a dark one of `dark.json` (the palette again), run by modules whose names put the
    /// dark one first. The default is the build whose files no dark word names, so `dark.json` is the `dark`
    /// context over it. Taking the first module as the default made dark the default and `base` its
    /// alternative, or, where the light file holds far more tokens than the dark one, no modes at all: the
    /// files merged and the dark palette replaced the light one in the only permutation.
    @Test func theDefaultOfTwoWholeFileBuildsIsTheOneNoDarkWordNames() throws {
        func configuration(_ file: String) -> String {
            "import StyleDictionary from 'style-dictionary';\nexport default { source: ['tokens/\(file)'], platforms: { swift: { transformGroup: 'ios-swift', files: [{ destination: 'Tokens.swift' }] } } };"
        }
        let files = [
            "p/config-dark.js": configuration("dark.json"),
            "p/config-light.js": configuration("base.json"),
            "p/tokens/base.json": ##"{ "gray": { "100": { "type": "color", "value": "#ffffff" }, "900": { "type": "color", "value": "#000000" } }, "background": { "type": "color", "value": "{gray.100}" }, "text": { "type": "color", "value": "{gray.900}" } }"##,
            "p/tokens/dark.json": ##"{ "gray": { "100": { "type": "color", "value": "#000000" }, "900": { "type": "color", "value": "#ffffff" } } }"##,
        ]
        let diagnostics = DiagnosticEngine()
        let project = try #require(TokenProject.load(paths: ["p"], diagnostics: diagnostics, fileSystem: InMemoryFileSystem(files: files)))
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
        #expect(project.modifiers.map(\.name) == ["mode"])
        #expect(project.modifiers.first?.contextNames == ["light", "dark"])
        let light = project.resolve(try #require(project.validateInput([:])))
        #expect(srgb(light.token("background")?.value) == [1, 1, 1])
        #expect(srgb(light.token("text")?.value) == [0, 0, 0])
        let dark = project.resolve(try #require(project.validateInput(["mode": "dark"])))
        #expect(srgb(dark.token("background")?.value) == [0, 0, 0])
        #expect(srgb(dark.token("text")?.value) == [1, 1, 1])
        #expect(!diagnostics.diagnostics.contains { $0.code == .filesRedefineTokens })
    }

    /// Tokens Studio files that sd-transforms' builds read one per mode, with no `$themes` to say so (a
    /// configuration reading `tokens.json`, another `tokens-dark.json`, each a whole file): the builds are
    /// the contexts of `mode`, where merged the later file would win in every mode. The default is the build
    /// whose files no dark word names, `light` beside `dark`, though its module comes second. A token with
    /// no Swift meaning (`100%`) is left out in each mode with the token referring to it (rule 1). With one
    /// build the file it does not read is no set: skipped with a note, as Style Dictionary never reads it.
    @Test(arguments: [true, false])
    func tokensStudioFilesBuiltOnePerModeAreItsModes(darkBuild: Bool) throws {
        func configuration(_ file: String, _ output: String) -> String {
            "import { register } from '@tokens-studio/sd-transforms';\nexport default { source: ['tokens/\(file)'], preprocessors: ['tokens-studio'], platforms: { css: { transformGroup: 'tokens-studio', files: [{ destination: '\(output)', format: 'css/variables' }] } } };"
        }
        func tokens(text: String) -> String {
            ##"{ "color": { "white": { "$type": "color", "$value": "#ffffff" }, "black": { "$type": "color", "$value": "#000000" } }, "text": { "$type": "color", "$value": "{color.\##(text)}" }, "radius": { "$type": "borderRadius", "$value": "4" }, "wide": { "$type": "sizing", "$value": "100%" }, "wider": { "$type": "sizing", "$value": "{wide}" } }"##
        }
        var files = [
            "p/package.json": ##"{ "scripts": { "tokens": "style-dictionary build --config sd.config.mjs && style-dictionary build --config sd.config.dark.mjs" }, "devDependencies": { "@tokens-studio/sd-transforms": "^1.2.0", "style-dictionary": "^4.3.0" } }"##,
            "p/sd.config.mjs": configuration("tokens.json", "variables.css"),
            "p/tokens/tokens.json": tokens(text: "black"),
            "p/tokens/tokens-dark.json": tokens(text: "white"),
        ]
        if darkBuild { files["p/sd.config.dark.mjs"] = configuration("tokens-dark.json", "variables-dark.css") }
        let diagnostics = DiagnosticEngine()
        let project = try #require(TokenProject.load(paths: ["p"], diagnostics: diagnostics, fileSystem: InMemoryFileSystem(files: files)))
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
        let light = project.resolve(try #require(project.validateInput([:])))
        #expect(srgb(light.token("text")?.value) == [0, 0, 0])
        #expect(light.token("radius")?.value == .dimension(DimensionValue(4, .px)))
        #expect(light.token("wide") == nil && light.token("wider") == nil)
        guard darkBuild else {
            #expect(project.modifiers.isEmpty)
            #expect(!diagnostics.diagnostics.contains { $0.code == .filesRedefineTokens })
            #expect(diagnostics.diagnostics.contains { $0.code == .styleDictionaryConfiguration && $0.message.hasPrefix("1 file is read by no build") && $0.message.contains("tokens-dark.json") }, "\(diagnostics.diagnostics.map(\.message))")
            return
        }
        #expect(project.modifiers.map(\.name) == ["mode"])
        #expect(project.modifiers.first?.contextNames == ["light", "dark"])
        #expect(project.modifiers.first?.defaultContext == "light")
        let dark = project.resolve(try #require(project.validateInput(["mode": "dark"])))
        #expect(srgb(dark.token("text")?.value) == [1, 1, 1])
        #expect(dark.token("wide") == nil && dark.token("wider") == nil)
        #expect(!diagnostics.diagnostics.contains { $0.code == .filesRedefineTokens }, "\(diagnostics.diagnostics.map(\.message))")
        #expect(diagnostics.diagnostics.contains { $0.code == .leftOutReference && $0.message.contains("wider") })
    }

    /// Style Dictionary reads only the files its configuration's globs match: a file beside them that no
    /// build reads (its own JSON output, committed in the folder) is skipped with one note, where merged it
    /// would replace the sources' values. A template's placeholder matches anything there (`${brand}` a
    /// folder's name, `${dir}` any folders, so `dist` too). Globs Tessera cannot match (a placeholder that is
    /// an expression with strings of its own) leave every file read, and so does a module that opens files
    /// itself (`fs.readFileSync`), which may read more than its builds.
    @Test(arguments: [
        ("'tokens/**/*.json'", "", true), ("`${dir}/**/*.json`", "", false), ("`tokens/${brand}.json`", "", true),
        ("`tokens${sub}/*.json`", "", true), ("`tokens/${names.join(`|`)}.json`", "", false),
        ("'tokens/**/*.json'", "const dark = fs.readFileSync('dist/tokens.json');\n", false),
    ])
    func aFileNoBuildReadsIsSkipped(glob: String, code: String, skipped: Bool) {
        let files = [
            "p/build.js": "const StyleDictionary = require('style-dictionary');\n\(code)module.exports = { source: [\(glob)], platforms: { web: { transformGroup: 'web' } } };",
            "p/tokens/color.json": ##"{ "color": { "ink": { "value": "#000000" } } }"##,
            "p/dist/tokens.json": ##"{ "color": { "ink": { "value": "#ff0000" } } }"##,
        ]
        let result = resolveFiles(files, entry: "p", format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(srgb(result["color.ink"]) == (skipped ? [0, 0, 0] : [1, 0, 0]))
        let note = result.all(.styleDictionaryConfiguration).first { $0.message.contains("read by no build") }
        #expect((note?.message.contains("p/dist/tokens.json") ?? false) == skipped, "\(result.diagnostics.map(\.message))")
    }

    /// A build module that imports its configuration from a module of its own and hands it to Style Dictionary
    /// (`import config from './style-dictionary.config.js'` … `new StyleDictionary(config)`, or `require` and
    /// `.extend(config)`) builds with that module's `source` globs: the JSON its formats wrote beside the tokens
    /// (`platform/code-syntax.json`, a flat map whose names hold dots) is read by no build and skipped with one
    /// note, and the files are Style Dictionary's, so a `$value` color written as a string is no legacy form. A
    /// module imported but not handed over configures nothing: every file is read. A token with no Swift
    /// meaning (`100%`) is left out with the token referring to it (rule 1).
    @Test(arguments: [
        ("import config from './style-dictionary.config.js';", "new StyleDictionary(config)", true),
        ("const config = require('./style-dictionary.config');", "StyleDictionary.extend(config)", true),
        ("import config from './style-dictionary.config.js';", "new StyleDictionary({ platforms: config.platforms })", false),
    ])
    func aConfigurationModuleHandedToStyleDictionaryIsTheBuilds(binding: String, call: String, handed: Bool) {
        let files = [
            "p/scripts/build.js": "import StyleDictionary from 'style-dictionary';\n\(binding)\nconst sd = \(call);\nawait sd.buildAllPlatforms();\n",
            "p/scripts/style-dictionary.config.js": "export default {\n  source: ['tokens/**/*.json'],\n  platforms: { ios: { transforms: ['attribute/cti', 'name/camel'] } },\n};\n",
            "p/tokens/color.json": ##"{ "color": { "ink": { "$type": "color", "$value": "#102030" } }, "wide": { "$type": "dimension", "$value": "100%" }, "wider": { "$type": "dimension", "$value": "{wide}" } }"##,
            "p/platform/code-syntax.json": ##"{ "$comment": "names per platform", "color.ink": { "iOS": "colorInk", "web": "--color-ink" } }"##,
        ]
        let result = resolveFiles(files, entry: "p")
        let note = result.all(.styleDictionaryConfiguration).first { $0.message.contains("read by no build") }
        guard handed else {
            #expect(note == nil, "\(result.diagnostics.map(\.message))")
            return
        }
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(note?.message.contains("platform/code-syntax.json") == true, "\(result.diagnostics.map(\.message))")
        #expect(srgb(result["color.ink"]).map { $0.map { ($0 * 255).rounded() } } == [16, 32, 48])
        #expect(!result.diagnostics.contains { $0.message.contains("legacy color string") }, "\(result.diagnostics.map(\.message))")
        #expect(result["wide"] == nil && result["wider"] == nil)
        #expect(result.diagnostics.contains { $0.code == .leftOutReference && $0.message.contains("wider") }, "\(result.diagnostics.map(\.message))")
    }

    /// A reference written as a group's plain member (`"height": "{size.m}"`) is no token in Style Dictionary,
    /// which resolves references in tokens only (a project script may copy the subtree in): it is left out with
    /// one warning for all such members, never silently; a token beside it and one written `{"value": …}` read.
    @Test func aReferenceWrittenAsAPlainMemberIsNamedOnce() {
        let files = [
            "p/config.json": ##"{ "source": ["properties/**/*.json"], "platforms": { "css": { "transformGroup": "css" } } }"##,
            "p/properties/size.json": ##"{ "size": { "m": { "value": "36px" } } }"##,
            "p/properties/button.json": ##"{ "button": { "height": "{size.m}", "radius": "{size.m}", "min-height": { "value": "{size.m}" } } }"##,
        ]
        let result = resolveFiles(files, entry: "p", format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["button.min-height"] == .dimension(DimensionValue(36, .px)))
        #expect(result["button.height"] == nil && result["button.radius"] == nil)
        let named = result.all(.unmappedValue).filter { $0.message.contains("plain member of a group") }
        #expect(named.count == 1 && named.first?.tokenPath == "button.height" && named.first?.severity == .warning, "\(result.diagnostics.map(\.message))")
    }

    /// A monorepo package's builds: globs climbing above the package (`../../components/**`) read other
    /// packages' files, none of those given; a comment between the globs is no glob; a module opening a file by
    /// its name (`readFile('./config.json')`, the theme's prefix) opens that file alone. The builds are known:
    /// the dark build is a mode over the default one, and a file neither reads is skipped with one note.
    @Test(arguments: [
        ("'../../components/**/tokens.json',\n      // Additional dark tokens\n", "readFile('./config.json', 'utf-8')", true),
        ("", "readFile(`${folder}/config.json`)", false),
        ("'../tokens/**/*.json', ", "readFile('config.json')", true),
    ])
    func monorepoBuildsWithClimbingGlobsAreKnown(extra: String, read: String, known: Bool) {
        func module(_ globs: String) -> String {
            "import StyleDictionary from 'style-dictionary';\nimport { readFile } from 'node:fs/promises';\nconst theme = JSON.parse(await \(read));\n"
                + "const sd = new StyleDictionary({\n  source: [\n      \(extra)\(globs)\n  ],\n  platforms: { css: { transformGroup: 'css' } },\n});\n"
        }
        let files = [
            "repo/proprietary/p/build.mjs": module("'./src/**/*.tokens.json'"),
            "repo/proprietary/p/build-dark.mjs": module("'./src/**/*.tokens.json', './src/dark/*.json'"),
            "repo/proprietary/p/config.json": ##"{ "prefix": "p" }"##,
            "repo/proprietary/p/src/color.tokens.json": ##"{ "color": { "page": { "$type": "color", "$value": "#ffffff" } } }"##,
            "repo/proprietary/p/src/dark/color.json": ##"{ "color": { "page": { "$type": "color", "$value": "#000000" } } }"##,
            "repo/proprietary/p/src/badge.json": ##"{ "badge": { "$type": "color", "$value": "{color.pink}" } }"##,
        ]
        let diagnostics = DiagnosticEngine()
        let project = TokenProject.load(paths: ["repo/proprietary/p"], diagnostics: diagnostics, fileSystem: InMemoryFileSystem(files: files))
        let note = diagnostics.diagnostics.first { $0.code == .styleDictionaryConfiguration && $0.message.contains("read by no build") }
        guard known else {
            // A file the module opens by a path it computes may be any: every file is read.
            #expect(note == nil, "\(diagnostics.diagnostics.map(\.message))")
            return
        }
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
        #expect(note?.message.contains("src/badge.json") == true, "\(diagnostics.diagnostics.map(\.message))")
        guard let project else { return }
        #expect(project.modifiers.map(\.name) == ["mode"])
        #expect(project.modifiers.first?.contextNames.contains("dark") == true, "\(project.modifiers.map(\.contextNames))")
        let light = project.resolve(project.validateInput(["mode": project.modifiers[0].contextNames[0]])!)
        let dark = project.resolve(project.validateInput(["mode": "dark"])!)
        #expect(srgb(light.token("color.page")?.value) == [1, 1, 1])
        #expect(srgb(dark.token("color.page")?.value) == [0, 0, 0])
    }

    /// A token made by a JavaScript module that the build reads as a source (`tokens/**/*.{js,json}`, or
    /// the extglob `tokens/**/*.@(json|js)` Style Dictionary's glob library matches alike) exists in Style
    /// Dictionary, which runs the module; Tessera does not run code, so a reference to it leaves its token
    /// out with a warning naming the module, and the tokens referring to that one with it (rule 1). In
    /// strict mode, or when no build reads the module (`@(json)` is JSON only), the reference stays an error.
    @Test(arguments: [
        ("'tokens/**/*.{js,json}'", false, true), ("'tokens/**/*.{js,json}'", true, false), ("'tokens/**/*.json'", false, false),
        ("\"tokens/**/*.@(json|js)\"", false, true), ("'tokens/**/*.@(json)'", false, false), ("'tokens/**/*.j?(s|son)'", false, true),
    ])
    func aTokenMadeByAModuleTheBuildReadsIsLeftOut(glob: String, strict: Bool, leftOut: Bool) {
        let files = [
            "p/config.js": "const StyleDictionary = require('style-dictionary');\nmodule.exports = { source: [\(glob)], platforms: { css: { transformGroup: 'css' } } };",
            "p/tokens/color/base.js": "const tinycolor = require('tinycolor2');\nmodule.exports = { color: { base: { white: { value: tinycolor('#fff').toString() } } } };",
            "p/tokens/color/background.json": ##"{ "color": { "background": { "value": "{color.base.white.value}" }, "card": { "value": "{color.background.value}" }, "ink": { "value": "#111111" } } }"##,
        ]
        let result = resolveFiles(files, entry: "p", strict: strict, format: .styleDictionary)
        #expect(result.errors.isEmpty == leftOut, "\(result.diagnostics.map(\.message))")
        guard leftOut else {
            #expect(result.errors.contains { $0.code == .unresolvedReference }, "\(result.errors.map(\.message))")
            return
        }
        #expect(srgb(result["color.ink"]) != nil)
        let warning = result.all(.unresolvedReference).first
        #expect(warning?.severity == .warning)
        #expect(warning?.message.contains("p/tokens/color/base.js, a JavaScript module") == true, "\(warning?.message ?? "")")
        #expect(result["color.background"] == nil && result["color.card"] == nil)
        #expect(result.all(.leftOutReference).map(\.tokenPath) == ["color.card"])
    }

    /// A glob's braces expand left to right, up to a limit: `{a,b}` a few times gives every combination, and
    /// thousands of them (a hostile build module) end in one pass with nothing read, never a deep recursion or
    /// every combination tried.
    @Test func aGlobsBracesExpandWithinALimit() {
        #expect(StyleDictionaryBuild.expandingBraces("tokens/{a,b}/{c,d}.json") == ["tokens/a/c.json", "tokens/a/d.json", "tokens/b/c.json", "tokens/b/d.json"])
        #expect(StyleDictionaryBuild.expandingBraces("tokens/*.json") == ["tokens/*.json"])
        #expect(StyleDictionaryBuild.expandingBraces("tokens/{a,b/*.json") == nil)
        #expect(StyleDictionaryBuild.expandingBraces("tokens/a}/*.json") == nil)
        #expect(StyleDictionaryBuild.expandingBraces("{a,{b,c}}") == nil)
        #expect(StyleDictionaryBuild.expandingBraces(String(repeating: "{a,b}", count: 6))?.count == 64)
        #expect(StyleDictionaryBuild.expandingBraces(String(repeating: "{a,b}", count: 20_000)) == nil)
    }
}
