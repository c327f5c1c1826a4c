import TesseraSyntax
import TesseraTokens

/// Tokens Studio names a token with flat text: `sm` in one set and `sm.x` in another are two
/// tokens, both shown and both applied. Merged as DTCG trees, the later set's `sm` would replace
/// the earlier set's group `sm` whole, or the other way round, and tokens would vanish. A token
/// whose name is a group's in some set becomes that group's `$root` in every set, so the sets
/// merge member by member and both are kept; a reference `{sm}` still names the token.
enum TokensStudioRootTokens {
    static func nest(_ trees: inout [JSONObject]) {
        var groups: Set<String> = []
        for tree in trees { collectGroups(tree, prefix: "", into: &groups) }
        var tokens: Set<String> = []
        for tree in trees { collectTokens(tree, prefix: "", into: &tokens) }
        let both = groups.intersection(tokens)
        guard !both.isEmpty else { return }
        for index in trees.indices { trees[index] = nested(trees[index], prefix: "", paths: both) }
    }

    private static func collectGroups(_ object: JSONObject, prefix: String, into groups: inout Set<String>) {
        for member in object.members where !member.key.isReservedName {
            guard let child = member.value.objectValue, !TokenMerger.isToken(child) else { continue }
            groups.insert(prefix + member.key)
            collectGroups(child, prefix: prefix + member.key + ".", into: &groups)
        }
    }

    private static func collectTokens(_ object: JSONObject, prefix: String, into tokens: inout Set<String>) {
        for member in object.members where !member.key.isReservedName {
            guard let child = member.value.objectValue else { continue }
            if TokenMerger.isToken(child) {
                tokens.insert(prefix + member.key)
            } else {
                collectTokens(child, prefix: prefix + member.key + ".", into: &tokens)
            }
        }
    }

    private static func nested(_ object: JSONObject, prefix: String, paths: Set<String>) -> JSONObject {
        var result = object
        for index in result.members.indices where !result.members[index].key.isReservedName {
            let member = result.members[index]
            guard let child = member.value.objectValue else { continue }
            let id = prefix + member.key
            let value: JSONObject
            if TokenMerger.isToken(child) {
                guard paths.contains(id) else { continue }
                value = JSONObject([JSONObject.Member(key: "$root", keyPosition: member.keyPosition, value: member.value)])
            } else {
                value = nested(child, prefix: id + ".", paths: paths)
            }
            result.members[index].value = JSONValue(.object(value), at: member.value.position)
        }
        return result
    }
}
