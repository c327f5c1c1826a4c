import Foundation
import Testing

@testable import TesseraCore

/// A large document's tree walk is shared with a second thread (`TokenTreeParser`): the token
/// list and the diagnostics must be exactly those of one walk, wherever the cut falls.
@Suite struct ParallelTreeWalkTests {
    /// The document read both ways, as text: every definition, the group ids, the diagnostics.
    private func walkBothWays(_ json: String, strict: Bool = false) -> (sequential: String, parallel: String, shared: Bool) {
        var shared = false
        func walk(parallel: Bool) -> String {
            let diagnostics = DiagnosticEngine()
            let file = SourceFile(path: "t.json", bytes: Array(json.utf8))
            let id = diagnostics.sources.register(file)
            guard let root = JSONReader().read(file, id: id, diagnostics: diagnostics)?.objectValue else { return "unreadable" }
            var options = ReadingOptions(strict: strict)
            options.usesSeveralCores = parallel
            options.parallelWorkThreshold = 0
            var parser = TokenTreeParser(root: root, options: options, diagnostics: diagnostics)
            let document = parser.parse()
            if parallel { shared = parser.walkedOnTwoThreads }
            var text = ""
            for token in document.tokens {
                text += "\(token.id) \(token.groupPath) \(token.name) \(String(describing: token.explicitType)) "
                text += "\(String(describing: token.groupType)) \(ParallelJSONReadTests.dump(token.value)) "
                text += "\(token.isTokenLevelReference) \(token.description ?? "-") \(token.isDeprecated) "
                text += "\(token.deprecationMessage ?? "-") \(token.extensions.map(ParallelJSONReadTests.dump) ?? "-") \(token.position.offset)\n"
            }
            text += "groups: \(document.groupIDs.sorted())\n"
            for diagnostic in diagnostics.diagnostics {
                text += "\(diagnostic.severity) \(diagnostic.code.rawValue) \(diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-") "
                text += "\(diagnostic.tokenPath ?? "-") \(diagnostic.message) \(diagnostic.notes.map(\.message)) \(diagnostic.fixIt ?? "-")\n"
            }
            return text
        }
        return (walk(parallel: false), walk(parallel: true), shared)
    }

    /// The split point weighs each member by the bytes it spans: from its start to the start of
    /// its last nested value. Where that value is in another file (merged trees), it counts the
    /// member's tokens and groups instead, at 64 bytes each.
    @Test func workIsEstimatedFromBytesOrCountedAcrossFiles() throws {
        let json = #"{"a": {"x": {"$value": 1}, "y": {"$value": [1, 2, 3]}}, "b": {"$value": 2}}"#
        let root = try #require(readJSON(json).value?.objectValue)
        let a = try #require(root["a"])
        let lastNumber = try #require(json.utf8.firstIndex(of: UInt8(ascii: "3")))
        let expected = json.utf8.distance(from: json.utf8.startIndex, to: lastNumber) - Int(a.position.offset) + 1
        #expect(TokenTreeParser.approximateWork(of: a) == expected)
        // A group whose last member came from another file: the group, x and y are counted
        // (z, a bare number, is neither a token nor a group).
        var merged = try #require(a.objectValue)
        merged.members.append(
            JSONObject.Member(
                key: "z", keyPosition: SourcePosition(file: SourceFileID(99), offset: 0),
                value: JSONValue(.number(JSONNumber(4, isIntegerLiteral: true)), at: SourcePosition(file: SourceFileID(99), offset: 5))))
        let mergedValue = JSONValue(.object(merged), at: a.position)
        #expect(TokenTreeParser.approximateWork(of: mergedValue) == 64 * 3)
    }

    @Test func corpusFilesWalkTheSame() throws {
        var compared = 0
        var shared = 0
        for url in try corpusJSONFiles() {
            let text = try String(contentsOf: url, encoding: .utf8)
            for strict in [false, true] {
                let result = walkBothWays(text, strict: strict)
                #expect(result.sequential == result.parallel, "\(url.path) strict: \(strict)")
                compared += 1
                if result.shared { shared += 1 }
            }
        }
        #expect(compared > 200)
        #expect(shared > compared / 3)
    }

    /// Problems on both sides of the cut, in an order that shows if the second walk's reports were
    /// not put after the first's; warnings past the per-code limit; a group that holds most of the
    /// document (the cut goes inside it); `$extends` in the second half (walked again here).
    @Test(arguments: [
        Self.manyGroups(problemsEvery: 3),
        Self.manyGroups(problemsEvery: 1),
        ##"{"big": {"$type": "color", "$deprecated": "old", "#a": {"a.b": {"$value": "#fff"}}, "#b": {"c": {"$value": "#000"}}, "C": {"c": {"$value": "red", "$extra": 1}}, "c": {"x": {"$value": "#123456"}}}, "small": {"$value": 1, "$type": "number"}}"##,
        ##"{"a": {"x": {"$value": 1, "$type": "number"}}, "b": {"y": {"$value": 2, "$type": "number"}}, "c": {"$extends": "{a}", "z": {"$value": 3, "$type": "number"}}, "d": {"$extends": "{c}"}}"##,
        ##"{"a": {"x": {"value": "#fff", "type": "color"}}, "b": {"y": {"value": "1px", "type": "dimension"}}, "c": 5, "d": {"$value": null}}"##,
        ##"{"$type": "dimension", "a": {"$root": {"$value": "1px"}, "b": {"$value": "2px"}}, "c": {"$ref": "#/a/b"}, "d": {"$value": "{a.b}", "$ref": "#/a"}, "e": {"f": {"$value": "3px"}}}"##,
    ])
    func awkwardDocumentsWalkTheSame(_ json: String) {
        for strict in [false, true] {
            let result = walkBothWays(json, strict: strict)
            #expect(result.sequential == result.parallel, "strict: \(strict)")
            #expect(result.shared)
        }
    }

    /// Forty groups of legacy tokens with problems spread through them.
    static func manyGroups(problemsEvery step: Int) -> String {
        var groups: [String] = []
        for group in 0..<40 {
            var tokens: [String] = []
            for token in 0..<6 {
                let problem = (group * 6 + token) % step == 0
                tokens.append(
                    problem
                        ? ##""t\##(token)": {"value": "#abcdef", "type": "color", "$bogus\##(group)": true}"##
                        : ##""t\##(token)": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}, "$type": "color"}"##)
            }
            groups.append(#""g\#(group)": {\#(group % 7 == 0 ? #""$description": 5, "# : "")\#(tokens.joined(separator: ", "))}"#)
        }
        return "{" + groups.joined(separator: ", ") + "}"
    }
}
