import Testing
import TesseraDiagnostics
import TesseraSyntax
import TesseraYAML
import TesseraTokens
import TesseraImport
import TesseraConvert
import TesseraTestSupport
@testable import TesseraStore

/// Path normalization works eight bytes at a time; these tests hold it to a byte-by-byte reference.
@Suite struct LookupPathTests {
    /// The rule written plainly: braces trimmed, `/` read as `.`.
    static func reference(_ path: String) -> [UInt8] {
        var bytes = Array(path.utf8)
        if bytes.count >= 2, bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") { bytes = Array(bytes.dropFirst().dropLast()) }
        return bytes.map { $0 == UInt8(ascii: "/") ? UInt8(ascii: ".") : $0 }
    }

    @Test func wordAtATimeNormalizationMatchesTheByteRule() {
        var random = SplitMix64(seed: 7)
        // Bytes chosen to stress the word trick: '/', '.', and bytes one bit away from '/' (0xAF, 0x2E, 0x6F, 0x0F).
        let alphabet: [Character] = ["/", ".", "a", "Z", "-", "0", "é", "ο", "{", "}"]
        for _ in 0..<2_000 {
            let length = Int(random.next() % 40)
            let path = String((0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
            let expected = Self.reference(path)
            let dotted = String(decoding: expected, as: UTF8.self)
            LookupPath.withBytes(of: path) { bytes in
                #expect((0..<bytes.count).map { LookupPath.normalized(bytes[$0]) } == expected, "\(path)")
                // Stored paths sit back to back: what follows this one must not change the answer.
                #expect(LookupPath.equal(stored: [0x2E] + expected + [0x2F, 0x61] + Array(repeating: 0, count: 8), at: 1, query: bytes), "\(path)")
                #expect(LookupPath.hash(bytes) == TokenKey(dotted).pathHash, "\(path)")
            }
            #expect(TokenKey(path).pathHash == TokenKey(dotted).pathHash, "\(path)")
        }
    }

    @Test func aByteOneBitFromSlashIsLeftAlone() {
        // U+03AF (ί) is CE AF in UTF-8; 0xAF differs from '/' (0x2F) only in the top bit.
        let path = "a.ίί/ίί.b/c"
        LookupPath.withBytes(of: path) { bytes in
            #expect((0..<bytes.count).map { LookupPath.normalized(bytes[$0]) } == Self.reference(path))
        }
        #expect(TokenKey("a/ίί.ίί/b.c").pathHash == TokenKey("a.ίί.ίί.b.c").pathHash)
        #expect(TokenKey("a/b").pathHash != TokenKey("a/c").pathHash)
    }

    @Test func tokensWhoseNamesContainSlashesAreAmbiguousAndReported() throws {
        let result = StoreFixtures.load([
            "tokens.json": """
            { "theme": { "$type": "number",
                         "a": { "b": { "$value": 1 } },
                         "a/b": { "$value": 2 } } }
            """
        ])
        let snapshot = try #require(result.snapshot)
        let ambiguous = try #require(result.diagnostics.first { $0.code == .storeAmbiguousPath })
        #expect(ambiguous.tokenPath == "theme.a/b")
        #expect(ambiguous.location?.line == 3)
        #expect(ambiguous.notes.first?.location?.line == 2)
        #expect(ambiguous.notes.first?.tokenPath == "theme.a.b")
        // The first in source order is the one found, whichever separator the lookup uses.
        #expect(snapshot.number(path: "theme/a/b") == 1)
        #expect(snapshot.number(path: "theme.a.b") == 1)
    }
}
