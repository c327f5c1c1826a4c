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
    /// By entry of the table, the strongly connected component of its group in the graph of
    /// "initializes with" (a group with its nested groups and with the groups its tokens refer
    /// to); -1 for a token the tree does not declare.
    private var componentOfEntry: [Int]

    /// The order of `root`'s groups, with an edge for every alias in `table` between two tokens
    /// the tree declares.
    init(root: SwiftGenerator.Group, table: ThemeTable) {
        var groupOfEntry = [Int](repeating: -1, count: table.entries.count)
        var edges: [[Int]] = [[]]
        var pending = [(group: root, index: 0)]
        while let (group, index) = pending.popLast() {
            for (_, _, member) in group.members {
                switch member {
                case .token(let entry): groupOfEntry[entry] = index
                case .group(let child):
                    edges[index].append(edges.count)
                    pending.append((child, edges.count))
                    edges.append([])
                case .spring, .colorAsset: continue
                }
            }
        }
        for index in table.entries.indices where groupOfEntry[index] >= 0 {
            let source = groupOfEntry[index]
            // The values alone: copying each entry whole (its token too) cost as much as the rest.
            for case let value? in table.entries[index].themeValues {
                for alias in value.aliases {
                    guard let target = table.entryIndex(ofToken: alias), groupOfEntry[target] >= 0, groupOfEntry[target] != source
                    else { continue }
                    edges[source].append(groupOfEntry[target])
                }
            }
        }
        let components = Self.stronglyConnectedComponents(edges)
        componentOfEntry = groupOfEntry.map { $0 >= 0 ? components[$0] : -1 }
    }

    /// Whether the value of entry `source` may refer to entry `target`'s: both are declared, in
    /// different groups, and `target`'s group does not initialize with `source`'s.
    func mayRefer(from source: Int, to target: Int) -> Bool {
        let from = componentOfEntry[source]
        let to = componentOfEntry[target]
        return from >= 0 && to >= 0 && from != to
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
