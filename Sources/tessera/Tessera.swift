import ArgumentParser
import Foundation
import TesseraDiagnostics

/// The `tessera` command: reads design tokens and turns them into Swift.
struct Tessera: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "Read, check and resolve design tokens (W3C DTCG 2025.10) for Swift apps.",
        discussion: """
            Tessera reads DTCG 2025.10 token files (JSON, JSON with comments, YAML), \
            resolver documents with sets and modifiers (light/dark, contrast, size \
            class, brands), and the older forms real exports contain.

            Exit status:
              0  no errors (warnings allowed, unless --warnings-as-errors or --max-warnings refuse them)
              1  problems in the tokens, the template, or the generated names; refused warnings
              2  usage mistakes (unknown options, --input naming no modifier or context, \
            --token naming no token, an invalid tessera.yml) and inputs or outputs that \
            cannot be read or written

            Diagnostics are colored on a terminal (not in a pipe, and not when NO_COLOR \
            is set); --color always|never decides otherwise.

            Examples:
              tessera init
              tessera validate Examples/Acme/acme.resolver.json
              tessera build Examples/Acme/acme.resolver.json -o Tokens.swift
            """,
        version: "0.1.0",
        subcommands: [
            InitCommand.self, ValidateCommand.self, ResolveCommand.self, BuildCommand.self, ConvertCommand.self, LintCommand.self,
            DiffCommand.self, DocsCommand.self, AuditCommand.self,
        ]
    )

    /// Maps ArgumentParser's usage errors to exit status 2, as documented.
    static func mainWithExitCodes() {
        if let message = unknownCommandMessage(CommandLine.arguments.dropFirst().first) {
            FileHandle.standardError.write(Data((message + "\n").utf8))
            Foundation.exit(ExitCode.usageOrIO.rawValue)
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(ExitCode.usageOrIO.rawValue)
            }
            exit(withError: error)
        }
    }
}

extension Tessera {
    /// ArgumentParser reads a misspelled command as stray arguments ("2 unexpected
    /// arguments"); this names the word and the nearest command instead.
    static func unknownCommandMessage(_ first: String?) -> String? {
        guard let first, !first.hasPrefix("-") else { return nil }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard !names.contains(first) else { return nil }
        let hint = EditDistance.nearest(to: first, among: names).map { " Did you mean '\($0)'?" } ?? ""
        return "Error: unknown command '\(first)'.\(hint)\nThe commands are \(names.dropLast().joined(separator: ", ")); see 'tessera --help'."
    }
}

extension ExitCode {
    /// Usage mistakes and unreadable input.
    static let usageOrIO = ExitCode(2)
}

@main
enum Main {
    static func main() {
        Tessera.mainWithExitCodes()
    }
}
