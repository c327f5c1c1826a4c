import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

@Suite struct StringIndexTests {
    @Test func storesFirstValueAndFindsEveryKeyAfterGrowing() {
        var index = StringIndex(minimumCapacity: 2)
        let keys = (0..<5_000).map { "group.g\($0 / 50).t\($0)" } + ["", "é", "a.b", "🙂"]
        for (value, key) in keys.enumerated() {
            #expect(index.insert(key, value) == nil)
        }
        #expect(index.count == keys.count)
        #expect(index.insert("a.b", -1) == keys.firstIndex(of: "a.b"), "an existing key keeps its value")
        for (value, key) in keys.enumerated() {
            #expect(index[key] == value)
            let alias = "{" + key + "}"
            #expect(index[utf8: alias.utf8.dropFirst().dropLast()] == value, "found from a part of a longer string")
        }
        #expect(index["group.g0.t5000"] == nil)
        #expect(index["A.B"] == nil)
    }
}
