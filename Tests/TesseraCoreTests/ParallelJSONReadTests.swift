import Foundation
import Testing

@testable import TesseraCore
import TesseraTestSupport

/// Reading JSON files ahead on several threads (`DocumentLoader.preload`) must give exactly what
/// the ordinary one-thread read gives: the same trees with the same positions, and the same
/// diagnostics in the same order, whatever the file holds and wherever the cut falls.
@Suite struct ParallelJSONReadTests {
    /// One file read both ways; each side's tree (with positions) and diagnostics as text.
    private func readBothWays(_ files: [String: [UInt8]], minimumSplitSize: Int = 0)
        -> (sequential: String, parallel: String, readInParts: Int)
    {
        var readInParts = 0
        func read(preloading: Bool) -> String {
            let diagnostics = DiagnosticEngine()
            let loader = DocumentLoader(fileSystem: InMemoryFileSystem(data: files), diagnostics: diagnostics)
            let paths = files.keys.sorted()
            if preloading {
                loader.preload(paths, minimumSplitSize: minimumSplitSize)
                readInParts = loader.filesReadInParts
            }
            var text = ""
            for path in paths {
                text += "\(path): " + (loader.load(path).map(Self.dump) ?? "nil") + "\n"
            }
            text += "values: \(loader.valueKeyCount)\n"
            for diagnostic in diagnostics.diagnostics {
                text += "\(diagnostic.severity) \(diagnostic.code.rawValue) \(diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-") \(diagnostic.message)\n"
            }
            return text
        }
        return (read(preloading: false), read(preloading: true), readInParts)
    }

    /// The tree as text, with every value's and member name's offset.
    static func dump(_ value: JSONValue) -> String {
        var text = "@\(value.position.offset)"
        switch value.kind {
        case .null: text += "null"
        case .bool(let flag): text += "\(flag)"
        case .number(let number): text += "\(number.value)\(number.isIntegerLiteral ? "i" : "")"
        case .string(let string): text += string.debugDescription
        case .array(let items): text += "[" + items.map(dump).joined(separator: ",") + "]"
        case .object(let object):
            text += "{" + object.members.map { "\($0.key.debugDescription)@\($0.keyPosition.offset):\(dump($0.value))" }
                .joined(separator: ",") + "}"
        }
        return text
    }

    @Test func corpusFilesCutAnywhereReadTheSame() throws {
        var compared = 0
        var readInParts = 0
        for url in try corpusJSONFiles() {
            let bytes = try [UInt8](Data(contentsOf: url))
            let (sequential, parallel, parts) = readBothWays([url.lastPathComponent: bytes])
            #expect(sequential == parallel, "\(url.path)")
            compared += 1
            readInParts += parts
        }
        #expect(compared > 100)
        // Most files have a cut near the middle; they must really have been read in two parts.
        #expect(readInParts > compared / 2)
    }

    @Test func severalFilesAtOnce() {
        let files = [
            "a.json": Array(#"{"x": {"$value": 1, "$type": "number"}, "y": {"$value": 2}, "z": {"$value": 3}}"#.utf8),
            "b.json": Array(##"{"g": {"h": {"$value": "#fff", "$type": "color"}}, "i": {"$ref": "a.json"}}"##.utf8),
            "c.json": Array(#"{"broken": {"$value": 1,}"#.utf8),
        ]
        let (sequential, parallel, readInParts) = readBothWays(files)
        #expect(sequential == parallel)
        #expect(parallel.contains("c.json: nil"))
        #expect(readInParts == 2)
    }

    /// Documents whose cut (a `}` `,` `"` near the middle) is not a plain member boundary, or
    /// whose second half has a problem the ordinary read reports.
    @Test(arguments: [
        // A name on both sides of the cut, at the root and one level down.
        #"{"a": {"b": 1}, "c": {"d": 2}, "a": {"e": 3}}"#,
        #"{"g": {"a": {"b": 1}, "c": {"d": 2}, "a": {"e": 3}}}"#,
        // The cut inside a string.
        #"{"a": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx}, \"yy", "b": {"c": 1}}"#,
        #"{"a": {"b": 1}, "s": "}, ", "t": {"u": "}, \""}, "v": 1}"#,
        // The cut inside an array of objects.
        #"{"a": [{"b": 1}, {"c": 2}, {"d": 3}, {"e": 4}], "f": {"g": 5}}"#,
        // A syntax error, an unclosed object, and content after the end, all after the cut.
        #"{"a": {"b": 1}, "c": {"d": 2}, "e": {"f": 3} "g": 1}"#,
        #"{"a": {"b": 1}, "c": {"d": 2}, "e": {"f": 3}"#,
        #"{"a": {"b": 1}, "c": {"d": 2}, "e": {"f": 3}} {}"#,
        #"{"a": {"b": 1}, "c": {"d": 2}, "e": {"f": 3}}]"#,
        // Trailing commas and comments.
        #"{"a": {"b": 1}, "c": {"d": 2}, "e": {"f": 3},}"#,
        #"{"a": {"b": 1}, // note"# + "\n" + #""c": {"d": 2}, "e": {"f": 3}}"#,
        #"{"a": {"b": 1}, "c": {"d": 2}, /* x */ "e": {"f": 3}}"#,
        // A byte-order mark, deep nesting around and after the cut, escapes and non-ASCII names.
        "\u{FEFF}" + #"{"a": {"b": 1}, "c": {"d": 2}}"#,
        #"{"a": {"b": {"c": {"d": {"e": 1}, "f": {"g": 2}}}}, "h": {"i": 3}}"#,
        #"{"é": {"\u00e9": 1}, "ü": {"b\n": 2}, "x": {"y": "\ud83d\ude00"}}"#,
        #"{"a": {"b": 1}, "c": {"d": 2}, "e": {"f": NaN}}"#,
        #"[{"a": 1}, {"b": 2}, {"c": 3}]"#,
    ])
    func awkwardCutsReadTheSame(_ document: String) {
        let (sequential, parallel, _) = readBothWays(["t.json": Array(document.utf8)])
        #expect(sequential == parallel)
    }

    @Test func nestingLimitHoldsAcrossTheCut() {
        // Deep after the cut: the second part cannot know the depth above it, so this must still be an error.
        let deep = String(repeating: #"{"n":"#, count: 520) + "1" + String(repeating: "}", count: 520)
        let document = #"{"a": {"b": 1}, "c": "# + deep + "}"
        let (sequential, parallel, _) = readBothWays(["t.json": Array(document.utf8)])
        #expect(sequential == parallel)
        #expect(parallel.contains(DiagnosticCode.nestingTooDeep.rawValue))
    }

    /// A deterministic run over damaged copies of a token file: a byte changed, removed or
    /// repeated anywhere. Longer runs: TESSERA_FUZZ_ITERATIONS.
    @Test func damagedFilesReadTheSame() {
        var document = "{\n"
        for group in 0..<12 {
            document += "  \"group\(group)\": {\n    \"$type\": \"color\",\n"
            for token in 0..<6 {
                document += "    \"t\(token)\": {\"$value\": \"#\(group)\(token)a0b0\", \"$description\": \"a, b}, \\\"c\\\"\"},\n"
            }
            document += "    \"list\": {\"$value\": [1, {\"x\": 2}, \"}, \\\"\"]}\n  }\(group == 11 ? "" : ",")\n"
        }
        document += "}\n"
        let original = Array(document.utf8)
        let iterations = ProcessInfo.processInfo.environment["TESSERA_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 300
        var random = SplitMix64(seed: 0x7E55E7A)
        let alphabet = Array(#"{}[],:" \"#.utf8) + [UInt8(ascii: "a"), UInt8(ascii: "1"), 0xC3]
        var readInParts = 0
        for _ in 0..<iterations {
            var bytes = original
            let at = Int(random.next() % UInt64(bytes.count))
            switch random.next() % 3 {
            case 0: bytes[at] = alphabet[Int(random.next() % UInt64(alphabet.count))]
            case 1: bytes.remove(at: at)
            default: bytes.insert(bytes[at], at: at)
            }
            let (sequential, parallel, parts) = readBothWays(["t.json": bytes], minimumSplitSize: 0)
            #expect(sequential == parallel, "\(String(decoding: bytes, as: UTF8.self))")
            if sequential != parallel { break }
            readInParts += parts
        }
        // Damage far from the cut leaves it usable: both ways of reading were compared.
        #expect(readInParts > iterations / 4)
        #expect(readInParts < iterations)
    }
}
