import TesseraTokens

/// Sources named for the modes of one collection: `theme-light` and `theme-dark`, `light-component`
/// and `dark-component`, `spacing-mobile` and `spacing-desktop`, `brands/acme` and `brands/globex`.
/// When such sources define exactly the same tokens, as a Figma collection's modes do, a project
/// builds them one at a time; merged, the last would win in silence. Style Dictionary files and
/// Tokens Studio sets that no theme groups are read this way.
enum SiblingModes {
    struct Group {
        /// The name the members share once their mode is taken out (`theme`, `*-component`).
        var collection: String
        /// Each member's mode and its index among the sources, in source order.
        var members: [(mode: String, index: Int)]
        /// Whether the members are named by mode words (`light`, `dark`): the project's light and
        /// dark builds, one `mode` for every such group, rather than a modifier of their own.
        var namesModeWords: Bool
    }

    /// The characters that part a name's words.
    private static let separators: Set<Character> = ["-", "_", "/", " ", "."]

    /// `spacing-mobile` → (`spacing`, `mobile`), `theme-Dark` → (`theme`, `dark`): the name split at its
    /// last `-`, `_` or `/`, a mode word folded as ``ModeWords/mode(named:)`` folds it. A mode word
    /// written as two words is one last word: `mode/high-contrast` → (`mode`, `highcontrast`), beside
    /// `mode/light`, not (`mode/high`, `contrast`). `nil` for a name of one word (or one mode word).
    static func collectionAndLastWord(of name: String) -> (collection: String, mode: String)? {
        func isCut(_ character: Character) -> Bool { character == "-" || character == "_" || character == "/" }
        guard var cut = name.lastIndex(where: isCut) else { return nil }
        let start = name[..<cut].lastIndex(where: isCut).map { name.index(after: $0) } ?? name.startIndex
        if ModeWords.mode(named: String(name[start...])) != nil {
            guard start > name.startIndex else { return nil }
            cut = name.index(before: start)
        }
        let collection = String(name[..<cut])
        let word = String(name[name.index(after: cut)...])
        guard !collection.isEmpty, !word.isEmpty else { return nil }
        return (collection, ModeWords.mode(named: word) ?? word)
    }

    /// `light-component` → (`*-component`, `light`), `theme/Dark` → (`theme/*`, `dark`) and `darkMode` →
    /// (`*Mode`, `dark`): the one word that names a mode, wherever it stands; `nil` without one.
    static func collectionAndModeWord(of name: String) -> (collection: String, mode: String)? {
        // Words part at separators and where a lowercase letter meets an uppercase one (`darkMode`).
        var words: [Range<String.Index>] = []
        var start = name.startIndex
        var previous: Character?
        for index in name.indices {
            let character = name[index]
            defer { previous = character }
            if separators.contains(character) {
                if start < index { words.append(start..<index) }
                start = name.index(after: index)
            } else if let previous, previous.isLowercase, character.isUppercase {
                words.append(start..<index)
                start = index
            }
        }
        if start < name.endIndex { words.append(start..<name.endIndex) }
        // Two neighbouring words that together name a mode (`high-contrast`, `highContrast`) are that one
        // mode word, not the mode their last word names alone (`contrast`).
        var modeWords: [(Range<String.Index>, String)] = []
        var next = 0
        while next < words.count {
            if next + 1 < words.count, let mode = ModeWords.mode(named: String(name[words[next].lowerBound..<words[next + 1].upperBound])) {
                modeWords.append((words[next].lowerBound..<words[next + 1].upperBound, mode))
                next += 2
                continue
            }
            if let mode = ModeWords.mode(named: String(name[words[next]])) { modeWords.append((words[next], mode)) }
            next += 1
        }
        guard modeWords.count == 1, let (range, mode) = modeWords.first else { return nil }
        return (String(name[..<range.lowerBound]) + "*" + String(name[range.upperBound...]), mode)
    }

    /// The groups among `candidates` (each a source's index, its name, and the scope it is compared
    /// in, such as its folder) whose members have distinct modes and define the same tokens: first
    /// by the name's last word (`theme-default` and `theme-dark`), then, among the rest, by a mode
    /// word wherever it stands (`light-component` and `dark-component`).
    static func groups(_ candidates: [(index: Int, name: String, scope: String)], tokenIDs: (Int) -> Set<String>) -> [Group] {
        var result: [Group] = []
        var grouped: Set<Int> = []
        for split in [collectionAndLastWord, collectionAndModeWord] {
            var byKey: [String: (collection: String, members: [(mode: String, index: Int)])] = [:]
            for candidate in candidates where !grouped.contains(candidate.index) {
                guard let (collection, mode) = split(candidate.name) else { continue }
                byKey[candidate.scope + "\u{0}" + collection, default: (collection, [])].members.append((mode, candidate.index))
            }
            for key in byKey.keys.sorted() {
                guard let entry = byKey[key], entry.members.count >= 2, Set(entry.members.map(\.mode)).count == entry.members.count
                else { continue }
                let ids = entry.members.map { tokenIDs($0.index) }
                let namesModeWords = entry.members.allSatisfy { ModeWords.mode(named: $0.mode) != nil }
                guard definesTheSameTokens(ids, namedByModeWords: namesModeWords) else { continue }
                result.append(Group(collection: entry.collection, members: entry.members, namesModeWords: namesModeWords))
                for member in entry.members { grouped.insert(member.index) }
            }
        }
        return result
    }

    /// Whether sources define the same tokens, as a collection's modes do. Sources named by mode words
    /// (`light.json`, `dark.json`) may leave some out: a dark file that defines three quarters or more of the
    /// light file's tokens and no other is the dark build's (Setmore's build reads global and light, then global and
    /// dark), where a merge would give the default build the dark values. A token one mode lacks keeps
    /// the default mode's value there. Other names (breakpoints, brands) must define exactly the same.
    private static func definesTheSameTokens(_ ids: [Set<String>], namedByModeWords: Bool) -> Bool {
        guard let first = ids.first, !first.isEmpty else { return false }
        if ids.allSatisfy({ $0 == first }) { return true }
        guard namedByModeWords, let widest = ids.max(by: { $0.count < $1.count }) else { return false }
        return ids.allSatisfy { $0.isSubset(of: widest) && $0.count * 4 >= widest.count * 3 }
    }
}
