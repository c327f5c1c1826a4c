import Foundation
import Testing

/// `units:` in tessera.yml reaches every reading command: `build` reads it, and `validate`,
/// `resolve` and `convert` with `--config`; strict mode still reads DTCG units only.
@Suite("declared units") struct DeclaredUnitsCLITests {
    static let tokens = ##"{"space": {"$type": "dimension", "a": {"$value": {"value": 2, "unit": "dp"}}, "b": {"$value": {"value": 3, "unit": "sp"}}}}"##

    @Test func validateWarnsWithoutAndIsQuietWithTheDeclaration() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", Self.tokens)
        try fixture.write("tessera.yml", "inputs: [tokens.json]\noutput: Out.swift\nunits: { dp: 1px, sp: 0.0625rem }\n")
        let bare = try CLI.run(["validate", "tokens.json"], in: fixture.url)
        #expect(bare.status == 1, "sp is no unit Tessera knows: \(bare)")
        #expect(bare.stderr.contains("[TS0411]"), "\(bare)")
        let declared = try CLI.run(["validate", "tokens.json", "--config", "tessera.yml"], in: fixture.url)
        #expect(declared.status == 0, "\(declared)")
        #expect(declared.stdout.contains("0 errors, 0 warnings"), "\(declared)")
        let strict = try CLI.run(["validate", "tokens.json", "--config", "tessera.yml", "--strict"], in: fixture.url)
        #expect(strict.status == 1, "\(strict)")

        let resolved = try CLI.run(["resolve", "tokens.json", "--config", "tessera.yml", "--token", "space.b", "--format", "json"], in: fixture.url)
        #expect(resolved.status == 0, "\(resolved)")
        #expect(resolved.stdout.replacingOccurrences(of: " ", with: "").contains("\"unit\":\"rem\""), "\(resolved)")

        let built = try CLI.run(["build"], in: fixture.url)
        #expect(built.status == 0, "\(built)")
        #expect(!built.stderr.contains("warning"), "\(built)")
    }

    /// `units: {zz: 1e308px}` and `"4zz"`: the conversion gives infinity, an error in every
    /// command (no `infpx`, no token dropped from the JSON without a word).
    @Test func aConversionBeyondDoubleIsTS0420InEveryCommand() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", ##"{"a": {"$type": "dimension", "$value": "4zz"}}"##)
        try fixture.write("tessera.yml", "inputs: [tokens.json]\noutput: Out.swift\nunits: { zz: 1e308px }\n")
        let location = "tokens.json:1:40: error: dimension a is beyond the range of Double once its unit zz is converted"
        for arguments in [
            ["validate", "tokens.json", "--config", "tessera.yml"], ["resolve", "tokens.json", "--config", "tessera.yml"],
            ["resolve", "tokens.json", "--config", "tessera.yml", "--format", "json"], ["lint"], ["build"],
        ] {
            let result = try CLI.run(arguments, in: fixture.url)
            #expect(result.status == 1, "\(arguments): \(result)")
            #expect(result.stderr.contains(location) && result.stderr.contains("[TS0420]"), "\(arguments): \(result)")
            #expect(!result.stdout.contains("inf"), "\(arguments): \(result)")
        }
        #expect(!FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent("Out.swift").path))
    }

    @Test func aUnitDeclaredWrongIsAConfigurationError() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", Self.tokens)
        try fixture.write("tessera.yml", "inputs: [tokens.json]\noutput: Out.swift\nunits: { dp: 1dp, rem: 16px }\n")
        let result = try CLI.run(["build"], in: fixture.url)
        #expect(result.status == 2, "an invalid tessera.yml is a usage mistake: \(result)")
        #expect(result.stderr.contains("tessera.yml:3:14: error: units.dp must be a positive length"), "\(result)")
        #expect(result.stderr.contains("remBase"), "\(result)")
    }

    @Test func aTokenLevelRefThatNamesAFileIsAnErrorNotARead() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", ##"{"a": {"$type": "color", "$ref": "missing.json#/color/blue"}}"##)
        let result = try CLI.run(["validate", "tokens.json"], in: fixture.url)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("tokens.json:1:34: error:"), "\(result)")
        #expect(result.stderr.contains("[TS0305]"), "\(result)")
    }
}
