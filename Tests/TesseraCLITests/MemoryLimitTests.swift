import Foundation
import Testing
import TesseraTestSupport

/// `tessera` keeps to the memory its input needs: it starts no threads (each would reserve a
/// stack and a malloc arena, so a many-core machine reserved gigabytes) and reserves no output
/// buffer ahead of what it writes. Every command runs on a 3,000-variable Figma REST file
/// under a virtual-memory limit, as in a container or CI job with `ulimit -v`.
@Suite(.needsSharedCorpora) struct MemoryLimitTests {
    /// 170 MB of address space. The commands need about 110 MB (most of it the binary and its
    /// libraries); one worker thread's stack and malloc arena would take it past the limit.
    static let limitInKilobytes = 170_000

    static let figmaResponse = CLI.packageRoot
        .appendingPathComponent("../shared/corpora/figma-api/sdk/core/tests/fixtures/figma/s2-web-variables.baseline.json")
        .standardizedFileURL

    /// Runs `tessera arguments` through `/bin/sh` with `ulimit -v` set first; returns the exit status.
    static func runLimited(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -v \(limitInKilobytes) && exec \"$0\" \"$@\"", try CLI.executable().path] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test func everyCommandRunsUnderAMemoryLimit() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        // The REST response as the API sends it, wrapped in {"status", "error", "meta"}.
        let meta = try String(contentsOf: Self.figmaResponse, encoding: .utf8)
        let input = try fixture.write("variables.json", #"{"status": 200, "error": false, "meta": "# + meta + "}")
        let commands: [[String]] = [
            ["validate", input.path],
            ["resolve", input.path],
            ["build", input.path, "--output", fixture.url.appendingPathComponent("Tokens.swift").path],
            ["convert", input.path, "--output-dir", fixture.url.appendingPathComponent("converted").path],
        ]
        for command in commands {
            #expect(try Self.runLimited(command) == 0, "tessera \(command[0])")
        }
        #expect(FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent("Tokens.swift").path))
    }

    /// One large object read before many small ones made each small one reserve the large one's
    /// size (10,000 aliases after 10,000 numbers reserved 9 GB). Both shapes stay within the limit:
    /// a DTCG file, and a Figma REST response with an extra top-level member of chained tokens.
    @Test func manySmallObjectsAfterALargeOneReserveOnlyWhatTheyHold() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        let count = 10_000
        let numbers = (0..<count).map { #""c_\#($0)": {"$type": "number", "$value": \#($0)}"# }.joined(separator: ", ")
        let aliases = (0..<count).map { #""b_\#($0)": {"$value": "{c.base.c_\#($0)}"}"# }.joined(separator: ", ")
        let dtcg = try fixture.write("aliases.json", #"{"c": {"base": {\#(numbers)}}, "b": {\#(aliases)}}"#)
        #expect(try Self.runLimited(["validate", dtcg.path]) == 0, "10,000 aliases")
        let chain = (1..<count * 5).map { #""t\#($0)": {"$value": "{extra.t\#($0 - 1)}"}"# }.joined(separator: ", ")
        let meta = try String(contentsOf: Self.figmaResponse, encoding: .utf8)
        let figma = try fixture.write(
            "variables.json", #"{"extra": {"t0": {"$type": "number", "$value": 0}, \#(chain)}, "status": 200, "error": false, "meta": "# + meta + "}")
        #expect(try Self.runLimited(["validate", figma.path]) == 0, "a Figma response with 50,000 extra tokens")
    }
}
