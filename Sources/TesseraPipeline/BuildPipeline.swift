import Foundation
public import TesseraCodegen
public import TesseraConfiguration
public import TesseraDiagnostics
import TesseraImport
import TesseraSyntax
public import TesseraTokens

/// The stages of `tessera build`, in order, as plain data: inputs → project → theme matrix →
/// outputs (Swift or a template's text, the `TokenKey` namespace, the asset catalog).
///
/// ```swift
/// let pipeline = BuildPipeline(configuration: configuration, diagnostics: diagnostics)
/// if let project = pipeline.readProject(), let table = pipeline.makeThemeTable(for: project) {
///     let outputs = pipeline.prepareOutputs(project: project, table: table)
///     let swift = outputs.swiftData()   // or outputs.renderSwift(to: sink), streamed
/// }
/// ```
///
/// Every command that reads tokens runs its first stages: `lint`, `diff`, `audit`, `docs`,
/// `resolve` and `convert` read the project with ``readProject()`` and take the matrix or table
/// from here, so each reads a tessera.yml and its flags alike.
///
/// Each stage reports into `diagnostics` and returns values; nothing here prints or writes a
/// file (the asset catalog's folder is read, to check where its colorsets go). `tessera build`
/// runs the stages and writes what they give when no error was reported; `tessera validate`
/// runs the same stages with ``check()``, which renders nothing it keeps, so a set that
/// validates without errors builds.
public struct BuildPipeline {
    /// What to read and what to make: `tessera.yml` with the command line's flags applied. Its
    /// `output`, `keys` and `assetCatalog` say which outputs are made; where a path is written in
    /// `tessera.yml` (``ProjectConfiguration/pathPositions``), a problem with it is reported there.
    public let configuration: ProjectConfiguration
    public let diagnostics: DiagnosticEngine
    /// Where the token files and the template are read (files in memory, in tests).
    public let fileSystem: any TokenFileSystem

    public init(configuration: ProjectConfiguration, diagnostics: DiagnosticEngine, fileSystem: any TokenFileSystem = LocalFileSystem()) {
        self.configuration = configuration
        self.diagnostics = diagnostics
        self.fileSystem = fileSystem
    }

    // MARK: Stages

    /// Inputs → project: reads the inputs in their format (detected, or `from:`); nil when
    /// nothing usable could be read.
    public func readProject() -> TokenProject? {
        TokenProject.load(
            paths: configuration.inputs, options: configuration.readingOptions, format: configuration.format,
            diagnostics: diagnostics, fileSystem: fileSystem)
    }

    /// Project → theme matrix, seen as device traits and app-selected themes (`traits:`,
    /// `themes:`); nil, TS0520 reported, when a token's own modifiers multiply past
    /// ``ThemeMatrix/permutationLimit``.
    public func makeThemeTable(for project: TokenProject) -> ThemeTable? {
        ThemeTable.make(project: project, assignment: assignment(for: project))
    }

    /// Project → theme matrix alone: every token's values over the contexts it depends on, for a
    /// command that reads values but makes no Swift (lint, diff, audit); nil, TS0520 reported, as
    /// for ``makeThemeTable(for:)``.
    public func makeThemeMatrix(for project: TokenProject) -> ThemeMatrix? {
        ThemeMatrix.build(project)
    }

    /// Which modifiers are device traits and which app-selected themes.
    public func assignment(for project: TokenProject) -> TraitAssignment {
        TraitAssignment(modifiers: project.modifiers, traits: configuration.traits, themes: Set(configuration.themes))
    }

    /// Theme matrix → outputs, checked and held in memory: the keys' text, the asset catalog laid
    /// out against its folder, and the Swift generator, whose text ``PreparedOutputs`` renders
    /// (its checks run as it renders). With Swift or a catalog to make, `traits:` is checked
    /// against the modifiers (TS0522, TS0523) and app-selected themes are noted (TS0521).
    public func prepareOutputs(project: TokenProject, table: ThemeTable) -> PreparedOutputs {
        prepareOutputs(project: project, table: table, notingThemes: true)
    }

    /// ``prepareOutputs(project:table:)``; `notingThemes: false` leaves out the note (TS0521) on
    /// how build reads the modifiers, which refuses nothing (`validate` of valid tokens stays quiet).
    func prepareOutputs(project: TokenProject, table: ThemeTable, notingThemes: Bool) -> PreparedOutputs {
        let keys = configuration.keys.map { _ in renderKeys(table.matrix) }
        let makesSwift = configuration.output != nil
        var catalog: PreparedOutputs.AssetCatalog?
        if makesSwift || configuration.assetCatalog != nil {
            configuration.checkTraits(against: project.modifiers, diagnostics: diagnostics)
            if notingThemes {
                TraitMapping.noteAppSelectedThemes(of: project.modifiers, assignment: assignment(for: project), diagnostics: diagnostics)
            }
            catalog = prepareAssetCatalog(table)
        }
        var options = SwiftGeneratorOptions(
            rootTypeName: configuration.rootType, accessLevel: configuration.access, sourceDescription: sourceDescription,
            remBase: configuration.remBase)
        if configuration.assetColors {
            // The names follow the catalog's layout whether or not this run writes it (the build plugin does not).
            options.colorAssetNames = catalog?.prepared.colorAssetNames ?? AssetCatalogWriter.colorAssetNames(of: table)
        }
        return PreparedOutputs(
            project: project, table: table, keys: keys, assetCatalog: catalog,
            swift: makesSwift ? SwiftGenerator(table: table, options: options, diagnostics: diagnostics) : nil,
            template: makesSwift ? configuration.template.map { ($0, configuration.pathPositions[.template]) } : nil,
            fileSystem: fileSystem, diagnostics: diagnostics)
    }

    // MARK: Every stage, for validate

    /// What ``check()`` went through.
    public struct Checked {
        public var project: TokenProject
        /// nil when the theme matrix was refused (TS0520).
        public var table: ThemeTable?
        /// The Swift names the check decided, kept with the rest for a caller that leaves it all to the process's exit.
        var names: SwiftGenerator.DecidedNames? = nil
    }

    /// Runs every stage and every check `tessera build` makes of the tokens, keeping and writing
    /// nothing: the Swift (or the template's text) is rendered and dropped, and what build would
    /// refuse is reported as the same errors (every warning too; only build's note on how it reads
    /// the modifiers, TS0521, is left out). nil when the inputs could not be read.
    public func check() -> Checked? {
        guard let project = readProject() else { return nil }
        guard let table = makeThemeTable(for: project) else { return Checked(project: project, table: nil) }
        let names = prepareOutputs(project: project, table: table, notingThemes: false).check()
        return Checked(project: project, table: table, names: names)
    }

    // MARK: Parts

    /// The header's word for the inputs: a file name, never a path.
    var sourceDescription: String {
        configuration.inputs.count == 1 ? Paths.fileName(of: configuration.inputs[0]) : "\(configuration.inputs.count) inputs"
    }

    /// The `TokenKey` namespace (`keys:`): every token any context defines, as the theme matrix
    /// holds it (typed as the generated Swift types it); names that collide are TS0600.
    private func renderKeys(_ matrix: ThemeMatrix) -> String {
        TokenKeysGenerator(
            tokens: matrix.tokens,
            options: .init(rootTypeName: configuration.keysType, accessLevel: configuration.access, sourceDescription: sourceDescription),
            diagnostics: diagnostics
        ).render()
    }

    /// Lays out and checks the catalog's colorsets (TS0620, TS0621, TS0623), writing nothing; nil
    /// without a catalog or after such an error.
    private func prepareAssetCatalog(_ table: ThemeTable) -> PreparedOutputs.AssetCatalog? {
        guard let path = configuration.assetCatalog else { return nil }
        let writer = AssetCatalogWriter(catalog: path, diagnostics: diagnostics, position: configuration.pathPositions[.assetCatalog])
        let brands = AssetCatalogBrand.brands(from: table, diagnostics: diagnostics)
        return writer.prepare(brands).map { (writer, $0) }
    }
}
