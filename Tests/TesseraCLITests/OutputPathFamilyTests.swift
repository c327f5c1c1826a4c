import Foundation
import Testing

/// The path family of the hostile inputs: output paths as people type them (missing folders with
/// and without `./`, `.`, a trailing slash, an empty string, a name too long) and paths that
/// clash (an output naming an input, `tessera.yml` or the template, two outputs on one file),
/// each given on the command line and in `tessera.yml`. Every run ends with status 0 or 2, never
/// a crash; no input changes; a refused path from `tessera.yml` is located at its key.
@Suite("output path family") struct OutputPathFamilyTests {
    static let token = ##"{"a": {"$type": "color", "$value": "#ff0000"}}"##

    /// What a path case must do.
    enum Outcome: Sendable { case written(String), refused(String) }

    struct Case: Sendable, CustomStringConvertible {
        var key: String
        var path: String
        var outcome: Outcome
        var description: String { "\(key) \(path.prefix(40))" }
    }

    static let longName = String(repeating: "x", count: 300) + ".swift"

    static let cases: [Case] = [
        Case(key: "output", path: "z/T.swift", outcome: .written("z/T.swift")),
        Case(key: "output", path: "Missing/Deep/T.swift", outcome: .written("Missing/Deep/T.swift")),
        Case(key: "output", path: "./dot/T.swift", outcome: .written("dot/T.swift")),
        Case(key: "output", path: "T.swift", outcome: .written("T.swift")),
        Case(key: "output", path: ".", outcome: .refused("TS0604")),
        Case(key: "output", path: "./", outcome: .refused("TS0604")),
        Case(key: "output", path: "newfolder/", outcome: .refused("TS0604")),
        Case(key: "output", path: "/dev/null", outcome: .refused("TS0604")),
        Case(key: "output", path: longName, outcome: .refused("TS0601")),
        Case(key: "output", path: "tokens.json", outcome: .refused("TS0640")),
        Case(key: "output", path: "./sub/../tokens.json", outcome: .refused("TS0640")),
        Case(key: "output", path: "tessera.yml", outcome: .refused("TS0640")),
        Case(key: "output", path: "t.mustache", outcome: .refused("TS0640")),
        Case(key: "output", path: "K.swift", outcome: .refused("TS0641")),
        Case(key: "keys", path: "tokens.json", outcome: .refused("TS0640")),
        Case(key: "keys", path: "z/Keys.swift", outcome: .written("z/Keys.swift")),
        Case(key: "assetCatalog", path: ".", outcome: .refused("TS0620")),
        Case(key: "assetCatalog", path: "./", outcome: .refused("TS0620")),
        Case(key: "assetCatalog", path: "A/B/Tokens.xcassets", outcome: .written("A/B/Tokens.xcassets")),
    ]

    private func fixture(for testCase: Case, inConfiguration: Bool) throws -> (FixtureDirectory, [String]) {
        let fixture = try FixtureDirectory()
        try fixture.write("tokens.json", Self.token)
        try fixture.write("t.mustache", "{{#tokens}}{{id}}\n{{/tokens}}")
        let isClashWithKeys = testCase.path == "K.swift"
        let usesTemplate = testCase.path == "t.mustache"
        var lines = ["inputs: [tokens.json]"]
        var arguments = ["build"]
        let quoted = "\"\(testCase.path)\""
        if inConfiguration {
            lines.append("\(testCase.key): \(quoted)")
            if testCase.key != "output" { lines.append("output: Out.swift") }
            if isClashWithKeys { lines.append("keys: K.swift") }
            if usesTemplate { lines.append("template: t.mustache") }
            arguments.append("tessera.yml")
        } else {
            let option = ["output": "--output", "keys": "--keys", "assetCatalog": "--asset-catalog"][testCase.key]!
            arguments += ["tokens.json", option, testCase.path]
            if testCase.key != "output" { arguments += ["--output", "Out.swift"] }
            if isClashWithKeys { arguments += ["--keys", "K.swift"] }
            if usesTemplate { arguments += ["--template", "t.mustache"] }
            if testCase.path == "tessera.yml" { arguments = ["build", "tessera.yml", "--output", "tessera.yml"] }
        }
        try fixture.write("tessera.yml", lines.joined(separator: "\n") + "\n")
        return (fixture, arguments)
    }

    @Test(arguments: cases, [false, true])
    func aPathEndsInAWriteOrALocatedRefusal(_ testCase: Case, inConfiguration: Bool) throws {
        let (fixture, arguments) = try fixture(for: testCase, inConfiguration: inConfiguration)
        defer { fixture.remove() }
        let configuration = try String(contentsOf: fixture.url.appendingPathComponent("tessera.yml"), encoding: .utf8)
        let result = try CLI.run(arguments, in: fixture.url, timeout: 60)
        #expect([0, 2].contains(result.status), "\(testCase): \(result)")
        #expect(try String(contentsOf: fixture.url.appendingPathComponent("tokens.json"), encoding: .utf8) == Self.token)
        #expect(try String(contentsOf: fixture.url.appendingPathComponent("tessera.yml"), encoding: .utf8) == configuration)
        switch testCase.outcome {
        case .written(let path):
            #expect(result.status == 0, "\(testCase): \(result)")
            #expect(FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent(path).path), "\(testCase): \(result)")
        case .refused(let code):
            #expect(result.status == 2, "\(testCase): \(result)")
            #expect(result.stderr.contains("[\(code)]"), "\(testCase): \(result)")
            #expect(!FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent("Out.swift").path))
            let rawCommandLineClash = !inConfiguration
            if !rawCommandLineClash {
                let line = isClashWithKeysCase(testCase) ? 3 : 2
                #expect(result.stderr.contains("tessera.yml:\(line):"), "\(testCase) is not located at its key: \(result)")
            }
        }
    }

    private func isClashWithKeysCase(_ testCase: Case) -> Bool { testCase.path == "K.swift" }

    /// A file an input references (a resolver's `$ref`) is protected too, though no argument names it.
    @Test func anOutputOverAReferencedFileIsRefused() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("base.json", Self.token)
        try fixture.write(
            "app.resolver.json",
            ##"{"version": "2025.10", "sets": {"b": {"sources": [{"$ref": "base.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/b"}]}"##)
        let result = try CLI.run(["build", "app.resolver.json", "-o", "base.json"], in: fixture.url, timeout: 60)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("[TS0640]"), "\(result)")
        #expect(try String(contentsOf: fixture.url.appendingPathComponent("base.json"), encoding: .utf8) == Self.token)
    }

    /// A symbolic link or a hard link to an input is the input.
    @Test func aLinkToAnInputIsTheInput() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", Self.token)
        let input = fixture.url.appendingPathComponent("tokens.json").path
        try FileManager.default.createSymbolicLink(atPath: fixture.url.appendingPathComponent("soft.swift").path, withDestinationPath: input)
        try FileManager.default.linkItem(atPath: input, toPath: fixture.url.appendingPathComponent("hard.swift").path)
        for output in ["soft.swift", "hard.swift"] {
            let result = try CLI.run(["build", "tokens.json", "-o", output], in: fixture.url, timeout: 60)
            #expect(result.status == 2 && result.stderr.contains("[TS0640]"), "\(output): \(result)")
        }
        #expect(try String(contentsOf: fixture.url.appendingPathComponent("tokens.json"), encoding: .utf8) == Self.token)
    }

    /// `convert` writing over the file it converts.
    @Test func convertNeverReplacesItsInput() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", Self.token)
        let result = try CLI.run(["convert", "tokens.json", "--output-dir", ".", "--name", "tokens"], in: fixture.url, timeout: 60)
        #expect([0, 2].contains(result.status), "\(result)")
        #expect(try String(contentsOf: fixture.url.appendingPathComponent("tokens.json"), encoding: .utf8) == Self.token, "\(result)")
    }
}

/// A configuration under another name than tessera.yml is read as one.
@Suite struct RenamedConfigurationTests {
    @Test func aYAMLFileWithInputsIsTheConfiguration() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", OutputPathFamilyTests.token)
        try fixture.write("tessera.ios.yml", "inputs: [tokens.json]\noutput: Gen/Tokens.swift\n")
        let result = try CLI.run(["build", "tessera.ios.yml"], in: fixture.url, timeout: 60)
        #expect(result.status == 0, "\(result)")
        #expect(FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent("Gen/Tokens.swift").path))
    }

    /// `my-config.yml` whose top level holds only tessera.yml keys, quoted and after a comment, is the configuration.
    @Test func aYAMLFileOfConfigurationKeysIsTheConfiguration() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", OutputPathFamilyTests.token)
        try fixture.write("my-config.yml", "# the app's tokens\n\"output\": Gen/Tokens.swift\n\"inputs\":\n  - tokens.json\n")
        let result = try CLI.run(["build", "my-config.yml"], in: fixture.url, timeout: 60)
        #expect(result.status == 0, "\(result)")
        #expect(FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent("Gen/Tokens.swift").path))
    }

    /// A YAML token file given alone, with no output: says it was read as tokens and what a configuration needs.
    @Test func aYAMLTokenFileWithoutAnOutputSaysHowItWasRead() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.yml", "color:\n  a:\n    $type: number\n    $value: 1\n")
        let result = try CLI.run(["build", "tokens.yml"], in: fixture.url, timeout: 60)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("tokens.yml was read as token input, not as configuration"), "\(result)")
        #expect(result.stderr.contains("A configuration names inputs: and output: at its top"), "\(result)")
    }
}
