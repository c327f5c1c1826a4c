import Foundation
import Testing
import TesseraCodegen
@testable import TesseraCore

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

    @Test func brokenTemplateIsAnError() throws {
        #expect(throws: TemplateRenderer.Failure.self) {
            try TemplateRenderer.render(template: "{{#tokens}}unclosed", table: try acmeTable(), options: SwiftGeneratorOptions())
        }
    }
}
