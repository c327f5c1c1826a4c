import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("tessera build --watch")
struct WatchModeTests {
    /// Polls `condition` every 50 ms for at most `seconds`; returns whether it became true.
    static func eventually(within seconds: Double, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return try condition()
    }

    @Test("an edit rebuilds, a broken edit is reported and the output kept, the fix rebuilds, SIGINT ends it with 0")
    func watchRebuildsAndSurvivesBrokenEdits() throws {
        let folder = try FixtureDirectory()
        defer { folder.remove() }
        #expect(try CLI.run(["init"], in: folder.url).status == 0)
        let output = folder.url.appendingPathComponent("Tokens.swift")
        let stderrURL = folder.url.appendingPathComponent("watch.stderr")
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        let stderrHandle = try FileHandle(forWritingTo: stderrURL)
        let process = Process()
        process.executableURL = try CLI.executable()
        process.arguments = ["build", "--watch"]
        process.currentDirectoryURL = folder.url
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderrHandle
        try process.run()
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            try? stderrHandle.close()
        }
        func stderr() -> String { (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? "" }
        func generated() -> String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }

        #expect(Self.eventually(within: 30) { stderr().contains("watching") }, "\(stderr())")
        let first = generated()
        #expect(first.contains("accent"))

        // An edit to a file the resolver references rebuilds.
        let semantic = folder.url.appendingPathComponent("tokens/semantic.tokens.json")
        let semanticText = try String(contentsOf: semantic, encoding: .utf8)
        try semanticText.replacingOccurrences(of: "\"card\"", with: "\"sheet\"").write(to: semantic, atomically: true, encoding: .utf8)
        #expect(Self.eventually(within: 10) { generated().contains("sheet") }, "\(stderr())")
        let second = generated()

        // A broken edit is reported; the last output stays and the process goes on.
        let dark = folder.url.appendingPathComponent("tokens/dark.tokens.json")
        let darkText = try String(contentsOf: dark, encoding: .utf8)
        try "{ broken".write(to: dark, atomically: true, encoding: .utf8)
        #expect(Self.eventually(within: 10) { stderr().contains("dark.tokens.json:1:") && stderr().contains("last output is kept") }, "\(stderr())")
        #expect(generated() == second)
        #expect(process.isRunning)

        // The fix rebuilds.
        try darkText.replacingOccurrences(of: "\"accent\"", with: "\"highlight\"").write(to: dark, atomically: true, encoding: .utf8)
        #expect(Self.eventually(within: 10) { generated().contains("highlight") }, "\(stderr())")

        // An edit to tessera.yml rebuilds too.
        let config = folder.url.appendingPathComponent("tessera.yml")
        let configText = try String(contentsOf: config, encoding: .utf8)
        try configText.replacingOccurrences(of: "rootType: Tokens", with: "rootType: AppTokens").write(to: config, atomically: true, encoding: .utf8)
        #expect(Self.eventually(within: 10) { generated().contains("AppTokens") }, "\(stderr())")

        kill(process.processIdentifier, SIGINT)
        #expect(Self.eventually(within: 10) { !process.isRunning }, "\(stderr())")
        if !process.isRunning { #expect(process.terminationStatus == 0, "\(stderr())") }
    }

    @Test("with nothing to build, --watch is a usage error at once, not a watch of nothing")
    func watchWithoutInputs() throws {
        let folder = try FixtureDirectory()
        defer { folder.remove() }
        let result = try CLI.run(["build", "--watch"], in: folder.url, timeout: 30)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("tessera.yml"), "\(result)")
    }
}
