import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraImport
@testable import TesseraSyntax
@testable import TesseraTokens

/// Specify's token format keeps every value by mode, in Specify's shapes, with collections marked
/// `$collection.$modes` and aliases naming their target's mode. Each value is compared with the DTCG
/// token that says the same.
@Suite struct SpecifyTokenFormatTests {
    static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) -> String {
        ##"{"model": "rgb", "red": \##(red), "green": \##(green), "blue": \##(blue), "alpha": \##(alpha)}"##
    }

    static let document = ##"""
        {"Colors": {"$collection": {"$modes": ["Light", "Dark"]},
                    "Base": {"Ink": {"$type": "color", "$value": {"Light": \##(rgb(0, 0, 0)), "Dark": \##(rgb(255, 255, 255))}},
                             "Paper": {"$type": "color", "$value": {"Light": {"model": "hex", "hex": "#ffffff", "alpha": 1},
                                                                    "Dark": {"model": "hsl", "hue": 0, "saturation": 0, "lightness": 10, "alpha": 1}}}},
                    "Text": {"$type": "color", "$value": {"Light": {"$alias": "Colors.Base.Ink", "$mode": "Light"},
                                                          "Dark": {"$alias": "Colors.Base.Ink", "$mode": "Dark"}}}},
         "Color styles": {"Surface": {"$type": "color", "$value": {"Light": {"$alias": "Colors.Base.Paper", "$mode": "Light"},
                                                                  "Dark": {"$alias": "Colors.Base.Paper", "$mode": "Dark"}}},
                          "Accent": {"$type": "color", "$value": {"Light": {"$alias": "Colors.Base.Ink", "$mode": "Light"},
                                                                 "Dark": {"$alias": "Colors.Base.Paper", "$mode": "Dark"}}}},
         "Radius": {"$collection": {"$modes": ["Mode 1"]},
                    "card": {"$type": "dimension", "$value": {"Mode 1": {"value": 8, "unit": "px"}}}},
         "Effect styles": {"inner": {"$type": "shadow", "$value": {"default": {"color": \##(rgb(0, 0, 0, 0.25)), "offsetX": {"value": 0, "unit": "px"},
                                                                                "offsetY": {"value": 2, "unit": "px"}, "blurRadius": {"value": 4, "unit": "px"},
                                                                                "spreadRadius": {"value": 0, "unit": "px"}, "type": "inner"}}}},
         "Text styles": {"Body": {"$type": "textStyle",
                                  "$value": {"default": {"font": {"family": "Inter", "postScriptName": "Inter-SemiBold", "weight": "semi-bold", "style": "normal", "files": []},
                                                         "fontSize": {"value": 16, "unit": "px"}, "color": null, "lineHeight": {"value": 24, "unit": "px"},
                                                         "letterSpacing": {"value": -2, "unit": "%"}, "textTransform": "uppercase", "textDecoration": "none"}}}},
         "Images": {"logo": {"$type": "bitmap", "$value": {"default": {"url": "https://example.com/logo.png", "format": "png"}}}},
         "Print": {"ink": {"$type": "color", "$value": {"default": {"model": "lab", "lightness": 50, "aChannel": 20, "bChannel": 10, "alpha": 1}}},
                   "mark": {"$type": "color", "$value": {"default": {"$alias": "Print.ink", "$mode": "default"}}}}}
        """##

    static let dtcg = ##"""
        {"black": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}},
         "white": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}},
         "paper": {"$type": "color", "$value": "#ffffff"},
         "dark": {"$type": "color", "$value": {"colorSpace": "hsl", "components": [0, 0, 10]}},
         "card": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}},
         "inner": {"$type": "shadow", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.25}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"},
                                                 "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}, "inset": true}},
         "body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": "semi-bold",
                                                    "letterSpacing": {"value": \##(-2.0 / 100 * 16), "unit": "px"}, "lineHeight": 1.5, "textCase": "uppercase"}}}
        """##

    @Test func isDetectedAsItsOwnFormat() throws {
        let root = try #require(JSONReader.testValue(Self.document).objectValue)
        #expect(SpecifyTokenFormat.isDocument(root))
        // A DTCG file whose values are objects (a typography, a color) is not.
        let dtcg = try #require(JSONReader.testValue(Self.dtcg).objectValue)
        #expect(!SpecifyTokenFormat.isDocument(dtcg))
        // Without collections, the first token's value by the mode `default` says it; a Style Dictionary token does not.
        let styles = try #require(JSONReader.testValue(##"{"Fonts": {"body": {"$type": "fontFamily", "$value": {"default": "Inter"}}}}"##).objectValue)
        #expect(SpecifyTokenFormat.isDocument(styles))
        let legacy = try #require(JSONReader.testValue(##"{"color": {"red": {"value": "#f00", "type": "color"}}}"##).objectValue)
        #expect(!SpecifyTokenFormat.isDocument(legacy))
        #expect(InputFormat.detect(paths: ["tokens.json"], documents: [("tokens.json", JSONReader.testValue(Self.document))], fileSystem: InMemoryFileSystem(files: [:])) == .specify)
    }

    @Test(arguments: ["Light", "Dark"])
    func eachCollectionIsAModifierAndItsModesItsContexts(mode: String) throws {
        let result = resolveFiles(["tokens.json": Self.document], input: ["Colors": mode])
        let expected = resolveJSON(Self.dtcg)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result.permutations.count == 2)
        let dark = mode == "Dark"
        #expect(result["Colors.Base.Ink"] == expected[dark ? "white" : "black"])
        #expect(result["Colors.Base.Paper"] == expected[dark ? "dark" : "paper"])
        // An alias is a reference, resolved in the mode chosen for its target's collection.
        #expect(result["Colors.Text"] == expected[dark ? "white" : "black"])
        // A style kept by the collection's modes: one target for all is that reference; targets that
        // differ by mode are the collection's value in each.
        #expect(result["Color styles.Surface"] == expected[dark ? "dark" : "paper"])
        #expect(result["Color styles.Accent"] == expected[dark ? "dark" : "black"])
        for (id, dtcgID) in [("Radius.card", "card"), ("Effect styles.inner", "inner"), ("Text styles.Body", "body")] {
            #expect(result[id] != nil && result[id] == expected[dtcgID], "\(id): \(String(describing: result[id])) \(String(describing: expected[dtcgID]))")
        }
    }

    /// What no DTCG type holds, or a shape Tessera does not read (a color in Lab), is left out with one
    /// warning, and a token aliasing it with it, its warning naming the cause; an error in strict mode.
    @Test func whatHasNoDTCGTypeIsLeftOutWithWhatAliasesIt() {
        let result = resolveFiles(["tokens.json": Self.document])
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["Images.logo"] == nil && result["Print.ink"] == nil && result["Print.mark"] == nil)
        #expect(Set(result.all(.unmappedValue).compactMap(\.tokenPath)) == ["Images.logo", "Print.ink"])
        // One warning for each cause: the left-out token is not also said to have no type.
        #expect(result.all(.missingType).isEmpty, "\(result.all(.missingType).map(\.message))")
        let referrer = result.warnings.filter { $0.tokenPath == "Print.mark" }
        #expect(referrer.count == 1 && referrer[0].message.contains("Print.ink"), "\(referrer.map(\.message))")
        #expect(resolveFiles(["tokens.json": Self.document], strict: true).errors.contains { $0.tokenPath == "Print.ink" })
    }

    /// A mode listed twice (or not by name) is read once, and a token without a value for one of its
    /// collection's modes is left out of that mode: each said once, where it is written.
    @Test func modeListsAndMissingModesAreSaid() {
        let result = resolveFiles(["tokens.json": ##"""
            {"C": {"$collection": {"$modes": ["A", "B", "A", 3]},
                   "x": {"$type": "number", "$value": {"A": 1, "B": 2}},
                   "y": {"$type": "number", "$value": {"A": 3}}}}
            """##], input: ["C": "B"])
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result.permutations.count == 2)
        #expect(result["C.x"] == .number(2) && result["C.y"] == nil)
        #expect(result.all(.unmappedValue).map(\.message) == [
            "the Specify collection C lists 4 modes with 2 distinct names; each name is read once",
            "C.y keeps no value for the mode B of the Specify collection C; it is left out of that mode",
        ])
        #expect(result.all(.unmappedValue).map { $0.location?.line } == [1, 3])
    }
}
