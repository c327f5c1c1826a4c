import Testing
@testable import TesseraDiagnostics
@testable import TesseraImport
@testable import TesseraSyntax
@testable import TesseraTokens

/// Values Style Dictionary passes through as written: a composite type's shorthand transforms run
/// only on objects, so a value they cannot read is read by its shape (TS0717), and a reference needs a name between its braces (TS0753). For each,
/// the reading in Style Dictionary input, the same file read as DTCG or in strict mode, and the
/// tokens that refer to it.
@Suite struct StyleDictionaryPassThroughTests {
    /// Ameba Spindle's animation tokens (Style Dictionary 4, DTCG-shaped): durations and easings typed
    /// `transition`, and tokens referring to them.
    private static let animation = [
        "animation.tokens.json": """
            { "Animation": {
                "Easing/Ease Out": { "$type": "cubicBezier", "$value": [0, 0, 0, 1] },
                "Duration/Fast": { "$type": "transition", "$value": "150ms" },
                "Move/Duration": { "$type": "transition", "$value": "{Animation.Duration/Fast}" },
                "Move/Easing": { "$type": "transition", "$value": "{Animation.Easing/Ease Out}" },
                "Whole": { "$type": "transition", "$value": "200ms ease-out 50ms" },
                "Object": { "$type": "transition", "$value": { "duration": "100ms", "delay": "0ms", "timingFunction": [0, 0, 1, 1] } }
            } }
            """
    ]

    @Test func aCompositeTypedStringOfAnotherTypeIsReadAsThatType() {
        let result = resolveFiles(Self.animation, format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["Animation.Duration/Fast"] == .duration(DurationValue(150, .ms)))
        // A reference to it takes its value, as Style Dictionary places it.
        #expect(result["Animation.Move/Duration"] == .duration(DurationValue(150, .ms)))
        #expect(result["Animation.Move/Easing"] == .cubicBezier(CubicBezier(0, 0, 0, 1)))
        // One warning, at the token whose value it is.
        let said = result.all(.labelContradictsValue)
        #expect(said.map(\.tokenPath) == ["Animation.Duration/Fast"], "\(said.map(\.message))")
        #expect(said.first?.message.contains("duration") == true)
        // The type's own shorthand and object are still that type.
        if case .transition(let whole)? = result["Animation.Whole"] {
            #expect(whole.duration == DurationValue(200, .ms) && whole.delay == DurationValue(50, .ms))
        } else {
            Issue.record("Animation.Whole: \(String(describing: result["Animation.Whole"]))")
        }
        if case .transition? = result["Animation.Object"] {} else { Issue.record("Animation.Object") }
    }

    @Test func inDTCGAndInStrictModeTheStringIsNoTransition() {
        for result in [resolveFiles(Self.animation, format: .dtcg), resolveFiles(Self.animation, strict: true, format: .styleDictionary)] {
            #expect(result.all(.labelContradictsValue).isEmpty)
            #expect(result.errors.contains { $0.tokenPath == "Animation.Duration/Fast" }, "\(result.errors.map(\.message))")
            #expect(result["Animation.Duration/Fast"] == nil)
            #expect(result["Animation.Move/Duration"] == nil)
        }
    }

    /// The Guardian's Stand labels a menu icon's line height `dimension` and points it at the number
    /// `1.3`; its build writes `1.3`, since Style Dictionary's transforms do not run again on a
    /// reference's value. The label gives the number no unit (read as the number, with the TS0303
    /// warning that says so), down a chain too; Tokens Studio, whose transforms do run on placed
    /// values, still reads the number as px where a dimension belongs.
    @Test func aDimensionLabelGivesAReferencedNumberNoUnit() {
        let text = ##"""
            { "base": { "lineHeight": { "normal": { "$type": "number", "$value": 1.3 } }, "gap": { "$type": "dimension", "$value": "8px" } },
              "menu": { "icon": { "lineHeight": { "$type": "dimension", "$value": "{base.lineHeight.normal}" },
                                  "again": { "$type": "dimension", "$value": "{menu.icon.lineHeight}" },
                                  "gap": { "$type": "dimension", "$value": "{base.gap}" },
                                  "delay": { "$type": "duration", "$value": "{base.lineHeight.normal}" } } } }
            """##
        let result = resolveFiles(["tokens.json": text], format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["menu.icon.lineHeight"] == .number(1.3) && result["menu.icon.again"] == .number(1.3))
        #expect(result["menu.icon.delay"] == .number(1.3))
        #expect(result["menu.icon.gap"] == .dimension(DimensionValue(8, .px)))
        let said = result.all(.referenceTypeMismatch).filter { $0.severity == .warning }.compactMap(\.tokenPath)
        #expect(said.contains("menu.icon.lineHeight") && said.contains("menu.icon.delay"), "\(said)")

        let studio = resolveFiles(["tokens.json": text], format: .tokensStudio)
        #expect(studio["menu.icon.lineHeight"] == .dimension(DimensionValue(1.3, .px)), "\(String(describing: studio["menu.icon.lineHeight"]))")
    }

    @Test func aCSSWideKeywordIsReadAsNoOtherValue() {
        // A shadow typed token holding `unset`: no shadow, and no value of another type either; the
        // stylesheet takes it from where it is used, so it is left out (rule 1), not read by its shape.
        let result = resolveFiles(
            ["tokens.json": #"{ "shadow": { "none": { "type": "shadow", "value": "unset" } } }"#], format: .styleDictionary)
        #expect(result.all(.labelContradictsValue).isEmpty)
        #expect(result["shadow.none"] == nil)
        #expect(result.errors.isEmpty && result.all(.invalidValue).map(\.tokenPath) == ["shadow.none"])
        // A word of no meaning there stays an error.
        let word = resolveFiles(
            ["tokens.json": #"{ "shadow": { "none": { "type": "shadow", "value": "unsett" } } }"#], format: .styleDictionary)
        #expect(word.errors.map(\.tokenPath) == ["shadow.none"])
    }

    /// A Theo-era team labels border tokens `border-style` and gives them `"1px solid"`, part of a CSS
    /// border shorthand, which Style Dictionary (and Theo) write as they are. No stroke style is text of
    /// more than a keyword: left out (rule 1), and so is the token referring to it; a keyword is read, and
    /// a misspelt keyword stays an error.
    private static let borderStyles = [
        "tokens.json": """
            { "border": {
                "hairline": { "value": "1px solid", "type": "border-style" },
                "divider": { "value": "{border.hairline}", "type": "border-style" },
                "dashed": { "value": "dashed", "type": "border-style" },
                "dotted": { "value": "dotd", "type": "border-style" }
            } }
            """
    ]

    @Test func textOfMoreThanAKeywordLabelledStrokeStyleIsLeftOut() {
        let result = resolveFiles(Self.borderStyles, format: .styleDictionary)
        #expect(result.errors.map(\.tokenPath) == ["border.dotted"], "\(result.errors.map(\.message))")
        #expect(result["border.hairline"] == nil && result["border.divider"] == nil)
        let said = result.all(.invalidValue).filter { $0.severity == .warning }
        #expect(said.compactMap(\.tokenPath) == ["border.hairline"], "\(said.map(\.message))")
        #expect(said.first?.message.contains("the text \"1px solid\", which Style Dictionary passes") == true)
        #expect(result["border.dashed"] == .strokeStyle(.keyword("dashed")))
        // In strict mode the text is an error, and so is it as DTCG, where a type is the value's type.
        let dtcg = ["tokens.json": #"{ "border": { "hairline": { "$value": "1px solid", "$type": "strokeStyle" } } }"#]
        for strict in [resolveFiles(Self.borderStyles, strict: true, format: .styleDictionary), resolveFiles(dtcg, format: .dtcg)] {
            #expect(strict.errors.contains { $0.tokenPath == "border.hairline" }, "\(strict.errors.map(\.message))")
            #expect(strict.all(.invalidValue).allSatisfy { $0.severity == .error })
        }
    }

    /// A team writing a Figma API export for Style Dictionary 3 labels every member of a text style
    /// `typography` (family `"Inter"`, size `"16px"`), each a token of its own. Style Dictionary's
    /// typography transforms read only objects, so its build writes each text as it is.
    private static let typographyMembers = [
        "tokens.json": """
            { "font": { "base": {
                "family": { "value": "Inter", "type": "typography" },
                "stack": { "value": "'Inter', sans-serif", "type": "typography" },
                "size": { "value": "16px", "type": "typography" },
                "alias": { "value": "{font.base.family}", "type": "typography" }
            } } }
            """
    ]

    @Test func textLabelledTypographyIsReadByItsShapeOrLeftOut() {
        let result = resolveFiles(Self.typographyMembers, format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["font.base.size"] == .dimension(DimensionValue(16, .px)))
        #expect(result["font.base.stack"] == .fontFamily(["Inter", "sans-serif"]), "\(String(describing: result["font.base.stack"]))")
        // A family name alone is text, which no typography holds: left out (rule 1), and so is the token referring to it.
        #expect(result["font.base.family"] == nil && result["font.base.alias"] == nil)
        #expect(result.all(.invalidValue).filter { $0.severity == .warning }.compactMap(\.tokenPath) == ["font.base.family"])
        #expect(Set(result.all(.labelContradictsValue).compactMap(\.tokenPath)) == ["font.base.size", "font.base.stack"])
    }

    @Test func textTypedTypographyStaysAnErrorInDTCGAndStrictMode() {
        // The same tokens as DTCG writes them, where a type is the value's type.
        let dtcg = [
            "tokens.json": """
                { "font": { "base": {
                    "family": { "$value": "Inter", "$type": "typography" },
                    "alias": { "$value": "{font.base.family}", "$type": "typography" }
                } } }
                """
        ]
        for result in [resolveFiles(dtcg, format: .dtcg), resolveFiles(Self.typographyMembers, strict: true, format: .styleDictionary)] {
            #expect(result.all(.labelContradictsValue).isEmpty)
            #expect(result.errors.contains { $0.tokenPath == "font.base.family" }, "\(result.errors.map(\.message))")
            #expect(result["font.base.family"] == nil && result["font.base.alias"] == nil)
        }
    }

    /// Den Haag's skip link (Style Dictionary 3): `{}` placeholders, and a token referring to one.
    private static let placeholders = [
        "skip-link.tokens.json": """
            { "nl": { "skip-link": {
                "line-height": { "value": "{}" },
                "min-block-size": { "value": "{}" },
                "alias": { "value": "{nl.skip-link.line-height}" },
                "font-size": { "value": "16px" }
            } } }
            """
    ]

    @Test func emptyBracesAreAPlaceholderLeftOut() {
        let result = resolveFiles(Self.placeholders, format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result.all(.malformedReference).isEmpty)
        #expect(result["nl.skip-link.line-height"] == nil && result["nl.skip-link.min-block-size"] == nil)
        #expect(result.all(.styleDictionaryTextInBraces).compactMap(\.tokenPath).sorted() == [
            "nl.skip-link.line-height", "nl.skip-link.min-block-size",
        ])
        // The token referring to one is left out with it, naming the root; it is never said not to exist.
        #expect(result["nl.skip-link.alias"] == nil)
        #expect(result.all(.unresolvedReference).isEmpty)
        let leftOut = result.all(.leftOutReference)
        #expect(leftOut.map(\.tokenPath) == ["nl.skip-link.alias"])
        #expect(leftOut.first?.message.contains("nl.skip-link.line-height") == true, "\(leftOut.map(\.message))")
        #expect(result["nl.skip-link.font-size"] != nil)
    }

    @Test func emptyBracesStayAMalformedReferenceOutsideStyleDictionary() {
        let dtcg = resolveFiles(["tokens.json": #"{ "size": { "a": { "$type": "dimension", "$value": "{}" } } }"#], format: .dtcg)
        #expect(dtcg.all(.malformedReference).map(\.tokenPath) == ["size.a"])
        #expect(dtcg.all(.styleDictionaryTextInBraces).isEmpty)
        let strict = resolveFiles(Self.placeholders, strict: true, format: .styleDictionary)
        #expect(strict.all(.valueWithoutAppMeaning).compactMap(\.tokenPath).sorted() == [
            "nl.skip-link.line-height", "nl.skip-link.min-block-size",
        ])
    }

    @Test func styleDictionaryFindsAReferenceOnlyWithANameInItsBraces() {
        #expect(!StyleDictionaryImporter.placesReference("{}"))
        #expect(!StyleDictionaryImporter.placesReference("a {} b"))
        #expect(StyleDictionaryImporter.placesReference("{a}"))
        #expect(StyleDictionaryImporter.placesReference("1px solid {color.border}"))
        #expect(StyleDictionaryImporter.placesReference("{} {x}"))
    }

    /// Jobber Atlantis keeps a color's channels in a color-typed token and places them in `rgba()`.
    private static let channels = [
        "color.tokens.json": """
            { "color": { "$type": "color",
                "white-": { "rgb": { "$value": "255, 255, 255" } },
                "overlay": { "$value": "rgba({color.white-.rgb}, 0.32)" },
                "alias": { "$value": "{color.white-.rgb}" },
                "broken": { "$value": "255, 255" }
            } }
            """
    ]

    @Test func aColorsChannelsAreLeftOutAndStillPlacedInAColorFunction() {
        let result = resolveFiles(Self.channels, format: .styleDictionary)
        #expect(result["color.white-.rgb"] == nil)
        let said = result.all(.invalidValue).filter { $0.tokenPath == "color.white-.rgb" }
        #expect(said.count == 1 && said[0].severity == .warning && said[0].message.contains("channels"), "\(said.map(\.message))")
        // Placed as text inside rgba(): the color it makes.
        #expect(srgb(result["color.overlay"]) == [1, 1, 1], "\(String(describing: result["color.overlay"]))")
        if case .color(let overlay)? = result["color.overlay"] { #expect(abs(overlay.alpha - 0.32) < 1e-9) }
        // Referred to as a whole, it is no color: left out with it, naming the root.
        #expect(result["color.alias"] == nil)
        #expect(result.all(.leftOutReference).map(\.tokenPath) == ["color.alias"])
        #expect(result.all(.unresolvedReference).isEmpty)
        // Two numbers are no channels, and no color: left out as any text no color transform reads (TS0717's rule),
        // and placed nowhere.
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["color.broken"] == nil)
        #expect(result.all(.invalidValue).contains { $0.tokenPath == "color.broken" && !$0.message.contains("channels") })
    }

    @Test func aColorsChannelsAreAnErrorInDTCGAndStrictMode() {
        for result in [resolveFiles(Self.channels, format: .dtcg), resolveFiles(Self.channels, strict: true, format: .styleDictionary)] {
            #expect(result.errors.contains { $0.tokenPath == "color.white-.rgb" }, "\(result.errors.map(\.message))")
            #expect(result["color.white-.rgb"] == nil)
        }
    }
}

/// A member beside the value that is the token's value in another mode (Style Dictionary's
/// single-token dark mode, `darkValue`, which Hyphen's and The Washington Post's builds write where
/// dark mode is chosen): that mode's value, in a modifier `mode`, never an extension kept quietly,
/// which would give dark mode the light value.
@Suite struct StyleDictionaryModeValueMemberTests {
    static let files = [
        "tokens.json": """
            { "color": { "gray": { "type": "color", "value": "#111111" },
                         "white": { "type": "color", "value": "#ffffff" },
                         "surface": { "type": "color", "value": "{color.white.value}", "darkValue": "{color.gray.value}" },
                         "text": { "type": "color", "value": "{color.gray}", "valueDark": "#eeeeee" },
                         "link": { "type": "color", "value": "{color.text}" },
                         "plain": { "type": "color", "value": "#222222", "hex": "#222222", "themeable": true } } }
            """
    ]

    @Test func aModesValueBesideTheValueIsTheValueInThatMode() {
        let light = resolveFiles(Self.files, format: .styleDictionary)
        #expect(light.errors.isEmpty, "\(light.errors.map(\.message))")
        #expect(light.permutations.count == 2)
        #expect(srgb(light["color.surface"]) == [1, 1, 1])
        #expect(srgb(light["color.text"]) == srgb(light["color.gray"]))
        let dark = resolveFiles(Self.files, input: ["mode": "dark"], format: .styleDictionary)
        #expect(dark.errors.isEmpty, "\(dark.errors.map(\.message))")
        #expect(srgb(dark["color.surface"]) == srgb(dark["color.gray"]))
        let lightGray: [Double] = Array(repeating: 238 / 255, count: 3)
        #expect(srgb(dark["color.text"]) == lightGray)
        // A token referring to one takes its value in that mode; one without stays as written.
        #expect(srgb(dark["color.link"]) == srgb(dark["color.text"]))
        #expect(srgb(dark["color.plain"]) == srgb(light["color.plain"]))
        // Other members beside the value (`hex`, `themeable`) stay extensions, in no mode.
        #expect(light.all(.unreadableSiblingMember).isEmpty)
    }

    /// Style Dictionary 4 in its DTCG syntax (`usesDtcg`), untyped, with `darkValue` on some tokens only:
    /// detected as Style Dictionary's, so the dark values are the dark mode's, not dropped by the DTCG reader.
    @Test func aDarkValueBesideAnUntypedDollarValueIsReadWithoutNamingTheFormat() {
        let files = [
            "semantic.json": ##"{"theme": {"border": {"$value": "{color.white}"}}, "background": {"body": {"$value": "{color.white}", "darkValue": "{color.midnight}"}}, "text": {"$value": "{background.body}"}, "color": {"white": {"$value": "#ffffff"}, "midnight": {"$value": "#202945"}}}"##
        ]
        let dark = resolveFiles(files, input: ["mode": "dark"])
        #expect(dark.errors.isEmpty, "\(dark.errors.map(\.message))")
        #expect(dark.all(.unknownProperty).isEmpty, "\(dark.diagnostics.map(\.message))")
        #expect(srgb(dark["background.body"]) == srgb(dark["color.midnight"]))
        #expect(srgb(dark["text"]) == srgb(dark["color.midnight"]))
        #expect(srgb(dark["theme.border"]) == [1, 1, 1])
        let light = resolveFiles(files)
        #expect(srgb(light["background.body"]) == [1, 1, 1])
    }

    /// A mode the project's build names (`options: { mode: 'noir' }`, whose format writes each token's
    /// `noirValue`) is a mode as `dark` is, and a reference to that member of another token
    /// (`{color.brand.noirValue}`) is that token in the mode. Without the build, `noirValue` is an extension.
    @Test(arguments: [true, false])
    func aModeTheBuildNamesIsAMode(built: Bool) {
        var files = [
            "p/tokens/brand.json": ##"{ "color": { "brand": { "value": "#1f1f1f", "noirValue": "#ffffff" } } }"##,
            "p/tokens/background.json": ##"{ "color": { "content": { "value": "{color.brand.value}", "noirValue": "{color.brand.noirValue}" } } }"##,
        ]
        if built {
            files["p/sd.config.js"] = """
                import StyleDictionary from 'style-dictionary';
                export default { source: ['tokens/*.json'], platforms: { css: { transformGroup: 'css', files: [
                  { destination: 'variables.css', format: 'css/variables' },
                  { destination: 'variables-noir.css', format: 'css/variables', options: { mode: 'noir' } } ] } } };
                """
        }
        let noir = resolveFiles(files, entry: "p", input: built ? ["mode": "noir"] : [:], format: .styleDictionary)
        #expect(noir.errors.isEmpty, "\(noir.errors.map(\.message))")
        #expect(noir.permutations.count == (built ? 2 : 1))
        #expect(srgb(noir["color.content"]) == (built ? [1, 1, 1] : srgb(noir["color.brand"])))
    }

    /// A value that holds one value per mode (`{"light": …, "dark": …}`, which a project's transform picks
    /// one of per build), and a member named by a mode alone beside the value (`"dark": "#4d3700"`), are the
    /// token's values in those modes; each mode's value is read as the token's own is (an opacity's
    /// percentage, a Tokens Studio shadow's members), and a reference takes the target's value in that mode.
    @Test func valuesPerModeAreTheModesValues() {
        let files = [
            "tokens.json": """
                { "color": { "ink": { "value": { "light": "#000000", "dark": "#ffffff" }, "type": "color" },
                             "text": { "value": "{color.ink}", "type": "color" },
                             "badge": { "value": "{color.ink}", "dark": "#4d3700", "type": "color" },
                             "path": { "value": { "_light": "colors.darkGrey", "_dark": "colors.white" } } },
                  "opacity": { "scrim": { "value": { "light": "50%", "dark": "70%" }, "type": "opacity" } },
                  "shadow": { "raised": { "value": { "light": { "x": "0", "y": "2", "blur": "4", "spread": "0", "color": "#00000040", "type": "dropShadow" },
                                                     "dark": { "x": "0", "y": "4", "blur": "8", "spread": "0", "color": "#000000", "type": "dropShadow" } },
                                          "type": "boxShadow" } } }
                """
        ]
        let light = resolveFiles(files, format: .styleDictionary)
        #expect(light.errors.isEmpty, "\(light.errors.map(\.message))")
        #expect(light.permutations.count == 2)
        let dark = resolveFiles(files, input: ["mode": "dark"], format: .styleDictionary)
        #expect(dark.errors.isEmpty, "\(dark.errors.map(\.message))")
        #expect(srgb(light["color.ink"]) == [0, 0, 0] && srgb(dark["color.ink"]) == [1, 1, 1])
        #expect(srgb(dark["color.text"]) == [1, 1, 1])
        #expect(srgb(light["color.badge"]) == [0, 0, 0])
        #expect(srgb(dark["color.badge"]).map { $0.map { ($0 * 255).rounded() } } == [77, 55, 0])
        #expect(light["opacity.scrim"] == .number(0.5) && dark["opacity.scrim"] == .number(0.7))
        // Chakra's `_light`/`_dark` keys name the modes too; a theme path under `color` is text in each.
        #expect(light["color.path"] == .string("colors.darkGrey") && dark["color.path"] == .string("colors.white"))
        guard case .shadow(let layers)? = dark["shadow.raised"] else { Issue.record("no dark shadow"); return }
        #expect(layers.first?.offsetY == DimensionValue(4, .px))
    }

    @Test func onlyAModeWordBesideValueNamesAMode() {
        #expect(ModeWords.mode(ofValueMember: "valueDark") == "dark")
        #expect(ModeWords.mode(ofValueMember: "value-dark") == "dark")
        #expect(ModeWords.mode(ofValueMember: "darkValue") == "dark")
        #expect(ModeWords.mode(ofValueMember: "value_high_contrast") == "highcontrast")
        #expect(ModeWords.mode(ofValueMember: "dark") == "dark")
        #expect(ModeWords.mode(ofValueMember: "valueType") == nil)
        #expect(ModeWords.mode(ofValueMember: "value") == nil)
        #expect(ModeWords.mode(ofValueMember: "hex") == nil)
    }
}

/// kickstartDS writes colors as tinycolor's channel objects and says their category in `attributes`,
/// under a path whose first name (`ks`) is no category: Style Dictionary 3's `attribute/cti` keeps the
/// written category, its color transforms run on the token, and tinycolor reads the object as a color.
@Suite struct StyleDictionaryColorChannelObjectTests {
    private static let kickstart = [
        "color.json": """
            { "ks": { "color": {
                "primary": { "to-bg": { "8": { "base": { "value": { "r": 35, "g": 10, "b": 43, "a": 0.5 }, "attributes": { "category": "color" } } } } },
                "plain": { "value": { "r": 255, "g": 0, "b": 0 }, "type": "color" },
                "nocategory": { "value": { "r": 35, "g": 10, "b": 43 } }
              },
              "background-color": { "accent": { "value": "{ks.color.primary.to-bg.8.base.value}", "attributes": { "category": "color" } } }
            } }
            """
    ]

    @Test func aChannelObjectInACategorizedColorIsThatColor() {
        let result = resolveFiles(Self.kickstart, format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        let expected = [35.0 / 255, 10.0 / 255, 43.0 / 255]
        #expect(srgb(result["ks.color.primary.to-bg.8.base"]).map { zip($0, expected).allSatisfy { abs($0 - $1) < 1e-9 } } == true)
        if case .color(let color)? = result["ks.color.primary.to-bg.8.base"] { #expect(color.alpha == 0.5) }
        // The token referring to it takes it.
        #expect(srgb(result["ks.background-color.accent"]).map { zip($0, expected).allSatisfy { abs($0 - $1) < 1e-9 } } == true)
        #expect(srgb(result["ks.color.plain"]) == [1, 0, 0])
        #expect(result.all(.leftOutReference).isEmpty)
    }

    @Test func withoutACategoryOrColorTypeTheObjectIsStillLeftOut() {
        let result = resolveFiles(Self.kickstart, format: .styleDictionary)
        // No type, no category and a path whose first name is none: Style Dictionary runs no color transform.
        #expect(result["ks.color.nocategory"] == nil)
        #expect(result.all(.missingType).map(\.tokenPath) == ["ks.color.nocategory"], "\(result.diagnostics.map(\.message))")
    }

    @Test func theCategoryOfAttributesIsTheCTIPath() {
        let token = JSONObject([JSONObject.Member(key: "attributes", keyPosition: .unknown, value: JSONValue(.object(JSONObject([
            JSONObject.Member(key: "category", keyPosition: .unknown, value: JSONValue(.string("size"), at: .unknown)),
            JSONObject.Member(key: "type", keyPosition: .unknown, value: JSONValue(.string("font"), at: .unknown)),
        ])), at: .unknown))])
        #expect(StyleDictionaryImporter.ctiPath(of: token) == ["size", "font"])
        #expect(StyleDictionaryImporter.ctiPath(of: JSONObject()) == nil)
    }
    /// monday.com's theme keys (Style Dictionary 3): box shadows labelled `color` whose text places a
    /// shadow's offsets and a color (`"{shadow.size.xs.value} {theme.shadow.color.value}"`). Version 3
    /// picks transforms by the path's category, not by `type`, so the placed text reaches the CSS as
    /// written: a shadow. Text that gives no value of any type is left out, and so is a token referring to it.
    private static let placedShadows = [
        "tokens.json": """
            { "shadow": { "size": { "xs": { "value": "0px 4px 6px -4px" } } },
              "theme": {
                "shadow": { "color": { "value": "#000000", "type": "color" } },
                "box-shadow": {
                  "xs": { "value": "{shadow.size.xs.value} {theme.shadow.color.value}", "type": "color" },
                  "alias": { "value": "{theme.box-shadow.xs.value}", "type": "color" },
                  "words": { "value": "solid {theme.shadow-name.value}", "type": "color" },
                  "words-alias": { "value": "{theme.box-shadow.words.value}", "type": "color" }
                },
                "shadow-name": { "value": "thick" }
              } }
            """
    ]

    @Test func placedTextOfAnotherTypeIsReadAsThatType() {
        let result = resolveFiles(Self.placedShadows, format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        if case .shadow(let layers)? = result["theme.box-shadow.xs"], let layer = layers.first, layers.count == 1 {
            #expect(layer.offsetX == DimensionValue(0, .px) && layer.offsetY == DimensionValue(4, .px))
            #expect(layer.blur == DimensionValue(6, .px) && layer.spread == DimensionValue(-4, .px))
            #expect(layer.color.hex == "#000000", "\(layer.color)")
        } else {
            Issue.record("theme.box-shadow.xs: \(String(describing: result["theme.box-shadow.xs"]))")
        }
        #expect(result["theme.box-shadow.alias"] == result["theme.box-shadow.xs"])
        let said = result.all(.labelContradictsValue)
        #expect(said.map(\.tokenPath) == ["theme.box-shadow.xs"], "\(said.map(\.message))")
        #expect(said.first?.message.contains("shadow") == true)
        // Words that are no color and no other value: left out (rule 1), down the reference too.
        #expect(result["theme.box-shadow.words"] == nil && result["theme.box-shadow.words-alias"] == nil)
        #expect(result.all(.invalidValue).map(\.tokenPath) == ["theme.box-shadow.words"])
        #expect(result.all(.leftOutReference).map(\.tokenPath) == ["theme.box-shadow.words-alias"])
    }

    @Test func inStrictModePlacedTextMustBeItsType() {
        let result = resolveFiles(Self.placedShadows, strict: true, format: .styleDictionary)
        #expect(result.all(.labelContradictsValue).isEmpty)
        #expect(result["theme.box-shadow.xs"] == nil)
        #expect(!result.errors.isEmpty)
    }

    /// A starter kit's brand builds (Style Dictionary 3) keep a font face's tracking address as
    /// `"value": null`: Style Dictionary takes any object with a `value` for a token and leaves the
    /// null to the platform's filter, so the build succeeds. The token is left out with a warning, as is
    /// a token referring to it; DTCG and strict mode keep the null an error.
    @Test func aNullValueIsATokenLeftOut() {
        let text = #"""
            { "font": { "track": { "url": { "value": null }, "copy": { "value": "{font.track.url}" } },
                        "size": { "body": { "value": "16px" } } } }
            """#
        let result = resolveFiles(["tokens.json": text], format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["font.size.body"] == .dimension(DimensionValue(16, .px)))
        #expect(result["font.track.url"] == nil && result["font.track.copy"] == nil)
        let said = result.all(.nullValue)
        #expect(said.compactMap(\.tokenPath) == ["font.track.url"] && said.allSatisfy { $0.severity == .warning }, "\(said.map(\.message))")
        #expect(result.all(.leftOutReference).compactMap(\.tokenPath) == ["font.track.copy"])

        let dtcg = #"{ "font": { "track": { "url": { "$value": null } } } }"#
        #expect(resolveFiles(["tokens.json": dtcg], format: .dtcg).errors.map(\.code) == [.nullValue])
        let strict = resolveFiles(["tokens.json": text], strict: true, format: .styleDictionary)
        #expect(strict.errors.contains { $0.code == .nullValue && $0.tokenPath == "font.track.url" }, "\(strict.errors.map(\.message))")
    }
}
