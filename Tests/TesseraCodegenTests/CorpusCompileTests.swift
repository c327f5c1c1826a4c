import Foundation
import Testing
import TesseraTestSupport
import TesseraCodegen
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// Every resolver of the real design systems in ../shared/corpora builds to Swift that type-checks.
@Suite(.needsSharedCorpora) struct CorpusCompileTests {
    static let resolvers: [String] = {
        let corpora = CodegenPaths.shared.appendingPathComponent("corpora")
        var paths = [
            "dtcg-examples/apple-hig.resolver.json", "dtcg-examples/github-primer.resolver.json",
            "dtcg-examples/ibm-carbon.resolver.json", "dtcg-examples/shopify-polaris.resolver.json",
            "terrazzo/packages/tokens/src/terrazzo.resolver.yml",
        ]
        for fixture in ["resolver-simple", "resolver-orthogonal", "resolver-non-orthogonal", "resolver-non-orthogonal-extends"] {
            paths.append("terrazzo/packages/parser/test/fixtures/\(fixture)/example.resolver.json")
        }
        paths.append("terrazzo/packages/parser/test/fixtures/complex-resolver/resolver.json")
        return paths.map { corpora.appendingPathComponent($0).path }
    }()

    @Test(arguments: resolvers)
    func buildsToSwiftThatTypeChecks(_ resolver: String) throws {
        let (code, diagnostics) = generateSwift(paths: [resolver])
        let source = try #require(code, "\(diagnostics.map(\.message))")
        #expect(!diagnostics.contains { $0.code == .swiftNameCollision }, "\(diagnostics.filter { $0.code == .swiftNameCollision }.map(\.message))")
        let output = try typeCheck(source)
        #expect(output.isEmpty, "\(output.prefix(4000))")
    }
}
