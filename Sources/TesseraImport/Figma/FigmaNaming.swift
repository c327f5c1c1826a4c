import Foundation
import TesseraTokens

/// Names for Figma collections and variables that are unique in Tessera. Figma tells
/// them apart by id: two collections may share a name (a local collection and the
/// library copy it was published from, three collections called `mode`), and
/// variables of different collections may share a name (one palette collection per
/// theme, each defining `blue/0`). Tessera names modifiers and sets by name and
/// tokens by path, so colliding ones are told apart here, and only those: every
/// other name stays what the variable or collection is called in Figma.
enum FigmaNaming {
    struct CollectionEntry {
        var name: String
        var id: String
        var isRemote: Bool
    }

    struct VariableEntry {
        /// The variable's name as a token path (`blue/0` → `blue`, `0`).
        var path: [String]
        /// The index of its collection in the list given to ``tokenPaths(_:collectionNames:)``.
        var collection: Int
        var isRemote: Bool
    }

    /// Each collection's set or modifier name. A name no other collection has is kept;
    /// collections sharing a name are ordered local before remote, then by id, and the
    /// first keeps the name while the others become `name (2)`, `name (3)`, …
    static func collectionNames(_ collections: [CollectionEntry]) -> [String] {
        let order = collections.indices.sorted { first, second in
            let (a, b) = (collections[first], collections[second])
            if a.isRemote != b.isRemote { return !a.isRemote }
            return a.id < b.id
        }
        var names = collections.map(\.name)
        var used = Set(collections.map(\.name))
        var seen: Set<String> = []
        for index in order where !seen.insert(collections[index].name).inserted {
            let name = collections[index].name
            var number = 2
            while !used.insert("\(name) (\(number))").inserted { number += 1 }
            names[index] = "\(name) (\(number))"
        }
        return names
    }

    /// Each variable's token path. A path that collides with no variable of another collection
    /// is kept. Two paths collide when they are equal, or when one is a group of the other
    /// (`Stroke` in one collection, `Stroke/thickness` in another: DTCG cannot have `Stroke` be
    /// both a token and a group, and merging would silently keep one). A local variable whose
    /// every colliding variable is remote keeps its path; every other colliding one is put under
    /// its collection's name, split at `/` as variable names are (`blue/0` of `base/color/dark`
    /// → `base.color.dark.blue.0`).
    static func tokenPaths(_ variables: [VariableEntry], collectionNames: [String]) -> [[String]] {
        let trie = PathTrie(variables)
        var paths = variables.map(\.path)
        var used = Set(variables.map { key($0.path) })
        for index in variables.indices {
            let variable = variables[index]
            let colliding = trie.colliding(with: variable.path, outside: variable.collection)
            guard !colliding.isEmpty else { continue }
            if !variable.isRemote, colliding.allSatisfy(\.isRemote) { continue }
            let qualified = collectionPath(collectionNames[variable.collection]) + variable.path
            // Still taken (a variable of that name exists already): number the last segment.
            var candidate = qualified
            var number = 2
            while !used.insert(key(candidate)).inserted {
                candidate[candidate.count - 1] = "\(qualified[qualified.count - 1]) (\(number))"
                number += 1
            }
            paths[index] = candidate
        }
        return paths
    }

    /// Variable paths as a tree of segments, each node knowing which collections have a
    /// variable there and which have one below it; built and read in time linear in the segments.
    private final class PathTrie {
        struct Owner: Hashable {
            var collection: Int
            var isRemote: Bool
        }

        final class Node {
            var children: [String: Node] = [:]
            /// Collections with a variable of exactly this path.
            var ending: Set<Owner> = []
            /// Collections with a variable below this path.
            var below: Set<Owner> = []
        }

        let root = Node()

        init(_ variables: [VariableEntry]) {
            for variable in variables {
                let owner = Owner(collection: variable.collection, isRemote: variable.isRemote)
                var node = root
                for segment in variable.path {
                    if node !== root { node.below.insert(owner) }
                    if let child = node.children[segment] {
                        node = child
                    } else {
                        let child = Node()
                        node.children[segment] = child
                        node = child
                    }
                }
                node.ending.insert(owner)
            }
        }

        /// The collections other than `collection` whose variables collide with `path`.
        func colliding(with path: [String], outside collection: Int) -> [Owner] {
            var result: [Owner] = []
            var node = root
            for (offset, segment) in path.enumerated() {
                guard let child = node.children[segment] else { return result }
                node = child
                // A proper prefix of the path is another collection's variable; the path itself is
                // another's variable, or a group of another's variables.
                let here = offset == path.count - 1 ? node.ending.union(node.below) : node.ending
                result += here.filter { $0.collection != collection }
            }
            return result
        }
    }

    /// A collection name as path segments, repaired silently: the name is Tessera's
    /// choice of group, not one the designer wrote.
    private static func collectionPath(_ name: String) -> [String] {
        let segments = name.split(separator: "/", omittingEmptySubsequences: true)
            .map { String($0).trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .map { DTCGName.repaired($0) ?? $0 }
        return segments.isEmpty ? ["_"] : segments
    }

    private static func key(_ path: [String]) -> String { path.joined(separator: ".") }
}
