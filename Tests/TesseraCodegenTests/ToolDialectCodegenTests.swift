import Foundation
import Testing
import TesseraCodegen
import TesseraTestSupport
import TesseraDiagnostics
@testable import TesseraTokens

/// Files of tools read in a dialect of their own (Supernova's Style Dictionary exporter, Specify's
/// token format, Theo's files) build to Swift that type-checks, names with spaces and slashes included.
@Suite struct ToolDialectCodegenTests {
    static func measure(_ amount: Int, _ unit: String) -> String {
        ##"{"type": "measure", "value": {"measure": {"type": "size", "value": \##(amount)}, "unit": {"type": "string", "value": "\##(unit)"}}}"##
    }

    static let supernova = ##"""
        {"color": {"gray-100": {"value": "#f1f3f5ff", "type": "color"}},
         "measure": {"base": \##(measure(16, "pixels"))},
         "shadow": {"shadow-2": {"type": "shadow", "value": {"color": {"type": "color", "value": "#0000001a"}, "x": \##(measure(0, "pixels")),
                                                             "y": \##(measure(1, "pixels")), "radius": \##(measure(2, "pixels")),
                                                             "spread": \##(measure(0, "pixels")), "opacity": {"type": "size", "value": 1}}}},
         "typography": {"text-4xl-semi-bold": {"type": "typography",
             "value": {"font": {"type": "font", "value": {"family": {"type": "string", "value": "Inter"}, "subfamily": {"type": "string", "value": "SemiBold"}}},
                       "fontSize": \##(measure(30, "pixels")), "textDecoration": "None", "textCase": "Original",
                       "letterSpacing": \##(measure(0, "percent")), "paragraphIndent": \##(measure(0, "pixels")), "lineHeight": \##(measure(36, "pixels"))}}}}
        """##

    static let specify = ##"""
        {"Colors": {"$collection": {"$modes": ["Light", "Dark"]},
                    "Base": {"Ink": {"$type": "color", "$value": {"Light": {"model": "rgb", "red": 0, "green": 0, "blue": 0, "alpha": 1},
                                                                  "Dark": {"model": "rgb", "red": 255, "green": 255, "blue": 255, "alpha": 1}}}}},
         "Color styles": {"Base/Ink": {"$type": "color", "$value": {"Light": {"$alias": "Colors.Base.Ink", "$mode": "Light"},
                                                                    "Dark": {"$alias": "Colors.Base.Ink", "$mode": "Dark"}}}},
         "Effect styles": {"Shadow/2xl": {"$type": "shadow", "$value": {"default": {"color": {"model": "rgb", "red": 0, "green": 0, "blue": 0, "alpha": 0.25},
             "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 25, "unit": "px"}, "blurRadius": {"value": 50, "unit": "px"},
             "spreadRadius": {"value": -12, "unit": "px"}, "type": "outer"}}}},
         "Text styles": {"Body L": {"$type": "textStyle", "$value": {"default": {"font": {"family": "Inter", "weight": "semi-bold", "style": "normal"},
             "fontSize": {"value": 14, "unit": "px"}, "lineHeight": {"value": 20, "unit": "px"}, "letterSpacing": {"value": 0, "unit": "%"},
             "textTransform": "none", "textDecoration": "none"}}}}}
        """##

    static let theo = ##"""
        {"aliases": {"BLUE": "#0070d2", "OFFSET": "2"},
         "global": {"type": "color"},
         "props": [{"name": "COLOR_BRAND", "value": "{!BLUE}"},
                   {"name": "button-padding", "value": "0.5rem", "type": "size"},
                   {"name": "SHADOW_DRAG", "value": "0 {!OFFSET}px 4px rgba(0, 0, 0, 0.4)", "type": "box-shadow"}]}
        """##

    @Test(arguments: [("supernova", supernova), ("specify", specify), ("theo", theo)])
    func buildsToSwiftThatTypeChecks(name: String, document: String) throws {
        let (code, diagnostics) = generateSwift(paths: ["/p/tokens.json"], fileSystem: InMemoryFileSystem(files: ["/p/tokens.json": document]))
        let source = try #require(code, "\(diagnostics.map(\.message))")
        #expect(!diagnostics.contains { $0.severity != .note }, "\(name): \(diagnostics.map(\.message))")
        // Every token became a member; Specify's collection varies with the color scheme.
        let members =
            switch name {
            case "supernova": ["gray100", "shadow2", "text4xlSemiBold"]
            case "specify": ["ink", "shadow2xl", "bodyL"]
            default: ["colorBrand", "buttonPadding", "shadowDrag"]
            }
        for member in members { #expect(source.contains("public var \(member)"), "\(name): \(member)") }
        if name == "specify" { #expect(source.contains("colorScheme: .dark"), "\(source.prefix(3000))") }
        let output = try typeCheck(source)
        #expect(output.isEmpty, "\(output.prefix(4000))")
    }
}
