import TesseraDiagnostics
import TesseraSyntax

/// Which modifiers each token's value can depend on, found from the sources alone
/// (nothing is resolved). Errs on the side of too many: a modifier counts when one of
/// its contexts defines the token, a group property that reaches it (`$type`,
/// `$deprecated`, `$extends`), something at a path above or below it, or anything
/// the token references, transitively, in any definition of any context.
package struct ThemeDependencies {
    /// Modifiers whose contexts define a token here or set a group property here (the empty path is the root).
    private var touchedAt: [String: AxisSet] = [:]
    /// Modifiers whose contexts define something strictly below this path.
    private var touchedBelow: [String: AxisSet] = [:]
    /// Token ids referenced by any definition of the token, in any set or context.
    package private(set) var references: [String: Set<String>] = [:]
    /// Group path → the groups its `$extends` names, in any set or context.
    private var extends: [String: Set<String>] = [:]
    /// Every token id some source defines.
    private(set) var definedIDs: [String] = []
    /// Whether some group `$extends` another: the tokens that makes are known only once resolved.
    var hasExtends: Bool { !extends.isEmpty }

    /// Whether some source defines token `id`.
    func defines(_ id: String) -> Bool { isDefined.contains(id) }
    private var isDefined: Set<String> = []
    private var memo: [String: AxisSet] = [:]

    /// Group properties that reach the tokens below them.
    private static let inheritedGroupProperties: Set<String> = ["$type", "$deprecated", "$extends", "$ref"]

    package init(_ project: TokenProject) {
        let legacyAxis = project.legacyModeModifier.flatMap { name in project.modifiers.firstIndex { $0.name == name } }
        var axisByName: [String: Int] = [:]
        for (index, modifier) in project.modifiers.enumerated() { axisByName[modifier.name] = index }
        for step in project.steps {
            switch step {
            case .set(_, let sources):
                for source in sources { walk(source.tree, id: "", axis: nil, legacyAxis: legacyAxis) }
            case .modifier(let modifier):
                let axis = axisByName[modifier.name]
                for context in modifier.contextNames {
                    for source in modifier.contexts[context] ?? [] {
                        walk(source.tree, id: "", axis: axis, legacyAxis: legacyAxis)
                    }
                }
            }
        }
    }

    // MARK: Reading the sources

    private mutating func walk(_ group: JSONObject, id: String, axis: Int?, legacyAxis: Int?) {
        if group.members.contains(where: { Self.inheritedGroupProperties.contains($0.key) }) { touch(id, axis) }
        if let target = group["$extends"], !id.isEmpty {
            for path in AliasSyntax.referencedPaths(in: target) { extends[id, default: []].insert(path) }
        }
        for member in group.members where !member.key.isReservedName || member.key == "$root" {
            guard let child = member.value.objectValue else { continue }
            let childID = id.isEmpty ? member.key : TokenPath.join(id, member.key)
            if member.key == "$root" || Self.mayBeToken(child) {
                define(childID, child, axis: axis, legacyAxis: legacyAxis)
            }
            walk(child, id: childID, axis: axis, legacyAxis: legacyAxis)
        }
    }

    /// A token in any spelling the parser accepts (`$value`, a lone `$ref`, Style Dictionary's
    /// `value`), or an object with a plain member, which replaces whatever the path held.
    private static func mayBeToken(_ object: JSONObject) -> Bool {
        object.members.contains { member in
            member.key == "$value" || member.key == "$ref" || member.key == "value"
                || (!member.key.isReservedName && member.value.objectValue == nil)
        }
    }

    private mutating func define(_ id: String, _ token: JSONObject, axis: Int?, legacyAxis: Int?) {
        if isDefined.insert(id).inserted { definedIDs.append(id) }
        touch(id, axis)
        if let legacyAxis, token["$extensions"]?.objectValue?["mode"] != nil { touch(id, legacyAxis) }
        var found: Set<String> = []
        AliasSyntax.collectReferences(in: JSONValue(.object(token), at: SourcePosition.unknown), into: &found)
        if !found.isEmpty { references[id, default: []].formUnion(found) }
    }

    private mutating func touch(_ id: String, _ axis: Int?) {
        guard let axis else { return }
        touchedAt[id, default: AxisSet()].insert(axis)
        var path = Substring(id)
        while let dot = path.lastIndex(of: ".") {
            path = path[..<dot]
            touchedBelow[String(path), default: AxisSet()].insert(axis)
        }
        if !id.isEmpty { touchedBelow["", default: AxisSet()].insert(axis) }
    }

    // MARK: Dependencies

    /// The modifiers (indices into the project's modifiers) token `id` can depend on.
    mutating func axes(of id: String) -> AxisSet {
        if let known = memo[id] { return known }
        computeStronglyConnected(from: id)
        return memo[id] ?? AxisSet()
    }

    /// The modifiers that define `id`, a path above it with a property that reaches it, or a path below it.
    private func direct(_ id: String) -> AxisSet {
        var result = touchedBelow[id] ?? AxisSet()
        if let here = touchedAt[id] { result.formUnion(here) }
        var path = Substring(id)
        while let dot = path.lastIndex(of: ".") {
            path = path[..<dot]
            if let above = touchedAt[String(path)] { result.formUnion(above) }
        }
        if let root = touchedAt[""] { result.formUnion(root) }
        return result
    }

    /// The ids whose values `id` can take part of: what it references (and, for a reference
    /// `{a.b.c}` that may name a property of a token, each enclosing path that is a token, and
    /// `a.b.c.$root`), and what an enclosing group's `$extends` puts at its path.
    private func successors(of id: String) -> [String] {
        var result: [String] = []
        for target in references[id] ?? [] {
            result.append(target)
            result.append(TokenPath.join(target, "$root"))
            var path = Substring(target)
            while let dot = path.lastIndex(of: ".") {
                path = path[..<dot]
                if isDefined.contains(String(path)) { result.append(String(path)) }
            }
        }
        var path = Substring(id)
        while let dot = path.lastIndex(of: ".") {
            path = path[..<dot]
            guard let targets = extends[String(path)] else { continue }
            let rest = id[id.index(after: dot)...]
            for target in targets { result.append(target + "." + rest) }
        }
        return result
    }

    /// Tarjan's strongly connected components from `start`, iteratively (alias chains can be
    /// long): each component gets the union of its members' own modifiers and everything it reaches.
    private mutating func computeStronglyConnected(from start: String) {
        struct Frame {
            var id: String
            var successors: [String]
            var next = 0
        }
        var order: [String: Int] = [:]
        var lowLink: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var frames: [Frame] = []

        func open(_ id: String) {
            order[id] = order.count
            lowLink[id] = order[id]
            stack.append(id)
            onStack.insert(id)
            frames.append(Frame(id: id, successors: successors(of: id)))
        }
        open(start)
        while !frames.isEmpty {
            let top = frames.count - 1
            if frames[top].next < frames[top].successors.count {
                let next = frames[top].successors[frames[top].next]
                frames[top].next += 1
                if memo[next] != nil { continue }
                if let seen = order[next] {
                    if onStack.contains(next) { lowLink[frames[top].id] = min(lowLink[frames[top].id]!, seen) }
                } else {
                    open(next)
                }
                continue
            }
            let frame = frames.removeLast()
            if let parent = frames.last {
                lowLink[parent.id] = min(lowLink[parent.id]!, lowLink[frame.id]!)
            }
            guard lowLink[frame.id] == order[frame.id] else { continue }
            var members: [String] = []
            while let member = stack.popLast() {
                onStack.remove(member)
                members.append(member)
                if member == frame.id { break }
            }
            var union = AxisSet()
            for member in members { union.formUnion(direct(member)) }
            for member in members {
                for next in successors(of: member) { if let reached = memo[next] { union.formUnion(reached) } }
            }
            for member in members { memo[member] = union }
        }
    }
}
