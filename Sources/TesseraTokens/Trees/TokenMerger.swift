package import TesseraSyntax

/// Deep-merges token documents the way the resolver module and `$extends`
/// define it: groups merge member by member, a token (an object with `$value`
/// or a token-level `$ref`) replaces the earlier one whole, and anything else
/// (group properties, arrays) is replaced by the later value, except a group `$type` that
/// differs from the one before it: each then stays with the members of its own source.
package enum TokenMerger {
    /// `base` with `overlay` laid on top; member order follows first appearance.
    static func merge(_ base: JSONObject, with overlay: JSONObject) -> JSONObject {
        if base.isEmpty { return overlay }
        if overlay.isEmpty { return base }
        if let scoped = scopingTypes([base, overlay]) { return merge(scoped[0], with: scoped[1]) }
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

    /// Merges several documents in order (later wins), as folding ``merge(_:with:)`` over them
    /// would, in one pass: each member is placed once and each group merged once, so the time
    /// grows with the documents' total size, not with its square (thousands of one-token files).
    package static func merge(_ documents: [JSONObject]) -> JSONObject {
        var documents = documents.filter { !$0.isEmpty }
        // Groups that declare different types keep each with its own members, all in one pass
        // (merging one at a time would copy the growing result once per document).
        if documents.count > 2, let scoped = scopingTypes(documents) { documents = scoped }
        guard documents.count > 2 else {
            return documents.count == 2 ? merge(documents[0], with: documents[1]) : documents.first ?? JSONObject()
        }
        // Every member of every document, grouped by key in order of first appearance.
        var slotOfKey: [String: Int] = [:]
        var slots: [[JSONObject.Member]] = []
        for document in documents {
            for member in document.members {
                if let slot = slotOfKey[member.key] {
                    slots[slot].append(member)
                } else {
                    slotOfKey[member.key] = slots.count
                    slots.append([member])
                }
            }
        }
        return JSONObject(slots.map(mergeMembers))
    }

    /// The member that folding one key's members in order leaves: a later token or plain value
    /// replaces the earlier whole, so only the trailing run of groups is merged.
    private static func mergeMembers(_ members: [JSONObject.Member]) -> JSONObject.Member {
        let last = members[members.count - 1]
        guard members.count > 1, !last.key.isReservedName, isGroup(last.value) else { return last }
        var start = members.count - 1
        while start > 0, isGroup(members[start - 1].value) { start -= 1 }
        guard start < members.count - 1 else { return last }
        var result = members[start]
        let groups = members[start...].compactMap(\.value.objectValue)
        result.value = JSONValue(.object(merge(groups)), at: members[start].value.position)
        return result
    }

    /// The groups with each one's `$type` moved onto its own members, when they declare different
    /// types (nil when they agree): a group's `$type` types the tokens of the source that declares
    /// it, not those another source adds to the same group, as two files of one folder, each typed
    /// at its root, mean it. A group without one takes the type in effect before it, as merging
    /// them one after another would; a member with its own `$type` keeps it.
    private static func scopingTypes(_ groups: [JSONObject]) -> [JSONObject]? {
        func typeName(_ group: JSONObject) -> JSONObject.Member? {
            group.member("$type").flatMap { $0.value.stringValue == nil ? nil : $0 }
        }
        guard declaresDifferentTypes(groups), var inEffect = groups.lazy.compactMap(typeName).first else { return nil }
        return groups.map { group in
            // A malformed `$type` stays where it is, to be reported there.
            if group.contains("$type"), typeName(group) == nil { return group }
            if let own = typeName(group) { inEffect = own }
            var members: [JSONObject.Member] = []
            members.reserveCapacity(group.count)
            for var member in group.members where member.key != "$type" {
                if !member.key.isReservedName, var object = member.value.objectValue, !object.contains("$type") {
                    object.members.insert(inEffect, at: 0)
                    member.value = JSONValue(.object(object), at: member.value.position)
                }
                members.append(member)
            }
            return JSONObject(members)
        }
    }

    private static func declaresDifferentTypes(_ groups: [JSONObject]) -> Bool {
        var first: String?
        // Only type names: a malformed `$type` is reported once, where it stands.
        for group in groups {
            guard let type = group["$type"]?.stringValue else { continue }
            guard let earlier = first else {
                first = type
                continue
            }
            if type != earlier { return true }
        }
        return false
    }

    private static func isGroup(_ value: JSONValue) -> Bool {
        guard let object = value.objectValue else { return false }
        return !isToken(object)
    }

    package static func isToken(_ object: JSONObject) -> Bool {
        if object.contains("$value") { return true }
        return object.contains("$ref") && object.members.allSatisfy { $0.key.isReservedName }
    }
}
