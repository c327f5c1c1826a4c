import Foundation
import TesseraDiagnostics
package import TesseraSyntax

/// Turns a (merged) token document into a flat list of ``TokenDefinition``s:
/// tokens and groups are told apart, names and properties checked, group
/// `$type` and `$deprecated` inherited, and `$extends` applied.
///
/// References are left alone here; ``TokenResolver`` follows them afterwards,
/// because the resolver module resolves aliases only after every source is merged.
struct TokenTreeParser {
    let options: ReadingOptions
    let diagnostics: DiagnosticEngine
    let root: JSONObject

    private(set) var tokens: [TokenDefinition] = []
    /// Ids (dot-joined paths) of every group, in the order walked, to tell "refers to a group" from
    /// "refers to nothing". A list: only a broken reference looks one up, so none is hashed until then.
    private(set) var groupIDs: [String] = []
    /// How many more `$extends` may be expanded; see ``extendsLimit``.
    private var extendsBudget = TokenTreeParser.extendsLimit
    /// Groups of the document as `$extends` expands them (their own `$extends` applied, and those
    /// of the groups they extend, not their members'), by id: each is expanded once, however many
    /// groups extend it.
    private var expandedGroups: [String: JSONObject] = [:]
    /// The `$extends` members (by position) applied by the groups around the one being walked,
    /// with the id of the group that applied each. A group whose own `$extends` is among them lies
    /// inside its own expansion: expanding it again would nest without end.
    private var extendsBeingApplied: [SourcePosition: String] = [:]
    /// How deep the group being walked is; see ``maxGroupDepth``.
    private var groupDepth = 0
    /// The last `$type` name read and its type: the tokens of a group mostly share one, and two
    /// equal short strings compare in a few instructions, where matching a name against every type does not.
    private var lastTypeName = ""
    private var lastType: TokenType?

    init(root: JSONObject, options: ReadingOptions, diagnostics: DiagnosticEngine, expectedTokenCount: Int = 0) {
        self.root = root
        self.options = options
        self.diagnostics = diagnostics
        // Reserved once: growing by doubling would copy (and fault in) the list several times.
        tokens.reserveCapacity(min(expectedTokenCount, 10_000_000))
    }

    /// Reads the whole document.
    mutating func parse() -> TokenDocument {
        walkGroup(root, at: nil, path: [], id: "", inheritedType: nil, deprecation: Inherited())
        return TokenDocument(tokens: tokens, groupIDs: groupIDs, root: root)
    }

    /// What a group hands down to its children.
    struct Inherited {
        var isDeprecated = false
        var message: String?
    }

    // MARK: Groups

    /// Groups nest at most this deep: token files nest a few levels, but groups that extend groups
    /// holding groups that extend … nest one level more per `$extends`, and every token that deep
    /// carries its whole path.
    static let maxGroupDepth = 64

    /// Reads a group and its members; `position` is where the group is written (nil for the root).
    private mutating func walkGroup(
        _ written: JSONObject, at position: SourcePosition?, path: [String], id pathText: String, inheritedType: TokenType?,
        deprecation: Inherited, inheritedTypeIsInvalid: Bool = false, inheritedTypeIsPlain: Bool = false
    ) {
        guard groupDepth < Self.maxGroupDepth else {
            diagnostics.emit(
                .error, .nestingTooDeep,
                "groups nest more than \(Self.maxGroupDepth) levels deep; \(pathText) and the groups in it were not read",
                at: position, tokenPath: pathText,
                fixIt: "nest groups less deeply; if $extends nests them, check for groups that extend groups holding groups that extend them")
            return
        }
        let extends = written["$extends"]
        if let extends, extends.position.file != .synthesized, let outer = extendsBeingApplied[extends.position] {
            reportExtendsContainingItself(outer, copy: pathText, at: extends)
            return
        }
        var group = written
        if let extends { group = applyExtends(extends, to: written, path: path, id: pathText) }
        // While its members are walked, this group's `$extends` is being applied (an expanded group has none left).
        let applied = extends.flatMap { $0.position.file != .synthesized && group["$extends"] == nil ? $0.position : nil }
        if let applied { extendsBeingApplied[applied] = pathText }
        groupDepth += 1
        defer {
            groupDepth -= 1
            if let applied { extendsBeingApplied[applied] = nil }
        }
        var groupType = inheritedType
        var inherited = deprecation
        if !path.isEmpty { groupIDs.append(pathText) }

        var groupTypeIsInvalid = inheritedTypeIsInvalid
        var groupTypeIsPlain = inheritedTypeIsPlain
        // By index: most members are not reserved, and iterating would copy each one.
        for index in group.members.indices where group.members[index].key.isReservedName {
            let member = group.members[index]
            switch member.key {
            case "$type":
                if let type = readType(member.value, tokenPath: pathText) {
                    groupType = type
                    groupTypeIsInvalid = false
                    groupTypeIsPlain = false
                } else if typeWasKeptPlain {
                    // One warning at the group: its tokens are read as written, each quietly.
                    groupType = nil
                    groupTypeIsPlain = true
                } else {
                    groupTypeIsInvalid = true
                }
            case "$deprecated":
                if let value = readDeprecated(member.value, tokenPath: pathText) { inherited = value }
            case "$description":
                checkDescription(member.value, tokenPath: pathText)
            case "$extensions":
                checkExtensions(member.value, tokenPath: pathText)
            case "$extends", "$root":
                break
            case "$schema" where path.isEmpty:
                break
            case "$ref":
                break  // group includes were expanded by the loader or by applyExtends
            default:
                reportUnknownProperty(member, in: "group", tokenPath: pathText)
            }
        }

        checkCaseCollisions(group, groupID: pathText)
        let context = ChildContext(
            path: path, id: pathText, groupType: groupType, deprecation: inherited,
            groupTypeIsInvalid: groupTypeIsInvalid, groupTypeIsPlain: groupTypeIsPlain)
        for member in group.members {
            walkChild(member, context: context)
        }
    }

    /// What a group's members are read with.
    private struct ChildContext {
        var path: [String]
        var id: String
        var groupType: TokenType?
        var deprecation: Inherited
        var groupTypeIsInvalid: Bool
        /// The closest group `$type` names nothing Tessera maps: tokens without one are read as written.
        var groupTypeIsPlain: Bool
    }

    /// One member of a group: a token, a group (walked), or a mistake.
    private mutating func walkChild(_ member: JSONObject.Member, context: ChildContext) {
        guard !member.key.isReservedName || member.key == "$root" else { return }
        let childID = context.id.isEmpty ? member.key : TokenPath.join(context.id, member.key)
        if member.key != "$root" { checkName(member, tokenPath: childID) }
        guard let object = member.value.objectValue else {
            if !options.strict, let items = member.value.arrayValue, !items.isEmpty,
                items.allSatisfy({ $0.objectValue.map { $0.contains("$value") || $0.contains("value") } ?? false })
            {
                // A list of tokens: valid JSON in a tool's source, but its tokens have no names. Style
                // Dictionary walks plain objects only and skips it; no reader makes a token of it (rule 1).
                diagnostics.emit(
                    .warning, .invalidGroup,
                    "\"\(member.key.truncatedForMessage)\" is an array of \(items.count) \(items.count == 1 ? "token" : "tokens"), which name no token (Style Dictionary skips it); it is left out",
                    at: member.keyPosition, tokenPath: childID,
                    fixIt: "make it a group whose members name each token")
                return
            }
            let isDescription = ["description", "comment"].contains(member.key.lowercased()) && member.value.stringValue != nil
            let isBareReference = member.value.stringValue.map(AliasSyntax.looksLikeAlias) ?? false
            if !options.strict, isDescription || isBareReference {
                // Text beside tokens that real files carry: a group's plain `"description"`, a reference written
                // without its token (`"none": "{space.0}"`). The tools that build DTCG files (Terrazzo, Style
                // Dictionary) walk objects only and skip it, so it reaches none of their outputs; it is left out
                // here too, said at the member. Any other value there stays an error.
                diagnostics.emit(
                    .warning, .invalidGroup,
                    "\"\(member.key.truncatedForMessage)\" is \(member.value.kindDescription), which is neither a token (an object with \"$value\") nor a group; its tools skip it, and it is left out",
                    at: member.keyPosition, tokenPath: childID,
                    fixIt: isDescription ? "rename it \"$description\"" : "write it as {\"$value\": …, \"$type\": …}")
                return
            }
            diagnostics.emit(
                .error, .invalidGroup,
                "\"\(member.key.truncatedForMessage)\" is \(member.value.kindDescription), but a group member must be a token (an object with \"$value\") or a group",
                at: member.keyPosition, tokenPath: childID,
                fixIt: "write it as {\"$value\": …, \"$type\": …}")
            return
        }
        if isToken(object) || member.key == "$root" {
            readToken(
                object, at: member.keyPosition, groupPath: context.path, name: member.key, id: childID,
                groupType: context.groupType, deprecation: context.deprecation,
                groupTypeIsInvalid: context.groupTypeIsInvalid, groupTypeIsPlain: context.groupTypeIsPlain)
        } else if !options.strict, let legacy = legacyTokenShape(object) {
            readLegacyToken(
                object, value: legacy, at: member.keyPosition, groupPath: context.path, name: member.key, id: childID,
                groupType: context.groupType, deprecation: context.deprecation)
        } else {
            walkGroup(
                object, at: member.keyPosition, path: context.path + [member.key], id: childID, inheritedType: context.groupType,
                deprecation: context.deprecation,
                inheritedTypeIsInvalid: context.groupTypeIsInvalid, inheritedTypeIsPlain: context.groupTypeIsPlain)
        }
    }

    /// An object with `$value` is a token; so is an object whose only member
    /// besides `$`-properties is a `$ref` (a token-level JSON Pointer alias).
    private func isToken(_ object: JSONObject) -> Bool {
        if object.contains("$value") { return true }
        guard object.contains("$ref") else { return false }
        return object.members.allSatisfy { $0.key.isReservedName }
    }

    // MARK: $extends

    /// The group with the members of the group its `extends` names merged underneath its own.
    private mutating func applyExtends(_ extends: JSONValue, to group: JSONObject, path: [String], id pathText: String) -> JSONObject {
        guard let targetPath = parseGroupReference(extends, tokenPath: pathText) else { return group }
        // Groups that extend groups that extend … can multiply without bound
        // (each level doubling): a budget turns that into one error.
        extendsBudget -= 1
        if extendsBudget < 0 {
            if extendsBudget == -1 {
                diagnostics.emit(
                    .error, .invalidExtends,
                    "$extends expands to more than \(Self.extendsLimit) groups; the rest were not expanded",
                    at: extends.position, tokenPath: pathText,
                    fixIt: "check for groups that extend groups that extend one another repeatedly")
            }
            return group
        }
        guard let base = expandedGroup(at: targetPath, extendedBy: path, id: pathText, through: extends) else { return group }
        var local = group
        local.members.removeAll { $0.key == "$extends" }
        return TokenMerger.merge(base.removing("$extends"), with: local)
    }

    /// The document's group at `start` as `$extends` expands it, or nil after reporting why it
    /// cannot be (no such group, a token, a cycle). `origin` is the group whose `$extends`
    /// (`reference`) names it. The chain of groups each extending the next is followed in a loop
    /// and expanded from its end, each group once (``expandedGroups``): a chain of thousands
    /// neither deepens the stack nor expands any group twice.
    private mutating func expandedGroup(
        at start: [String], extendedBy origin: [String], id originID: String, through reference: JSONValue
    ) -> JSONObject? {
        // Each group of the chain with the group that names it, in the order followed.
        var chain: [(path: [String], id: String, group: JSONObject)] = []
        var extenders: [(path: [String], id: String)] = [(origin, originID)]
        var onChain: Set<[String]> = [origin]
        var target = start
        var reference = reference
        var expanded: JSONObject?
        while true {
            let targetID = target.joined(separator: ".")
            if let done = expandedGroups[targetID] {
                expanded = done
                break
            }
            let extender = extenders[extenders.count - 1]
            if extender.path.starts(with: target) {
                reportExtendsCycle([extender.id, targetID])
                break
            }
            if onChain.contains(target) {
                let first = extenders.firstIndex { $0.path == target } ?? 0
                reportExtendsCycle(extenders[first...].map(\.id))
                break
            }
            guard let found = navigate(to: target) else {
                diagnostics.emit(
                    .error, .invalidExtends, "$extends target \(reference.stringValue ?? targetID) does not exist",
                    at: reference.position, tokenPath: extender.id)
                break
            }
            guard let group = found.objectValue, !isToken(group) else {
                diagnostics.emit(
                    .error, .invalidExtends,
                    "$extends must reference a group, but \(reference.stringValue ?? targetID) is \(found.objectValue != nil ? "a token" : found.kindDescription)",
                    at: reference.position, tokenPath: extender.id,
                    notes: [("the token is defined here", found.position, targetID)])
                break
            }
            chain.append((target, targetID, group))
            onChain.insert(target)
            guard let next = group["$extends"], let nextTarget = parseGroupReference(next, tokenPath: targetID) else { break }
            extenders.append((target, targetID))
            target = nextTarget
            reference = next
        }
        // From the end of the chain back: each group over the expansion of the one it extends.
        for link in chain.reversed() {
            if let base = expanded {
                var local = link.group
                local.members.removeAll { $0.key == "$extends" }
                expanded = TokenMerger.merge(base.removing("$extends"), with: local)
            } else {
                expanded = link.group
            }
            expandedGroups[link.id] = expanded
        }
        return expanded
    }

    /// A group inside the expansion of its own `$extends` (`{"a": {"$extends": "{b}"}, "b": {"c":
    /// {"$extends": "{a}"}}}`: `b.c` is `a`, which is `b`, which holds `b.c`).
    private func reportExtendsContainingItself(_ outer: String, copy: String, at extends: JSONValue) {
        diagnostics.emit(
            .error, .extendsCycle,
            "circular $extends: \(outer) extends \(extends.stringValue?.truncatedForMessage ?? "a group") whose expansion contains \(outer) again (as \(copy))",
            at: extends.position, tokenPath: outer,
            fixIt: "remove this $extends, or move \(outer) out of the groups it extends")
    }

    static let extendsLimit = 100_000

    /// One error per cycle, however many of its groups are walked: the members are
    /// listed from the smallest path, and it is reported where that group's `$extends` is.
    private func reportExtendsCycle(_ cycle: [String]) {
        guard let smallest = cycle.indices.min(by: { cycle[$0] < cycle[$1] }) else { return }
        let members = Array(cycle[smallest...] + cycle[..<smallest])
        let anchor = members.lazy.compactMap { self.extendsPosition(of: $0) }.first
        diagnostics.emit(
            .error, .extendsCycle,
            "circular $extends: \(members.joined(separator: " → ")) → \(members[0])",
            at: anchor, tokenPath: members[0],
            notes: members.map { ("\($0) is part of the cycle", extendsPosition(of: $0) ?? groupPosition($0), $0) },
            fixIt: "remove one of the $extends in the cycle")
    }

    private func extendsPosition(of id: String) -> SourcePosition? {
        navigate(to: id.isEmpty ? [] : id.split(separator: ".").map(String.init))?.objectValue?["$extends"]?.position
    }

    private func parseGroupReference(_ value: JSONValue, tokenPath: String) -> [String]? {
        guard let text = value.stringValue else {
            diagnostics.emit(
                .error, .invalidExtends, "$extends must be a reference string such as \"{group}\" or \"#/group\"",
                at: value.position, tokenPath: tokenPath)
            return nil
        }
        if AliasSyntax.looksLikeAlias(text), case .success(let path) = AliasSyntax.parse(text) { return path }
        if text.hasPrefix("#"), case .success(let segments) = JSONPointer.parse(text) { return segments }
        diagnostics.emit(
            .error, .invalidExtends, "$extends value \"\(text.truncatedForMessage)\" is not a reference",
            at: value.position, tokenPath: tokenPath, fixIt: "write it as \"{group}\" or \"#/group\"")
        return nil
    }

    /// The value at `path` in the document.
    func navigate(to path: [String]) -> JSONValue? {
        var current = JSONValue(.object(root), at: .unknown)
        for (depth, segment) in path.enumerated() {
            guard let object = current.objectValue, let next = memberIndexes.member(segment, of: object, at: path[..<depth]) else {
                return nil
            }
            current = next
        }
        return current
    }

    /// Member indexes of the large groups ``navigate(to:)`` has looked into: `$extends` names one
    /// member of a group that may have thousands, and a chain of them looks into it once per link.
    private let memberIndexes = MemberIndexes()

    private final class MemberIndexes {
        /// By the group's path in the document.
        private var indexes: [[String]: StringIndex] = [:]

        /// The member of `object`, the group at `path`, named `name` (the last of that name, as `JSONObject` gives it).
        func member(_ name: String, of object: JSONObject, at path: ArraySlice<String>) -> JSONValue? {
            guard object.count > 16 else { return object[name] }
            let key = Array(path)
            let index: StringIndex
            if let built = indexes[key] {
                index = built
            } else {
                // From the last member back: the first position stored for a name is kept.
                var built = StringIndex(minimumCapacity: object.count)
                for position in object.members.indices.reversed() { built.insert(object.members[position].key, position) }
                indexes[key] = built
                index = built
            }
            return index[name].map { object.members[$0].value }
        }
    }

    private func groupPosition(_ id: String) -> SourcePosition? {
        navigate(to: id.isEmpty ? [] : id.split(separator: ".").map(String.init))?.position
    }

    // MARK: Tokens

    private mutating func readToken(
        _ object: JSONObject, at position: SourcePosition, groupPath: [String], name: String, id: String,
        groupType: TokenType?, deprecation: Inherited, groupTypeIsInvalid: Bool = false, groupTypeIsPlain: Bool = false
    ) {
        var explicitType: TokenType?
        var description: String?
        var deprecated = deprecation
        var extensions: JSONValue?
        var structurallyValid = true
        var unitMember: JSONObject.Member?
        var alpha: Double?
        var leftOutReason: String?
        var typeIsPlain = groupTypeIsPlain

        for member in object.members {
            switch member.key {
            case "$value", "$ref":
                break
            case "unit" where !options.strict && object["$value"] != nil:
                // Members beside the value that change its meaning are read, never dropped.
                unitMember = member
            case "alpha" where !options.strict && object["$value"] != nil:
                if let number = Self.siblingNumber(member.value), (0...1).contains(number) {
                    alpha = number
                } else {
                    diagnostics.emit(
                        .error, .unreadableSiblingMember,
                        "\"alpha\" of token \(id) is \(member.value.compactText.truncatedForMessage), not a number from 0 to 1; it would change the color",
                        at: member.value.position, tokenPath: id, fixIt: "write the alpha as a number from 0 to 1, such as \"0.2\"")
                    structurallyValid = false
                }
            case _ where ValueTransformMember.isTransformMember(member) && object["$value"] != nil:
                // A transform the project's build runs on the value: not the value it outputs (rule 1).
                let (reason, message) = ValueTransformMember.describe(member, tokenID: id, strict: options.strict)
                diagnostics.emit(
                    options.strict ? .error : .warning, .valueTransformMemberNotComputed, message,
                    at: member.keyPosition, tokenPath: id, fixIt: "give the token the value the project computes, or keep it in a set the app does not read")
                if options.strict { structurallyValid = false } else { leftOutReason = reason }
            case "$type":
                if let type = readType(member.value, tokenPath: id) {
                    explicitType = type
                } else if typeWasKeptPlain {
                    // The value read as it is written: typed from its shape when resolved.
                    typeIsPlain = true
                    if let name = member.value.stringValue, let written = object["$value"],
                        let reason = diagnostics.typedNone(name, value: written, tokenPath: id)
                    {
                        leftOutReason = reason
                    }
                } else {
                    structurallyValid = false
                }
            case "$description":
                if checkDescription(member.value, tokenPath: id) { description = member.value.stringValue }
            case "$deprecated":
                if let value = readDeprecated(member.value, tokenPath: id) { deprecated = value }
            case "$extensions":
                if checkExtensions(member.value, tokenPath: id) { extensions = member.value }
            default:
                if let child = member.value.objectValue, child.contains("$value") || child.contains("$type") {
                    diagnostics.emit(
                        .error, .valueWithChildren,
                        "token \(id) has a \"$value\" and also the child \"\(member.key.truncatedForMessage)\"; an object is either a token or a group",
                        at: member.keyPosition, tokenPath: id,
                        fixIt: "move the child into a group of its own, or use \"$root\" for the group's own value")
                    structurallyValid = false
                } else {
                    reportUnknownProperty(member, in: "token", tokenPath: id)
                    if options.strict { structurallyValid = false }
                }
            }
        }

        if let spring = extensions?.objectValue?.member(SpringExtension.key) {
            checkSpring(spring, type: explicitType ?? groupType, tokenPath: id)
        }

        var value: JSONValue
        let isTokenLevelReference: Bool
        if let written = object["$value"] {
            if let ref = object.member("$ref") {
                diagnostics.emit(
                    .error, .refWithValue, "token \(id) has both \"$value\" and \"$ref\"; use one of them",
                    at: ref.keyPosition, tokenPath: id)
                structurallyValid = false
            }
            if written.isNull, options.typesAreLabels, !options.strict {
                // Style Dictionary takes any object with a `value` member for a token, null included: the
                // build passes it on, and a platform's filter or format decides what it means (rule 1).
                diagnostics.emit(
                    .warning, .nullValue,
                    "token \(id) has a null value, which Style Dictionary passes to the project's formats as it is; it has no value an app can use, and the token is left out",
                    at: written.position, tokenPath: id)
                leftOutReason = "its value is null"
            } else if written.isNull {
                diagnostics.emit(
                    .error, .nullValue, "token \(id) has a null $value", at: written.position, tokenPath: id)
                structurallyValid = false
            }
            value = written
            isTokenLevelReference = false
            // A reference beside a unit takes its target's value, which carries its own unit.
            if let unitMember, !(written.stringValue.map(AliasSyntax.looksLikeAlias) ?? false) {
                if let combined = Self.value(written, withUnit: unitMember.value) {
                    value = combined
                } else {
                    diagnostics.emit(
                        .error, .unreadableSiblingMember,
                        "\"unit\" \(unitMember.value.compactText.truncatedForMessage) of token \(id) cannot be applied to its value \(written.compactText.truncatedForMessage), which is not a plain number; it would change the value",
                        at: unitMember.value.position, tokenPath: id, fixIt: "write the value as a number, or the unit inside the value (\"16px\")")
                    structurallyValid = false
                }
            }
        } else if let ref = object.member("$ref") {
            value = JSONValue(.object(JSONObject([ref])), at: ref.keyPosition)
            isTokenLevelReference = true
        } else {
            diagnostics.emit(
                .error, .missingSubValue, "token \(id) has no \"$value\"", at: position, tokenPath: id)
            return
        }

        // A token whose only type would come from a group with an invalid $type fails
        // quietly: the group's error already explains it, once instead of per token.
        if explicitType == nil, groupTypeIsInvalid { structurallyValid = false }
        // A token's own `$type` replaces its group's, also when it names nothing Tessera maps: a group
        // `$type` (perhaps from another file of the same group) never types a token that says its own.
        let ownTypeIsPlain = typeIsPlain && object["$type"] != nil
        record(
            TokenDefinition(
                groupPath: groupPath, name: name, id: id, explicitType: explicitType,
                groupType: ownTypeIsPlain ? nil : groupType,
                value: structurallyValid ? value : JSONValue(.null, at: value.position),
                isTokenLevelReference: isTokenLevelReference, description: description,
                isDeprecated: deprecated.isDeprecated, deprecationMessage: deprecated.message, extensions: extensions,
                position: position, alpha: alpha, typeIsPlain: typeIsPlain && explicitType == nil, leftOutReason: leftOutReason))
    }

    /// A number written as a number or a numeric string (`"0.20"`).
    private static func siblingNumber(_ json: JSONValue) -> Double? {
        if let number = json.numberValue?.value { return number }
        return json.stringValue.flatMap { Double($0.trimmingSpaces) }.flatMap { $0.isFinite ? $0 : nil }
    }

    /// A plain number with the `unit` written beside it (`{"$value": "0.2", "unit": "s"}`) as a
    /// dimension or duration object; `nil` when the value is not a plain number.
    private static func value(_ written: JSONValue, withUnit unit: JSONValue) -> JSONValue? {
        guard let number = siblingNumber(written), let unitText = unit.stringValue, !unitText.isEmpty else { return nil }
        let position = written.position
        return JSONValue(
            .object(
                JSONObject([
                    JSONObject.Member(
                        key: "value", keyPosition: position,
                        value: JSONValue(.number(JSONNumber(number, isIntegerLiteral: number == number.rounded() && abs(number) < 1e15)), at: position)),
                    JSONObject.Member(key: "unit", keyPosition: unit.position, value: JSONValue(.string(unitText), at: unit.position)),
                ])), at: position)
    }

    /// Adds a token to the document (built in the call, so it is moved, not copied).
    private mutating func record(_ token: consuming TokenDefinition) {
        tokens.append(token)
    }

    /// The value of a Style Dictionary-style token (`{"value": …, "type": …}`), if the object is one.
    private func legacyTokenShape(_ object: JSONObject) -> JSONValue? {
        guard let value = object["value"] else { return nil }
        let legacyKeys: Set<String> = ["value", "type", "comment", "description", "deprecated", "attributes", "name"]
        guard object.members.allSatisfy({ legacyKeys.contains($0.key) || $0.key.isReservedName }) else { return nil }
        if case .object(let inner) = value.kind, inner.members.contains(where: { $0.value.objectValue?["value"] != nil }) {
            return nil
        }
        return value
    }

    private mutating func readLegacyToken(
        _ object: JSONObject, value: JSONValue, at position: SourcePosition, groupPath: [String], name: String,
        id: String, groupType: TokenType?, deprecation: Inherited
    ) {
        diagnostics.emit(
            .warning, .legacyTokenShape,
            "token \(id) uses the Style Dictionary shape (\"value\"/\"type\"); DTCG 2025.10 names them \"$value\" and \"$type\"",
            at: position, tokenPath: id, fixIt: "rename \"value\" to \"$value\" and \"type\" to \"$type\"")
        let explicitType = object["type"].flatMap { $0.stringValue }.flatMap(TokenType.init(rawValue:))
        let description = object["description"]?.stringValue ?? object["comment"]?.stringValue
        record(
            TokenDefinition(
                groupPath: groupPath, name: name, id: id, explicitType: explicitType, groupType: groupType,
                value: value, isTokenLevelReference: false, description: description, isDeprecated: deprecation.isDeprecated,
                deprecationMessage: deprecation.message, extensions: nil, position: position))
    }

    // MARK: Properties

    /// Set by ``readType(_:tokenPath:)`` when it returned `nil` for a type name it keeps as a plain value (not an error).
    private var typeWasKeptPlain = false

    private mutating func readType(_ value: JSONValue, tokenPath: String) -> TokenType? {
        typeWasKeptPlain = false
        guard let name = value.stringValue else {
            diagnostics.emit(
                .error, .unknownType, "$type must be a string naming a type, not \(value.kindDescription)",
                at: value.position, tokenPath: tokenPath)
            return nil
        }
        if name != lastTypeName {
            lastTypeName = name
            lastType = TokenType(rawValue: name)
        }
        if let type = lastType {
            // Tokens Studio's `text` and `boolean` tokens, and a Style Dictionary label, mean these on purpose.
            if !type.isStandard, options.strict || !(options.readsImportedForms || options.typesAreLabels) {
                // Outside strict mode one warning per type name: an export that types every text `string`
                // is one cause, however many tokens it types. Strict mode refuses each, at its place.
                guard options.strict || diagnostics.isFirstReport(of: "TS0211 \(name)") else { return type }
                diagnostics.emit(
                    options.strict ? .error : .warning, .nonStandardType,
                    "$type \"\(name)\" is not a DTCG 2025.10 type (Figma exports it); it is kept as a plain \(name)"
                        + (options.strict ? "" : " (said once for every token so typed)"),
                    at: value.position, tokenPath: tokenPath)
                return options.strict ? nil : type
            }
            return type
        }
        let sameButCase = TokenType.allCases.first { $0.rawValue.lowercased() == name.lowercased() }
        let near = EditDistance.nearest(to: name, among: TokenType.allCases.filter(\.isStandard).map(\.rawValue))
        if !options.strict, sameButCase == nil {
            // Teams' own type names (Style Dictionary 4 projects write `font-size`, `z-index`): read as
            // what the name says, or, saying nothing Tessera maps and no misspelling of a type, the
            // value is read as it is written.
            if let mapped = TokenType.named(byTool: name) {
                diagnostics.emit(
                    .warning, .toolTypeName,
                    "$type \"\(name.truncatedForMessage)\" is not a DTCG type; read as \(mapped.rawValue), which its name says",
                    at: value.position, tokenPath: tokenPath, fixIt: "write \"$type\": \"\(mapped.rawValue)\"")
                return mapped
            }
            if near == nil {
                diagnostics.typeKeptPlain(name, member: "$type", at: value.position, tokenPath: tokenPath)
                typeWasKeptPlain = true
                return nil
            }
        }
        diagnostics.emit(
            .error, .unknownType,
            "unknown $type \"\(name.truncatedForMessage)\"; the types are \(TokenType.standardNames)",
            at: value.position, tokenPath: tokenPath,
            fixIt: sameButCase.map { "did you mean \"\($0.rawValue)\"? (types are case-sensitive)" }
                ?? near.map { "did you mean \"\($0)\"?" })
        return nil
    }

    private func readDeprecated(_ value: JSONValue, tokenPath: String) -> Inherited? {
        switch value.kind {
        case .bool(let flag): return Inherited(isDeprecated: flag, message: nil)
        case .string(let reason): return Inherited(isDeprecated: true, message: reason)
        default:
            diagnostics.emit(
                .error, .invalidDeprecated,
                "$deprecated must be true, false or a string explaining what to use instead, not \(value.kindDescription)",
                at: value.position, tokenPath: tokenPath)
            return nil
        }
    }

    @discardableResult
    private func checkDescription(_ value: JSONValue, tokenPath: String) -> Bool {
        guard value.stringValue == nil else { return true }
        diagnostics.emit(
            .error, .invalidDescription, "$description must be a string, not \(value.kindDescription)",
            at: value.position, tokenPath: tokenPath)
        return false
    }

    @discardableResult
    private func checkExtensions(_ value: JSONValue, tokenPath: String) -> Bool {
        guard value.objectValue == nil else { return true }
        diagnostics.emit(
            .error, .invalidExtensions,
            "$extensions must be an object keyed by vendor (for example \"com.example.tool\"), not \(value.kindDescription)",
            at: value.position, tokenPath: tokenPath)
        return false
    }

    /// A spring extension is read where a spring can be generated (transition, duration) and
    /// checked wherever it is, so a malformed one is reported by `validate` too.
    private func checkSpring(_ spring: JSONObject.Member, type: TokenType?, tokenPath: String) {
        if let type, type != .transition, type != .duration {
            diagnostics.emit(
                .warning, .springOnOtherType,
                "token \(tokenPath) is a \(type.rawValue); its spring in $extensions[\"\(SpringExtension.key)\"] is read on transition and duration tokens only",
                at: spring.keyPosition, tokenPath: tokenPath,
                fixIt: "move the spring to the transition or duration token it animates with")
            return
        }
        _ = SpringExtension.read(spring.value, tokenPath: tokenPath, diagnostics: diagnostics)
    }

    /// Outside strict mode one warning per property name and kind: a tool that writes `$title` on every
    /// token is one cause, however many tokens carry it (Kadena's icons gave 4,252). Strict mode
    /// refuses each, at its place.
    private func reportUnknownProperty(_ member: JSONObject.Member, in kind: String, tokenPath: String) {
        guard options.strict || diagnostics.isFirstReport(of: "TS0202 \(kind) \(member.key)") else { return }
        let reserved = member.key.isReservedName
        let place = tokenPath.isEmpty ? "the file's top group" : "\(kind) \(tokenPath)"
        let others = options.strict ? "" : " (said once for every \(kind) that has it)"
        diagnostics.emit(
            options.strict ? .error : .warning, .unknownProperty,
            reserved
                ? "unknown property \"\(member.key.truncatedForMessage)\" in \(place)\(others); names starting with $ are reserved by the specification"
                : "unexpected property \"\(member.key.truncatedForMessage)\" in token \(tokenPath)\(others); a token holds only $value, $type, $description, $deprecated and $extensions",
            at: member.keyPosition, tokenPath: tokenPath,
            fixIt: reserved || options.readsImportedForms
                ? "move tool-specific data into \"$extensions\""
                // Style Dictionary 4 keeps any member beside `$value` for the project's transforms.
                : "move tool-specific data into \"$extensions\"; if Style Dictionary builds these files, read them with --from style-dictionary")
    }

    /// Names are case-sensitive, but `Blue` next to `blue` is almost always a mistake (the spec allows a warning).
    /// Only names with capitals are folded, so all-lowercase files pay nothing.
    private func checkCaseCollisions(_ group: JSONObject, groupID: String) {
        // Only a name with a capital can collide with another once folded; most groups have none.
        var folded: StringIndex?
        // By index: iterating would copy every member of every group.
        for offset in group.members.indices where Self.hasCapital(group.members[offset].key) {
            if folded == nil { folded = StringIndex(minimumCapacity: 16) }
            if let other = folded!.insert(group.members[offset].key.lowercased(), offset) {
                reportCaseCollision(group.members[offset], group.members[other], groupID: groupID)
            }
        }
        guard let folded else { return }
        for offset in group.members.indices where !Self.hasCapital(group.members[offset].key) {
            if let other = folded[group.members[offset].key] { reportCaseCollision(group.members[other], group.members[offset], groupID: groupID) }
        }
    }

    private static func hasCapital(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { $0.contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } }
    }

    private func reportCaseCollision(_ member: JSONObject.Member, _ other: JSONObject.Member, groupID: String) {
        let id = groupID.isEmpty ? member.key : groupID + "." + member.key
        diagnostics.emit(
            .warning, .nameDiffersOnlyInCase,
            "\"\(member.key.truncatedForMessage)\" and \"\(other.key.truncatedForMessage)\" differ only in case; references must match exactly",
            at: member.keyPosition, tokenPath: id,
            notes: [("the other name is here", other.keyPosition, nil)])
    }

    private func checkName(_ member: JSONObject.Member, tokenPath: String) {
        var name = member.key
        // On the bytes: a small string's UTF-8 view decodes each byte from the string's bits.
        guard name.withUTF8({ $0.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ".") } })
        else { return }
        let dotOnly = !name.contains("{") && !name.contains("}")
        diagnostics.emit(
            options.strict || !(dotOnly || options.namesAreText) ? .error : .warning, .invalidName,
            "name \"\(name.truncatedForMessage)\" contains \(dotOnly ? "'.'" : "'{' or '}'"), which token and group names must not contain (references use them as separators)",
            at: member.keyPosition, tokenPath: tokenPath,
            fixIt: "rename it, for example to \"\(name.map { $0 == "." || $0 == "{" || $0 == "}" ? "-" : $0 }.map(String.init).joined())\"")
    }
}

/// The flat result of reading one merged document.
struct TokenDocument: Sendable {
    var tokens: [TokenDefinition]
    /// See ``TokenTreeParser/groupIDs``.
    var groupIDs: [String]
    var root: JSONObject
}

extension JSONObject {
    package func removing(_ key: String) -> JSONObject {
        JSONObject(members.filter { $0.key != key })
    }
}
