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

    /// Each variable's token path. A path no variable of another collection has is kept.
    /// Among variables sharing a path, the only local one keeps it (when exactly one is
    /// local); every other one is put under its collection's name, split at `/` as
    /// variable names are (`blue/0` of `base/color/dark` → `base.color.dark.blue.0`).
    static func tokenPaths(_ variables: [VariableEntry], collectionNames: [String]) -> [[String]] {
        var sharing: [String: [Int]] = [:]
        for (index, variable) in variables.enumerated() {
            sharing[key(variable.path), default: []].append(index)
        }
        var paths = variables.map(\.path)
        var used = Set(sharing.keys)
        for index in variables.indices {
            let group = sharing[key(variables[index].path)] ?? []
            guard group.count > 1 else { continue }
            let locals = group.filter { !variables[$0].isRemote }
            if locals == [index] { continue }
            let qualified = collectionPath(collectionNames[variables[index].collection]) + variables[index].path
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
