import Foundation
import Testing

/// `tessera build` end to end: config file, atomic and change-only writes, refusal on errors.
@Suite("tessera build") struct BuildCommandTests {
    @Test func writesOnceAndReportsUpToDate() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", #"{"space": {"$type": "dimension", "s": {"$value": {"value": 4, "unit": "px"}}}}"#)
        let first = try CLI.run(["build", "tokens.json", "--output", "Tokens.swift"], in: fixture.url)
        #expect(first.status == 0, "\(first)")
        #expect(first.stderr.contains("wrote Tokens.swift (1 tokens, 1 theme)"), "\(first)")
        let path = fixture.url.appendingPathComponent("Tokens.swift").path
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.contains("public var s: TesseraTheme.TokenDimension"))
        let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        let second = try CLI.run(["build", "tokens.json", "--output", "Tokens.swift"], in: fixture.url)
        #expect(second.stderr.contains("Tokens.swift is up to date"), "\(second)")
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == modified)
    }

    @Test func keysAloneWriteTheTokenKeyNamespace() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", #"{"theme": {"navigation": {"highlight": {"$type": "color", "$value": "{Accent.a}"}}}}"#)
        try fixture.write("colors.json", ##"{"Accent": {"a": {"$type": "color", "$value": "#017cff"}}}"##)
        let result = try CLI.run(
            ["build", "tokens.json", "colors.json", "--keys", "ThemeTokens.swift", "--keys-type", "ThemeTokens"], in: fixture.url)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("wrote ThemeTokens.swift"), "\(result)")
        let written = try String(contentsOf: fixture.url.appendingPathComponent("ThemeTokens.swift"), encoding: .utf8)
        #expect(written.contains("public enum ThemeTokens {"))
        #expect(written.contains("public static let highlight: TesseraStore.TokenKey = TesseraStore.TokenKey(\"theme.navigation.highlight\")"))
        // No --output: only the keys are written.
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.url.path).sorted() == ["ThemeTokens.swift", "colors.json", "tokens.json"])
    }

    @Test func readsTesseraYMLFromTheCurrentDirectory() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", #"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}"#)
        try fixture.write("tessera.yml", "inputs: [tokens.json]\noutput: Out.swift\nrootType: Palette\naccess: internal\n")
        let result = try CLI.run(["build"], in: fixture.url)
        #expect(result.status == 0, "\(result)")
        let written = try String(contentsOf: fixture.url.appendingPathComponent("Out.swift"), encoding: .utf8)
        #expect(written.contains("nonisolated internal struct Palette"))
        #expect(written.contains("\nimport TesseraTheme"))
    }

    @Test func badConfigurationIsReportedWithItsLocation() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tessera.yml", "inputs: [t.json]\ncolour: red\n")
        let result = try CLI.run(["build", "tessera.yml"], in: fixture.url)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("tessera.yml:2:1: error: unknown key \"colour\""), "\(result)")
        #expect(result.stderr.contains("[TS0602]"), "\(result)")
    }

    @Test func errorsLeaveNoOutputFile() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", #"{"a-b": {"$type": "number", "$value": 1}, "aB": {"$type": "number", "$value": 2}}"#)
        let result = try CLI.run(["build", "tokens.json", "-o", "T.swift"], in: fixture.url)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("[TS0600]"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent("T.swift").path))
    }

    @Test func remBaseComesFromTheConfigurationOrTheFlag() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", #"{"space": {"$type": "dimension", "m": {"$value": {"value": 1.5, "unit": "rem"}}}}"#)
        try fixture.write("tessera.yml", "inputs: [tokens.json]\noutput: Out.swift\nremBase: 10\n")
        let configured = try CLI.run(["build"], in: fixture.url)
        #expect(configured.status == 0, "\(configured)")
        let written = try String(contentsOf: fixture.url.appendingPathComponent("Out.swift"), encoding: .utf8)
        #expect(written.contains("TesseraTheme.TokenDimension.rem(1.5, base: 10)"), "\(written)")

        let flagged = try CLI.run(["build", "tokens.json", "-o", "Default.swift", "--rem-base", "16"], in: fixture.url)
        #expect(flagged.status == 0, "\(flagged)")
        let standard = try String(contentsOf: fixture.url.appendingPathComponent("Default.swift"), encoding: .utf8)
        #expect(standard.contains("= TesseraTheme.TokenDimension.rem(1.5)\n"), "\(standard)")

        try fixture.write("bad/tessera.yml", "inputs: [../tokens.json]\noutput: ../Bad.swift\nremBase: 0\n")
        let bad = try CLI.run(["build", "bad/tessera.yml"], in: fixture.url)
        #expect(bad.status == 1, "\(bad)")
        #expect(bad.stderr.contains("tessera.yml:3:10: error: remBase must be a positive number"), "\(bad)")
        let badFlag = try CLI.run(["build", "tokens.json", "-o", "Bad.swift", "--rem-base", "-2"], in: fixture.url)
        #expect(badFlag.status == 2, "\(badFlag)")
        #expect(!FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent("Bad.swift").path))
    }

    @Test func brokenTemplateIsReportedInTheTemplateAndNothingIsWritten() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", #"{"n": {"$type": "number", "$value": 1}}"#)
        try fixture.write("Out.mustache", "enum Out {\n{{#tokens}}\n    static let {{identifier}} = 0\n")
        let result = try CLI.run(["build", "tokens.json", "--template", "Out.mustache", "-o", "Out.swift"], in: fixture.url)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("Out.mustache:"), "\(result)")
        #expect(result.stderr.contains("error: invalid template: a section is not closed; end it with {{/name}} [TS0603]"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent("Out.swift").path))
    }
}
