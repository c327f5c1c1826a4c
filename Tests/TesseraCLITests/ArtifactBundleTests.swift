import Foundation
import Testing
import TesseraTestSupport

/// `Scripts/make-artifact-bundle.sh`, run with the already built binary (a release build is too slow for a test).
@Suite("artifact bundle script")
struct ArtifactBundleTests {
    static func runScript(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try ChildProcess.run("bash", [CLI.packageRoot.appendingPathComponent("Scripts/make-artifact-bundle.sh").path] + arguments)
    }

    @Test("info.json names the binary under a variant path with its triple, and the zip holds the bundle")
    func bundleFromAPrebuiltBinary() throws {
        let folder = try FixtureDirectory()
        defer { folder.remove() }
        let result = try Self.runScript(["--binary", try CLI.executable().path, "--output", folder.url.path, "--version", "1.2.3"])
        #expect(result.status == 0, "\(result.output)")
        let bundle = folder.url.appendingPathComponent("tessera.artifactbundle")
        let info = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("info.json"))) as? [String: Any])
        #expect(info["schemaVersion"] as? String == "1.0")
        let artifact = try #require((info["artifacts"] as? [String: Any])?["tessera"] as? [String: Any])
        #expect(artifact["type"] as? String == "executable")
        #expect(artifact["version"] as? String == "1.2.3")
        let variants = try #require(artifact["variants"] as? [[String: Any]])
        #expect(variants.count == 1)
        let path = try #require(variants.first?["path"] as? String)
        #expect(path.hasPrefix("tessera-1.2.3-") && path.hasSuffix("/bin/tessera"))
        #expect(FileManager.default.isExecutableFile(atPath: bundle.appendingPathComponent(path).path))
        let triples = try #require(variants.first?["supportedTriples"] as? [String])
        #if os(Linux)
            #expect(triples.count == 1 && triples[0].hasSuffix("-unknown-linux-gnu"), "\(triples)")
        #else
            #expect(triples.count == 1 && triples[0].hasSuffix("-apple-macosx"), "\(triples)")
        #endif
        let zip = folder.url.appendingPathComponent("tessera.artifactbundle.zip")
        let zipBytes = try Data(contentsOf: zip)
        #expect(zipBytes.starts(with: [0x50, 0x4B, 0x03, 0x04]), "not a zip")
        #expect(result.output.contains("checksum: "))
        // The bundled binary is the tool.
        let bundled = Process()
        bundled.executableURL = bundle.appendingPathComponent(path)
        bundled.arguments = ["--version"]
        let pipe = Pipe()
        bundled.standardOutput = pipe
        try bundled.run()
        let version = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        bundled.waitUntilExit()
        #expect(version.contains("0.1.0"), "\(version)")
    }

    @Test("a binary that does not exist is refused with status 2")
    func missingBinary() throws {
        let folder = try FixtureDirectory()
        defer { folder.remove() }
        let result = try Self.runScript(["--binary", folder.url.appendingPathComponent("nope").path, "--output", folder.url.path])
        #expect(result.status == 2, "\(result.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("tessera.artifactbundle").path))
    }
}
