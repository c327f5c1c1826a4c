import Foundation
import Testing
import TesseraCodegen
import TesseraTestSupport
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraTokens
@testable import TesseraImport

/// A typography's `fontStyle` (Terrazzo and Cobalt read CSS's font properties in a typography; the
/// Guardian's presets write `"fontStyle": "italic"`) slants the text: it is read, kept in the
/// resolved value and written into the generated Swift, never dropped; `normal` stays upright.
@Suite struct FontStyleCodegenTests {
    static let tokens = """
        { "font": {
            "style": { "slanted": { "$type": "string", "$value": "italic" } },
            "family": { "$type": "fontFamily", "$value": "Georgia" } },
          "type": { "$type": "typography",
            "italic": { "$value": { "fontFamily": "{font.family}", "fontSize": "17px", "lineHeight": 1.4,
                                    "fontWeight": 500, "fontStyle": "italic" } },
            "aliased": { "$value": { "fontFamily": "{font.family}", "fontSize": "17px", "lineHeight": 1.4,
                                     "fontWeight": 500, "fontStyle": "{font.style.slanted}" } },
            "upright": { "$value": { "fontFamily": "{font.family}", "fontSize": "17px", "lineHeight": 1.4,
                                     "fontWeight": 500, "fontStyle": "normal" } } } }
        """

    @Test func anItalicTypographyIsReadAndGeneratedAndNormalStaysUpright() throws {
        let directory = try SwiftCompiler.temporaryDirectory(prefix: "tessera-fontstyle")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("type.tokens.json")
        try Self.tokens.write(to: file, atomically: true, encoding: .utf8)

        let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
        let project = try #require(TokenProject.load(paths: [file.path], options: ReadingOptions(), diagnostics: diagnostics))
        let resolved = try #require(project.permutations().first.map { project.resolve($0) })
        func style(_ id: String) -> String? {
            guard case .typography(let typography)? = resolved.token(id)?.value else { return nil }
            return typography.fontStyle
        }
        #expect(style("type.italic") == "italic")
        #expect(style("type.aliased") == "italic")
        // `normal` is the upright default: nothing to keep, so a typography writing it equals one that does not.
        #expect(style("type.upright") == nil)
        #expect(RuntimeValueRules.isItalic("italic") && RuntimeValueRules.isItalic("oblique 10deg"))
        #expect(!RuntimeValueRules.isItalic("normal") && !RuntimeValueRules.isItalic(nil))
        if case .typography(let typography)? = resolved.token("type.italic")?.value {
            #expect(TokenValue.typography(typography).canonicalJSON().compactText.contains(#""fontStyle":"italic""#))
        }

        let (code, generated) = generateSwift(paths: [file.path])
        #expect(generated.allSatisfy { $0.severity != .error }, "\(generated.map(\.message))")
        let source = try #require(code)
        // The two slanted styles say so; the upright one does not.
        #expect(source.components(separatedBy: "isItalic: true").count - 1 == 2, "\(source)")
        #expect(try typeCheck(source).isEmpty)
    }
}
