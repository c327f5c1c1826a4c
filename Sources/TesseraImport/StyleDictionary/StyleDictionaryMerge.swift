import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

/// Style Dictionary deep-merges its sources into one object before it flattens the tokens, and an
/// object with a value is a token whose other members are data, never tokens of their own. So a
/// token in one source (`core.json`: `color.border` with a value) and a group at its path in another
/// (`border.json`: `color.border.default`, `color.border.primary`) are one token, `color.border`;
/// the group's tokens are members of it, which references still read (``StyleDictionaryPaths``).
/// DTCG's merge would let the later file replace the earlier one whole, keeping the group or the
/// token by the files' order; here the token is kept and the group left out of the trees, whatever
/// the order, with one warning (TS0750) per group.
enum StyleDictionaryMerge {
    /// `steps` with each group that a token of a source merged with it turns into members dropped:
    /// the base set's sources merge with one another, a context's with the base set's and its own.
    static func droppingGroupsInsideTokens(
        _ steps: [ResolutionStep], tokenIDs: [String: Set<String>], diagnostics: DiagnosticEngine
    ) -> [ResolutionStep] {
        var baseTokens: [String: String] = [:]
        for case .set(_, let sources) in steps {
            for source in sources { for id in tokenIDs[source.origin] ?? [] { baseTokens[id] = source.origin } }
        }
        return steps.map { step in
            switch step {
            case .set(let name, let sources):
                return .set(name: name, sources: sources.map { dropping(in: $0, tokens: baseTokens, diagnostics: diagnostics) })
            case .modifier(var modifier):
                for (context, sources) in modifier.contexts {
                    var tokens = baseTokens
                    for source in sources { for id in tokenIDs[source.origin] ?? [] { tokens[id] = source.origin } }
                    modifier.contexts[context] = sources.map { dropping(in: $0, tokens: tokens, diagnostics: diagnostics) }
                }
                return .modifier(modifier)
            }
        }
    }

    private static func dropping(in source: TokenSource, tokens: [String: String], diagnostics: DiagnosticEngine) -> TokenSource {
        guard !tokens.isEmpty else { return source }
        var result = source
        result.tree = dropping(in: source.tree, path: "", origin: source.origin, tokens: tokens, diagnostics: diagnostics)
        return result
    }

    private static func dropping(
        in group: JSONObject, path: String, origin: String, tokens: [String: String], diagnostics: DiagnosticEngine
    ) -> JSONObject {
        var result = group
        result.members = group.members.compactMap { member in
            guard !member.key.isReservedName, let child = member.value.objectValue, !TokenMerger.isToken(child) else { return member }
            let id = path.isEmpty ? member.key : path + "." + member.key
            if let owner = tokens[id], owner != origin {
                let count = tokenCount(child)
                diagnostics.emit(
                    .warning, .styleDictionaryGroupInToken,
                    "group \(id.truncatedForMessage) merges into the token \(id.truncatedForMessage) of \(Paths.fileName(of: owner)), as Style Dictionary merges its sources: "
                        + "its \(count == 1 ? "token is a member" : "\(count) tokens are members") of that token, not \(count == 1 ? "a token" : "tokens"), "
                        + "and references to \(count == 1 ? "it" : "them") read \(count == 1 ? "its value" : "their values")",
                    at: member.keyPosition, tokenPath: id, fixIt: "rename the group, or move its tokens into a group of their own")
                return nil
            }
            var changed = member
            changed.value = JSONValue(
                .object(dropping(in: child, path: id, origin: origin, tokens: tokens, diagnostics: diagnostics)), at: member.value.position)
            return changed
        }
        return result
    }

    private static func tokenCount(_ group: JSONObject) -> Int {
        group.members.reduce(0) { count, member in
            guard !member.key.isReservedName, let child = member.value.objectValue else { return count }
            return count + (TokenMerger.isToken(child) ? 1 : tokenCount(child))
        }
    }
}
