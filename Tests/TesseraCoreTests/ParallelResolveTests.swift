import Foundation
import Testing

@testable import TesseraCore

/// Resolving with other cores (literal values parsed ahead, the tree walk shared, files read in
/// halves) must give what one thread gives: the same tokens and values, the same diagnostics in
/// the same order. The threshold is lowered to 0 so that every corpus file takes those paths.
@Suite struct ParallelResolveTests {
    private func resolveBothWays(_ paths: [String]) -> (sequential: String, parallel: String) {
        func options(parallel: Bool) -> ReadingOptions {
            var options = ReadingOptions()
            options.usesSeveralCores = parallel
            options.parallelWorkThreshold = 0
            return options
        }
        return (resolvedText(paths, options: options(parallel: false)), resolvedText(paths, options: options(parallel: true)))
    }

    @Test func everyCorpusFileResolvesTheSame() throws {
        let files = try corpusJSONFiles()
        for url in files {
            let (sequential, parallel) = resolveBothWays([url.path])
            #expect(sequential == parallel, "\(url.path)")
        }
        #expect(files.count > 300)
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
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-parallel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("tokens.json")
        try Data(("{" + groups.joined(separator: ",\n") + "}").utf8).write(to: file)
        let (sequential, parallel) = resolveBothWays([file.path])
        #expect(sequential == parallel)
        #expect(sequential.contains("TS"))  // the vw unit and the legacy strings are reported
    }
}
