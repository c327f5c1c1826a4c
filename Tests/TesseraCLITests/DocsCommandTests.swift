import Foundation
import Testing

@Suite("tessera docs")
struct DocsCommandTests {
    static let tokens = LintDiffCLITests.tokens

    @Test("docs writes the site once, then finds it up to date; tessera.yml brings its inputs and contrast pairs")
    func writesTheSiteOnlyWhenItChanges() throws {
        let folder = try FixtureDirectory()
        defer { folder.remove() }
        try folder.write("app.tokens.json", Self.tokens)
        try folder.write("tessera.yml", "inputs: [app.tokens.json]\nrootType: AppTokens\nlint:\n  contrast:\n    - { foreground: muted, background: surface }\n")
        let first = try CLI.run(["docs", "tessera.yml", "--output", "site"], in: folder.url)
        #expect(first.status == 0, "\(first)")
        #expect(first.stderr.contains("wrote site (3 tokens, 4 files changed)"), "\(first)")
        for name in ["index.html", "style.css", "app.js", "tokens.js"] {
            #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("site/\(name)").path), "\(name)")
        }
        let data = try String(contentsOf: folder.url.appendingPathComponent("site/tokens.js"), encoding: .utf8)
        #expect(data.contains(#""root":"AppTokens""#))
        // The contrast finding of the pair, on both tokens.
        #expect(data.components(separatedBy: #""lint":[{"m":"muted (#999999) on surface"#).count == 3, "\(data)")
        let second = try CLI.run(["docs", "tessera.yml", "-o", "site"], in: folder.url)
        #expect(second.status == 0 && second.stderr.contains("site is up to date"), "\(second)")
    }

    @Test("docs with no arguments reads ./tessera.yml: its inputs and docs: { output, title }; --output wins")
    func noArgumentsReadTheConfigurationOfTheCurrentFolder() throws {
        let folder = try FixtureDirectory()
        defer { folder.remove() }
        try folder.write("app.tokens.json", Self.tokens)
        try folder.write("tessera.yml", "inputs: [app.tokens.json]\ndocs: { output: site, title: Acme }\n")
        let result = try CLI.run(["docs"], in: folder.url)
        #expect(result.status == 0 && result.stderr.contains("wrote site (3 tokens, 4 files changed)"), "\(result)")
        let page = try String(contentsOf: folder.url.appendingPathComponent("site/tokens.js"), encoding: .utf8)
        #expect(page.contains(#""title":"Acme""#), "\(page.prefix(300))")
        let elsewhere = try CLI.run(["docs", "-o", "other"], in: folder.url)
        #expect(elsewhere.status == 0 && elsewhere.stderr.contains("wrote other"), "\(elsewhere)")
        try folder.write("tessera.yml", "inputs: [app.tokens.json]\n")
        let noOutput = try CLI.run(["docs"], in: folder.url)
        #expect(noOutput.status == 2 && noOutput.stderr.contains("--output DIR"), "\(noOutput)")
        try folder.write("tessera.yml", "inputs: [app.tokens.json]\ndocs: { ouput: site }\n")
        let misspelled = try CLI.run(["docs"], in: folder.url)
        #expect(misspelled.status == 2 && misspelled.stderr.contains("tessera.yml:2:9: error: unknown key \"ouput\" in docs"), "\(misspelled)")
        #expect(misspelled.stderr.contains("did you mean output?"), "\(misspelled)")
    }

    @Test("docs writes nothing for tokens with errors, and exits 2 when --diff cannot be read")
    func refusesBadInput() throws {
        let folder = try FixtureDirectory()
        defer { folder.remove() }
        try folder.write("bad.tokens.json", #"{ "a": { "$type": "color", "$value": "{missing}" } }"#)
        let bad = try CLI.run(["docs", "bad.tokens.json", "-o", "site"], in: folder.url)
        #expect(bad.status == 1, "\(bad)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("site").path))

        try folder.write("app.tokens.json", Self.tokens)
        let diff = try CLI.run(["docs", "app.tokens.json", "-o", "site", "--diff", "nowhere.tokens.json"], in: folder.url)
        #expect(diff.status == 2, "\(diff)")
        #expect(diff.stderr.contains("[TS0990]"), "\(diff)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("site").path))
    }

    @Test("docs --diff writes changes.html with the changes diff reports")
    func writesTheChangesPage() throws {
        let folder = try FixtureDirectory()
        defer { folder.remove() }
        try folder.write("old.tokens.json", Self.tokens)
        try folder.write("app.tokens.json", Self.tokens.replacingOccurrences(of: "[0.6, 0.6, 0.6]", with: "[0.4, 0.4, 0.4]"))
        let result = try CLI.run(["docs", "app.tokens.json", "-o", "site", "--diff", "old.tokens.json"], in: folder.url)
        #expect(result.status == 0, "\(result)")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("site/changes.html").path))
        let data = try String(contentsOf: folder.url.appendingPathComponent("site/tokens.js"), encoding: .utf8)
        #expect(data.contains(#""changes":[{"path":"muted","kind":"changed""#), "\(data.suffix(400))")
    }
}
