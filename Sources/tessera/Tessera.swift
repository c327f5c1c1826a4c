import ArgumentParser
import Foundation

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
            DiffCommand.self,
        ]
    )

    /// Maps ArgumentParser's usage errors to exit status 2, as documented.
    static func mainWithExitCodes() {
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
