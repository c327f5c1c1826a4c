import TesseraDiagnostics
import TesseraTheme
import TesseraTokens

/// Lays a project's ``ThemeMatrix`` out as a ``SnapshotStorage``.
///
/// Modifiers that are device traits (the ``TraitAssignment`` generated code reads too)
/// are chosen by `TokenTraits` at lookup; the other modifiers
/// (brands) are themes the app chooses, each on its own. A token's row spans only
/// the modifiers it depends on.
struct SnapshotBuilder {
    let project: TokenProject
    let options: TokenStoreOptions

    init(project: TokenProject, options: TokenStoreOptions) {
        self.project = project
        self.options = options
    }

    func build() -> SnapshotStorage {
        var values = StoredValues()
        var slots: [SnapshotStorage.Slot] = []
        var rows: [Int32] = []
        var patterns: [SnapshotStorage.Pattern] = []
        var paths: [String] = []
        var positions: [SourcePosition] = []
        var traitModifiers: [(contexts: [TraitValues?], defaultIndex: Int)] = []
        var themeAxes: [SnapshotStorage.ThemeAxis] = []
        let remBase = options.remBase
        if project.modifiers.isEmpty {
            // One column (plain token files): each token is stored as it resolves, in order; the
            // resolved tokens are never collected.
            var column = SingleColumn(remBase: remBase, capacity: project.estimatedTokenCount)
            project.resolveValues(ResolverInput([]), into: &column, each: { $0.store($1) })
            (values, slots, paths, positions) = (column.values, column.slots, column.paths, column.positions)
        } else {
            guard let matrix = ThemeMatrix.build(project) else { return .empty() }
            // Where each matrix axis goes: a theme axis or a trait modifier, by position.
            var placement: [(isTrait: Bool, position: Int)] = []
            let assignment = TraitAssignment(
                modifiers: project.modifiers, traits: options.traitMapping, themes: options.themeModifiers)
            for (index, modifier) in project.modifiers.enumerated() {
                let axis = matrix.axes[index]
                if let mapping = assignment.traitValues(ofModifier: modifier.name) {
                    placement.append((true, traitModifiers.count))
                    traitModifiers.append((modifier.contextNames.map { mapping[$0] }, axis.defaultContext))
                } else {
                    placement.append((false, themeAxes.count))
                    themeAxes.append(.init(modifier: axis.modifier, contexts: axis.contexts, defaultContext: axis.defaultContext))
                }
            }
            var patternIndex: [[Int]: Int32] = [:]
            slots.reserveCapacity(matrix.tokens.count)
            for index in matrix.tokens.indices {
                let token = matrix.tokens[index]
                let dependencies = matrix.dependencies(ofTokenAt: index)
                if dependencies.isEmpty {
                    slots.append(.init(type: token.type, varies: false, index: values.append(token.value, remBase: remBase)))
                    continue
                }
                let pattern: Int32
                if let known = patternIndex[dependencies] {
                    pattern = known
                } else {
                    pattern = Int32(patterns.count)
                    patternIndex[dependencies] = pattern
                    let axes = dependencies.map { axis in
                        SnapshotStorage.Pattern.Axis(
                            isTrait: placement[axis].isTrait, position: placement[axis].position,
                            contextCount: max(1, matrix.axes[axis].contexts.count))
                    }
                    patterns.append(.init(axes: axes, columnCount: matrix.combinationCount(dependencies)))
                }
                // A row: the pattern, then one value index per combination, equal values stored once.
                let start = Int32(rows.count)
                rows.append(pattern)
                var distinct: [(value: TokenValue, index: Int32)] = []
                for variant in matrix.variants(ofTokenAt: index) {
                    guard let value = variant?.value else {
                        rows.append(-1)
                        continue
                    }
                    if value.type != token.type {
                        reportTypeChange(token, from: token.type, to: value.type)
                        rows.append(-1)
                    } else if let known = distinct.first(where: { $0.value == value }) {
                        rows.append(known.index)
                    } else {
                        let stored = values.append(value, remBase: remBase)
                        distinct.append((value, stored))
                        rows.append(stored)
                    }
                }
                slots.append(.init(type: token.type, varies: true, index: start))
            }
            paths = matrix.tokens.map(\.id)
            positions = matrix.tokens.map(\.position)
        }

        let sources = project.diagnostics.sources
        let layout = SlotTable.Layout(paths: paths)
        let storage = SnapshotStorage(
            paths: paths, positions: positions, sources: sources, slots: slots, rows: rows, patterns: patterns,
            values: values, traitTable: TraitTable(modifiers: traitModifiers), themeAxes: themeAxes,
            problems: LookupProblemLog(handler: options.onLookupProblem), layout: layout)
        for (slot, existing) in layout.duplicates {
            let name = paths[slot].split(separator: ".").last.map(String.init) ?? paths[slot]
            project.diagnostics.emit(
                .warning, .storeAmbiguousPath,
                "tokens \(paths[existing]) and \(paths[slot]) have the same lookup path once / is read as .; lookups find \(paths[existing])",
                at: positions[slot], tokenPath: paths[slot],
                notes: [("the token found", positions[existing], paths[existing])],
                fixIt: "rename \(name) so it has no /")
        }
        return storage
    }

    /// The storage of a one-column snapshot, filled token by token as they resolve.
    private struct SingleColumn {
        let remBase: Double
        var values = StoredValues()
        var slots: [SnapshotStorage.Slot] = []
        var paths: [String] = []
        var positions: [SourcePosition] = []

        init(remBase: Double, capacity: Int) {
            self.remBase = remBase
            slots.reserveCapacity(capacity)
            paths.reserveCapacity(capacity)
            positions.reserveCapacity(capacity)
        }

        mutating func store(_ token: ResolvedTokenValue) {
            slots.append(.init(type: token.value.type, varies: false, index: values.append(token.value, remBase: remBase)))
            paths.append(token.id)
            positions.append(token.position)
        }
    }

    private func reportTypeChange(_ token: ResolvedToken, from type: TokenType, to other: TokenType) {
        project.diagnostics.emit(
            .warning, .storeTypeMismatch,
            "token \(token.id) is a \(type.rawValue) in one theme or mode and a \(other.rawValue) in another; lookups use the \(type.rawValue) and the fallback elsewhere",
            at: token.position, tokenPath: token.id, fixIt: "give the token one $type in every theme and mode")
    }
}
