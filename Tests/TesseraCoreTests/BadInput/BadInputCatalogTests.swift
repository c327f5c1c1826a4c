import Foundation
import Testing

@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert
import TesseraTestSupport

// The bad-input catalog: every way a token or resolver file can be broken that
// we know of, each run through the whole pipeline (load, then resolve every
// permutation) the way `tessera validate` does. Each case must come back (no
// crash, no hang, no stack overflow), report an error with the expected code,
// and give every diagnostic about a file a location in that file.

// MARK: - Cases

/// One diagnostic a case must produce.
struct BadInputExpectation: Sendable, CustomStringConvertible {
    /// Any of these codes satisfies the expectation (usually one).
    var codes: Set<DiagnosticCode>
    var severity: Diagnostic.Severity
    /// The file (a suffix of the location's path), line and column, when they are pinned down.
    var file: String?
    var line: Int?
    var column: Int?

    init(
        _ code: DiagnosticCode, _ severity: Diagnostic.Severity = .error, file: String? = nil, line: Int? = nil,
        column: Int? = nil
    ) {
        self.codes = [code]
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
    }

    init(anyOf codes: Set<DiagnosticCode>, _ severity: Diagnostic.Severity = .error) {
        self.codes = codes
        self.severity = severity
    }

    func matches(_ diagnostic: Diagnostic) -> Bool {
        guard codes.contains(diagnostic.code), diagnostic.severity == severity else { return false }
        if file != nil || line != nil || column != nil {
            guard let location = diagnostic.location else { return false }
            if let file, !location.file.hasSuffix(file) { return false }
            if let line, location.line != line { return false }
            if let column, location.column != column { return false }
        }
        return true
    }

    var description: String {
        let code = codes.map(\.rawValue).sorted().joined(separator: "|")
        var place = ""
        if let file { place += " in \(file)" }
        if let line { place += " at \(line):\(column.map(String.init) ?? "?")" }
        return "\(severity.rawValue) [\(code)]\(place)"
    }
}

/// What loading and resolving a case produced.
struct BadInputOutcome {
    var project: TokenProject?
    var diagnostics: [Diagnostic]
    var resolved: [ResolvedTokenSet]

    func all(_ code: DiagnosticCode) -> [Diagnostic] { diagnostics.filter { $0.code == code } }
    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// The resolved token in the first (or only) permutation.
    func token(_ id: String) -> ResolvedToken? { resolved.first?.token(id) }

    /// The diagnostics, one per line, for failure messages.
    var dump: String {
        diagnostics.map { diagnostic in
            let place = diagnostic.location.map { "\($0.file):\($0.line):\($0.column)" } ?? "-"
            return "\(place) \(diagnostic.severity.rawValue) [\(diagnostic.code.rawValue)] \(diagnostic.message.prefix(200))"
        }.joined(separator: "\n")
    }
}

struct BadInputCase: Sendable, CustomTestStringConvertible {
    enum Storage: Sendable {
        /// An ``InMemoryFileSystem``.
        case memory
        /// Files written to a fresh temporary directory; paths are relative to it ("." is the directory).
        case disk
    }

    var name: String
    var storage: Storage = .memory
    /// What is passed to `TokenProject.load(paths:)`.
    var paths: [String]
    /// Built on demand: some cases are tens of megabytes.
    var files: @Sendable () -> [String: [UInt8]]
    var expectations: [BadInputExpectation]
    /// Symbolic links to create (path → destination), for ``Storage/disk`` only.
    var symlinks: [String: String] = [:]
    /// Codes whose diagnostics may lack a location in this case (they concern no file position).
    var unlocated: Set<DiagnosticCode> = []
    var options = ReadingOptions()
    /// Checks beyond the expectations.
    var check: (@Sendable (BadInputOutcome) -> Void)?

    var testDescription: String { name }

    init(
        _ name: String, storage: Storage = .memory, paths: [String], files: @escaping @Sendable () -> [String: [UInt8]],
        expect expectations: [BadInputExpectation], symlinks: [String: String] = [:], unlocated: Set<DiagnosticCode> = [],
        options: ReadingOptions = ReadingOptions(), check: (@Sendable (BadInputOutcome) -> Void)? = nil
    ) {
        self.name = name
        self.storage = storage
        self.paths = paths
        self.files = files
        self.expectations = expectations
        self.symlinks = symlinks
        self.unlocated = unlocated
        self.options = options
        self.check = check
    }

    /// A case with a single file named `path`.
    init(
        _ name: String, path: String = "tokens.json", bytes: @escaping @Sendable () -> [UInt8],
        expect expectations: [BadInputExpectation], options: ReadingOptions = ReadingOptions(),
        check: (@Sendable (BadInputOutcome) -> Void)? = nil
    ) {
        self.init(name, paths: [path], files: { [path: bytes()] }, expect: expectations, options: options, check: check)
    }

    /// A case with a single text file named `path`.
    init(
        _ name: String, path: String = "tokens.json", text: String, expect expectations: [BadInputExpectation],
        options: ReadingOptions = ReadingOptions(), check: (@Sendable (BadInputOutcome) -> Void)? = nil
    ) {
        self.init(name, path: path, bytes: { Array(text.utf8) }, expect: expectations, options: options, check: check)
    }
}

// MARK: - The catalog

extension BadInputCase {
    // MARK: Inputs

    /// Bytes of a text, for building files that mix text and raw bytes.
    private static func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// `lines` lines of `width` pseudo-random bytes each, drawn from `alphabet` (any byte
    /// but a line feed when it is `nil`), from a fixed seed so every run reads the same
    /// garbage. Filled a word at a time: debug builds are slow at per-element generic code.
    private static func garbage(lines: Int, width: Int, seed: UInt64, alphabet: [UInt8]? = nil) -> [UInt8] {
        let lineLength = width + 1
        var bytes = [UInt8](repeating: 0, count: lines * lineLength)
        bytes.withUnsafeMutableBufferPointer { buffer in
            var random = SplitMix64(seed: seed)
            var index = 0
            while index < buffer.count {
                var word = random.next()
                for _ in 0..<8 where index < buffer.count {
                    var byte = UInt8(truncatingIfNeeded: word)
                    word >>= 8
                    if let alphabet { byte = alphabet[Int(byte) % alphabet.count] }
                    buffer[index] = index % lineLength == width ? 0x0A : (byte == 0x0A ? 0x20 : byte)
                    index += 1
                }
            }
        }
        return bytes
    }

    /// Printable ASCII.
    private static let printable = Array(UInt8(0x20)...UInt8(0x7E))

    /// What JSON is made of, for garbage that gets further than the first byte.
    private static let jsonish = Array(#"{}[]{}[]"",,::  0123456789.-eEtruefalsn\/"#.utf8)

    /// `count` copies of one ASCII character.
    private static func repeated(_ character: Character, _ count: Int) -> [UInt8] {
        [UInt8](repeating: character.asciiValue!, count: count)
    }

    /// `{"a0": {"$value": "{a1}"}, …}` under a `number` group: a chain of `count` aliases
    /// ending in 42, or, with `cycle`, looping back to `a0`.
    private static func aliasChain(_ count: Int, cycle: Bool) -> [UInt8] {
        var text = "{\"n\": {\"$type\": \"number\",\n"
        text.reserveCapacity(count * 32)
        for index in 0..<count {
            let value = index + 1 < count ? "\"{n.a\(index + 1)}\"" : (cycle ? "\"{n.a0}\"" : "42")
            text += "\"a\(index)\": {\"$value\": \(value)}\(index + 1 < count ? "," : "")\n"
        }
        text += "}}\n"
        return utf8(text)
    }

    /// The same chain written with token-level `{"$ref": "#/n/a1"}` aliases.
    private static func pointerChain(_ count: Int) -> [UInt8] {
        var text = "{\"n\": {\"$type\": \"number\",\n"
        text.reserveCapacity(count * 32)
        for index in 0..<count {
            let token = index + 1 < count ? "{\"$ref\": \"#/n/a\(index + 1)\"}" : "{\"$value\": 42}"
            text += "\"a\(index)\": \(token)\(index + 1 < count ? "," : "")\n"
        }
        text += "}}\n"
        return utf8(text)
    }

    /// A YAML document whose anchors and aliases expand to 10^9 values from a few hundred bytes.
    private static let billionLaughs: String = {
        var lines = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        for (previous, name) in zip(names, names.dropFirst()) {
            lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]")
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    private static let deep = 100_000

    private static let hugeStringLength = 50 * 1024 * 1024

    /// A minimal resolver document with one set made of `sources` (JSON text of the array items).
    private static func resolver(sources: String) -> String {
        """
        {
          "version": "2025.10",
          "sets": {"base": {"sources": [\(sources)]}},
          "resolutionOrder": [{"$ref": "#/sets/base"}]
        }
        """
    }

    private static let numberToken = #"{"$type": "number", "$value": 1}"#

    /// What a file outside the root holds: no diagnostic may quote it.
    private static let secretLine = "root:SECRET-LINE:0:0"

    private static func expectNothingLeaked(_ outcome: BadInputOutcome) {
        #expect(!outcome.diagnostics.contains { diagnostic in
            diagnostic.message.contains("SECRET") || diagnostic.notes.contains { $0.message.contains("SECRET") }
        }, "\(outcome.dump)")
    }

    /// The catalog.
    static let catalog: [BadInputCase] = [
        // MARK: Bytes and encodings
        BadInputCase(
            "truncated file", text: #"{"a": {"$type": "color", "$val"#,
            expect: [.init(.jsonSyntax, file: "tokens.json", line: 1, column: 31)]),
        BadInputCase(
            "truncated file (YAML)", path: "tokens.yml", text: "a:\n  $type: color\n  $value: \"#ff",
            expect: [.init(.yamlSyntax, file: "tokens.yml", line: 3)]),
        BadInputCase(
            "invalid UTF-8 inside a string",
            bytes: { utf8(#"{"a": {"$type": "number", "$value": 1, "$description": "x"#) + [0xFF, 0xFE] + utf8("y\"}}") },
            expect: [.init(.invalidUTF8, file: "tokens.json", line: 1, column: 56)],
            check: { outcome in
                // Reading goes on: the token is still there.
                #expect(outcome.token("a")?.value == .number(1))
            }),
        BadInputCase(
            "invalid UTF-8 in a member name",
            bytes: { utf8("{\n  \"a") + [0xC3, 0x28] + utf8("\": \(numberToken)\n}") },
            expect: [.init(.invalidUTF8, file: "tokens.json", line: 2, column: 3)]),
        BadInputCase(
            "invalid UTF-8 outside a string",
            bytes: { utf8("{\n  \"a\": ") + [0xFF] + utf8("\n}") },
            expect: [.init(anyOf: [.invalidUTF8, .jsonSyntax])],
            check: { outcome in
                let error = outcome.errors.first
                #expect(error?.location?.line == 2)
                #expect(error?.location?.column == 8)
            }),
        BadInputCase(
            "invalid UTF-8 (YAML)", path: "tokens.yml",
            bytes: { utf8("a:\n  $type: number\n  $value: 1\n  $description: x") + [0xFF] + utf8("\n") },
            expect: [.init(.invalidUTF8, file: "tokens.yml", line: 4, column: 18)]),
        BadInputCase(
            "UTF-8 byte-order mark",
            bytes: { [0xEF, 0xBB, 0xBF] + utf8("{\"a\": \(numberToken)}") },
            expect: [.init(.byteOrderMark, .warning, file: "tokens.json", line: 1, column: 1)],
            check: { outcome in
                #expect(outcome.errors.isEmpty, "a BOM is only a warning:\n\(outcome.dump)")
                #expect(outcome.token("a")?.value == .number(1), "the file is still read")
            }),
        BadInputCase(
            "UTF-16 little-endian file with BOM",
            bytes: { [0xFF, 0xFE] + Array("{\"a\": \(numberToken)}".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } },
            expect: [.init(.invalidUTF8, file: "tokens.json", line: 1, column: 1)]),
        BadInputCase(
            "UTF-16 big-endian file with BOM",
            bytes: { [0xFE, 0xFF] + Array("{\"a\": \(numberToken)}".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } },
            expect: [.init(.invalidUTF8, file: "tokens.json", line: 1, column: 1)]),
        BadInputCase(
            "UTF-16 file without BOM",
            bytes: { Array("{\"a\": \(numberToken)}".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } },
            expect: [.init(anyOf: [.invalidUTF8, .jsonSyntax])]),
        BadInputCase(
            "UTF-16 YAML file", path: "tokens.yml",
            bytes: { [0xFF, 0xFE] + Array("a:\n  $type: number\n  $value: 1\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } },
            expect: [.init(.invalidUTF8, file: "tokens.yml", line: 1, column: 1)]),
        BadInputCase(
            "empty file", text: "",
            expect: [.init(.emptyFile, file: "tokens.json", line: 1, column: 1)]),
        BadInputCase(
            "whitespace-only file", text: "  \n\t\r\n   ",
            expect: [.init(.emptyFile, file: "tokens.json", line: 3, column: 4)]),
        BadInputCase(
            "comment-only file", text: "// nothing here\n/* or here */\n",
            expect: [.init(.emptyFile, file: "tokens.json", line: 3, column: 1)]),
        BadInputCase(
            "empty YAML file", path: "tokens.yml", text: "",
            expect: [.init(.emptyFile, file: "tokens.yml")]),
        BadInputCase(
            "whitespace-only YAML file", path: "tokens.yml", text: "   \n\n  \n",
            expect: [.init(.emptyFile, file: "tokens.yml")]),
        BadInputCase(
            "10 MB of random garbage bytes",
            bytes: { garbage(lines: 10_000, width: 1_000, seed: 2025) },
            expect: [.init(anyOf: [.jsonSyntax, .invalidUTF8, .nonJSONNumber, .numberOutOfRange, .emptyFile])]),
        BadInputCase(
            "10 MB of random printable garbage",
            bytes: { garbage(lines: 10_000, width: 1_000, seed: 1, alphabet: printable) },
            expect: [.init(anyOf: [.jsonSyntax, .nonJSONNumber, .numberOutOfRange])]),
        BadInputCase(
            "10 MB of random JSON punctuation",
            bytes: { utf8("{\"a\": ") + garbage(lines: 10_000, width: 1_000, seed: 3, alphabet: jsonish) },
            expect: [.init(anyOf: [.jsonSyntax, .nonJSONNumber, .numberOutOfRange, .nestingTooDeep])]),
        BadInputCase(
            "10 MB of random garbage bytes (YAML)", path: "tokens.yml",
            bytes: { garbage(lines: 10_000, width: 1_000, seed: 7) },
            expect: [.init(.invalidUTF8, file: "tokens.yml", line: 1)]),
        BadInputCase(
            "10 MB of random printable garbage (YAML)", path: "tokens.yml",
            bytes: { garbage(lines: 10_000, width: 1_000, seed: 11, alphabet: printable) },
            expect: [.init(anyOf: [.yamlSyntax, .rootNotObject, .invalidGroup, .nestingTooDeep, .duplicateKey])]),

        // MARK: JSON syntax
        BadInputCase(
            "unterminated block comment", text: "{\"a\": \(numberToken)}\n/* never closed\n",
            expect: [.init(.jsonSyntax, file: "tokens.json", line: 3, column: 1)],
            check: { outcome in
                let error = outcome.all(.jsonSyntax).first
                #expect(error?.notes.first?.location?.line == 2, "the note points at the comment's start")
                #expect(error?.notes.first?.location?.column == 1)
            }),
        BadInputCase(
            "control character in a string",
            bytes: { utf8(#"{"a": {"$type": "string", "$value": "x"#) + [0x01] + utf8("y\"}}") },
            expect: [.init(.jsonSyntax, file: "tokens.json", line: 1, column: 39)]),
        BadInputCase(
            "NUL byte in a string",
            bytes: { utf8(#"{"a": {"$type": "string", "$value": "x"#) + [0x00] + utf8("y\"}}") },
            expect: [.init(.jsonSyntax, file: "tokens.json", line: 1, column: 39)]),
        BadInputCase(
            "raw tab in a member name", text: "{\"a\tb\": \(numberToken)}",
            expect: [.init(.jsonSyntax, file: "tokens.json", line: 1, column: 4)]),
        BadInputCase(
            "line break in a string", text: "{\"a\": {\"$type\": \"string\", \"$value\": \"x\ny\"}}",
            expect: [.init(.jsonSyntax, file: "tokens.json", line: 1, column: 39)]),
        BadInputCase(
            "escaped control characters are fine", text: #"{"a": {"$type": "string", "$value": "x\u0001\ty"}}"#,
            expect: [.init(.nonStandardType, .warning, file: "tokens.json", line: 1, column: 17)],
            check: { outcome in
                #expect(outcome.errors.isEmpty, "\(outcome.dump)")
                #expect(outcome.token("a")?.value == .string("x\u{01}\ty"))
            }),
        BadInputCase(
            "control character in a YAML string", path: "tokens.yml",
            bytes: { utf8("a:\n  $type: string\n  $value: \"x") + [0x01] + utf8("y\"\n") },
            expect: [.init(anyOf: [.yamlSyntax, .invalidUTF8])]),
        BadInputCase(
            "duplicate keys",
            text: """
                {
                  "a": \(numberToken),
                  "a": {"$type": "number", "$value": 2}
                }
                """,
            expect: [.init(.duplicateKey, .warning, file: "tokens.json", line: 3, column: 3)],
            check: { outcome in
                let duplicate = outcome.all(.duplicateKey).first
                #expect(duplicate?.notes.first?.location?.line == 2, "the note points at the first definition")
                #expect(outcome.token("a")?.value == .number(2), "the later member wins")
            }),
        BadInputCase(
            "duplicate keys (YAML)", path: "tokens.yml",
            text: "a:\n  $type: number\n  $value: 1\na:\n  $type: number\n  $value: 2\n",
            expect: [.init(.duplicateKey, .warning, file: "tokens.yml", line: 4, column: 1)]),
        BadInputCase(
            "duplicate keys in a large object",
            text: "{\n" + (0..<20).map { "  \"t\($0)\": \(numberToken),\n" }.joined() + "  \"t15\": \(numberToken)\n}",
            expect: [.init(.duplicateKey, .warning, file: "tokens.json", line: 22, column: 3)],
            check: { outcome in
                #expect(outcome.all(.duplicateKey).first?.notes.first?.location?.line == 17)
                #expect(outcome.resolved.first?.tokens.count == 20)
            }),
        BadInputCase(
            "top level is an array", text: "[\(numberToken)]",
            expect: [.init(.rootNotObject, file: "tokens.json", line: 1, column: 1)]),
        BadInputCase(
            "top level is a string", text: "\"tokens\"",
            expect: [.init(.rootNotObject, file: "tokens.json", line: 1, column: 1)]),
        BadInputCase(
            "top level is a YAML sequence", path: "tokens.yml", text: "- a\n- b\n",
            expect: [.init(.rootNotObject, file: "tokens.yml", line: 1, column: 1)]),

        // MARK: Nesting
        BadInputCase(
            "arrays nested 100,000 deep",
            bytes: { repeated("[", deep) + repeated("]", deep) },
            expect: [.init(.nestingTooDeep, file: "tokens.json", line: 1, column: 513)]),
        BadInputCase(
            "objects nested 100,000 deep",
            bytes: { Array(String(repeating: #"{"a":"#, count: deep).utf8) + utf8("1") + repeated("}", deep) },
            expect: [.init(.nestingTooDeep, file: "tokens.json", line: 1, column: 512 * 5 + 1)]),
        BadInputCase(
            "array nested 100,000 deep in a token value",
            bytes: { utf8(#"{"a": {"$type": "number", "$value": "#) + repeated("[", deep) + repeated("]", deep) + utf8("}}") },
            expect: [.init(.nestingTooDeep, file: "tokens.json", line: 1)]),
        BadInputCase(
            "YAML flow sequences nested 100,000 deep", path: "tokens.yml",
            bytes: { utf8("a: ") + repeated("[", deep) + repeated("]", deep) + utf8("\n") },
            expect: [.init(.nestingTooDeep, file: "tokens.yml", line: 1)]),
        BadInputCase(
            "YAML flow mappings nested 100,000 deep", path: "tokens.yml",
            bytes: { Array(String(repeating: "{a: ", count: deep).utf8) + utf8("1") + repeated("}", deep) + utf8("\n") },
            expect: [.init(.nestingTooDeep, file: "tokens.yml", line: 1)]),
        BadInputCase(
            "YAML block mappings nested 1,000 deep", path: "tokens.yml",
            bytes: {
                var bytes: [UInt8] = []
                for level in 0..<1_000 { bytes += repeated(" ", level) + utf8("a:\n") }
                return bytes
            },
            expect: [.init(.nestingTooDeep, file: "tokens.yml", line: 513)]),

        BadInputCase(
            "YAML billion laughs", path: "tokens.yml", text: billionLaughs,
            expect: [.init(.yamlSyntax, file: "tokens.yml")],
            check: { outcome in
                #expect(outcome.all(.yamlSyntax).first?.message.contains("expands") == true, "\(outcome.dump)")
            }),
        BadInputCase(
            "YAML alias as a mapping key", path: "tokens.yml", text: "a: &k name\n*k : 1\n",
            expect: [.init(.yamlSyntax, file: "tokens.yml", line: 2, column: 1)]),
        BadInputCase(
            "YAML tab indentation", path: "tokens.yml", text: "a:\n\t$type: number\n\t$value: 1\n",
            expect: [.init(.yamlSyntax, file: "tokens.yml", line: 2)]),

        // MARK: Numbers
        BadInputCase(
            "number out of range", text: "{\"a\": {\"$type\": \"number\", \"$value\": 1e999}}",
            expect: [.init(.numberOutOfRange, file: "tokens.json", line: 1, column: 37)]),
        BadInputCase(
            "negative number out of range", text: "{\"a\": {\"$type\": \"number\", \"$value\": -1e999}}",
            expect: [.init(.numberOutOfRange, file: "tokens.json", line: 1, column: 37)]),
        BadInputCase(
            "integer with 400 digits", text: "{\"a\": {\"$type\": \"number\", \"$value\": 1\(String(repeating: "0", count: 400))}}",
            expect: [.init(.numberOutOfRange, file: "tokens.json", line: 1, column: 37)],
            check: { outcome in
                #expect(outcome.diagnostics.allSatisfy { $0.message.count < 500 }, "the number is not echoed whole")
            }),
        BadInputCase(
            "NaN", text: "{\"a\": {\"$type\": \"number\", \"$value\": NaN}}",
            expect: [.init(.nonJSONNumber, file: "tokens.json", line: 1, column: 37)]),
        BadInputCase(
            "Infinity", text: "{\"a\": {\"$type\": \"number\", \"$value\": Infinity}}",
            expect: [.init(.nonJSONNumber, file: "tokens.json", line: 1, column: 37)]),
        BadInputCase(
            "-Infinity", text: "{\"a\": {\"$type\": \"number\", \"$value\": -Infinity}}",
            expect: [.init(.nonJSONNumber, file: "tokens.json", line: 1, column: 37)]),
        BadInputCase(
            "YAML .nan and .inf", path: "tokens.yml",
            text: "a:\n  $type: number\n  $value: .nan\nb:\n  $type: number\n  $value: -.inf\n",
            expect: [.init(anyOf: [.nonJSONNumber, .invalidValue, .numberOutOfRange])]),
        BadInputCase(
            "YAML number out of range", path: "tokens.yml", text: "a:\n  $type: number\n  $value: 1e999\n",
            expect: [.init(anyOf: [.numberOutOfRange, .invalidValue])]),

        // MARK: Huge values
        BadInputCase(
            "50 MB string as a color value",
            bytes: { utf8(#"{"c": {"$type": "color", "$value": ""#) + repeated("f", hugeStringLength) + utf8("\"}}") },
            expect: [.init(.invalidValue, file: "tokens.json", line: 1, column: 36)],
            check: { outcome in
                for diagnostic in outcome.diagnostics {
                    #expect(diagnostic.message.count < 500, "message echoes the value: \(diagnostic.message.prefix(200))…")
                    #expect((diagnostic.fixIt?.count ?? 0) < 500)
                    #expect(diagnostic.notes.allSatisfy { $0.message.count < 500 })
                }
            }),
        BadInputCase(
            "1 MB member name",
            bytes: { utf8("{\"") + repeated("x", 1 << 20) + utf8("\": 1}") },
            expect: [.init(.invalidGroup, file: "tokens.json", line: 1, column: 2)],
            check: { outcome in
                #expect(outcome.diagnostics.allSatisfy { $0.message.count < 500 })
            }),

        // MARK: Structure
        BadInputCase(
            "token with both $value and children",
            text: """
                {
                  "a": {
                    "$type": "number",
                    "$value": 1,
                    "b": {"$value": 2}
                  }
                }
                """,
            expect: [.init(.valueWithChildren, file: "tokens.json", line: 5, column: 5)]),
        BadInputCase(
            "$value null",
            text: """
                {
                  "a": {"$type": "color", "$value": null}
                }
                """,
            expect: [.init(.nullValue, file: "tokens.json", line: 2, column: 37)]),
        BadInputCase(
            "alias to a token whose $value is null",
            text: """
                {
                  "a": {"$type": "color", "$value": null},
                  "b": {"$type": "color", "$value": "{a}"}
                }
                """,
            expect: [.init(.nullValue, file: "tokens.json", line: 2, column: 37)],
            check: { outcome in
                #expect(outcome.token("b") == nil, "b aliases a broken token")
            }),
        BadInputCase(
            "unknown $type",
            text: """
                {
                  "a": {"$type": "colour", "$value": "#ff0000"}
                }
                """,
            expect: [.init(.unknownType, file: "tokens.json", line: 2, column: 18)]),
        BadInputCase(
            "$type that differs only in case",
            text: """
                {
                  "a": {"$type": "Color", "$value": "#ff0000"}
                }
                """,
            expect: [.init(.unknownType, file: "tokens.json", line: 2, column: 18)],
            check: { outcome in
                #expect(outcome.all(.unknownType).first?.fixIt?.contains("\"color\"") == true)
            }),
        BadInputCase(
            "$type that is not a string",
            text: """
                {
                  "a": {"$type": 7, "$value": 1}
                }
                """,
            expect: [.init(.unknownType, file: "tokens.json", line: 2, column: 18)]),

        // MARK: References
        BadInputCase(
            "alias cycle of 3 tokens",
            text: """
                {
                  "c": {
                    "$type": "color",
                    "a": {"$value": "{c.b}"},
                    "b": {"$value": "{c.c}"},
                    "c": {"$value": "{c.a}"}
                  }
                }
                """,
            expect: [.init(.referenceCycle, file: "tokens.json", line: 4, column: 21)],
            check: { outcome in
                let cycles = outcome.all(.referenceCycle)
                #expect(cycles.count == 1, "one cycle, one error:\n\(outcome.dump)")
                guard let cycle = cycles.first else { return }
                for id in ["c.a", "c.b", "c.c"] {
                    #expect(cycle.message.contains(id), "\(cycle.message) names \(id)")
                }
                #expect(cycle.notes.count == 3)
                #expect(Set(cycle.notes.compactMap(\.tokenPath)) == ["c.a", "c.b", "c.c"])
                #expect(cycle.notes.allSatisfy { $0.location != nil })
                #expect(outcome.errors.count == 1, "the members fail without more errors:\n\(outcome.dump)")
                #expect(outcome.resolved.first?.tokens.isEmpty == true)
            }),
        BadInputCase(
            "self-referencing token",
            text: """
                {
                  "a": {"$type": "number", "$value": "{a}"}
                }
                """,
            expect: [.init(.referenceCycle, file: "tokens.json", line: 2, column: 38)],
            check: { outcome in
                #expect(outcome.all(.referenceCycle).count == 1)
                #expect(outcome.all(.referenceCycle).first?.message.contains("itself") == true)
            }),
        BadInputCase(
            "self-referencing token through $ref",
            text: """
                {
                  "a": {"$type": "number", "$ref": "#/a"}
                }
                """,
            expect: [.init(.referenceCycle, file: "tokens.json", line: 2, column: 28)]),
        BadInputCase(
            "cycle through a composite value",
            text: """
                {
                  "s": {"$type": "border", "$value": {"color": "{c}", "width": "{w}", "style": "solid"}},
                  "c": {"$type": "color", "$ref": "#/s/$value/color"},
                  "w": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}
                }
                """,
            expect: [.init(.referenceCycle)]),
        BadInputCase(
            "alias chain of 50,000 tokens resolves",
            bytes: { aliasChain(50_000, cycle: false) },
            expect: [],
            check: { outcome in
                #expect(outcome.errors.isEmpty, "\(outcome.dump.prefix(2000))")
                #expect(outcome.token("n.a0")?.value == .number(42))
                #expect(outcome.token("n.a0")?.aliasOf == "n.a1")
                #expect(outcome.token("n.a49999")?.value == .number(42))
                #expect(outcome.resolved.first?.tokens.count == 50_000)
            }),
        BadInputCase(
            "$ref chain of 50,000 tokens resolves",
            bytes: { pointerChain(50_000) },
            expect: [],
            check: { outcome in
                #expect(outcome.errors.isEmpty, "\(outcome.dump.prefix(2000))")
                #expect(outcome.token("n.a0")?.value == .number(42))
            }),
        BadInputCase(
            "alias cycle of 50,000 tokens",
            bytes: { aliasChain(50_000, cycle: true) },
            expect: [.init(.referenceCycle, file: "tokens.json", line: 2)],
            check: { outcome in
                #expect(outcome.all(.referenceCycle).count == 1, "one cycle, one error")
                #expect(outcome.resolved.first?.tokens.isEmpty == true)
            }),
        BadInputCase(
            "type mismatch through a composite",
            text: """
                {
                  "c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}},
                  "d": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}},
                  "s": {
                    "$type": "shadow",
                    "$value": {"color": "{c}", "offsetX": "{c}", "offsetY": "{d}", "blur": "{d}", "spread": "{d}"}
                  }
                }
                """,
            expect: [.init(.referenceTypeMismatch, file: "tokens.json", line: 6, column: 43)],
            check: { outcome in
                let mismatch = outcome.all(.referenceTypeMismatch).first
                #expect(mismatch?.tokenPath == "s")
                #expect(mismatch?.notes.first?.tokenPath == "c")
                #expect(outcome.token("s") == nil)
                #expect(outcome.token("c") != nil && outcome.token("d") != nil)
            }),
        BadInputCase(
            "shadow missing several members",
            text: """
                {
                  "s": {"$type": "shadow", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0]}}}
                }
                """,
            expect: [.init(.missingSubValue, file: "tokens.json", line: 2)],
            check: { outcome in
                let missing = outcome.all(.missingSubValue).filter { $0.severity == .error }
                for member in ["offsetX", "offsetY", "blur"] {
                    #expect(missing.contains { $0.message.contains("\"\(member)\"") }, "missing \(member):\n\(outcome.dump)")
                }
            }),
        BadInputCase(
            "dimension object whose value is text with its unit",
            text: """
                {
                  "track": {"$type": "dimension", "$value": {"value": "-.02em"}},
                  "gap": {"$type": "dimension", "$value": {"value": 4}}
                }
                """,
            expect: [.init(.missingSubValue, file: "tokens.json", line: 2), .init(.missingSubValue, file: "tokens.json", line: 3)],
            check: { outcome in
                // The unit is inside the text: adding a "unit" member would not fix it.
                let fixes = outcome.all(.missingSubValue).map(\.fixIt)
                #expect(fixes == ["write the text \"-.02em\" in place of the object", "add \"unit\": \"px\""], "\(outcome.dump)")
            }),
        BadInputCase(
            "alias declared with another type",
            text: """
                {
                  "c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}},
                  "n": {"$type": "number", "$value": "{c}"}
                }
                """,
            expect: [.init(.referenceTypeMismatch, file: "tokens.json", line: 3, column: 38)]),
        BadInputCase(
            "unresolved reference with a near name",
            text: """
                {
                  "color": {
                    "$type": "color",
                    "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}},
                    "accent": {"$value": "{color.Blue}"}
                  }
                }
                """,
            expect: [.init(.unresolvedReference, file: "tokens.json", line: 5, column: 26)],
            check: { outcome in
                #expect(outcome.all(.unresolvedReference).first?.fixIt == "replace with {color.blue}")
            }),
        BadInputCase(
            "malformed references",
            text: """
                {
                  "a": {"$type": "number", "$value": "{}"},
                  "b": {"$type": "number", "$value": "{x..y}"},
                  "c": {"$type": "number", "$value": "{{x}}"}
                }
                """,
            expect: [
                .init(.malformedReference, file: "tokens.json", line: 2, column: 38),
                .init(.malformedReference, file: "tokens.json", line: 3, column: 38),
                .init(.malformedReference, file: "tokens.json", line: 4, column: 38),
            ]),
        BadInputCase(
            "$extends cycle between two groups",
            text: """
                {
                  "a": {"$extends": "{b}", "x": \(numberToken)},
                  "b": {"$extends": "{a}", "y": \(numberToken)}
                }
                """,
            expect: [.init(.extendsCycle, file: "tokens.json")],
            check: { outcome in
                let cycle = outcome.all(.extendsCycle).first
                #expect(cycle?.message.contains("a") == true && cycle?.message.contains("b") == true)
            }),
        BadInputCase(
            "$extends cycle of three groups",
            text: """
                {
                  "a": {"$extends": "{b}", "x": \(numberToken)},
                  "b": {"$extends": "{c}", "y": \(numberToken)},
                  "c": {"$extends": "{a}", "z": \(numberToken)}
                }
                """,
            expect: [.init(.extendsCycle, file: "tokens.json")]),
        BadInputCase(
            "group that $extends itself",
            text: """
                {
                  "a": {"$extends": "{a}", "x": \(numberToken)}
                }
                """,
            expect: [.init(.extendsCycle, file: "tokens.json", line: 2, column: 21)]),
        BadInputCase(
            "group that $extends its parent",
            text: """
                {
                  "a": {"b": {"$extends": "#/a", "x": \(numberToken)}}
                }
                """,
            expect: [.init(.extendsCycle, file: "tokens.json", line: 2, column: 27)]),
        BadInputCase(
            "token file that $extends itself", storage: .memory, paths: ["self.json"],
            files: { ["self.json": utf8(#"{"$extends": {"$ref": "./self.json"}, "a": \#(numberToken)}"#)] },
            expect: [.init(.extendsCycle, file: "self.json", line: 1, column: 23)]),
        BadInputCase(
            "token files that $ref each other", storage: .memory, paths: ["a.json"],
            files: {
                [
                    "a.json": utf8(#"{"g": {"$ref": "b.json"}}"#),
                    "b.json": utf8(#"{"h": {"$ref": "a.json"}, "x": \#(numberToken)}"#),
                ]
            },
            expect: [.init(.referenceCycle, file: "b.json", line: 1, column: 16)]),

        // MARK: Files and directories
        BadInputCase(
            "directory with no token files", storage: .disk, paths: ["."],
            files: { ["notes.txt": utf8("not tokens"), "sub/readme.md": utf8("# nothing")] },
            expect: [.init(.noTokenFiles)], unlocated: [.noTokenFiles]),
        BadInputCase(
            "empty directory", storage: .disk, paths: ["."], files: { [:] },
            expect: [.init(.noTokenFiles)], unlocated: [.noTokenFiles]),
        BadInputCase(
            "directory with a symbolic link loop", storage: .disk, paths: ["."],
            files: { ["a.tokens.json": utf8("{\"a\": \(numberToken)}")] },
            expect: [], symlinks: ["self": ".", "again": "."],
            check: { outcome in
                #expect(outcome.errors.isEmpty, "\(outcome.dump)")
                #expect(outcome.token("a")?.value == .number(1))
            }),
        BadInputCase(
            "missing file", storage: .disk, paths: ["missing.json"], files: { [:] },
            expect: [.init(.fileUnreadable)], unlocated: [.fileUnreadable]),
        BadInputCase(
            "missing file next to a good one", storage: .disk, paths: ["good.json", "missing.json"],
            files: { ["good.json": utf8("{\"a\": \(numberToken)}")] },
            expect: [.init(.fileUnreadable)], unlocated: [.fileUnreadable]),

        // MARK: File references that leave the project root
        BadInputCase(
            "resolver source with an absolute path outside the root", paths: ["x.resolver.json"],
            files: {
                [
                    "x.resolver.json": utf8(resolver(sources: #"{"$ref": "/etc/passwd"}"#)),
                    "/etc/passwd": utf8(secretLine),
                ]
            },
            expect: [.init(.referenceOutsideRoot, file: "x.resolver.json", line: 3, column: 42)],
            check: { outcome in expectNothingLeaked(outcome) }),
        BadInputCase(
            "resolver source that climbs out of the root with ..", paths: ["themes/x.resolver.json"],
            files: {
                [
                    "themes/x.resolver.json": utf8(resolver(sources: #"{"$ref": "../../secret.json"}"#)),
                    "themes/base.json": utf8("{\"a\": \(numberToken)}"),
                    "../secret.json": utf8(secretLine),
                ]
            },
            expect: [.init(.referenceOutsideRoot, file: "themes/x.resolver.json", line: 3, column: 42)],
            check: { outcome in
                expectNothingLeaked(outcome)
                #expect(outcome.all(.referenceOutsideRoot).first?.fixIt?.contains("--root") == true)
            }),
        BadInputCase(
            "group $ref include that climbs out of the root", paths: ["tokens/a.json"],
            files: {
                [
                    "tokens/a.json": utf8("{\n  \"g\": {\"$ref\": \"../secret.json#/s\"},\n  \"a\": \(numberToken)\n}"),
                    "secret.json": utf8(#"{"s": {"t": {"$type": "number", "$value": 1}}, "x": "\#(secretLine)"}"#),
                ]
            },
            expect: [.init(.referenceOutsideRoot, file: "tokens/a.json", line: 2, column: 17)],
            check: { outcome in expectNothingLeaked(outcome) }),
        BadInputCase(
            "group $extends of a file outside the root", paths: ["tokens/a.json"],
            files: {
                [
                    "tokens/a.json": utf8(#"{"g": {"$extends": {"$ref": "/secret.json"}, "a": \#(numberToken)}}"#),
                    "/secret.json": utf8(secretLine),
                ]
            },
            expect: [.init(.referenceOutsideRoot, file: "tokens/a.json", line: 1, column: 29)],
            check: { outcome in expectNothingLeaked(outcome) }),
        BadInputCase(
            "resolver source through a symbolic link that leads out of the root", storage: .disk,
            paths: ["project/x.resolver.json"],
            files: {
                [
                    "project/x.resolver.json": utf8(resolver(sources: #"{"$ref": "link.json"}"#)),
                    "outside/secret.json": utf8(secretLine),
                ]
            },
            expect: [.init(.referenceOutsideRoot, file: "x.resolver.json", line: 3, column: 42)],
            symlinks: ["project/link.json": "../outside/secret.json"],
            check: { outcome in expectNothingLeaked(outcome) }),
        BadInputCase(
            "symbolic link out of an input folder", storage: .disk, paths: ["project"],
            files: {
                [
                    "project/a.tokens.json": utf8("{\"a\": \(numberToken)}"),
                    "outside/secret.json": utf8(secretLine),
                ]
            },
            expect: [.init(.referenceOutsideRoot)],
            symlinks: ["project/leak.tokens.json": "../outside/secret.json"], unlocated: [.referenceOutsideRoot],
            check: { outcome in expectNothingLeaked(outcome) }),
        BadInputCase(
            "tokens handed over as data reference a file", paths: ["tokens.json"],
            files: {
                [
                    "tokens.json": utf8("{\n  \"g\": {\"$ref\": \"other.json\"}\n}"),
                    "other.json": utf8(#"{"t": {"$type": "number", "$value": 1}, "x": "\#(secretLine)"}"#),
                ]
            },
            expect: [.init(.fileReferenceWithoutFiles, file: "tokens.json", line: 2, column: 17)],
            options: {
                var options = ReadingOptions()
                options.readsReferencedFiles = false
                return options
            }(),
            check: { outcome in expectNothingLeaked(outcome) }),

        // MARK: Resolver documents
        BadInputCase(
            "resolver set that references itself", paths: ["x.resolver.json"],
            files: {
                [
                    "x.resolver.json": utf8(
                        """
                        {
                          "version": "2025.10",
                          "sets": {"self": {"sources": [{"$ref": "#/sets/self"}]}},
                          "resolutionOrder": [{"$ref": "#/sets/self"}]
                        }
                        """)
                ]
            },
            expect: [.init(.resolverReferenceCycle, file: "x.resolver.json", line: 3, column: 42)]),
        BadInputCase(
            "resolver sets that reference each other", paths: ["x.resolver.json"],
            files: {
                [
                    "x.resolver.json": utf8(
                        """
                        {
                          "version": "2025.10",
                          "sets": {
                            "a": {"sources": [{"$ref": "#/sets/b"}]},
                            "b": {"sources": [{"$ref": "#/sets/a"}]}
                          },
                          "resolutionOrder": [{"$ref": "#/sets/a"}]
                        }
                        """)
                ]
            },
            expect: [.init(.resolverReferenceCycle, file: "x.resolver.json")]),
        BadInputCase(
            "resolutionOrder names a set that does not exist", paths: ["x.resolver.json"],
            files: {
                [
                    "x.resolver.json": utf8(
                        """
                        {
                          "version": "2025.10",
                          "sets": {"base": {"sources": [{"t": \(numberToken)}]}},
                          "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/sets/missing"}]
                        }
                        """)
                ]
            },
            expect: [.init(.invalidResolverReference, file: "x.resolver.json", line: 4, column: 57)]),
        BadInputCase(
            "resolver source file that is missing", paths: ["x.resolver.json"],
            files: { ["x.resolver.json": utf8(resolver(sources: #"{"$ref": "tokens/missing.json"}"#))] },
            expect: [.init(.fileUnreadable, file: "x.resolver.json", line: 3, column: 42)],
            check: { outcome in
                #expect(outcome.all(.fileUnreadable).first?.message.contains("tokens/missing.json") == true)
            }),
        BadInputCase(
            "resolver source file that $extends itself", paths: ["x.resolver.json"],
            files: {
                [
                    "x.resolver.json": utf8(resolver(sources: #"{"$ref": "self.json"}"#)),
                    "self.json": utf8(#"{"$extends": {"$ref": "./self.json"}}"#),
                ]
            },
            expect: [.init(.extendsCycle, file: "self.json", line: 1, column: 23)]),
        BadInputCase(
            "resolver source file that $refs itself in a group", paths: ["x.resolver.json"],
            files: {
                [
                    "x.resolver.json": utf8(resolver(sources: #"{"$ref": "self.json"}"#)),
                    "self.json": utf8(#"{"g": {"$ref": "self.json"}, "a": \#(numberToken)}"#),
                ]
            },
            expect: [.init(.referenceCycle, file: "self.json", line: 1, column: 16)]),
        BadInputCase(
            "resolver that points at itself as a source", paths: ["x.resolver.json"],
            files: { ["x.resolver.json": utf8(resolver(sources: #"{"$ref": "x.resolver.json"}"#))] },
            expect: [.init(anyOf: [.invalidResolver, .resolverReferenceCycle, .referenceCycle, .unknownProperty, .invalidGroup])]),
        BadInputCase(
            "resolver whose top level is an array", paths: ["x.resolver.json"],
            files: { ["x.resolver.json": utf8("[]")] },
            expect: [.init(.invalidResolver, file: "x.resolver.json", line: 1, column: 1)]),
        BadInputCase(
            "resolver that is truncated", paths: ["x.resolver.json"],
            files: { ["x.resolver.json": utf8(#"{"version": "2025.10", "sets": {"#)] },
            expect: [.init(.jsonSyntax, file: "x.resolver.json", line: 1, column: 33)]),
        BadInputCase(
            "resolver source with invalid UTF-8", paths: ["x.resolver.json"],
            files: {
                [
                    "x.resolver.json": utf8(resolver(sources: #"{"$ref": "bad.json"}"#)),
                    "bad.json": utf8("{\"a\": ") + [0xFF] + utf8("}"),
                ]
            },
            expect: [.init(anyOf: [.invalidUTF8, .jsonSyntax])],
            check: { outcome in
                #expect(outcome.errors.first?.location?.file == "bad.json")
            }),
    ]
}

// MARK: - The test

@Suite("Bad input catalog")
struct BadInputCatalogTests {
    /// Codes that concern no position in a file (run-level notes, command-line input).
    static let neverLocated: Set<DiagnosticCode> = [.diagnosticsSuppressed, .legacyModeExtension, .unknownModifier]

    @Test("bad input is reported, never crashes or hangs", .timeLimit(.minutes(2)), arguments: BadInputCase.catalog)
    func badInput(_ testCase: BadInputCase) throws {
        let (outcome, filePaths) = try run(testCase)
        let diagnostics = outcome.diagnostics

        for expectation in testCase.expectations {
            #expect(
                diagnostics.contains(where: expectation.matches),
                "expected \(expectation); got:\n\(outcome.dump)")
        }
        if testCase.expectations.contains(where: { $0.severity == .error }) {
            #expect(outcome.errors.count > 0)
        }

        // Every diagnostic about a file says where in which file.
        for diagnostic in diagnostics {
            let excused = Self.neverLocated.contains(diagnostic.code) || testCase.unlocated.contains(diagnostic.code)
            guard let location = diagnostic.location else {
                #expect(excused, "no location: [\(diagnostic.code.rawValue)] \(diagnostic.message.prefix(300))")
                continue
            }
            #expect(filePaths.contains(location.file), "location in an unknown file \(location.file)")
            #expect(location.line >= 1 && location.column >= 1)
            for note in diagnostic.notes {
                guard let noteLocation = note.location else { continue }
                #expect(filePaths.contains(noteLocation.file), "note location in an unknown file \(noteLocation.file)")
            }
        }

        testCase.check?(outcome)
    }

    /// Loads the case and resolves every permutation, as `tessera validate` does.
    private func run(_ testCase: BadInputCase) throws -> (BadInputOutcome, Set<String>) {
        let files = testCase.files()
        let engine = DiagnosticEngine()
        let fileSystem: any TokenFileSystem
        let paths: [String]
        let filePaths: Set<String>
        var directory: URL?
        switch testCase.storage {
        case .memory:
            fileSystem = InMemoryFileSystem(data: files)
            paths = testCase.paths
            filePaths = Set(files.keys)
        case .disk:
            let root = FileManager.default.temporaryDirectory
                .appendingPathComponent("tessera-bad-input-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            for (path, bytes) in files {
                let url = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(bytes).write(to: url)
            }
            for (path, destination) in testCase.symlinks {
                try FileManager.default.createSymbolicLink(
                    atPath: root.appendingPathComponent(path).path, withDestinationPath: destination)
            }
            directory = root
            fileSystem = LocalFileSystem()
            paths = testCase.paths.map { $0 == "." ? root.path : root.appendingPathComponent($0).path }
            filePaths = Set(files.keys.map { root.appendingPathComponent($0).path })
        }
        defer {
            if let directory { try? FileManager.default.removeItem(at: directory) }
        }

        let project = TokenProject.load(paths: paths, options: testCase.options, diagnostics: engine, fileSystem: fileSystem)
        var resolved: [ResolvedTokenSet] = []
        if let project {
            for input in project.permutations() {
                resolved.append(project.resolve(input))
            }
        }
        return (BadInputOutcome(project: project, diagnostics: engine.diagnostics, resolved: resolved), filePaths)
    }
}
