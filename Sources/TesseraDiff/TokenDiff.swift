import TesseraDiagnostics
import TesseraSyntax
public import TesseraTokens

/// One difference between two versions of a token set.
public struct TokenChange: Sendable, Equatable {
    /// What happened; the raw values are the JSON output's `kind`.
    public enum Kind: String, Sendable, CaseIterable {
        case added, removed, changed, deprecated, renamed
        case typeChanged = "type-changed"
        case modifierAdded = "modifier-added"
        case modifierRemoved = "modifier-removed"
        case contextAdded = "context-added"
        case contextRemoved = "context-removed"
    }

    /// The token's path; for modifier and context changes, the modifier's name.
    public var path: String
    /// What happened.
    public var kind: Kind
    /// For `changed`: each permutation where the value differs, naming only the modifiers the
    /// token depends on (in either version); one empty input when it depends on none.
    public var inputs: [[ResolverInput.Selection]] = []
    /// The old value (for `changed`, in ``inputs``); nil where the old version has none.
    public var before: TokenValue?
    /// The new value; nil where the new version has none.
    public var after: TokenValue?
    /// For `type-changed`, and the token's type otherwise.
    public var beforeType: TokenType?
    public var afterType: TokenType?
    /// For `renamed`: the old path.
    public var renamedFrom: String?
    /// For `context-added` and `context-removed`: the context.
    public var context: String?
    /// For `deprecated`: the reason given, if any.
    public var deprecationMessage: String?

    /// Whether the change is about a token (not a modifier or context).
    public var isAboutToken: Bool {
        switch self.kind {
        case .modifierAdded, .modifierRemoved, .contextAdded, .contextRemoved: false
        default: true
        }
    }

    /// Whether code generated from the old version may stop compiling against the new one:
    /// a token removed, renamed or retyped, or a theme (modifier or context) removed.
    public var isBreaking: Bool {
        switch self.kind {
        case .removed, .renamed, .typeChanged, .modifierRemoved, .contextRemoved: true
        default: false
        }
    }
}

/// What changed between two versions of a token set, comparing resolved values in every
/// permutation both versions have (modifiers and contexts matched by name).
public struct TokenDiff: Sendable {
    /// Modifier and context changes first, then token changes by path.
    public var changes: [TokenChange]

    /// Whether any change breaks the generated Swift API (see ``TokenChange/isBreaking``).
    public var isBreaking: Bool { changes.contains { $0.isBreaking } }

    /// Compares the old version's matrix with the new one's.
    public static func compare(_ old: ThemeMatrix, _ new: ThemeMatrix) -> TokenDiff {
        var comparison = TokenDiffComparison(old: old, new: new)
        return TokenDiff(changes: comparison.run())
    }
}

/// The work of ``TokenDiff/compare(_:_:)``.
struct TokenDiffComparison {
    let old: ThemeMatrix
    let new: ThemeMatrix

    /// A modifier both versions have, with the contexts both have.
    struct SharedAxis {
        var modifier: String
        var oldAxis: Int
        var newAxis: Int
        /// Context names with their indices in each version.
        var contexts: [(name: String, old: Int, new: Int)]
    }

    var shared: [SharedAxis] = []
    var sharedByOldAxis: [Int: Int] = [:]
    var sharedByNewAxis: [Int: Int] = [:]
    var changes: [TokenChange] = []

    init(old: ThemeMatrix, new: ThemeMatrix) {
        self.old = old
        self.new = new
        for (oldIndex, axis) in old.axes.enumerated() {
            guard let newIndex = new.axes.firstIndex(where: { $0.modifier == axis.modifier }) else { continue }
            let newContexts = new.axes[newIndex].contexts
            let contexts = axis.contexts.enumerated().compactMap { index, name in
                newContexts.firstIndex(of: name).map { (name, index, $0) }
            }
            sharedByOldAxis[oldIndex] = shared.count
            sharedByNewAxis[newIndex] = shared.count
            shared.append(SharedAxis(modifier: axis.modifier, oldAxis: oldIndex, newAxis: newIndex, contexts: contexts))
        }
    }

    mutating func run() -> [TokenChange] {
        compareAxes()
        var removed: [Int] = []
        var tokenChanges: [TokenChange] = []
        for (oldIndex, token) in old.tokens.enumerated() {
            guard let newIndex = new.index(ofToken: token.id) else {
                removed.append(oldIndex)
                continue
            }
            tokenChanges += compareToken(token.id, oldIndex, newIndex)
        }
        let added = new.tokens.indices.filter { old.index(ofToken: new.tokens[$0].id) == nil }
        tokenChanges += pairRenames(removed: removed, added: added)
        tokenChanges.sort { $0.path < $1.path }
        return changes + tokenChanges
    }

    private mutating func compareAxes() {
        for axis in old.axes where !new.axes.contains(where: { $0.modifier == axis.modifier }) {
            changes.append(TokenChange(path: axis.modifier, kind: .modifierRemoved))
        }
        for axis in new.axes where !old.axes.contains(where: { $0.modifier == axis.modifier }) {
            changes.append(TokenChange(path: axis.modifier, kind: .modifierAdded))
        }
        for axis in shared {
            let oldContexts = old.axes[axis.oldAxis].contexts
            let newContexts = new.axes[axis.newAxis].contexts
            for context in oldContexts where !newContexts.contains(context) {
                changes.append(TokenChange(path: axis.modifier, kind: .contextRemoved, context: context))
            }
            for context in newContexts where !oldContexts.contains(context) {
                changes.append(TokenChange(path: axis.modifier, kind: .contextAdded, context: context))
            }
        }
    }

    private func compareToken(_ id: String, _ oldIndex: Int, _ newIndex: Int) -> [TokenChange] {
        let before = old.tokens[oldIndex]
        let after = new.tokens[newIndex]
        if before.type != after.type {
            return [
                TokenChange(
                    path: id, kind: .typeChanged, before: before.value, after: after.value, beforeType: before.type, afterType: after.type)
            ]
        }
        var result: [TokenChange] = []
        if !before.isDeprecated, after.isDeprecated {
            result.append(TokenChange(path: id, kind: .deprecated, afterType: after.type, deprecationMessage: after.deprecationMessage))
        }
        var differences: [(before: TokenValue?, after: TokenValue?, inputs: [[ResolverInput.Selection]])] = []
        forEachSharedPermutation(oldIndex, newIndex) { input, beforeValue, afterValue in
            guard beforeValue != afterValue else { return }
            if let found = differences.firstIndex(where: { $0.before == beforeValue && $0.after == afterValue }) {
                differences[found].inputs.append(input)
            } else {
                differences.append((beforeValue, afterValue, [input]))
            }
        }
        for difference in differences {
            result.append(
                TokenChange(
                    path: id, kind: .changed, inputs: difference.inputs, before: difference.before, after: difference.after,
                    beforeType: before.type, afterType: after.type))
        }
        return result
    }

    /// Calls `body` with the token's value in each version for every combination of the shared
    /// contexts of the modifiers it depends on (in either version); other modifiers at their default.
    func forEachSharedPermutation(
        _ oldIndex: Int, _ newIndex: Int, _ body: (_ input: [ResolverInput.Selection], TokenValue?, TokenValue?) -> Void
    ) {
        var axes = Set(old.dependencies(ofTokenAt: oldIndex).compactMap { sharedByOldAxis[$0] })
        axes.formUnion(new.dependencies(ofTokenAt: newIndex).compactMap { sharedByNewAxis[$0] })
        let ordered = axes.sorted()
        var combination = [Int](repeating: 0, count: ordered.count)
        guard ordered.allSatisfy({ !shared[$0].contexts.isEmpty }) else { return }
        while true {
            var oldSelection = old.defaultSelection
            var newSelection = new.defaultSelection
            var input: [ResolverInput.Selection] = []
            for (position, axisIndex) in ordered.enumerated() {
                let axis = shared[axisIndex]
                let context = axis.contexts[combination[position]]
                oldSelection[axis.oldAxis] = context.old
                newSelection[axis.newAxis] = context.new
                input.append(ResolverInput.Selection(modifier: axis.modifier, context: context.name))
            }
            body(input, old.token(at: oldIndex, in: oldSelection)?.value, new.token(at: newIndex, in: newSelection)?.value)
            // Next combination, the last modifier varying fastest.
            var position = ordered.count - 1
            while position >= 0 {
                combination[position] += 1
                if combination[position] < shared[ordered[position]].contexts.count { break }
                combination[position] = 0
                position -= 1
            }
            if position < 0 { return }
        }
    }

    /// Removed and added tokens, a pair of them reported as one rename where both have the same
    /// type and the same value in every shared permutation, and no other candidate is as good.
    private func pairRenames(removed: [Int], added: [Int]) -> [TokenChange] {
        var result: [TokenChange] = []
        var addedLeft = Set(added)
        var byValue: [TokenValue: [Int]] = [:]
        for index in added { byValue[new.tokens[index].value, default: []].append(index) }
        for oldIndex in removed {
            let token = old.tokens[oldIndex]
            let candidates = (byValue[token.value] ?? []).filter { addedLeft.contains($0) && sameEverywhere(oldIndex, $0) }
            let sameName = candidates.filter { new.tokens[$0].name == token.name }
            let chosen = candidates.count == 1 ? candidates.first : (sameName.count == 1 ? sameName.first : nil)
            if let chosen {
                addedLeft.remove(chosen)
                result.append(
                    TokenChange(
                        path: new.tokens[chosen].id, kind: .renamed, before: token.value, after: new.tokens[chosen].value,
                        beforeType: token.type, afterType: new.tokens[chosen].type,
                        renamedFrom: token.id))
            } else {
                result.append(TokenChange(path: token.id, kind: .removed, before: token.value, beforeType: token.type))
            }
        }
        for index in added where addedLeft.contains(index) {
            let token = new.tokens[index]
            result.append(TokenChange(path: token.id, kind: .added, after: token.value, afterType: token.type))
        }
        return result
    }

    private func sameEverywhere(_ oldIndex: Int, _ newIndex: Int) -> Bool {
        guard old.tokens[oldIndex].type == new.tokens[newIndex].type else { return false }
        var same = true
        forEachSharedPermutation(oldIndex, newIndex) { _, before, after in
            if before != after { same = false }
        }
        return same
    }
}
