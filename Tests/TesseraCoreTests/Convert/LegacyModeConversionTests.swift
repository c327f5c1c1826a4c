import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// `tessera convert` of legacy `$extensions.mode` in a project that also has modifiers:
/// the mode values of the default contexts move into the `mode` modifier too, and what an
/// independent modifier cannot express is reported.
@Suite struct LegacyModeConversionTests {
    static let resolver = """
        {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
         "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}, "default": "light"}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
        """

    /// Converts the project and loads the converted files back; the conversion's diagnostics too.
    static func convert(light: String, dark: String) throws -> (before: TokenProject, after: TokenProject, files: [String: String], diagnostics: DiagnosticEngine) {
        let diagnostics = DiagnosticEngine()
        let input = InMemoryFileSystem(files: [
            "p/t.resolver.json": resolver,
            "p/base.json": #"{"space": {"$type": "number", "$value": 4, "$extensions": {"mode": {"compact": 2}}}, "gap": {"$type": "number", "$value": 8}}"#,
            "p/light.json": light, "p/dark.json": dark,
        ])
        let project = try #require(TokenProject.load(paths: ["p/t.resolver.json"], diagnostics: diagnostics, fileSystem: input))
        let files = try #require(DTCGConverter(project: project, name: "t").convert(), "\(diagnostics.diagnostics.map(\.message))")
        let contents = Dictionary(files.map { ("out/" + $0.path, $0.contents) }, uniquingKeysWith: { $1 })
        let after = try #require(
            TokenProject.load(paths: ["out/t.resolver.json"], diagnostics: DiagnosticEngine(), fileSystem: InMemoryFileSystem(files: contents)))
        return (project, after, contents, diagnostics)
    }

    static func value(_ project: TokenProject, _ id: String, theme: String, mode: String) -> TokenValue? {
        project.resolve(ResolverInput([("theme", theme), ("mode", mode)])).token(id)?.value
    }

    @Test func modeValuesOfTheDefaultContextMoveIntoTheModeModifier() throws {
        // Both themes give fg the same compact value, so the mode modifier can hold it.
        let run = try Self.convert(
            light: #"{"fg": {"$type": "number", "$value": 10, "$extensions": {"mode": {"compact": 11}}}}"#,
            dark: #"{"fg": {"$type": "number", "$value": 20, "$extensions": {"mode": {"compact": 11}}}}"#)
        let compact = try #require(run.files["out/modifiers/mode/compact.tokens.json"])
        #expect(compact.contains(#""fg""#) && compact.contains(#""space""#), "\(compact)")
        #expect(!compact.contains(#""gap""#))
        #expect(run.files["out/modifiers/theme/dark.tokens.json"]?.contains(#""mode""#) == false)
        for theme in ["light", "dark"] {
            for mode in [".", "compact"] {
                for id in ["fg", "space", "gap"] {
                    #expect(Self.value(run.after, id, theme: theme, mode: mode) == Self.value(run.before, id, theme: theme, mode: mode), "\(id) \(theme) \(mode)")
                }
            }
        }
        #expect(Self.value(run.after, "fg", theme: "dark", mode: "compact") == .number(11))
        #expect(Self.value(run.after, "fg", theme: "dark", mode: ".") == .number(20))
        #expect(Self.value(run.after, "space", theme: "light", mode: "compact") == .number(2))
        #expect(run.diagnostics.diagnostics.filter { $0.code == .convertLegacyModeLost }.isEmpty)
    }

    @Test func modeValuesThatDependOnAnotherModifierAreReported() throws {
        // dark's compact fg (21) differs from light's (11): one `mode` file cannot hold both.
        // dark also redefines space without mode values, so its compact space stays 4.
        let run = try Self.convert(
            light: #"{"fg": {"$type": "number", "$value": 10, "$extensions": {"mode": {"compact": 11}}}}"#,
            dark: #"{"fg": {"$type": "number", "$value": 20, "$extensions": {"mode": {"compact": 21}}}, "space": {"$type": "number", "$value": 4}}"#)
        let lost = run.diagnostics.diagnostics.filter { $0.code == .convertLegacyModeLost }
        #expect(lost.compactMap(\.tokenPath).sorted() == ["fg", "space"])
        #expect(lost.allSatisfy { $0.severity == .warning && $0.message.contains("theme=dark") && $0.message.contains("mode=compact") })
        #expect(lost.first { $0.tokenPath == "fg" }?.message.hasPrefix("token fg is 21 for ") == true)
        // The default contexts' values are kept.
        #expect(Self.value(run.after, "fg", theme: "light", mode: "compact") == .number(11))
        #expect(Self.value(run.before, "fg", theme: "dark", mode: "compact") == .number(21))
    }
}
