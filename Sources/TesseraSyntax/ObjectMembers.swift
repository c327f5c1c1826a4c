import TesseraDiagnostics

/// The members of the objects a JSON or JSON5 reader is inside, innermost last: where a
/// member is added, a repeated name found (the later value replaces the earlier, with a
/// warning), and a closed object's members taken.
///
/// A repeated name is looked for by comparing names in a small object and in an index once
/// it grows, so an object of many members reads in time linear in their number.
struct ObjectMembers {
    private var members = ScratchStack<JSONObject.Member>()

    /// An object being read: where its members start, and what is known of their names.
    struct OpenObject {
        fileprivate let first: Int
        fileprivate var signatures: UInt64 = 0
        fileprivate var index: StringIndex?
    }

    /// Up to this many members, a repeated name is looked for one by one; from there, in an index.
    private static let linearSearchLimit = 12

    mutating func open() -> OpenObject { OpenObject(first: members.count) }

    func isEmpty(_ object: OpenObject) -> Bool { members.count == object.first }

    /// The object's members, taken off the stack.
    mutating func close(_ object: OpenObject) -> JSONObject {
        JSONObject(members.removeArray(from: object.first))
    }

    /// Adds a member to the innermost open object, or replaces the value of the member already
    /// named so, with a warning. `signature` is ``signature(ofName:plain:)``, or 0 when unknown.
    mutating func add(_ member: JSONObject.Member, signature: UInt64, to object: inout OpenObject, diagnostics: DiagnosticEngine) {
        // A name whose signature no earlier name had is new: most members are added without comparing names.
        if members.count - object.first < Self.linearSearchLimit, signature != 0, object.signatures & signature == 0 {
            object.signatures |= signature
            members.append(member)
            return
        }
        // After a name without a signature, every later one is compared with the others.
        object.signatures |= signature == 0 ? .max : signature
        guard let earlier = position(of: member.key, in: &object) else {
            members.append(member)
            return
        }
        diagnostics.emit(
            .warning, .duplicateKey,
            "duplicate member \"\(member.key.truncatedForMessage)\" in object; the later one replaces the earlier",
            at: member.keyPosition,
            notes: [("first defined here", members[earlier].keyPosition, nil)],
            fixIt: "remove or rename one of the two members")
        members[earlier].value = member.value
    }

    /// Where the object's member named `key` is on the stack; when there is none, notes that
    /// the next member added (at the top) will be.
    private func position(of key: String, in object: inout OpenObject) -> Int? {
        if members.count - object.first < Self.linearSearchLimit {
            return (object.first..<members.count).first { members[$0].key == key }
        }
        if object.index == nil {
            var built = StringIndex(minimumCapacity: 64)
            for position in object.first..<members.count { built.insert(members[position].key, position) }
            object.index = built
        }
        return object.index!.insert(key, members.count)
    }

    /// A bit standing for the name written at `range` of `bytes`: from its length and first and
    /// last bytes, which tell apart the names objects of tokens have. 0 when the bytes are not the
    /// name's text (`plain` false: it has escapes), which makes the name compared with every other.
    @inline(__always)
    static func signature(ofNameAt range: Range<Int>, in bytes: [UInt8], plain: Bool) -> UInt64 {
        guard plain else { return 0 }
        guard !range.isEmpty else { return 1 }
        let mix = range.count &* 7 &+ Int(bytes[range.lowerBound]) &* 3 &+ Int(bytes[range.upperBound - 1])
        return 1 << UInt64(mix & 63)
    }
}
