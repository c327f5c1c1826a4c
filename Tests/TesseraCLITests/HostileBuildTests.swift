import Foundation
import Testing

/// `tessera build` on hostile inputs: many modifiers, an error hidden among many permutations,
/// values that overflow on the way to points, `resolve --format json` on huge numbers.
@Suite("tessera build, hostile inputs") struct HostileBuildTests {
    /// 30 modifiers of 4 contexts each that all override one token (4^30 combinations for it) ran
    /// out of memory; now refused at once with a located TS0520, and nothing is written.
    @Test func thirtyModifiersAreRefusedBeforeAnyWork() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("many.resolver.json", Self.resolver(modifiers: 30, contexts: 4, shared: true))
        let result = try CLI.run(["build", "many.resolver.json", "--output", "Tokens.swift"], in: fixture.url, timeout: 60)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("many.resolver.json:1:"), "\(result)")
        #expect(result.stderr.contains("[TS0520]"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent("Tokens.swift").path))
    }

    /// `lint` names no other command in its TS0520, once, and still ends with a summary.
    @Test func lintReportsTheLimitInItsOwnWordsWithASummary() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("many.resolver.json", Self.resolver(modifiers: 30, contexts: 4, shared: true))
        let result = try CLI.run(["lint", "many.resolver.json"], in: fixture.url, timeout: 60)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.components(separatedBy: "[TS0520]").count == 2, "\(result)")
        #expect(!result.stderr.contains("build resolves"), "\(result)")
        #expect(result.stderr.contains("Tessera resolves at most 4096"), "\(result)")
        #expect(result.stdout.contains("lint stopped before checking the tokens: 1 error"), "\(result)")
    }

    /// 30 independent modifiers of 4 contexts: each token varies with one modifier, so the
    /// build resolves 91 selections, not 4^30.
    @Test func thirtyIndependentModifiersBuild() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("many.resolver.json", Self.resolver(modifiers: 30, contexts: 4))
        let result = try CLI.run(["build", "many.resolver.json", "--output", "Tokens.swift"], in: fixture.url, timeout: 60)
        #expect(result.status == 0, "\(result)")
        let swift = try String(contentsOf: fixture.url.appendingPathComponent("Tokens.swift"), encoding: .utf8)
        #expect(swift.contains("public enum M29: Swift.String"))
    }

    /// 12 modifiers of 2 contexts (4,096 combinations, within the budget) and a broken reference
    /// in one context: reported after resolving the 13 covering inputs, not all 4,096.
    @Test func anErrorAmongManyPermutationsIsReportedFirst() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("many.resolver.json", Self.resolver(modifiers: 12, contexts: 2, broken: true))
        let result = try CLI.run(["build", "many.resolver.json", "--output", "Tokens.swift"], in: fixture.url, timeout: 60)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("many.resolver.json:1:"), "\(result)")
        #expect(result.stderr.contains("[TS0301]"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent("Tokens.swift").path))
    }

    /// 1e308rem is finite, 16 times it is not: build wrote 0 silently.
    @Test func aDimensionThatOverflowsInPointsIsAnError() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", #"{"big": {"$type": "dimension", "$value": {"value": 1e308, "unit": "rem"}}}"#)
        // Found while the Swift streams into the output: the file there stays as it was, and no temporary file is left.
        try fixture.write("Tokens.swift", "// the last good build\n")
        let result = try CLI.run(["build", "tokens.json", "--output", "Tokens.swift"], in: fixture.url)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("tokens.json:1:"), "\(result)")
        #expect(result.stderr.contains("[TS0420]"), "\(result)")
        #expect(result.stderr.contains("Tokens.swift was not written"), "\(result)")
        #expect(try String(contentsOf: fixture.url.appendingPathComponent("Tokens.swift"), encoding: .utf8) == "// the last good build\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.url.path).sorted() == ["Tokens.swift", "tokens.json"])
    }

    /// "1e308px" read as Tokens Studio math printed `"value": inf`.
    @Test func resolveJSONStaysJSONForHugeNumbers() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write(
            "tokens.json", #"{"b": {"$type": "dimension", "$value": "1e308px"}, "c": {"$type": "sizing", "$value": "{b} * 10"}}"#)
        let result = try CLI.run(["resolve", "tokens.json", "--from", "tokens-studio", "--format", "json"], in: fixture.url)
        #expect(result.status == 1, "\(result)")
        let tokens = try #require(try result.json()["tokens"] as? [String: Any])
        #expect(tokens.keys.sorted() == ["b"])
        #expect(result.stderr.contains("[TS0420]"), "\(result)")
    }

    /// A resolver of `modifiers` independent modifiers with `contexts` contexts each; with
    /// `broken`, the second context of the last modifier references a token that does not exist;
    /// with `shared`, every context also overrides one token.
    static func resolver(modifiers: Int, contexts: Int, broken: Bool = false, shared: Bool = false) -> String {
        var members: [String] = []
        for index in 0..<modifiers {
            let list = (0..<contexts).map { context in
                let value = broken && index == modifiers - 1 && context == 1 ? "\"{nowhere}\"" : "\(context)"
                let common = shared ? ",\"shared\":{\"$type\":\"number\",\"$value\":\(context)}" : ""
                return "\"c\(context)\":[{\"t\(index)\":{\"$type\":\"number\",\"$value\":\(value)}\(common)}]"
            }
            members.append("\"m\(index)\":{\"contexts\":{\(list.joined(separator: ","))},\"default\":\"c0\"}")
        }
        let order = (0..<modifiers).map { "{\"$ref\":\"#/modifiers/m\($0)\"}" }.joined(separator: ",")
        return "{\"version\":\"2025.10\",\"modifiers\":{\(members.joined(separator: ","))},\"resolutionOrder\":[\(order)]}"
    }
}
