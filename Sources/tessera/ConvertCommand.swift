import ArgumentParser
import Foundation
import TesseraConfiguration
import TesseraConvert
import TesseraDiagnostics
import TesseraImport
import TesseraPipeline
import TesseraTokens

/// `tessera convert`: write any input as strict DTCG 2025.10 files plus a resolver document.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write the inputs (any format Tessera reads) as strict DTCG 2025.10 token files and a resolver document.",
        discussion: """
            Reads the inputs as validate does (the format is detected; --from forces \
            it) and writes, under --output-dir, one token file per set \
            (sets/NAME.tokens.json) and per modifier context \
            (modifiers/MODIFIER/CONTEXT.tokens.json), and NAME.resolver.json, which \
            ties them together in the same order. Every token gets an explicit $type; \
            aliases stay aliases; other values are written in their canonical 2025.10 \
            form. Descriptions, $deprecated, $extensions and source order are kept. \
            Tokens of types DTCG does not define (Figma's string and boolean) are \
            reported and left out. Nothing is written when the inputs have errors; \
            files are written atomically and only when their content changes, so \
            converting the output again changes nothing.

            Examples:
              tessera convert figma-export/ --output-dir tokens --name Brand
              tessera convert response.json --from figma-variables --output-dir tokens
              tessera convert style-dictionary/tokens --output-dir dtcg
            """
    )

    @OptionGroup var input: InputOptions

    @Option(name: .customLong("output-dir"), help: ArgumentHelp("The directory to write into (created when missing).", valueName: "dir"))
    var outputDirectory: String

    @Option(help: ArgumentHelp("The resolver document's name and file name, when the inputs have none (default: the first input's name).", valueName: "name"))
    var name: String?

    func run() throws {
        let diagnostics = DiagnosticEngine()
        let report = DiagnosticReport(diagnostics: diagnostics, options: input.reporting)
        let configuration = try input.configuration(reporting: report)
        let pipeline = BuildPipeline(configuration: configuration, diagnostics: diagnostics)
        guard let project = pipeline.readProject(),
            let files = DTCGConverter(project: project, name: name ?? Self.defaultName(configuration.inputs[0])).convert(),
            !report.fails
        else {
            report.printText()
            StandardError.write("nothing was written to \(outputDirectory): \(report.summaryCounts)\n")
            throw report.exitCode == .success ? ExitCode.failure : report.exitCode
        }
        let paths = files.map { Paths.appending($0.path, to: outputDirectory) }
        // --output-dir itself first: a file there is a folder argument given wrong, not a path inside it to change.
        var existing = outputDirectory
        while SystemFiles.kind(of: existing) == nil, existing != "/", existing != "." { existing = Paths.directory(of: existing) }
        if let kind = SystemFiles.kind(of: existing), kind != .directory {
            report.diagnostics.emit(
                .error, .outputUnwritable,
                existing == outputDirectory
                    ? "--output-dir \(outputDirectory) is \(kind.description), not a folder"
                    : "--output-dir \(outputDirectory) cannot be created: \(existing) is \(kind.description)",
                at: nil, fixIt: "give --output-dir a folder, or a path where one can be created (missing folders are created)")
            report.printText()
            throw ExitCode.usageOrIO
        }
        // Every path is checked before the first file is written, so a refused one leaves no partial output.
        try OutputFile.checkWritable(paths, report: report)
        // Converting converted files in place rewrites nothing (the bytes are the same); any other
        // file the conversion reads is never replaced.
        let changing = zip(files, paths).filter { file, path in SystemFiles.contents(of: path) != Array(file.contents.utf8) }
        try OutputFile.checkClashes(
            changing.map { OutputDestination(path: $1, origin: "--output-dir file") },
            reading: diagnostics.sources.paths.map { ProtectedFile(path: $0, role: "a file this conversion reads") }, report: report)
        var changed = 0
        for (file, path) in zip(files, paths) {
            if try OutputFile.exitingOnFailure(writing: path, report: report, { try OutputFile.write(Data(file.contents.utf8), to: path) }) {
                changed += 1
            }
        }
        report.printText()
        StandardError.write(
            changed == 0
                ? "\(outputDirectory) is up to date (\(files.count) files)\n"
                : "wrote \(changed) of \(files.count) files to \(outputDirectory)\n")
        try finish(report.exitCode)
    }

    /// `tokens/` → `tokens`, `brand.resolver.json` → `brand`, `Tokens.Light.json` → `Tokens.Light`.
    static func defaultName(_ path: String) -> String {
        let name = TokenFileName.stem(Paths.fileName(of: path))
        return name.isEmpty || name == "." ? "tokens" : name
    }
}
