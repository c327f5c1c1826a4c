import Foundation
import Testing
import TesseraTestSupport

/// Theme names come from token files and reach the generated Swift in comments and string
/// literals: a line break must not end a comment (the next line would be code), and a
/// bidirectional control must show as an escape, not reorder what a reviewer reads.
@Suite struct ThemeNameTextTests {
    @Test func aThemeNameCannotEndItsCommentOrHideInALiteral() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write(
            "r.resolver.json",
            #"""
            {"version": "2025.10", "sets": {"base": {"sources": [{"a": {"$type": "number", "$value": 1}}]}},
             "modifiers": {"brand": {"contexts": {"one\nstatic let injected = 1 //": [{"a": {"$type": "number", "$value": 2}}], "two\u202e": [{"a": {"$type": "number", "$value": 3}}]}, "default": "two\u202e"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/brand"}]}
            """#)
        let build = try CLI.run(["build", "r.resolver.json", "-o", "Tokens.swift"], in: fixture.url)
        #expect(build.status == 0, "\(build)")
        let swift = try String(contentsOf: fixture.url.appendingPathComponent("Tokens.swift"), encoding: .utf8)
        #expect(!swift.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("static let injected") }, "\(swift)")
        #expect(swift.contains("/// Design tokens, one value of this type per theme (one static let injected = 1 //, two\\u{202E})."), "\(swift)")
        #expect(!swift.unicodeScalars.contains("\u{202E}"), "\(swift)")
        #expect(swift.contains(#"case two = "two\u{202e}""#), "\(swift)")
        try SwiftCompiler.run([
            "-typecheck", "-swift-version", "6", "-I", try SwiftCompiler.builtModulesDirectory().path,
            fixture.url.appendingPathComponent("Tokens.swift").path,
        ])
    }

    /// The same for a trait modifier's name (a Tokens Studio theme group) and a token's name in `--keys`.
    @Test func aModifierOrTokenNameCannotEndItsComment() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        let group = #""group": "mode\nstatic let injected = 2 //""#
        try fixture.write(
            "$themes.json",
            #"[{"id": "l", "name": "light", \#(group), "selectedTokenSets": {"base": "enabled"}}, {"id": "d", "name": "dark", \#(group), "selectedTokenSets": {"base": "enabled", "dark": "enabled"}}]"#)
        try fixture.write("base.json", #"{"a\nstatic let injected = 1 //": {"value": 1, "type": "number"}}"#)
        try fixture.write("dark.json", #"{"a\nstatic let injected = 1 //": {"value": 2, "type": "number"}}"#)
        let build = try CLI.run(["build", ".", "-o", "Tokens.swift", "--keys", "Keys.swift"], in: fixture.url)
        #expect(build.status == 0, "\(build)")
        let tokens = try String(contentsOf: fixture.url.appendingPathComponent("Tokens.swift"), encoding: .utf8)
        let keys = try String(contentsOf: fixture.url.appendingPathComponent("Keys.swift"), encoding: .utf8)
        #expect(tokens.contains("/// Tokens vary with mode static let injected = 2 //."), "\(tokens)")
        #expect(keys.contains("/// `a static let injected = 1 //`: number"), "\(keys)")
        for swift in [tokens, keys] {
            #expect(!swift.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("static let injected") }, "\(swift)")
        }
    }
}
