import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraTokens
import TesseraTestSupport

@Suite struct TokenMergerTests {
    /// Merging many documents at once must give exactly what laying them on top of one another,
    /// one at a time, gives: the same members in the same order, from the same places.
    @Test func mergingManyAtOnceEqualsMergingOneAtATime() {
        var random = SplitMix64(seed: 0x3E76E)
        var generator = DocumentGenerator()
        for _ in 0..<300 {
            let count = 3 + Int(random.next() % 6)
            let documents = (0..<count).map { _ in generator.object(depth: 0, random: &random) }
            let oneAtATime = documents.dropFirst().reduce(documents[0]) { TokenMerger.merge($0, with: $1) }
            let atOnce = TokenMerger.merge(documents)
            #expect(describe(atOnce) == describe(oneAtATime))
        }
    }

    /// A token replaces a group and the groups after it merge with one another, not with what
    /// came before the token.
    @Test func aTokenCutsTheGroupsBeforeIt() {
        var generator = DocumentGenerator()
        let first = generator.document(["color": generator.document(["red": generator.token(1)])])
        let second = generator.document(["color": generator.token(2)])
        let third = generator.document(["color": generator.document(["blue": generator.token(3)])])
        let fourth = generator.document(["color": generator.document(["green": generator.token(4)])])
        let documents = [first, second, third, fourth].compactMap(\.objectValue)
        let merged = TokenMerger.merge(documents)
        #expect(merged["color"]?.objectValue?.keys == ["blue", "green"])
        #expect(merged["color"]?.position == documents[2]["color"]?.position)
    }

    /// Two files typed at their roots (`color.json` and `opacity.json` of one folder): each
    /// root `$type` types its own file's tokens, where a later one used to retype the earlier
    /// file's. A file without a root type still takes the one before it, as a theme file that
    /// only replaces values does; a token's own `$type` still wins.
    @Test func aGroupTypeStaysWithTheFileThatDeclaresIt() {
        let files = [
            "/p/a-color.json": ##"{"$type": "color", "brand": {"red": {"$value": "#ff0000"}}, "ink": {"$value": "#111111"}}"##,
            "/p/b-values.json": ##"{"brand": {"blue": {"$value": "#0000ff"}}}"##,
            "/p/c-opacity.json": ##"{"$type": "number", "brand": {"half": {"$value": 0.5}}, "size": {"$type": "dimension", "s": {"$value": "4px"}}}"##,
        ]
        let result = resolveFiles(files, entry: "/p")
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result.types == [
            "brand.red": .color, "ink": .color, "brand.blue": .color, "brand.half": .number, "size.s": .dimension,
        ])
        // One type for both files: nothing moves, and the later file's tokens take it as before.
        let agreeing = resolveFiles(
            ["/q/a.json": ##"{"$type": "color", "x": {"$value": "#ff0000"}}"##, "/q/b.json": ##"{"$type": "color", "y": {"$value": "#00ff00"}}"##],
            entry: "/q")
        #expect(agreeing.errors.isEmpty && agreeing.types == ["x": .color, "y": .color])
    }

    private func describe(_ object: JSONObject) -> String {
        object.members.map { member in
            "\(member.key)@\(member.keyPosition.offset)=\(describe(member.value))"
        }.joined(separator: ",")
    }

    private func describe(_ value: JSONValue) -> String {
        switch value.kind {
        case .object(let object): "{\(describe(object))}@\(value.position.offset)"
        case .number(let number): "\(number.value)@\(value.position.offset)"
        default: "\(value.kindDescription)@\(value.position.offset)"
        }
    }
}

/// Small random token documents whose keys often collide, with every node at its own position.
private struct DocumentGenerator {
    private var offset = 0

    private mutating func nextPosition() -> SourcePosition {
        offset += 1
        return SourcePosition(file: .synthesized, offset: offset)
    }

    mutating func token(_ value: Double) -> JSONValue {
        document(["$value": JSONValue(.number(JSONNumber(value, isIntegerLiteral: true)), at: nextPosition())])
    }

    mutating func document(_ members: KeyValuePairs<String, JSONValue>) -> JSONValue {
        JSONValue(.object(JSONObject(members.map { JSONObject.Member(key: $0.key, keyPosition: nextPosition(), value: $0.value) })), at: nextPosition())
    }

    mutating func object(depth: Int, random: inout SplitMix64) -> JSONObject {
        let keys = ["a", "b", "c", "$type", "$description"]
        var members: [JSONObject.Member] = []
        for _ in 0..<Int(random.next() % 4) {
            let key = keys[Int(random.next() % UInt64(keys.count))]
            guard !members.contains(where: { $0.key == key }) else { continue }
            let value: JSONValue
            switch random.next() % 4 {
            case 0 where depth < 3: value = JSONValue(.object(object(depth: depth + 1, random: &random)), at: nextPosition())
            case 1: value = token(Double(random.next() % 100))
            case 2: value = JSONValue(.string("s"), at: nextPosition())
            default: value = JSONValue(.object(JSONObject()), at: nextPosition())
            }
            members.append(JSONObject.Member(key: key, keyPosition: nextPosition(), value: value))
        }
        return JSONObject(members)
    }
}
