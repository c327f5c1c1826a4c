import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// Units, draft spellings and hex fallbacks as real design systems write them: read with one
/// warning each outside strict mode, and an error that says what must change in strict mode.
struct ValuesInTheWildTests {
    // MARK: Units

    static let zeroOffsets = """
        {
          "shadow": {
            "$type": "shadow",
            "flat": { "$value": { "color": "#00000033", "offsetX": { "value": 0, "unit": "" }, "offsetY": 0,
                                  "blur": { "value": 4, "unit": "px" }, "spread": { "value": 0, "unit": "" } } }
          },
          "space": { "$type": "dimension", "none": { "$value": { "value": 0, "unit": "" } } }
        }
        """

    @Test func zeroWithAnEmptyUnitIsReadAsZeroWithAWarning() {
        let result = resolveJSON(Self.zeroOffsets)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result.all(.emptyUnit).count == 3)
        #expect(result["space.none"] == .dimension(DimensionValue(0, .px)))
        #expect(result.all(.emptyUnit).allSatisfy { $0.fixIt == "write \"px\"" })
        guard case .shadow(let layers)? = result["shadow.flat"] else {
            Issue.record("shadow.flat did not resolve")
            return
        }
        #expect(layers.first?.offsetX == DimensionValue(0, .px))
        #expect(layers.first?.offsetY == DimensionValue(0, .px))
    }

    @Test func anEmptyUnitIsAnErrorInStrictModeAndOnANonZeroValue() {
        let strict = resolveJSON(##"{"space": {"$type": "dimension", "none": {"$value": {"value": 0, "unit": ""}}}}"##, strict: true)
        #expect(strict.errors.map(\.code) == [.emptyUnit])
        let nonZero = resolveJSON(##"{"space": {"$type": "dimension", "a": {"$value": {"value": 4, "unit": ""}}}}"##)
        #expect(nonZero.errors.map(\.code) == [.emptyUnit])
        #expect(nonZero["space.a"] == nil)
    }

    @Test func dpAndPtAreReadAsPointsWithAWarning() {
        let result = resolveJSON("""
            {"size": {"$type": "dimension",
              "a": {"$value": {"value": 2, "unit": "dp"}}, "b": {"$value": "3pt"}, "c": {"$value": {"value": 5, "unit": "px"}}}}
            """)
        #expect(result.errors.isEmpty)
        #expect(result["size.a"] == .dimension(DimensionValue(2, .px)))
        #expect(result["size.b"] == .dimension(DimensionValue(3, .px)))
        #expect(result.all(.platformUnit).count == 2)
        #expect(result.all(.legacyValue).first?.fixIt == ##"{"value": 3, "unit": "px"}"##)

        let strict = resolveJSON(##"{"size": {"$type": "dimension", "a": {"$value": {"value": 2, "unit": "dp"}}}}"##, strict: true)
        #expect(strict.errors.map(\.code) == [.platformUnit])
        #expect(strict.errors.first?.message.contains("write it in px") == true)
    }

    @Test func otherUnknownUnitsStayErrors() {
        let result = resolveJSON(##"{"size": {"$type": "dimension", "a": {"$value": {"value": 2, "unit": "furlong"}}}}"##)
        #expect(result.errors.map(\.code) == [.invalidUnit])
    }

    /// `{"value": "0.25", "unit": "rem"}`: a project whose transform joins value and unit as text (a
    /// Style Dictionary 4 build's `value + unit`) writes the number as a string. Outside strict mode it is
    /// that number, with one warning in a DTCG file, directly and through a reference; text that spells
    /// no number, and strict mode, keep the error.
    @Test func aMeasuresNumberWrittenAsAStringIsThatNumberOutsideStrictMode() {
        let text = ##"""
            {"spacing": {"$type": "dimension", "1": {"$value": {"value": "0.5", "unit": "rem"}},
                         "alias": {"$value": "{spacing.1}"},
                         "bad": {"$value": {"value": "half", "unit": "rem"}}},
             "motion": {"$type": "duration", "fast": {"$value": {"value": "150", "unit": "ms"}}}}
            """##
        let result = resolveJSON(text)
        #expect(result["spacing.1"] == .dimension(DimensionValue(0.5, .rem)))
        #expect(result["spacing.alias"] == .dimension(DimensionValue(0.5, .rem)))
        #expect(result["motion.fast"] == .duration(DurationValue(150, .ms)))
        let warned = result.all(.legacyValue)
        #expect(warned.map(\.tokenPath) == ["spacing.1", "motion.fast"], "\(warned.map(\.message))")
        #expect(warned.first?.fixIt == "write it as the number 0.5")
        #expect(result.errors.map(\.tokenPath) == ["spacing.bad"])
        let strict = resolveJSON(text, strict: true)
        #expect(Set(strict.errors.filter { $0.code == .invalidValue }.compactMap(\.tokenPath)) == ["spacing.1", "spacing.bad", "motion.fast"])
        #expect(strict["spacing.alias"] == nil)
        // Style Dictionary files write values as CSS text by design: the same number, quietly.
        let styleDictionary = resolveFiles(["sd/size.json": ##"{"size": {"gap": {"$value": {"value": "4", "unit": "px"}, "$type": "dimension"}}}"##], entry: "sd", format: .styleDictionary)
        #expect(styleDictionary["size.gap"] == .dimension(DimensionValue(4, .px)))
        #expect(styleDictionary.warnings.isEmpty, "\(styleDictionary.warnings.map(\.message))")
    }

    /// A web layout's fluid size (IBM Carbon's `5vw`) has no value in an app: outside strict mode the
    /// token is left out with a warning, and so is every token that refers to it, each with its own
    /// warning naming the left-out one, while the rest resolves. Strict mode keeps the error.
    @Test func viewportUnitsLeaveTheTokenAndItsReferrersOut() throws {
        let text = ##"""
            {"space": {"$type": "dimension",
              "fluid": {"$value": {"value": 5, "unit": "vw"}},
              "half": {"$value": "50%"},
              "alias": {"$value": "{space.chain}"},
              "chain": {"$value": "{space.fluid}"},
              "fixed": {"$value": {"value": 4, "unit": "px"}}},
             "line": {"$type": "border", "thin": {"$value": {"color": "{ink}", "width": "{space.fluid}", "style": "solid"}}},
             "ink": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}
            """##
        let result = resolveJSON(text)
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.tokens.keys.sorted() == ["ink", "space.fixed"])
        let units = result.all(.invalidUnit)
        #expect(units.map(\.tokenPath) == ["space.fluid", "space.half"])
        #expect(units.allSatisfy { $0.severity == .warning && $0.message.contains("the token is left out") })
        let referrers = result.all(.leftOutReference)
        #expect(Set(referrers.compactMap(\.tokenPath)) == ["space.chain", "space.alias", "line.thin"])
        #expect(referrers.allSatisfy { $0.severity == .warning && $0.location != nil && $0.notes.count == 1 })
        let alias = try #require(referrers.first { $0.tokenPath == "space.alias" })
        #expect(alias.message == "token space.alias refers to space.chain, which is left out; space.alias is left out too")
        #expect(alias.location?.line == 4)
        #expect(resolveJSON(text, strict: true).errors.contains { $0.code == .invalidUnit && $0.tokenPath == "space.fluid" })
    }

    /// A typography's letter spacing written as a percentage (`"-2%"`, as TokensBrücke writes a Figma text
    /// style's `PERCENT` spacing) is a share of its font size, as Figma, CSS and Tokens Studio apply it:
    /// hundredths of an em, with one legacy warning whose fix is the length in the font size's unit. A
    /// percentage in a length token on its own still has no size to be a share of (left out, TS0408), and a
    /// typography referring to that token is left out with it (TS0311), as is what refers to the typography.
    @Test func aTypographysPercentLetterSpacingIsAShareOfItsFontSize() throws {
        let text = ##"""
            {"text": {"$type": "typography",
              "caption": {"$value": {"fontFamily": "Inter", "fontWeight": 600, "fontSize": "13px", "lineHeight": "20px", "letterSpacing": "-2%"}},
              "borrowed": {"$value": {"fontFamily": "Inter", "fontWeight": 600, "fontSize": "13px", "lineHeight": 1.5, "letterSpacing": "{tracking.tight}"}},
              "alias": {"$value": "{text.borrowed}"}},
             "tracking": {"$type": "dimension", "tight": {"$value": "-2%"}}}
            """##
        let result = resolveJSON(text)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        guard case .typography(let caption)? = result["text.caption"] else { Issue.record("text.caption is not read"); return }
        #expect(caption.letterSpacing == DimensionValue(-0.02, .em))
        #expect(abs(RuntimeValueRules.letterSpacingPoints(caption, remBase: 16) - -0.26) < 1e-9)
        let legacy = try #require(result.all(.legacyValue).first { $0.message.contains("letterSpacing") })
        #expect(legacy.message == "letterSpacing \"-2%\" written as a percentage of the font size; read as -0.02em")
        #expect(legacy.fixIt == "write {\"value\": -0.26, \"unit\": \"px\"}")
        #expect(legacy.tokenPath == "text.caption")
        // On its own, the percentage is a share of no known size: left out, and its referrers with it.
        #expect(result["tracking.tight"] == nil && result["text.borrowed"] == nil && result["text.alias"] == nil)
        #expect(result.all(.invalidUnit).map(\.tokenPath) == ["tracking.tight"])
        #expect(Set(result.all(.leftOutReference).compactMap(\.tokenPath)) == ["text.borrowed", "text.alias"])
        // Strict mode reads DTCG's units only.
        #expect(resolveJSON(text, strict: true).errors.contains { $0.tokenPath == "text.caption" })
    }

    @Test func cssLinearGradientTextIsReadAsItsStops() throws {
        // As Style Dictionary teams write gradients: CSS text with references inside.
        let text = ##"""
            {"brand": {"$type": "color", "lime": {"$value": "#ddff46"}, "cyan": {"$value": "#3dd6f5"}},
             "gradient": {"$type": "gradient",
               "hero": {"$value": "linear-gradient(127deg, {brand.lime} 20%, {brand.cyan}, #000000 90%)"},
               "layered": {"$value": "linear-gradient(0deg, #ffffff 0%, #ffffff 100%), linear-gradient(90deg, {brand.lime}, {brand.cyan})"},
               "glow": {"$value": "radial-gradient({brand.lime}, {brand.cyan})"},
               "banner": {"$value": "{gradient.layered}"},
               "broken": {"$value": "linear-gradient(90deg, {brand.lime} 10px, {brand.cyan})"}}}
            """##
        let result = resolveJSON(text)
        guard case .gradient(let stops)? = result["gradient.hero"] else {
            Issue.record("gradient.hero: \(String(describing: result["gradient.hero"]))")
            return
        }
        // Positions filled in as CSS does: the unplaced middle stop halfway between its neighbours.
        #expect(stops.map(\.position) == [0.2, 0.55, 0.9])
        #expect(stops.map(\.color.srgbHex) == ["#ddff46", "#3dd6f5", "#000000"])
        // Its direction, which the stops do not carry, is named.
        #expect(result.all(.legacyValue).contains { $0.tokenPath == "gradient.hero" && $0.message.contains("its direction (127deg)") })
        // Valid CSS with no DTCG gradient: left out, with what refers to it.
        // So is a stop placed by a length, which needs the box's size.
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        let leftOut = result.all(.invalidValue).filter { $0.severity == .warning }
        #expect(Set(leftOut.compactMap(\.tokenPath)) == ["gradient.layered", "gradient.glow", "gradient.broken"])
        #expect(result.all(.leftOutReference).map(\.tokenPath) == ["gradient.banner"])
        let strict = resolveJSON(text, strict: true)
        #expect(strict.errors.contains { $0.tokenPath == "gradient.hero" && $0.code == .invalidValue })
    }

    @Test func declaredUnitsConvertQuietlyOutsideStrictMode() throws {
        let text = """
            {"size": {"$type": "dimension", "a": {"$value": {"value": 2, "unit": "dp"}}, "b": {"$value": {"value": 3, "unit": "sp"}}},
             "time": {"$type": "duration", "t": {"$value": {"value": 2, "unit": "sec"}}}}
            """
        var options = ReadingOptions()
        options.declaredUnits = ["dp": DeclaredUnit(factor: 1, unit: "px"), "sp": DeclaredUnit(factor: 0.0625, unit: "rem"),
                                 "sec": try #require(DeclaredUnit(parsing: "1000ms"))]
        let result = resolve(text, options: options)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result["size.a"] == .dimension(DimensionValue(2, .px)))
        #expect(result["size.b"] == .dimension(DimensionValue(0.1875, .rem)))
        #expect(result["time.t"] == .duration(DurationValue(2000, .ms)))

        options.strict = true
        let strict = resolve(text, options: options)
        #expect(strict.errors.count == 3)
        #expect(strict.errors.contains { $0.message.contains("tessera.yml declares it") })
    }

    @Test func aDeclaredUnitWhoseConversionOverflowsIsNonFinite() throws {
        let text = """
            {"a": {"$type": "dimension", "$value": "4zz"},
             "b": {"$type": "dimension", "$value": {"value": 1, "unit": "zz"}},
             "s": {"$type": "shadow", "$value": {"color": "#000000", "offsetX": "2zz", "offsetY": "0px", "blur": "0px", "spread": "0px"}}}
            """
        var options = ReadingOptions()
        options.declaredUnits = ["zz": try #require(DeclaredUnit(parsing: "1e308px"))]
        let result = resolve(text, options: options)
        let errors = result.errors.filter { $0.code == .nonFiniteResult }
        #expect(errors.map(\.tokenPath) == ["a", "s"], "\(result.diagnostics.map(\.message))")
        #expect(errors.first?.message == "dimension a is beyond the range of Double once its unit zz is converted (4 × 1e+308px, as units: in tessera.yml declares)")
        #expect(errors.first?.location?.line == 1)
        #expect(errors.first?.location?.column == 40)
        #expect(result["a"] == nil && result["s"] == nil)
        #expect(result["b"] == .dimension(DimensionValue(1e308, .px)))
    }

    @Test func declaredUnitConversionsParse() {
        #expect(DeclaredUnit(parsing: "1px") == DeclaredUnit(factor: 1, unit: "px"))
        #expect(DeclaredUnit(parsing: " 0.5rem ") == DeclaredUnit(factor: 0.5, unit: "rem"))
        #expect(DeclaredUnit(parsing: "1s") == DeclaredUnit(factor: 1, unit: "s"))
        #expect(DeclaredUnit(parsing: "px") == nil)
        #expect(DeclaredUnit(parsing: "-1px") == nil)
        #expect(DeclaredUnit(parsing: "2vw") == nil)
    }

    // MARK: Draft forms

    @Test func draftColorKeysAreReadWithOneWarning() {
        let text = ##"{"c": {"$type": "color", "$value": {"space": "srgb", "channels": [1, 0.5, 0], "alpha": 0.5}}}"##
        let result = resolveJSON(text)
        #expect(result.errors.isEmpty)
        #expect(result.all(.draftColorKeys).count == 1)
        #expect(result.diagnostics.count == 1)
        #expect(srgb(result["c"]) == [1, 0.5, 0])
        #expect(result.first(.draftColorKeys)?.fixIt == ##"rename "channels" to "components" and "space" to "colorSpace""##)

        let strict = resolveJSON(text, strict: true)
        #expect(strict.errors.map(\.code) == [.draftColorKeys])
    }

    @Test func draftModifierContextIsReadWithOneWarning() {
        let files = [
            "a.resolver.json": """
                {"version": "2025.10",
                 "modifiers": {"theme": {"context": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}, "default": "light"}},
                 "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
                """,
            "light.json": ##"{"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}"##,
            "dark.json": ##"{"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}"##,
        ]
        let result = resolveFiles(files, entry: "a.resolver.json", input: ["theme": "dark"])
        #expect(result.diagnostics.map(\.code) == [.draftModifierContext])
        #expect(srgb(result["bg"]) == [0, 0, 0])
        #expect(result.permutations.count == 2)

        let strict = resolveFiles(files, entry: "a.resolver.json", strict: true)
        #expect(strict.errors.map(\.code) == [.draftModifierContext])
    }

    // MARK: Hex and components

    @Test func aHexThatContradictsTheComponentsIsReplacedByTheirs() {
        let text = ##"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#00ff00"}}}"##
        let result = resolveJSON(text)
        #expect(result.errors.isEmpty)
        #expect(result.all(.hexDisagreesWithComponents).count == 1)
        #expect(result.first(.hexDisagreesWithComponents)?.fixIt == ##"write "#ff0000""##)
        guard case .color(let color)? = result["c"] else {
            Issue.record("c did not resolve")
            return
        }
        #expect(color.hex == "#ff0000")
        // The hex is a fallback the specification lets be approximate: a warning in strict mode too.
        let strict = resolveJSON(text, strict: true)
        #expect(strict.errors.isEmpty)
        #expect(strict.all(.hexDisagreesWithComponents).map(\.severity) == [.warning])
    }

    @Test func aTokenLevelRefToAWholeTokenIsAnAliasOutsideStrictModeOnly() {
        let whole = ##"{"a": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$ref": "#/a"}}"##
        let lenient = resolveJSON(whole)
        #expect(lenient.errors.isEmpty)
        #expect(lenient.all(.tokenReferenceWithoutValue).map(\.severity) == [.warning])
        #expect(lenient.first(.tokenReferenceWithoutValue)?.fixIt == ##"write "#/a/$value""##)
        guard case .number(let number)? = lenient["b"] else {
            Issue.record("b did not resolve")
            return
        }
        #expect(number == 1)
        #expect(resolveJSON(whole, strict: true).errors.map(\.code) == [.tokenReferenceWithoutValue])
        // Into the value, as the 2025.10 example writes it: quiet in both modes.
        let intoValue = ##"{"a": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$ref": "#/a/$value"}}"##
        #expect(resolveJSON(intoValue, strict: true).diagnostics.isEmpty)
        #expect(resolveJSON(intoValue).diagnostics.isEmpty)
    }

    @Test func aWideGamutColorsHexMayBeItsClippedOrItsGamutMappedSRGB() {
        // Display P3's pure green lies outside sRGB: clipping gives #00ff00, CSS Color 4's gamut
        // mapping keeps its OKLCH lightness and hue and reduces chroma.
        let green = SIMD3<Double>(0, 1, 0)
        let mapped = GamutMapping.srgb(green, from: .displayP3)
        let original = ColorConversion.convert(green, from: .displayP3, to: .oklch)
        let kept = ColorConversion.convert(mapped, from: .srgb, to: .oklch)
        #expect(abs(kept.x - original.x) < 0.02 && abs(kept.z - original.z) < 2, "lightness and hue stay: \(kept) vs \(original)")
        #expect(kept.y < original.y)
        let mappedHex = "#" + [mapped.x, mapped.y, mapped.z].map { channel -> String in
            let text = String(Int((channel * 255).rounded()), radix: 16)
            return text.count == 1 ? "0" + text : text
        }.joined()
        #expect(mappedHex != "#00ff00")
        func color(_ hex: String) -> String {
            ##"{"c": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [0, 1, 0], "hex": "\##(hex)"}}}"##
        }
        for hex in ["#00ff00", mappedHex] {
            let result = resolveJSON(color(hex), strict: true)
            #expect(result.diagnostics.isEmpty, "\(hex): \(result.diagnostics.map(\.message))")
        }
        // A hex far from both is still reported, as a warning in strict mode too.
        #expect(resolveJSON(color("#ff00ff"), strict: true).all(.hexDisagreesWithComponents).map(\.severity) == [.warning])
    }

    @Test func aHexThatAgreesAtEightBitsIsQuiet() {
        // 0.5 × 255 = 127.5, which rounds to 0x80; uppercase digits are the same hex.
        let result = resolveJSON(##"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.5, 0, 1], "hex": "#8000FF"}}}"##, strict: true)
        #expect(result.diagnostics.isEmpty)
        let p3 = resolveJSON(##"{"c": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [1, 0, 0], "hex": "#ff0000"}}}"##, strict: true)
        #expect(p3.diagnostics.isEmpty, "an out-of-gamut color's fallback is its clipped sRGB hex")
    }

    // MARK: Type mismatches

    @Test func anAliasWhoseTypeDiffersFromItsGroupsTakesItsTargetsTypeOutsideStrictMode() {
        // As Style Dictionary 4 teams write it: a `number` group of line heights aliasing sizes.
        let text = """
            {"size": {"$type": "dimension", "16": {"$value": {"value": 16, "unit": "px"}}},
             "lineHeight": {"$type": "number", "100": {"$value": "{size.16}"}, "ratio": {"$value": 1.5}}}
            """
        let lenient = resolveJSON(text)
        #expect(lenient.errors.isEmpty, "\(lenient.errors.map(\.message))")
        #expect(lenient["lineHeight.100"] == .dimension(DimensionValue(16, .px)))
        #expect(lenient["lineHeight.ratio"] == .number(1.5))
        #expect(lenient.all(.aliasTypeDiffersFromGroup).map(\.severity) == [.warning])
        let strict = resolveJSON(text, strict: true)
        #expect(strict.errors.map(\.code) == [.aliasTypeDiffersFromGroup])
        #expect(strict["lineHeight.100"] == nil)
    }

    /// A line height in px over a font size in rem compares at 16px to the rem (CSS's), with the
    /// warning every length line height gets; a unit that has no such comparison stays an error.
    @Test func aPixelLineHeightOverARemFontSizeIsAMultipleAtSixteenPixelsToTheRem() {
        func typography(_ lineHeight: String) -> String {
            """
            {"text": {"$type": "typography", "body": {"$value": {"fontFamily": "Inter", "fontWeight": 400,
              "fontSize": {"value": 0.875, "unit": "rem"}, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": \(lineHeight)}}}}
            """
        }
        let pixels = resolveJSON(typography(#"{"value": 21, "unit": "px"}"#))
        #expect(pixels.errors.isEmpty, "\(pixels.errors.map(\.message))")
        guard case .typography(let body)? = pixels["text.body"] else {
            Issue.record("text.body did not resolve")
            return
        }
        #expect(body.lineHeight == 1.5)
        #expect(pixels.all(.legacyValue).map(\.fixIt) == ["write 1.5"])
        #expect(resolveJSON(typography(#"{"value": 21, "unit": "px"}"#), strict: true).errors.map(\.code) == [.invalidValue])
    }

    // MARK: Helpers

    private func resolve(_ text: String, options: ReadingOptions) -> ResolveResult {
        let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
        guard let project = TokenProject.load(
            paths: ["tokens.json"], options: options, diagnostics: diagnostics,
            fileSystem: InMemoryFileSystem(files: ["tokens.json": text])),
            let input = project.validateInput([:])
        else { return ResolveResult(tokens: [:], diagnostics: diagnostics.diagnostics, permutations: []) }
        let resolved = project.resolve(input)
        return ResolveResult(
            tokens: Dictionary(resolved.tokens.map { ($0.id, $0) }, uniquingKeysWith: { $1 }),
            diagnostics: diagnostics.diagnostics, permutations: [])
    }
}
