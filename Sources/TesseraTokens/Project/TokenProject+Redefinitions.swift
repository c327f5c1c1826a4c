package import TesseraDiagnostics
import TesseraSyntax

extension TokenProject {
    /// Reports token files merged as one set that define the same tokens (`global.json` and
    /// `dark.json`, one per mode): the later file replaces the earlier one's tokens, so one mode
    /// would win without a word. One warning per pair of files, at the first redefinition, with a
    /// count and a few names.
    ///
    /// Only for inputs that are a plain list of files or a folder, and Tokens Studio sets without
    /// themes: a resolver document's sets, a Tokens Studio `$themes.json` and Figma's modes say
    /// what each file is for, and overriding there is the point. `merge` says how the sources come
    /// to be merged, `fixIt` what to do when they are modes.
    package static func reportRedefinitions(
        in sources: [TokenSource], diagnostics: DiagnosticEngine,
        merge: String = "the files are merged as one set, so the later file's values replace the earlier ones",
        fixIt: String = "if the files are modes (light, dark), give a resolver document whose modifier has one context per file; tessera convert writes one to start from. If the override is meant, ignore this warning"
    ) {
        guard sources.count > 1 else { return }
        /// The file that last defined each token so far, by index into `sources`.
        var definedBy: [String: (index: Int, token: JSONObject)] = [:]
        for (index, source) in sources.enumerated() {
            // Pairs in the order their first redefinition appears in this file.
            var pairs: [(earlier: Int, names: [String], first: SourcePosition?)] = []
            var pairIndex: [Int: Int] = [:]
            for (name, position, token) in definedTokens(source.tree) {
                defer { definedBy[name] = (index, token) }
                if let (earlier, earlierToken) = definedBy[name], earlier != index, value(of: earlierToken) != value(of: token) {
                    if let at = pairIndex[earlier] {
                        pairs[at].names.append(name)
                    } else {
                        pairIndex[earlier] = pairs.count
                        pairs.append((earlier, [name], position))
                    }
                }
            }
            for pair in pairs {
                let earlier = sources[pair.earlier].origin
                let shown = pair.names.prefix(3).joined(separator: ", ") + (pair.names.count > 3 ? ", …" : "")
                let count = pair.names.count == 1 ? "1 token" : "\(pair.names.count) tokens"
                diagnostics.emit(
                    .warning, .filesRedefineTokens,
                    "\(source.origin) redefines \(count) of \(earlier) (\(shown)); \(merge)",
                    at: pair.first, tokenPath: pair.names[0], fixIt: fixIt
                )
            }
        }
    }

    /// The ids of the tokens a tree defines, group by group, each with the position of its name.
    /// Iterative: a tree may nest as deep as the reader allows.
    private static func definedTokens(_ tree: JSONObject) -> [(String, SourcePosition, JSONObject)] {
        var result: [(String, SourcePosition, JSONObject)] = []
        var pending: [(object: JSONObject, prefix: String)] = [(tree, "")]
        while let (object, prefix) = pending.popLast() {
            var groups: [(object: JSONObject, prefix: String)] = []
            for member in object.members where !member.key.isReservedName || member.key == "$root" {
                guard let child = member.value.objectValue else { continue }
                let id = prefix.isEmpty ? member.key : prefix + "." + member.key
                if TokenMerger.isToken(child) || (child.contains("value") && !child.contains("$value")) {
                    result.append((id, member.keyPosition, child))
                } else {
                    groups.append((child, id))
                }
            }
            // Reversed, so the stack visits the groups in document order.
            pending.append(contentsOf: groups.reversed())
        }
        return result
    }

    /// A token's value as text, to compare two definitions (positions aside).
    private static func value(of token: JSONObject) -> String? {
        (token["$value"] ?? token["value"] ?? token["$ref"])?.compactText
    }
}
