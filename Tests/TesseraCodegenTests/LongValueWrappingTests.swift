import Foundation
import Testing
import TesseraCodegen
import TesseraTestSupport
import TesseraDiagnostics
@testable import TesseraTokens

/// Composite values as large as real design files have them (a shadow of many layers, a long
/// gradient, a font stack of many names) take one part a line: no line of the generated Swift
/// grows with the size of a value, and the code still compiles.
@Suite struct LongValueWrappingTests {
    static func tokens() -> String {
        let layer = ##"{"color": "#00000029", "offsetX": "0px", "offsetY": "2px", "blur": "4px", "spread": "0px"}"##
        let stops = (0...30).map { ##"{"color": "#ff000080", "position": \##(Double($0) / 30)}"## }
        let families = (0..<40).map { "\"Family Number \($0)\"" }
        return """
            {
              "elevation": {"$type": "shadow", "stacked": {"$value": [\(Array(repeating: layer, count: 25).joined(separator: ", "))]}},
              "scrim": {"$type": "gradient", "long": {"$value": [\(stops.joined(separator: ", "))]}},
              "font": {"$type": "fontFamily", "stack": {"$value": [\(families.joined(separator: ", "))]}},
              "text": {"$type": "typography", "body": {"$value": {"fontFamily": "{font.stack}", "fontSize": "16px", "fontWeight": 400, "letterSpacing": "0px", "lineHeight": 1.4}}},
              "line": {"$type": "strokeStyle", "dashed": {"$value": {"dashArray": [\((1...30).map { "\"\($0)px\"" }.joined(separator: ", "))], "lineCap": "round"}}},
              "swatch": {"$type": "color", "red": {"$value": "#ff0000"}}
            }
            """
    }

    @Test func largeCompositesTakeOnePartALineAndCompile() throws {
        let (code, diagnostics) = generateSwift(paths: ["/p/tokens.json"], fileSystem: InMemoryFileSystem(files: ["/p/tokens.json": Self.tokens()]))
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        let swift = try #require(code)
        let lines = swift.split(separator: "\n")
        let longest = lines.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }.map(\.utf8.count).max() ?? 0
        #expect(longest <= 200, "longest line: \(longest) characters")
        // Twenty-five layers, each on lines of its own, each followed by a comma as in an array literal.
        #expect(swift.components(separatedBy: "TesseraTheme.TokenShadowLayer(\n").count - 1 == 25)
        #expect(swift.contains("\"Family Number 39\",\n"))
        // A short value stays on its line.
        #expect(swift.contains(" = .init(sRGB: 1, 0, 0)\n"))
        #expect(try typeCheck(swift).isEmpty)
    }
}
