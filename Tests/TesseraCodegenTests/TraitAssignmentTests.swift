import Foundation
import TesseraCodegen
import TesseraDiagnostics
import TesseraStore
import TesseraTheme
import TesseraTokens
import Testing

/// Code generation, the asset catalog and the run-time store read one ``TraitAssignment``, so
/// each modifier is a device trait in all of them or a theme in all of them, whatever
/// `traits:` says: a full mapping, a partial one, or none.
@Suite struct TraitAssignmentTests {
    /// `brand` (a, b) then `appearance` (light, dark, dim): `color.bg` takes the appearance's gray
    /// (light 0.3, dark 0.4, dim 0.5), since the appearance comes last.
    static let files = TraitProjects.files(modifiers: [("brand", ["a", "b"]), ("appearance", ["light", "dark", "dim"])])

    struct Case: Sendable, CustomTestStringConvertible {
        var label: String
        var traits: [String: [String: TraitValues]]
        var themes: Set<String>
        /// The modifiers that should be device traits; the others are themes.
        var expectedTraits: [String]
        var testDescription: String { label }
    }

    static let dark = TraitValues(colorScheme: .dark)
    static let light = TraitValues(colorScheme: .light)

    static let cases: [Case] = [
        // "dim" is no trait value, so without a mapping `appearance` is a theme, like `brand`.
        Case(label: "no mapping", traits: [:], themes: [], expectedTraits: []),
        Case(
            label: "full mapping",
            traits: ["appearance": ["light": light, "dark": dark, "dim": TraitValues(colorScheme: .dark, contrast: .increased)]],
            themes: [], expectedTraits: ["appearance"]),
        // A partial mapping still makes a trait; no device setting selects "dim".
        Case(label: "partial mapping", traits: ["appearance": ["light": light, "dark": dark]], themes: [], expectedTraits: ["appearance"]),
        Case(label: "mapped but listed as a theme", traits: ["appearance": ["light": light, "dark": dark]], themes: ["appearance"], expectedTraits: []),
    ]

    @Test(arguments: cases)
    func everyOutputClassifiesTheModifiersAlike(_ testCase: Case) throws {
        let diagnostics = DiagnosticEngine()
        let project = try TraitProjects.load(Self.files, diagnostics: diagnostics)
        let assignment = TraitAssignment(modifiers: project.modifiers, traits: testCase.traits, themes: testCase.themes)
        let expectedThemes = ["brand", "appearance"].filter { !testCase.expectedTraits.contains($0) }
        #expect(project.modifiers.map(\.name).filter(assignment.isTrait) == testCase.expectedTraits)

        // Code generation.
        let table = try #require(ThemeTable.make(project: project, assignment: assignment))
        #expect(table.traitModifiers.map(\.name) == testCase.expectedTraits)
        #expect(table.themeAxes.map(\.name) == expectedThemes)

        // The asset catalog: a brand folder per theme only when there is one theme modifier.
        let brands = AssetCatalogBrand.brands(from: table, diagnostics: DiagnosticEngine())
        #expect(brands.map(\.namespace) == (expectedThemes.count == 1 ? ["a", "b"] : [nil]))

        // The store, given the same `traits:` and `themes:`.
        let loaded = TokenStoreSnapshot.load(
            files: Self.files.mapValues { Data($0.utf8) },
            options: TokenStoreOptions(themeModifiers: testCase.themes, traitMapping: testCase.traits))
        let snapshot = try #require(loaded.snapshot, "\(loaded.diagnostics)")
        #expect(snapshot.themeSelections.keys.sorted() == expectedThemes.sorted())
    }

    @Test func aContextAPartialMappingLeavesOutIsNeverChosenByTheDevice() throws {
        let traits = ["appearance": ["light": Self.light, "dark": Self.dark]]
        let project = try TraitProjects.load(Self.files, diagnostics: DiagnosticEngine())
        let table = try #require(ThemeTable.make(project: project, assignment: TraitAssignment(modifiers: project.modifiers, traits: traits)))
        let entry = try #require(table.entries.first { $0.token.id == "color.bg" })
        guard case .adaptive(_, _, let variants)? = entry.value(inTheme: 0) else {
            Issue.record("color.bg should vary with the appearance: \(String(describing: entry.value(inTheme: 0)))")
            return
        }
        // Light and dark only: "dim" has no device setting, so no variant (an empty condition would match every device).
        #expect(Set(variants.map(\.traits)) == [Self.light, Self.dark])

        let snapshot = try #require(
            TokenStoreSnapshot.load(files: Self.files.mapValues { Data($0.utf8) }, options: TokenStoreOptions(traitMapping: traits)).snapshot)
        let darkGray = snapshot.color(path: "color.bg", for: TokenTraits(colorScheme: .dark)).red
        let lightGray = snapshot.color(path: "color.bg", for: TokenTraits(colorScheme: .light)).red
        #expect(abs(darkGray - 0.4) < 1e-9 && abs(lightGray - 0.3) < 1e-9, "dark \(darkGray), light \(lightGray)")
    }
}
