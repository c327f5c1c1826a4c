import Foundation
import Testing
import TesseraCodegen
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// Custom output through Mustache templates.
@Suite struct TemplateTests {
    func acmeTable() throws -> ThemeTable {
        let resolver = CodegenPaths.root.appendingPathComponent("Examples/Acme/acme.resolver.json").path
        let project = try #require(TokenProject.load(paths: [resolver], diagnostics: DiagnosticEngine()))
        return ThemeTable.build(project: project)
    }

    @Test func contextDescribesTokensThemesAndVariants() throws {
        let context = TemplateRenderer.context(table: try acmeTable(), options: SwiftGeneratorOptions(rootTypeName: "Acme"))
        #expect(context["rootType"] as? String == "Acme")
        let themes = try #require(context["themes"] as? [[String: Any]])
        #expect(themes.compactMap { $0["name"] as? String } == ["acme", "globex"])
        let tokens = try #require(context["tokens"] as? [[String: Any]])
        let background = try #require(tokens.first { $0["id"] as? String == "color.background.primary" })
        #expect(background["constantName"] as? String == "colorBackgroundPrimary")
        #expect(background["isAdaptive"] as? Bool == true)
        let values = try #require(background["values"] as? [[String: Any]])
        let variants = try #require(values.first?["variants"] as? [[String: Any]])
        #expect(variants.contains { $0["colorScheme"] as? String == "dark" && $0["summary"] as? String == "#15181d" })
    }

    @Test func legacyEnumTemplateRendersSwiftThatCompiles() throws {
        let template = try String(
            contentsOf: CodegenPaths.root.appendingPathComponent("Examples/Templates/AppTheming.swift.mustache"),
            encoding: .utf8)
        let output = try TemplateRenderer.render(
            template: template, table: try acmeTable(), options: SwiftGeneratorOptions(sourceDescription: "acme.resolver.json"))
        #expect(output.contains("case .paletteNeutral0: return \"#ffffff\""))
        #expect(try typeCheck(output).isEmpty)
    }

    @Test func brokenTemplateIsAnErrorAtItsPosition() throws {
        let table = try acmeTable()
        let error = try #require(throws: TemplateRenderer.Failure.self) {
            try TemplateRenderer.render(template: "{{#tokens}}\n{{name}}\n", table: table, options: SwiftGeneratorOptions())
        }
        #expect(error.message.contains("section is not closed"), "\(error)")

        let diagnostics = DiagnosticEngine()
        let files = InMemoryFileSystem(files: ["/t.mustache": "// header\n{{#tokens}}\n  {{name}\n{{/tokens}}\n"])
        let output = TemplateRenderer.render(
            templateAt: "/t.mustache", fileSystem: files, table: table, options: SwiftGeneratorOptions(), diagnostics: diagnostics)
        #expect(output == nil)
        let diagnostic = try #require(diagnostics.diagnostics.first)
        #expect(diagnostic.code == .invalidTemplate)
        let location = try #require(diagnostic.location)
        #expect((location.line, location.column) == (3, 9), "\(location)")
        #expect(diagnostic.message == "invalid template: a tag is not finished; close it with }}")

        let missing = DiagnosticEngine()
        #expect(
            TemplateRenderer.render(
                templateAt: "/none.mustache", fileSystem: files, table: table, options: SwiftGeneratorOptions(), diagnostics: missing)
                == nil)
        #expect(missing.diagnostics.map(\.code) == [.fileUnreadable])
    }
}
