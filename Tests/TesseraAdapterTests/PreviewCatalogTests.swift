import Foundation
import Testing
import TesseraCodegen
import TesseraConfiguration
import TesseraDiagnostics
import TesseraImport
import TesseraTestSupport
import TesseraTokens

/// `tessera build --previews`: the catalogs compile against the SwiftUI stand-in with the
/// generated tokens and the adapters. The `#Preview` macro does not exist on Linux, so each
/// `#Preview("title") { body }` is compiled as `@MainActor @ViewBuilder func …() -> some View { body }`,
/// the closure the macro wraps.
@Suite struct PreviewCatalogTests {
    @Test func theExamplesPreviewsCompileAgainstTheStandIns() throws {
        let (tokens, previews) = try generate(
            paths: [AdapterBuild.path("Examples/Acme/acme.resolver.json").path], rootType: "AcmeTokens", themes: ["brand"])
        #expect(previews.components(separatedBy: "#Preview(").count - 1 == 4 + 3 + 3)
        #expect(previews.contains("#Preview(\"Colors · globex · dark\")"))
        #expect(previews.contains("entries.append(Entry(id: \"color.background.primary\", value: theme.color.background.primary))"))
        try expectCompiles(tokens: tokens, previews: previews, name: "Acme")
    }

    @Test(.needsSharedCorpora) func aCorpusPreviewsCompileAgainstTheStandIns() throws {
        let path = AdapterBuild.root.deletingLastPathComponent().appendingPathComponent("shared/corpora/dtcg-examples/github-primer.resolver.json").path
        try #require(FileManager.default.fileExists(atPath: path), "the shared corpus is missing: \(path)")
        let (tokens, previews) = try generate(paths: [path], rootType: "PrimerTokens", themes: [])
        #expect(previews.contains("struct Colors: View"))
        try expectCompiles(tokens: tokens, previews: previews, name: "Primer")
    }

    @Test func aPreviewThatCallsNoSuchAPIFailsTheBuild() throws {
        let (tokens, previews) = try generate(
            paths: [AdapterBuild.path("Examples/Acme/acme.resolver.json").path], rootType: "AcmeTokens", themes: ["brand"])
        let broken = previews.replacingOccurrences(of: ".tokenShadow(entry.value", with: ".tokenShadows(entry.value")
        #expect(broken != previews)
        #expect(throws: SwiftCompiler.Failure.self) { try expectCompiles(tokens: tokens, previews: broken, name: "Broken", recordingIssue: false) }
    }

    private func generate(paths: [String], rootType: String, themes: Set<String>) throws -> (tokens: String, previews: String) {
        let diagnostics = DiagnosticEngine()
        let project = try #require(TokenProject.load(paths: paths, diagnostics: diagnostics))
        let table = try #require(ThemeTable.make(project: project, themeModifiers: themes))
        let options = SwiftGeneratorOptions(rootTypeName: rootType, accessLevel: .internal, sourceDescription: (paths[0] as NSString).lastPathComponent)
        let tokens = SwiftGenerator(table: table, options: options, diagnostics: diagnostics).render()
        return (tokens, PreviewCatalogGenerator(table: table, options: options).render())
    }

    /// Type-checks the tokens and the previews (with each `#Preview` as a function) as one app module.
    private func expectCompiles(tokens: String, previews: String, name: String, recordingIssue: Bool = true) throws {
        let directory = try AdapterBuild.built.get()
        let folder = try SwiftCompiler.temporaryDirectory(prefix: "tessera-previews")
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokensFile = folder.appendingPathComponent("\(name)Tokens.swift")
        try tokens.write(to: tokensFile, atomically: true, encoding: .utf8)
        let previewsFile = folder.appendingPathComponent("\(name)Previews.swift")
        try Self.withPreviewsAsFunctions(previews).write(to: previewsFile, atomically: true, encoding: .utf8)
        let output = try AdapterBuild.typeCheckApp([tokensFile, previewsFile], in: directory)
        if recordingIssue { #expect(output.isEmpty, "\(output)") }
    }

    /// `#Preview("title") {` → `@MainActor @ViewBuilder func preview1() -> some View { // title`.
    static func withPreviewsAsFunctions(_ source: String) -> String {
        var count = 0
        return source.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.hasPrefix("#Preview("), line.hasSuffix(") {") else { return String(line) }
            count += 1
            return "@MainActor @ViewBuilder func preview\(count)() -> some View { // \(line.dropFirst(9).dropLast(3))"
        }.joined(separator: "\n")
    }
}
