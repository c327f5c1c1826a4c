import Foundation
import Testing

@Suite("tessera lint and tessera diff")
struct LintDiffCLITests {
    static let tokens = """
        {
          "surface": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
          "muted": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.6, 0.6, 0.6] } },
          "spacing": { "md": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } }
        }
        """

    @Test("lint reads ./tessera.yml: errors exit 1, a passing set 0, an invalid lint: 2")
    func lintExitCodes() throws {
        let folder = try FixtureDirectory()
        defer { folder.remove() }
        try folder.write("app.tokens.json", Self.tokens)
        try folder.write("tessera.yml", "inputs: [app.tokens.json]\nlint:\n  contrast:\n    - { foreground: muted, background: surface }\n")
        let failing = try CLI.run(["lint"], in: folder.url)
        #expect(failing.status == 1, "\(failing)")
        #expect(failing.stderr.contains("app.tokens.json:3:") && failing.stderr.contains("[TS0910]"), "\(failing)")
        #expect(failing.stdout.contains("1 finding"), "\(failing)")

        try folder.write(
            "tessera.yml", "inputs: [app.tokens.json]\nlint:\n  contrast:\n    - { foreground: muted, background: surface, minimum: 2 }\n")
        let passing = try CLI.run(["lint", "tessera.yml"], in: folder.url)
        #expect(passing.status == 0, "\(passing)")

        try folder.write("tessera.yml", "inputs: [app.tokens.json]\nlint:\n  contrats: []\n")
        let invalid = try CLI.run(["lint"], in: folder.url)
        #expect(invalid.status == 2, "\(invalid)")
        #expect(invalid.stderr.contains("tessera.yml:3:3:") && invalid.stderr.contains("[TS0900]"), "\(invalid)")
    }

    @Test("lint --format sarif and --format json carry the findings; --config applies to token inputs")
    func lintFormats() throws {
        let folder = try FixtureDirectory()
        defer { folder.remove() }
        try folder.write("app.tokens.json", Self.tokens)
        try folder.write("tessera.yml", "lint:\n  contrast:\n    - { foreground: muted, background: surface }\n")
        let sarif = try CLI.run(["lint", "app.tokens.json", "--config", "tessera.yml", "--format", "sarif"], in: folder.url)
        #expect(sarif.status == 1, "\(sarif)")
        let log = try sarif.json()
        #expect(log["version"] as? String == "2.1.0")
        let results = (log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]
        #expect(results?.count == 1 && results?.first?["ruleId"] as? String == "TS0910", "\(sarif)")
        let json = try CLI.run(["lint", "app.tokens.json", "--config", "tessera.yml", "--format", "json"], in: folder.url).json()
        #expect((json["diagnostics"] as? [[String: Any]])?.first?["code"] as? String == "TS0910")
        // Without --config, token inputs get the defaults: no pairs, nothing to report.
        #expect(try CLI.run(["lint", "app.tokens.json"], in: folder.url).status == 0)
    }

    @Test("diff exits 0 for equal versions, 1 when they differ, 2 for an unreadable input")
    func diffExitCodes() throws {
        let folder = try FixtureDirectory()
        defer { folder.remove() }
        try folder.write("v1/app.tokens.json", Self.tokens)
        try folder.write(
            "v2/app.tokens.json",
            Self.tokens.replacingOccurrences(of: "\"md\"", with: "\"medium\"").replacingOccurrences(
                of: "0.6, 0.6, 0.6", with: "0.4, 0.4, 0.4"))
        let same = try CLI.run(["diff", "v1", "v1"], in: folder.url)
        #expect(same.status == 0 && same.stdout == "no changes\n", "\(same)")
        let changed = try CLI.run(["diff", "v1", "v2", "--format", "json"], in: folder.url)
        #expect(changed.status == 1, "\(changed)")
        let json = try changed.json()
        #expect(json["breaking"] as? Bool == true)
        let kinds = (json["changes"] as? [[String: Any]])?.compactMap { $0["kind"] as? String }
        #expect(kinds == ["changed", "renamed"], "\(changed)")
        let markdown = try CLI.run(["diff", "v1", "v2", "--format", "markdown"], in: folder.url)
        #expect(markdown.stdout.contains("| Change | Token |"), "\(markdown)")
        // A token with an error is left out, and said so; the rest is compared.
        try folder.write(
            "v4/app.tokens.json",
            Self.tokens.replacingOccurrences(
                of: "\"spacing\"", with: "\"broken\": { \"$type\": \"color\", \"$value\": \"{nowhere}\" },\n  \"spacing\""))
        let broken = try CLI.run(["diff", "v1", "v4"], in: folder.url)
        #expect(broken.status == 0 && broken.stdout == "no changes\n", "\(broken)")
        #expect(broken.stderr.contains("[TS0301]") && broken.stderr.contains("[TS0950]"), "\(broken)")
        let missing = try CLI.run(["diff", "v1", "v3"], in: folder.url)
        #expect(missing.status == 2, "\(missing)")
        #expect(missing.stderr.contains("[TS0950]"), "\(missing)")
    }
}
