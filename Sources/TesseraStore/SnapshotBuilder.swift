import TesseraDiagnostics
import TesseraTheme
import TesseraTokens

/// Resolves a project in every theme × trait combination and lays the results out
/// as a ``SnapshotStorage``.
///
/// Modifiers whose contexts name device traits (as in generated code, see
/// `TraitMapping`) become columns chosen by `TokenTraits` at lookup; the other
/// modifiers (brands) become themes the app chooses.
struct SnapshotBuilder {
    let project: TokenProject
    let options: TokenStoreOptions

    init(project: TokenProject, options: TokenStoreOptions) {
        self.project = project
        self.options = options
    }

    func build() -> SnapshotStorage {
        var traitModifiers: [(modifier: Modifier, contexts: [TraitValues], defaultIndex: Int)] = []
        var themeModifiers: [Modifier] = []
        for modifier in project.modifiers {
            let mapping =
                options.themeModifiers.contains(modifier.name)
                ? nil : (options.traitMapping[modifier.name] ?? TraitMapping.traits(of: modifier))
            if let mapping, modifier.contextNames.allSatisfy({ mapping[$0] != nil }) {
                let defaultIndex = modifier.defaultContext.flatMap(modifier.contextNames.firstIndex(of:)) ?? 0
                traitModifiers.append((modifier, modifier.contextNames.map { mapping[$0]! }, defaultIndex))
            } else {
                themeModifiers.append(modifier)
            }
        }
        let themes = Self.product(themeModifiers)
        let combinations = Self.product(traitModifiers.map(\.modifier))
        let defaultTheme =
            themes.firstIndex { selections in
                selections.allSatisfy { selection in
                    let modifier = themeModifiers.first { $0.name == selection.modifier }
                    return selection.context == (modifier?.defaultContext ?? modifier?.contextNames.first)
                }
            } ?? 0

        // Resolve every column; slots are numbered in first-seen order.
        var values = StoredValues()
        var slots: [SnapshotStorage.Slot] = []
        var rows: [Int32] = []
        var paths: [String] = []
        var positions: [SourcePosition] = []
        let remBase = options.remBase
        if themes.count == 1, combinations.count == 1 {
            // One column (plain token files): each token is stored as it resolves, in order; the
            // resolved tokens are never collected.
            let permutation = project.permutations()[0]
            var column = SingleColumn(remBase: remBase, capacity: project.estimatedTokenCount)
            project.resolveValues(permutation, into: &column, each: { $0.store($1) })
            (values, slots, paths, positions) = (column.values, column.slots, column.paths, column.positions)
        } else {
            var columns: [[TokenValue?]] = []
            columns.reserveCapacity(themes.count * combinations.count)
            let tokens = collectColumns(themes: themes, combinations: combinations, columns: &columns)
            slots.reserveCapacity(tokens.count)
            for slot in tokens.indices {
                let type = tokens[slot].value.type
                let perColumn = columns.map { slot < $0.count ? $0[slot] : nil }
                if let first = perColumn[0], perColumn.allSatisfy({ $0 == first }) {
                    slots.append(.init(type: type, varies: false, index: values.append(first, remBase: remBase)))
                    continue
                }
                // A row: one value index per column, equal values stored once.
                let start = Int32(rows.count)
                var distinct: [(value: TokenValue, index: Int32)] = []
                for value in perColumn {
                    guard let value else {
                        rows.append(-1)
                        continue
                    }
                    if value.type != type {
                        reportTypeChange(tokens[slot], from: type, to: value.type)
                        rows.append(-1)
                    } else if let known = distinct.first(where: { $0.value == value }) {
                        rows.append(known.index)
                    } else {
                        let index = values.append(value, remBase: remBase)
                        distinct.append((value, index))
                        rows.append(index)
                    }
                }
                slots.append(.init(type: type, varies: true, index: start))
            }
            paths = tokens.map(\.id)
            positions = tokens.map(\.position)
        }

        let sources = project.diagnostics.sources
        let layout = SlotTable.Layout(paths: paths)
        let storage = SnapshotStorage(
            paths: paths, positions: positions, sources: sources, slots: slots, rows: rows,
            values: values,
            traitTable: TraitTable(modifiers: traitModifiers.map { ($0.contexts, $0.defaultIndex) }),
            combinationCount: combinations.count,
            themeNames: themes.map { $0.isEmpty ? "default" : $0.map(\.context).joined(separator: "-") },
            themeSelections: themes.map { Dictionary(uniqueKeysWithValues: $0.map { ($0.modifier, $0.context) }) },
            defaultTheme: defaultTheme, problems: LookupProblemLog(handler: options.onLookupProblem), layout: layout)
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

    /// Resolves every theme × trait combination; returns the tokens in first-seen order and
    /// fills one column of values per combination, indexed by slot.
    private func collectColumns(
        themes: [[(modifier: String, context: String)]], combinations: [[(modifier: String, context: String)]],
        columns: inout [[TokenValue?]]
    ) -> [ResolvedToken] {
        var slotByID: [String: Int] = [:]
        var tokens: [ResolvedToken] = []
        for theme in themes {
            for combination in combinations {
                let chosen = Dictionary(uniqueKeysWithValues: (theme + combination).map { ($0.modifier, $0.context) })
                let input = ResolverInput(project.modifiers.compactMap { modifier in chosen[modifier.name].map { (modifier.name, $0) } })
                let set = project.resolve(input)
                if slotByID.isEmpty { slotByID.reserveCapacity(set.tokens.count) }
                var column = [TokenValue?](repeating: nil, count: tokens.count)
                column.reserveCapacity(set.tokens.count)
                for token in set.tokens {
                    let slot: Int
                    if let known = slotByID[token.id] {
                        slot = known
                    } else {
                        slot = tokens.count
                        slotByID[token.id] = slot
                        tokens.append(token)
                    }
                    if slot >= column.count { column.append(contentsOf: repeatElement(nil, count: slot - column.count + 1)) }
                    column[slot] = token.value
                }
                columns.append(column)
            }
        }
        return tokens
    }

    private func reportTypeChange(_ token: ResolvedToken, from type: TokenType, to other: TokenType) {
        project.diagnostics.emit(
            .warning, .storeTypeMismatch,
            "token \(token.id) is a \(type.rawValue) in one theme or mode and a \(other.rawValue) in another; lookups use the \(type.rawValue) and the fallback elsewhere",
            at: token.position, tokenPath: token.id, fixIt: "give the token one $type in every theme and mode")
    }

    /// Every combination of the modifiers' contexts, in order.
    private static func product(_ modifiers: [Modifier]) -> [[(modifier: String, context: String)]] {
        var result: [[(modifier: String, context: String)]] = [[]]
        for modifier in modifiers {
            result = result.flatMap { prefix in modifier.contextNames.map { prefix + [(modifier.name, $0)] } }
        }
        return result
    }
}
