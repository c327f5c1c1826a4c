import Foundation
import Testing

/// `tessera audit` from the command line: diagnostics, formats, --fix, --baseline, and the
/// folders it may read.
@Suite("tessera audit")
struct AuditCLITests {
    static let fixtures = CLI.packageRoot.appendingPathComponent("Tests/TesseraAuditTests/Fixtures")

    /// A folder with the fixture tokens, a tessera.yml and the fixture app sources in App/.
    static func project(audit: String = "") throws -> FixtureDirectory {
        let folder = try FixtureDirectory()
        for name in ["audit.resolver.json", "base.tokens.json", "light.tokens.json", "dark.tokens.json"] {
            try folder.write("tokens/\(name)", try String(contentsOf: fixtures.appendingPathComponent("Tokens/\(name)"), encoding: .utf8))
        }
        for name in ["NyxStyle.swift", "AppTheming.swift", "ProfileView.swift", "SettingsViewController.swift"] {
            try folder.write("App/\(name)", try String(contentsOf: fixtures.appendingPathComponent("App/\(name)"), encoding: .utf8))
        }
        try folder.write("tessera.yml", "inputs: [tokens/audit.resolver.json]\nrootType: Tokens\n" + audit)
        return folder
    }

    @Test("audit with no arguments reads ./tessera.yml, its inputs and audit.sources, as build and lint do")
    func noArgumentsReadTheConfigurationOfTheCurrentFolder() throws {
        let folder = try Self.project(audit: "audit: { sources: [App], kinds: [color] }\n")
        defer { folder.remove() }
        let result = try CLI.run(["audit", "--verbose"], in: folder.url)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("App/AppTheming.swift:12:34: warning: hard-coded color #017CFF"), "\(result.stderr)")
        #expect(result.stdout.contains("4 Swift files audited"), "\(result.stdout)")
        // The same file named, and a tessera.yml in another folder: audit.sources is relative to it.
        let named = try CLI.run(["audit", "tessera.yml", "--verbose"], in: folder.url)
        #expect(named.stdout == result.stdout, "\(named)")
        let fromAbove = try CLI.run(["audit", folder.url.lastPathComponent + "/tessera.yml"], in: folder.url.deletingLastPathComponent())
        #expect(fromAbove.status == 0 && fromAbove.stdout.contains("4 Swift files audited"), "\(fromAbove)")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("tessera.yml"))
        let missing = try CLI.run(["audit"], in: folder.url)
        #expect(missing.status == 2 && missing.stderr.contains("cannot read tessera.yml"), "\(missing)")
    }

    @Test func findingsAreLocatedDiagnosticsAndTheSummaryCountsThem() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let result = try CLI.run(["audit", "tessera.yml", "--sources", "App", "--verbose"], in: folder.url)
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stderr.contains("App/AppTheming.swift:12:34: warning: hard-coded color #017CFF is the token palette.accent.600 [TS0970]"),
            "\(result.stderr)")
        #expect(result.stderr.contains("App/NyxStyle.swift:9:") && result.stderr.contains("no token has this value [TS0973]"))
        #expect(result.stdout.contains("4 Swift files audited"), "\(result.stdout)")
        #expect(result.stdout.contains("App/ProfileView.swift: 0 token uses"), "\(result.stdout)")
        let strict = try CLI.run(["audit", "tessera.yml", "--sources", "App", "--max-warnings", "0"], in: folder.url)
        #expect(strict.status == 1)
    }

    @Test func jsonAndSarifCarryTheFindings() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let json = try CLI.run(["audit", "tessera.yml", "--sources", "App", "--format", "json"], in: folder.url).json()
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count > 40)
        let summary = try #require(json["summary"] as? [String: Any])
        #expect((summary["total"] as? [String: Any])?["hardCoded"] as? Int == diagnostics.count)
        let sarif = try CLI.run(["audit", "tessera.yml", "--sources", "App", "--format", "sarif"], in: folder.url)
        let log = try sarif.json()
        #expect(log["version"] as? String == "2.1.0")
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.count == diagnostics.count)
        #expect(Set(results.compactMap { $0["ruleId"] as? String }).isSubset(of: ["TS0970", "TS0971", "TS0972", "TS0973"]))
    }

    @Test func fixRewritesExactMatchesOnceAndOnlyThem() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let first = try CLI.run(["audit", "tessera.yml", "--sources", "App", "--fix"], in: folder.url)
        #expect(first.status == 0, "\(first)")
        #expect(first.stdout.contains("in 4 files"), "\(first.stdout)")
        let view = try String(contentsOf: folder.url.appendingPathComponent("App/ProfileView.swift"), encoding: .utf8)
        #expect(view.contains(".padding(Tokens.default.space.lg.defaultValue.points)"), "\(view)")
        #expect(view.contains(".padding(7) // tessera:ignore"))
        let second = try CLI.run(["audit", "tessera.yml", "--sources", "App", "--fix", "--format", "json"], in: folder.url).json()
        #expect(second["fixed"] as? Int == 0)
        let codes = (second["diagnostics"] as? [[String: Any]])?.compactMap { $0["code"] as? String } ?? []
        #expect(!codes.contains("TS0970"), "\(codes)")
    }

    @Test func theBaselineKeepsOnlyNewFindings() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let recording = try CLI.run(["audit", "tessera.yml", "--sources", "App", "--baseline", "baseline.json"], in: folder.url)
        #expect(recording.status == 0 && FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("baseline.json").path))
        let quiet = try CLI.run(["audit", "tessera.yml", "--sources", "App", "--baseline", "baseline.json", "--max-warnings", "0"], in: folder.url)
        #expect(quiet.status == 0, "\(quiet)")
        try folder.write("App/New.swift", "import SwiftUI\nlet gap = Text(\"x\").padding(16)\n")
        let new = try CLI.run(["audit", "tessera.yml", "--sources", "App", "--baseline", "baseline.json", "--max-warnings", "0"], in: folder.url)
        #expect(new.status == 1 && new.stderr.contains("App/New.swift:2:29: warning: hard-coded spacing 16 is the token space.md"), "\(new)")
        try folder.write("baseline.json", "not json")
        #expect(try CLI.run(["audit", "tessera.yml", "--sources", "App", "--baseline", "baseline.json"], in: folder.url).status == 2)
    }

    @Test func nothingOutsideTheFoldersIsReadAndLinkLoopsEnd() throws {
        let folder = try Self.project(audit: "audit:\n  exclude: [\"**/Skipped*.swift\"]\n")
        defer { folder.remove() }
        try folder.write("Outside/Secret.swift", "import SwiftUI\nlet secret = Color(red: 0, green: 0, blue: 0)\n")
        try folder.write("App/SkippedView.swift", "import SwiftUI\nlet skipped = Color(red: 0, green: 0, blue: 0)\n")
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: folder.url.appendingPathComponent("App/Linked.swift").path, withDestinationPath: "../Outside/Secret.swift")
        try manager.createSymbolicLink(atPath: folder.url.appendingPathComponent("App/OutsideFolder").path, withDestinationPath: "../Outside")
        try manager.createSymbolicLink(atPath: folder.url.appendingPathComponent("App/loop").path, withDestinationPath: ".")
        try manager.createSymbolicLink(atPath: folder.url.appendingPathComponent("App/Inside.swift").path, withDestinationPath: "NyxStyle.swift")
        try folder.write("App/Binary.swift", "let a = 1\u{0}\u{1}")
        let result = try CLI.run(["audit", "tessera.yml", "--sources", "App", "--format", "json"], in: folder.url, timeout: 60)
        #expect(result.status == 0, "\(result)")
        let diagnostics = try #require(try result.json()["diagnostics"] as? [[String: Any]])
        let files = Set(diagnostics.compactMap { ($0["location"] as? [String: Any])?["file"] as? String })
        #expect(!files.contains { $0.contains("Secret") || $0.contains("Skipped") || $0.contains("OutsideFolder/") }, "\(files)")
        let notes = diagnostics.filter { $0["code"] as? String == "TS0975" }.compactMap { $0["message"] as? String }
        #expect(notes.contains { $0.hasPrefix("App/Linked.swift is skipped: it is a symbolic link to") }, "\(notes)")
        #expect(notes.contains { $0.hasPrefix("App/Binary.swift is skipped") }, "\(notes)")
        // A link inside the folders is followed once; the loop adds nothing.
        #expect(files.contains("App/Inside.swift") && !files.contains { $0.hasPrefix("App/loop/") }, "\(files)")
    }

    @Test func badArgumentsExitTwo() throws {
        let folder = try Self.project(audit: "audit:\n  kinds: [colour]\n")
        defer { folder.remove() }
        let invalid = try CLI.run(["audit", "tessera.yml", "--sources", "App"], in: folder.url)
        #expect(invalid.status == 2 && invalid.stderr.contains("[TS0976]"), "\(invalid)")
        try folder.write("tessera.yml", "inputs: [tokens/audit.resolver.json]\n")
        let missing = try CLI.run(["audit", "tessera.yml", "--sources", "Nowhere"], in: folder.url)
        #expect(missing.status == 2 && missing.stderr.contains("[TS0977]"), "\(missing)")
    }
}
