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
        // Read as DTCG, the themes are not read and math is no value: "{space} * 2" has no type (TS0203).
        let dtcg = try CLI.run(["validate", "tokens", "--from", "dtcg"], in: directory.url)
        #expect(dtcg.status == 1, "\(dtcg)")
        #expect(dtcg.stderr.contains("token gap has no $type"), "\(dtcg)")
        // Every token read is counted, resolved or not.
        #expect(dtcg.stdout.hasPrefix("2 tokens read, 1 resolved, in 1 permutation"), "\(dtcg)")
        let studio = try CLI.run(["validate", "tokens", "--from", "tokens-studio"], in: directory.url)
        #expect(studio.status == 0, "\(studio)")
    }

    @Test func folderSetsValidateAndCountEveryToken() throws {
        let directory = try FixtureDirectory()
        defer { directory.remove() }
        let files: [String: String] = [
            "tokens/$themes.json": ##"""
            [{"name": "Light", "group": "mode", "selectedTokenSets": {"base": "source", "mode/light": "enabled", "gone": "enabled"}},
             {"name": "Dark", "group": "mode", "selectedTokenSets": {"base": "enabled", "mode/dark": "enabled"}}]
            """##,
            "tokens/$metadata.json": ##"{"tokenSetOrder": ["base", "mode"]}"##,
            "tokens/base/color.json": ##"{"white": {"value": "#ffffff", "type": "color"}, "black": {"value": "#000000", "type": "color"}}"##,
            "tokens/base/nested/space.json": ##"{"space": {"value": "4", "type": "spacing"}}"##,
            "tokens/mode/light.json": ##"{"ink": {"value": "{black}", "type": "color"}}"##,
            "tokens/mode/dark.json": ##"{"ink": {"value": "{white}", "type": "color"}, "line": {"value": "{nothing}", "type": "color"}}"##,
        ]
        for (name, text) in files { try directory.write(name, text) }
        let validate = try CLI.run(["validate", "tokens"], in: directory.url)
        // "line" does not resolve in Dark and is still counted: white, black, space, ink, line.
        #expect(validate.status == 1, "\(validate)")
        #expect(validate.stderr.contains("tokens/$themes.json:1:102: warning: "), "\(validate)")
        #expect(validate.stdout == "5 tokens read, 4 resolved, in 2 permutations: 1 error, 1 warning\n", "\(validate)")
        let light = try CLI.run(["validate", "tokens", "--input", "mode=Light"], in: directory.url)
        #expect(light.stdout == "4 tokens in 1 permutation: 0 errors, 1 warning\n", "\(light)")
        let dark = try CLI.run(["validate", "tokens", "--input", "mode=Dark"], in: directory.url)
        #expect(dark.stdout == "5 tokens read, 4 resolved, in 1 permutation: 1 error, 1 warning\n", "\(dark)")
    }
}
