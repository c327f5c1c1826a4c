import Dispatch
import Foundation
import Testing
import TesseraDiagnostics
import TesseraSyntax
import TesseraYAML
import TesseraTokens
import TesseraImport
import TesseraConvert
import TesseraStore
import TesseraTheme

/// A lookup that cannot be answered returns the documented fallback and is reported
/// once per path and type: never a silent `.clear` or 0.
@Suite struct LookupProblemTests {
    @Test func anUnknownPathReturnsMagentaAndSuggestsTheNearestPath() throws {
        let recorder = ProblemRecorder()
        let snapshot = try #require(StoreFixtures.seedLayout(options: TokenStoreOptions(onLookupProblem: recorder.handler)).snapshot)
        let color = snapshot.color(path: "theme/navigation/bottom/highlite")
        #expect(color == TokenStoreFallback.color)
        #expect(color.bytes == [255, 0, 255] && color.alpha == 1)
        let problem = try #require(snapshot.lookupProblems.first)
        #expect(problem.code == .storeUnknownToken)
        #expect(problem.severity == .warning)
        #expect(problem.tokenPath == "theme.navigation.bottom.highlite")
        #expect(problem.fixIt == "did you mean theme.navigation.bottom.highlight?")
        #expect(recorder.diagnostics == [problem])
    }

    @Test func eachProblemIsReportedOncePerPathAndType() throws {
        let recorder = ProblemRecorder()
        let snapshot = try #require(StoreFixtures.seedLayout(options: TokenStoreOptions(onLookupProblem: recorder.handler)).snapshot)
        for _ in 0..<100 {
            _ = snapshot.dimension(path: "theme/missing")
            _ = snapshot.dimension(TokenKey("theme/missing"))
        }
        _ = snapshot.color(path: "theme/missing")
        #expect(snapshot.dimension(path: "theme/missing") == TokenStoreFallback.dimension)
        // One for the dimension lookups, one for the color lookup.
        #expect(snapshot.lookupProblems.count == 2)
        #expect(recorder.diagnostics.count == 2)
        #expect(Set(recorder.diagnostics.map(\.code)) == [.storeUnknownToken])
    }

    @Test func aTypeMismatchPointsAtTheTokensDefinition() throws {
        let snapshot = try #require(StoreFixtures.seedLayout().snapshot)
        let typography = snapshot.typography(path: "theme/navigation/bottom/highlight")
        #expect(typography == TokenStoreFallback.typography)
        #expect(typography.fontSize.points == 17 && typography.fontFamily.isSystem)
        #expect(snapshot.number(path: "theme/navigation/bottom/highlight") == 0)
        let problems = snapshot.lookupProblems
        #expect(problems.count == 2)
        let mismatch = try #require(problems.first)
        #expect(mismatch.code == .storeTypeMismatch)
        #expect(mismatch.message.contains("is a color, not a typography"))
        #expect(mismatch.location?.file.hasSuffix("SeedLayout/tokens.json") == true)
        #expect(mismatch.location?.line == 5)
        #expect(mismatch.tokenPath == "theme.navigation.bottom.highlight")
        #expect(mismatch.fixIt == "look it up as a color, or change its $type")
    }

    @Test func concurrentMissesOfOneKeyAreReportedExactlyOnce() throws {
        let recorder = ProblemRecorder()
        let snapshot = try #require(StoreFixtures.seedLayout(options: TokenStoreOptions(onLookupProblem: recorder.handler)).snapshot)
        let key = TokenKey("theme/not/there")
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1_000 { _ = snapshot.color(key) }
        }
        #expect(recorder.diagnostics.count == 1)
        #expect(snapshot.lookupProblems.count == 1)
    }

    @Test func theDefaultSnapshotHasNoTokensAndFallsBackEverywhere() {
        let empty = TokenStoreSnapshot.default
        #expect(empty.tokenCount == 0)
        #expect(empty.color(path: "any") == TokenStoreFallback.color)
        #expect(empty.string(path: "any") == "")
        #expect(empty.boolean(path: "any") == false)
        #expect(empty.shadow(path: "any").layers.isEmpty)
        #expect(empty.lookupProblems.map(\.code) == [.storeUnknownToken, .storeUnknownToken, .storeUnknownToken, .storeUnknownToken])
    }
}
