import TesseraSyntax
import TesseraDiagnostics

/// Fills a ``ThemeMatrix``: plans the selections the tokens' dependencies need, checks
/// them against the budget, resolves each once and files every token under the
/// combination of its dependencies' contexts.
struct ThemeMatrixBuilder {
    let project: TokenProject
    var matrix: ThemeMatrix
    private var analysis: ThemeDependencies?
    /// Per token, its dependencies as a set (kept beside ``ThemeMatrix/dependencyLists``).
    private var dependencySets: [AxisSet] = []
    /// Every selection planned so far (resolved, or about to be).
    private var planned: Set<[Int]> = []
    /// Dependency sets whose selections are planned.
    private var coveredSets: Set<AxisSet> = []
    /// Tokens already reported for a type that varies with the context (TS0526).
    private var typeReported: Set<String> = []
    /// Per axis, the contexts other than the default that some resolved selection chose.
    private var resolvedContexts: [Set<Int>] = []
    private var defaultResolved = false
    /// The documents resolved so far (``TokenProject/documentKey(for:)``).
    private var resolvedDocuments: Set<[Int]> = []
    /// Tokens some resolved selection left out (rule 1).
    private var leftOutSomewhere: Set<String> = []

    init(project: TokenProject, axes: [ThemeMatrix.Axis]) {
        self.project = project
        matrix = ThemeMatrix(
            axes: axes, tokens: [], indexByID: StringIndex(minimumCapacity: project.estimatedTokenCount),
            dependencyLists: [], variantLists: [])
    }

    mutating func build() -> ThemeMatrix? {
        let defaultSelection = matrix.defaultSelection
        guard !matrix.axes.isEmpty else {
            // No modifiers (plain token files): one resolve, every token a constant, moved in as it resolves.
            matrix.selectionCount = 1
            matrix.tokens.reserveCapacity(project.estimatedTokenCount)
            let input = ResolverInput([])
            matrix.readDocuments.insert(project.documentKey(for: input))
            let (unresolved, resolverIndex) = project.resolveKeepingIndex(input, into: &matrix) { matrix, token in
                matrix.tokens.append(token)
            }
            matrix.unresolvedTokenIDs.formUnion(unresolved)
            if unresolved.isEmpty, resolverIndex.count == matrix.tokens.count {
                // Every token resolved, in source order, under ids of its own: the resolver's index is this one.
                matrix.indexByID = resolverIndex
            } else {
                var kept: [ResolvedToken] = []
                kept.reserveCapacity(matrix.tokens.count)
                for token in matrix.tokens where matrix.indexByID.insert(token.id, kept.count) == nil { kept.append(token) }
                matrix.tokens = kept
            }
            matrix.dependencyLists = Array(repeating: [], count: matrix.tokens.count)
            matrix.variantLists = Array(repeating: [], count: matrix.tokens.count)
            return matrix
        }
        var analysis = ThemeDependencies(project)
        // Every token some source defines tells, before anything resolves, what must be.
        var wanted: [(set: AxisSet, example: String)] = []
        var seenSets: Set<AxisSet> = []
        for id in analysis.definedIDs {
            let set = analysis.axes(of: id)
            if seenSets.insert(set).inserted { wanted.append((set, id)) }
        }
        self.analysis = analysis
        resolvedContexts = Array(repeating: [], count: matrix.axes.count)
        planned.insert(defaultSelection)
        guard var pending = plan(wanted) else {
            checkUnresolvedContexts()
            return nil
        }
        resolve(defaultSelection)
        while true {
            for selection in pending { resolve(selection) }
            // Tokens no source names as such (made by $extends) may need more.
            let uncovered = dependencySets.indices.compactMap { index -> (AxisSet, String)? in
                coveredSets.contains(dependencySets[index]) ? nil : (dependencySets[index], matrix.tokens[index].id)
            }
            guard !uncovered.isEmpty else { break }
            guard let more = plan(uncovered) else {
                checkUnresolvedContexts()
                return nil
            }
            pending = more
        }
        checkUnresolvedContexts()
        dropTokensLeftOutSomewhere()
        for index in matrix.tokens.indices where !matrix.dependencyLists[index].isEmpty { dropUnusedDependencies(index) }
        matrix.readDocuments = resolvedDocuments
        return matrix
    }

    /// A token some selection left out (rule 1: its value has no meaning in an app, or it refers to
    /// such a token, each said with a warning) is left out of every output: filed with the values of
    /// the other contexts alone, the contexts that left it out would take one of theirs (a brand color
    /// written `#fffffff` built as another brand's white, a `none` shadow of one platform as another
    /// platform's shadow, a Figma variable whose library alias is missing in one mode as its value in
    /// another). A token broken in some selection is an error there, and nothing is built.
    private mutating func dropTokensLeftOutSomewhere() {
        guard !leftOutSomewhere.isEmpty else { return }
        var tokens: [ResolvedToken] = []
        var indexByID = StringIndex(minimumCapacity: matrix.tokens.count)
        var dependencyLists: [[Int]] = []
        var variantLists: [[ResolvedToken?]] = []
        var sets: [AxisSet] = []
        for index in matrix.tokens.indices where !leftOutSomewhere.contains(matrix.tokens[index].id) {
            indexByID.insert(matrix.tokens[index].id, tokens.count)
            tokens.append(matrix.tokens[index])
            dependencyLists.append(matrix.dependencyLists[index])
            variantLists.append(matrix.variantLists[index])
            sets.append(dependencySets[index])
        }
        (matrix.tokens, matrix.indexByID, matrix.dependencyLists, matrix.variantLists) = (tokens, indexByID, dependencyLists, variantLists)
        dependencySets = sets
    }

    /// Reads every context of every modifier at least once, as `validate` does: a context that
    /// no token depends on, or one past the budget, still has its errors reported. An input
    /// that merges the same sources as one already resolved is not read again.
    private mutating func checkUnresolvedContexts() {
        let defaultSelection = matrix.defaultSelection
        for axis in matrix.axes.indices {
            for context in matrix.axes[axis].contexts.indices {
                let resolved = context == defaultSelection[axis] ? defaultResolved : resolvedContexts[axis].contains(context)
                guard !resolved else { continue }
                var selection = defaultSelection
                selection[axis] = context
                let input = input(of: selection)
                guard resolvedDocuments.insert(project.documentKey(for: input)).inserted else { continue }
                let read = project.checkIDs(input)
                matrix.checkedTokenIDs.formUnion(read.read)
                matrix.unresolvedTokenIDs.formUnion(read.unresolved)
                matrix.selectionCount += 1
                markResolved(selection, defaults: defaultSelection)
            }
        }
    }

    private mutating func markResolved(_ selection: [Int], defaults: [Int]) {
        var isDefault = true
        for axis in selection.indices where selection[axis] != defaults[axis] {
            resolvedContexts[axis].insert(selection[axis])
            isDefault = false
        }
        if isDefault { defaultResolved = true }
    }

    // MARK: Planning

    /// The selections the dependency sets need that are not planned yet: every combination of
    /// each set's axes' contexts, with the other axes at their default. Nil after reporting
    /// TS0520 when the plan outgrows the budget.
    ///
    /// A token's value depends only on its own axes, so one selection serves several sets at
    /// once where they do not share an axis: the k-th combination of each independent set goes
    /// into the k-th selection. N independent two-context modifiers take two selections, not N + 1.
    private mutating func plan(_ sets: [(set: AxisSet, example: String)]) -> [[Int]]? {
        // A set inside another is covered by the larger one's selections.
        let candidates = sets.filter { !coveredSets.contains($0.set) }
        let maximal = candidates.filter { candidate in
            !candidates.contains { $0.set != candidate.set && candidate.set.isSubset(of: $0.set) }
        }
        let defaultSelection = matrix.defaultSelection
        var packed: [(selection: [Int], fixed: AxisSet)] = []
        var examples: [String] = []
        for (set, example) in maximal {
            let axes = set.sorted
            let count = matrix.combinationCount(axes)
            guard count <= ThemeMatrix.permutationLimit else {
                reportBudget(needed: count, token: example, axes: axes)
                return nil
            }
            for combination in 0..<count {
                let contexts = matrix.contexts(ofCombination: combination, dependencies: axes)
                // Without packing (a token the analysis cannot see may appear), each combination is a selection of its own.
                var slot = mayPack ? combination : packed.count
                while slot < packed.count, !Self.fits(axes, contexts, in: packed[slot]) { slot += 1 }
                if slot == packed.count {
                    packed.append((defaultSelection, AxisSet()))
                    examples.append(example)
                }
                for (axis, context) in zip(axes, contexts) {
                    packed[slot].selection[axis] = context
                    packed[slot].fixed.insert(axis)
                }
            }
        }
        var result: [[Int]] = []
        for (offset, entry) in packed.enumerated() {
            guard planned.insert(entry.selection).inserted else { continue }
            result.append(entry.selection)
            if planned.count > ThemeMatrix.permutationLimit {
                reportBudget(needed: nil, token: examples[offset], axes: entry.fixed.sorted)
                return nil
            }
        }
        for (set, _) in candidates { coveredSets.insert(set) }
        return result
    }

    /// Whether a combination can join a packed selection: each of its axes is free there or
    /// already set to the same context.
    private static func fits(_ axes: [Int], _ contexts: [Int], in entry: (selection: [Int], fixed: AxisSet)) -> Bool {
        zip(axes, contexts).allSatisfy { axis, context in !entry.fixed.contains(axis) || entry.selection[axis] == context }
    }

    /// Packing relies on the analysis knowing every token's axes; tokens made by `$extends`
    /// appear only when resolved, with the axes of the selection that made them.
    private var mayPack: Bool { !(analysis?.hasExtends ?? true) }

    private func reportBudget(needed: Int?, token: String, axes: [Int]) {
        let modifiers = axes.map { project.modifiers[$0] }
        let total = needed.map { $0 == .max ? "more than \(Int.max)" : String($0) } ?? "more than \(ThemeMatrix.permutationLimit)"
        let message =
            needed == nil
            ? "the tokens depend on \(total) combinations of contexts in all; Tessera resolves at most \(ThemeMatrix.permutationLimit)"
            : "token \(token) depends on \(modifiers.count) modifiers whose contexts multiply to \(total) combinations; Tessera resolves at most \(ThemeMatrix.permutationLimit) per token"
        project.diagnostics.emit(
            .error, .tooManyPermutations, message, at: modifiers.first?.position, tokenPath: token,
            notes: modifiers.sorted { $0.contextNames.count > $1.contextNames.count }.prefix(5).map {
                ("modifier \($0.name) has \($0.contextNames.count) contexts", $0.position, nil)
            },
            fixIt: "merge modifiers that always change together, or split independent ones into separate resolver documents")
    }

    // MARK: Resolving

    /// Resolves one selection and files each token under it where the selection differs from
    /// the default only on axes the token depends on.
    private func input(of selection: [Int]) -> ResolverInput {
        ResolverInput(
            matrix.axes.indices.compactMap { axis in
                let contexts = matrix.axes[axis].contexts
                return contexts.indices.contains(selection[axis]) ? (matrix.axes[axis].modifier, contexts[selection[axis]]) : nil
            })
    }

    private mutating func resolve(_ selection: [Int]) {
        let input = input(of: selection)
        resolvedDocuments.insert(project.documentKey(for: input))
        matrix.selectionCount += 1
        markResolved(selection, defaults: matrix.defaultSelection)
        var changed = AxisSet()
        for axis in matrix.axes.indices where selection[axis] != matrix.axes[axis].defaultContext { changed.insert(axis) }
        let (unresolved, leftOut) = project.resolveNotingLeftOut(input) { token in
            let index: Int
            var isNew = false
            if let known = matrix.indexByID[token.id] {
                index = known
            } else {
                index = add(token, changed: changed)
                isNew = true
            }
            let dependencies = matrix.dependencyLists[index]
            guard !dependencies.isEmpty else { return }
            let combination = matrix.combinationIndex(selection, dependencies: dependencies)
            // A packed selection also changes other sets' axes: the token takes the combination of
            // its own, once (another selection with the same combination gives the same value).
            if !isNew, !changed.isSubset(of: dependencySets[index]), matrix.variantLists[index][combination] != nil { return }
            // One property, one type: a value of another type is widened to a type that holds both
            // (a solid color beside gradients), or reported and not filed (TS0526).
            var token = token
            if token.type != matrix.tokens[index].type {
                guard let common = TokenType.common(token.type, matrix.tokens[index].type) else {
                    let filed = matrix.tokens[index]
                    let noneHere = TypeConsistency.isNoneBeside(token.type, filed.type, value: token.value)
                    if noneHere || TypeConsistency.isNoneBeside(filed.type, token.type, value: filed.value) {
                        // `none` in one context, a shadow in another: left out of every output (rule 1).
                        if leftOutSomewhere.insert(token.id).inserted {
                            TypeConsistency.reportNone(
                                noneHere ? token : filed, context: noneHere ? TypeConsistency.describe(input) : "",
                                type: noneHere ? filed.type : token.type, diagnostics: project.diagnostics)
                        }
                        return
                    }
                    if typeReported.insert(token.id).inserted {
                        TypeConsistency.report(
                            token, context: TypeConsistency.describe(input), firstType: matrix.tokens[index].type, firstContext: "",
                            diagnostics: project.diagnostics)
                    }
                    return
                }
                if matrix.tokens[index].type != common { widen(index, to: common) }
                token = TypeConsistency.widened(token, to: common)
            }
            matrix.variantLists[index][combination] = token
        }
        matrix.unresolvedTokenIDs.formUnion(unresolved)
        leftOutSomewhere.formUnion(leftOut)
    }

    /// Widens token `index` and every value filed for it to `type` (``TypeConsistency/widened(_:to:)``).
    private mutating func widen(_ index: Int, to type: TokenType) {
        matrix.tokens[index] = TypeConsistency.widened(matrix.tokens[index], to: type)
        for offset in matrix.variantLists[index].indices {
            if let variant = matrix.variantLists[index][offset] {
                matrix.variantLists[index][offset] = TypeConsistency.widened(variant, to: type)
            }
        }
    }

    /// A token seen for the first time, with the axes it depends on (and those the selection
    /// that defines it changed, should the analysis have missed one).
    private mutating func add(_ token: ResolvedToken, changed: AxisSet) -> Int {
        let index = matrix.tokens.count
        matrix.indexByID.insert(token.id, index)
        var set = analysis?.axes(of: token.id) ?? AxisSet()
        // The analysis errs on the side of too many axes for what the sources define; a token it
        // did not see takes those the selection that made it changed too, within the budget
        // (a packed selection changes many independent axes at once).
        if analysis?.defines(token.id) != true {
            var widened = set
            widened.formUnion(changed)
            if matrix.combinationCount(widened.sorted) <= ThemeMatrix.permutationLimit { set = widened }
        }
        let dependencies = set.sorted
        dependencySets.append(set)
        matrix.dependencyLists.append(dependencies)
        matrix.variantLists.append(
            dependencies.isEmpty ? [] : Array(repeating: nil, count: matrix.combinationCount(dependencies)))
        matrix.tokens.append(token)
        return index
    }

    /// Narrows a token's dependencies to the axes along which it really changes, so that
    /// generated code switches only over those.
    private mutating func dropUnusedDependencies(_ index: Int) {
        var dependencies = matrix.dependencyLists[index]
        var variants = matrix.variantLists[index]
        var position = dependencies.count - 1
        while position >= 0 {
            let count = max(1, matrix.axes[dependencies[position]].contexts.count)
            // Combinations are laid out with the first dependency slowest: this axis's digit
            // steps by `stride`.
            let stride = matrix.combinationCount(Array(dependencies[(position + 1)...]))
            let blocks = variants.count / (stride * count)
            var varies = false
            search: for block in 0..<blocks {
                for offset in 0..<stride {
                    let first = variants[block * stride * count + offset]
                    for digit in 1..<count where !Self.same(first, variants[(block * count + digit) * stride + offset]) {
                        varies = true
                        break search
                    }
                }
            }
            if !varies {
                let keep = matrix.axes[dependencies[position]].defaultContext
                var narrowed: [ResolvedToken?] = []
                narrowed.reserveCapacity(variants.count / count)
                for block in 0..<blocks {
                    narrowed.append(contentsOf: variants[((block * count + keep) * stride)..<((block * count + keep) * stride + stride)])
                }
                variants = narrowed
                dependencies.remove(at: position)
            }
            position -= 1
        }
        matrix.dependencyLists[index] = dependencies
        matrix.variantLists[index] = dependencies.isEmpty ? [] : variants
    }

    /// Whether two resolutions of a token are alike in everything generated code shows.
    private static func same(_ lhs: ResolvedToken?, _ rhs: ResolvedToken?) -> Bool {
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        return lhs.value == rhs.value && lhs.aliasOf == rhs.aliasOf && lhs.type == rhs.type
            && lhs.isDeprecated == rhs.isDeprecated && lhs.deprecationMessage == rhs.deprecationMessage
            && lhs.description == rhs.description
            && ((lhs.extensions == nil && rhs.extensions == nil)
                || SpringExtension.read(from: lhs.extensions) == SpringExtension.read(from: rhs.extensions))
    }
}
