import Foundation
import TesseraCodegen
import TesseraConfiguration
import TesseraConvert
import TesseraDiagnostics
import TesseraImport
import TesseraSyntax
import TesseraTheme
import TesseraTokens
import TesseraYAML
import Testing

@Suite("Traits from modifier names")
struct TraitNameTests {
    /// The trait mapping `build` reads for a modifier of this name and these contexts.
    private func mapping(_ name: String, _ contexts: [String]) throws -> [String: TraitValues]? {
        let project = try TraitProjects.load(TraitProjects.files(modifiers: [(name, contexts)]), diagnostics: DiagnosticEngine())
        let modifier = try #require(project.modifiers.first { $0.name == name })
        return TraitMapping.traits(of: modifier)
    }

    /// The notes of `build` for these modifiers.
    private func notes(_ modifiers: [(name: String, contexts: [String])], themes: Set<String> = []) throws -> [Diagnostic] {
        let diagnostics = DiagnosticEngine()
        let project = try TraitProjects.load(TraitProjects.files(modifiers: modifiers), diagnostics: diagnostics)
        TraitMapping.noteAppSelectedThemes(
            of: project.modifiers, assignment: TraitAssignment(modifiers: project.modifiers, themes: themes), diagnostics: diagnostics)
        return diagnostics.diagnostics.filter { $0.code == .appSelectedThemes }
    }

    /// ASCII names are split into words byte by byte; the result is the same as splitting
    /// characters by Unicode letter and number properties, which non-ASCII names still use.
    @Test(arguments: ["dark-hc", "Light_AX", "brand.dark2", "ダーク-dark", "dark–hc", "high contrast", "", "--", "a1b2", "café-dark"])
    func contextWordsMatchUnicodeWords(_ name: String) {
        let lower = name.lowercased()
        #expect(TraitMapping.contextWords(lower) == lower.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init))
    }

    @Test func contrastNamesItsLevels() throws {
        #expect(
            try mapping("contrast", ["standard", "high"])
                == ["standard": TraitValues(contrast: .standard), "high": TraitValues(contrast: .increased)])
        #expect(
            try mapping("Contrast", ["standard", "increased"])
                == ["standard": TraitValues(contrast: .standard), "increased": TraitValues(contrast: .increased)])
        // Without the name, `standard` and `high` say nothing.
        #expect(try mapping("level", ["standard", "high"]) == nil)
    }

    @Test func colorSchemeAndAppearanceNameTheirSchemes() throws {
        let schemes = ["light": TraitValues(colorScheme: .light), "dark": TraitValues(colorScheme: .dark)]
        #expect(try mapping("color-scheme", ["light", "dark"]) == schemes)
        #expect(try mapping("appearance", ["light", "dark"]) == schemes)
        #expect(
            try mapping("appearance", ["day", "night"])
                == ["day": TraitValues(colorScheme: .light), "night": TraitValues(colorScheme: .dark)])
        // Beside high-contrast contexts, plain light means standard contrast.
        let withContrast = try #require(try mapping("appearance", ["light", "dark", "light-high-contrast"]))
        #expect(withContrast["light"] == TraitValues(colorScheme: .light, contrast: .standard))
        #expect(withContrast["light-high-contrast"] == TraitValues(colorScheme: .light, contrast: .increased))
    }

    @Test func sizeClassNamesCompactAndRegular() throws {
        #expect(
            try mapping("size-class", ["compact", "regular"])
                == ["compact": TraitValues(horizontalSizeClass: .compact), "regular": TraitValues(horizontalSizeClass: .regular)])
        // Under a size class, `small` is no Dynamic Type size.
        #expect(try mapping("size-class", ["small", "large"]) == nil)
        #expect(try mapping("sizes", ["small", "large"]) != nil)
    }

    @Test func aThemeWithAContextThatIsNoTraitGetsANoteWithTheTraitsFix() throws {
        #expect(try mapping("theme", ["light", "dark", "sepia"]) == nil)
        let found = try notes([("theme", ["light", "dark", "sepia"])])
        let note = try #require(found.first)
        #expect(found.count == 1)
        #expect(note.severity == .note)
        #expect(note.message == #"modifier "theme" becomes app-selected themes (light, dark, sepia): "sepia" names no device trait"#)
        #expect(note.location != nil)
        let fix = try #require(note.fixIt)
        #expect(fix.contains("themes: [theme]"), "\(fix)")
        #expect(fix.contains("traits: { theme: { light: { colorScheme: light }, dark: { colorScheme: dark } } }"), "\(fix)")
        #expect(fix.contains("move sepia to a modifier of its own"), "\(fix)")
    }

    @Test func theNotesTraitsMappingWorksInTesseraYml() throws {
        let note = try #require(try notes([("theme", ["light", "dark"]), ("mood", ["calm", "loud"])]).first)
        let fix = try #require(note.fixIt)
        let snippet = try #require(fix.range(of: "traits: {").map { String(fix[$0.lowerBound...]) })
        let folder = try CatalogFolder()
        defer { folder.remove() }
        let yml = folder.root.appendingPathComponent("tessera.yml")
        try "inputs: [app.resolver.json]\n\(snippet)\n".write(to: yml, atomically: true, encoding: .utf8)
        let diagnostics = DiagnosticEngine()
        let configuration = try #require(ProjectConfiguration.load(yml.path, diagnostics: diagnostics), "\(diagnostics.diagnostics)")
        #expect(configuration.traits["mood"]?["calm"] == TraitValues(colorScheme: .light))
    }

    @Test func traitModifiersAndListedThemesGetNoNote() throws {
        #expect(try notes([("appearance", ["light", "dark"]), ("contrast", ["standard", "high"])]).isEmpty)
        #expect(try notes([("brand", ["acme", "globex"])], themes: ["brand"]).isEmpty)
        let brand = try #require(try notes([("brand", ["acme", "globex"])]).first)
        #expect(brand.message.hasSuffix("its contexts name no device trait"), "\(brand.message)")
    }

    /// The diagnostics of checking this `tessera.yml` text's `traits:` against an appearance (light, dark, dim) modifier.
    private func traitChecks(_ yml: String) throws -> [Diagnostic] {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        let path = folder.root.appendingPathComponent("tessera.yml").path
        try yml.write(toFile: path, atomically: true, encoding: .utf8)
        let diagnostics = DiagnosticEngine()
        let configuration = try #require(ProjectConfiguration.load(path, diagnostics: diagnostics), "\(diagnostics.diagnostics)")
        let project = try TraitProjects.load(
            TraitProjects.files(modifiers: [("appearance", ["light", "dark", "dim"])]), diagnostics: DiagnosticEngine())
        #expect(configuration.checkTraits(against: project.modifiers, diagnostics: diagnostics) == diagnostics.diagnostics.isEmpty)
        return diagnostics.diagnostics
    }

    @Test func traitsNamingNoModifierIsReportedWithTheNearestName() throws {
        let found = try traitChecks("traits:\n  apperance:\n    light: { colorScheme: light }\n")
        let warning = try #require(found.first)
        #expect(found.count == 1)
        #expect(warning.code == .unknownTraitModifier && warning.severity == .warning)
        #expect(warning.fixIt == "rename it appearance")
        #expect(warning.location?.line == 2 && warning.location?.column == 3, "\(String(describing: warning.location))")
    }

    @Test func traitsWithAMisspelledOrMissingContextIsReported() throws {
        let misspelled = try traitChecks(
            "traits:\n  appearance:\n    light: { colorScheme: light }\n    drak: { colorScheme: dark }\n    dim: { colorScheme: dark, contrast: increased }\n")
        #expect(misspelled.map(\.code) == [.traitContextMismatch])
        #expect(misspelled.first?.fixIt == "rename it dark")
        #expect(misspelled.first?.location?.line == 4)
        let missing = try traitChecks("traits:\n  appearance:\n    light: { colorScheme: light }\n    dark: { colorScheme: dark }\n")
        #expect(missing.map(\.code) == [.traitContextMismatch])
        #expect(missing.first?.message == "traits.appearance leaves out dim, so no device setting selects it")
        let complete = try traitChecks(
            "traits:\n  appearance:\n    light: { colorScheme: light }\n    dark: { colorScheme: dark }\n    dim: { colorScheme: dark, contrast: increased }\n")
        #expect(complete.isEmpty)
    }
}
