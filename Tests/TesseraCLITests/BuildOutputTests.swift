import Foundation
import Testing

/// `build --output -` and output folders that do not exist yet.
@Suite struct BuildOutputTests {
    static let tokens = #"{"space": {"$type": "number", "small": {"$value": 4}}}"#

    @Test func aDashWritesTheSwiftToStandardOutput() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", Self.tokens)
        let file = try CLI.run(["build", "tokens.json", "-o", "T.swift"], in: fixture.url)
        #expect(file.status == 0, "\(file)")
        let written = try String(contentsOf: fixture.url.appendingPathComponent("T.swift"), encoding: .utf8)

        let piped = try CLI.run(["build", "tokens.json", "--output", "-"], in: fixture.url)
        #expect(piped.status == 0, "\(piped)")
        #expect(piped.stdout == written, "\(piped)")
        #expect(piped.stderr.isEmpty, "\(piped)")
        #expect(!FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent("-").path))
    }

    @Test func aDashWithErrorsPrintsNothingOnStandardOutput() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", #"{"a": {"$type": "number", "$value": "{missing}"}}"#)
        let result = try CLI.run(["build", "tokens.json", "-o", "-"], in: fixture.url)
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.contains("[TS0301]"), "\(result)")
    }

    @Test func keysAndWatchNeedAFile() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", Self.tokens)
        let keys = try CLI.run(["build", "tokens.json", "--keys", "-"], in: fixture.url)
        #expect(keys.status == 2, "\(keys)")
        #expect(keys.stderr.contains("only --output can be -"), "\(keys)")
        let watch = try CLI.run(["build", "tokens.json", "-o", "-", "--watch"], in: fixture.url)
        #expect(watch.status == 2, "\(watch)")
        #expect(watch.stdout.isEmpty, "\(watch)")
    }

    @Test func missingOutputFoldersAreCreated() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", Self.tokens)
        let result = try CLI.run(["build", "tokens.json", "-o", "Sources/Generated/Tokens.swift"], in: fixture.url)
        #expect(result.status == 0, "\(result)")
        let written = try String(
            contentsOf: fixture.url.appendingPathComponent("Sources/Generated/Tokens.swift"), encoding: .utf8)
        #expect(written.contains("small"), "\(written)")
    }
}
