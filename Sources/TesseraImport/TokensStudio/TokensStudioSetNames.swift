/// Token set names as the Tokens Studio plugin uses them: `base/color` is the set
/// `color` in the folder `base` (the file `base/color.json` when synced), and a name
/// in `$themes.json` or `tokenSetOrder` may name a folder, standing for every set
/// under it, at any depth.
enum TokensStudioSetNames {
    /// Whether `entry` names `set` itself or a folder holding it.
    static func entry(_ entry: String, covers set: String) -> Bool {
        set == entry || set.hasPrefix(entry + "/")
    }

    /// The entry that decides for `set`: the one naming it, else the one naming the
    /// deepest folder above it (`base/color` is more specific than `base`).
    /// - Returns: An index into `entries`.
    static func closestEntry(for set: String, among entries: [String]) -> Int? {
        var best: Int?
        for (index, entry) in entries.enumerated() where Self.entry(entry, covers: set) {
            if let current = best, entries[current].count >= entry.count { continue }
            best = index
        }
        return best
    }

    /// A name as written, without the trailing slash some exports give folders.
    static func normalized(_ name: String) -> String {
        var result = Substring(name)
        while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
        return String(result)
    }
}
