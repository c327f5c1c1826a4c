import TesseraTokens

/// Which groups' values a generated value may refer to without a cycle at run time.
///
/// Each group's theme values are statics, initialized once, on first use: `Tokens.Color.default`
/// is `Self()`, whose stored properties start at their nested groups' `.default` and at the
/// values of the tokens they refer to (`Tokens.Palette.default.blue`). A reference that leads
/// back to a group whose static is still being initialized — a token referring to a token of an
/// enclosing group, or two groups referring to each other — waits on itself: Swift's one-time
/// initialization never returns. So a group may refer to another only when that one cannot reach
/// it back; references inside one cycle are written as literal values instead.
struct InitializationOrder {
    /// By group path, its strongly connected component in the graph of "initializes with": a
    /// group with its nested groups and with the groups its tokens refer to.
    private var componentByGroup: [[String]: Int] = [:]

    /// The order of `root`'s groups, with an edge for every alias in `table` between two
    /// declared tokens (those with a path in `declared`).
    init(root: SwiftGenerator.Group, table: ThemeTable, declared: [SwiftTranslator.Path?]) {
        var groups: [SwiftGenerator.Group] = []
        var indexByPath: [[String]: Int] = [:]
        var pending = [root]
        while let group = pending.popLast() {
            indexByPath[group.path] = groups.count
            groups.append(group)
            for case (_, _, .group(let child)) in group.members { pending.append(child) }
        }
        var edges = [[Int]](repeating: [], count: groups.count)
        for (index, group) in groups.enumerated() {
            for case (_, _, .group(let child)) in group.members { edges[index].append(indexByPath[child.path]!) }
        }
        for (index, entry) in table.entries.enumerated() where declared[index] != nil {
            guard let source = indexByPath[entry.token.groupPath] else { continue }
            for alias in Self.aliases(of: entry) {
                guard let target = table.entryIndex(ofToken: alias), declared[target] != nil,
                    let targetGroup = indexByPath[table.entries[target].token.groupPath], targetGroup != source
                else { continue }
                edges[source].append(targetGroup)
            }
        }
        let components = Self.stronglyConnectedComponents(edges)
        for (path, index) in indexByPath { componentByGroup[path] = components[index] }
    }

    /// Whether a value in the group at `source` may refer to one in the group at `target`: they are
    /// different groups, and `target` does not initialize with `source`.
    func mayRefer(from source: [String], to target: [String]) -> Bool {
        guard let from = componentByGroup[source], let to = componentByGroup[target] else { return false }
        return from != to
    }

    private static func aliases(of entry: ThemeTable.Entry) -> [String] {
        var result: [String] = []
        for value in entry.themeValues {
            switch value {
            case .constant(_, let alias?)?: result.append(alias)
            case .adaptive(_, let alias, let variants)?:
                if let alias { result.append(alias) }
                result += variants.compactMap(\.aliasOf)
            default: continue
            }
        }
        return result
    }

    /// Tarjan's algorithm, without recursion (groups nest as deep as token paths do): each node's
    /// component number; nodes of one cycle share one.
    private static func stronglyConnectedComponents(_ edges: [[Int]]) -> [Int] {
        let count = edges.count
        var order = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var component = [Int](repeating: -1, count: count)
        var stack: [Int] = []
        var nextOrder = 0
        var nextComponent = 0
        for start in 0..<count where order[start] < 0 {
            // (node, index of the next edge to follow)
            var work: [(node: Int, edge: Int)] = [(start, 0)]
            order[start] = nextOrder
            lowLink[start] = nextOrder
            nextOrder += 1
            stack.append(start)
            onStack[start] = true
            while let (node, edge) = work.last {
                if edge < edges[node].count {
                    work[work.count - 1].edge += 1
                    let next = edges[node][edge]
                    if order[next] < 0 {
                        order[next] = nextOrder
                        lowLink[next] = nextOrder
                        nextOrder += 1
                        stack.append(next)
                        onStack[next] = true
                        work.append((next, 0))
                    } else if onStack[next] {
                        lowLink[node] = min(lowLink[node], order[next])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
                guard lowLink[node] == order[node] else { continue }
                while let member = stack.popLast() {
                    onStack[member] = false
                    component[member] = nextComponent
                    if member == node { break }
                }
                nextComponent += 1
            }
        }
        return component
    }
}
