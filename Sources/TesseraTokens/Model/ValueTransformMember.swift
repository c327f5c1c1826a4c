package import TesseraSyntax

/// Members beside a token's value that tell the project's own build to compute another value
/// from it (`"modify": [{"type": "darken", "amount": 0.1}]`, read by a transform the project
/// registers). The value written is not the value the project outputs, and Tessera does not
/// compute it: every reader that meets one (the DTCG parser, the Style Dictionary importer)
/// leaves the token out (rule 1, TS0751).
package enum ValueTransformMember {
    /// The words that say a member changes the value beside it.
    static let words: Set<String> = ["modify", "modifier", "modifiers"]

    /// Whether `member` is such a member: `modify` (Tokens Studio's shape, kept in Style Dictionary
    /// files), a name whose last word says so (`spacingModifier`, `size-modifier`, `modifiers`), which
    /// only a transform the project registers reads (REI Cedar's `size/space` multiplies the value by
    /// its `spacingModifier`), or `transform` naming the project's transforms (`"transform": "color-shade"`,
    /// a name or a list of names, which AXA's transforms select with `token.transform === "color-shade"`).
    package static func isTransformMember(_ member: JSONObject.Member) -> Bool {
        if member.key == "transform" || member.key == "transforms" {
            switch member.value.kind {
            case .string: return true
            case .array(let items): return !items.isEmpty && items.allSatisfy { $0.stringValue != nil }
            default: return false
            }
        }
        if !valueKeys.contains(member.key), let object = member.value.objectValue, isQuantity(object) { return true }
        return isTransformMember(member.key)
    }

    /// The members that hold the value itself, or say what it is, never something computed beside it.
    static let valueKeys: Set<String> = ["$value", "value", "$type", "type", "$extensions", "$description", "$deprecated", "$ref"]

    /// A quantity or a unit beside the value (`"$fluid": {"unit": "vi", "value": 0.735}`, `"$fluid": {"unit": "vi"}`):
    /// a second number with its unit, or a unit alone, which only the project's transform combines with the
    /// value (KfW's `size/fluid` writes `0.735vi + 0.5588rem`, and `5.625vi` for `5.625`); no reader takes it
    /// as the value.
    static func isQuantity(_ object: JSONObject) -> Bool {
        guard object["unit"]?.stringValue != nil else { return false }
        return object.members.count == 1 || (object.members.count == 2 && object["value"]?.numberValue != nil)
    }

    /// Whether the name `key` alone says the member modifies the value (see ``isTransformMember(_:)-member``).
    package static func isTransformMember(_ key: String) -> Bool {
        var lastWord = ""
        for character in key {
            if character == "-" || character == "_" || character == " " || character == "." {
                lastWord = ""
            } else if character.isUppercase, !lastWord.isEmpty, lastWord.last?.isUppercase == false {
                lastWord = String(character)
            } else {
                lastWord.append(character)
            }
        }
        return words.contains(lastWord.lowercased())
    }

    /// The reason and the message of TS0751 for `member`, one that ``isTransformMember(_:)`` names, beside
    /// token `tokenID`'s value: what it asks for (`darken, mix`), read from its `type` members.
    package static func describe(_ member: JSONObject.Member, tokenID: String, strict: Bool) -> (reason: String, message: String) {
        var kinds: [String] = []
        func collect(_ json: JSONValue) {
            switch json.kind {
            case .array(let items): items.forEach(collect)
            case .string(let name) where member.key == "transform" || member.key == "transforms":
                // The transform's own name (`"transform": "color-shade"`).
                if !kinds.contains(name) { kinds.append(name) }
            case .object(let object):
                if let kind = object["type"]?.stringValue, !kinds.contains(kind) { kinds.append(kind) }
            default: break
            }
        }
        if let object = member.value.objectValue, isQuantity(object), let unit = object["unit"]?.stringValue {
            kinds.append("\(object["value"]?.compactText ?? "")\(unit)")
        } else {
            collect(member.value)
        }
        let what = kinds.isEmpty ? "" : " (\(kinds.joined(separator: ", ").truncatedForMessage))"
        let reason = "its \"\(member.key)\"\(what) is computed by the project's own build, which Tessera does not do"
        let message = "\(tokenID) has \"\(member.key)\"\(what) beside its value: the project's own build computes another value from it, which Tessera does not; the value written is not the value the project outputs"
            + (strict ? " (--strict: an error)" : "; the token is left out")
        return (reason, message)
    }
}
