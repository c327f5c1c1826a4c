import Foundation
import TesseraDiagnostics
import Testing

/// `validate` runs the stages and checks of `build` (`BuildPipeline`), writing nothing, so it
/// fails wherever build would: each refusal build can make of the tokens, given the same token
/// files and the same tessera.yml (`validate --config`), is the same error code in validate.
/// A set that validates without errors builds.
@Suite struct ValidatePredictsBuildTests {
    /// One way `build` refuses: the files of a project, with a `tessera.yml` that names
    /// `tokens.json` as its input, and the code both commands report.
    struct Refusal: Sendable, CustomTestStringConvertible {
        var code: DiagnosticCode
        var what: String
        /// The lines of `tessera.yml` after `inputs: [tokens.json]`.
        var configuration: [String] = ["output: Tokens.swift"]
        var tokens: String
        var files: [String: String] = [:]
        /// Symbolic links to make, by path, to their destination.
        var links: [String: String] = [:]
        /// Flags given to both commands.
        var flags: [String] = []
        /// The severity reported: a warning fails both runs with `--warnings-as-errors`.
        var severity = "error"

        var testDescription: String { "\(code.rawValue): \(what)" }
    }

    static let number = #"{"$type": "number", "$value": 1}"#

    /// A resolver whose `count` modifiers each have contexts `a` and `b` that set the token `x`.
    static func resolver(modifiers count: Int, value: (String) -> String) -> String {
        let modifiers = (0..<count).map { index in
            #""m\#(index)": {"contexts": {"a": [{"x": \#(value("a"))}], "b": [{"x": \#(value("b"))}]}, "default": "a"}"#
        }
        let order = (0..<count).map { ##"{"$ref": "#/modifiers/m\##($0)"}"## }
        return #"{"version": "2025.10", "modifiers": {\#(modifiers.joined(separator: ", "))}, "resolutionOrder": [\#(order.joined(separator: ", "))]}"#
    }

    /// Every refusal of the tokens that build makes after reading them, one case each.
    static let refusals: [Refusal] = [
        // Reading and resolving: the same stage in both (representatives; validate resolves more selections).
        Refusal(code: .unresolvedReference, what: "a reference to no token", tokens: #"{"a": {"$type": "number", "$value": "{nope}"}}"#),
        Refusal(
            code: .typeVariesWithContext, what: "one token, two types",
            tokens: resolver(modifiers: 1) { $0 == "a" ? #"{"$type": "number", "$value": 1}"# : ##"{"$type": "color", "$value": "#ffffff"}"## }),
        // The theme matrix.
        Refusal(
            code: .tooManyPermutations, what: "a token over 13 two-context modifiers (8,192 combinations)",
            tokens: resolver(modifiers: 13) { $0 == "a" ? "{\"$type\": \"number\", \"$value\": 1}" : "{\"$type\": \"number\", \"$value\": 2}" }),
        // The Swift.
        Refusal(
            code: .swiftNameCollision, what: "two names that become one Swift name",
            tokens: #"{"a-b": \#(number), "a b": \#(number)}"#),
        Refusal(
            code: .swiftNameCollision, what: "a color's colorset name beside a token of that name",
            configuration: ["output: Tokens.swift", "assetCatalog: Tokens.xcassets", "assetColors: true"],
            tokens: ##"{"c": {"$type": "color", "$value": "#ffffff"}, "cAsset": {"$type": "color", "$value": "#000000"}}"##),
        Refusal(
            code: .nonFiniteResult, what: "a rem value that overflows in points",
            tokens: #"{"d": {"$type": "dimension", "$value": {"value": 1e308, "unit": "rem"}}}"#),
        Refusal(
            code: .nonFiniteResult, what: "a spring whose stiffness overflows",
            tokens: #"{"m": {"$type": "duration", "$value": {"value": 300, "unit": "ms"}, "$extensions": {"com.tessera.spring": {"response": 1e-200, "dampingFraction": 1}}}}"#),
        // The keys.
        Refusal(
            code: .swiftNameCollision, what: "two names that become one key", configuration: ["keys: Keys.swift"],
            tokens: #"{"a-b": \#(number), "a b": \#(number)}"#),
        // The asset catalog.
        Refusal(
            code: .colorSetNameCollision, what: "two colors that become one colorset", configuration: ["assetCatalog: Tokens.xcassets"],
            tokens: ##"{"Primary": {"$type": "color", "$value": "#ffffff"}, "primary": {"$type": "color", "$value": "#000000"}}"##),
        Refusal(
            code: .assetCatalogUnusable, what: "a catalog path that is no .xcassets folder", configuration: ["assetCatalog: Colors"],
            tokens: ##"{"c": {"$type": "color", "$value": "#ffffff"}}"##),
        Refusal(
            code: .assetCatalogEntryBlocked, what: "a symbolic link where a colorset goes", configuration: ["assetCatalog: Tokens.xcassets"],
            tokens: ##"{"c": {"$type": "color", "$value": "#ffffff"}}"##, files: ["elsewhere/keep.txt": "keep"],
            links: ["Tokens.xcassets/c.colorset": "../elsewhere"]),
        // The template.
        Refusal(
            code: .invalidTemplate, what: "a section never closed", configuration: ["output: Out.swift", "template: Out.mustache"],
            tokens: #"{"n": \#(number)}"#, files: ["Out.mustache": "{{#tokens}}{{name}}\n"]),
        Refusal(
            code: .templateUnknownName, what: "a name the context lacks", configuration: ["output: Out.swift", "template: Out.mustache"],
            tokens: #"{"n": \#(number)}"#, files: ["Out.mustache": "{{#tokens}}{{nme}}{{/tokens}}\n"]),
        Refusal(
            code: .templateTooLarge, what: "nested sections that render 10⁸ times",
            configuration: ["output: Out.swift", "template: Out.mustache"],
            tokens: "{" + (0..<10).map { "\"n\($0)\": \(number)" }.joined(separator: ", ") + "}",
            files: ["Out.mustache": String(repeating: "{{#tokens}}", count: 8) + "x" + String(repeating: "{{/tokens}}", count: 8)]),
        Refusal(
            code: .fileUnreadable, what: "a template that is not there", configuration: ["output: Out.swift", "template: Missing.mustache"],
            tokens: #"{"n": \#(number)}"#),
        // tessera.yml itself, which both read whole.
        Refusal(code: .invalidConfiguration, what: "an unknown key", configuration: ["output: Tokens.swift", "ouput: Other.swift"], tokens: #"{"n": \#(number)}"#),
        // A warning fails both with --warnings-as-errors.
        Refusal(
            code: .unknownTraitModifier, what: "traits: naming no modifier", configuration: ["output: Tokens.swift", "traits:", "  appearance:", "    dark: { colorScheme: dark }"],
            tokens: #"{"n": \#(number)}"#, flags: ["--warnings-as-errors"], severity: "warning"),
    ]

    /// Refusals of where build writes, not of the tokens: validate writes nothing, so it has no
    /// output path to refuse (`OutputFile.checkWritable`, `OutputFile.checkClashes` and the writes).
    static let outputPathRefusals: Set<DiagnosticCode> = [
        .outputUnwritable, .outputNotRegularFile, .outputLinkBroken, .outputOverwritesInput, .outputsShareAPath,
    ]

    /// Codes of build's stages that are only warnings or notes: they refuse nothing unless
    /// `--warnings-as-errors` or `--max-warnings` is given, and then in both commands alike
    /// (``refusals`` has one such case).
    static let warningsAndNotes: Set<DiagnosticCode> = [
        .appSelectedThemes, .traitContextMismatch, .templatePartial, .swiftNameSpelledApart, .colorTraitNotInCatalog,
        .assetCatalogManifestUnreadable, .catalogThemesNotCombined, .invalidSpringExtension, .ignoredSpringMember, .springOnOtherType,
    ]

    @Test(arguments: refusals)
    func validateReportsWhatBuildRefuses(_ refusal: Refusal) throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", refusal.tokens)
        try fixture.write("tessera.yml", (["inputs: [tokens.json]"] + refusal.configuration).joined(separator: "\n") + "\n")
        for (name, text) in refusal.files { try fixture.write(name, text) }
        for (name, destination) in refusal.links {
            let link = fixture.url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: destination)
        }
        let reported = "\(refusal.severity): "
        let build = try CLI.run(["build", "tessera.yml"] + refusal.flags, in: fixture.url)
        #expect(build.status != 0, "\(build)")
        #expect(build.stderr.contains(reported) && build.stderr.contains("[\(refusal.code.rawValue)]"), "\(build)")
        // The file's settings with the inputs given, or the file alone, as build takes it.
        for arguments in [["tokens.json", "--config", "tessera.yml"], ["tessera.yml"]] {
            let validate = try CLI.run(["validate"] + arguments + refusal.flags, in: fixture.url)
            #expect(validate.status != 0, "\(arguments): \(validate)")
            #expect(validate.stderr.contains(reported) && validate.stderr.contains("[\(refusal.code.rawValue)]"), "\(arguments): \(validate)")
        }
        // Validating wrote nothing.
        for output in ["Tokens.swift", "Out.swift", "Keys.swift"] {
            #expect(!FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent(output).path), "\(output)")
        }
    }

    /// Every code of build's own stages (code generation, the theme matrix) is a refusal walked
    /// above, a refusal of an output path, or a warning or note: a new one cannot be left out.
    @Test func everyCodeOfBuildsStagesIsWalked() {
        let walked = Set(Self.refusals.map(\.code))
        // The theme matrix's and the trait mapping's codes, and every code of code generation (TS06xx).
        let matrix: Set<DiagnosticCode> = [
            .tooManyPermutations, .appSelectedThemes, .unknownTraitModifier, .traitContextMismatch, .typeVariesWithContext, .nonFiniteResult,
        ]
        let stages = DiagnosticCode.allCases.filter { code in
            matrix.contains(code) || (600..<700).contains(Int(code.rawValue.dropFirst(2)) ?? 0)
        }
        for code in stages {
            let places = [walked.contains(code), Self.outputPathRefusals.contains(code), Self.warningsAndNotes.contains(code)]
            #expect(places.filter { $0 }.count == 1, "\(code.rawValue) (\(code)) is walked, an output path refusal or a warning: exactly one")
        }
    }

    /// A value that overflows in Swift, reached through a chain of aliases: both commands report
    /// it once, at the token that holds it (the aliases refer to it in the generated Swift).
    @Test func anOverflowThroughAliasesIsReportedOnceByBoth() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write(
            "tokens.json",
            #"{"space": {"$type": "dimension", "huge": {"$value": {"value": 1e308, "unit": "rem"}}, "alias": {"$value": "{space.huge}"}, "chain": {"$value": "{space.alias}"}}}"#)
        for arguments in [["validate", "tokens.json"], ["build", "tokens.json", "-o", "Tokens.swift"]] {
            let run = try CLI.run(arguments, in: fixture.url)
            #expect(run.status == 1, "\(run)")
            let errors = run.stderr.split(separator: "\n").filter { $0.contains("[TS0420]") }
            #expect(errors.count == 1 && errors[0].contains("space.huge"), "\(arguments[0]): \(run.stderr)")
        }
    }

    /// The other way round: what validates without errors builds, with every output.
    @Test func whatValidatesBuilds() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        // A copy: the files a resolver references must lie inside the root, tessera.yml's folder.
        try FileManager.default.copyItem(
            at: CLI.packageRoot.appendingPathComponent("Examples/Acme"), to: fixture.url.appendingPathComponent("Acme"))
        try fixture.write(
            "tessera.yml",
            "inputs: [Acme/acme.resolver.json]\noutput: Tokens.swift\nkeys: Keys.swift\nassetCatalog: Tokens.xcassets\nassetColors: true\n")
        let validate = try CLI.run(["validate", "Acme/acme.resolver.json", "--config", "tessera.yml"], in: fixture.url)
        #expect(validate.status == 0 && validate.stdout.hasSuffix(": 0 errors, 0 warnings\n"), "\(validate)")
        let build = try CLI.run(["build", "tessera.yml"], in: fixture.url)
        #expect(build.status == 0, "\(build)")
        for output in ["Tokens.swift", "Keys.swift", "Tokens.xcassets"] {
            #expect(FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent(output).path), "\(output)")
        }
    }
}
