package import TesseraSyntax

/// Members beside a token's value that tell the project's own build to compute another value
/// from it (`"modify": [{"type": "darken", "amount": 0.1}]`, read by a transform the project
/// registers). The value written is not the value the project outputs, and Tessera does not
/// compute it: every reader that meets one (the DTCG parser, the Style Dictionary importer)
/// leaves the token out (rule 1, TS0751).
package enum ValueTransformMember {
    package static let members: Set<String> = ["modify"]

    /// The reason and the message of TS0751 for `member`, one of ``members`` beside
    /// token `tokenID`'s value: what it asks for (`darken, mix`), read from its `type` members.
    package static func describe(_ member: JSONObject.Member, tokenID: String, strict: Bool) -> (reason: String, message: String) {
        var kinds: [String] = []
        func collect(_ json: JSONValue) {
            switch json.kind {
            case .array(let items): items.forEach(collect)
            case .object(let object):
                if let kind = object["type"]?.stringValue, !kinds.contains(kind) { kinds.append(kind) }
            default: break
            }
        }
        collect(member.value)
        let what = kinds.isEmpty ? "" : " (\(kinds.joined(separator: ", ").truncatedForMessage))"
        let reason = "its \"\(member.key)\"\(what) is computed by the project's own build, which Tessera does not do"
        let message = "\(tokenID) has \"\(member.key)\"\(what) beside its value: the project's own build computes another value from it, which Tessera does not; the value written is not the value the project outputs"
            + (strict ? " (--strict: an error)" : "; the token is left out")
        return (reason, message)
    }
}
