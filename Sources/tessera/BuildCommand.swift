import ArgumentParser
import Foundation
import TesseraCodegen
import TesseraCore

/// `tessera build`: generate Swift from tokens.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Generate Swift for the tokens: one value per theme, Adaptive values for trait-dependent tokens.",
        discussion: """
            Modifiers whose contexts name device traits (light/dark, high contrast, \
            compact/regular, Dynamic Type sizes) become variants resolved at run time; \
            other modifiers (brands) become themes: static values of the root type. \
            The file is written atomically and only when its content changes.

            Examples:
              tessera build Examples/Acme/acme.resolver.json --output Sources/App/Tokens.swift
              tessera build tokens/ --output Tokens.swift --root-type Theme --access internal
            """
    )

    @OptionGroup var options: InputOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The Swift file to write.", valueName: "file"))
    var output: String

    @Option(help: "The name of the generated root type.")
    var rootType = "Tokens"

    @Option(help: "Access level of the generated declarations: public or internal.")
    var access = "public"

    @Option(
        name: .customLong("theme"),
        help: ArgumentHelp("Treat this modifier as an app-chosen theme even if its contexts look like traits (repeatable).", valueName: "modifier"))
    var themeModifiers: [String] = []

    func validate() throws {
        guard ["public", "internal", "package"].contains(access) else {
            throw ValidationError("--access takes public, internal or package.")
        }
        guard rootType.first?.isLetter == true, rootType.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw ValidationError("--root-type must be a Swift type name, such as Tokens.")
        }
    }

    func run() throws {
        let diagnostics = DiagnosticEngine()
        let report = DiagnosticReport(diagnostics: diagnostics)
        guard let project = TokenProject.load(paths: options.inputs, options: options.readingOptions, diagnostics: diagnostics)
        else {
            report.printText()
            throw report.exitCode == .success ? ExitCode.failure : report.exitCode
        }
        let table = ThemeTable.build(project: project, themeModifiers: Set(themeModifiers))
        let source = options.inputs.count == 1 ? (options.inputs[0] as NSString).lastPathComponent : "\(options.inputs.count) inputs"
        let generator = SwiftGenerator(
            table: table,
            options: SwiftGeneratorOptions(rootTypeName: rootType, accessLevel: access, sourceDescription: source),
            diagnostics: diagnostics)
        let code = generator.render()
        if diagnostics.hasErrors {
            report.printText()
            StandardError.write("\(output) was not written: \(report.summaryCounts)\n")
            throw report.exitCode
        }
        do {
            let changed = try OutputFile.write(code, to: output)
            report.printText()
            StandardError.write(changed ? "wrote \(output) (\(table.entries.count) tokens, \(table.themes.count) theme\(table.themes.count == 1 ? "" : "s"))\n" : "\(output) is up to date\n")
        } catch {
            diagnostics.emit(.error, .outputUnwritable, "cannot write \(output): \(error.localizedDescription)", at: nil)
            report.printText()
            throw ExitCode.usageOrIO
        }
        if report.exitCode != .success { throw report.exitCode }
    }
}

/// Writes generated files: only when the bytes differ (so Xcode does not rebuild
/// for nothing), and atomically (a temporary file renamed over the old one), so a
/// reader never sees half a file.
enum OutputFile {
    /// Returns whether the file changed.
    static func write(_ text: String, to path: String) throws -> Bool {
        let data = Data(text.utf8)
        let url = URL(fileURLWithPath: path)
        if let existing = try? Data(contentsOf: url), existing == data { return false }
        try data.write(to: url, options: .atomic)
        return true
    }
}
