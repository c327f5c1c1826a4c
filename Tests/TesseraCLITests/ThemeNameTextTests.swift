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
}
