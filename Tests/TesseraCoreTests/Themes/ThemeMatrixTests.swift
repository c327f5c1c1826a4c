import Foundation
import Testing
import TesseraTestSupport
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// The theme matrix against the full product: for every permutation of a project's
/// modifiers, each token read from the matrix equals the token the permutation resolves.
@Suite(.needsSharedCorpora) struct ThemeMatrixTests {
    /// Projects with modifiers, each small enough to resolve every permutation.
    static let projects: [String] = {
        var paths = [PackagePaths.root.appendingPathComponent("Examples/Acme/acme.resolver.json").path]
        let corpus = PackagePaths.shared.appendingPathComponent("corpora").path
        let suite = corpus + "/dtcg-suite/resolver/positive"
        let cases = (try? FileManager.default.contentsOfDirectory(atPath: suite)) ?? []
        paths += cases.filter { $0.hasSuffix(".json") }.sorted().map { suite + "/" + $0 }
        let terrazzo = corpus + "/terrazzo/packages/parser/test/fixtures"
        paths += [
            terrazzo + "/resolver-simple/example.resolver.json", terrazzo + "/resolver-orthogonal/example.resolver.json",
            terrazzo + "/resolver-non-orthogonal/example.resolver.json",
            terrazzo + "/resolver-non-orthogonal-extends/example.resolver.json", terrazzo + "/complex-resolver/resolver.json",
            corpus + "/terrazzo/packages/tokens/src/terrazzo.resolver.yml",
            corpus + "/terrazzo/packages/plugin-vanilla-extract/test/fixtures/github-primer-legacy/github-primer.tokens.json",
            corpus + "/terrazzo/packages/plugin-vanilla-extract/test/fixtures/figma-sds-legacy/figma-sds.tokens.json",
            corpus + "/dtcg-examples/github-primer.resolver.json", corpus + "/dtcg-examples/shopify-polaris.resolver.json",
            corpus + "/tokens-studio/lion-example/tokens", corpus + "/tokens-studio/compound/tokens",
            corpus + "/figma-export/tokens",
            corpus + "/figma-api/sdk/core/tests/fixtures/figma/s2-web-variables.baseline.json",
        ]
        let figma = PackagePaths.root.appendingPathComponent("Tests/TesseraCoreTests/Fixtures/Figma").path
        paths += ["/plugin-variables.json", "/variables-local.json", "/variables-colliding-names.json"].map { figma + $0 }
        return paths
    }()

    @Test(arguments: projects)
    func matchesEveryPermutation(_ path: String) throws {
        let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
        let project = try #require(TokenProject.load(paths: [path], diagnostics: diagnostics), "\(path) did not load")
        guard project.permutationCount <= 64 else { return }
        let mismatches = try Self.mismatches(project)
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
    }

    /// Every token whose matrix reading differs from the full resolve, as `id @ input: why`.
    static func mismatches(_ project: TokenProject) throws -> [String] {
        let matrix = try #require(ThemeMatrix.build(project))
        #expect(matrix.axes.map(\.modifier) == project.modifiers.map(\.name))
        var result: [String] = []
        // A token left out (rule 1) in some permutation is left out of the matrix, in every permutation.
        let leftOut = Set(project.permutations().flatMap { project.resolve($0).leftOutTokenIDs })
        for id in leftOut where matrix.index(ofToken: id) != nil { result.append("\(id): left out somewhere, in the matrix") }
        for input in project.permutations() {
            let selection = matrix.axes.map { axis in axis.contexts.firstIndex(of: input[axis.modifier] ?? "") ?? 0 }
            let expected = Dictionary(project.resolve(input).tokens.map { ($0.id, $0) }, uniquingKeysWith: { $1 })
            for id in expected.keys where matrix.index(ofToken: id) == nil && !leftOut.contains(id) { result.append("\(id) @ \(input): missing") }
            for index in matrix.tokens.indices {
                let id = matrix.tokens[index].id
                let actual = matrix.token(at: index, in: selection)
                switch (expected[id], actual) {
                case (nil, nil): continue
                case (nil, _?): result.append("\(id) @ \(input): present, expected absent")
                case (_?, nil): result.append("\(id) @ \(input): absent")
                case (let want?, let got?):
                    if want.value != got.value { result.append("\(id) @ \(input): value \(got.value), expected \(want.value)") }
                    if want.aliasOf != got.aliasOf { result.append("\(id) @ \(input): alias \(String(describing: got.aliasOf))") }
                }
            }
        }
        return result
    }

    /// Loads an in-memory resolver document.
    static func load(_ resolver: String) throws -> TokenProject {
        let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
        let fileSystem = InMemoryFileSystem(files: ["/t/tokens.resolver.json": resolver])
        return try #require(TokenProject.load(paths: ["/t/tokens.resolver.json"], diagnostics: diagnostics, fileSystem: fileSystem))
    }

    /// A resolver whose base set holds `base` and whose modifiers each have two contexts with these sources.
    static func resolver(base: String, modifiers: [(name: String, first: String, second: String)]) -> String {
        let order = modifiers.map { modifier in
            """
            {"type": "modifier", "name": "\(modifier.name)", "default": "one",
             "contexts": {"one": [\(modifier.first)], "two": [\(modifier.second)]}}
            """
        }
        return """
            {"version": "2025.10", "resolutionOrder": [
              {"type": "set", "name": "base", "sources": [\(base)]}\(order.map { ", " + $0 }.joined())
            ]}
            """
    }

    @Test func semanticTokenDependsOnAPrimitiveAContextOverrides() throws {
        let project = try Self.load(
            Self.resolver(
                base: """
                    {"primitive": {"blue": {"$type": "color", "$value": "#0000ff"}},
                     "semantic": {"accent": {"$type": "color", "$value": "{primitive.blue}"},
                                  "mixed": {"$type": "dimension", "$value": "{size.unit} * 2"}},
                     "size": {"unit": {"$type": "dimension", "$value": "4px"}},
                     "plain": {"$type": "number", "$value": 1}}
                    """,
                modifiers: [
                    ("brand", ##"{"primitive": {"blue": {"$type": "color", "$value": "#0000ff"}}}"##,
                     ##"{"primitive": {"blue": {"$type": "color", "$value": "#3333ff"}}}"##),
                    ("density", "{}", #"{"size": {"unit": {"$type": "dimension", "$value": "8px"}}}"#),
                ]))
        let matrix = try #require(ThemeMatrix.build(project))
        let accent = try #require(matrix.index(ofToken: "semantic.accent"))
        #expect(matrix.dependencies(ofTokenAt: accent) == [0])
        #expect(matrix.dependencies(ofTokenAt: try #require(matrix.index(ofToken: "plain"))) == [])
        #expect(matrix.token(at: accent, in: [1, 0])?.value != matrix.token(at: accent, in: [0, 0])?.value)
        #expect(matrix.token(at: accent, in: [1, 0])?.aliasOf == "primitive.blue")
        #expect(try Self.mismatches(project).isEmpty)
    }

    @Test func groupPropertiesInAContextReachTheTokensBelow() throws {
        // The second context types the group as colors (so "4px" no longer resolves) and deprecates another.
        let project = try Self.load(
            Self.resolver(
                base: #"{"space": {"small": {"$value": "4px"}}, "old": {"$type": "number", "x": {"$value": 1}}, "other": {"$type": "dimension", "$value": "1px"}}"#,
                modifiers: [
                    ("kind", #"{"space": {"$description": "untyped"}}"#, #"{"space": {"$type": "color"}}"#),
                    ("age", "{}", #"{"old": {"$deprecated": true}}"#),
                ]))
        let matrix = try #require(ThemeMatrix.build(project))
        let small = try #require(matrix.index(ofToken: "space.small"))
        #expect(matrix.dependencies(ofTokenAt: small) == [0])
        #expect(matrix.token(at: small, in: [0, 0])?.type == .dimension)
        #expect(matrix.token(at: small, in: [1, 0]) == nil)
        let old = try #require(matrix.index(ofToken: "old.x"))
        #expect(matrix.dependencies(ofTokenAt: old) == [1])
        #expect(matrix.token(at: old, in: [0, 1])?.isDeprecated == true)
        #expect(matrix.dependencies(ofTokenAt: try #require(matrix.index(ofToken: "other"))) == [])
        #expect(try Self.mismatches(project).isEmpty)
    }

    @Test func extendsCarriesAContextOverrideToTheExtendingGroup() throws {
        let project = try Self.load(
            Self.resolver(
                base: """
                    {"button": {"$type": "dimension", "padding": {"$value": "4px"}},
                     "cta": {"$extends": "{button}", "height": {"$type": "dimension", "$value": "40px"}},
                     "uses": {"$type": "dimension", "$value": "{cta.padding}"}}
                    """,
                modifiers: [("size", "{}", #"{"button": {"padding": {"$type": "dimension", "$value": "8px"}}}"#)]))
        let matrix = try #require(ThemeMatrix.build(project))
        for id in ["cta.padding", "uses"] {
            #expect(matrix.dependencies(ofTokenAt: try #require(matrix.index(ofToken: id))) == [0], "\(id)")
        }
        #expect(try Self.mismatches(project).isEmpty)
    }

    @Test func tokenOnlySomeContextsDefineIsAbsentElsewhere() throws {
        let project = try Self.load(
            Self.resolver(
                base: #"{"a": {"$type": "number", "$value": 1}}"#,
                modifiers: [
                    ("first", "{}", #"{"extra": {"$type": "number", "$value": 2}}"#),
                    ("second", "{}", #"{"a": {"$type": "number", "$value": 3}}"#),
                ]))
        let matrix = try #require(ThemeMatrix.build(project))
        let extra = try #require(matrix.index(ofToken: "extra"))
        #expect(matrix.token(at: extra, in: [0, 0]) == nil)
        #expect(matrix.token(at: extra, in: [1, 1])?.value == .number(2))
        #expect(matrix.defaultSelection == [0, 0])
        #expect(try Self.mismatches(project).isEmpty)
    }

    @Test func independentModifiersResolveOncePerContext() throws {
        let modifiers = (0..<20).map { index in
            ("m\(index)", "{}", #"{"t\#(index)": {"$type": "number", "$value": \#(index + 100)}}"#)
        }
        let base = "{" + (0..<20).map { #""t\#($0)": {"$type": "number", "$value": \#($0)}"# }.joined(separator: ", ") + "}"
        let project = try Self.load(Self.resolver(base: base, modifiers: modifiers))
        let matrix = try #require(ThemeMatrix.build(project))
        var selection = matrix.defaultSelection
        selection[7] = 1
        let seven = try #require(matrix.index(ofToken: "t7"))
        #expect(matrix.dependencies(ofTokenAt: seven) == [7])
        #expect(matrix.token(at: seven, in: selection)?.value == .number(107))
        #expect(matrix.token(at: try #require(matrix.index(ofToken: "t8")), in: selection)?.value == .number(8))
    }

    @Test func tooManyCombinationsForOneTokenIsReported() throws {
        // 13 two-context modifiers that all override one token: 8,192 selections.
        let modifiers = (0..<13).map { index in
            ("m\(index)", "{}", #"{"shared": {"$type": "number", "$value": \#(index)}}"#)
        }
        let project = try Self.load(Self.resolver(base: #"{"shared": {"$type": "number", "$value": -1}}"#, modifiers: modifiers))
        #expect(ThemeMatrix.build(project) == nil)
        let reported = try #require(project.diagnostics.diagnostics.first { $0.code == .tooManyPermutations })
        #expect(reported.message.contains("8192"))
        #expect(reported.tokenPath == "shared")
    }

    /// Independent modifiers share selections (the k-th combination of each goes into the k-th
    /// selection); modifiers that a token ties together, aliases across them and tokens only
    /// some contexts define must still read as every permutation resolves them.
    @Test func packedSelectionsGiveEveryPermutationsValues() throws {
        var modifiers = (0..<6).map { index in
            ("m\(index)", "{}", #"{"t\#(index)": {"$type": "number", "$value": \#(index + 100)}, "only\#(index)": {"$type": "number", "$value": 1}}"#)
        }
        // `pair` depends on m6 and m7 together; `alias` follows t2 into m2's contexts.
        modifiers.append(("m6", "{}", #"{"pair": {"$type": "number", "$value": 6}}"#))
        modifiers.append(("m7", "{}", #"{"pair": {"$type": "number", "$value": 7}}"#))
        let base = "{" + (0..<6).map { #""t\#($0)": {"$type": "number", "$value": \#($0)}"# }.joined(separator: ", ")
            + #", "pair": {"$type": "number", "$value": 0}, "alias": {"$type": "number", "$value": "{t2}"}}"#
        let project = try Self.load(Self.resolver(base: base, modifiers: modifiers))
        let matrix = try #require(ThemeMatrix.build(project))
        // The default, then the pair's three other combinations, which the six others ride along with.
        #expect(matrix.selectionCount == 4)
        #expect(try Self.mismatches(project).isEmpty)
    }
}
