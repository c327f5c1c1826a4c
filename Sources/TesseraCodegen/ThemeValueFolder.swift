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

    /// The entry of the token at `index` of the matrix, which `tokens` holds.
    func entry(_ index: Int, of tokens: ThemeTable.Tokens, singleThemeAxis: Bool) -> ThemeTable.Entry {
        let dependencies = matrix.dependencies(ofTokenAt: index)
        guard !dependencies.isEmpty else {
            let token = tokens.all[index]
            return ThemeTable.Entry(
                token: index, of: tokens, themeDependencies: [], themeValues: [.constant(token.value, aliasOf: token.aliasOf)],
                valueIndexByTheme: [])
        }
        let themePositions = themeAxes.indices.filter { dependencies.contains(themeAxes[$0]) }
        let themeDependencies = themePositions.map { themeAxes[$0] }
        let values = themeValues(index) { ValueAndAlias(value: $0.value, aliasOf: $0.aliasOf) }.map { $0.map(Self.tableValue) }
        let count = values.count
        let valueIndexByTheme: [Int]
        if themeDependencies.isEmpty {
            valueIndexByTheme = []
        } else if singleThemeAxis {
            valueIndexByTheme = Array(0..<count)
        } else {
            valueIndexByTheme = [matrix.combinationIndex(matrix.defaultSelection, dependencies: themeDependencies)]
        }
        return ThemeTable.Entry(
            token: index, of: tokens, themeDependencies: themePositions, themeValues: values, valueIndexByTheme: valueIndexByTheme)
    }

    /// A token's folded value and alias as the table holds it.
    private static func tableValue(_ folded: Folded<ValueAndAlias>) -> ThemeTable.Value {
        switch folded {
        case .constant(let value): .constant(value.value, aliasOf: value.aliasOf)
        case .adaptive(let fallback, let variants):
            .adaptive(
                default: fallback.value, defaultAlias: fallback.aliasOf,
                variants: variants.map { ThemeTable.Variant(traits: $0.traits, value: $0.value.value, aliasOf: $0.value.aliasOf) })
        }
    }

    /// What two selections must share for the token to be one value there.
    private struct ValueAndAlias: Equatable {
        var value: TokenValue
        var aliasOf: String?
    }

    /// Something read from a token (its value, or the spring in its `$extensions`) in each
    /// combination of the theme axes it depends on, folded over its trait axes like its value
    /// (``ThemeTable/Entry/themeValues``): nil where that combination does not define it.
    func themeValues<Value: Equatable>(_ index: Int, reading read: (ResolvedToken) -> Value?) -> [Folded<Value>?] {
        let dependencies = matrix.dependencies(ofTokenAt: index)
        guard !dependencies.isEmpty else { return [read(matrix.tokens[index]).map { .constant($0) }] }
        let themeDependencies = themeAxes.filter { dependencies.contains($0) }
        let traitDependencies = dependencies.filter { traits[$0] != nil }
        return (0..<matrix.combinationCount(themeDependencies)).map { combination in
            var selection = matrix.defaultSelection
            for (axis, context) in zip(themeDependencies, matrix.contexts(ofCombination: combination, dependencies: themeDependencies)) {
                selection[axis] = context
            }
            return fold(index, selection: selection, traitAxes: traitDependencies, reading: read)
        }
    }

    /// A value read from a token over the trait axes: one constant, or the default and one variant per
    /// combination of the trait axes along which it changes.
    enum Folded<Value: Equatable>: Equatable {
        case constant(Value)
        case adaptive(default: Value, variants: [FoldedVariant<Value>])
    }

    struct FoldedVariant<Value: Equatable>: Equatable {
        var traits: TraitValues
        var value: Value
    }

    /// What `read` gives over the combinations of the trait axes, with the theme axes as in
    /// `selection`, reduced to the trait axes along which it changes there.
    private func fold<Value: Equatable>(
        _ index: Int, selection base: [Int], traitAxes: [Int], reading read: (ResolvedToken) -> Value?
    ) -> Folded<Value>? {
        let count = matrix.combinationCount(traitAxes)
        var values: [Value?] = []
        values.reserveCapacity(count)
        var selection = base
        for combination in 0..<count {
            for (axis, context) in zip(traitAxes, matrix.contexts(ofCombination: combination, dependencies: traitAxes)) {
                selection[axis] = context
            }
            values.append(matrix.token(at: index, in: selection).flatMap(read))
        }
        let defaultIndex = matrix.combinationIndex(base, dependencies: traitAxes)
        guard let fallback = values[defaultIndex] ?? values.lazy.compactMap({ $0 }).first else { return nil }
        if values.allSatisfy({ $0 == fallback }) { return .constant(fallback) }
        // Keep only the trait axes whose context changes the value in this theme.
        let relevant = traitAxes.indices.filter { varies(values, along: $0, of: traitAxes) }
        var variants: [FoldedVariant<Value>] = []
        var seen: Set<[Int]> = []
        for combination in 0..<count {
            guard let value = values[combination] else { continue }
            let contexts = matrix.contexts(ofCombination: combination, dependencies: traitAxes)
            guard seen.insert(relevant.map { contexts[$0] }).inserted else { continue }
            // A context that a partial `traits:` mapping leaves out is never selected by the device.
            var traitValues: TraitValues? = TraitValues()
            for position in relevant {
                let axis = matrix.axes[traitAxes[position]]
                let meaning = traits[traitAxes[position]]?[axis.contexts[contexts[position]]]
                traitValues = meaning.flatMap { traitValues?.merged(with: $0) }
            }
            if let traitValues { variants.append(FoldedVariant(traits: traitValues, value: value)) }
        }
        return .adaptive(default: fallback, variants: variants)
    }

    /// Whether changing only the context at `position` changes a value or alias somewhere.
    private func varies<Value: Equatable>(_ values: [Value?], along position: Int, of axes: [Int]) -> Bool {
        let stride = matrix.combinationCount(Array(axes[(position + 1)...]))
        let contexts = max(1, matrix.axes[axes[position]].contexts.count)
        for combination in values.indices {
            let digit = combination / stride % contexts
            guard digit == 0 else { continue }
            for other in 1..<max(contexts, 1) {
                if values[combination] != values[combination + other * stride] { return true }
            }
        }
        return false
    }
}
