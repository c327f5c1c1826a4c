import ArgumentParser
import Foundation

/// `tessera init`: writes a starter `tessera.yml` and token files, never over existing files.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a starter tessera.yml and a small DTCG 2025.10 resolver with light/dark and one brand.",
        discussion: """
            Writes tessera.yml and tokens/ (a resolver document, raw and semantic token \
            files, one brand and a light/dark appearance) into the current folder or --path. \
            Nothing is written when any of these files exists already (exit status 2). \
            Then run `tessera build` in that folder.

            Examples:
              tessera init
              tessera init --path Sources/App
            """
    )

    @Option(help: ArgumentHelp("The folder to write into (created when missing; default: the current folder).", valueName: "dir"))
    var path: String = "."

    func run() throws {
        let folder = URL(fileURLWithPath: path, isDirectory: true)
        let targets = StarterProject.files.map { (url: folder.appendingPathComponent($0.path), text: $0.text) }
        let existing = targets.filter { FileManager.default.fileExists(atPath: $0.url.path) || isLink($0.url) }
        guard existing.isEmpty else {
            let names = existing.map { displayPath($0.url) }.joined(separator: ", ")
            StandardError.write(
                "error: \(names) already exist\(existing.count == 1 ? "s" : ""); nothing was written. "
                    + "Move \(existing.count == 1 ? "it" : "them") away, or run tessera init --path with an empty folder.\n")
            throw ExitCode.usageOrIO
        }
        var written: [URL] = []
        do {
            for target in targets {
                try FileManager.default.createDirectory(
                    at: target.url.deletingLastPathComponent(), withIntermediateDirectories: true)
                // withoutOverwriting: a file created since the check above is still not replaced.
                try Data(target.text.utf8).write(to: target.url, options: .withoutOverwriting)
                written.append(target.url)
            }
        } catch {
            for url in written { try? FileManager.default.removeItem(at: url) }
            StandardError.write("error: cannot write the starter files in \(path): \(error.localizedDescription); nothing was kept.\n")
            throw ExitCode.usageOrIO
        }
        for target in targets { StandardError.write("wrote \(displayPath(target.url))\n") }
        StandardError.write("next: run tessera build\(path == "." ? "" : " \(displayPath(folder.appendingPathComponent("tessera.yml")))")\n")
    }

    /// A dangling symbolic link is not "existing" to `fileExists`, but writing through it would create its target.
    private func isLink(_ url: URL) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
    }

    private func displayPath(_ url: URL) -> String {
        let relative = url.path.hasPrefix(FileManager.default.currentDirectoryPath + "/")
            ? String(url.path.dropFirst(FileManager.default.currentDirectoryPath.count + 1)) : url.path
        return relative
    }
}
