import Testing
import TesseraDiagnostics
import TesseraSyntax
import TesseraYAML
import TesseraTokens
import TesseraImport
import TesseraConvert
import TesseraStore
import TesseraTheme

/// Many app-chosen modifiers, each chosen on its own: the store resolves what each token
/// depends on, never the product of every modifier.
@Suite struct IndependentThemeTests {
    /// 20 two-context modifiers; modifier `m<i>` overrides `t<i>` (and `m0` also `shared`, which `m1` overrides too).
    static func files(modifiers: Int, everyOneOverridesShared: Bool = false) -> [String: String] {
        let tokens = (0..<modifiers).map { #""t\#($0)": {"$type": "number", "$value": 0}"# }.joined(separator: ", ")
        let order = (0..<modifiers).map { index in
            let shared = everyOneOverridesShared || index < 2 ? #", "shared": {"$type": "number", "$value": \#(index + 100)}"# : ""
            return """
                {"type": "modifier", "name": "m\(index)", "default": "off", "contexts": {
                  "off": [], "on": [{"t\(index)": {"$type": "number", "$value": \(index + 1)}\(shared)}]}}
                """
        }
        return [
            "app.resolver.json": """
            {"version": "2025.10", "resolutionOrder": [
              {"type": "set", "name": "base", "sources": [{\(tokens), "shared": {"$type": "number", "$value": -1},
                "surface": {"$type": "color", "$value": "#ffffff"}}]},
              \(order.joined(separator: ",\n")),
              {"type": "modifier", "name": "appearance", "default": "light", "contexts": {
                "light": [], "dark": [{"surface": {"$type": "color", "$value": "#000000"}}]}}
            ]}
            """
        ]
    }

    @Test func eachModifierIsChosenOnItsOwn() throws {
        let result = StoreFixtures.load(Self.files(modifiers: 20))
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        let snapshot = try #require(result.snapshot)
        #expect(snapshot.themeName == Array(repeating: "off", count: 20).joined(separator: "-"))
        #expect(snapshot.themeSelections.count == 20)
        #expect((0..<20).allSatisfy { snapshot.number(path: "t\($0)") == 0 })
        #expect(snapshot.number(path: "shared") == -1)
        for index in 0..<20 {
            let chosen = try #require(snapshot.theme(["m\(index)": "on"]))
            #expect(chosen.number(path: "t\(index)") == Double(index + 1))
            #expect(chosen.number(path: "t\((index + 1) % 20)") == 0)
        }
        let both = try #require(snapshot.theme(["m0": "on", "m1": "on"]))
        #expect(both.number(path: "shared") == 101)
        #expect(try #require(snapshot.theme(["m0": "on"])).number(path: "shared") == 100)
        #expect(both.themeSelections["m1"] == "on")
        // Appearance stays a device trait.
        #expect(both.color(path: "surface", for: TokenTraits(colorScheme: .dark)).hexString == "#000000")
        #expect(snapshot.theme(["m3": "maybe"]) == nil)
        #expect(snapshot.theme(["appearance": "dark"]) == nil)
        // Over 4,096 themes, only the current one is listed.
        #expect(snapshot.themeNames == [snapshot.themeName])
        #expect(snapshot.theme(named: snapshot.themeName) != nil)
    }

    @Test func aTokenThatEveryModifierOverridesIsOverTheBudget() {
        let result = StoreFixtures.load(Self.files(modifiers: 13, everyOneOverridesShared: true))
        #expect(result.snapshot == nil)
        #expect(result.errors.map(\.code) == [.tooManyPermutations])
    }
}
