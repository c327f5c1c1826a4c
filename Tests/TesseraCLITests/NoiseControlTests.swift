import Foundation
import Testing

/// `--quiet`, `--warnings-as-errors`, `--max-warnings`, and how numbers and paths read in messages.
@Suite struct NoiseControlTests {
    /// One legacy hex color: a warning, no error.
    static let legacyColor = ##"{"grey": {"$type": "color", "$value": "#bebebe"}}"##

    static func fixture() throws -> FixtureDirectory {
        let fixture = try FixtureDirectory()
        try fixture.write("tokens.json", legacyColor)
        return fixture
    }

    @Test func warningsPrintWithTheirFixAtMessagePrecision() throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        let result = try CLI.run(["validate", "tokens.json"], in: fixture.url)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "1 token in 1 permutation: 0 errors, 1 warning\n", "\(result)")
        #expect(result.stderr.contains("warning: legacy color string \"#bebebe\""), "\(result)")
        #expect(result.stderr.contains("[0.745098,0.745098,0.745098]"), "\(result)")
        #expect(!result.stderr.contains("0.7450980392"), "\(result)")
    }

    @Test func quietPrintsErrorsAndTheSummaryOnly() throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        try fixture.write("broken.json", ##"{"a": {"$type": "color", "$value": "#bebebe"}, "b": {"$type": "color", "$value": "{nope}"}}"##)
        let quiet = try CLI.run(["validate", "tokens.json", "--quiet"], in: fixture.url)
        #expect(quiet.status == 0, "\(quiet)")
        #expect(quiet.stderr.isEmpty, "\(quiet)")
        #expect(quiet.stdout == "1 token in 1 permutation: 0 errors, 1 warning\n", "\(quiet)")
        let broken = try CLI.run(["validate", "broken.json", "-q"], in: fixture.url)
        #expect(broken.status == 1, "\(broken)")
        #expect(broken.stderr.contains("error: reference {nope} does not resolve"), "\(broken)")
        #expect(!broken.stderr.contains("warning:"), "\(broken)")
        #expect(broken.stdout == "2 tokens read, 1 resolved, in 1 permutation: 1 error, 1 warning\n", "\(broken)")
    }

    @Test func warningsAsErrorsFailsTheRun() throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        let result = try CLI.run(["validate", "tokens.json", "--warnings-as-errors"], in: fixture.url)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("tessera: error: 1 warning, and --warnings-as-errors is set"), "\(result)")
        let resolved = try CLI.run(["resolve", "tokens.json", "--warnings-as-errors"], in: fixture.url)
        #expect(resolved.status == 1, "\(resolved)")
    }

    @Test func maxWarningsFailsOnlyAboveTheLimit() throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        let within = try CLI.run(["validate", "tokens.json", "--max-warnings", "1"], in: fixture.url)
        #expect(within.status == 0, "\(within)")
        let above = try CLI.run(["validate", "tokens.json", "--max-warnings", "0"], in: fixture.url)
        #expect(above.status == 1, "\(above)")
        #expect(above.stderr.contains("tessera: error: 1 warning, more than --max-warnings 0"), "\(above)")
        let negative = try CLI.run(["validate", "tokens.json", "--max-warnings", "-1"], in: fixture.url)
        #expect(negative.status == 2, "\(negative)")
    }

    @Test func buildAndConvertWriteNothingWhenWarningsFail() throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        let build = try CLI.run(["build", "tokens.json", "-o", "T.swift", "--warnings-as-errors"], in: fixture.url)
        #expect(build.status == 1, "\(build)")
        #expect(build.stderr.contains("T.swift was not written"), "\(build)")
        #expect(!FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent("T.swift").path))
        let convert = try CLI.run(["convert", "tokens.json", "--output-dir", "out", "--max-warnings", "0"], in: fixture.url)
        #expect(convert.status == 1, "\(convert)")
        #expect(!FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent("out").path))
        let allowed = try CLI.run(["build", "tokens.json", "-o", "T.swift", "--max-warnings", "1", "--quiet"], in: fixture.url)
        #expect(allowed.status == 0, "\(allowed)")
        #expect(!allowed.stderr.contains("warning:"), "\(allowed)")
    }

    @Test func theTokenPathIsNotRepeatedWhenTheMessageNamesIt() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", #"{"size": {"gap": {"$value": 4}}}"#)
        let result = try CLI.run(["validate", "tokens.json"], in: fixture.url)
        #expect(result.stderr.contains("token size.gap has no $type; read as number from its value [TS0210]"), "\(result)")
        #expect(!result.stderr.contains("(token size.gap)"), "\(result)")
    }
}
