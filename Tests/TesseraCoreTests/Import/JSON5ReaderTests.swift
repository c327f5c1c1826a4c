import Foundation
import Testing
import TesseraTestSupport
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// `.json5` files: JSON5's extra syntax lands in the same tree, with positions.
@Suite struct JSON5ReaderTests {
    @Test func unquotedKeysSingleQuotesCommentsAndTrailingCommas() throws {
        let result = readJSON5("""
            // Style Dictionary tokens
            {
              color: {
                $type: 'color',
                'brand-red': { value: '#ff0000', comment: "it's \\"red\\"", },  /* trailing comma */
              },
              list: [1, 2,],
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.value(at: "color", "$type")?.stringValue == "color")
        #expect(result.value(at: "color", "brand-red", "value")?.stringValue == "#ff0000")
        #expect(result.value(at: "color", "brand-red", "comment")?.stringValue == #"it's "red""#)
        #expect(result.value(at: "list")?.arrayValue?.count == 2)
        // Positions point at the key as written (line 5, column 5: the opening quote).
        let member = try #require(result.value(at: "color")?.objectValue?.member("brand-red"))
        #expect(result.lineColumn(member.keyPosition)?.line == 5)
        #expect(result.lineColumn(member.keyPosition)?.column == 5)
        #expect(Array(result.value?.objectValue?.keys ?? []) == ["color", "list"])
    }

    @Test func numbersInEveryJSON5Form() throws {
        let result = readJSON5("{a: 0x1F, b: .5, c: 5., d: +3, e: -0xA, f: 1e2, g: -.25e1, h: 7}")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let numbers = ["a", "b", "c", "d", "e", "f", "g", "h"].map { result.value(at: $0)?.numberValue }
        #expect(numbers.map { $0?.value } == [31, 0.5, 5, 3, -10, 100, -2.5, 7])
        #expect(numbers.map { $0?.isIntegerLiteral } == [true, false, false, true, true, false, false, true])
    }

    @Test func stringEscapesAndLineContinuations() {
        let result = readJSON5("{s: 'line one \\\nline two', t: 'tab\\there \\x41\\u00e9 \\uD83D\\uDE00'}")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.value(at: "s")?.stringValue == "line one line two")
        #expect(result.value(at: "t")?.stringValue == "tab\there Aé 😀")
    }

    @Test(arguments: ["{a: Infinity}", "{a: -Infinity}", "{a: NaN}", "{a: +NaN}"])
    func nonFiniteNumbersAreRejected(_ text: String) throws {
        let result = readJSON5(text)
        #expect(result.value == nil)
        let diagnostic = try #require(result.first(.nonJSONNumber))
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location?.column == 5)
    }

    @Test(arguments: [
        ("{a: 'open", "unexpected end of file: the string is not closed"),
        ("{a: 'x\ny'}", "a line break inside a string must be escaped"),
        ("{a 1}", "expected ':' after member name \"a\""),
        ("{a: 01}", "a number may not start with 0"),
        ("{a: .}", "expected digits in the number"),
        ("{a: 1 b: 2}", "expected ',' or '}' in object"),
        ("{a: undefined}", "expected a value but found 'u'"),
        ("{a: 1}}", "after the end of the JSON5 value"),
        ("{a: 1e999}", "too large to represent"),
        ("", "file is empty"),
    ])
    func syntaxErrorsAreDiagnosed(_ text: String, _ message: String) {
        let result = readJSON5(text)
        #expect(result.value == nil)
        #expect(result.errors.count == 1)
        #expect(result.errors.first?.message.contains(message) == true, "\(result.diagnostics.map(\.message))")
    }

    /// Invalid UTF-8 in a quoted string or an unquoted name is an error at its place, never repaired in silence.
    @Test(arguments: [[UInt8(ascii: "{"), 0xFF, UInt8(ascii: ":"), UInt8(ascii: "1"), UInt8(ascii: "}")],
                      Array("{a: '".utf8) + [0xC3] + Array("'}".utf8)])
    func invalidUTF8IsAnErrorWithItsPosition(_ bytes: [UInt8]) {
        let result = readJSON5(bytes: bytes, path: "bad.json5")
        #expect(result.value == nil)
        #expect(result.codes == [.jsonSyntax])
        #expect(result.errors.first?.message.contains("not valid UTF-8") == true, "\(result.diagnostics.map(\.message))")
        #expect(result.errors.first?.location?.line == 1)
    }

    @Test func utf16IsRefusedAndAByteOrderMarkIsAllowed() {
        let utf16 = readJSON5(bytes: [0xFF, 0xFE] + Array("{a: 1}".utf8).flatMap { [$0, 0] })
        #expect(utf16.value == nil)
        #expect(utf16.codes == [.invalidUTF8])
        let marked = readJSON5(bytes: [0xEF, 0xBB, 0xBF] + Array("{a: 1}".utf8))
        #expect(marked.value?.objectValue?["a"]?.numberValue?.value == 1)
        #expect(marked.diagnostics.isEmpty)
    }

    /// A repeated name is found (the later value wins, with a warning) wherever it is, in an object
    /// of any size: by comparing names in a small object, through an index in a large one, so
    /// that an object of thousands of members does not cost a comparison of every pair.
    @Test func repeatedNamesAreFoundInObjectsOfEverySize() throws {
        for (first, second) in [("a", "a"), ("a", "'a'"), (#""\u0061""#, "a"), ("$value", "'$value'")] {
            for size in [0, 5, 11, 12, 13, 40, 5_000] {
                let others = (0..<size).map { "m\($0): \($0)" }
                let half = size / 2
                let members = others[..<half] + ["\(first): 1"] + others[half...] + ["\(second): 2"]
                let result = readJSON5("{" + members.joined(separator: ", ") + "}")
                #expect(result.warnings.map(\.code) == [.duplicateKey], "\(first) / \(second) among \(size)")
                let object = try #require(result.value?.objectValue)
                #expect(object.count == size + 1)
                #expect(object.members[half].value.numberValue?.value == 2, "the later value, in the first one's place")
            }
        }
    }

    @Test func deepNestingIsADiagnosticNotACrash() {
        let result = readJSON5(String(repeating: "[", count: 100_000))
        #expect(result.value == nil)
        #expect(result.codes == [.nestingTooDeep])
    }

    @Test(.needsSharedCorpora) func theRealJSON5FilesOfGitHubPrimerRead() throws {
        let directory = corpusURL("dtcg-examples/github-primer")
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        var read = 0
        var duplicates: [String: Int] = [:]
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "json5" else { continue }
            let result = readJSON5(String(decoding: try Data(contentsOf: url), as: UTF8.self), path: url.path)
            #expect(result.value?.objectValue?.isEmpty == false, "\(url.lastPathComponent)")
            #expect(result.errors.isEmpty, "\(url.lastPathComponent): \(result.errors.prefix(2).map(\.message))")
            #expect(result.warnings.allSatisfy { $0.code == .duplicateKey }, "\(url.lastPathComponent)")
            if !result.warnings.isEmpty { duplicates[url.lastPathComponent] = result.warnings.count }
            read += 1
        }
        #expect(read == 56)
        // A defect of the data, checked by hand: dark.dimmed.json5 gives many tokens two
        // "$extensions" members (lines 21 and 26 are the first pair); JSON5 keeps the later one.
        #expect(duplicates == ["dark.dimmed.json5": 80], "\(duplicates)")
    }

    @Test func styleDictionaryJSON5FilesLoadThroughTheImporter() throws {
        let result = resolveFiles([
            "tokens/color.json5": "{ color: { red: { value: '#ff0000', comment: 'Red' }, alert: { value: '{color.red.value}' } } }"
        ])
        #expect(result.errors.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(srgb(result["color.alert"]) == [1, 0, 0])
        #expect(result.tokens["color.red"]?.description == "Red")
    }
}
