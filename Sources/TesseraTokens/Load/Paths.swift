/// Lexical path helpers (no file system access), so display paths stay as the user wrote them.
/// Every path taken apart in Tessera goes through these rather than `NSString`'s path methods:
/// they accept any text (an empty string, `.`, `/`, trailing slashes, a name without a folder)
/// and never trap.
package enum Paths {
    /// The path without trailing slashes (`a/b/` → `a/b`); `/` stays `/`.
    package static func trimmed(_ path: String) -> String {
        var end = path.endIndex
        while end > path.startIndex, path[path.index(before: end)] == "/" { end = path.index(before: end) }
        if end == path.startIndex { return path.isEmpty ? "" : "/" }
        return String(path[..<end])
    }

    /// The folder that holds `path`: `a/b/c` → `a/b`, `c` → `.`, `/c` → `/`, `a/b/` → `a`.
    /// `.`, `..`-free relative names and `/` are their own fixpoints (`.` → `.`, `/` → `/`).
    package static func directory(of path: String) -> String {
        let path = trimmed(path)
        if path == "/" { return "/" }
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = trimmed(String(path[..<slash]))
        return directory.isEmpty ? "/" : directory
    }

    /// The last component of `path`: `a/b/c.json` → `c.json`, `a/b/` → `b`, `/` → `/`, `` → ``.
    package static func fileName(of path: String) -> String {
        let path = trimmed(path)
        if path == "/" { return "/" }
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `base/relative`, with `.` and `..` segments folded; absolute `relative` wins.
    package static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        if base == "." || base.isEmpty { return normalize(relative) }
        return normalize(base + "/" + relative)
    }

    /// `base/relative` as written, only `.` as `base` left out (`Tokens` in `out` → `out/Tokens`),
    /// so a path shown in a message reads as the user would type it.
    package static func appending(_ relative: String, to base: String) -> String {
        if relative.hasPrefix("/") || base.isEmpty || base == "." { return relative }
        return trimmed(base) == "/" ? "/" + relative : trimmed(base) + "/" + relative
    }

    /// The path with empty, `.` and foldable `..` segments removed (`./a//b/../c` → `a/c`).
    package static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", absolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Whether `text`, a path with `/` between names, matches the whole glob `pattern`: `*` matches within
    /// one folder name, `**` across folders (`**/` also matches no folder), `?` one character; everything
    /// else itself. By dynamic programming over (pattern position, text position): linear memory, no
    /// backtracking blow-up on long paths.
    package static func matches(pattern: [UInt8], _ text: [UInt8]) -> Bool {
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        // reachable[j]: the pattern up to i matches text up to j.
        var reachable = [Bool](repeating: false, count: text.count + 1)
        reachable[0] = true
        var i = 0
        while i < pattern.count {
            var next = [Bool](repeating: false, count: text.count + 1)
            let character = pattern[i]
            if character == star, i + 1 < pattern.count, pattern[i + 1] == star {
                // `**`, and `**/` which may also match nothing.
                let eatsSlash = i + 2 < pattern.count && pattern[i + 2] == slash
                var any = false
                for j in 0...text.count {
                    any = any || reachable[j]
                    next[j] = any
                }
                if eatsSlash {
                    // `**/` = either nothing, or anything ending in `/`.
                    var withSlash = [Bool](repeating: false, count: text.count + 1)
                    for j in 0...text.count {
                        withSlash[j] = reachable[j] || (j > 0 && text[j - 1] == slash && next[j - 1])
                    }
                    next = withSlash
                    i += 3
                } else {
                    i += 2
                }
            } else if character == star {
                var run = false
                for j in 0...text.count {
                    if j > 0, text[j - 1] == slash { run = false }
                    run = run || reachable[j]
                    next[j] = run
                }
                i += 1
            } else {
                for j in 0..<text.count where reachable[j] {
                    if character == UInt8(ascii: "?") ? text[j] != slash : text[j] == character { next[j + 1] = true }
                }
                i += 1
            }
            reachable = next
        }
        return reachable[text.count]
    }
}
