package import TesseraSyntax

/// Deep-merges token documents the way the resolver module and `$extends`
/// define it: groups merge member by member, a token (an object with `$value`
/// or a token-level `$ref`) replaces the earlier one whole, and anything else
/// (group properties, arrays) is replaced by the later value.
package enum TokenMerger {
    /// `base` with `overlay` laid on top; member order follows first appearance.
    static func merge(_ base: JSONObject, with overlay: JSONObject) -> JSONObject {
        if base.isEmpty { return overlay }
        if overlay.isEmpty { return base }
        var result = base
        var index: [String: Int] = [:]
        let useIndex = base.count > 8
        if useIndex {
            index.reserveCapacity(base.count)
            for (offset, member) in base.members.enumerated() { index[member.key] = offset }
        }
        for member in overlay.members {
            let existing = useIndex ? index[member.key] : result.members.firstIndex { $0.key == member.key }
            guard let existing else {
                if useIndex { index[member.key] = result.members.count }
                result.members.append(member)
                continue
            }
            let earlier = result.members[existing].value
            if let earlierGroup = earlier.objectValue, let laterGroup = member.value.objectValue,
                !isToken(earlierGroup), !isToken(laterGroup), !member.key.isReservedName
            {
                let merged = merge(earlierGroup, with: laterGroup)
                result.members[existing].value = JSONValue(.object(merged), at: earlier.position)
            } else {
                result.members[existing].value = member.value
                result.members[existing].keyPosition = member.keyPosition
            }
        }
        return result
    }

    /// Merges several documents in order (later wins).
    package static func merge(_ documents: [JSONObject]) -> JSONObject {
        documents.reduce(JSONObject()) { merge($0, with: $1) }
    }

    package static func isToken(_ object: JSONObject) -> Bool {
        if object.contains("$value") { return true }
        return object.contains("$ref") && object.members.allSatisfy { $0.key.isReservedName }
    }
}
