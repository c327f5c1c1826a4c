import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraImport
@testable import TesseraSyntax
@testable import TesseraTokens

/// Supernova's Style Dictionary exporter writes Style Dictionary's shape with every member of a
/// composite wrapped in a `{type, value}` object of Supernova's data model, and lengths as
/// `{measure, unit}` pairs. Each value is compared with the DTCG token that says the same.
@Suite struct SupernovaStyleDictionaryExportTests {
    /// A measure as the exporter writes it.
    static func measure(_ amount: String, _ unit: String) -> String {
        ##"{"type": "measure", "value": {"measure": {"type": "size", "value": \##(amount)}, "unit": {"type": "string", "value": "\##(unit)"}}}"##
    }

    static let export = ##"""
        {"measure": {"base": {"type": "measure", "value": {"measure": {"type": "size", "value": 16}, "unit": {"type": "string", "value": "pixels"}}},
                     "wide": {"type": "measure", "value": {"measure": {"type": "size", "value": 50}, "unit": {"type": "string", "value": "percent"}}},
                     "gap": {"type": "measure", "value": "{measure.base.value}"}},
         "font": {"body": {"type": "font", "value": {"family": {"type": "string", "value": "Inter"}, "subfamily": {"type": "string", "value": "Semi Bold Italic"}}}},
         "shadow": {"card": {"type": "shadow",
                             "value": {"color": {"type": "color", "value": "#00000080"}, "x": \##(measure("0", "pixels")), "y": \##(measure("2", "pixels")),
                                       "radius": \##(measure("4", "pixels")), "spread": \##(measure("1", "pixels")), "opacity": {"type": "size", "value": 0.5}}}},
         "typography": {"body": {"type": "typography",
                                 "value": {"font": {"type": "font", "value": {"family": {"type": "string", "value": "Inter"}, "subfamily": {"type": "string", "value": "Medium"}}},
                                           "fontSize": \##(measure("14", "pixels")), "textDecoration": "Underline", "textCase": "Upper",
                                           "letterSpacing": \##(measure("-2", "percent")), "paragraphIndent": \##(measure("0", "pixels")),
                                           "lineHeight": \##(measure("21", "pixels"))}},
                        "label": {"type": "typography",
                                  "value": {"font": {"type": "font", "value": "{font.body.value}"}, "fontSize": {"type": "measure", "value": "{measure.base.value}"},
                                            "textDecoration": "None", "textCase": "Original", "letterSpacing": \##(measure("0.5", "ems")),
                                            "paragraphIndent": \##(measure("0", "pixels")), "lineHeight": \##(measure("150", "percent"))}}},
         "border": {"hairline": {"type": "border", "value": {"color": {"type": "color", "value": "#ff0000ff"}, "width": \##(measure("1", "pixels")),
                                                             "position": {"type": "string", "value": "Inside"}}}},
         "radius": {"card": {"type": "radius", "value": {"radius": \##(measure("8", "pixels"))}}},
         "gradient": {"fade": {"type": "gradient",
                               "value": {"from": {"type": "point", "value": {"x": {"type": "size", "value": 0}, "y": {"type": "size", "value": 0.5}}},
                                         "to": {"type": "point", "value": {"x": {"type": "size", "value": 1}, "y": {"type": "size", "value": 0.5}}},
                                         "type": {"type": "string", "value": "Linear"}, "aspectRatio": {"type": "size", "value": 1},
                                         "stops": {"0": {"type": "gradientStop", "position": {"type": "size", "value": 0}, "color": {"type": "color", "value": "#ffb800ff"}},
                                                   "1": {"type": "gradientStop", "position": {"type": "size", "value": 1}, "color": {"type": "color", "value": "#ff000000"}}}}},
                      "glow": {"type": "gradient",
                               "value": {"from": {"type": "point", "value": {"x": {"type": "size", "value": 0.5}, "y": {"type": "size", "value": 0.5}}},
                                         "to": {"type": "point", "value": {"x": {"type": "size", "value": 1}, "y": {"type": "size", "value": 1}}},
                                         "type": {"type": "string", "value": "Radial"}, "aspectRatio": {"type": "size", "value": 1}, "stops": {}}}}}
        """##

    static let dtcg = ##"""
        {"base": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}},
         "family": {"$type": "fontFamily", "$value": "Inter"},
         "card": {"$type": "shadow", "$value": {"color": "#00000040", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"},
                                                "blur": {"value": 4, "unit": "px"}, "spread": {"value": 1, "unit": "px"}}},
         "body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 14, "unit": "px"}, "fontWeight": 500,
                                                    "letterSpacing": "-0.02em", "lineHeight": 1.5, "paragraphIndent": {"value": 0, "unit": "px"},
                                                    "textCase": "uppercase", "textDecoration": "underline"}},
         "label": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 600,
                                                     "fontStyle": "italic", "letterSpacing": "0.5em", "lineHeight": 1.5,
                                                     "paragraphIndent": {"value": 0, "unit": "px"}}},
         "hairline": {"$type": "border", "$value": {"color": "#ff0000", "width": {"value": 1, "unit": "px"}, "style": "solid"}},
         "radius": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}},
         "fade": {"$type": "gradient", "$value": [{"color": "#ffb800ff", "position": 0}, {"color": "#ff000000", "position": 1}]}}
        """##

    @Test func valuesMeanWhatSupernovaMeans() throws {
        let result = resolveFiles(["tokens.json": Self.export])
        let expected = resolveJSON(Self.dtcg)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(expected.errors.isEmpty, "\(expected.errors.map(\.message))")
        for (id, dtcgID) in [
            ("measure.base", "base"), ("measure.gap", "base"), ("font.body", "family"), ("shadow.card", "card"), ("typography.body", "body"),
            ("typography.label", "label"), ("border.hairline", "hairline"), ("radius.card", "radius"), ("gradient.fade", "fade"),
        ] {
            #expect(result[id] != nil && result[id] == expected[dtcgID], "\(id): \(String(describing: result[id]))")
        }
        // A linear gradient running left to right is CSS's 90°, Tessera's gradient angle.
        #expect(result.tokens["gradient.fade"]?.extensions?.objectValue?["com.tessera.gradient"]?.objectValue?["angle"]?.numberValue?.value == 90)
        // The border's position has no DTCG member: kept beside it.
        #expect(result.tokens["border.hairline"]?.extensions?.objectValue?["io.supernova"]?.objectValue?["position"]?.stringValue == "Inside")
    }

    /// A percentage where a length belongs, and a radial gradient, have no Swift meaning: left out with one
    /// warning each, and a token referring to the left-out one with them, its warning naming the cause.
    @Test func whatHasNoSwiftMeaningIsLeftOutWithWhatRefersToIt() throws {
        let chained = Self.export.replacingOccurrences(
            of: ##""fontSize": {"type": "measure", "value": "{measure.base.value}"}"##, with: ##""fontSize": {"type": "measure", "value": "{measure.wide.value}"}"##)
        #expect(chained != Self.export)
        for (text, leftOut) in [(Self.export, ["measure.wide", "gradient.glow"]), (chained, ["measure.wide", "gradient.glow", "typography.label"])] {
            let result = resolveFiles(["tokens.json": text])
            #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
            for id in leftOut { #expect(result[id] == nil, "\(id)") }
            #expect(result.all(.unmappedValue).map(\.message) == [
                "measure.wide is a Supernova measure value; its unit percent has no length meaning in an app, so it is left out",
                "gradient.glow is a Supernova gradient value; it is radial, a shape a DTCG gradient cannot hold (only linear gradients are read), so it is left out",
            ])
            if text == chained {
                let referrer = result.warnings.filter { $0.tokenPath == "typography.label" }
                #expect(referrer.count == 1 && referrer[0].message.contains("measure.wide"), "\(referrer.map(\.message))")
            }
        }
        // In strict mode what has no Swift meaning is an error.
        let strict = resolveFiles(["tokens.json": Self.export], strict: true)
        #expect(strict.errors.contains { $0.tokenPath == "measure.wide" }, "\(strict.errors.map(\.message))")
        #expect(strict["measure.wide"] == nil)
    }

    /// A Figma style name is a weight and a slant; a name that is no weight is left for the typography reader.
    @Test(arguments: [
        ("Regular", 400.0, false), ("Semi Bold Italic", 600, true), ("SemiBold", 600, false), ("ExtraBold", 800, false),
        ("Italic", 400, true), ("Condensed", nil, false),
    ] as [(String, Double?, Bool)])
    func aSubfamilyIsAWeightAndASlant(subfamily: String, weight: Double?, italic: Bool) {
        let style = SupernovaStyleDictionaryExport.style(ofSubfamily: subfamily)
        #expect(style.weight == weight && style.italic == italic)
    }

    /// Only the wrapped shape is Supernova's: a Style Dictionary token of the same type name written
    /// plainly is read as before, and a measure without its wrappers is no Supernova measure.
    @Test func onlyTheWrappedShapeIsSupernovas() throws {
        let plain = resolveJSON(##"""
            {"size": {"base": {"type": "measure", "value": "4px"}},
             "shadow": {"card": {"type": "shadow", "value": {"color": "#000000", "offsetX": "0px", "offsetY": "2px", "blur": "4px", "spread": "0px"}}}}
            """##)
        #expect(plain.errors.isEmpty, "\(plain.errors.map(\.message))")
        #expect(plain["size.base"] == .dimension(DimensionValue(4, .px)))
        #expect(plain.all(.unmappedValue).isEmpty)
        #expect(SupernovaStyleDictionaryExport(diagnostics: DiagnosticEngine(), paths: StyleDictionaryPaths(roots: []))
            .translate(type: "measure", value: JSONValue(.object(JSONObject()), at: .unknown), id: "a") == nil)
    }

    /// A measure whose amount is no number says so, not that its unit has no meaning.
    @Test func aMeasureWithoutANumberSaysSo() {
        let result = resolveJSON(##"{"m": {"b": {"type": "measure", "value": {"measure": {"type": "size", "value": null}, "unit": {"type": "string", "value": "pixels"}}}}}"##)
        #expect(result["m.b"] == nil)
        #expect(result.all(.unmappedValue).map(\.message) == ["m.b is a Supernova measure value; its measure is no number, so it is left out"])
    }
}
