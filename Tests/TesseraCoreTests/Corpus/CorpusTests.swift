import Foundation
import Testing
import TesseraTestSupport
import TesseraDiagnostics
import TesseraSyntax
import TesseraYAML
import TesseraTokens
import TesseraImport
import TesseraConvert

// Real design systems from ../shared/corpora: every resolver (and the two legacy
// `$extensions.mode` files) loads, every permutation resolves, and every
// diagnostic Tessera raises is a defect of the data that is listed below with
// the reason, checked by hand against the source file.

// MARK: - Expected diagnostics

/// A diagnostic a corpus must raise: severity, code, where (file under `corpora/`
/// and line, or the token), how many, and why it is a defect of the data.
struct CorpusExpectedDiagnostic: Sendable, CustomStringConvertible {
    enum Subject: Sendable, Equatable {
        /// The diagnostic names exactly this token.
        case token(String)
        /// The diagnostic names a token below this group (`count` of them are expected).
        case tokensUnder(String)
        /// The diagnostic names no token (resolver documents, run-level notes).
        case none
    }

    var severity: Diagnostic.Severity
    var code: DiagnosticCode
    /// The file under `corpora/`; `nil` for a diagnostic without a location.
    var file: String?
    /// The lines it may be on; `nil` for any line of `file`.
    var lines: ClosedRange<Int>?
    var subject: Subject
    var count: Int = 1
    /// Why this is a defect of the data.
    var reason: String
    /// Set when the diagnostic is correct but Tessera does not raise it yet: the bug.
    var missingBecauseOf: String?

    func matches(_ diagnostic: Diagnostic) -> Bool {
        guard diagnostic.severity == severity, diagnostic.code == code else { return false }
        guard diagnostic.location.map({ CorpusPaths.relative($0.file) }) == file else { return false }
        if let lines, let line = diagnostic.location?.line, !lines.contains(line) { return false }
        switch subject {
        case .token(let id): return diagnostic.tokenPath == id
        case .tokensUnder(let group): return diagnostic.tokenPath?.hasPrefix(group + ".") == true
        case .none: return diagnostic.tokenPath == nil
        }
    }

    var description: String {
        let place = [file.map { f in lines.map { "\(f):\($0.lowerBound == $0.upperBound ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)")" } ?? f }, subjectText]
            .compactMap { $0 }.joined(separator: " ")
        return "\(severity.rawValue) \(code.rawValue) \(place)\(count == 1 ? "" : " ×\(count)") — \(reason)"
    }

    private var subjectText: String? {
        switch subject {
        case .token(let id): id
        case .tokensUnder(let group): "\(group).*"
        case .none: nil
        }
    }
}

extension CorpusExpectedDiagnostic {
    /// One diagnostic at `file:line` about `token`.
    static func at(
        _ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ file: String, _ line: Int, _ token: String?,
        _ reason: String, missingBecauseOf bug: String? = nil
    ) -> Self {
        Self(
            severity: severity, code: code, file: file, lines: line...line, subject: token.map(Subject.token) ?? .none,
            reason: reason, missingBecauseOf: bug)
    }

    /// One diagnostic per `(line, token)` of `file`, all for the same reason.
    static func each(
        _ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ file: String, _ items: [(line: Int, token: String)],
        _ reason: String
    ) -> [Self] {
        items.map { at(severity, code, file, $0.line, $0.token, reason) }
    }

    /// One diagnostic per token of `file` (any line), all for the same reason.
    static func each(
        _ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ file: String, tokens: [String], _ reason: String
    ) -> [Self] {
        tokens.map { Self(severity: severity, code: code, file: file, lines: nil, subject: .token($0), reason: reason) }
    }
}

// MARK: - Corpus entries

fileprivate typealias CE = CorpusExpectedDiagnostic

struct CorpusEntry: Sendable, CustomTestStringConvertible {
    var name: String
    /// The resolver document or token file under `corpora/`.
    var path: String
    /// Modifier names in resolution order.
    var modifiers: [String]
    var permutationCount: Int
    /// Tokens resolved in every permutation…
    var tokenCount: Int
    /// …except in permutations that select one of these `modifier=context`s.
    var tokenCountWhenSelected: [String: Int] = [:]
    /// Tokens the sources define that cannot resolve because of a defect listed in
    /// `expected`; a trailing `.` names every token below a group.
    var unresolvable: [String] = []
    var expected: [CorpusExpectedDiagnostic]

    var testDescription: String { name }

    /// Whether some expected diagnostic is missing because of a Tessera bug.
    var hasKnownBug: Bool { expected.contains { $0.missingBecauseOf != nil } }

    func expectedTokenCount(for input: ResolverInput) -> Int {
        for selection in input.selections {
            if let count = tokenCountWhenSelected["\(selection.modifier)=\(selection.context)"] { return count }
        }
        return tokenCount
    }
}

extension CorpusEntry {
    static let all: [CorpusEntry] = [
        appleHIG, githubPrimer, ibmCarbon, shopifyPolaris,
        terrazzoResolverSimple, terrazzoResolverOrthogonal, terrazzoResolverNonOrthogonal,
        terrazzoResolverNonOrthogonalExtends, terrazzoComplexResolver, terrazzoTokensYAML,
        terrazzoGitHubPrimerLegacy, terrazzoFigmaSDSLegacy,
    ]

    // MARK: Apple HIG

    static let appleTextStyles = [
        "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subhead", "footnote", "caption1",
        "caption2",
    ]
    static let appleSizes = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge"]

    /// 4 themes × 7 sizes. The sources define 18 colors and 11 text styles per
    /// permutation; the text styles cannot resolve (their font family lives in the
    /// unused set `typography`), so 18 tokens resolve.
    static let appleHIG = CorpusEntry(
        name: "Apple HIG", path: "dtcg-examples/apple-hig.resolver.json", modifiers: ["theme", "size"],
        permutationCount: 28, tokenCount: 18,
        unresolvable: appleTextStyles.map { "font.textStyle.\($0)" },
        expected: CE.each(
            .warning, .inferredType, "dtcg-examples/apple-hig/color/light.tokens.json",
            [
                (14, "color.systemBrown"), (23, "color.systemCyan"), (32, "color.systemGray"), (41, "color.systemGray2"),
                (50, "color.systemGray3"), (59, "color.systemGray4"), (68, "color.systemGray5"), (77, "color.systemGray6"),
                (86, "color.systemGreen"), (95, "color.systemIndigo"), (104, "color.systemMint"),
                (113, "color.systemOrange"), (122, "color.systemPink"), (131, "color.systemPurple"),
                (140, "color.systemRed"), (149, "color.systemTeal"), (158, "color.systemYellow"),
            ],
            "light.tokens.json gives $type only to systemBlue; these colors have no $type on the token or a group (the other three themes type every color)")
            + appleSizes.flatMap { size -> [CE] in
                CE.each(
                    .error, .unresolvedReference, "dtcg-examples/apple-hig/font/textStyle/\(size).tokens.json",
                    tokens: appleTextStyles.map { "font.textStyle.\($0)" },
                    "fontFamily {font.design.default} is defined only in set \"typography\" (font/design.tokens.json), which the resolver declares but never lists in resolutionOrder")
                    + CE.each(
                        .warning, .invalidUnit, "dtcg-examples/apple-hig/font/textStyle/\(size).tokens.json",
                        tokens: appleTextStyles.map { "font.textStyle.\($0)" },
                        "letterSpacing {\"value\": 0, \"unit\": \"em\"}: em is not a DTCG 2025.10 dimension unit (px, rem)")
                    + CE.each(
                        .warning, .legacyValue, "dtcg-examples/apple-hig/font/textStyle/\(size).tokens.json",
                        tokens: appleTextStyles.map { "font.textStyle.\($0)" },
                        "lineHeight is a px length; DTCG 2025.10 makes it a multiple of the font size (converted)")
            })

    // MARK: GitHub Primer

    static let primerNoLetterSpacingReason =
        "typography $value has no letterSpacing, which DTCG 2025.10 requires (0px is assumed)"

    /// 4 themes × 3 sizes. The sources define 1353 tokens (1356 with the coarse
    /// or fine size, which add 3 control sizes); text.codeInline.shorthand, a CSS `font`
    /// shorthand without letter spacing or line height, takes 0px and line height `normal` (1.2).
    static let githubPrimer = CorpusEntry(
        name: "GitHub Primer", path: "dtcg-examples/github-primer.resolver.json", modifiers: ["theme", "size"],
        permutationCount: 12, tokenCount: 1356, tokenCountWhenSelected: ["size=default": 1353],
        // Primer's "alpha" beside $value (its alias-with-opacity shorthand) is read: no warning, translucent colors.
        expected: []
            + CE.each(
                .warning, .nonStandardType, "dtcg-examples/github-primer/functional/size/border.tokens.json",
                [(7, "boxShadow.thin")],
                "$type \"string\" is not a DTCG 2025.10 type (the value is a CSS box-shadow with an embedded reference); said once for the three tokens so typed")
            + [
                .at(
                    .warning, .invalidHex, "dtcg-examples/github-primer/base/color/light/light.tokens.json", 41,
                    "base.color.transparent", "hex \"#fff\" is 3-digit; the color module's hex fallback is #rrggbb"),
                .at(
                    .warning, .invalidHex, "dtcg-examples/github-primer/base/color/light/light.tokens.json", 60,
                    "base.color.white", "hex \"#fff\" is 3-digit; the color module's hex fallback is #rrggbb"),
                .at(
                    .warning, .invalidHex, "dtcg-examples/github-primer/base/color/light/display-light.tokens.json", 3491,
                    "base.display.color.white", "hex \"#fff\" is 3-digit; the color module's hex fallback is #rrggbb"),
                .at(
                    .warning, .invalidHex, "dtcg-examples/github-primer/base/color/dark/dark.tokens.json", 41,
                    "base.color.white", "hex \"#fff\" is 3-digit; the color module's hex fallback is #rrggbb"),
                .at(
                    .warning, .invalidHex, "dtcg-examples/github-primer/base/color/dark/dark.tokens.json", 59,
                    "base.color.transparent", "hex \"#000\" is 3-digit; the color module's hex fallback is #rrggbb"),
            ]
            + CE.each(
                .warning, .missingSubValue, "dtcg-examples/github-primer/functional/typography/typography.tokens.json",
                [
                    (122, "text.display.shorthand"), (267, "text.title.shorthand.large"),
                    (277, "text.title.shorthand.medium"), (287, "text.title.shorthand.small"),
                    (342, "text.subtitle.shorthand"), (461, "text.body.shorthand.large"),
                    (471, "text.body.shorthand.medium"), (481, "text.body.shorthand.small"),
                    (536, "text.caption.shorthand"), (590, "text.codeBlock.shorthand"),
                ], primerNoLetterSpacingReason)
            + [
                .at(
                    .warning, .missingSubValue, "dtcg-examples/github-primer/functional/typography/typography.tokens.json",
                    629, "text.codeInline.shorthand",
                    "typography $value has only fontWeight, fontSize and fontFamily (a CSS font shorthand): 0px letter spacing and line height normal (1.2) are assumed"),
                .at(
                    .warning, .invalidUnit, "dtcg-examples/github-primer/functional/typography/typography.tokens.json",
                    604, "text.codeInline.size",
                    "{\"value\": 0.9285, \"unit\": \"em\"}: em is not a DTCG 2025.10 dimension unit (px, rem)"),
            ])

    // MARK: IBM Carbon

    static let carbonBareZero = "letterSpacing written as a bare number 0; a DTCG 2025.10 dimension is a {value, unit} object"
    static let carbonStringDimension =
        "letterSpacing written as a CSS string (\"0.16px\", \"-0.64px\"…); a DTCG 2025.10 dimension is a {value, unit} object"
    static let carbonCSSFontList =
        "fontFamily is one CSS list string (\"'IBM Plex Mono', 'Menlo', …\"); DTCG 2025.10 wants one name or an array of names"

    /// 4 breakpoints. The sources define 356 tokens; the 3 fluid spacings in `vw` (a web
    /// layout's size, nothing an app can lay out) are left out with a warning, and the rest builds.
    /// The zero margin with an empty unit is read as 0px with a warning (the form large design
    /// systems write zero offsets in).
    static let ibmCarbon = CorpusEntry(
        name: "IBM Carbon", path: "dtcg-examples/ibm-carbon.resolver.json", modifiers: ["breakpoint"],
        permutationCount: 4, tokenCount: 353,
        unresolvable: ["layout.fluidSpacing.02", "layout.fluidSpacing.03", "layout.fluidSpacing.04"],
        expected: [
            .at(.warning, .invalidHex, "dtcg-examples/ibm-carbon/colors.tokens.json", 15, "color.black.100", "hex \"#000\" is 3-digit; the color module's hex fallback is #rrggbb"),
            .at(.warning, .invalidHex, "dtcg-examples/ibm-carbon/colors.tokens.json", 703, "color.cyanHover.10", "hex \"#cef\" is 3-digit; the color module's hex fallback is #rrggbb"),
            .at(.warning, .invalidHex, "dtcg-examples/ibm-carbon/colors.tokens.json", 1006, "color.grayHover.40", "hex \"#999\" is 3-digit; the color module's hex fallback is #rrggbb"),
            .at(.warning, .invalidHex, "dtcg-examples/ibm-carbon/colors.tokens.json", 1071, "color.grayHover.90", "hex \"#333\" is 3-digit; the color module's hex fallback is #rrggbb"),
            .at(.warning, .invalidHex, "dtcg-examples/ibm-carbon/colors.tokens.json", 1811, "color.orangeHover.50", "hex \"#c50\" is 3-digit; the color module's hex fallback is #rrggbb"),
            .at(.warning, .invalidHex, "dtcg-examples/ibm-carbon/colors.tokens.json", 2947, "color.white.0", "hex \"#fff\" is 3-digit; the color module's hex fallback is #rrggbb"),
            .at(
                .warning, .emptyUnit, "dtcg-examples/ibm-carbon/layout.tokens.json", 25, "layout.breakpoints.sm.margin",
                "{\"value\": 0, \"unit\": \"\"}: the unit is empty; a zero is read as 0px"),
        ]
            + CE.each(
                .warning, .invalidUnit, "dtcg-examples/ibm-carbon/layout.tokens.json",
                [(159, "layout.fluidSpacing.02"), (166, "layout.fluidSpacing.03"), (173, "layout.fluidSpacing.04")],
                "unit \"vw\" (viewport width) is not a DTCG 2025.10 dimension unit (px, rem); it has no fixed size in an app, so the token is left out")
            // typography.tokens.json (the md breakpoint and the base of the others)
            + CE.each(
                .warning, .legacyValue, "dtcg-examples/ibm-carbon/typography.tokens.json",
                [
                    (31, "type.body02"), (63, "type.bodyCompact02"), (95, "type.bodyLong02"), (127, "type.bodyShort02"),
                    (201, "type.display01"), (217, "type.display02"), (233, "type.display03"), (249, "type.display04"),
                    (281, "type.expressiveHeading02"), (297, "type.expressiveHeading03"),
                    (313, "type.expressiveHeading04"), (329, "type.expressiveHeading05"),
                    (345, "type.expressiveHeading06"), (361, "type.expressiveParagraph01"),
                    (377, "type.fluidDisplay01"), (393, "type.fluidDisplay02"), (409, "type.fluidDisplay03"),
                    (425, "type.fluidDisplay04"), (441, "type.fluidHeading03"), (457, "type.fluidHeading04"),
                    (473, "type.fluidHeading05"), (489, "type.fluidHeading06"), (505, "type.fluidParagraph01"),
                    (518, "type.fluidQuotation01"), (531, "type.fluidQuotation02"), (563, "type.heading02"),
                    (579, "type.heading03"), (595, "type.heading04"), (611, "type.heading05"), (627, "type.heading06"),
                    (643, "type.heading07"), (675, "type.headingCompact02"), (803, "type.productiveHeading02"),
                    (819, "type.productiveHeading03"), (835, "type.productiveHeading04"),
                    (851, "type.productiveHeading05"), (867, "type.productiveHeading06"),
                    (883, "type.productiveHeading07"), (896, "type.quotation01"), (909, "type.quotation02"),
                ], carbonBareZero)
            + CE.each(
                .warning, .legacyValue, "dtcg-examples/ibm-carbon/typography.tokens.json",
                [
                    (15, "type.body01"), (47, "type.bodyCompact01"), (79, "type.bodyLong01"), (111, "type.bodyShort01"),
                    (143, "type.caption01"), (159, "type.caption02"), (172, "type.code01"), (185, "type.code02"),
                    (265, "type.expressiveHeading01"), (547, "type.heading01"), (659, "type.headingCompact01"),
                    (691, "type.helperText01"), (707, "type.helperText02"), (723, "type.label01"), (739, "type.label02"),
                    (755, "type.legal01"), (771, "type.legal02"), (787, "type.productiveHeading01"),
                ], carbonStringDimension)
            + CE.each(
                .warning, .legacyValue, "dtcg-examples/ibm-carbon/typography.tokens.json",
                [
                    (166, "type.code01"), (179, "type.code02"), (512, "type.fluidQuotation01"),
                    (525, "type.fluidQuotation02"), (890, "type.quotation01"), (903, "type.quotation02"),
                ], carbonCSSFontList)
            // typography-lg.tokens.json
            + CE.each(
                .warning, .legacyValue, "dtcg-examples/ibm-carbon/typography-lg.tokens.json",
                [
                    (16, "type.display01"), (32, "type.display02"), (80, "type.expressiveHeading05"),
                    (96, "type.expressiveHeading06"), (112, "type.expressiveParagraph01"), (128, "type.fluidDisplay01"),
                    (144, "type.fluidDisplay02"), (192, "type.fluidHeading05"), (208, "type.fluidHeading06"),
                    (224, "type.fluidParagraph01"), (237, "type.fluidQuotation01"), (250, "type.fluidQuotation02"),
                    (263, "type.quotation01"), (276, "type.quotation02"),
                ], carbonBareZero)
            + CE.each(
                .warning, .legacyValue, "dtcg-examples/ibm-carbon/typography-lg.tokens.json",
                [(48, "type.display03"), (64, "type.display04"), (160, "type.fluidDisplay03"), (176, "type.fluidDisplay04")],
                carbonStringDimension)
            + CE.each(
                .warning, .legacyValue, "dtcg-examples/ibm-carbon/typography-lg.tokens.json",
                [
                    (231, "type.fluidQuotation01"), (244, "type.fluidQuotation02"), (257, "type.quotation01"),
                    (270, "type.quotation02"),
                ], carbonCSSFontList)
            // typography-xlg.tokens.json
            + CE.each(
                .warning, .legacyValue, "dtcg-examples/ibm-carbon/typography-xlg.tokens.json",
                [
                    (16, "type.display01"), (32, "type.display02"), (48, "type.display03"),
                    (80, "type.expressiveHeading03"), (96, "type.expressiveHeading04"), (112, "type.expressiveHeading05"),
                    (128, "type.expressiveHeading06"), (144, "type.fluidDisplay01"), (160, "type.fluidDisplay02"),
                    (176, "type.fluidDisplay03"), (208, "type.fluidHeading03"), (224, "type.fluidHeading04"),
                    (240, "type.fluidHeading05"), (256, "type.fluidHeading06"), (269, "type.fluidQuotation01"),
                    (282, "type.fluidQuotation02"), (295, "type.quotation01"), (308, "type.quotation02"),
                ], carbonBareZero)
            + CE.each(
                .warning, .legacyValue, "dtcg-examples/ibm-carbon/typography-xlg.tokens.json",
                [(64, "type.display04"), (192, "type.fluidDisplay04")], carbonStringDimension)
            + CE.each(
                .warning, .legacyValue, "dtcg-examples/ibm-carbon/typography-xlg.tokens.json",
                [
                    (263, "type.fluidQuotation01"), (276, "type.fluidQuotation02"), (289, "type.quotation01"),
                    (302, "type.quotation02"),
                ], carbonCSSFontList)
            // typography-max.tokens.json
            + CE.each(
                .warning, .legacyValue, "dtcg-examples/ibm-carbon/typography-max.tokens.json",
                [
                    (16, "type.display01"), (32, "type.display02"), (80, "type.expressiveHeading03"),
                    (96, "type.expressiveHeading04"), (112, "type.expressiveHeading05"),
                    (128, "type.expressiveHeading06"), (144, "type.expressiveParagraph01"),
                    (160, "type.fluidDisplay01"), (176, "type.fluidDisplay02"), (224, "type.fluidHeading03"),
                    (240, "type.fluidHeading04"), (256, "type.fluidHeading05"), (272, "type.fluidHeading06"),
                    (288, "type.fluidParagraph01"), (301, "type.fluidQuotation01"), (314, "type.fluidQuotation02"),
                    (327, "type.quotation01"), (340, "type.quotation02"),
                ], carbonBareZero)
            + CE.each(
                .warning, .legacyValue, "dtcg-examples/ibm-carbon/typography-max.tokens.json",
                [(48, "type.display03"), (64, "type.display04"), (192, "type.fluidDisplay03"), (208, "type.fluidDisplay04")],
                carbonStringDimension)
            + CE.each(
                .warning, .legacyValue, "dtcg-examples/ibm-carbon/typography-max.tokens.json",
                [
                    (295, "type.fluidQuotation01"), (308, "type.fluidQuotation02"), (321, "type.quotation01"),
                    (334, "type.quotation02"),
                ], carbonCSSFontList))

    // MARK: Shopify Polaris

    /// One set, no modifiers: 58 colors, 2 font families, 7 spaces, all clean.
    static let shopifyPolaris = CorpusEntry(
        name: "Shopify Polaris", path: "dtcg-examples/shopify-polaris.resolver.json", modifiers: [],
        permutationCount: 1, tokenCount: 67, expected: [])

    // MARK: Terrazzo parser fixtures

    static func modifierNameReason(_ modifier: String) -> String {
        "modifier \"\(modifier)\" in #/modifiers has \"name\"; the 2025.10 resolver schema allows only description, contexts, default and $extensions there (name belongs to inline modifiers)"
    }

    static func modifierNameDiagnostics(_ file: String, theme: Int, contrast: Int) -> [CorpusExpectedDiagnostic] {
        [
            .at(.warning, .invalidResolver, file, theme, nil, modifierNameReason("theme")),
            .at(.warning, .invalidResolver, file, contrast, nil, modifierNameReason("contrast")),
        ]
    }

    static let terrazzoResolverSimple = CorpusEntry(
        name: "terrazzo resolver-simple", path: "terrazzo/packages/parser/test/fixtures/resolver-simple/example.resolver.json",
        modifiers: ["theme"], permutationCount: 2, tokenCount: 1, expected: [])

    static let terrazzoResolverOrthogonal = CorpusEntry(
        name: "terrazzo resolver-orthogonal",
        path: "terrazzo/packages/parser/test/fixtures/resolver-orthogonal/example.resolver.json",
        modifiers: ["theme", "contrast"], permutationCount: 4, tokenCount: 3,
        expected: modifierNameDiagnostics(
            "terrazzo/packages/parser/test/fixtures/resolver-orthogonal/example.resolver.json", theme: 23, contrast: 30))

    static let terrazzoResolverNonOrthogonal = CorpusEntry(
        name: "terrazzo resolver-non-orthogonal",
        path: "terrazzo/packages/parser/test/fixtures/resolver-non-orthogonal/example.resolver.json",
        modifiers: ["theme", "contrast"], permutationCount: 4, tokenCount: 2,
        expected: modifierNameDiagnostics(
            "terrazzo/packages/parser/test/fixtures/resolver-non-orthogonal/example.resolver.json", theme: 20, contrast: 27))

    static let terrazzoResolverNonOrthogonalExtends = CorpusEntry(
        name: "terrazzo resolver-non-orthogonal-extends",
        path: "terrazzo/packages/parser/test/fixtures/resolver-non-orthogonal-extends/example.resolver.json",
        modifiers: ["theme", "contrast"], permutationCount: 4, tokenCount: 3,
        expected: modifierNameDiagnostics(
            "terrazzo/packages/parser/test/fixtures/resolver-non-orthogonal-extends/example.resolver.json", theme: 23,
            contrast: 30))

    /// color (theme) → orange/blue (mode) → the 4 primitives: 7 tokens.
    static let terrazzoComplexResolver = CorpusEntry(
        name: "terrazzo complex-resolver", path: "terrazzo/packages/parser/test/fixtures/complex-resolver/resolver.json",
        modifiers: ["theme", "mode"], permutationCount: 4, tokenCount: 7,
        expected: [13, 14, 20, 21].map {
            .at(
                .warning, .invalidResolverReference, "terrazzo/packages/parser/test/fixtures/complex-resolver/resolver.json",
                $0, nil,
                "a file reference's fragment such as \"#orange\" is not a JSON Pointer (that needs \"#/orange\"); read as one")
        }
            + [(16, "dark-blue"), (32, "dark-orange")].map {
                .at(
                    .warning, .hexDisagreesWithComponents, "terrazzo/packages/parser/test/fixtures/complex-resolver/primitives.json",
                    $0.0, $0.1,
                    "the components are multiples of 1/256 (0.05078125 = 13/256), so at 8 bits they are one step above the hex in each channel")
            })

    // MARK: Terrazzo's own tokens (YAML)

    static let terrazzoTokensYAML = CorpusEntry(
        name: "terrazzo tokens (YAML)", path: "terrazzo/packages/tokens/src/terrazzo.resolver.yml", modifiers: ["theme"],
        permutationCount: 2, tokenCount: 113,
        expected: CE.each(
            .warning, .unexpectedSubValue, "terrazzo/packages/tokens/src/typography.tokens.yml",
            [
                (30, "font.body"), (44, "font.bodyLongform"), (58, "font.bodyStrong"), (72, "font.heading1"),
                (86, "font.heading2"), (102, "font.heading3"), (116, "font.heading4"), (130, "font.heading5"),
                (148, "font.labelSmall"),
            ],
            "typography has \"fontVariationSettings\", which is not one of the DTCG typography properties (it is ignored)")
            + [
                .at(
                    .warning, .legacyValue, "terrazzo/packages/tokens/src/typography.tokens.yml", 92, "font.heading2",
                    "lineHeight is the length 1.875rem; DTCG 2025.10 lineHeight is a number, a multiple of fontSize (1.875 / 1.5 = 1.25)"),
                .at(
                    .warning, .hexDisagreesWithComponents, "terrazzo/packages/tokens/src/palette.tokens.yml", 145, "color.base.gray.500",
                    "hex #5a5450 has green 0x54 (84); the components' green 0.3494 is 89 (0x59): the hex does not describe the color"),
            ])

    // MARK: Legacy $extensions.mode files

    static let legacyModeReason =
        "modes are written as $extensions.mode (the pre-resolver Terrazzo convention), not as resolver modifiers"
    static let primerLegacyFile =
        "terrazzo/packages/plugin-vanilla-extract/test/fixtures/github-primer-legacy/github-primer.tokens.json"
    static let figmaLegacyFile =
        "terrazzo/packages/plugin-vanilla-extract/test/fixtures/figma-sds-legacy/figma-sds.tokens.json"

    /// `.` plus 8 modes. The file defines 647 tokens; the 469 icons under
    /// base.icon have a type Tessera does not know (`link`), so their values are read as written.
    static let terrazzoGitHubPrimerLegacy = CorpusEntry(
        name: "terrazzo github-primer-legacy", path: primerLegacyFile, modifiers: ["mode"], permutationCount: 9,
        tokenCount: 647,
        expected: [
            CorpusExpectedDiagnostic(
                severity: .note, code: .legacyModeExtension, file: nil, lines: nil, subject: .none, reason: legacyModeReason),
            .at(
                .warning, .unknownTypeKeptPlain, primerLegacyFile, 1332, "base.icon",
                "group base.icon declares $type \"link\", which names no type: its icons are read as the strings they are"),
        ]
            + CE.each(
                .warning, .invalidUnit, primerLegacyFile,
                [
                    (1899, "text.display.shorthand"), (1929, "text.title.shorthand.large"),
                    (1939, "text.title.shorthand.medium"), (1950, "text.title.shorthand.small"),
                    (1967, "text.subtitle.shorthand"), (2001, "text.body.shorthand.large"),
                    (2012, "text.body.shorthand.medium"), (2023, "text.body.shorthand.small"),
                    (2040, "text.caption.shorthand"), (2056, "text.codeBlock.shorthand"), (2065, "text.codeInline.size"),
                    (2072, "text.codeInline.shorthand"), (2073, "text.codeInline.shorthand"),
                ],
                "a dimension in \"em\" (letterSpacing, codeInline size and lineHeight); em is not a DTCG 2025.10 dimension unit (px, rem)")
            + [
                .at(
                    .warning, .legacyValue, primerLegacyFile, 2073, "text.codeInline.shorthand",
                    "lineHeight is the length {0, em}; DTCG 2025.10 lineHeight is a number, a multiple of fontSize"),
            ])

    /// `.` plus light and dark; 298 tokens, all resolvable.
    static let terrazzoFigmaSDSLegacy = CorpusEntry(
        name: "terrazzo figma-sds-legacy", path: figmaLegacyFile, modifiers: ["mode"], permutationCount: 3,
        tokenCount: 298,
        expected: [
            CorpusExpectedDiagnostic(
                severity: .note, code: .legacyModeExtension, file: nil, lines: nil, subject: .none, reason: legacyModeReason)
        ]
            + CE.each(
                .warning, .invalidUnit, figmaLegacyFile,
                [
                    (1373, "typography.titleHero"), (1383, "typography.titlePage.small"),
                    (1392, "typography.titlePage.base"), (1401, "typography.titlePage.large"),
                    (1412, "typography.subtitle.small"), (1421, "typography.subtitle.base"),
                    (1430, "typography.subtitle.large"), (1441, "typography.heading.small"),
                    (1450, "typography.heading.base"), (1459, "typography.heading.large"),
                    (1470, "typography.subheading.small"), (1479, "typography.subheading.base"),
                    (1488, "typography.subheading.large"), (1499, "typography.body.small"),
                    (1508, "typography.body.medium"), (1517, "typography.body.large"), (1528, "typography.code.small"),
                    (1537, "typography.code.medium"), (1546, "typography.code.large"),
                ],
                "letterSpacing {0, \"em\"}: em is not a DTCG 2025.10 dimension unit (px, rem)"))
}

// MARK: - Tests

/// The result of loading a corpus and resolving every permutation.
struct CorpusRun {
    var loaded: LoadedCorpus
    var permutations: [ResolverInput]
    var tokenCounts: [(input: ResolverInput, count: Int, ids: Set<String>)]
}

func runCorpus(_ entry: CorpusEntry) throws -> CorpusRun {
    let loaded = try LoadedCorpus.load(entry.path)
    let permutations = loaded.project.permutations()
    var counts: [(input: ResolverInput, count: Int, ids: Set<String>)] = []
    for input in permutations {
        let set = loaded.project.resolve(input)
        counts.append((input, set.tokens.count, Set(set.tokens.map(\.id))))
    }
    return CorpusRun(loaded: loaded, permutations: permutations, tokenCounts: counts)
}

/// Compares the diagnostics raised with the expected list. Entries marked
/// `missingBecauseOf` are checked only when `includingKnownBugs`; otherwise their
/// diagnostic may be present or absent.
func checkDiagnostics(
    _ diagnostics: [Diagnostic], against expected: [CorpusExpectedDiagnostic], includingKnownBugs: Bool,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    var matched = Array(repeating: 0, count: expected.count)
    var unexpected: [Diagnostic] = []
    for diagnostic in diagnostics {
        let candidates = expected.indices.filter { expected[$0].matches(diagnostic) }
        if let index = candidates.first(where: { matched[$0] < expected[$0].count }) ?? candidates.first {
            matched[index] += 1
        } else {
            unexpected.append(diagnostic)
        }
    }
    for diagnostic in unexpected {
        let place = diagnostic.location.map { "\(CorpusPaths.relative($0.file)):\($0.line):\($0.column)" } ?? "-"
        Issue.record(
            "unexpected \(diagnostic.severity.rawValue) \(diagnostic.code.rawValue) at \(place) token \(diagnostic.tokenPath ?? "-"): \(diagnostic.message)",
            sourceLocation: sourceLocation)
    }
    for (index, entry) in expected.enumerated() where matched[index] != entry.count {
        if entry.missingBecauseOf != nil, !includingKnownBugs, matched[index] == 0 { continue }
        Issue.record("expected \(entry) — raised \(matched[index]) time(s)", sourceLocation: sourceLocation)
    }
}

@Suite("Real design systems from ../shared/corpora", .needsSharedCorpora)
struct CorpusTests {
    @Test("every permutation resolves; every diagnostic is a listed defect of the data", arguments: CorpusEntry.all)
    func resolvesEveryPermutation(_ entry: CorpusEntry) throws {
        let run = try runCorpus(entry)
        let project = run.loaded.project

        // (a) Loading succeeded (runCorpus requires it) and every permutation resolves.
        #expect(project.modifiers.map(\.name) == entry.modifiers)
        #expect(run.permutations.count == entry.permutationCount)
        #expect(project.permutationCount == entry.permutationCount)
        #expect(Set(run.permutations.map(\.description)).count == entry.permutationCount, "permutations are distinct")

        // (b) The number of tokens each permutation resolves, and the ones that cannot.
        for (input, count, ids) in run.tokenCounts {
            #expect(count == entry.expectedTokenCount(for: input), "\(input)")
            #expect(ids.count == count, "\(input): token ids are unique")
            for missing in entry.unresolvable {
                let present = missing.hasSuffix(".") ? ids.contains { $0.hasPrefix(missing) } : ids.contains(missing)
                #expect(!present, "\(input): \(missing) resolved although its data is defective")
            }
        }

        // (c) The diagnostics are exactly the listed defects of the data.
        checkDiagnostics(run.loaded.diagnostics.diagnostics, against: entry.expected, includingKnownBugs: false)
        let errors = entry.expected.filter { $0.severity == .error }
        if errors.isEmpty {
            #expect(!run.loaded.diagnostics.hasErrors)
        } else if errors.contains(where: { $0.missingBecauseOf == nil }) {
            #expect(run.loaded.diagnostics.hasErrors)
        }
    }

    @Test(
        "an error and a warning of one code at one position are both reported",
        arguments: CorpusEntry.all.filter(\.hasKnownBug))
    func knownMissingDiagnostics(_ entry: CorpusEntry) throws {
        let run = try runCorpus(entry)
        checkDiagnostics(run.loaded.diagnostics.diagnostics, against: entry.expected, includingKnownBugs: true)
        #expect(run.loaded.diagnostics.hasErrors == entry.expected.contains { $0.severity == .error })
    }

    @Test("every expectation names a real file and line, with a reason")
    func expectationsPointIntoTheCorpus() throws {
        var lineCounts: [String: Int] = [:]
        for entry in CorpusEntry.all {
            for expected in entry.expected {
                #expect(!expected.reason.isEmpty, "\(entry.name): \(expected)")
                #expect(expected.count >= 1, "\(entry.name): \(expected)")
                guard let file = expected.file else {
                    #expect(expected.lines == nil, "\(entry.name): \(expected)")
                    continue
                }
                if lineCounts[file] == nil {
                    let text = try String(contentsOfFile: CorpusPaths.absolute(file), encoding: .utf8)
                    lineCounts[file] = text.split(separator: "\n", omittingEmptySubsequences: false).count
                }
                if let lines = expected.lines, let count = lineCounts[file] {
                    #expect(lines.upperBound <= count, "\(entry.name): \(expected) is past the end of \(file)")
                }
            }
        }
    }
}
