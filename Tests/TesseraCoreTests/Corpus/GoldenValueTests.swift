import Foundation
import Testing
import TesseraTestSupport
import TesseraDiagnostics
import TesseraSyntax
import TesseraYAML
import TesseraTokens
import TesseraImport
import TesseraConvert

// Resolved values pinned per design system. Each expected value was read from the
// source files by hand, following every alias; the comment next to an assertion
// gives the chain (file:line of each hop under ../shared/corpora). Numbers are
// compared within 1e-9.

@Suite("Golden values from ../shared/corpora", .needsSharedCorpora)
struct CorpusGoldenValueTests {
    // MARK: Apple HIG

    @Test func appleHIGSystemBlueAcrossThemes() throws {
        let hig = try LoadedCorpus.load("dtcg-examples/apple-hig.resolver.json")
        // apple-hig/color/light.tokens.json:4 systemBlue → srgb {0, 0.47843137254901963, 1} (#007aff)
        corpusExpectColor(try hig.resolve(["theme": "light"])["color.systemBlue"], .srgb, [0, 0.47843137254901963, 1])
        // apple-hig/color/dark.tokens.json:4 systemBlue → srgb {0.0392156862745098, 0.5176470588235295, 1} (#0a84ff)
        corpusExpectColor(
            try hig.resolve(["theme": "dark"])["color.systemBlue"], .srgb, [0.0392156862745098, 0.5176470588235295, 1])
        // apple-hig/color/dark_ax.tokens.json:4 systemBlue → srgb {0.25098039215686274, 0.611764705882353, 1} (#409cff)
        corpusExpectColor(
            try hig.resolve(["theme": "dark_ax"])["color.systemBlue"], .srgb, [0.25098039215686274, 0.611764705882353, 1])
        // apple-hig/color/light_ax.tokens.json:4 systemBlue → srgb {0, 0.25098039215686274, 0.8666666666666667} (#0040dd)
        corpusExpectColor(
            try hig.resolve(["theme": "light_ax"])["color.systemBlue"], .srgb, [0, 0.25098039215686274, 0.8666666666666667])
        // The size modifier does not touch colors: dark + xxxLarge is still dark.tokens.json:4.
        corpusExpectColor(
            try hig.resolve(["theme": "dark", "size": "xxxLarge"])["color.systemBlue"], .srgb,
            [0.0392156862745098, 0.5176470588235295, 1])
    }

    @Test func appleHIGUntypedLightColorIsReadAsColor() throws {
        let hig = try LoadedCorpus.load("dtcg-examples/apple-hig.resolver.json")
        // apple-hig/color/light.tokens.json:14 systemBrown has no $type → inferred color
        // {0.6352941176470588, 0.5176470588235295, 0.3686274509803922} (#a2845e)
        let light = try hig.resolve(["theme": "light"])
        #expect(light["color.systemBrown"]?.type == .color)
        corpusExpectColor(light["color.systemBrown"], .srgb, [0.6352941176470588, 0.5176470588235295, 0.3686274509803922])
        // The text styles need set "typography", which resolutionOrder leaves out: they do not resolve.
        #expect(light["font.textStyle.body"] == nil)
    }

    /// The resolver with its defect repaired in memory: set `typography` added to
    /// the front of resolutionOrder, so `{font.design.default}` resolves.
    private static func repairedAppleHIG() throws -> LoadedCorpus {
        let original = try String(
            contentsOfFile: CorpusPaths.absolute("dtcg-examples/apple-hig.resolver.json"), encoding: .utf8)
        let written = ##""resolutionOrder": [{ "$ref": "#/modifiers/theme" }"##
        #expect(original.contains(written))
        let repaired = original.replacingOccurrences(
            of: written, with: ##""resolutionOrder": [{ "$ref": "#/sets/typography" }, { "$ref": "#/modifiers/theme" }"##)
        let path = "dtcg-examples/apple-hig.repaired.resolver.json"
        return try LoadedCorpus.load(
            path, fileSystem: CorpusOverlayFileSystem(overrides: [CorpusPaths.absolute(path): repaired]))
    }

    @Test func appleHIGTextStyleSizesOnceTheTypographySetIsUsed() throws {
        let hig = try Self.repairedAppleHIG()
        let xSmall = try hig.resolve(["size": "xSmall"])
        let xxxLarge = try hig.resolve(["size": "xxxLarge"])
        let medium = try hig.resolve([:])
        #expect(xSmall.count == 34, "18 colors + 5 font families (font/design.tokens.json) + 11 text styles")
        let errors = hig.diagnostics.diagnostics.filter { $0.severity == .error }.map { $0.message }
        #expect(errors.isEmpty, "\(errors)")
        // Now that the text styles get past fontFamily, their other defect shows: each lineHeight is a
        // length ({19, px}…), not a multiple of fontSize — 11 styles × the 3 size files resolved here.
        let lengthLineHeights = hig.diagnostics.diagnostics.filter {
            $0.code == .legacyValue && $0.message.contains("lineHeight given as a length")
        }
        #expect(lengthLineHeights.count == 33)

        // font/textStyle/xSmall.tokens.json:55 body: fontSize 14px (:59), lineHeight 19px (:60) → 19/14;
        // fontFamily {font.design.default} → font/design.tokens.json:5 ["SF Pro"]; letterSpacing 0em
        let bodyXS = try #require(xSmall["font.textStyle.body"]?.corpusTypography)
        corpusExpectDimension(bodyXS.fontSize, 14, .px, "body xSmall fontSize")
        corpusExpectClose(bodyXS.lineHeight, 19.0 / 14.0, "body xSmall lineHeight")
        #expect(bodyXS.fontFamily == ["SF Pro"])
        corpusExpectClose(bodyXS.fontWeight, 400, "body xSmall fontWeight")
        corpusExpectDimension(bodyXS.letterSpacing, 0, .em, "body xSmall letterSpacing")

        // font/textStyle/xxxLarge.tokens.json:55 body: fontSize 23px (:59), lineHeight 29px (:60) → 29/23
        let bodyXXXL = try #require(xxxLarge["font.textStyle.body"]?.corpusTypography)
        corpusExpectDimension(bodyXXXL.fontSize, 23, .px, "body xxxLarge fontSize")
        corpusExpectClose(bodyXXXL.lineHeight, 29.0 / 23.0, "body xxxLarge lineHeight")

        // font/textStyle/medium.tokens.json:51 body (typed by the group's $type at :5): fontSize 17px (:54), lineHeight 22px (:56)
        let bodyM = try #require(medium["font.textStyle.body"]?.corpusTypography)
        corpusExpectDimension(bodyM.fontSize, 17, .px, "body medium fontSize")
        corpusExpectClose(bodyM.lineHeight, 22.0 / 17.0, "body medium lineHeight")

        // font/textStyle/xSmall.tokens.json:5 largeTitle fontSize 31px (:9); xxxLarge.tokens.json:5 → 40px (:9)
        corpusExpectDimension(xSmall["font.textStyle.largeTitle"]?.corpusTypography?.fontSize, 31, .px, "largeTitle xSmall")
        corpusExpectDimension(xxxLarge["font.textStyle.largeTitle"]?.corpusTypography?.fontSize, 40, .px, "largeTitle xxxLarge")
    }

    // MARK: GitHub Primer

    @Test func githubPrimerFunctionalColorsFollowTheTheme() throws {
        let primer = try LoadedCorpus.load("dtcg-examples/github-primer.resolver.json")
        let light = try primer.resolve(["theme": "light"])
        let lightHC = try primer.resolve(["theme": "light-hc"])
        let dark = try primer.resolve(["theme": "dark"])

        // functional/color/fgColor.tokens.json:28 fgColor.muted → {base.color.neutral.9}
        //   light: base/color/light/light.tokens.json:223 → {0.34901960784313724, 0.38823529411764707, 0.43137254901960786} (#59636e)
        //   dark:  base/color/dark/dark.tokens.json:223   → {0.5686274509803921, 0.596078431372549, 0.6313725490196078} (#9198a1)
        corpusExpectColor(light["fgColor.muted"], .srgb, [0.34901960784313724, 0.38823529411764707, 0.43137254901960786])
        corpusExpectColor(dark["fgColor.muted"], .srgb, [0.5686274509803921, 0.596078431372549, 0.6313725490196078])
        #expect(light["fgColor.muted"]?.aliasOf == "base.color.neutral.9")

        // functional/color/fgColor.tokens.json:4 fgColor.default → {base.color.neutral.13}
        //   light:    light.tokens.json:295 → {base.color.black} → light.tokens.json:5 {0.12156862745098039, 0.13725490196078433, 0.1568627450980392} (#1f2328)
        //   light-hc: light.tokens.json:295 → {base.color.black} → light.high-contrast.tokens.json:5 (overrides) {0.00392156862745098, 0.01568627450980392, 0.03529411764705882} (#010409)
        //   dark:     dark.tokens.json:295  → {base.color.white} → dark.tokens.json:32 {1, 1, 1}
        corpusExpectColor(light["fgColor.default"], .srgb, [0.12156862745098039, 0.13725490196078433, 0.1568627450980392])
        corpusExpectColor(lightHC["fgColor.default"], .srgb, [0.00392156862745098, 0.01568627450980392, 0.03529411764705882])
        corpusExpectColor(dark["fgColor.default"], .srgb, [1, 1, 1])
    }

    @Test func githubPrimerBodyTypographyComposite() throws {
        let primer = try LoadedCorpus.load("dtcg-examples/github-primer.resolver.json")
        let tokens = try primer.resolve([:])
        // functional/typography/typography.tokens.json:470 text.body.shorthand.medium:
        //   fontWeight {text.body.weight} (:447) → {base.text.weight.normal} → base/typography/typography.tokens.json:18 → 400
        //   fontSize {text.body.size.medium} (:369) → 14px
        //   lineHeight {text.body.lineHeight.medium} (:416) → 1.42857
        //   fontFamily {fontStack.sansSerif} (:18) → one name, the CSS list string as written
        //   letterSpacing absent → 0px (reported as TS0401)
        let body = try #require(tokens["text.body.shorthand.medium"]?.corpusTypography)
        corpusExpectClose(body.fontWeight, 400, "fontWeight")
        corpusExpectDimension(body.fontSize, 14, .px, "fontSize")
        corpusExpectClose(body.lineHeight, 1.42857, "lineHeight")
        corpusExpectDimension(body.letterSpacing, 0, .px, "letterSpacing")
        #expect(
            body.fontFamily == [
                "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'Noto Sans', Helvetica, Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'"
            ])
    }

    @Test func githubPrimerSizeModifier() throws {
        let primer = try LoadedCorpus.load("dtcg-examples/github-primer.resolver.json")
        // functional/size/size-coarse.tokens.json:5 control.minTarget.auto → {base.size.44} → base/size/size.tokens.json:197 → 44px
        corpusExpectDimension(try primer.resolve(["size": "coarse"])["control.minTarget.auto"]?.corpusDimension, 44, .px, "coarse")
        // functional/size/size-fine.tokens.json:5 control.minTarget.auto → {base.size.16} → 16px
        corpusExpectDimension(try primer.resolve(["size": "fine"])["control.minTarget.auto"]?.corpusDimension, 16, .px, "fine")
        // The default size context is empty, and no set defines control.minTarget.auto.
        #expect(try primer.resolve(["size": "default"])["control.minTarget.auto"] == nil)
    }

    // MARK: IBM Carbon

    @Test func ibmCarbonDisplayTypeAcrossBreakpoints() throws {
        let carbon = try LoadedCorpus.load("dtcg-examples/ibm-carbon.resolver.json")
        // md (empty context) keeps typography.tokens.json:237 display04: 2.625rem, weight 300, letterSpacing 0 → 0px, lineHeight 1.19
        let md = try #require(try carbon.resolve(["breakpoint": "md"])["type.display04"]?.corpusTypography)
        corpusExpectDimension(md.fontSize, 2.625, .rem, "md fontSize")
        corpusExpectClose(md.fontWeight, 300, "md fontWeight")
        corpusExpectDimension(md.letterSpacing, 0, .px, "md letterSpacing")
        corpusExpectClose(md.lineHeight, 1.19, "md lineHeight")
        #expect(md.fontFamily == ["system-ui", "sans-serif"])
        // lg: typography-lg.tokens.json:52 → 5.75rem, "-0.64px", 1.11
        let lg = try #require(try carbon.resolve(["breakpoint": "lg"])["type.display04"]?.corpusTypography)
        corpusExpectDimension(lg.fontSize, 5.75, .rem, "lg fontSize")
        corpusExpectDimension(lg.letterSpacing, -0.64, .px, "lg letterSpacing")
        corpusExpectClose(lg.lineHeight, 1.11, "lg lineHeight")
        // xlg: typography-xlg.tokens.json:52 → 7.625rem, "-0.64px", 1.07
        let xlg = try #require(try carbon.resolve(["breakpoint": "xlg"])["type.display04"]?.corpusTypography)
        corpusExpectDimension(xlg.fontSize, 7.625, .rem, "xlg fontSize")
        corpusExpectClose(xlg.lineHeight, 1.07, "xlg lineHeight")
        // max: typography-max.tokens.json:52 → 9.75rem, "-0.96px", 1.05
        let max = try #require(try carbon.resolve(["breakpoint": "max"])["type.display04"]?.corpusTypography)
        corpusExpectDimension(max.fontSize, 9.75, .rem, "max fontSize")
        corpusExpectDimension(max.letterSpacing, -0.96, .px, "max letterSpacing")
        corpusExpectClose(max.lineHeight, 1.05, "max lineHeight")
    }

    @Test func ibmCarbonColorsAndLegacyForms() throws {
        let carbon = try LoadedCorpus.load("dtcg-examples/ibm-carbon.resolver.json")
        let tokens = try carbon.resolve(["breakpoint": "md"])
        // colors.tokens.json:98 color.blue.60 → {0.058823529411764705, 0.3843137254901961, 0.996078431372549} (#0f62fe)
        corpusExpectColor(tokens["color.blue.60"], .srgb, [0.058823529411764705, 0.3843137254901961, 0.996078431372549])
        // colors.tokens.json:2936 color.white.0 → {1, 1, 1} (its 3-digit hex "#fff" is only warned about)
        corpusExpectColor(tokens["color.white.0"], .srgb, [1, 1, 1])
        // typography.tokens.json:887 quotation01: fontFamily "'IBM Plex Serif', 'Georgia', Times, serif" (:890) → 4 names
        let quotation = try #require(tokens["type.quotation01"]?.corpusTypography)
        #expect(quotation.fontFamily == ["IBM Plex Serif", "Georgia", "Times", "serif"])
        corpusExpectDimension(quotation.fontSize, 1.25, .rem, "quotation01 fontSize")
        // typography.tokens.json:3 body01: letterSpacing "0.16px" (:15) → 0.16px, lineHeight 1.42857
        let body = try #require(tokens["type.body01"]?.corpusTypography)
        corpusExpectDimension(body.letterSpacing, 0.16, .px, "body01 letterSpacing")
        corpusExpectClose(body.lineHeight, 1.42857, "body01 lineHeight")
        // layout.tokens.json:296 layout.spacing.10 → 4rem; :155 fluidSpacing.02 is {2, "vw"} and does not resolve
        corpusExpectDimension(tokens["layout.spacing.10"]?.corpusDimension, 4, .rem, "spacing.10")
        #expect(tokens["layout.fluidSpacing.02"] == nil)
        // layout.tokens.json:4 layout.baseFontSize → number 16
        corpusExpectClose(tokens["layout.baseFontSize"]?.corpusNumber, 16, "baseFontSize")
    }

    // MARK: Shopify Polaris

    @Test func shopifyPolarisValues() throws {
        let polaris = try LoadedCorpus.load("dtcg-examples/shopify-polaris.resolver.json")
        let tokens = try polaris.resolve([:])
        // colors.tokens.json:29 color.blue (group $type color at :4) → {0, 0.43529411764705883, 0.7333333333333333} (#006fbb)
        corpusExpectColor(tokens["color.blue"], .srgb, [0, 0.43529411764705883, 0.7333333333333333])
        #expect(tokens["color.blue"]?.corpusColor?.hex == "#006fbb")
        // font.tokens.json:9 font.family.mono (group $type fontFamily) → 4 names
        #expect(tokens["font.family.mono"]?.corpusFontFamily == ["Monaco", "Consolas", "Lucida Console", "monospace"])
        // space.tokens.json:7 space.baseTight (group $type dimension) → 12px
        corpusExpectDimension(tokens["space.baseTight"]?.corpusDimension, 12, .px, "space.baseTight")
    }

    // MARK: Terrazzo parser fixtures

    @Test func terrazzoResolverSimple() throws {
        let simple = try LoadedCorpus.load("terrazzo/packages/parser/test/fixtures/resolver-simple/example.resolver.json")
        // foundation/colors.tokens.json:4 color.blue.6 → {0.0196078431372549, 0.3137254901960784, 0.6823529411764706}; light adds nothing
        corpusExpectColor(
            try simple.resolve(["theme": "light"])["color.blue.6"], .srgb,
            [0.0196078431372549, 0.3137254901960784, 0.6823529411764706])
        // theme/dark.tokens.json:4 overrides → {0.06666666666666667, 0.34509803921568627, 0.7803921568627451}
        corpusExpectColor(
            try simple.resolve(["theme": "dark"])["color.blue.6"], .srgb,
            [0.06666666666666667, 0.34509803921568627, 0.7803921568627451])
    }

    /// weight.normal, weight.bold and color.text for every input of the three
    /// two-modifier fixtures. Order: sets a (normal 400, text 0.5), b (bold 700),
    /// then theme, then contrast (contrast-default.json: bold 650; contrast-slim.json:
    /// normal 300, bold 600) — contrast comes last, so it wins where both write.
    @Test(arguments: [
        // resolver-orthogonal: theme-light.json text 0, theme-dark.json text 0.7; themes never touch weights.
        ("resolver-orthogonal", "light", "default", 400.0, 650.0, 0.0 as Double?),
        ("resolver-orthogonal", "light", "slim", 300, 600, 0),
        ("resolver-orthogonal", "dark", "default", 400, 650, 0.7),
        ("resolver-orthogonal", "dark", "slim", 300, 600, 0.7),
        // resolver-non-orthogonal: theme-dark.json sets bold 600, but contrast (later) overrides bold in both contexts;
        // no color tokens at all.
        ("resolver-non-orthogonal", "light", "default", 400, 650, nil),
        ("resolver-non-orthogonal", "light", "slim", 300, 600, nil),
        ("resolver-non-orthogonal", "dark", "default", 400, 650, nil),
        ("resolver-non-orthogonal", "dark", "slim", 300, 600, nil),
        // resolver-non-orthogonal-extends: theme-dark.json's root "$extends" contrast-slim.json, so dark brings
        // normal 300 (and bold 600, overridden by contrast=default's 650) even when contrast=default.
        ("resolver-non-orthogonal-extends", "light", "default", 400, 650, 0),
        ("resolver-non-orthogonal-extends", "light", "slim", 300, 600, 0),
        ("resolver-non-orthogonal-extends", "dark", "default", 300, 650, 0.7),
        ("resolver-non-orthogonal-extends", "dark", "slim", 300, 600, 0.7),
    ])
    func terrazzoTwoModifierFixtures(
        fixture: String, theme: String, contrast: String, normal: Double, bold: Double, text: Double?
    ) throws {
        let loaded = try LoadedCorpus.load("terrazzo/packages/parser/test/fixtures/\(fixture)/example.resolver.json")
        let tokens = try loaded.resolve(["theme": theme, "contrast": contrast])
        corpusExpectClose(tokens["weight.normal"]?.corpusFontWeight, normal, "weight.normal")
        corpusExpectClose(tokens["weight.bold"]?.corpusFontWeight, bold, "weight.bold")
        if let text {
            corpusExpectColor(tokens["color.text"], .srgb, [text, text, text])
        } else {
            #expect(tokens["color.text"] == nil)
        }
    }

    /// complex-resolver: theme contexts alias tokens that only the mode modifier
    /// defines (`{orange}`, `{blue}`), and mode contexts alias primitives defined by
    /// the set that comes last in resolutionOrder.
    @Test(arguments: [
        // themes.json#orange color → {orange}; modes.json#light orange → {light-orange} → primitives.json:19
        ("orange", "light", [0.9765625, 0.83203125, 0.82421875], "light-orange"),
        // modes.json#dark orange → {dark-orange} → primitives.json:27
        ("orange", "dark", [0.4765625, 0.1015625, 0.109375], "dark-orange"),
        // themes.json#blue color → {blue}; modes.json#light blue → {light-blue} → primitives.json:3
        ("blue", "light", [0.5625, 0.73046875, 1], "light-blue"),
        // modes.json#dark blue → {dark-blue} → primitives.json:11
        ("blue", "dark", [0.05078125, 0.16015625, 0.46875], "dark-blue"),
    ])
    func terrazzoComplexResolver(theme: String, mode: String, components: [Double], primitive: String) throws {
        let complex = try LoadedCorpus.load("terrazzo/packages/parser/test/fixtures/complex-resolver/resolver.json")
        let tokens = try complex.resolve(["theme": theme, "mode": mode])
        corpusExpectColor(tokens["color"], .srgb, components)
        #expect(tokens["color"]?.aliasOf == theme)
        #expect(tokens[theme]?.aliasOf == primitive)
        corpusExpectColor(tokens[primitive], .srgb, components)
    }

    @Test func terrazzoComplexResolverDefaults() throws {
        let complex = try LoadedCorpus.load("terrazzo/packages/parser/test/fixtures/complex-resolver/resolver.json")
        // defaults theme=orange, mode=light → light-orange (primitives.json:19)
        corpusExpectColor(try complex.resolve([:])["color"], .srgb, [0.9765625, 0.83203125, 0.82421875])
    }

    // MARK: Terrazzo's own tokens (YAML)

    @Test func terrazzoYAMLColorsFollowTheTheme() throws {
        let terrazzo = try LoadedCorpus.load("terrazzo/packages/tokens/src/terrazzo.resolver.yml")
        let light = try terrazzo.resolve(["theme": "light"])
        let dark = try terrazzo.resolve(["theme": "dark"])
        // colors-light.tokens.yml:5 color.bg.1 → {color.base.gray.1000} → palette.tokens.yml:185 {1, 1, 1} (no alpha → 1)
        corpusExpectColor(light["color.bg.1"], .srgb, [1, 1, 1])
        // colors-dark.tokens.yml:4 color.bg.1 → {color.base.gray.100} → palette.tokens.yml:109 {0.00392156862745098, 0, 0}
        corpusExpectColor(dark["color.bg.1"], .srgb, [0.00392156862745098, 0, 0])
        // palette.tokens.yml:11 border.2 (set "base") → color {color.border.2}, which only the theme defines:
        //   light: colors-light.tokens.yml:34 → {color.base.gray.600} → palette.tokens.yml:146 {0.4666666666666667, 0.4392156862745098, 0.4196078431372549}
        //   dark:  colors-dark.tokens.yml:33  → {color.base.gray.400} → palette.tokens.yml:131 {0.24313725490196078, 0.2235294117647059, 0.21176470588235294}
        guard case .border(let lightBorder)? = light["border.2"]?.value, case .border(let darkBorder)? = dark["border.2"]?.value
        else {
            Issue.record("border.2 is not a border: \(String(describing: light["border.2"]?.value))")
            return
        }
        #expect(lightBorder.color.components.map(\.numberValue) == [0.4666666666666667, 0.4392156862745098, 0.4196078431372549])
        #expect(darkBorder.color.components.map(\.numberValue) == [0.24313725490196078, 0.2235294117647059, 0.21176470588235294])
        corpusExpectDimension(lightBorder.width, 1, .px, "border.2 width")
        #expect(lightBorder.style == .keyword("solid"))
    }

    @Test func terrazzoYAMLTypography() throws {
        let terrazzo = try LoadedCorpus.load("terrazzo/packages/tokens/src/terrazzo.resolver.yml")
        let tokens = try terrazzo.resolve([:])
        // typography.tokens.yml:82 font.heading2: fontSize 1.5rem (:88), lineHeight {1.875, rem} (:91) → 1.875 / 1.5 = 1.25,
        // letterSpacing -0.00625rem (:94), fontWeight 400 (:87)
        let heading = try #require(tokens["font.heading2"]?.corpusTypography)
        corpusExpectDimension(heading.fontSize, 1.5, .rem, "heading2 fontSize")
        corpusExpectClose(heading.lineHeight, 1.25, "heading2 lineHeight")
        corpusExpectDimension(heading.letterSpacing, -0.00625, .rem, "heading2 letterSpacing")
        corpusExpectClose(heading.fontWeight, 400, "heading2 fontWeight")
    }

    // MARK: Legacy $extensions.mode files

    @Test func githubPrimerLegacyModes() throws {
        let legacy = try LoadedCorpus.load(CorpusEntry.primerLegacyFile)
        #expect(
            legacy.project.modifiers.first?.contextNames == [
                ".", "light", "light-colorblind", "light-high-contrast", "dark", "white", "dark-dimmed",
                "dark-high-contrast", "dark-colorblind",
            ])
        // github-primer.tokens.json:9 base.color.black $value (:12) → {0.12156862745098039, 0.13725490196078433, 0.1568627450980392} (#1f2328)
        corpusExpectColor(
            try legacy.resolve(["mode": "."])["base.color.black"], .srgb,
            [0.12156862745098039, 0.13725490196078433, 0.1568627450980392])
        // :21 mode "dark" → {0.00392156862745098, 0.01568627450980392, 0.03529411764705882} (#010409)
        corpusExpectColor(
            try legacy.resolve(["mode": "dark"])["base.color.black"], .srgb,
            [0.00392156862745098, 0.01568627450980392, 0.03529411764705882])
        // :22 mode "white" → {0.9411764705882353, 0.9647058823529412, 0.9882352941176471} (#f0f6fc)
        corpusExpectColor(
            try legacy.resolve(["mode": "white"])["base.color.black"], .srgb,
            [0.9411764705882353, 0.9647058823529412, 0.9882352941176471])
        // :29 base.color.transparent has modes only for light and light-high-contrast: dark keeps $value {1, 1, 1}
        corpusExpectColor(try legacy.resolve(["mode": "dark"])["base.color.transparent"], .srgb, [1, 1, 1])
    }

    @Test func figmaSDSLegacyModes() throws {
        let legacy = try LoadedCorpus.load(CorpusEntry.figmaLegacyFile)
        #expect(legacy.project.modifiers.first?.contextNames == [".", "light", "dark"])
        // figma-sds.tokens.json:745 color.background.brand.default $value {color.brand.800}
        //   → :144 {0.17254901960784313, 0.17254901960784313, 0.17254901960784313} alpha 1 (#2c2c2c)
        let base = try legacy.resolve(["mode": "."])
        corpusExpectColor(
            base["color.background.brand.default"], .srgb, [0.17254901960784313, 0.17254901960784313, 0.17254901960784313])
        #expect(base["color.background.brand.default"]?.aliasOf == "color.brand.800")
        // :747 mode "light" → {color.brand.800}: the same color
        corpusExpectColor(
            try legacy.resolve(["mode": "light"])["color.background.brand.default"], .srgb,
            [0.17254901960784313, 0.17254901960784313, 0.17254901960784313])
        // :747 mode "dark" → {color.white.100} → :580 {1, 1, 1} alpha 0.050980392156862744
        let dark = try legacy.resolve(["mode": "dark"])
        corpusExpectColor(dark["color.background.brand.default"], .srgb, [1, 1, 1], alpha: 0.050980392156862744)
        #expect(dark["color.background.brand.default"]?.aliasOf == "color.white.100")
    }
}
