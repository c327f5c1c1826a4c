import ArgumentParser
import Foundation
import Testing

@testable import tessera

/// Help examples that parse, options that do something or are refused, summaries, `resolve`'s
/// text form, what `validate` reports of `build`, templates checked, and the README's commands.
@Suite struct CommandBehaviorTests {
    /// The lines of the help's Examples section: each one command, `tessera …`, on one line.
    static func exampleLines(_ help: String) -> [String] {
        var lines: [String] = []
        var inExamples = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "Examples:" {
                inExamples = true
            } else if trimmed.isEmpty {
                inExamples = false
            } else if inExamples {
                lines.append(trimmed)
            }
        }
        return lines
    }

    /// A command line split into words as a shell does for plain words and double quotes.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        var started = false
        for character in line {
            if character == "\"" {
                quoted.toggle()
                started = true
            } else if character == " ", !quoted {
                if started { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
                started = true
            }
        }
        if started { words.append(current) }
        return words
    }

    @Test(arguments: ["", "init", "validate", "resolve", "build", "convert", "docs"])
    func everyHelpExampleIsOneLineThatParses(command: String) throws {
        let result = try CLI.run(command.isEmpty ? ["--help"] : [command, "--help"])
        #expect(result.status == 0, "\(result)")
        let examples = Self.exampleLines(result.stdout)
        #expect(!examples.isEmpty, "no Examples section: \(result)")
        for example in examples {
            let words = Self.words(example)
            // A wrapped example shows as a line that does not start with the command.
            #expect(words.first == "tessera", "not one command on one line: \(example)")
            #expect(command.isEmpty || words.dropFirst().first == command, "\(example)")
            do {
                _ = try Tessera.parseAsRoot(Array(words.dropFirst()))
            } catch {
                Issue.record("\(example) does not parse: \(Tessera.fullMessage(for: error))")
            }
        }
    }

    @Test func convertRefusesTheOptionsItHasNoUseFor() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", #"{"n": {"$type": "number", "$value": 1}}"#)
        for option in [["--input", "theme=dark"], ["--format", "json"]] {
            let result = try CLI.run(["convert", "tokens.json", "--output-dir", "out"] + option, in: fixture.url)
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("Unknown option '\(option[0])'"), "\(result)")
            #expect(!FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent("out").path))
        }
        let keysType = try CLI.run(["build", "tokens.json", "-o", "T.swift", "--keys-type", "K"], in: fixture.url)
        #expect(keysType.status == 2, "\(keysType)")
        #expect(keysType.stderr.contains("--keys-type names the namespace that --keys writes"), "\(keysType)")
        let template = try CLI.run(["build", "tokens.json", "--keys", "K.swift", "--template", "t.mustache"], in: fixture.url)
        #expect(template.status == 2, "\(template)")
        #expect(template.stderr.contains("--template renders the --output file"), "\(template)")
        #expect(!FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent("K.swift").path))
    }

    @Test func theSummaryCountsTokensReadAndResolved() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        // Seven tokens: one broken reference, one alias of it; with --strict the hex string is an error too.
        try fixture.write(
            "tokens.json",
            ##"""
            {"a": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$value": 2},
             "c": {"$type": "number", "$value": 3}, "d": {"$type": "number", "$value": "{a}"},
             "grey": {"$type": "color", "$value": "#bebebe"},
             "broken": {"$type": "number", "$value": "{nope}"}, "alias": {"$type": "number", "$value": "{broken}"}}
            """##)
        let result = try CLI.run(["validate", "tokens.json"], in: fixture.url)
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout == "7 tokens read, 5 resolved, in 1 permutation: 1 error, 1 warning\n", "\(result)")
        let strict = try CLI.run(["validate", "tokens.json", "--strict"], in: fixture.url)
        #expect(strict.status == 1, "\(strict)")
        #expect(strict.stdout == "7 tokens read, 4 resolved, in 1 permutation: 2 errors, 0 warnings\n", "\(strict)")
        let json = try CLI.run(["validate", "tokens.json", "--format", "json"], in: fixture.url).json()
        #expect(json["tokens"] as? Int == 7 && json["resolved"] as? Int == 5, "\(json)")
    }

    @Test func resolvePrintsReadableValuesWithTheirAliasChain() throws {
        let result = try CLI.run(["resolve", CLI.acme, "--input", "appearance=dark", "--token", "button.primary.background"])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout == "button.primary.background (color) = #8673ee ← color.accent.default ← palette.brand.400\n",
            "\(result)")
        let group = try CLI.run(["resolve", CLI.acme, "--token", "shadow"])
        #expect(group.status == 0, "\(group)")
        #expect(group.stdoutLines.contains("shadow.inset (shadow) = inset 0px 1px 2px 0px #15181d at 18%"), "\(group)")
        #expect(group.stdoutLines.allSatisfy { $0.isEmpty || $0.hasPrefix("shadow.") }, "\(group)")
        let values = try CLI.run(["resolve", CLI.acme])
        for line in [
            "corner.control (dimension) = 8px ← radius.md ← dimension.8",
            "easing.standard (cubicBezier) = cubic-bezier(0.22, 0, 0.12, 1)",
            "font.family.mono (fontFamily) = \"JetBrains Mono\", \"SF Mono\", Menlo, monospace",
            "duration.deliberate (duration) = 0.5s",
        ] {
            #expect(values.stdoutLines.contains(line), "\(line)\n\(values)")
        }
        let nested = try CLI.run(["resolve", CLI.acme, "--token", "shado"])
        #expect(nested.status == 2, "\(nested)")
        #expect(nested.stderr.contains("no token or group shado"), "\(nested)")
    }

    @Test func resolveWritesColorsOutsideSRGBInCSSNotation() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write(
            "tokens.json",
            ##"{"p3": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [1, 0.5, 0], "alpha": 0.5}}, "ok": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.7, 0.1, 250]}}}"##)
        let result = try CLI.run(["resolve", "tokens.json"], in: fixture.url)
        #expect(result.stdoutLines == ["p3 (color) = color(display-p3 1 0.5 0 / 0.5)", "ok (color) = oklch(0.7 0.1 250)", ""], "\(result)")
    }

    @Test func resolveWritesCompositesCompactly() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write(
            "tokens.json",
            ##"""
            {"line": {"$type": "border", "$value": {"color": "#d1d1d6", "width": "1px", "style": "solid"}},
             "fade": {"$type": "transition", "$value": {"duration": "200ms", "delay": "0ms", "timingFunction": [0.4, 0, 0.2, 1]}}}
            """##)
        let result = try CLI.run(["resolve", "tokens.json", "--quiet"], in: fixture.url)
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdoutLines == [
                "line (border) = 1px solid #d1d1d6", "fade (transition) = 200ms cubic-bezier(0.4, 0, 0.2, 1) delay 0ms", "",
            ], "\(result)")
        // --quiet keeps JSON output to the errors too.
        let json = try CLI.run(["validate", "tokens.json", "--format", "json", "--quiet"], in: fixture.url).json()
        #expect((json["diagnostics"] as? [Any])?.isEmpty == true, "\(json)")
        #expect((json["warnings"] as? Int ?? 0) > 0, "the legacy strings are still counted: \(json)")
    }

    @Test func validateRefusesWhatBuildRefuses() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        // Both fold to `aB`, and spelled apart both are `a_b`, which neither is written as: a collision that remains.
        try fixture.write("tokens.json", #"{"a-b": {"$type": "number", "$value": 1}, "a b": {"$type": "number", "$value": 2}}"#)
        let validate = try CLI.run(["validate", "tokens.json"], in: fixture.url)
        #expect(validate.status == 1, "\(validate)")
        #expect(
            validate.stderr.contains(
                "tokens.json:1:43: error: a b and a-b both become the Swift name a_b; a b would be left out of the generated Swift, and tessera build refuses it [TS0600]"),
            "\(validate)")
        #expect(validate.stdout == "2 tokens in 1 permutation: 1 error, 0 warnings\n", "\(validate)")
        let build = try CLI.run(["build", "tokens.json", "-o", "Tokens.swift"], in: fixture.url)
        #expect(build.status == 1, "\(build)")
        #expect(build.stderr.contains("error: a b and a-b both become the Swift name a_b"), "\(build)")
    }

    @Test func namesThatFoldAreSpelledApartWhateverTheirOrder() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        let members = [#""color-calc": {"$value": 1}"#, #""colorCalc": {"$value": 2}"#]
        var built: [String] = []
        for order in [members, members.reversed()] {
            try fixture.write("tokens.json", #"{"a": {"$type": "number", "# + order.joined(separator: ", ") + "}}")
            let validate = try CLI.run(["validate", "tokens.json"], in: fixture.url)
            #expect(validate.status == 0, "\(validate)")
            #expect(validate.stderr.contains("note: a.color-calc is color_calc in Swift, spelled as written: its name and another in its group both fold to colorCalc [TS0608]"), "\(validate)")
            let build = try CLI.run(["build", "tokens.json", "-o", "Tokens.swift"], in: fixture.url)
            #expect(build.status == 0, "\(build)")
            let swift = try String(contentsOf: fixture.url.appendingPathComponent("Tokens.swift"), encoding: .utf8)
            built.append(swift.split(separator: "\n").filter { $0.contains(" var ") }.sorted().joined(separator: "\n"))
        }
        #expect(built[0].contains("public var color_calc: ") && built[0].contains("public var colorCalc: "), "\(built[0])")
        #expect(built[0] == built[1])
    }

    @Test func symbolsInNamesAreWordsSoTheyValidateAndBuild() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        // `sm`, `sm+` and `_sm`, `1` and `-1`, and a name with an invisible variation selector.
        try fixture.write(
            "tokens.json",
            #"{"size": {"$type": "number", "sm": {"$value": 1}, "sm+": {"$value": 2}, "1": {"$value": 3}, "-1": {"$value": 4}, "a\#u{2192}b": {"$value": 5}, "star\#u{FE0F}": {"$value": 6}, "_sm": {"$value": 7}}}"#)
        let validate = try CLI.run(["validate", "tokens.json"], in: fixture.url)
        #expect(validate.status == 0, "\(validate)")
        #expect(!validate.stderr.contains("TS0600"), "\(validate)")
        let build = try CLI.run(["build", "tokens.json", "-o", "Tokens.swift"], in: fixture.url)
        #expect(build.status == 0, "\(build)")
        let swift = try String(contentsOf: fixture.url.appendingPathComponent("Tokens.swift"), encoding: .utf8)
        for name in ["sm", "smPlus", "_1", "minus1", "aRightwardsArrowB", "star", "_sm"] {
            #expect(swift.contains("var \(name):"), "\(name) in \(swift)")
        }
        let declarations = swift.split(separator: "\n").filter { $0.contains("public var ") }
        #expect(!declarations.contains { $0.unicodeScalars.contains { $0.properties.isDefaultIgnorableCodePoint } }, "no invisible character reaches an identifier")
    }

    @Test func aTemplateNamingWhatTheContextLacksIsAnError() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", #"{"n": {"$type": "number", "$value": 1}}"#)
        try fixture.write("Out.mustache", "enum Out {\n{{#tokens}}\n    static let {{nme}} = 0\n  {{/token}}\n}\n")
        let result = try CLI.run(["build", "tokens.json", "--template", "Out.mustache", "-o", "Out.swift"], in: fixture.url)
        #expect(result.status == 1, "\(result)")
        #expect(
            result.stderr.contains(
                "Out.mustache:3:16: error: {{nme}} names nothing in the template context, so it would render as nothing [TS0606]"),
            "\(result)")
        #expect(result.stderr.contains("fix: did you mean name?"), "\(result)")
        #expect(
            result.stderr.contains(
                "Out.mustache:4:3: error: closing tag {{/token}} does not match the open section {{#tokens}} opened at 2:1 [TS0603]"),
            "\(result)")
        #expect(!FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent("Out.swift").path))
    }

    /// The `tessera` command lines of the README's code blocks that read bundled files run and exit 0.
    @Test func theReadmeCommandsRun() throws {
        let readme = try String(contentsOf: CLI.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        // Outputs land in the fixture; the bundled examples are read where they are.
        try FileManager.default.createSymbolicLink(
            at: fixture.url.appendingPathComponent("Examples"), withDestinationURL: CLI.packageRoot.appendingPathComponent("Examples"))
        var ran: [String] = []
        var inCode = false
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                inCode.toggle()
                continue
            }
            guard inCode else { continue }
            var command = line.hasPrefix("$ ") ? String(line.dropFirst(2)) : line
            if command.hasPrefix("swift run ") { command.removeFirst("swift run ".count) }
            if let comment = command.range(of: "   #") { command = String(command[..<comment.lowerBound]) }
            let words = Self.words(command)
            guard words.first == "tessera", words.count > 2, !command.contains("…"), !command.contains("["),
                FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent(words[2]).path)
            else { continue }
            let result = try CLI.run(Array(words.dropFirst()), in: fixture.url)
            #expect(result.status == 0, "\(command)\n\(result)")
            ran.append(command)
        }
        // The opening command; the tour's commands run in ReadmeTourTests, on the starter project.
        #expect(ran.first == "tessera validate Examples/Acme/acme.resolver.json", "\(ran)")
    }
}
