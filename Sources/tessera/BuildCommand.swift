import ArgumentParser
import Foundation
import TesseraCodegen
import TesseraConfiguration
import TesseraDiagnostics
import TesseraImport
import TesseraPipeline
import TesseraTokens

/// `tessera build`: generate Swift from tokens.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Generate Swift for the tokens: one value per theme, Adaptive values for trait-dependent tokens.",
        discussion: """
            Reads tessera.yml (given, or in the current directory) or the inputs on the \
            command line. Modifiers whose contexts name device traits (light/dark, high \
            contrast, compact/regular, Dynamic Type sizes) become variants resolved at run \
            time; other modifiers (brands) become themes: static values of the root type. \
            The file is written atomically and only when its content changes; missing \
            folders are created, a symbolic link at the output is followed (its target \
            is written), and a folder, FIFO or device there is refused and left as it is. \
            Files referenced by the inputs must lie inside the root (--root, root:; \
            default: the folder of tessera.yml, else the inputs' common folder). \
            With --asset-catalog (assetCatalog:), a colorset per color token is written \
            into that .xcassets folder; colorsets it wrote before and no longer produces \
            are removed, anything else there is left alone. With --asset-colors \
            (assetColors: true), each color token of the Swift also gets <name>Asset, its \
            colorset's name, for Color(asset, bundle:).

            Examples:
              tessera build
              tessera build Examples/Acme/acme.resolver.json -o Sources/App/Tokens.swift
              tessera build tokens/ -o Tokens.swift --root-type Theme --access internal
              tessera build ConfigTokens/ --keys ThemeTokens.swift --keys-type ThemeTokens
              tessera build tokens/ --asset-catalog App/Tokens.xcassets

            A tessera.yml:
            \(ProjectConfiguration.sample)
            """
    )

    @Argument(help: ArgumentHelp("A tessera.yml, or token files, directories or one resolver document.", valueName: "inputs"))
    var inputs: [String] = []

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("The Swift file to write, or - for standard output (overrides output: in tessera.yml).", valueName: "file"))
    var output: String?

    /// `--output -`: the generated Swift goes to standard output, the messages to standard error.
    static let standardOutputPath = "-"

    @Option(help: "The name of the generated root type (default Tokens).")
    var rootType: String?

    @Option(
        help: ArgumentHelp(
            "Access level of the generated declarations: \(AccessLevel.allCases.map(\.rawValue).joined(separator: ", ")) (default public).",
            valueName: "access"),
        transform: AccessLevel.parseArgument)
    var access: AccessLevel?

    @Flag(help: "Read DTCG 2025.10 to the letter.")
    var strict = false

    @OptionGroup var reporting: ReportOptions

    @Option(
        name: .customLong("from"), help: ArgumentHelp(InputFormat.argumentHelp, valueName: "format"),
        transform: InputFormat.parseArgument)
    var inputFormat: InputFormat?

    @Option(help: ArgumentHelp("How many points 1rem is (overrides remBase: in tessera.yml; default 16).", valueName: "points"))
    var remBase: Double?

    @Option(
        help: ArgumentHelp(
            "Render this Mustache template instead of Tessera's Swift (the context is in Documentation/Templates.md).",
            valueName: "file"))
    var template: String?

    @Option(
        name: .customLong("theme"),
        help: ArgumentHelp("Treat this modifier as an app-chosen theme, not a device trait (repeatable).", valueName: "modifier"))
    var themeModifiers: [String] = []

    @Option(
        help: ArgumentHelp(
            "Also write a Swift namespace of TokenKey constants, one per token path, for TesseraStore lookups (overrides keys: in tessera.yml).",
            valueName: "file"))
    var keys: String?

    @Option(help: "The name of the keys namespace written with --keys (overrides keysType: in tessera.yml; default TokenKeys).")
    var keysType: String?

    @Option(
        help: ArgumentHelp(
            "Also write a colorset per color token into this .xcassets folder, with light, dark and high-contrast appearances (overrides assetCatalog: in tessera.yml; Documentation/AssetCatalogs.md).",
            valueName: "dir"))
    var assetCatalog: String?

    @Flag(help: "Write no asset catalog, even with assetCatalog: in tessera.yml (the build plugin, which writes only into its own folder, passes it).")
    var noAssetCatalog = false

    @Flag(
        help: "Give each color token of the generated Swift the name of its colorset in the asset catalog, <name>Asset, for Color(asset, bundle:) (also assetColors: in tessera.yml; needs an asset catalog).")
    var assetColors = false

    @Option(
        help: ArgumentHelp(
            "The folder that inputs and referenced files must lie in (overrides root: in tessera.yml; default: tessera.yml's folder, else the inputs' common folder).",
            valueName: "dir"))
    var root: String?

    func validate() throws {
        if let rootType, !ConfigurationReader.isTypeName(rootType) {
            throw ValidationError("--root-type must be a Swift type name, such as Tokens.")
        }
        if let keysType, !ConfigurationReader.isTypeName(keysType) {
            throw ValidationError("--keys-type must be a Swift type name, such as TokenKeys.")
        }
        if let remBase, !(remBase > 0 && remBase.isFinite) {
            throw ValidationError("--rem-base takes a positive number of points, such as 16.")
        }
        if keys == Self.standardOutputPath {
            throw ValidationError("--keys writes a file; only --output can be - (standard output).")
        }
        if previews == Self.standardOutputPath {
            throw ValidationError("--previews writes a file; only --output can be - (standard output).")
        }
        if watch, output == Self.standardOutputPath {
            throw ValidationError("--watch rewrites a file; give --output a file, not - (standard output).")
        }
    }

    @Option(
        help: ArgumentHelp(
            "Also write SwiftUI #Preview catalogs of the generated tokens (colors, type ramp, spacing, radii, shadows) into this Swift file, for Xcode's canvas (Documentation/Docs.md).",
            valueName: "file"))
    var previews: String?

    @Flag(help: "Keep running: rebuild when an input, tessera.yml or the template changes (Control-C ends it).")
    var watch = false

    func run() throws {
        if watch {
            try BuildWatch(command: self).run()
        } else {
            try build(diagnostics: DiagnosticEngine())
        }
    }

    /// One build; the files it read are registered in `diagnostics.sources`. The stages are
    /// ``BuildPipeline``'s; this checks the output paths, and writes what the stages give once
    /// none reported an error.
    func build(diagnostics: DiagnosticEngine) throws {
        let report = DiagnosticReport(diagnostics: diagnostics, options: reporting)
        let configuration = try buildConfiguration(report: report)
        // An output path that cannot take the file is reported before any work.
        let destinations = outputDestinations(configuration)
        try OutputFile.checkWritable(destinations.filter { !$0.isFolder }, report: report)
        try checkAssetCatalogPath(configuration.assetCatalog, position: configuration.pathPositions[.assetCatalog], report: report)
        var readFiles = configuration.inputs.filter { SystemFiles.kind(of: $0) == .regularFile }
            .map { ProtectedFile(path: $0, role: "an input") }
        if let path = configurationPath() { readFiles.append(ProtectedFile(path: path, role: "the configuration")) }
        if let templatePath = configuration.template { readFiles.append(ProtectedFile(path: templatePath, role: "the template")) }
        try OutputFile.checkClashes(destinations, reading: readFiles, report: report)

        let pipeline = BuildPipeline(configuration: configuration, diagnostics: diagnostics)
        guard let project = pipeline.readProject() else {
            report.printText()
            throw report.exitCode == .success ? ExitCode.failure : report.exitCode
        }
        // Files the inputs reference or a folder holds are known once read.
        try OutputFile.checkClashes(
            destinations, reading: diagnostics.sources.paths.map { ProtectedFile(path: $0, role: "a file the inputs read") }, report: report)
        guard let table = pipeline.makeThemeTable(for: project) else {
            report.printText()
            throw ExitCode.failure
        }
        let outputs = pipeline.prepareOutputs(project: project, table: table)
        if !watch { ProcessEnd.keep(outputs) }
        // A symbolic link or a file in the way inside the catalog ends the run with status 2.
        if configuration.assetCatalog != nil, outputs.assetCatalog == nil,
            diagnostics.diagnostics.contains(where: { $0.severity == .error && [.assetCatalogUnusable, .assetCatalogEntryBlocked].contains($0.code) })
        {
            report.printText()
            throw ExitCode.usageOrIO
        }
        // Swift for a file streams into it as it is rendered (tens of megabytes for 100,000 tokens),
        // held back until every output is checked; templates and standard output get the whole text.
        let swift = try configuration.output.map { try renderSwift(outputs, to: $0, configuration: configuration, report: report) }
        if report.fails {
            if case .file(let writer)? = swift { writer.discard() }
            report.printText()
            for path in [configuration.keys, configuration.output].compactMap({ $0 }) { StandardError.write("\(path) was not written: \(report.summaryCounts)\n") }
            throw report.exitCode
        }
        try write(outputs, swift: swift, configuration: configuration, report: report)
    }

    /// `tessera.yml` (or the inputs on the command line) with the flags on top; a flag's path is
    /// not located in `tessera.yml`. Refuses options that would do nothing.
    private func buildConfiguration(report: DiagnosticReport) throws -> ProjectConfiguration {
        var configuration = ProjectConfiguration()
        if let configPath = configurationPath() {
            configuration = try ConfigurationFile.load(configPath, report: report)
        } else {
            configuration.inputs = inputs
        }
        func given(_ value: String?, _ key: ProjectConfiguration.PathKey, _ path: WritableKeyPath<ProjectConfiguration, String?>) {
            guard let value else { return }
            configuration[keyPath: path] = value
            configuration.pathPositions[key] = nil
        }
        given(output, .output, \.output)
        given(keys, .keys, \.keys)
        given(assetCatalog, .assetCatalog, \.assetCatalog)
        given(template, .template, \.template)
        if let rootType { configuration.rootType = rootType }
        if let access { configuration.access = access }
        if strict { configuration.strict = true }
        if let inputFormat { configuration.format = inputFormat }
        if let remBase { configuration.remBase = remBase }
        if let root { configuration.root = root }
        configuration.themes += themeModifiers
        if let keysType { configuration.keysType = keysType }
        if assetColors { configuration.assetColors = true }
        // The names follow the catalog's layout whether or not this run writes it (the build plugin does not).
        if configuration.assetColors, configuration.assetCatalog == nil {
            throw ValidationError("--asset-colors (assetColors:) names the colorsets of an asset catalog; give --asset-catalog DIR too (or assetCatalog: in tessera.yml).")
        }
        if noAssetCatalog { configuration.assetCatalog = nil }
        guard !configuration.inputs.isEmpty else {
            throw ValidationError("Give token inputs, or a tessera.yml with inputs:.")
        }
        guard configuration.output != nil || configuration.keys != nil || configuration.assetCatalog != nil else {
            if configurationPath() == nil, inputs.count == 1, inputs[0].hasSuffix(".yml") || inputs[0].hasSuffix(".yaml") {
                throw ValidationError(
                    "\(inputs[0]) was read as token input, not as configuration: its top level holds keys that tessera.yml does not have. A configuration names inputs: and output: at its top (see tessera build --help); for a token file, give --output FILE.")
            }
            throw ValidationError("Give --output FILE, --keys FILE, --asset-catalog DIR, or output: in tessera.yml.")
        }
        // Options that would do nothing are refused rather than ignored.
        if keysType != nil, configuration.keys == nil {
            throw ValidationError("--keys-type names the namespace that --keys writes; give --keys FILE too (or keys: in tessera.yml).")
        }
        if previews != nil, configuration.output == nil || configuration.output == Self.standardOutputPath || configuration.template != nil {
            throw ValidationError("--previews draws the Swift that --output writes; give --output FILE too (not -, and without a template).")
        }
        if template != nil, configuration.output == nil {
            throw ValidationError("--template renders the --output file; give --output FILE too (or output: in tessera.yml).")
        }
        return configuration
    }

    /// Renders the Swift (or the template) for `path`: streamed into the file, not yet committed,
    /// or whole for a template and standard output.
    private func renderSwift(
        _ outputs: PreparedOutputs, to path: String, configuration: ProjectConfiguration, report: DiagnosticReport
    ) throws -> Output {
        try OutputFile.exitingOnFailure(writing: path, at: configuration.pathPositions[.output], report: report) { () throws -> Output in
            if outputs.template == nil, path != Self.standardOutputPath {
                let writer = try OutputFileWriter(path: path)
                let names = outputs.renderSwift(to: writer)
                if !watch { ProcessEnd.keep(names as Any) }
                return .file(writer)
            }
            guard outputs.template != nil else { return .text(outputs.swiftData()) }
            return .text(outputs.renderTemplate().map { Data($0.utf8) } ?? Data())
        }
    }

    /// Writes the checked outputs: the keys, the asset catalog, the Swift and the previews, and
    /// says what changed.
    private func write(_ outputs: PreparedOutputs, swift: Output?, configuration: ProjectConfiguration, report: DiagnosticReport) throws {
        var status = ""
        if let keys = outputs.keys, let path = configuration.keys {
            let changed = try OutputFile.exitingOnFailure(writing: path, at: configuration.pathPositions[.keys], report: report) {
                try OutputFile.write(Data(keys.utf8), to: path)
            }
            // The keys' line came first, before anything else was checked; it still does.
            StandardError.write(changed ? "wrote \(path)\n" : "\(path) is up to date\n")
        }
        let catalogStatus = try writeAssetCatalog(outputs.assetCatalog, report: report)
        guard let outputPath = configuration.output, let swift else {
            report.printText()
            StandardError.write(catalogStatus ?? "")
            try finish(report.exitCode)
            return
        }
        if case .text(let code) = swift, outputPath == Self.standardOutputPath {
            report.printText()
            StandardError.write(catalogStatus ?? "")
            FileHandle.standardOutput.write(code)
            try finish(report.exitCode)
            return
        }
        let changed = try OutputFile.exitingOnFailure(writing: outputPath, at: configuration.pathPositions[.output], report: report) {
            switch swift {
            case .file(let writer): try writer.commit()
            case .text(let code): try OutputFile.write(code, to: outputPath)
            }
        }
        if let previews {
            let code = outputs.previews()
            let wrote = try OutputFile.exitingOnFailure(writing: previews, report: report) { try OutputFile.write(Data(code.utf8), to: previews) }
            status = wrote ? "wrote \(previews)\n" : "\(previews) is up to date\n"
        }
        report.printText()
        StandardError.write(
            changed
                ? "wrote \(outputPath) (\(outputs.table.entries.count) tokens, \(Self.describeThemes(outputs.table)))\n"
                : "\(outputPath) is up to date\n")
        StandardError.write(status)
        StandardError.write(catalogStatus ?? "")
        try finish(report.exitCode)
    }

    /// The generated Swift on its way out: streaming into a file, or whole.
    private enum Output {
        case file(OutputFileWriter)
        case text(Data)
    }

    /// `2 themes`, or `3 theme modifiers` when several are chosen independently.
    static func describeThemes(_ table: ThemeTable) -> String {
        if table.themeAxes.count > 1 { return "\(table.themeAxes.count) theme modifiers" }
        return "\(table.themes.count) theme\(table.themes.count == 1 ? "" : "s")"
    }

    /// What this run writes: the Swift, the keys and the asset catalog, each located at its
    /// `tessera.yml` key unless the command line gave it.
    private func outputDestinations(_ configuration: ProjectConfiguration) -> [OutputDestination] {
        var destinations: [OutputDestination] = []
        if let path = configuration.output, path != Self.standardOutputPath {
            destinations.append(
                output == nil
                    ? OutputDestination(path: path, origin: "output:", position: configuration.pathPositions[.output])
                    : OutputDestination(path: path, origin: "--output"))
        }
        if let path = configuration.keys {
            destinations.append(
                keys == nil
                    ? OutputDestination(path: path, origin: "keys:", position: configuration.pathPositions[.keys])
                    : OutputDestination(path: path, origin: "--keys"))
        }
        if let path = configuration.assetCatalog {
            destinations.append(
                assetCatalog == nil
                    ? OutputDestination(path: path, origin: "assetCatalog:", position: configuration.pathPositions[.assetCatalog], isFolder: true)
                    : OutputDestination(path: path, origin: "--asset-catalog", isFolder: true))
        }
        if let previews { destinations.append(OutputDestination(path: previews, origin: "--previews")) }
        return destinations
    }

    /// A `tessera.yml` named as the only input, or found in the current directory when no inputs are given.
    func configurationPath() -> String? {
        ConfigurationFile.locate(inputs: inputs)
    }
}
