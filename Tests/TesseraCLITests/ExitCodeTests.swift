import Foundation
import Testing

/// Exit status 2 for usage mistakes in every command, 1 only for problems in the tokens.
@Suite struct ExitCodeTests {
    static let themed = """
        {"version": "2025.10",
         "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
         "modifiers": {"theme": {"contexts": {"light": [], "dark": []}}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
        """

    @Test func aModifierWithoutDefaultLeftUnchosenIsAUsageMistake() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("base.json", #"{"n": {"$type": "number", "$value": 1}}"#)
        try fixture.write("t.resolver.json", Self.themed)
        let resolved = try CLI.run(["resolve", "t.resolver.json"], in: fixture.url)
        #expect(resolved.status == 2, "\(resolved)")
        #expect(resolved.stdout.isEmpty, "\(resolved)")
        #expect(resolved.stderr.contains("modifier \"theme\" has no default") && resolved.stderr.contains("[TS0504]"), "\(resolved)")
        let chosen = try CLI.run(["resolve", "t.resolver.json", "--input", "theme=dark"], in: fixture.url)
        #expect(chosen.status == 0, "\(chosen)")
        #expect(chosen.stdout == "n (number) = 1\n", "\(chosen)")
    }

    @Test func anUnknownContextIsAUsageMistakeInValidateWithItsSummary() throws {
        let result = try CLI.run(["validate", CLI.acme, "--input", "appearance=sepia"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stdout == "0 tokens in 0 permutations: 1 error, 0 warnings\n", "\(result)")
        #expect(result.stderr.contains("error: modifier \"appearance\" has no context \"sepia\""), "\(result)")
    }

    @Test func anInvalidConfigurationIsAUsageMistakeInEveryReadingCommand() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", #"{"n": {"$type": "number", "$value": 1}}"#)
        try fixture.write("tessera.yml", "inputs: [tokens.json]\nfrom: sketch\n")
        for command in [["validate"], ["resolve"], ["convert", "--output-dir", "out"]] {
            let result = try CLI.run(command + ["tokens.json", "--config", "tessera.yml"], in: fixture.url)
            #expect(result.status == 2, "\(command[0]): \(result)")
            #expect(result.stdout.isEmpty, "\(command[0]): \(result)")
            #expect(result.stderr.contains("tessera.yml:2:7: error: from must be one of"), "\(command[0]): \(result)")
        }
        #expect(!FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent("out").path))
    }

    @Test func misspelledModifiersAndContextsGetOneSuggestion() throws {
        let modifier = try CLI.run(["resolve", CLI.acme, "--input", "apperance=dark"])
        #expect(modifier.status == 2, "\(modifier)")
        #expect(modifier.stderr.contains("fix: did you mean --input appearance=dark?\n"), "\(modifier)")
        let context = try CLI.run(["validate", CLI.acme, "--input", "appearance=drak"])
        #expect(context.status == 2, "\(context)")
        #expect(context.stderr.contains("fix: did you mean --input appearance=dark?\n"), "\(context)")
        let far = try CLI.run(["validate", CLI.acme, "--input", "appearance=sepia"])
        #expect(!far.stderr.contains("did you mean"), "\(far)")
    }

    @Test func aMisspelledTokenForResolveIsSuggested() throws {
        let result = try CLI.run(["resolve", CLI.acme, "--token", "color.backgruond.primary"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.contains("fix: did you mean color.background.primary?"), "\(result)")
    }

    @Test func problemsInTheTokensStillExitWithOne() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", #"{"a": {"$type": "number", "$value": "{missing}"}}"#)
        let result = try CLI.run(["validate", "tokens.json"], in: fixture.url)
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout == "1 token read, 0 resolved, in 1 permutation: 1 error, 0 warnings\n", "\(result)")
        #expect(result.stderr.contains("[TS0301]"), "\(result)")
    }

    @Test func theRootHelpHasTheExitCodeTable() throws {
        let result = try CLI.run(["--help"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("  0  no errors"), "\(result)")
        #expect(result.stdout.contains("  1  problems in the tokens"), "\(result)")
        #expect(result.stdout.contains("  2  usage mistakes"), "\(result)")
    }
}
