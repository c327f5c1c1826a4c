import Foundation
import Testing

@testable import TesseraCore
import TesseraTestSupport

/// Resolving with other cores (literal values parsed ahead, the tree walk shared, files read in
/// halves) must give what one thread gives: the same tokens and values, the same diagnostics in
/// the same order. The threshold is lowered to 0 so that every corpus file takes those paths.
@Suite struct ParallelResolveTests {
    /// One file written to a temporary folder, resolved both ways (see ``resolveBothWays(_:)``);
    /// expects the same text and returns it, with how many values a repeatable two-core resolve
    /// took over from its helper (0 would mean that path was not compared).
    private func expectResolvedAlike(
        _ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> (text: String, takenOver: Int) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-parallel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("tokens.json")
        try Data(json.utf8).write(to: file)
        let (sequential, parallel) = resolveBothWays([file.path])
        var options = ReadingOptions()
        options.parallelWorkThreshold = 0
        options.resolvesAheadInTurn = true
        let project = try #require(TokenProject.load(paths: [file.path], options: options, diagnostics: DiagnosticEngine()))
        _ = project.resolve(project.permutations()[0])
        #expect(sequential == parallel, sourceLocation: sourceLocation)
        return (sequential, project.valuesResolvedAhead)
    }

    /// A JSON object of `members` (`"name": value` texts), one per line.
    private static func object(_ members: [String]) -> String {
        "{" + members.joined(separator: ",\n") + "}"
    }

    /// On one thread, and on two; on two, the second text is from two cores as they come, and
    /// when they agree, from the repeatable order in which the helper's work always counts.
    private func resolveBothWays(_ paths: [String]) -> (sequential: String, parallel: String) {
        func options(parallel: Bool, inTurn: Bool = false) -> ReadingOptions {
            var options = ReadingOptions()
            options.usesSeveralCores = parallel
            options.parallelWorkThreshold = 0
            options.resolvesAheadInTurn = inTurn
            return options
        }
        let sequential = resolvedText(paths, options: options(parallel: false))
        let parallel = resolvedText(paths, options: options(parallel: true))
        guard parallel == sequential else { return (sequential, parallel) }
        return (sequential, resolvedText(paths, options: options(parallel: true, inTurn: true)))
    }

    @Test func everyCorpusFileResolvesTheSame() throws {
        try expectEveryCorpusFileResolvesAlike(resolveBothWays)
    }

    @Test(arguments: ["dtcg-examples", "tokens-studio/designsystemet", "tokens-studio/lion-example", "redhat/tokens", "figma-export/tokens"])
    func corpusProjectsResolveTheSame(_ folder: String) {
        let (sequential, parallel) = resolveBothWays([PackagePaths.corpus(folder).path])
        #expect(sequential == parallel)
        #expect(sequential.count > 1_000)
    }

    /// Values with and without problems, aliases into values, and composites that reference other tokens.
    @Test func mixedValuesResolveTheSame() throws {
        var groups: [String] = []
        for group in 0..<30 {
            var tokens: [String] = []
            for token in 0..<8 {
                switch (group + token) % 6 {
                case 0: tokens.append(##""t\##(token)": {"$type": "color", "$value": "#a1b2c3"}"##)
                case 1: tokens.append(#""t\#(token)": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.3]}}"#)
                case 2: tokens.append(#""t\#(token)": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}"#)
                case 3: tokens.append(#""t\#(token)": {"$type": "shadow", "$value": {"color": "{g0.t1}", "offsetX": {"value": 1, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}"#)
                case 4: tokens.append(#""t\#(token)": {"$type": "dimension", "$value": {"value": 4, "unit": "vw"}}"#)
                default: tokens.append(#""t\#(token)": {"$type": "color", "$value": "{g\#(group / 2).t1}"}"#)
                }
            }
            groups.append(#""g\#(group)": {\#(tokens.joined(separator: ", "))}"#)
        }
        let (sequential, takenOver) = try expectResolvedAlike(Self.object(groups))
        #expect(sequential.contains("TS"))  // the vw unit and the legacy strings are reported
        #expect(takenOver > 0)
    }

    /// A caller's `each` closure is its own code: it is called on the caller's thread, in source
    /// order, even while the resolving is shared with another core.
    @Test func eachTokenIsHandedOverOnTheCallingThreadInOrder() throws {
        let folder = PackagePaths.corpus("dtcg-examples")
        var options = ReadingOptions()
        options.parallelWorkThreshold = 0
        let project = try #require(TokenProject.load(paths: [folder.path], options: options, diagnostics: DiagnosticEngine()))
        let expected = project.resolve(project.permutations()[0]).tokens.map(\.id)
        let caller = pthread_self()
        for _ in 0..<20 {
            var ids: [String] = []
            var allOnCaller = true
            project.resolve(project.permutations()[0]) { token in
                ids.append(token.id)
                if pthread_equal(pthread_self(), caller) == 0 { allOnCaller = false }
            }
            #expect(ids == expected)
            #expect(allOnCaller)
        }
        #expect(expected.count > 100)
    }

    /// `resolveValues` hands over, without building whole tokens, the ids, values and positions
    /// `resolve` gives, in the same order, on the calling thread; `alongside` gets every token's id.
    @Test(arguments: [false, true])
    func valuesAreHandedOverAsWholeTokensAre(severalCores: Bool) throws {
        var options = ReadingOptions()
        options.parallelWorkThreshold = 0
        options.usesSeveralCores = severalCores
        let project = try #require(
            TokenProject.load(paths: [PackagePaths.corpus("dtcg-examples").path], options: options, diagnostics: DiagnosticEngine()))
        let input = project.permutations()[0]
        let expected = project.resolve(input).tokens
        #expect(expected.count > 100)
        let caller = pthread_self()
        typealias Handed = (id: String, value: TokenValue, position: SourcePosition, onCaller: Bool)
        func handOver(_ handed: inout [Handed], _ token: ResolvedTokenValue) {
            handed.append((token.id, token.value, token.position, pthread_equal(pthread_self(), caller) != 0))
        }
        var plain: [Handed] = []
        project.resolveValues(input, into: &plain, each: handOver)
        var shared: [Handed] = []
        let idsAlongside = project.resolveValues(input, alongside: { $0 }, into: &shared, each: handOver)
        for handed in [plain, shared] {
            let ids = handed.map { $0.id }, values = handed.map { $0.value }, positions = handed.map { $0.position }
            #expect(ids == expected.map { $0.id })
            #expect(values == expected.map { $0.value })
            #expect(positions == expected.map { $0.position })
            #expect(handed.allSatisfy { $0.onCaller })
        }
        // Every token's id, in source order, including those that fail to resolve (this corpus has some).
        var remaining = expected.map { $0.id }[...]
        for id in idsAlongside where id == remaining.first { remaining.removeFirst() }
        #expect(remaining.isEmpty)
        #expect(idsAlongside.count > expected.count)
    }

    /// The id index of a shared resolve is built by whichever thread asks first; the other gets
    /// the same index (built once), whichever order they come in.
    @Test func sharedIndexIsBuiltOnceForBothThreads() throws {
        let json = "{" + (0..<300).map { #""t\#($0)": {"$type": "number", "$value": \#($0)}"# }.joined(separator: ", ") + "}"
        let read = readJSON(json)
        var parser = TokenTreeParser(
            root: try #require(read.value?.objectValue), options: ReadingOptions(), diagnostics: DiagnosticEngine())
        let tokens = parser.parse().tokens
        for _ in 0..<20 {
            let shared = TokenResolver.SharedIndex(tokens: tokens)
            let (first, second) = ParallelWork.both(here: { shared.value }, elsewhere: { shared.value })
            for (offset, token) in tokens.enumerated() {
                #expect(first[token.id] == offset && second[token.id] == offset)
            }
            #expect(first.count == 300 && second.count == 300)
        }
    }

    /// Clean values first, then hundreds of legacy ones: the helper, working from the back, keeps
    /// the texts of only the first 20 reports of a code, so the first legacy values this thread
    /// reaches were summarized and must be parsed again here to report them in full.
    @Test func summarizedReportsAreNotReplayedWhereTheyWouldBeShown() throws {
        var tokens: [String] = []
        for index in 0..<300 {
            tokens.append(
                index < 200
                    ? #""c\#(index)": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.3]}}"#
                    : ##""c\##(index)": {"$type": "color", "$value": "#a1b2c\##(index % 10)"}"##)
        }
        for index in 0..<40 {
            tokens.append(#""alias\#(index)": {"$type": "color", "$value": "{c\#(index * 7)}"}"#)
        }
        let (sequential, takenOver) = try expectResolvedAlike(Self.object(tokens))
        #expect(sequential.contains("legacy color string \"#a1b2c0\""))
        #expect(sequential.contains("more diagnostics [TS0407] not shown"))
        #expect(takenOver > 0)
    }

    /// Aliases are left to the ordinary pass (the helper only looks up what they name); a cycle is
    /// reported once, where one thread reports it, and a broken reference keeps its message.
    @Test func referencesAndCyclesResolveTheSame() throws {
        var tokens: [String] = []
        for index in 0..<200 {
            switch index % 5 {
            case 0: tokens.append(#""t\#(index)": {"$type": "dimension", "$value": {"value": \#(index), "unit": "px"}}"#)
            case 1: tokens.append(#""t\#(index)": {"$type": "dimension", "$value": "{t\#(index - 1)}"}"#)
            case 2: tokens.append(#""t\#(index)": {"$type": "dimension", "$value": "{t\#((index + 3) % 200)}"}"#)
            case 3: tokens.append(#""t\#(index)": {"$type": "dimension", "$value": "{missing\#(index)}"}"#)
            default: tokens.append(#""t\#(index)": {"$type": "dimension", "$value": "\#(index)px"}"#)
            }
        }
        tokens.insert(#""loopA": {"$type": "dimension", "$value": "{loopB}"}"#, at: 180)
        tokens.insert(#""loopB": {"$type": "dimension", "$value": "{loopA}"}"#, at: 20)
        let (sequential, takenOver) = try expectResolvedAlike(Self.object(tokens))
        #expect(sequential.contains("does not resolve"))
        #expect(sequential.contains("circular reference: loopA → loopB"))
        #expect(takenOver > 0)
    }

    /// Composite values whose references the helper may settle (earlier tokens, later ones that
    /// report nothing) and those it must leave to the ordinary pass: a later token with a report
    /// (one thread makes it inside the composite), an alias chain with a type problem, a target
    /// that fails, a cycle through composite values.
    @Test func compositesWithReferencesResolveTheSame() throws {
        func shadow(_ name: String, color: String, offsetX: String) -> String {
            #""\#(name)": {"$type": "shadow", "$value": {"color": "\#(color)", "offsetX": \#(offsetX), "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}"#
        }
        var front: [String] = []
        // Few legacy values in front: past 20 reports of a code, only a count would show their order.
        for index in 0..<60 {
            if index.isMultiple(of: 2) {
                front.append(#""c\#(index)": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.3]}}"#)
            } else {
                let legacy = index % 10 == 1
                front.append(#""d\#(index)": {"$type": "dimension", "$value": \#(legacy ? "\"\(index)px\"" : #"{"value": 4, "unit": "px"}"#)}"#)
            }
        }
        var back: [String] = []
        for index in 0..<12 {
            back.append(shadow("early\(index)", color: "{c\(index * 2)}", offsetX: #""{d\#(index * 2 + 1)}""#))
            back.append(shadow("late\(index)", color: "{c\(index * 2)}", offsetX: #""{lateLegacy\#(index)}""#))
            back.append(shadow("clean\(index)", color: "{c\(index * 2)}", offsetX: #""{lateClean\#(index)}""#))
            back.append(shadow("hop\(index)", color: "{group.hop\(index)}", offsetX: #"{"value": 1, "unit": "px"}"#))
            back.append(shadow("broken\(index)", color: "{c\(index * 2)}", offsetX: #""{lateBroken\#(index)}""#))
        }
        back.append(shadow("loop", color: "{loopColor}", offsetX: #"{"value": 1, "unit": "px"}"#))
        back.append(#""loopColor": {"$type": "color", "$value": "{loop}"}"#)
        for index in 0..<12 {
            back.append(#""lateLegacy\#(index)": {"$type": "dimension", "$value": "\#(index)rem"}"#)
            back.append(#""lateClean\#(index)": {"$type": "dimension", "$value": {"value": \#(index), "unit": "px"}}"#)
            back.append(#""lateBroken\#(index)": {"$type": "dimension", "$value": {"value": \#(index), "unit": "vw"}}"#)
        }
        back.append(
            #""group": {"$type": "dimension", "#
                + (0..<12).map { #""hop\#($0)": {"$value": "{c\#($0 * 2)}"}"# }.joined(separator: ", ") + "}")
        let (sequential, takenOver) = try expectResolvedAlike(Self.object(front + back))
        #expect(sequential.contains("legacy dimension string \"3rem\""))
        #expect(sequential.contains("circular reference"))
        #expect(sequential.contains("is in a group of type dimension but aliases a color"))
        #expect(takenOver > 24)
    }

    /// A token parsed ahead may be taken over before its own turn, when an earlier token refers to
    /// it. Then the tokens its value refers to may not have been resolved yet, and one thread
    /// would report their problems right there: an alias to a shadow whose color is a legacy
    /// string must see that color's warning before the shadow's own, as one thread does.
    @Test func referencedTokensReportWhereOneThreadReachesThem() throws {
        var tokens: [String] = []
        for index in 0..<30 {
            tokens.append(#""plain\#(index)": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.3]}}"#)
        }
        for index in 0..<5 {
            tokens.append(#""early\#(index)": {"$type": "shadow", "$value": "{shadow\#(index)}"}"#)
            tokens.append(##""legacy\##(index)": {"$type": "color", "$value": "#a1b2c\##(index)"}"##)
            tokens.append(
                #""shadow\#(index)": {"$type": "shadow", "$value": {"color": "{legacy\#(index)}", "offsetX": "\#(index + 1)px", "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}"#)
        }
        let (sequential, _) = try expectResolvedAlike(Self.object(tokens))
        let colorWarning = try #require(sequential.range(of: "legacy color string \"#a1b2c0\""))
        let shadowWarning = try #require(sequential.range(of: "legacy dimension string \"1px\""))
        #expect(colorWarning.lowerBound < shadowWarning.lowerBound)
    }

    /// Random documents mixing what resolving on two cores must keep in order: literals with and
    /// without reports, aliases forward and back (some of the wrong type, some missing, some in
    /// cycles), composites whose references point anywhere, untyped tokens. A deterministic run;
    /// longer runs: TESSERA_FUZZ_ITERATIONS.
    @Test func randomDocumentsResolveTheSame() throws {
        let iterations = ProcessInfo.processInfo.environment["TESSERA_FUZZ_ITERATIONS"].flatMap(Int.init).map { $0 / 10 } ?? 30
        var random = SplitMix64(seed: 0x5E77_1ED)
        var takenOver = 0
        for _ in 0..<iterations {
            takenOver += try expectResolvedAlike(Self.randomDocument(&random)).takenOver
        }
        #expect(takenOver > 0)
    }

    /// About 60 to 180 tokens named `t0`, `t1`, … in groups of ten, some groups typed; references
    /// mostly to tokens nearby, before or after.
    private static func randomDocument(_ random: inout SplitMix64) -> String {
        let count = 60 + Int(random.next() % 120)
        func pick(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        func id(_ index: Int) -> String { "g\(index / 10).t\(index)" }
        func ref(from index: Int) -> String {
            switch pick(10) {
            case 0: return "{missing\(pick(5))}"
            case 1...3: return "{\(id(pick(count)))}"
            default: return "{\(id(min(count - 1, max(0, index + pick(31) - 15))))}"
            }
        }
        var groups: [String] = []
        var index = 0
        while index < count {
            let groupType = [nil, "color", "dimension", nil][pick(4)]
            var members: [String] = groupType.map { [#""$type": "\#($0)""#] } ?? []
            for _ in 0..<10 where index < count {
                let value: String
                // Few warnings of one code per document (past 20 only a count would show their
                // order); errors are all kept.
                switch pick(20) {
                case 0, 1: value = #"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.3]}}"#
                case 2: value = ##"{"$type": "color", "$value": "#a1b2c\##(pick(10))"}"##
                case 3, 4: value = #"{"$type": "dimension", "$value": {"value": \#(pick(40)), "unit": "px"}}"#
                case 5: value = #"{"$type": "dimension", "$value": "\#(pick(40))px"}"#
                case 6: value = #"{"$type": "dimension", "$value": {"value": 4, "unit": "vw"}}"#
                case 7...9: value = #"{"$value": "\#(ref(from: index))"}"#
                case 10, 11: value = #"{"$type": "color", "$value": "\#(ref(from: index))"}"#
                case 12...15:
                    let color = pick(3) > 0 ? #""\#(ref(from: index))""# : ##""#102030""##
                    let offset = pick(2) == 0 ? #""\#(ref(from: index))""# : #"{"value": 1, "unit": "px"}"#
                    value = #"{"$type": "shadow", "$value": {"color": \#(color), "offsetX": \#(offset), "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}"#
                case 16, 17:
                    value = #"{"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "\#(ref(from: index))", "fontWeight": 400, "lineHeight": 1.2, "letterSpacing": {"value": 0, "unit": "px"}}}"#
                case 18: value = ##"{"$value": "#abcdef"}"##
                default: value = #"{"$value": "{\#(id(index))}"}"#
                }
                members.append(#""t\#(index)": \#(value)"#)
                index += 1
            }
            groups.append(#""g\#((index - 1) / 10)": {\#(members.joined(separator: ", "))}"#)
        }
        return object(groups)
    }
}
