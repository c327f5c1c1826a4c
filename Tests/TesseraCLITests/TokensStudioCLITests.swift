import Foundation
import Testing

/// `tessera` on Tokens Studio exports: the format is detected, `--from` forces or refuses it,
/// and themes are selected with `--input group=theme`.
@Suite struct TokensStudioCLITests {
    static let files: [String: String] = [
        "tokens/$themes.json": ##"""
        [{"name": "Light", "group": "mode", "selectedTokenSets": {"core": "source", "light": "enabled"}},
         {"name": "Dark", "group": "mode", "selectedTokenSets": {"core": "source", "dark": "enabled"}}]
        """##,
        "tokens/core.json": ##"{"space": {"value": "4", "type": "spacing"}}"##,
        "tokens/light.json": ##"{"gap": {"value": "{space} * 2", "type": "spacing"}}"##,
        "tokens/dark.json": ##"{"gap": {"value": "{space} * 3", "type": "spacing"}}"##,
    ]

    @Test func detectsThemesAndComputesPerTheme() throws {
        let directory = try FixtureDirectory()
        defer { directory.remove() }
        for (name, text) in Self.files { try directory.write(name, text) }
        let validate = try CLI.run(["validate", "tokens"], in: directory.url)
        #expect(validate.status == 0, "\(validate)")
        #expect(validate.stdout == "2 tokens in 2 permutations: 0 errors, 0 warnings\n", "\(validate)")
        // {space} * 3 = 12px in Dark.
        let resolve = try CLI.run(["resolve", "tokens", "--input", "mode=Dark", "--token", "gap", "--format", "json"], in: directory.url)
        #expect(resolve.status == 0, "\(resolve)")
        let tokens = try #require(resolve.json()["tokens"] as? [String: Any])
        let gap = try #require(tokens["gap"] as? [String: Any])
        let value = try #require(gap["$value"] as? [String: Any])
        #expect(value["value"] as? Double == 12)
        #expect(value["unit"] as? String == "px")
    }

    @Test func fromChoosesTheReader() throws {
        let directory = try FixtureDirectory()
        defer { directory.remove() }
        for (name, text) in Self.files { try directory.write(name, text) }
        // Read as DTCG, "spacing" is no type (TS0203) and the themes are not read.
        let dtcg = try CLI.run(["validate", "tokens", "--from", "dtcg"], in: directory.url)
        #expect(dtcg.status == 1, "\(dtcg)")
        #expect(dtcg.stderr.contains("token space has no $type"), "\(dtcg)")
        #expect(dtcg.stdout.hasPrefix("0 tokens in 1 permutation"), "\(dtcg)")
        let studio = try CLI.run(["validate", "tokens", "--from", "tokens-studio"], in: directory.url)
        #expect(studio.status == 0, "\(studio)")
    }
}
