import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// The format module's rules: types, aliases, pointers, `$extends`, `$root`, deprecation.
@Suite struct TokenResolutionTests {
    @Test func groupTypeIsInheritedAndAliasesTakeTheTargetType() {
        let result = resolveJSON(
            """
            {
              "space": { "$type": "dimension", "sm": { "$value": { "value": 4, "unit": "px" } } },
              "gap": { "$value": "{space.sm}" }
            }
            """)
        #expect(result.errors.isEmpty)
        #expect(result["gap"] == .dimension(DimensionValue(4, .px)))
        #expect(result.tokens["gap"]?.aliasOf == "space.sm")
    }

    @Test func aliasChainsOfAnyDepthResolve() {
        var members = [#""t0": { "$type": "number", "$value": 7 }"#]
        for index in 1...500 { members.append(#""t\#(index)": { "$value": "{t\#(index - 1)}" }"#) }
        let result = resolveJSON("{" + members.joined(separator: ",") + "}")
        #expect(result.errors.isEmpty)
        #expect(result["t500"] == .number(7))
        #expect(result.tokens["t500"]?.aliasOf == "t499")
    }

    @Test func cycleNamesEveryMemberOnce() throws {
        let result = resolveJSON(
            """
            { "$type": "number", "a": { "$value": "{b}" }, "b": { "$value": "{c}" }, "c": { "$value": "{a}" }, "d": { "$value": "{a}" } }
            """)
        let cycles = result.all(.referenceCycle)
        #expect(cycles.count == 1)
        let cycle = try #require(cycles.first)
        #expect(cycle.message.contains("a → b → c → a"))
        #expect(Set(cycle.notes.compactMap(\.tokenPath)) == ["a", "b", "c"])
        #expect(cycle.notes.allSatisfy { $0.location != nil })
        #expect(result.tokens["d"] == nil)
    }

    @Test func compositeSubValuesAreTypeChecked() throws {
        let result = resolveJSON(
            """
            {
              "red": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } },
              "shadow": { "$type": "shadow", "$value": { "color": "{red}", "offsetX": "{red}",
                "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 2, "unit": "px" }, "spread": { "value": 0, "unit": "px" } } }
            }
            """)
        let mismatch = try #require(result.first(.referenceTypeMismatch))
        #expect(mismatch.message.contains("dimension"))
        #expect(mismatch.tokenPath == "shadow")
        #expect(mismatch.location?.line == 3)
    }

    @Test func jsonPointersAddressTokensAndPartsOfValues() {
        let result = resolveJSON(
            """
            {
              "base": { "$type": "dimension", "space": { "$value": { "value": 8, "unit": "px" } } },
              "alias": { "$ref": "#/base/space" },
              "half": { "$type": "dimension", "$value": { "value": { "$ref": "#/base/space/$value/value" }, "unit": "rem" } },
              "slash~group": { "a/b": { "$type": "number", "$value": 3 } },
              "escaped": { "$type": "number", "$value": { "$ref": "#/slash~0group/a~1b/$value" } }
            }
            """)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["alias"] == .dimension(DimensionValue(8, .px)))
        #expect(result["half"] == .dimension(DimensionValue(8, .rem)))
        #expect(result["escaped"] == .number(3))
    }

    /// A pointer into a value part that is itself a `{"$ref"}` follows it to the value (references chain, §7.2.2),
    /// as a file that derives one color from another's space and hue writes it.
    @Test func pointersIntoPartsThatArePointersFollowTheChain() {
        let result = resolveJSON(
            """
            {
              "$type": "color",
              "gray": { "$value": { "colorSpace": "oklch", "components": [0.55, 0, 0], "alpha": 1 } },
              "lightness": { "$type": "number", "$value": 0.83 },
              "border": { "$value": { "colorSpace": { "$ref": "#/gray/$value/colorSpace" },
                                      "components": [{ "$ref": "#/gray/$value/components/0" }, 0.01, { "$ref": "#/gray/$value/components/2" }] } },
              "disabled": { "$value": { "colorSpace": { "$ref": "#/border/$value/colorSpace" },
                                        "components": [{ "$ref": "#/lightness/$value" }, { "$ref": "#/border/$value/components/1" }, { "$ref": "#/border/$value/components/2" }] } }
            }
            """)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        guard case .color(let color)? = result["disabled"] else {
            Issue.record("disabled is \(String(describing: result["disabled"]))")
            return
        }
        #expect(color.colorSpace == .oklch)
        #expect(color.components.map { $0.numberValue } == [0.83, 0.01, 0])
    }

    /// The chain still ends where its own tool's would: a pointer on the way to nothing is an error there,
    /// and a pointer through a token left out for its unit (rule 1) leaves its dependents out, naming it.
    @Test func pointerChainsEndAtMissingOrLeftOutTargets() {
        let missing = resolveJSON(
            """
            {
              "$type": "color",
              "border": { "$value": { "colorSpace": { "$ref": "#/gray/$value/colorSpace" }, "components": [0.5, 0, 0] } },
              "disabled": { "$value": { "colorSpace": { "$ref": "#/border/$value/colorSpace" }, "components": [0.8, 0, 0] } }
            }
            """)
        #expect(missing.all(.unresolvedReference).compactMap(\.tokenPath).contains("border"), "\(missing.diagnostics.map(\.message))")
        #expect(missing["disabled"] == nil)

        let leftOut = resolveJSON(
            """
            {
              "$type": "dimension",
              "viewport": { "$value": { "value": 50, "unit": "vw" } },
              "gutter": { "$value": { "value": { "$ref": "#/viewport/$value/value" }, "unit": "px" } },
              "inset": { "$value": { "value": { "$ref": "#/gutter/$value/value" }, "unit": "px" } }
            }
            """)
        #expect(leftOut.errors.isEmpty, "\(leftOut.errors.map(\.message))")
        #expect(leftOut["viewport"] == nil && leftOut["gutter"] == nil && leftOut["inset"] == nil)
        #expect(Set(leftOut.all(.leftOutReference).compactMap(\.tokenPath)) == ["gutter", "inset"], "\(leftOut.diagnostics.map(\.message))")
    }

    @Test func extendsMergesDeeplyAndLocalTokensWin() {
        let result = resolveJSON(
            """
            {
              "input": { "$type": "dimension",
                "width": { "$value": { "value": 100, "unit": "px" } },
                "height": { "$value": { "value": 40, "unit": "px" } } },
              "input-amount": { "$extends": "{input}", "width": { "$value": { "value": 120, "unit": "px" } } }
            }
            """)
        #expect(result.errors.isEmpty)
        #expect(result["input-amount.width"] == .dimension(DimensionValue(120, .px)))
        #expect(result["input-amount.height"] == .dimension(DimensionValue(40, .px)))
    }

    @Test func extendsCycleIsAnError() throws {
        let result = resolveJSON(#"{ "a": { "$extends": "{b}" }, "b": { "$extends": "{a}" } }"#)
        let cycle = try #require(result.first(.extendsCycle))
        #expect(cycle.message.contains("a") && cycle.message.contains("b"))
    }

    @Test func rootTokensKeepTheirPath() {
        let result = resolveJSON(
            """
            { "accent": { "$type": "number", "$root": { "$value": 1 }, "light": { "$value": 2 } },
              "use": { "$value": "{accent.$root}" } }
            """)
        #expect(result.errors.isEmpty)
        #expect(result["accent.$root"] == .number(1))
        #expect(result["use"] == .number(1))
    }

    @Test func referenceToAGroupIsAnErrorWithAFix() throws {
        let result = resolveJSON(
            #"{ "accent": { "$type": "number", "$root": { "$value": 1 } }, "use": { "$value": "{accent}" } }"#,
            strict: true)
        let error = try #require(result.first(.referenceToGroup))
        #expect(error.fixIt?.contains("{accent.$root}") == true)
    }

    @Test func deprecationIsInheritedAndFalseOverrides() {
        let result = resolveJSON(
            """
            { "old": { "$type": "number", "$deprecated": "Use new.*", "a": { "$value": 1 }, "b": { "$value": 2, "$deprecated": false } } }
            """)
        #expect(result.tokens["old.a"]?.isDeprecated == true)
        #expect(result.tokens["old.a"]?.deprecationMessage == "Use new.*")
        #expect(result.tokens["old.b"]?.isDeprecated == false)
    }

    @Test func extensionsAreKeptVerbatim() {
        let result = resolveJSON(
            #"{ "a": { "$type": "number", "$value": 1, "$extensions": { "com.example": { "x": [1, "two"] } } } }"#)
        #expect(result.tokens["a"]?.extensions?.compactText == #"{"com.example":{"x":[1,"two"]}}"#)
    }

    @Test func brokenReferenceSuggestsACaseMismatch() throws {
        let result = resolveJSON(
            #"{ "$type": "number", "color": { "blue": { "$value": 1 } }, "x": { "$value": "{color.Blue}" } }"#)
        let error = try #require(result.first(.unresolvedReference))
        #expect(error.notes.contains { $0.message == "looked in tokens.json" })
        #expect(error.notes.contains { $0.message.contains("did you mean color.blue") && $0.location != nil })
        #expect(error.fixIt == "replace with {color.blue}")
    }

    @Test func strictModeRejectsWhatDefaultModeMigrates() {
        let text = ##"{ "c": { "$type": "color", "$value": "#ff0000" }, "d": { "$type": "dimension", "$value": "16px" } }"##
        let lenient = resolveJSON(text)
        #expect(lenient.errors.isEmpty)
        #expect(lenient.all(.legacyValue).count == 2)
        #expect(srgb(lenient["c"]) == [1, 0, 0])
        #expect(lenient["d"] == .dimension(DimensionValue(16, .px)))
        let strict = resolveJSON(text, strict: true)
        #expect(strict.all(.invalidValue).count == 2)
    }

    @Test func missingTypeIsInferredOnlyOutsideStrictMode() {
        let text = ##"{ "c": { "$value": "#00ff00" }, "t": { "$value": "200ms" }, "f": { "$value": "Inter" } }"##
        let lenient = resolveJSON(text)
        // A plain word is ambiguous: a plain string, not an error.
        #expect(lenient.all(.inferredType).count == 3)
        #expect(lenient.tokens["t"]?.type == .duration)
        #expect(lenient["f"] == .string("Inter"))
        #expect(lenient.first(.missingType) == nil)
        let strict = resolveJSON(text, strict: true)
        #expect(strict.all(.missingType).count == 3)
    }

    @Test func fontWeightKeywordsAndRanges() {
        let result = resolveJSON(
            """
            { "$type": "fontWeight", "a": { "$value": "semi-bold" }, "b": { "$value": 1000 }, "c": { "$value": 1001 },
              "d": { "$value": "Bold" } }
            """, strict: true)
        #expect(result["a"] == .fontWeight(600))
        #expect(result["b"] == .fontWeight(1000))
        #expect(result.first(.valueOutOfRange)?.tokenPath == "c")
        #expect(result.first(.unknownFontWeight)?.tokenPath == "d")
    }

    @Test func layeredShadowsSpliceReferencedLayers() {
        let layer = #"{ "color": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.2 }, "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 2, "unit": "px" }, "spread": { "value": 0, "unit": "px" }"#
        let result = resolveJSON(
            """
            { "$type": "shadow", "base": { "$value": [\(layer) }, \(layer), "inset": true }] },
              "layered": { "$value": ["{base}", \(layer) }] } }
            """)
        #expect(result.errors.isEmpty)
        guard case .shadow(let layers)? = result["layered"] else {
            Issue.record("not a shadow")
            return
        }
        #expect(layers.count == 3)
        #expect(layers.map(\.inset) == [false, true, false])
    }

    @Test func typographyWithLegacyLineHeightIsConverted() {
        let result = resolveJSON(
            """
            { "t": { "$type": "typography", "$value": { "fontFamily": "Inter, sans-serif", "fontSize": "16px",
              "fontWeight": "Bold", "letterSpacing": "0px", "lineHeight": "24px", "textCase": "uppercase" } } }
            """)
        #expect(result.errors.isEmpty)
        guard case .typography(let typography)? = result["t"] else {
            Issue.record("not a typography")
            return
        }
        #expect(typography.fontFamily == ["Inter", "sans-serif"])
        #expect(typography.fontWeight == 700)
        #expect(typography.lineHeight == 1.5)
        #expect(typography.textCase == "uppercase")
    }

    /// A font stack copied from a CSS declaration keeps the `;` that ends it, which CSS reads past: the
    /// last name is `Segoe UI Symbol`, not `Segoe UI Symbol";`. Only that terminator goes: the names are
    /// otherwise kept as written, as Tokens Studio's and Style Dictionary's CSS outputs keep them (a
    /// property name left in the text stays part of the first name), and a `;` inside the text is no terminator.
    @Test func aFontStackCopiedWithItsSemicolonEndsAtIt() {
        let stack = #"-apple-system, BlinkMacSystemFont, \"Segoe UI\", Roboto, sans-serif, \"Segoe UI Symbol\";"#
        let dtcg = resolveJSON(#"{ "f": { "$type": "fontFamily", "$value": "\#(stack)" }, "g": { "$type": "fontFamily", "$value": "{f}" } }"#)
        #expect(dtcg.errors.isEmpty, "\(dtcg.errors.map(\.message))")
        let names = ["-apple-system", "BlinkMacSystemFont", "Segoe UI", "Roboto", "sans-serif", "Segoe UI Symbol"]
        #expect(dtcg["f"] == .fontFamily(names))
        #expect(dtcg["g"] == .fontFamily(names))

        let studio = resolveFiles(
            ["tokens.json": #"{ "system-font": { "value": "font-family: -apple-system, Roboto, \"Segoe UI Symbol\";", "type": "fontFamilies" } }"#],
            format: .tokensStudio)
        #expect(studio["system-font"] == .fontFamily(["font-family: -apple-system", "Roboto", "Segoe UI Symbol"]))

        let inside = resolveJSON(#"{ "f": { "$type": "fontFamily", "$value": "Inter; Roboto, serif" } }"#)
        #expect(inside["f"] == .fontFamily(["Inter; Roboto", "serif"]))
    }

    /// A shorthand as Primer writes it (CSS `font:` with weight, size and family) means line height
    /// `normal` and no extra letter spacing: read with warnings outside strict mode, refused in it.
    @Test func typographyWithoutLineHeightReadsAsNormalOutsideStrictMode() throws {
        let text = """
            { "t": { "$type": "typography", "$value": { "fontFamily": "SF Mono", "fontSize": {"value": 12, "unit": "px"}, "fontWeight": 400 } } }
            """
        let lenient = resolveJSON(text)
        #expect(lenient.errors.isEmpty, "\(lenient.errors)")
        let missing = lenient.all(.missingSubValue)
        #expect(missing.map(\.message) == [#"typography t has no "letterSpacing" and no "lineHeight"; 0px and 1.2 (CSS normal) were used"#])
        #expect(missing.map(\.fixIt) == [#"add "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2"#])
        #expect(missing.allSatisfy { $0.severity == .warning && $0.location?.line == 1 })
        guard case .typography(let typography)? = lenient["t"] else {
            Issue.record("not a typography")
            return
        }
        #expect(typography.lineHeight == 1.2)
        #expect(typography.letterSpacing == DimensionValue(0, .px))
        let strict = resolveJSON(text, strict: true)
        #expect(strict.errors.map(\.code) == [.missingSubValue, .missingSubValue])
        #expect(strict["t"] == nil)
    }

    @Test func canonicalJSONHasEveryMemberResolved() {
        let result = resolveJSON(
            """
            { "w": { "$type": "dimension", "$value": { "value": 1, "unit": "px" } },
              "b": { "$type": "border", "$value": { "color": "#336699", "width": "{w}", "style": "dashed" } } }
            """)
        #expect(
            result["b"]?.canonicalJSON().compactText
                == ##"{"color":{"colorSpace":"srgb","components":[0.2,0.4,0.6],"alpha":1,"hex":"#336699"},"width":{"value":1,"unit":"px"},"style":"dashed"}"##
        )
    }
}
