import TesseraTokens

/// Reads a token's values out of a ``ThemeMatrix`` for code generation: one value per
/// combination of the theme modifiers it depends on, each a constant or the trait variants
/// over the trait modifiers along which it changes in that theme.
struct ThemeValueFolder {
    let matrix: ThemeMatrix
    /// The matrix axes of the theme modifiers, ascending.
    let themeAxes: [Int]
    /// The trait meaning of each context, by matrix axis of each trait modifier.
    let traits: [Int: [String: TraitValues]]

    func entry(_ index: Int, singleThemeAxis: Bool) -> ThemeTable.Entry {
        let dependencies = matrix.dependencies(ofTokenAt: index)
        let token = matrix.tokens[index]
        guard !dependencies.isEmpty else {
            return ThemeTable.Entry(
                token: token, themeDependencies: [], themeValues: [.constant(token.value, aliasOf: token.aliasOf)],
                valueIndexByTheme: [])
        }
        let themePositions = themeAxes.indices.filter { dependencies.contains(themeAxes[$0]) }
        let themeDependencies = themePositions.map { themeAxes[$0] }
        let traitDependencies = dependencies.filter { traits[$0] != nil }
        var values: [ThemeTable.Value?] = []
        let count = matrix.combinationCount(themeDependencies)
        values.reserveCapacity(count)
        for combination in 0..<count {
            var selection = matrix.defaultSelection
            for (axis, context) in zip(themeDependencies, matrix.contexts(ofCombination: combination, dependencies: themeDependencies)) {
                selection[axis] = context
            }
            values.append(fold(index, selection: selection, traitAxes: traitDependencies))
        }
        let valueIndexByTheme: [Int]
        if themeDependencies.isEmpty {
            valueIndexByTheme = []
        } else if singleThemeAxis {
            valueIndexByTheme = Array(0..<count)
        } else {
            valueIndexByTheme = [matrix.combinationIndex(matrix.defaultSelection, dependencies: themeDependencies)]
        }
        return ThemeTable.Entry(
            token: token, themeDependencies: themePositions, themeValues: values, valueIndexByTheme: valueIndexByTheme)
    }

    /// The token over the combinations of its trait axes, with the theme axes as in `selection`,
    /// reduced to the trait axes along which it changes there.
    private func fold(_ index: Int, selection base: [Int], traitAxes: [Int]) -> ThemeTable.Value? {
        let count = matrix.combinationCount(traitAxes)
        var tokens: [ResolvedToken?] = []
        tokens.reserveCapacity(count)
        var selection = base
        for combination in 0..<count {
            for (axis, context) in zip(traitAxes, matrix.contexts(ofCombination: combination, dependencies: traitAxes)) {
                selection[axis] = context
            }
            tokens.append(matrix.token(at: index, in: selection))
        }
        let defaultIndex = matrix.combinationIndex(base, dependencies: traitAxes)
        guard let fallback = tokens[defaultIndex] ?? tokens.lazy.compactMap({ $0 }).first else { return nil }
        if tokens.allSatisfy({ $0 != nil && $0!.value == fallback.value && $0!.aliasOf == fallback.aliasOf }) {
            return .constant(fallback.value, aliasOf: fallback.aliasOf)
        }
        // Keep only the trait axes whose context changes the value in this theme.
        let relevant = traitAxes.indices.filter { varies(tokens, along: $0, of: traitAxes) }
        var variants: [ThemeTable.Variant] = []
        var seen: Set<[Int]> = []
        for combination in 0..<count {
            guard let token = tokens[combination] else { continue }
            let contexts = matrix.contexts(ofCombination: combination, dependencies: traitAxes)
            guard seen.insert(relevant.map { contexts[$0] }).inserted else { continue }
            var values = TraitValues()
            for position in relevant {
                let axis = matrix.axes[traitAxes[position]]
                values = values.merged(with: traits[traitAxes[position]]?[axis.contexts[contexts[position]]] ?? TraitValues())
            }
            variants.append(ThemeTable.Variant(traits: values, value: token.value, aliasOf: token.aliasOf))
        }
        return .adaptive(default: fallback.value, defaultAlias: fallback.aliasOf, variants: variants)
    }

    /// Whether changing only the context at `position` changes a value or alias somewhere.
    private func varies(_ tokens: [ResolvedToken?], along position: Int, of axes: [Int]) -> Bool {
        let stride = matrix.combinationCount(Array(axes[(position + 1)...]))
        let contexts = max(1, matrix.axes[axes[position]].contexts.count)
        for combination in tokens.indices {
            let digit = combination / stride % contexts
            guard digit == 0 else { continue }
            for other in 1..<max(contexts, 1) {
                let lhs = tokens[combination]
                let rhs = tokens[combination + other * stride]
                if lhs?.value != rhs?.value || lhs?.aliasOf != rhs?.aliasOf { return true }
            }
        }
        return false
    }
}
