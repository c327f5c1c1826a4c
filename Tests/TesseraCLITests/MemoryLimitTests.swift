import Foundation
import Testing

/// `tessera` keeps to the memory its input needs: it starts no threads (each would reserve a
/// stack and a malloc arena, so a many-core machine reserved gigabytes) and reserves no output
/// buffer ahead of what it writes. Every command runs on a 3,000-variable Figma REST file
/// under a virtual-memory limit, as in a container or CI job with `ulimit -v`.
@Suite struct MemoryLimitTests {
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
}
