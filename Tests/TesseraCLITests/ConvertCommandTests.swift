import Foundation
import Testing
import TesseraTestSupport

/// `tessera convert` end to end: every corpus it owns and the bundled example convert to
/// files that `validate --strict` accepts, a second conversion of the output changes no
/// byte, and nothing is written when the inputs have errors.
@Suite("tessera convert", .needsSharedCorpora) struct ConvertCommandTests {
    static let corpora = CLI.packageRoot.appendingPathComponent("../shared/corpora").standardizedFileURL

    /// Each input with the token and permutation counts `validate` reports for it and for its conversion.
    static let inputs: [(input: String, summary: String)] = [
        ("Examples/Acme/acme.resolver.json", "183 tokens in 16 permutations"),
        (corpora.appendingPathComponent("figma-export/tokens").path, "51 tokens in 4 permutations"),
        ("Tests/TesseraCoreTests/Fixtures/Figma/variables-local.json", "14 tokens in 2 permutations"),
        (corpora.appendingPathComponent("style-dictionary/__integration__/tokens").path, "152 tokens in 1 permutation"),
        (corpora.appendingPathComponent("style-dictionary/examples/advanced/multi-brand-multi-platform/tokens").path, "27 tokens in 9 permutations"),
        (corpora.appendingPathComponent("style-dictionary/examples/advanced/tokens-deprecation").path, "13 tokens in 1 permutation"),
        // Style Dictionary 4 ($value/$type with its "fontSize" type), read by the Style Dictionary importer.
        (corpora.appendingPathComponent("style-dictionary/examples/basic/tokens").path, "54 tokens in 1 permutation"),
        // Legacy $extensions.mode becomes a modifier "mode" with contexts ".", light and dark.
        (
            corpora.appendingPathComponent("terrazzo/packages/plugin-vanilla-extract/test/fixtures/figma-sds-legacy/figma-sds.tokens.json").path,
            "298 tokens in 3 permutations"
        ),
    ]

    /// A JSON value as text with sorted keys, for comparing values parsed by JSONSerialization.
    static func sortedJSON(_ value: Any?) throws -> String? {
        guard let value else { return nil }
        let data = try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
        return String(decoding: data, as: UTF8.self)
    }

    static func files(in directory: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard !url.hasDirectoryPath else { continue }
            result[String(url.standardizedFileURL.path.dropFirst(directory.standardizedFileURL.path.count + 1))] = try Data(contentsOf: url)
        }
        return result
    }

    @Test(arguments: inputs.map(\.input))
    func roundTripIsStrictAndIdempotent(_ input: String) throws {
        let summary = try #require(Self.inputs.first { $0.input == input }?.summary)
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        let first = fixture.url.appendingPathComponent("first")
        let converted = try CLI.run(["convert", input, "--output-dir", first.path, "--name", "converted"])
        #expect(converted.status == 0, "\(converted)")
        let written = try Self.files(in: first)
        let resolver = try #require(written.keys.first { $0.hasSuffix(".resolver.json") }, "\(written.keys)")

        // The output is strict DTCG 2025.10 with the same tokens and permutations.
        let strict = try CLI.run(["validate", "--strict", first.appendingPathComponent(resolver).path])
        #expect(strict.status == 0, "\(strict)")
        #expect(strict.stdout.contains("\(summary): 0 errors, 0 warnings"), "\(strict)")

        // Converting the output again gives the same files, byte for byte.
        let second = fixture.url.appendingPathComponent("second")
        let again = try CLI.run(["convert", first.appendingPathComponent(resolver).path, "--output-dir", second.path])
        #expect(again.status == 0, "\(again)")
        #expect(try Self.files(in: second) == written)

        // Into the same directory, nothing changes.
        let unchanged = try CLI.run(["convert", first.appendingPathComponent(resolver).path, "--output-dir", first.path])
        #expect(unchanged.stderr.contains("is up to date (\(written.count) files)"), "\(unchanged)")
    }

    @Test func figmaOutputLayoutAndValues() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        let result = try CLI.run(
            ["convert", "Tests/TesseraCoreTests/Fixtures/Figma/variables-local.json", "--output-dir", fixture.url.path, "--name", "App"])
        #expect(result.status == 0, "\(result)")
        #expect(
            try Self.files(in: fixture.url).keys.sorted() == [
                "App.resolver.json", "modifiers/Semantic/Dark.tokens.json", "modifiers/Semantic/Light.tokens.json",
                "sets/Brand Library.tokens.json", "sets/Primitives.tokens.json",
            ])
        // string and boolean variables cannot be strict DTCG: reported, not written.
        #expect(result.stderr.contains("token flag.new-navigation has type boolean, which DTCG 2025.10 does not define"), "\(result)")
        #expect(result.stderr.contains("[TS0760]"))
        let light = try String(contentsOf: fixture.url.appendingPathComponent("modifiers/Semantic/Light.tokens.json"), encoding: .utf8)
        // An alias stays an alias, with an explicit $type; Figma metadata is kept.
        #expect(light.contains(#""$type": "color",\#n      "$value": "{color.white}",\#n      "$description": "Page background""#), "\(light)")
        #expect(light.contains(#""iOS": "pageBackground""#))
        #expect(!light.contains("greeting"))
        // The alias into a library that is not in the file is kept on the Light file's root.
        #expect(light.contains(#""unresolvedAliases": {\#n        "color.brand": "VariableID:0f9e/12:4""#), "\(light)")
        let dark = try String(contentsOf: fixture.url.appendingPathComponent("modifiers/Semantic/Dark.tokens.json"), encoding: .utf8)
        // A literal Figma color is written as a 2025.10 color object; a px float as a dimension object.
        #expect(dark.contains(#""colorSpace": "srgb",\#n        "components": [0.4, 0.6, 1],\#n        "alpha": 0.5"#), "\(dark)")
        #expect(dark.contains(#""$type": "dimension",\#n      "$value": {\#n        "value": 24,\#n        "unit": "px""#), "\(dark)")
        let resolver = try String(contentsOf: fixture.url.appendingPathComponent("App.resolver.json"), encoding: .utf8)
        #expect(resolver.contains(#""default": "Dark""#))
        #expect(resolver.contains(##""$ref": "#/modifiers/Semantic""##))
    }

    @Test func legacyModesBecomeAModifierWithTheSameValues() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        let legacy = Self.corpora.appendingPathComponent(
            "terrazzo/packages/plugin-vanilla-extract/test/fixtures/figma-sds-legacy/figma-sds.tokens.json").path
        let result = try CLI.run(["convert", legacy, "--output-dir", fixture.url.path, "--name", "sds"])
        #expect(result.status == 0, "\(result)")
        #expect(
            try Self.files(in: fixture.url).keys.sorted() == [
                "modifiers/mode/_..tokens.json", "modifiers/mode/dark.tokens.json", "modifiers/mode/light.tokens.json",
                "sds.resolver.json", "sets/inputs.tokens.json",
            ])
        let set = try String(contentsOf: fixture.url.appendingPathComponent("sets/inputs.tokens.json"), encoding: .utf8)
        #expect(!set.contains(#""mode""#), "the modes live in the modifier now")
        // Every token resolves to the same value in every mode, before and after.
        for mode in ["light", "dark"] {
            let arguments = ["resolve", "--input", "mode=\(mode)", "--format", "json"]
            let before = try CLI.run([arguments[0], legacy] + arguments.dropFirst())
            let after = try CLI.run([arguments[0], fixture.url.appendingPathComponent("sds.resolver.json").path] + arguments.dropFirst())
            #expect(before.status == 0 && after.status == 0, "\(before)\n\(after)")
            let old = try #require(before.json()["tokens"] as? [String: Any])
            let new = try #require(after.json()["tokens"] as? [String: Any])
            #expect(old.count == 298)
            #expect(Set(old.keys) == Set(new.keys))
            for (id, token) in old {
                let oldValue = try Self.sortedJSON((token as? [String: Any])?["$value"])
                let newValue = try Self.sortedJSON((new[id] as? [String: Any])?["$value"])
                if id.hasPrefix("typography.") { continue }  // letterSpacing em → the font size's unit
                #expect(oldValue == newValue, "\(mode): \(id)")
            }
        }
    }

    @Test func styleDictionaryValuesBecomeCanonical() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write(
            "sd/tokens.json",
            ##"{"size": {"small": {"value": "0.75", "comment": "Small text"}}, "color": {"red": {"value": "#ff0000", "deprecated": true, "deprecated_comment": "use blue"}, "alert": {"value": "{color.red.value}"}}}"##)
        let result = try CLI.run(["convert", "sd", "--output-dir", "out"], in: fixture.url)
        #expect(result.status == 0, "\(result)")
        let set = try String(contentsOf: fixture.url.appendingPathComponent("out/sets/base.tokens.json"), encoding: .utf8)
        #expect(
            set == """
                {
                  "size": {
                    "small": {
                      "$type": "dimension",
                      "$value": {
                        "value": 0.75,
                        "unit": "rem"
                      },
                      "$description": "Small text"
                    }
                  },
                  "color": {
                    "red": {
                      "$type": "color",
                      "$value": {
                        "colorSpace": "srgb",
                        "components": [1, 0, 0],
                        "alpha": 1,
                        "hex": "#ff0000"
                      },
                      "$deprecated": "use blue"
                    },
                    "alert": {
                      "$type": "color",
                      "$value": "{color.red}"
                    }
                  }
                }

                """)
    }

    @Test func nothingIsWrittenWhenTheInputsHaveErrors() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", #"{"a": {"$type": "color", "$value": "{missing.token}"}, "b": {"$type": "number", "$value": 1}}"#)
        let result = try CLI.run(["convert", "tokens.json", "--output-dir", "out"], in: fixture.url)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("nothing was written to out: 1 error"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent("out").path))
        // A broken reference inside a Style Dictionary interpolation is an error like any other.
        try fixture.write("sd/border.json", #"{"border": {"thin": {"value": "1px solid {color.missing.value}", "type": "border"}}}"#)
        let refused = try CLI.run(["convert", "sd", "--output-dir", "out2"], in: fixture.url)
        #expect(refused.status == 1, "\(refused)")
        #expect(refused.stderr.contains("[TS0301]"), "\(refused)")
        #expect(!FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent("out2").path))
    }

    @Test func anErrorInAnyCombinationOfContextsBlocksWriting() throws {
        // Every file is written from the default input or one context away from it; only
        // the combination a2 × b2 has the broken alias (y exists in b1 only).
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("a1.json", #"{}"#)
        try fixture.write("a2.json", #"{"x": {"$type": "number", "$value": "{y}"}}"#)
        try fixture.write("b1.json", #"{"y": {"$type": "number", "$value": 1}}"#)
        try fixture.write("b2.json", #"{}"#)
        try fixture.write(
            "t.resolver.json",
            """
            {"version": "2025.10", "modifiers": {
              "a": {"contexts": {"a1": [{"$ref": "a1.json"}], "a2": [{"$ref": "a2.json"}]}, "default": "a1"},
              "b": {"contexts": {"b1": [{"$ref": "b1.json"}], "b2": [{"$ref": "b2.json"}]}, "default": "b1"}},
             "resolutionOrder": [{"$ref": "#/modifiers/a"}, {"$ref": "#/modifiers/b"}]}
            """)
        let result = try CLI.run(["convert", "t.resolver.json", "--output-dir", "out"], in: fixture.url)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("[TS0301]"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent("out").path))
    }

    @Test func fromForcesTheFormat() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("Sizes.Default.json", #"{"gap": {"$type": "number", "$value": 8, "$extensions": {"com.figma": {"scopes": ["GAP"]}}}}"#)
        let detected = try CLI.run(["resolve", "Sizes.Default.json", "--token", "gap", "--format", "json"], in: fixture.url)
        #expect(detected.stdout.contains(#""$type": "dimension""#), "\(detected)")
        let forced = try CLI.run(["resolve", "Sizes.Default.json", "--from", "dtcg", "--token", "gap", "--format", "json"], in: fixture.url)
        #expect(forced.stdout.contains(#""$type": "number""#), "\(forced)")
        let unknown = try CLI.run(["validate", "Sizes.Default.json", "--from", "sketch"], in: fixture.url)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--from takes one of dtcg, tokens-studio, figma-variables, figma-export, style-dictionary, specify"), "\(unknown)")
    }

    /// `--output-dir` naming a file: the folder argument is wrong, said of the argument, not of a path inside the file.
    @Test func anOutputDirThatIsAFileIsSaidOfTheArgument() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", ##"{"a": {"$type": "number", "$value": 1}}"##)
        try fixture.write("out", "x")
        let result = try CLI.run(["convert", "tokens.json", "--output-dir", "out"], in: fixture.url)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("error: --output-dir out is a regular file, not a folder [TS0601]"), "\(result)")
        #expect(result.stderr.contains("fix: give --output-dir a folder"), "\(result)")
        #expect(!result.stderr.contains("out/"), "no path inside the file is named: \(result)")
        #expect(try String(contentsOf: fixture.url.appendingPathComponent("out"), encoding: .utf8) == "x")
    }
}
