import ArgumentParser
import Foundation
import TesseraConfiguration
import TesseraDiagnostics
import TesseraDiff
import TesseraImport
import TesseraLint
import TesseraPipeline
import TesseraSyntax
import TesseraTokens

/// How `tessera diff` prints the changes.
enum DiffOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, markdown
}

/// `tessera diff OLD NEW`: what changed between two versions of a token set.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two versions of a token set, in every permutation.",
        discussion: """
            OLD and NEW are any inputs Tessera reads: token files, folders, resolver \
            documents, any importer's format. Resolved values are compared in every \
            permutation both versions have (modifiers and contexts matched by name), \
            and each change is reported as added, removed, changed (with the \
            permutations and the values before and after), type-changed, deprecated or \
            renamed (a removed and an added token with the same value everywhere: a \
            guess), as well as modifiers and contexts added or removed. "breaking" is \
            true when Swift generated from OLD may not compile against NEW.

            Exit status: 0 when the versions are equal, 1 when they differ, 2 for usage \
            mistakes and inputs that cannot be read or resolved.

            Examples:
              tessera diff old/tokens.resolver.json tokens.resolver.json
              tessera diff v1/ v2/ --format markdown > comment.md
              tessera diff before.tokens.json after.tokens.json --format json
            """
    )

    @Argument(help: ArgumentHelp("The old version: a token file, folder or resolver document.", valueName: "old"))
    var old: String

    @Argument(help: ArgumentHelp("The new version: a token file, folder or resolver document.", valueName: "new"))
    var new: String

    @Flag(help: "Read DTCG 2025.10 to the letter: legacy forms become errors.")
    var strict = false

    @Option(
        name: .customLong("from"), help: ArgumentHelp(InputFormat.argumentHelp, valueName: "format"), transform: InputFormat.parseArgument)
    var inputFormat: InputFormat?

    @Option(help: "How to print the changes: text for people, json for scripts, markdown for a pull-request comment.")
    var format: DiffOutputFormat = .text

    func run() throws {
        guard let before = matrix(old), let after = matrix(new) else { throw ExitCode.usageOrIO }
        let diff = TokenDiff.compare(before, after)
        switch format {
        case .text: StandardOutput.write(diff.text())
        case .json: StandardOutput.write(diff.jsonText() + "\n")
        case .markdown: StandardOutput.write(diff.markdown())
        }
        try finish(diff.changes.isEmpty ? .success : .failure)
    }

    /// One version read and resolved; nil after printing why it cannot be compared. Errors in
    /// single tokens are printed and those tokens left out; warnings are not printed: the diff
    /// is about the two versions, not about each one's style.
    private func matrix(_ path: String) -> ThemeMatrix? {
        let diagnostics = DiagnosticEngine()
        var configuration = ProjectConfiguration()
        configuration.inputs = [path]
        configuration.strict = strict
        configuration.format = inputFormat
        let pipeline = BuildPipeline(configuration: configuration, diagnostics: diagnostics)
        let matrix = pipeline.readProject().flatMap(pipeline.makeThemeMatrix)
        if matrix == nil {
            diagnostics.emit(
                .error, .diffInputInvalid, "\(path) cannot be read or resolved; the two versions are not compared", at: nil,
                fixIt: "run tessera validate \(path)")
        } else if diagnostics.hasErrors {
            diagnostics.emit(
                .note, .diffInputInvalid, "\(path) has errors; the tokens they concern are left out of the comparison", at: nil,
                fixIt: "run tessera validate \(path)")
        }
        let renderer = DiagnosticRenderer(showsExcerpt: true)
        for diagnostic in diagnostics.diagnostics where diagnostic.severity != .warning && diagnostic.code != .diagnosticsSuppressed {
            StandardError.write(renderer.render(diagnostic, sources: diagnostics.sources) + "\n")
        }
        return matrix
    }
}
