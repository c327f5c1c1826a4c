import Foundation
import Testing
@testable import TesseraCodegen
import TesseraDiagnostics
import TesseraSyntax
import TesseraYAML
import TesseraTokens
import TesseraImport
import TesseraConvert

/// The names a template may use are checked against the context's shape.
@Suite struct TemplateCheckTests {
    /// Every key the context holds, at every depth, is a name the check knows: the schema
    /// cannot fall behind the context.
    @Test func theSchemaCoversEveryKeyOfTheContext() throws {
        let resolver = CodegenPaths.root.appendingPathComponent("Examples/Acme/acme.resolver.json").path
        let project = try #require(TokenProject.load(paths: [resolver], diagnostics: DiagnosticEngine()))
        let context = TemplateRenderer.context(table: ThemeTable.build(project: project), options: SwiftGeneratorOptions())
        var missing: [String] = []
        func walk(_ value: Any, _ schema: TemplateSchema, _ path: String) {
            if let object = value as? [String: Any] {
                for (key, child) in object {
                    guard let childSchema = schema.keys[key] else {
                        missing.append(path + key)
                        continue
                    }
                    walk(child, childSchema, path + key + ".")
                }
            } else if let list = value as? [Any], case .list(let element) = schema {
                for item in list { walk(item, element, path) }
            }
        }
        walk(context, .root, "")
        #expect(missing.isEmpty, "keys of the context the template check does not know: \(Set(missing).sorted())")
    }

    func check(_ template: String) -> [Diagnostic] {
        let diagnostics = DiagnosticEngine()
        let file = SourceFile(path: "t.mustache", bytes: Array(template.utf8))
        let id = diagnostics.sources.register(file)
        _ = TemplateCheck(bytes: file.bytes, file: id, diagnostics: diagnostics).run()
        return diagnostics.diagnostics
    }

    /// A partial renders as nothing (no partials are loaded): a warning at its tag, and the template still renders.
    @Test func aPartialIsAWarningAtItsTag() throws {
        let diagnostics = check("// header\n{{#tokens}}\n  {{> row}}\n{{/tokens}}\n")
        #expect(diagnostics.map(\.code) == [.templatePartial])
        let partial = try #require(diagnostics.first)
        #expect(partial.severity == .warning)
        #expect(partial.message == "partial {{>row}} renders as nothing: tessera build renders this one template file and loads no partials")
        #expect(partial.location?.line == 3 && partial.location?.column == 3)
        #expect(partial.fixIt == "paste the partial's text in place of the tag")
    }

    @Test func namesAreLookedUpThroughTheSectionsAsMustacheDoes() {
        // `rootType` inside tokens/values is found in the root; `theme` only inside values.
        #expect(check("{{#tokens}}{{#values}}{{theme}}{{rootType}}{{/values}}{{id}}{{/tokens}}").isEmpty)
        #expect(check("{{#tokens}}{{#first()}},{{/first()}}{{uppercased(name)}}{{.}}{{/tokens}}{{! {{nothing}} }}").isEmpty)
        #expect(check("{{=<% %>=}}<%#themes%><%identifier%><%/themes%>").isEmpty)
        let outside = check("{{#tokens}}{{id}}{{/tokens}}{{theme}}")
        #expect(outside.map(\.code) == [.templateUnknownName], "theme is a key of values only")
        let misspelled = check("{{#tokens}}{{#values}}{{thme}}{{/values}}{{/tokens}}")
        #expect(misspelled.first?.fixIt?.hasPrefix("did you mean theme?") == true, "\(misspelled)")
    }

    @Test func sectionsClosedWithAnotherNameNameBothTags() throws {
        let diagnostics = check("// header\n\n  {{#tokens}}\n{{name}}\n{{/token}}\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.code == .invalidTemplate)
        #expect(diagnostic.message == "closing tag {{/token}} does not match the open section {{#tokens}} opened at 3:3")
        #expect(diagnostic.location.map { [$0.line, $0.column] } == [5, 1])
        #expect(check("{{/tokens}}").first?.message == "closing tag {{/tokens}} has no open section")
    }
}

/// Nested list sections multiply: the check bounds how often one section renders before anything is.
@Suite struct TemplateRenderLimitTests {
    func check(_ template: String, lengths: [String: Int]) -> [Diagnostic] {
        let diagnostics = DiagnosticEngine()
        let file = SourceFile(path: "t.mustache", bytes: Array(template.utf8))
        let id = diagnostics.sources.register(file)
        _ = TemplateCheck(bytes: file.bytes, file: id, diagnostics: diagnostics, listLengths: lengths).run()
        return diagnostics.diagnostics
    }

    @Test func nineNestedTokenSectionsAreRefusedAtTheSectionPastTheLimit() throws {
        let template = "header\n" + String(repeating: "{{#tokens}}", count: 9) + "{{id}}" + String(repeating: "{{/tokens}}", count: 9)
        let found = check(template, lengths: ["tokens": 10])
        let refusal = try #require(found.first { $0.code == .templateTooLarge })
        #expect(found.filter { $0.code == .templateTooLarge }.count == 1)
        // 10^7 is allowed, the eighth level (10^8) is not: the tag at column 1 + 7 × 11 of line 2.
        let location = try #require(refusal.location)
        #expect(location.line == 2 && location.column == 1 + 7 * 11)
    }

    @Test func sectionsSideBySideOrOverObjectsDoNotMultiply() {
        let sideBySide = String(repeating: "{{#tokens}}{{id}}{{/tokens}}", count: 50)
        #expect(check(sideBySide, lengths: ["tokens": 1_000_000]).isEmpty)
        let nested = "{{#tokens}}{{#values}}{{#variants}}{{swift}}{{/variants}}{{/values}}{{/tokens}}"
        #expect(check(nested, lengths: ["tokens": 100_000, "values": 4, "variants": 8]).isEmpty)
    }
}
