import TesseraSyntax
import TesseraTokens

/// What a Style Dictionary reference names in the merged tree of its sources.
///
/// Style Dictionary resolves `{a.b.c}` against the whole object it merged from every source
/// (`getValueByPath`), not against a list of tokens: a path may end at a plain value that is no
/// token (`"options": {"space": {"one-x": "16px"}}`), at a member beside a token's value
/// (`{font.style.h1.weight}` names the `weight` of the token `font.style.h1`), at a member of a
/// token's value object (`{font.style.h1.value.fontFamily}`), or at a group,
/// whose whole object becomes the value. Plain values are placed as text, as Style Dictionary
/// places them; a path through a token whose value names a group continues in that group.
struct StyleDictionaryPaths {
    /// The sources' top-level objects, in the order Style Dictionary merges them (the later wins).
    let roots: [JSONObject]
    /// For a path's first two names, the roots whose member of the first name is an object holding
    /// the second, in order; a project of many files shares its first names (`color` in every file),
    /// and the second tells them apart.
    private let byFirstTwo: [String: [String: [Int]]]
    /// The roots whose member of that name is a token or no object: they count for every second name.
    private let byFirstAlone: [String: [Int]]

    init(roots: [JSONObject]) {
        self.roots = roots
        var byFirstTwo: [String: [String: [Int]]] = [:]
        var byFirstAlone: [String: [Int]] = [:]
        for (index, root) in roots.enumerated() {
            for member in root.members {
                guard let object = member.value.objectValue, !Self.isToken(object) else {
                    byFirstAlone[member.key, default: []].append(index)
                    continue
                }
                for inner in object.members { byFirstTwo[member.key, default: [:]][inner.key, default: []].append(index) }
            }
        }
        self.byFirstTwo = byFirstTwo
        self.byFirstAlone = byFirstAlone
    }

    /// The roots a path can be found in, in merge order.
    private func roots(for path: ArraySlice<String>) -> [JSONObject] {
        guard path.count >= 2 else { return roots }
        let first = path[path.startIndex]
        let objects = byFirstTwo[first]?[path[path.startIndex + 1]] ?? []
        guard let alone = byFirstAlone[first] else { return objects.map { roots[$0] } }
        return (objects + alone).sorted().map { roots[$0] }
    }

    enum Target {
        /// A token: the reference stays a reference, to this path.
        case token([String])
        /// A plain string, number or boolean that is no token.
        case plain(JSONValue)
        /// A group (an object without a value).
        case group
    }

    /// What `path` names, or `nil` when no source defines it.
    func target(of path: [String]) -> Target? {
        target(of: path[...], depth: 0)
    }

    private func target(of path: ArraySlice<String>, depth: Int) -> Target? {
        // A path through tokens whose values name groups is followed a few steps, never around a cycle.
        guard !path.isEmpty, depth < 8 else { return nil }
        // The objects the sources hold at the path walked so far, in merge order: Style Dictionary
        // deep-merges its sources, so an object of one file and an object of another at one path are
        // one object, and a later plain value replaces what came before it.
        var objects = roots(for: path)
        var walked: [String] = []
        var index = path.startIndex
        while index < path.endIndex {
            let segment = path[index]
            let values = objects.compactMap { $0[segment] }
            guard let last = values.last else { return nil }
            walked.append(segment)
            index += 1
            guard last.objectValue != nil else {
                // A plain value ends the path; anything below it is not there.
                if index == path.endIndex, !last.isObjectOrArray { return .plain(last) }
                return nil
            }
            objects = Array(values.reversed().prefix { $0.objectValue != nil }.reversed().compactMap(\.objectValue))
            guard let valueKey = Self.valueKey(of: objects) else {
                if index == path.endIndex { return .group }
                continue
            }
            // A token: the path ends at it, at its value, at a member beside its value, or goes on
            // inside the group its value names (`{theme.palette.value.50}`).
            if index == path.endIndex { return .token(walked) }
            let member = path[index]
            if member == valueKey || member == "value" || member == "$value" {
                if index + 1 == path.endIndex { return .token(walked) }
                if let composite = Self.merged(valueKey, in: objects), composite.objectValue != nil {
                    // `{font.h1.value.fontFamily}`: a member of the value object, as written (a reference in it
                    // is placed in turn); Style Dictionary walks its merged tree into the value.
                    var current: JSONValue? = composite
                    for name in path[(index + 1)...] { current = current?.objectValue?[name] }
                    guard let current, !current.isObjectOrArray else { return nil }
                    return .plain(current)
                }
                guard let written = Self.merged(valueKey, in: objects)?.stringValue, let named = Self.wholeReference(written) else { return nil }
                return target(of: (named + path[(index + 1)...])[...], depth: depth + 1)
            }
            return memberInside(objects, path: path[index...])
        }
        return nil
    }

    /// What a path names inside a token's members: data of the token, never a token of its own, as
    /// Style Dictionary flattens no token inside another (`time.transition.slow` holding
    /// `"duration": {"value": "0.5s"}`, or `color.border` of one file holding the tokens of another
    /// file's `color.border` group). A path ending at such an object's value is that value's text.
    private func memberInside(_ objects: [JSONObject], path: ArraySlice<String>) -> Target? {
        var objects = objects
        var index = path.startIndex
        while index < path.endIndex {
            let values = objects.compactMap { $0[path[index]] }
            guard let last = values.last else { return nil }
            index += 1
            guard last.objectValue != nil else {
                if index == path.endIndex, !last.isObjectOrArray { return .plain(last) }
                return nil
            }
            objects = Array(values.reversed().prefix { $0.objectValue != nil }.reversed().compactMap(\.objectValue))
            guard let valueKey = Self.valueKey(of: objects), let value = Self.merged(valueKey, in: objects), !value.isObjectOrArray else {
                continue
            }
            if index == path.endIndex { return .plain(value) }
            if index + 1 == path.endIndex, [valueKey, "value", "$value"].contains(path[index]) { return .plain(value) }
        }
        return nil
    }

    /// `$value` or `value`, when one of the merged objects is a token by it (``isToken(_:)``).
    private static func valueKey(of objects: [JSONObject]) -> String? {
        if objects.contains(where: { $0.contains("$value") }) { return "$value" }
        if objects.contains(where: isToken) { return "value" }
        return nil
    }

    /// Whether an object is a token: it holds `$value`, or `value` (Style Dictionary 3), unless that
    /// `value` is itself a token written with `$value`. In Style Dictionary 4's DTCG syntax a token
    /// is an object with `$value` and `value` is a name like any other, so
    /// `"text": {"value": {"$value": …}, "placeholder": {"$value": …}}` is a group of two tokens
    /// (Cru's Cornerstone), where Style Dictionary 3's syntax has no `$value` to hold.
    static func isToken(_ object: JSONObject) -> Bool {
        if object.contains("$value") { return true }
        guard let value = object["value"] else { return false }
        return !(value.objectValue?.contains("$value") ?? false)
    }

    /// The member of the merged objects: the last source's.
    private static func merged(_ key: String, in objects: [JSONObject]) -> JSONValue? {
        objects.reversed().lazy.compactMap { $0[key] }.first
    }

    /// The path a string names when it is one reference and nothing else (`"{palette.blue}"`).
    static func wholeReference(_ text: String) -> [String]? {
        guard AliasSyntax.looksLikeAlias(text) else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains(where: { $0 == "{" || $0 == "}" }) else { return nil }
        let path = String(inner).trimmingSpaces.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return path.contains(where: \.isEmpty) ? nil : path
    }

    /// `text` with each reference to a plain value replaced by that value's text, again inside what
    /// was placed (a plain member may itself hold references), a bounded number of times; `nil`
    /// when nothing was placed. A reference to a token stays (`{a.b.value}` and spaces as written).
    func placingPlainValues(in text: String) -> String? {
        var current = text
        var placedAny = false
        for _ in 0..<8 {
            var placed = false
            var result = ""
            var rest = current[...]
            while let open = rest.firstIndex(of: "{") {
                guard let close = rest[open...].firstIndex(of: "}") else { break }
                let inner = rest[rest.index(after: open)..<close]
                if let innerOpen = inner.lastIndex(of: "{") {
                    // `{a {b}`: the reference is the innermost one.
                    result += rest[..<innerOpen]
                    rest = rest[innerOpen...]
                    continue
                }
                result += rest[..<open]
                let path = String(inner).trimmingSpaces.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                if !path.contains(where: \.isEmpty), case .plain(let value) = target(of: path), let text = Self.text(of: value) {
                    result += text
                    placed = true
                } else {
                    result += rest[open...close]
                }
                rest = rest[rest.index(after: close)...]
            }
            result += rest
            // Hostile input may double the text at every step: stop long before it matters.
            guard placed, result.utf8.count <= 1 << 16 else { break }
            current = result
            placedAny = true
        }
        return placedAny ? current : nil
    }

    private static func text(of value: JSONValue) -> String? {
        switch value.kind {
        case .string(let text): text
        case .number(let number): formatNumber(number.value)
        case .bool(let flag): flag ? "true" : "false"
        default: nil
        }
    }
}

extension JSONValue {
    fileprivate var isObjectOrArray: Bool {
        switch kind {
        case .object, .array: true
        default: false
        }
    }
}
