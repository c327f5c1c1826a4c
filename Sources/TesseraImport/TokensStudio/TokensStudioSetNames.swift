/// Token set names as the Tokens Studio plugin uses them: `base/color` is the set
/// `color` in the folder `base` (the file `base/color.json` when synced), and a name
/// in `$themes.json` or `tokenSetOrder` may name a folder, standing for every set
/// under it, at any depth.
enum TokensStudioSetNames {
    /// The sets of a project by every name an entry may give them: their own and each folder
    /// above them. Built once, so the entries of thousands of themes are matched to thousands of
    /// sets without a walk of every set per entry.
    struct Index {
        let names: [String]
        /// A set's name and each folder above it → the indices of the sets it covers, ascending.
        private let covered: [String: [Int]]

        init(_ names: [String]) {
            self.names = names
            var covered: [String: [Int]] = [:]
            for (index, name) in names.enumerated() {
                covered[name, default: []].append(index)
                var folder = Substring(name)
                while let slash = folder.lastIndex(of: "/") {
                    folder = folder[..<slash]
                    covered[String(folder), default: []].append(index)
                }
            }
            self.covered = covered
        }

        /// Whether `entry` names a set or a folder of sets.
        func covers(_ entry: String) -> Bool { covered[entry] != nil }

        /// For each set some entry covers, the entry that decides for it: the one naming it,
        /// else the one naming the deepest folder above it (`base/color` is more specific than
        /// `base`); of equal entries, the first.
        /// - Returns: Set index → index into `entries`.
        func closestEntries(_ entries: [String]) -> [Int: Int] {
            var decided: [Int: (entry: Int, length: Int)] = [:]
            for (entryIndex, entry) in entries.enumerated() {
                let length = entry.count
                for set in covered[entry] ?? [] {
                    if let current = decided[set], current.length >= length { continue }
                    decided[set] = (entryIndex, length)
                }
            }
            return decided.mapValues(\.entry)
        }
    }

    /// A name as written, without the trailing slash some exports give folders.
    static func normalized(_ name: String) -> String {
        var result = Substring(name)
        while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
        return String(result)
    }
}
