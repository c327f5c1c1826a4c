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

            Exit status: 0 when no errors were found (warnings allowed), 1 when the \
            tokens have errors, 2 for usage mistakes and files that cannot be read.
            """,
        version: "0.1.0",
        subcommands: [InitCommand.self, ValidateCommand.self, ResolveCommand.self, BuildCommand.self, ConvertCommand.self]
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
