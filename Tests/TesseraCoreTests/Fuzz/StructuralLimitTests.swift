import Foundation
@testable import TesseraDiagnostics
@testable import TesseraTokens
@testable import TesseraImport
import Testing

/// Structures that recursed once per element or expanded shared parts once per path to them,
/// each at the size that once crashed or exhausted memory: a located diagnostic or a result, never a crash.
@Suite struct StructuralLimitTests {
    private func load(_ family: StructuralFamily, _ n: Int) -> (TokenProject?, DiagnosticEngine) {
        let (files, entry) = family.make(n)
        let engine = DiagnosticEngine()
        let project = TokenProject.load(
            paths: [entry], format: family.format, diagnostics: engine, fileSystem: InMemoryFileSystem(files: files))
        if let project { _ = project.check(ResolverInput([])) }
        return (project, engine)
    }

    /// `1px + 1px + … ` 12,000 times built a left-deep tree that overflowed the stack. Tokens
    /// Studio leaves a value it cannot compute out with a warning (TS0701), located at the token.
    @Test(arguments: [StructuralFamily.studioOperatorChain, .studioReferenceChain])
    func aFlatOperatorChainIsLeftOutWithALocatedDiagnostic(_ family: StructuralFamily) throws {
        let (_, engine) = load(family, 12_000)
        let refusal = try #require(engine.diagnostics.first { $0.message.contains("more than \(Expression.maxOperators) operators") })
        #expect(refusal.location != nil && refusal.tokenPath != nil)
    }

    @Test func aChainWithinTheLimitStillComputes() throws {
        let (project, engine) = load(.studioOperatorChain, Expression.maxOperators + 1)
        #expect(!engine.hasErrors, "\(engine.diagnostics.map(\.message))")
        let resolved = try #require(project?.resolve(ResolverInput([])))
        #expect(resolved.tokens.first { $0.id == "a" }?.value.displayText == "\(Expression.maxOperators + 1)px")
    }

    /// 10,000 sets each including the previous recursed 10,000 deep; past the limit is an error.
    @Test func aLongChainOfSetsIsRefusedAtTheRefPastTheLimit() throws {
        let (_, engine) = load(.resolverSetChain, ResolverDocumentReader.maxSetDepth + 50)
        let refusal = try #require(engine.diagnostics.first { $0.code == .resolverSetsTooDeep })
        #expect(refusal.location != nil)
        let (project, shallow) = load(.resolverSetChain, 200)
        #expect(!shallow.hasErrors)
        #expect(project?.resolve(ResolverInput([])).tokens.count == 200)
    }

    /// Thirty sets, each listing the previous twice: 2^30 sources once; now each source once.
    @Test func aSetIncludedTwiceIsExpandedOnce() throws {
        let (project, engine) = load(.resolverSetDoubling, 30)
        #expect(!engine.hasErrors, "\(engine.diagnostics.map(\.message))")
        let resolved = try #require(project?.resolve(ResolverInput([])))
        #expect(resolved.tokens.map(\.id) == ["t"])
    }

    /// The last occurrence of a repeated set wins, as merging it again would make it.
    @Test func theLastPlaceOfARepeatedSetDecides() throws {
        let text = ##"""
            {"version": "2025.10", "sets": {
              "a": {"sources": [{"x": {"$type": "number", "$value": 1}}]},
              "b": {"sources": [{"x": {"$type": "number", "$value": 2}}]},
              "both": {"sources": [{"$ref": "#/sets/a"}, {"$ref": "#/sets/b"}, {"$ref": "#/sets/a"}]}},
             "resolutionOrder": [{"$ref": "#/sets/both"}]}
            """##
        let engine = DiagnosticEngine()
        let project = try #require(
            TokenProject.load(paths: ["r.resolver.json"], diagnostics: engine, fileSystem: InMemoryFileSystem(files: ["r.resolver.json": text])))
        #expect(project.resolve(ResolverInput([])).tokens.first?.value.displayText == "1")
    }

    /// Each group extending the next: 20,000 overflowed the stack, and from a few hundred each
    /// group expanded the whole chain again until the expansion budget (TS0208) stopped it.
    @Test func aLongChainOfExtendsExpandsEachGroupOnce() throws {
        let (project, engine) = load(.dtcgExtendsChain, 5_000)
        #expect(!engine.hasErrors, "\(engine.diagnostics.prefix(3).map(\.message))")
        let tokens = try #require(project?.resolve(ResolverInput([])).tokens)
        #expect(tokens.count == 5_001)
        #expect(tokens.first { $0.id == "g0.t" }?.value == .number(1))
    }

    /// `y.c` extends `x`, which extends `y`, which holds `c`: it held itself, one level deeper at
    /// every expansion, until the stack overflowed. Now a cycle (TS0209) at `y.c`'s `$extends`.
    @Test func aGroupHoldingItselfThroughExtendsIsACycle() throws {
        let (_, engine) = load(.dtcgExtendsHoldingItself, 1)
        let cycles = engine.diagnostics.filter { $0.code == .extendsCycle }
        #expect(cycles.contains { $0.message.contains("y0.c extends {x0} whose expansion contains y0.c again") })
        #expect(cycles.allSatisfy { $0.location != nil })
    }

    /// `gK` holds a group extending `gK-1`, so it nests K deep: read while groups nest up to
    /// ``TokenTreeParser/maxGroupDepth`` levels, a located error (TS0103) beyond.
    @Test func groupsNestedByExtendsStopAtTheDepthLimit() throws {
        let (project, engine) = load(.dtcgExtendsNesting, 40)
        #expect(!engine.hasErrors, "\(engine.diagnostics.prefix(3).map(\.message))")
        #expect(project?.resolve(ResolverInput([])).tokens.count == 40 * 41 / 2)
        let (_, deep) = load(.dtcgExtendsNesting, TokenTreeParser.maxGroupDepth + 10)
        let refusal = try #require(deep.diagnostics.first { $0.code == .nestingTooDeep })
        #expect(refusal.location != nil && refusal.severity == .error)
    }

    /// A Figma variable name of 9,000 `/` segments overflowed the stack after quadratic memory.
    @Test func aFigmaNameOfThousandsOfSegmentsIsLeftOutWithALocatedError() throws {
        let (_, engine) = load(.figmaLongName, 9_000)
        let refusal = try #require(engine.diagnostics.first { $0.code == .namePathTooDeep })
        #expect(refusal.location != nil && refusal.severity == .error)
    }
}
