import Foundation
import Testing

/// `tessera convert` writes the draft forms real files use (a color's `channels`/`space`, a
/// modifier's `context`) and a hex that contradicts its components as strict 2025.10.
@Suite("convert draft forms") struct WildFormsConvertTests {
    static let fixtures = CLI.packageRoot.appendingPathComponent("Tests/TesseraCoreTests/Fixtures/WildForms")

    @Test(arguments: ["draft-colors.tokens.json", "draft-context/tokens.resolver.json", "units.tokens.json"])
    func convertsToFilesThatStrictModeAccepts(_ input: String) throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        let converted = try CLI.run(
            ["convert", Self.fixtures.appendingPathComponent(input).path, "--output-dir", "out", "--name", "Wild"], in: fixture.url)
        #expect(converted.status == 0, "\(converted)")
        let output = fixture.url.appendingPathComponent("out")
        let written = try ConvertCommandTests.files(in: output)
        let text = written.values.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
            .replacingOccurrences(of: " ", with: "")
        for draft in ["\"channels\":", "\"space\":", "\"context\":", "\"unit\":\"\"", "\"dp\""] {
            #expect(!text.contains(draft), "\(draft) in \(text.prefix(2000))")
        }
        let validated = try CLI.run(["validate", "--strict", "out/Wild.resolver.json"], in: fixture.url)
        #expect(validated.status == 0, "\(validated)")
        #expect(validated.stdout.contains("0 errors, 0 warnings"), "\(validated)")
    }

    @Test func theComponentsWinOverAContradictingHex() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write(
            "tokens.json", ##"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#00ff00"}}}"##)
        let converted = try CLI.run(["convert", "tokens.json", "--output-dir", "out", "--name", "Hex"], in: fixture.url)
        #expect(converted.status == 0, "\(converted)")
        let text = try ConvertCommandTests.files(in: fixture.url.appendingPathComponent("out")).values
            .map { String(decoding: $0, as: UTF8.self) }.joined()
        #expect(text.contains("#ff0000") && !text.contains("#00ff00"), "\(text)")
        let built = try CLI.run(["build", "tokens.json", "--output", "Tokens.swift"], in: fixture.url)
        #expect(built.status == 0, "\(built)")
        let swift = try String(contentsOf: fixture.url.appendingPathComponent("Tokens.swift"), encoding: .utf8)
        #expect(swift.contains("#ff0000") && !swift.contains("#00ff00"))
    }
}
