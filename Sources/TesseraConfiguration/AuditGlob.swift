/// A path pattern of `audit: { include:, exclude: }`: `*` matches within one folder name, `**`
/// across folders (`**/` also matches no folder), `?` one character; everything else itself.
/// Paths are relative to the `--sources` folder they were found in, with `/` between names.
public struct AuditGlob: Sendable, Hashable {
    public let pattern: String
    private let bytes: [UInt8]

    public init(_ pattern: String) {
        self.pattern = pattern
        self.bytes = Array(pattern.utf8)
    }

    /// Whether `path` matches the whole pattern, or (for a pattern without `/`) its last name does.
    public func matches(_ path: String) -> Bool {
        let text = Array(path.utf8)
        if !bytes.contains(UInt8(ascii: "/")), let slash = text.lastIndex(of: UInt8(ascii: "/")) {
            return Self.match(bytes, Array(text[(slash + 1)...]))
        }
        return Self.match(bytes, text)
    }

    /// Matching by dynamic programming over (pattern position, text position): linear memory,
    /// no backtracking blow-up on long paths.
    static func match(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
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
