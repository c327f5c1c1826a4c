import Foundation
import Testing

// End-to-end tests of the `tessera` command: the built binary is run as a
// subprocess and its exit status, standard output and standard error checked.
// Exit status: 0 = no errors, 1 = token errors, 2 = usage mistakes or unreadable files.

/// A token file with one broken reference whose near name is `color.blue`.
/// The reference `"{color.Blue}"` starts on line 5, column 26.
private let brokenReference = """
    {
      "color": {
        "$type": "color",
        "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}},
        "accent": {"$value": "{color.Blue}"}
      }
    }
    """

/// A token file with a legacy hex color (a warning, or an error with --strict) at line 3, column 41.
private let legacyColor = """
    {
      "color": {
        "red": {"$type": "color", "$value": "#ff0000"}
      }
    }
    """

@Suite("tessera validate")
struct ValidateCommandTests {
    @Test func acmeExampleIsValid() throws {
        let result = try CLI.run(["validate", CLI.acme])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "183 tokens in 16 permutations: 0 errors, 0 warnings\n", "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
    }

    @Test func acmeExampleOnePermutation() throws {
        let result = try CLI.run(["validate", CLI.acme, "--input", "appearance=dark", "--input", "brand=globex"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "183 tokens in 1 permutation: 0 errors, 0 warnings\n", "\(result)")
    }

    @Test func acmeExampleAsJSON() throws {
        let result = try CLI.run(["validate", CLI.acme, "--format", "json"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.isEmpty, "JSON mode embeds diagnostics instead of printing them: \(result)")
        let json = try result.json()
        #expect(Set(json.keys) == ["diagnostics", "errors", "warnings", "tokens", "resolved", "permutations"])
        #expect(json["tokens"] as? Int == 183)
        #expect(json["permutations"] as? Int == 16)
        #expect(json["errors"] as? Int == 0)
        #expect(json["warnings"] as? Int == 0)
        #expect((json["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test func unknownModifierIsAnError() throws {
        let result = try CLI.run(["validate", CLI.acme, "--input", "theme=dark"])
        #expect(result.status == 2, "a usage mistake: \(result)")
        #expect(result.stderr.contains("[TS0502]"), "\(result)")
        #expect(result.stderr.contains("theme"), "\(result)")
        #expect(result.stdout.hasSuffix("1 error, 0 warnings\n"), "\(result)")
    }

    @Test func unknownContextIsAnError() throws {
        let result = try CLI.run(["validate", CLI.acme, "--input", "appearance=sepia"])
        #expect(result.status == 2, "a usage mistake: \(result)")
        #expect(result.stderr.contains("[TS0503]"), "\(result)")
        #expect(result.stderr.contains("sepia"), "\(result)")
        #expect(result.stderr.contains("dark-high-contrast"), "the message lists the contexts: \(result)")
    }

    @Test func contextsMatchCaseInsensitively() throws {
        let result = try CLI.run(["validate", CLI.acme, "--input", "appearance=DARK"])
        #expect(result.status == 0, "\(result)")
    }

    @Test(arguments: ["foo", "=dark", "appearance=", "="])
    func malformedInputIsAUsageError(_ selection: String) throws {
        let result = try CLI.run(["validate", CLI.acme, "--input", selection])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("modifier=context"), "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
    }

    @Test func repeatedModifierIsAUsageError() throws {
        let result = try CLI.run(["validate", CLI.acme, "--input", "appearance=dark", "--input", "appearance=light"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("twice"), "\(result)")
    }

    @Test func noInputsIsAUsageError() throws {
        let result = try CLI.run(["validate"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("<inputs>"), "\(result)")
    }

    @Test func unknownFormatIsAUsageError() throws {
        let result = try CLI.run(["validate", CLI.acme, "--format", "xml"])
        #expect(result.status == 2, "\(result)")
    }

    @Test func missingFileIsAnIOError() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        let result = try CLI.run(["validate", "missing.tokens.json"], in: fixture.url)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("[TS0100]"), "\(result)")
        #expect(result.stderr.contains("missing.tokens.json"), "\(result)")
    }

    @Test func directoryWithoutTokenFilesIsAnIOError() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("notes.txt", "nothing to see")
        let result = try CLI.run(["validate", "."], in: fixture.url)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("[TS0108]"), "\(result)")
    }

    @Test func resolverWithMissingSourceIsAnIOError() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write(
            "app.resolver.json",
            """
            {
              "version": "2025.10",
              "sets": {"base": {"sources": [{"$ref": "tokens/missing.json"}]}},
              "resolutionOrder": [{"$ref": "#/sets/base"}]
            }
            """)
        let result = try CLI.run(["validate", "app.resolver.json"], in: fixture.url)
        #expect(result.status == 2, "\(result)")
        // The diagnostic points at the $ref that names the missing file.
        #expect(result.stderr.hasPrefix("app.resolver.json:3:42: error: "), "\(result)")
        #expect(result.stderr.contains("[TS0100]"), "\(result)")
    }

    @Test func unresolvedReferenceWithNearName() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", brokenReference)
        let result = try CLI.run(["validate", "tokens.json"], in: fixture.url)
        #expect(result.status == 1, "\(result)")
        let lines = result.stderrLines
        let first = try #require(lines.first)
        #expect(first.hasPrefix("tokens.json:5:26: error: "), "\(result)")
        #expect(first.hasSuffix("(token color.accent) [TS0301]"), "\(result)")
        #expect(first.contains("{color.Blue}"), "\(result)")
        // The excerpt: the source line, then a caret under column 26.
        #expect(lines.count > 2 && lines[1] == "    " + #"    "accent": {"$value": "{color.Blue}"}"#, "\(result)")
        #expect(lines.count > 2 && lines[2] == "    " + String(repeating: " ", count: 25) + "^", "\(result)")
        // The near name as a note pointing at its definition, and as a fix.
        #expect(lines.contains { $0.hasPrefix("tokens.json:4:5: note: ") && $0.contains("color.blue") }, "\(result)")
        #expect(lines.contains("    fix: replace with {color.blue}"), "\(result)")
        // Both tokens are counted, the one whose reference fails too.
        #expect(result.stdout == "2 tokens read, 1 resolved, in 1 permutation: 1 error, 0 warnings\n", "\(result)")
    }

    @Test func unresolvedReferenceByAbsolutePath() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        let file = try fixture.write("tokens.json", brokenReference)
        let result = try CLI.run(["validate", file.path])
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.hasPrefix("\(file.path):5:26: error: "), "\(result)")
        #expect(result.stderr.contains("[TS0301]"), "\(result)")
    }

    @Test func unresolvedReferenceWithoutNearNameHasNoFix() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write(
            "tokens.json",
            """
            {
              "size": {"$type": "dimension", "small": {"$value": {"value": 4, "unit": "px"}}},
              "gap": {"$type": "dimension", "$value": "{spacing.enormous}"}
            }
            """)
        let result = try CLI.run(["validate", "tokens.json"], in: fixture.url)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.hasPrefix("tokens.json:3:43: error: "), "\(result)")
        #expect(result.stderr.contains("[TS0301]"), "\(result)")
        #expect(!result.stderr.contains("fix:"), "\(result)")
    }

    @Test func legacyColorIsAWarning() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("legacy.json", legacyColor)
        let result = try CLI.run(["validate", "legacy.json"], in: fixture.url)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.hasPrefix("legacy.json:3:41: warning: "), "\(result)")
        #expect(result.stderr.contains("[TS0407]"), "\(result)")
        #expect(result.stdout == "1 token in 1 permutation: 0 errors, 1 warning\n", "\(result)")
    }

    @Test func strictTurnsLegacyColorIntoAnError() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("legacy.json", legacyColor)
        let result = try CLI.run(["validate", "legacy.json", "--strict"], in: fixture.url)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.hasPrefix("legacy.json:3:41: error: "), "\(result)")
        #expect(!result.stderr.contains("warning:"), "\(result)")
        // The token is read (and counted) even though strict mode refuses its value.
        #expect(result.stdout == "1 token read, 0 resolved, in 1 permutation: 1 error, 0 warnings\n", "\(result)")
    }

    @Test func jsonCountsMatchDiagnostics() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write(
            "tokens.json",
            """
            {
              "color": {
                "$type": "color",
                "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}},
                "red": {"$value": "#ff0000"},
                "accent": {"$value": "{color.Blue}"}
              },
              "gap": {"$value": {"value": 4, "unit": "px"}}
            }
            """)
        let result = try CLI.run(["validate", "tokens.json", "--format", "json"], in: fixture.url)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
        let json = try result.json()
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        let severities = diagnostics.compactMap { $0["severity"] as? String }
        #expect(json["errors"] as? Int == severities.filter { $0 == "error" }.count)
        #expect(json["warnings"] as? Int == severities.filter { $0 == "warning" }.count)
        #expect(json["errors"] as? Int == 1)
        #expect(json["warnings"] as? Int == 2, "a legacy color and an inferred type: \(result)")
        #expect(json["tokens"] as? Int == 4, "every token read, the one whose reference fails too")
        #expect(json["permutations"] as? Int == 1)
        let error = try #require(diagnostics.first { $0["severity"] as? String == "error" })
        #expect(error["code"] as? String == "TS0301")
        #expect(error["tokenPath"] as? String == "color.accent")
        #expect(error["fixIt"] as? String == "replace with {color.blue}")
        let location = try #require(error["location"] as? [String: Any])
        #expect(location["file"] as? String == "tokens.json")
        #expect(location["line"] as? Int == 6)
        #expect(location["column"] as? Int == 26)
        #expect(Set(diagnostics.compactMap { $0["code"] as? String }) == ["TS0301", "TS0407", "TS0210"])
    }

    @Test func jsonCountsIncludeSuppressedWarnings() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        let members = (0..<25).map { ##""c\##($0)": {"$value": "#ff0000"}"## }.joined(separator: ",\n")
        try fixture.write("tokens.json", "{\"color\": {\"$type\": \"color\",\n\(members)\n}}")
        let result = try CLI.run(["validate", "tokens.json", "--format", "json"], in: fixture.url)
        #expect(result.status == 0, "\(result)")
        let json = try result.json()
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        let shown = diagnostics.filter { $0["severity"] as? String == "warning" }.count
        let suppressed = try #require(diagnostics.first { $0["code"] as? String == "TS0001" })
        #expect(json["warnings"] as? Int == 25)
        #expect(json["tokens"] as? Int == 25)
        #expect(shown == 20)
        #expect((suppressed["message"] as? String)?.hasPrefix("5 more") == true, "\(suppressed)")
    }

    @Test func jsonReportsUnreadableInput() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        let result = try CLI.run(["validate", "missing.json", "--format", "json"], in: fixture.url)
        #expect(result.status == 2, "\(result)")
        let json = try result.json()
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["code"] as? String == "TS0100")
        #expect(json["errors"] as? Int == 1)
        #expect(json["tokens"] as? Int == 0)
    }

    /// 40 modifiers of two contexts are 2^40 permutations: validate must not enumerate them. It
    /// resolves what build resolves and says so, pointing at --input: each modifier here sets a
    /// token of its own, so one selection with every modifier at `b` serves them all.
    @Test
    func permutationExplosionIsSampled() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("many.resolver.json", Self.resolver(modifiers: 40) { "x\($0)" })
        let result = try CLI.run(["validate", "many.resolver.json"], in: fixture.url, timeout: 20)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("[TS0511]"), "\(result)")
        #expect(result.stderr.contains("--input"), "\(result)")
        #expect(result.stdout == "40 tokens in 2 permutations: 0 errors, 1 warning\n", "\(result)")
        let build = try CLI.run(["build", "many.resolver.json", "-o", "Tokens.swift"], in: fixture.url, timeout: 20)
        #expect(build.status == 0, "\(build)")
    }

    /// When every modifier sets the same token, that token depends on all of them: build refuses
    /// its 2^40 combinations (TS0520), and validate says so too instead of passing.
    @Test
    func validateRefusesWhatBuildRefusesBeyondTheBudget() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("many.resolver.json", Self.resolver(modifiers: 40) { _ in "x" })
        let validate = try CLI.run(["validate", "many.resolver.json"], in: fixture.url, timeout: 20)
        let build = try CLI.run(["build", "many.resolver.json", "-o", "Tokens.swift"], in: fixture.url, timeout: 20)
        #expect(validate.status == 1 && build.status == 1, "\(validate)\n\(build)")
        #expect(validate.stderr.contains("[TS0520]") && build.stderr.contains("[TS0520]"), "\(validate)\n\(build)")
    }

    /// A resolver whose modifiers have contexts `a` (the default) and `b`, each setting the token `token(index)`.
    private static func resolver(modifiers count: Int, token: (Int) -> String) -> String {
        let modifiers = (0..<count).map { index in
            #""m\#(index)": {"contexts": {"a": [{"\#(token(index))": {"$type": "number", "$value": 1}}], "b": [{"\#(token(index))": {"$type": "number", "$value": 2}}]}, "default": "a"}"#
        }
        let order = (0..<count).map { ##"{"$ref": "#/modifiers/m\##($0)"}"## }
        return """
            {
              "version": "2025.10",
              "modifiers": {\(modifiers.joined(separator: ",\n"))},
              "resolutionOrder": [\(order.joined(separator: ", "))]
            }
            """
    }

    @Test func helpMentionsAnExample() throws {
        let result = try CLI.run(["validate", "--help"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("Examples:"), "\(result)")
        #expect(result.stdout.contains("tessera validate Examples/Acme/acme.resolver.json"), "\(result)")
        #expect(result.stdout.contains("--strict"), "\(result)")
    }
}

@Suite("tessera resolve")
struct ResolveCommandTests {
    @Test func darkAppearanceAsJSON() throws {
        let result = try CLI.run(["resolve", CLI.acme, "--input", "appearance=dark", "--format", "json"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
        let json = try result.json()
        #expect(Set(json.keys) == ["input", "tokens"])
        // Every modifier, the unchosen ones with their defaults.
        let input = try #require(json["input"] as? [String: String])
        #expect(input == ["brand": "acme", "appearance": "dark", "size-class": "compact"])
        // …in resolution order.
        let brand = try #require(result.stdout.range(of: "\"brand\""))
        let appearance = try #require(result.stdout.range(of: "\"appearance\""))
        let sizeClass = try #require(result.stdout.range(of: "\"size-class\""))
        #expect(brand.lowerBound < appearance.lowerBound && appearance.lowerBound < sizeClass.lowerBound)

        let tokens = try #require(json["tokens"] as? [String: [String: Any]])
        #expect(tokens.count == 183)
        for (id, token) in tokens {
            #expect(Set(token.keys) == ["$type", "$value"], "\(id)")
            #expect(token["$type"] is String, "\(id)")
        }
        let background = try #require(tokens["color.background.primary"])
        #expect(background["$type"] as? String == "color")
        let value = try #require(background["$value"] as? [String: Any])
        #expect(value["colorSpace"] as? String == "srgb")
        #expect(value["hex"] as? String == "#15181d")
        #expect(value["alpha"] as? Double == 1)
        let components = try #require(value["components"] as? [Double])
        #expect(components == [0.0824, 0.0941, 0.1137])
    }

    @Test func defaultsAreUsedWithoutInput() throws {
        let result = try CLI.run(["resolve", CLI.acme, "--format", "json"])
        #expect(result.status == 0, "\(result)")
        let json = try result.json()
        #expect(json["input"] as? [String: String] == ["brand": "acme", "appearance": "light", "size-class": "compact"])
        let tokens = try #require(json["tokens"] as? [String: [String: Any]])
        let value = tokens["color.background.primary"]?["$value"] as? [String: Any]
        #expect(value?["hex"] as? String == "#f5f6f8", "the light background differs from the dark one")
    }

    @Test func singleTokenAsText() throws {
        let result = try CLI.run(["resolve", CLI.acme, "--token", "color.background.primary"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdoutLines.count == 2 && result.stdoutLines.last == "", "one line: \(result)")
        let line = result.stdoutLines[0]
        #expect(line == "color.background.primary (color) = #f5f6f8 ← palette.neutral.50", "\(result)")
    }

    @Test func singleTokenAsJSON() throws {
        let result = try CLI.run([
            "resolve", CLI.acme, "--input", "appearance=dark", "--token", "color.background.primary", "--format", "json",
        ])
        #expect(result.status == 0, "\(result)")
        let json = try result.json()
        let tokens = try #require(json["tokens"] as? [String: [String: Any]])
        #expect(Array(tokens.keys) == ["color.background.primary"])
        #expect((tokens["color.background.primary"]?["$value"] as? [String: Any])?["hex"] as? String == "#15181d")
    }

    @Test func unknownTokenSuggestsTheNearName() throws {
        let result = try CLI.run(["resolve", CLI.acme, "--token", "Color.Background.Primary"])
        #expect(result.status == 2, "a usage mistake: \(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.contains("[TS0301]"), "\(result)")
        #expect(result.stderr.contains("fix: did you mean color.background.primary?"), "\(result)")
    }

    @Test func unknownModifierIsAnError() throws {
        let result = try CLI.run(["resolve", CLI.acme, "--input", "theme=dark"])
        #expect(result.status == 2, "a usage mistake: \(result)")
        #expect(result.stderr.contains("[TS0502]"), "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
    }

    @Test func unknownContextIsAnError() throws {
        let result = try CLI.run(["resolve", CLI.acme, "--input", "appearance=sepia", "--format", "json"])
        #expect(result.status == 2, "a usage mistake: \(result)")
        #expect(result.stderr.contains("[TS0503]"), "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
    }

    @Test func malformedInputIsAUsageError() throws {
        let result = try CLI.run(["resolve", CLI.acme, "--input", "foo"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
    }

    @Test func noInputsIsAUsageError() throws {
        let result = try CLI.run(["resolve"])
        #expect(result.status == 2, "\(result)")
    }

    @Test func missingFileIsAnIOError() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        let result = try CLI.run(["resolve", "missing.json", "--format", "json"], in: fixture.url)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("[TS0100]"), "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
    }

    @Test func tokenErrorsExitWithOne() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", brokenReference)
        let result = try CLI.run(["resolve", "tokens.json", "--format", "json"], in: fixture.url)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.hasPrefix("tokens.json:5:26: error: "), "\(result)")
        #expect(result.stderr.contains("[TS0301]"), "\(result)")
        // The tokens that did resolve are still printed.
        let json = try result.json()
        let tokens = try #require(json["tokens"] as? [String: Any])
        #expect(Array(tokens.keys) == ["color.blue"])
        #expect((json["input"] as? [String: Any])?.isEmpty == true)
    }

    @Test func helpMentionsAnExample() throws {
        let result = try CLI.run(["resolve", "--help"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("Examples:"), "\(result)")
        #expect(result.stdout.contains("tessera resolve Examples/Acme/acme.resolver.json --input appearance=dark"), "\(result)")
        #expect(result.stdout.contains("--token"), "\(result)")
    }
}

@Suite("tessera")
struct RootCommandTests {
    @Test func helpListsTheCommands() throws {
        let result = try CLI.run(["--help"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("validate"), "\(result)")
        #expect(result.stdout.contains("resolve"), "\(result)")
        #expect(result.stdout.contains("Exit status"), "\(result)")
    }

    @Test(arguments: ["validate", "resolve", "lint", "diff"])
    func helpSubcommand(_ command: String) throws {
        let result = try CLI.run(["help", command])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("Examples:"), "\(result)")
        #expect(result.stdout.contains("tessera \(command) "), "\(result)")
    }

    @Test func unknownCommandIsAUsageError() throws {
        let result = try CLI.run(["lnit", CLI.acme])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("unknown command 'lnit'"), "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
    }

    @Test func aMisspelledCommandGetsTheNearestOne() throws {
        let result = try CLI.run(["valdate", CLI.acme])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("unknown command 'valdate'. Did you mean 'validate'?"), "\(result)")
        let far = try CLI.run(["frobnicate"])
        #expect(far.status == 2 && !far.stderr.contains("Did you mean"), "\(far)")
        #expect(far.stderr.contains("The commands are init, validate"), "\(far)")
    }

    @Test func unknownOptionIsAUsageError() throws {
        let result = try CLI.run(["validate", CLI.acme, "--bogus"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("--bogus"), "\(result)")
    }
}
