import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert
import TesseraTestSupport

@Suite struct JSONReaderTests {
    /// Short strings are made once and found again by their bytes: every string of every length
    /// up to and past the table's 16 bytes, repeated, near each other and at the end of the file
    /// (where the two words the table reads would run past the string), must read back as written.
    @Test func shortStringsReadBackAsWritten() throws {
        var random = SplitMix64(seed: 0x5EED)  // a fixed sequence: the same texts every run
        var texts: [String] = []
        let alphabet = Array("abcXYZ019$-_. #{}")
        for length in 0...20 {
            for _ in 0..<40 {
                texts.append(String((0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }))
            }
        }
        // Each text twice (the second comes from the table), plus prefixes of one another.
        let all = texts + texts + ["a", "ab", "abc", "abcd", "abcdefgh", "abcdefghi", "abcdefghijklmnop", "abcdefghijklmnopq"]
        let document = "[" + all.map { "\"\($0)\"" }.joined(separator: ",") + "]"
        let result = readJSON(document)
        #expect(result.diagnostics.isEmpty)
        let read = try #require(result.value?.arrayValue).map { $0.stringValue ?? "<not a string>" }
        #expect(read == all)
        // Short strings as the last bytes of a file.
        for tail in ["x", "1234567", "12345678", "123456789abcdef", "123456789abcdefg"] {
            #expect(readJSON("{\"k\":\"\(tail)\"}").value?.objectValue?["k"]?.stringValue == tail)
            #expect(readJSON("[\"\(tail)\"]").value?.arrayValue?.first?.stringValue == tail)
        }
    }

    // MARK: Values

    /// Short strings are found by reading 16 bytes as two words: an escape, a non-ASCII character
    /// or a control character at any place near that window must still be read (or refused)
    /// exactly as the byte-by-byte path does.
    @Test func specialBytesAroundTheShortStringWindow() throws {
        for length in 0...20 {
            for place in 0..<max(length, 1) {
                var plain = Array(repeating: "a", count: length)
                var escaped = plain
                var accented = plain
                if length > 0 {
                    escaped[place] = "\\\""
                    accented[place] = "é"
                }
                let pad = ", \"pad\": \"\(String(repeating: "p", count: 20))\"}"
                for (written, expected) in [
                    (plain.joined(), plain.joined()), (escaped.joined(), escaped.joined().replacingOccurrences(of: "\\\"", with: "\"")),
                    (accented.joined(), accented.joined()),
                ] {
                    let read = readJSON("{\"k\": \"\(written)\"\(pad)")
                    #expect(read.diagnostics.isEmpty, "\(written)")
                    #expect(read.value?.objectValue?["k"]?.stringValue == expected, "\(written)")
                }
                if length > 0 {
                    plain[place] = "\t"  // a raw tab: an error wherever it is
                    #expect(readJSON("{\"k\": \"\(plain.joined())\"\(pad)").value == nil, "tab at \(place) of \(length)")
                }
            }
        }
    }

    @Test func objectsKeepMemberOrder() throws {
        let result = readJSON(#"{"zeta": 1, "alpha": 2, "mid": {"b": true, "a": false}}"#)
        #expect(result.diagnostics.isEmpty)
        let object = try #require(result.value?.objectValue)
        #expect(object.keys == ["zeta", "alpha", "mid"])
        #expect(result.value(at: "mid")?.objectValue?.keys == ["b", "a"])
        #expect(result.value(at: "mid", "b")?.boolValue == true)
        #expect(result.value(at: "mid", "a")?.boolValue == false)
    }

    @Test func literals() {
        let result = readJSON(#"[true, false, null]"#)
        #expect(result.diagnostics.isEmpty)
        #expect(result.value(at: 0)?.boolValue == true)
        #expect(result.value(at: 1)?.boolValue == false)
        #expect(result.value(at: 2)?.isNull == true)
    }

    @Test func numbers() throws {
        let result = readJSON("[1, 1.0, -0.5, 1e3, 12345678901234567, -0, 0, 2.5E-3, 123456789012345]")
        #expect(result.diagnostics.isEmpty)
        let numbers = try #require(result.value?.arrayValue).compactMap(\.numberValue)
        #expect(numbers.count == 9)
        #expect(numbers[0] == JSONNumber(1, isIntegerLiteral: true))
        #expect(numbers[1] == JSONNumber(1, isIntegerLiteral: false))
        #expect(numbers[2] == JSONNumber(-0.5, isIntegerLiteral: false))
        #expect(numbers[3] == JSONNumber(1000, isIntegerLiteral: false))
        // More than 15 digits goes through the text parser; the nearest double is kept.
        #expect(numbers[4] == JSONNumber(12_345_678_901_234_568, isIntegerLiteral: true))
        #expect(numbers[5].value == 0 && numbers[5].value.sign == .minus && numbers[5].isIntegerLiteral)
        #expect(numbers[6] == JSONNumber(0, isIntegerLiteral: true))
        #expect(numbers[7] == JSONNumber(0.0025, isIntegerLiteral: false))
        #expect(numbers[8] == JSONNumber(123_456_789_012_345, isIntegerLiteral: true))
    }

    @Test func stringEscapes() {
        let result = readJSON(#"["\" \\ \/ \b \f \n \r \t", "\u00e9\u00E9", "\ud83d\ude00", "a\u0000b", "\u20AC"]"#)
        #expect(result.diagnostics.isEmpty)
        #expect(result.value(at: 0)?.stringValue == "\" \\ / \u{8} \u{C} \n \r \t")
        #expect(result.value(at: 1)?.stringValue == "éé")
        #expect(result.value(at: 2)?.stringValue == "😀")
        #expect(result.value(at: 3)?.stringValue == "a\u{0}b")
        #expect(result.value(at: 4)?.stringValue == "€")
    }

    /// RFC 8259 leaves a lone surrogate escape unpredictable: it is read as U+FFFD and reported at
    /// its escape, an error in a name (the Swift name would be wrong), a warning in a value.
    @Test func loneSurrogateEscapesAreReportedWhereTheyAre() throws {
        let result = readJSON(#"{"a\ud800b": "x\udc00y", "pair": "\ud83d\ude00", "end": "\uD83D"}"#)
        #expect(result.value?.objectValue?.keys == ["a\u{FFFD}b", "pair", "end"])
        #expect(result.value(at: "a\u{FFFD}b")?.stringValue == "x\u{FFFD}y")
        #expect(result.value(at: "pair")?.stringValue == "😀")
        #expect(result.value(at: "end")?.stringValue == "\u{FFFD}")
        #expect(result.codes == [.loneSurrogate, .loneSurrogate, .loneSurrogate])
        let name = try #require(result.diagnostics.first)
        #expect(name.severity == .error)
        #expect(name.message == "member name has \\ud800, a lone UTF-16 surrogate with no character of its own; it is read as U+FFFD, so the name is not the one meant")
        #expect(name.location?.column == 4)
        #expect(result.diagnostics.dropFirst().map(\.severity) == [.warning, .warning])
        #expect(result.diagnostics.dropFirst().compactMap(\.location?.column) == [16, 58])
        #expect(result.diagnostics[1].fixIt?.contains("high (\\uD800-\\uDBFF)") == true)
    }

    @Test func invalidEscapeIsASyntaxError() {
        let result = readJSON(#"{"a": "x\qy"}"#)
        #expect(result.value == nil)
        #expect(result.codes == [.jsonSyntax])
        #expect(result.errors.first?.location?.column == 9)
    }

    @Test func rawUnicodeText() {
        let result = readJSON(#"{"héllo": "wörld 🌍 日本語", "é": "\u00e9 é"}"#)
        #expect(result.diagnostics.isEmpty)
        #expect(result.value?.objectValue?.keys == ["héllo", "é"])
        #expect(result.value(at: "héllo")?.stringValue == "wörld 🌍 日本語")
        #expect(result.value(at: "é")?.stringValue == "é é")
    }

    @Test func commentsAreSkipped() {
        let text = """
            // leading comment
            {
              /* block
                 comment */ "a": 1, // trailing
              "b": /* inline */ [2 /* x */, 3]
            }
            // end
            """
        let result = readJSON(text)
        #expect(result.diagnostics.isEmpty)
        #expect(result.value?.objectValue?.keys == ["a", "b"])
        #expect(result.value(at: "b", 1)?.numberValue?.value == 3)
    }

    @Test func unterminatedBlockComment() throws {
        let result = readJSON("{\"a\": 1 /* never closed")
        #expect(result.value == nil)
        let error = try #require(result.errors.first)
        #expect(error.code == .jsonSyntax)
        #expect(error.notes.first?.location?.column == 9)
    }

    @Test func trailingCommas() {
        let result = readJSON(#"{"a": [1, 2, ], "b": {"c": 3,},}"#)
        #expect(result.diagnostics.isEmpty)
        #expect(result.value?.objectValue?.keys == ["a", "b"])
        #expect(result.value(at: "a")?.arrayValue?.count == 2)
        #expect(result.value(at: "b", "c")?.numberValue?.value == 3)
    }

    // MARK: Positions

    @Test func positionsOfNestedValuesAndKeys() throws {
        let text = """
            {
              "color": {
                "blue": { "$value": [1, "two"] }
              }
            }
            """
        let result = readJSON(text)
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.value)
        #expect(result.lineColumn(root.position)! == (1, 1))
        let color = try #require(root.objectValue?.member("color"))
        #expect(result.lineColumn(color.keyPosition)! == (2, 3))
        #expect(result.lineColumn(color.value.position)! == (2, 12))
        let blue = try #require(color.value.objectValue?.member("blue"))
        #expect(result.lineColumn(blue.keyPosition)! == (3, 5))
        let value = try #require(blue.value.objectValue?.member("$value"))
        #expect(result.lineColumn(value.keyPosition)! == (3, 15))
        #expect(result.lineColumn(value.value.position)! == (3, 25))
        let two = try #require(result.value(at: "color", "blue", "$value", 1))
        #expect(two.stringValue == "two")
        #expect(result.lineColumn(two.position)! == (3, 29))
        let location = try #require(result.sources.location(of: two.position))
        #expect(location.file == "test.json")
        #expect(location.offset == 43)
    }

    @Test func columnsCountBytes() throws {
        let result = readJSON(#"{"é": 1, "b": 2}"#)
        let b = try #require(result.value?.objectValue?.member("b"))
        // "é" is two bytes, so "b" starts at byte 10 (column 11).
        #expect(result.lineColumn(b.keyPosition)! == (1, 11))
    }

    // MARK: Errors

    /// A warning, as every JSON tool takes the later member.
    @Test func duplicateKeyIsAWarningWithANote() throws {
        let result = readJSON("{\n  \"a\": 1,\n  \"b\": 2,\n  \"a\": 3\n}")
        let error = try #require(result.first(.duplicateKey))
        #expect(error.severity == .warning)
        #expect(error.location?.line == 4)
        #expect(error.location?.column == 3)
        #expect(error.notes.count == 1)
        #expect(error.notes.first?.location?.line == 2)
        #expect(error.notes.first?.location?.column == 3)
        // Reading goes on; the later value wins and the key stays in its first place.
        #expect(result.value?.objectValue?.keys == ["a", "b"])
        #expect(result.value(at: "a")?.numberValue?.value == 3)
    }

    /// Most names are known to be new from a signature of their bytes; a repeated name must
    /// still be found however it is spelled (escaped or not) and wherever it is, and different
    /// names that share a signature must not be taken for one.
    @Test func repeatedNamesAreFoundInObjectsOfEverySize() throws {
        let spellings: [(String, String)] = [
            ("a", "a"), ("a", #"\u0061"#), (#"\u0061"#, "a"), ("offsetX", #"offset\u0058"#), ("", ""), ("é", #"\u00e9"#),
        ]
        for (first, second) in spellings {
            for size in [0, 3, 10, 11, 12, 30] {
                let others = (0..<size).map { #""m\#($0)": \#($0)"# }
                let half = size / 2
                let members = others[..<half] + [#""\#(first)": 1"#] + others[half...] + [#""\#(second)": 2"#]
                let result = readJSON("{" + members.joined(separator: ", ") + "}")
                #expect(result.warnings.map(\.code) == [.duplicateKey], "\(first) / \(second) among \(size)")
                #expect(result.value?.objectValue?.count == size + 1)
            }
        }
        // Same length, first and last bytes, different names: no error.
        let lookalikes = readJSON(#"{"abxc": 1, "abyc": 2, "azzc": 3, "a": 4, "b": 5}"#)
        #expect(lookalikes.diagnostics.isEmpty)
        #expect(lookalikes.value?.objectValue?.keys == ["abxc", "abyc", "azzc", "a", "b"])
    }

    @Test func truncatedFileReportsTheEndAndTheOpener() throws {
        let result = readJSON(#"{"a": {"#)
        #expect(result.value == nil)
        let error = try #require(result.errors.first)
        #expect(error.code == .jsonSyntax)
        #expect(error.location?.line == 1)
        #expect(error.location?.column == 8)
        #expect(error.notes.first?.location?.line == 1)
        #expect(error.notes.first?.location?.column == 7)
    }

    @Test func truncatedStringPointsAtItsStart() throws {
        let result = readJSON("{\"a\": \"abc")
        let error = try #require(result.errors.first)
        #expect(error.code == .jsonSyntax)
        #expect(error.location?.column == 11)
        #expect(error.notes.first?.location?.column == 7)
    }

    @Test(arguments: ["", "   \n\t\r\n  ", "// only a comment\n", "/* c */"])
    func emptyFile(text: String) throws {
        let result = readJSON(text)
        #expect(result.value == nil)
        #expect(result.codes == [.emptyFile])
    }

    @Test func utf8ByteOrderMarkIsAWarning() {
        let result = readJSON(bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
        #expect(result.codes == [.byteOrderMark])
        #expect(result.warnings.count == 1)
        #expect(result.value(at: "a")?.numberValue?.value == 1)
    }

    @Test func utf16IsAnError() {
        let littleEndian = readJSON(bytes: [0xFF, 0xFE] + Array(#"{}"#.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(littleEndian.value == nil)
        #expect(littleEndian.codes == [.invalidUTF8])
        let bigEndian = readJSON(bytes: [0xFE, 0xFF, 0x00, 0x7B, 0x00, 0x7D])
        #expect(bigEndian.value == nil)
        #expect(bigEndian.codes == [.invalidUTF8])
    }

    @Test func invalidUTF8InsideAString() throws {
        let result = readJSON(bytes: Array(#"{"a": "x"#.utf8) + [0xFF, 0xC3] + Array(#"y"}"#.utf8))
        let error = try #require(result.first(.invalidUTF8))
        #expect(error.severity == .error)
        #expect(error.location?.column == 7)
        // The bad bytes are replaced so reading can go on.
        #expect(result.value(at: "a")?.stringValue == "x\u{FFFD}\u{FFFD}y")
    }

    @Test(arguments: ["NaN", "Infinity", "-Infinity", "[1, NaN]"])
    func nonJSONNumbers(text: String) {
        let result = readJSON(text)
        #expect(result.value == nil)
        #expect(result.codes == [.nonJSONNumber])
    }

    @Test func nonJSONNumberPosition() throws {
        let result = readJSON("{\n  \"a\": -Infinity\n}")
        let error = try #require(result.first(.nonJSONNumber))
        #expect(error.location?.line == 2)
        #expect(error.location?.column == 8)
    }

    @Test func hugeNumberIsOutOfRange() throws {
        let result = readJSON(#"{"a": 1e999}"#)
        #expect(result.value == nil)
        let error = try #require(result.first(.numberOutOfRange))
        #expect(error.location?.column == 7)
        // Tiny numbers just underflow to zero, like every JSON parser does.
        #expect(readJSON("1e-999").value?.numberValue?.value == 0)
    }

    @Test(arguments: ["01", "-", "-01", ".5", "1.", "1e", "1e+", "+1", "-.5", "0x10"])
    func malformedNumbers(text: String) {
        let result = readJSON(text)
        #expect(result.value == nil)
        #expect(result.codes == [.jsonSyntax])
    }

    @Test func leadingZeroPosition() throws {
        let result = readJSON(#"{"a": 007}"#)
        let error = try #require(result.first(.jsonSyntax))
        #expect(error.location?.column == 7)
    }

    @Test func rawNewlineInStringIsASyntaxError() throws {
        let result = readJSON("{\"a\": \"line one\nline two\"}")
        #expect(result.value == nil)
        let error = try #require(result.first(.jsonSyntax))
        #expect(error.location?.line == 1)
        #expect(error.location?.column == 16)
        #expect(error.message.contains("line break"))
    }

    @Test func controlCharacterInStringIsASyntaxError() {
        let result = readJSON("\"a\tb\"")
        #expect(result.value == nil)
        #expect(result.codes == [.jsonSyntax])
    }

    @Test func deepNestingIsReportedWithoutCrashing() throws {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let result = readJSON(text)
        #expect(result.value == nil)
        let error = try #require(result.first(.nestingTooDeep))
        #expect(error.location?.column == 513)
        #expect(result.errors.count == 1)
    }

    @Test func nestingUpToTheLimitIsAccepted() {
        let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        let result = readJSON(text)
        #expect(result.diagnostics.isEmpty)
        #expect(result.value?.arrayValue != nil)
    }

    @Test func fiftyMegabyteString() {
        let count = 50_000_000
        var text = #"{"big": ""#
        text += String(repeating: "a", count: count)
        text += #""}"#
        let result = readJSON(text)
        #expect(result.diagnostics.isEmpty)
        #expect(result.value(at: "big")?.stringValue?.utf8.count == count)
    }

    @Test(arguments: [#"{"a": 1} x"#, #"{"a": 1}}"#, "1 2", #"{"a": 1},"#])
    func trailingGarbage(text: String) throws {
        let result = readJSON(text)
        #expect(result.value == nil)
        let error = try #require(result.first(.jsonSyntax))
        #expect(error.message.contains("after the end"))
    }

    @Test func missingCommaAndColon() throws {
        let missingComma = readJSON(#"{"a": 1 "b": 2}"#)
        #expect(missingComma.first(.jsonSyntax)?.location?.column == 9)
        let missingColon = readJSON(#"{"a" 1}"#)
        #expect(missingColon.first(.jsonSyntax)?.location?.column == 6)
        let unquotedKey = readJSON(#"{a: 1}"#)
        #expect(unquotedKey.first(.jsonSyntax)?.location?.column == 2)
    }
}
