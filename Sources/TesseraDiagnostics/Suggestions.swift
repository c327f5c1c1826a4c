/// Levenshtein distance with an early exit, for "did you mean" suggestions.
public enum EditDistance {
    /// The edit distance between `a` and `b`, or `limit + 1` as soon as it is known to exceed `limit`.
    public static func between(_ a: String, _ b: String, limit: Int) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if abs(a.count - b.count) > limit { return limit + 1 }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return a.isEmpty ? b.count : previous[b.count]
    }

    /// Whether `distance` edits between `a` and `b` look like a misspelling rather than another
    /// name: at most half the longer one changed (`x` is not `xyz`, `blu` is `blue`).
    static func isMisspelling(_ distance: Int, _ a: String, _ b: String) -> Bool {
        distance * 2 <= max(a.count, b.count)
    }

    /// The one candidate nearest to `name` (case aside), within `limit` edits that look like a
    /// misspelling; the first of equally near ones. Nil when none is near.
    public static func nearest(to name: String, among candidates: some Sequence<String>, limit: Int = 2) -> String? {
        let folded = name.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = between(candidate.lowercased(), folded, limit: limit)
            if distance <= limit, isMisspelling(distance, candidate, folded), distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }
}

/// Dot-separated paths by segment, to suggest the path nearest to a missing one when any of its
/// segments is misspelled: `pallete.grey.900` → `palette.gray.900`.
public struct PathSuggester: Sendable {
    /// Each group path's child segments, in first-seen order ("" for the top level).
    private var children: [String: [String]] = [:]
    private let paths: Set<String>
    /// Edits allowed over the whole path, and in any one segment.
    private let totalLimit = 3
    private let segmentLimit = 2

    public init(paths: some Sequence<String>) {
        var known = Set<String>()
        var seenChildren = Set<String>()
        for path in paths {
            known.insert(path)
            var parent = ""
            for segment in path.split(separator: ".", omittingEmptySubsequences: false) {
                let child = parent.isEmpty ? String(segment) : parent + "." + segment
                if seenChildren.insert(child).inserted { children[parent, default: []].append(String(segment)) }
                parent = child
            }
        }
        self.paths = known
    }

    /// The known path with the fewest edits (segment by segment) from `path`, or nil.
    public func nearest(to path: String) -> String? {
        let segments = path.split(separator: ".", omittingEmptySubsequences: false).map { $0.lowercased() }
        var best: (path: String, cost: Int)?
        var budget = 10_000
        search(segments[...], parent: "", cost: 0, best: &best, budget: &budget)
        return best.map(\.path).flatMap { $0 == path ? nil : $0 }
    }

    /// Depth first through the segments; `budget` caps the groups visited, so a huge tree of
    /// look-alike names costs bounded time.
    private func search(
        _ segments: ArraySlice<String>, parent: String, cost: Int, best: inout (path: String, cost: Int)?, budget: inout Int
    ) {
        budget -= 1
        guard budget > 0 else { return }
        guard let segment = segments.first else {
            if paths.contains(parent), cost < (best?.cost ?? .max) { best = (parent, cost) }
            return
        }
        for child in children[parent] ?? [] {
            let limit = min(segmentLimit, totalLimit - cost)
            let distance = EditDistance.between(child.lowercased(), segment, limit: limit)
            guard distance <= limit, EditDistance.isMisspelling(distance, child, segment) else { continue }
            let next = parent.isEmpty ? child : parent + "." + child
            search(segments.dropFirst(), parent: next, cost: cost + distance, best: &best, budget: &budget)
        }
    }
}
