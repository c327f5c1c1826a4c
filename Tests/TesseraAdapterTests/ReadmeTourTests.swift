import Foundation
import Testing
import TesseraTestSupport

/// The README's five-minute tour is true: its commands print what it shows, and its SwiftUI
/// view compiles against the Swift that `tessera build` writes for the starter project.
@Suite struct ReadmeTourTests {
    static func readme() throws -> String {
        try String(contentsOf: AdapterBuild.path("README.md"), encoding: .utf8)
    }

    /// The fenced blocks of the README of one language (`sh`, `swift`, …), in order.
    static func blocks(_ language: String, in text: String) -> [String] {
        text.components(separatedBy: "```\(language)\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    }

    /// Runs the tour's `$ tessera …` commands in a new folder, in order; each shown output line
    /// (those without `…`) must be printed by its command.
    static func runTour(in directory: URL) throws {
        let tessera = try TesseraExecutable.url().path
        let commands = blocks("sh", in: try readme()).flatMap { $0.split(separator: "\n").map(String.init) }
        var ran: [String] = []
        var last: (status: Int32, output: String)?
        for line in commands {
            if line.hasPrefix("$ tessera ") {
                let arguments = line.dropFirst("$ tessera ".count).split(separator: " ").map(String.init)
                let result = try ChildProcess.run("sh", ["-c", "cd '\(directory.path)' && '\(tessera)' \(arguments.joined(separator: " "))"])
                #expect(result.status == 0, "\(line)\n\(result.output)")
                last = result
                ran.append(line)
            } else if let shown = last, !line.contains("…"), !line.hasPrefix("swift "), !line.hasPrefix("cp ") {
                #expect(shown.output.contains(line), "the README shows \"\(line)\" but the command printed:\n\(shown.output)")
            }
        }
        #expect(ran.map { $0.split(separator: " ")[2] } == ["init", "validate", "resolve"], "\(ran)")
    }

    @Test func theTourRunsAndItsViewCompilesAgainstTheGeneratedTokens() throws {
        let directory = try SwiftCompiler.temporaryDirectory(prefix: "tessera-readme-tour")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.runTour(in: directory)
        let build = try ChildProcess.run("sh", ["-c", "cd '\(directory.path)' && '\(try TesseraExecutable.url().path)' build"])
        #expect(build.status == 0, "\(build.output)")

        let views = Self.blocks("swift", in: try Self.readme()).filter { $0.contains(": View {") }
        #expect(views.count == 1)
        let view = directory.appendingPathComponent("Greeting.swift")
        try views.joined().write(to: view, atomically: true, encoding: .utf8)
        let output = try AdapterBuild.typeCheckApp([view, directory.appendingPathComponent("Tokens.swift")], in: try AdapterBuild.built.get())
        #expect(output.isEmpty, "\(output)")
    }
}
