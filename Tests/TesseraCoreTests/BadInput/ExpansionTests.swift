import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// Inputs whose size or shape once broke the reader or the resolver: a repeated member whose
/// later value is a large group, and references that double a composite value at every level.
@Suite struct ExpansionTests {
    /// `{"a": {}, "a": {count number tokens}}`.
    static func duplicateGroup(tokens count: Int) -> String {
        let members = (0..<count).map { #""t\#($0)": {"$type": "number", "$value": \#($0)}"# }
        return #"{"a": {},"# + "\n" + #""a": {"# + members.joined(separator: ",\n") + "}}"
    }

    @Test(arguments: [false, true])
    func duplicateMemberWithALargeGroupIsReported(strict: Bool) {
        let result = resolveJSON(Self.duplicateGroup(tokens: 20_000), strict: strict)
        let duplicate = result.first(.duplicateKey)
        #expect(duplicate?.location?.line == 2)
        #expect(duplicate?.location?.column == 1)
        #expect(duplicate?.notes.first?.location?.line == 1, "the note points at the first member")
        // The later member wins: every one of its tokens is there.
        #expect(result.tokens.count == 20_000)
        #expect(result["a.t19999"] == .number(19_999))
    }

    /// `s0` is one shadow layer; every later `sN` is `["{sN-1}", "{sN-1}"]`, so it has 2ᴺ layers.
    static func doublingShadows(levels: Int) -> String {
        var lines = [##""s0": {"$type": "shadow", "$value": {"color": "#000000", "offsetX": "1px", "offsetY": "1px", "blur": "1px", "spread": "0px"}}"##]
        for level in 1..<levels {
            lines.append(#""s\#(level)": {"$type": "shadow", "$value": ["{s\#(level - 1)}", "{s\#(level - 1)}"]}"#)
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    @Test func doublingReferencesStopAtTheExpansionLimit() {
        let result = resolveJSON(Self.doublingShadows(levels: 48))
        // 2⁹ = 512 layers fit; s10 would have 1,024, and is reported at its second reference.
        guard case .shadow(let layers)? = result["s9"] else {
            Issue.record("s9 did not resolve: \(result.diagnostics.map(\.message))")
            return
        }
        #expect(layers.count == 512)
        let errors = result.errors
        #expect(errors.count == 1)
        #expect(errors.first?.code == .valueExpandsTooFar)
        #expect(errors.first?.tokenPath == "s10")
        #expect(errors.first?.location?.line == 12)
        #expect(errors.first?.location?.column == 47)
        // The tokens above it alias a failed token: they fail without an error each.
        #expect(result["s10"] == nil && result["s47"] == nil)
    }

    @Test func gradientsHaveTheSameLimit() {
        var lines = [##""g0": {"$type": "gradient", "$value": [{"color": "#000000", "position": 0}, {"color": "#ffffff", "position": 1}]}"##]
        for level in 1..<40 {
            lines.append(#""g\#(level)": {"$type": "gradient", "$value": ["{g\#(level - 1)}", "{g\#(level - 1)}"]}"#)
        }
        let result = resolveJSON("{\n" + lines.joined(separator: ",\n") + "\n}\n")
        #expect(result.errors.map(\.code) == [.valueExpandsTooFar])
        #expect(result.errors.first?.tokenPath == "g9", "g9 would have 1,024 stops")
        if case .gradient(let stops)? = result["g8"] { #expect(stops.count == 512) } else { Issue.record("g8 did not resolve") }
    }

    @Test func placedStringsHaveALengthLimit() {
        // Style Dictionary places values in strings: every sN is "{sN-1}{sN-1}", 2ᴺ copies of "ab".
        var tokens = [#""s0": {"value": "ab", "type": "string"}"#]
        for level in 1..<48 {
            tokens.append(#""s\#(level)": {"value": "{s\#(level - 1)}{s\#(level - 1)}", "type": "string"}"#)
        }
        let result = resolveFiles(["tokens.json": "{\n" + tokens.joined(separator: ",\n") + "\n}\n"], format: .styleDictionary)
        // 2 × 2¹⁵ bytes fit in 100,000; s16 would have 131,072.
        if case .string(let text)? = result["s15"] { #expect(text.utf8.count == 65_536) } else { Issue.record("s15 did not resolve") }
        #expect(result.errors.map(\.code) == [.valueExpandsTooFar])
        #expect(result.errors.first?.tokenPath == "s16")
        #expect(result.errors.first?.location?.line == 18)
        #expect(result["s47"] == nil)
    }

    @Test func convertKeepsReferencesToShadowsAsReferences() throws {
        let diagnostics = DiagnosticEngine()
        let fileSystem = InMemoryFileSystem(files: ["tokens.json": Self.doublingShadows(levels: 8)])
        let project = try #require(TokenProject.load(paths: ["tokens.json"], diagnostics: diagnostics, fileSystem: fileSystem))
        let files = try #require(DTCGConverter(project: project, name: "tokens").convert(), "\(diagnostics.diagnostics.map(\.message))")
        let text = files.map(\.contents).joined()
        #expect(text.contains(#"["{s6}", "{s6}"]"#) || text.contains(#"["{s6}","{s6}"]"#), "\(text.prefix(2_000))")
        // One layer is written out (s0's); every other shadow refers to the level below.
        #expect(text.components(separatedBy: "offsetX").count - 1 == 1)
        #expect(!diagnostics.hasErrors)
    }
}
