import Foundation
import TesseraImport

/// Hostile inputs of a given size, one family per structure that once grew faster than the
/// input or recursed once per element: flat operator chains, long Figma names, chains and
/// doublings of resolver sets, many collections, modifiers, themes and files. Each family is a
/// function of N, so a test can run it at N and 2N and compare, and `TESSERA_FAMILY_DIR` writes
/// every family at N, 2N and 4N as files for timing the release `tessera` (Scripts/structural-growth.sh).
enum StructuralFamily: String, CaseIterable, Sendable {
    case studioOperatorChain = "studio-operator-chain"
    case studioReferenceChain = "studio-reference-chain"
    case figmaLongName = "figma-long-name"
    case resolverSetChain = "resolver-set-chain"
    case resolverSetDoubling = "resolver-set-doubling"
    case figmaTwoModeCollections = "figma-two-mode-collections"
    case resolverTwoContextModifiers = "resolver-two-context-modifiers"
    case studioThemesOfOneSet = "studio-themes-of-one-set"
    case figmaCollectionAliasChain = "figma-collection-alias-chain"
    case studioFilesInOneSet = "studio-files-in-one-set"
    case studioThemesOfTheirOwnSets = "studio-themes-of-their-own-sets"
    case dtcgExtendsChain = "dtcg-extends-chain"
    case dtcgExtendsNesting = "dtcg-extends-nesting"
    case dtcgExtendsHoldingItself = "dtcg-extends-holding-itself"

    /// A size that runs in well under a second in a debug build.
    var smallSize: Int {
        switch self {
        case .studioOperatorChain, .studioReferenceChain, .figmaLongName: 1_000
        case .resolverSetChain: 400
        case .resolverSetDoubling: 24
        case .figmaTwoModeCollections, .resolverTwoContextModifiers: 40
        case .studioThemesOfOneSet, .figmaCollectionAliasChain, .studioFilesInOneSet, .studioThemesOfTheirOwnSets: 400
        case .dtcgExtendsChain: 1_000
        case .dtcgExtendsNesting: 100
        case .dtcgExtendsHoldingItself: 20
        }
    }

    /// The size the stress run that found the fault used (the issue's figures), for release timing.
    var reportedSize: Int {
        switch self {
        case .studioOperatorChain, .studioReferenceChain: 12_000
        case .figmaLongName: 9_000
        case .resolverSetChain: 10_000
        case .resolverSetDoubling: 30
        case .figmaTwoModeCollections: 900
        case .resolverTwoContextModifiers: 1_000
        case .studioThemesOfOneSet: 128_000
        case .figmaCollectionAliasChain: 20_000
        case .studioFilesInOneSet: 16_000
        case .studioThemesOfTheirOwnSets: 8_000
        case .dtcgExtendsChain: 20_000
        case .dtcgExtendsNesting: 3_000
        case .dtcgExtendsHoldingItself: 1_000
        }
    }

    /// The format to read the family as (`--from`), or `nil` to detect it.
    var format: InputFormat? {
        switch self {
        case .studioOperatorChain, .studioReferenceChain, .studioThemesOfOneSet, .studioFilesInOneSet, .studioThemesOfTheirOwnSets:
            .tokensStudio
        default: nil
        }
    }

    /// The family at size `n`: files by path, and the path to give the command.
    func make(_ n: Int) -> (files: [String: String], entry: String) {
        switch self {
        case .studioOperatorChain:
            let chain = Array(repeating: "1px", count: n).joined(separator: " + ")
            return (["t.json": #"{"a": {"type": "sizing", "value": "\#(chain)"}}"#], "t.json")
        case .studioReferenceChain:
            let members = (0..<n).map { #""r\#($0)": {"type": "sizing", "value": "\#($0)"}"# }
            let chain = (0..<n).map { "{r\($0)}" }.joined(separator: "+")
            return (["t.json": "{" + members.joined(separator: ",") + #", "sum": {"type": "sizing", "value": "\#(chain)"}}"#], "t.json")
        case .figmaLongName:
            let name = (0..<n).map { "s\($0)" }.joined(separator: "/")
            return (["figma.json": Self.figmaResponse(collections: [("c", ["m"])], variables: [(name, 0, ["1"])])], "figma.json")
        case .resolverSetChain:
            var sets = [#""s0": {"sources": [{"t0": {"$type": "number", "$value": 0}}]}"#]
            for index in 1..<n {
                sets.append(##""s\##(index)": {"sources": [{"$ref": "#/sets/s\##(index - 1)"}, {"t\##(index)": {"$type": "number", "$value": \##(index)}}]}"##)
            }
            return (["r.resolver.json": Self.resolver(sets: sets, order: [##"{"$ref": "#/sets/s\##(n - 1)"}"##])], "r.resolver.json")
        case .resolverSetDoubling:
            var sets = [#""s0": {"sources": [{"t": {"$type": "number", "$value": 0}}]}"#]
            for index in 1..<n {
                sets.append(##""s\##(index)": {"sources": [{"$ref": "#/sets/s\##(index - 1)"}, {"$ref": "#/sets/s\##(index - 1)"}]}"##)
            }
            return (["r.resolver.json": Self.resolver(sets: sets, order: [##"{"$ref": "#/sets/s\##(n - 1)"}"##])], "r.resolver.json")
        case .figmaTwoModeCollections:
            let collections = (0..<n).map { ("c\($0)", ["light", "dark"]) }
            let variables = (0..<n).map { ("v\($0)", $0, ["1", "2"]) }
            return (["figma.json": Self.figmaResponse(collections: collections, variables: variables)], "figma.json")
        case .resolverTwoContextModifiers:
            let modifiers = (0..<n).map {
                #""m\#($0)": {"contexts": {"a": [{"t\#($0)": {"$type": "number", "$value": 1}}], "b": [{"t\#($0)": {"$type": "number", "$value": 2}}]}, "default": "a"}"#
            }
            let order = (0..<n).map { ##"{"$ref": "#/modifiers/m\##($0)"}"## }
            return (["r.resolver.json": Self.resolver(modifiers: modifiers, order: order)], "r.resolver.json")
        case .studioThemesOfOneSet:
            let themes = (0..<n).map { #"{"id": "t\#($0)", "name": "theme\#($0)", "group": "brand", "selectedTokenSets": {"base": "enabled"}}"# }
            return ([
                "p/$themes.json": "[" + themes.joined(separator: ",") + "]",
                "p/$metadata.json": #"{"tokenSetOrder": ["base"]}"#,
                "p/base.json": #"{"a": {"type": "sizing", "value": "4"}}"#,
            ], "p")
        case .figmaCollectionAliasChain:
            let collections = (0..<n).map { ("c\($0)", ["m"]) }
            let variables = (0..<n).map { index in ("v\(index)", index, [index == 0 ? "1" : "alias:\(index - 1)"]) }
            return (["figma.json": Self.figmaResponse(collections: collections, variables: variables)], "figma.json")
        case .studioThemesOfTheirOwnSets:
            // One set per theme, its token in a nested group: every theme's values differ, so
            // nothing that pairs themes or sets with each other can stay hidden.
            let sets = (0..<n).map { #""s\#($0)": {"g": {"a": {"type": "sizing", "value": "\#($0)"}}}"# }
            let themes = (0..<n).map { #"{"id": "t\#($0)", "name": "theme\#($0)", "group": "brand", "selectedTokenSets": {"s\#($0)": "enabled"}}"# }
            let order = (0..<n).map { #""s\#($0)""# }
            let file = "{" + sets.joined(separator: ",") + #", "$themes": ["# + themes.joined(separator: ",")
                + #"], "$metadata": {"tokenSetOrder": ["# + order.joined(separator: ",") + "]}}"
            return (["tokens.json": file], "tokens.json")
        case .studioFilesInOneSet:
            var files = ["p/$metadata.json": #"{"tokenSetOrder": ["base"]}"#]
            for index in 0..<n { files["p/base/f\(index).json"] = #"{"t\#(index)": {"type": "sizing", "value": "\#(index)"}}"# }
            return (files, "p")
        case .dtcgExtendsChain:
            // g0 extends g1, which extends g2 … : every group holds the last one's token.
            let groups = (0..<n).map { #""g\#($0)": {"$extends": "{g\#($0 + 1)}"}"# }
            return (["t.tokens.json": "{" + groups.joined(separator: ",") + #", "g\#(n)": {"t": {"$type": "number", "$value": 1}}}"#], "t.tokens.json")
        case .dtcgExtendsNesting:
            // gK holds a group that extends gK-1: gK nests K levels deep, and the groups hold K(K+1)/2 tokens.
            let groups = (1..<n).map { #""g\#($0)": {"a": {"$extends": "{g\#($0 - 1)}"}, "t": {"$type": "number", "$value": \#($0)}}"# }
            return (["t.tokens.json": #"{"g0": {"t": {"$type": "number", "$value": 0}}, "# + groups.joined(separator: ",") + "}"], "t.tokens.json")
        case .dtcgExtendsHoldingItself:
            // xK extends yK, which holds c, which extends xK: c holds itself without end.
            let pairs = (0..<n).map {
                #""x\#($0)": {"$extends": "{y\#($0)}"}, "y\#($0)": {"c": {"$extends": "{x\#($0)}"}, "t": {"$type": "number", "$value": 1}}"#
            }
            return (["t.tokens.json": "{" + pairs.joined(separator: ",") + "}"], "t.tokens.json")
        }
    }

    /// The family at size `n` as the probe reads it.
    func input(_ n: Int) -> PipelineProbe.Input {
        let (files, entry) = make(n)
        return PipelineProbe.Input(files: files.mapValues { Array($0.utf8) }, entry: entry, format: format)
    }

    // MARK: Documents

    private static func resolver(sets: [String] = [], modifiers: [String] = [], order: [String]) -> String {
        #"{"version": "2025.10", "sets": {\#(sets.joined(separator: ",\n"))}, "modifiers": {\#(modifiers.joined(separator: ",\n"))}, "resolutionOrder": [\#(order.joined(separator: ","))]}"#
    }

    /// A Figma REST variables response: collections with their modes, and FLOAT variables, each
    /// in a collection (by index) with one value per mode (`alias:K` aliases variable K).
    private static func figmaResponse(collections: [(name: String, modes: [String])], variables: [(name: String, collection: Int, values: [String])]) -> String {
        let collectionText = collections.enumerated().map { index, collection in
            let modes = collection.modes.enumerated().map { #"{"modeId": "\#(index):\#($0.offset)", "name": "\#($0.element)"}"# }
            let ids = variables.enumerated().filter { $0.element.collection == index }.map { #""V:\#($0.offset)""# }
            return #""C:\#(index)": {"id": "C:\#(index)", "name": "\#(collection.name)", "modes": [\#(modes.joined(separator: ","))], "defaultModeId": "\#(index):0", "remote": false, "variableIds": [\#(ids.joined(separator: ","))]}"#
        }
        let variableText = variables.enumerated().map { index, variable in
            let values = variable.values.enumerated().map { mode, value in
                let json = value.hasPrefix("alias:") ? #"{"type": "VARIABLE_ALIAS", "id": "V:\#(value.dropFirst(6))"}"# : value
                return #""\#(variable.collection):\#(mode)": \#(json)"#
            }
            return #""V:\#(index)": {"id": "V:\#(index)", "name": "\#(variable.name)", "variableCollectionId": "C:\#(variable.collection)", "resolvedType": "FLOAT", "valuesByMode": {\#(values.joined(separator: ","))}, "remote": false, "scopes": ["ALL_SCOPES"]}"#
        }
        return #"{"status": 200, "error": false, "meta": {"variableCollections": {\#(collectionText.joined(separator: ",\n"))}, "variables": {\#(variableText.joined(separator: ",\n"))}}}"#
    }
}
