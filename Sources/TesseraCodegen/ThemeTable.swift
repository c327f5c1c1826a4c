import TesseraSyntax
public import TesseraTokens

/// Every token of a project, resolved in every combination of theme and trait
/// contexts, folded into what code generation needs: per theme, per token, one
/// constant value or a list of trait variants.
public struct ThemeTable: Sendable {
    /// A theme: one context of each theme (brand-like) modifier.
    public struct Theme: Sendable {
        /// Context names joined with `-` (`acme`, `acme-compact`), or `default` when there are no theme modifiers.
        public var name: String
        public var selections: [(modifier: String, context: String)]
    }

    /// The value of one token in one theme.
    public enum Value: Sendable, Equatable {
        case constant(TokenValue, aliasOf: String?)
        /// The value at the default traits, then one entry per combination of the trait modifiers the token depends on.
        case adaptive(default: TokenValue, defaultAlias: String?, variants: [Variant])
    }

    public struct Variant: Sendable, Equatable {
        public var traits: TraitValues
        public var value: TokenValue
        public var aliasOf: String?
    }

    /// A token as declared (the first theme and trait combination that defines it).
    public struct Entry: Sendable {
        public var token: ResolvedToken
        /// Per theme, in ``themes`` order; nil where the theme does not define the token.
        public var values: [Value?] {
            didSet { isAdaptive = Self.anyAdaptive(values) }
        }
        /// Whether any theme varies with traits: then the Swift type is `Adaptive<…>`. Kept, not
        /// computed: generation asks for every token in every theme, and there can be thousands.
        public private(set) var isAdaptive: Bool

        init(token: ResolvedToken, values: [Value?]) {
            self.token = token
            self.values = values
            self.isAdaptive = Self.anyAdaptive(values)
        }

        private static func anyAdaptive(_ values: [Value?]) -> Bool {
            values.contains { if case .adaptive? = $0 { true } else { false } }
        }
    }

    public var themes: [Theme]
    /// Modifiers read as traits, with what each context means.
    public var traitModifiers: [(name: String, contexts: [String: TraitValues], defaultContext: String)]
    public var entries: [Entry]
    /// Entry index by token id (a plain-hash index: built for every token, read for every alias).
    let indexByID: StringIndex

    /// The index in ``entries`` of the token with this id.
    public func entryIndex(ofToken id: String) -> Int? { indexByID[id] }

    /// The most theme × trait combinations ``build(project:traitOverrides:themeModifiers:)`` is
    /// asked to resolve: each becomes values in the generated code, so time and output grow with it.
    public static let permutationLimit = 4096

    /// Whether the project's permutations fit ``permutationLimit``; reports TS0520 when they do not.
    /// Checked before any resolving, so a resolver with dozens of modifiers fails at once.
    public static func checkPermutationBudget(_ project: TokenProject) -> Bool {
        project.permutationsFit(within: permutationLimit, what: "build generates")
    }

    /// Resolves the project in every theme × trait combination.
    public static func build(project: TokenProject, traitOverrides: [String: [String: TraitValues]] = [:], themeModifiers: Set<String> = [])
        -> ThemeTable
    {
        var traitModifiers: [(name: String, contexts: [String: TraitValues], defaultContext: String)] = []
        var themeModifierList: [Modifier] = []
        for modifier in project.modifiers {
            let mapping = themeModifiers.contains(modifier.name) ? nil : (traitOverrides[modifier.name] ?? TraitMapping.traits(of: modifier))
            if let mapping {
                traitModifiers.append(
                    (modifier.name, mapping, modifier.defaultContext ?? modifier.contextNames.first ?? ""))
            } else {
                themeModifierList.append(modifier)
            }
        }
        var themes: [[(modifier: String, context: String)]] = [[]]
        for modifier in themeModifierList {
            themes = themes.flatMap { prefix in modifier.contextNames.map { prefix + [(modifier.name, $0)] } }
        }
        var traitCombinations: [[(modifier: String, context: String)]] = [[]]
        for modifier in traitModifiers {
            let contexts = project.modifiers.first { $0.name == modifier.name }?.contextNames ?? []
            traitCombinations = traitCombinations.flatMap { prefix in contexts.map { prefix + [(modifier.name, $0)] } }
        }

        let themeList = themes.map { selections in
            Theme(
                name: selections.isEmpty ? "default" : selections.map(\.context).joined(separator: "-"),
                selections: selections)
        }
        // One theme and no trait modifiers (a plain token file): every value is a constant,
        // and the tokens move into the entries without the per-combination rows.
        if themes.count == 1, traitCombinations.count == 1 {
            var indexByID = StringIndex(minimumCapacity: project.estimatedTokenCount)
            var entries: [Entry] = []
            entries.reserveCapacity(project.estimatedTokenCount)
            project.resolve(Self.ordered(ResolverInput(themes[0]), project: project)) { token in
                guard indexByID.insert(token.id, entries.count) == nil else { return }
                let value = Value.constant(token.value, aliasOf: token.aliasOf)
                entries.append(Entry(token: token, values: [value]))
            }
            return ThemeTable(themes: themeList, traitModifiers: traitModifiers, entries: entries, indexByID: indexByID)
        }

        // Rows of tokens by entry (first-seen order): theme → trait combination → entry.
        var indexByID = StringIndex()
        var declared: [ResolvedToken] = []
        var rows: [[[ResolvedToken?]]] = []
        for theme in themes {
            var perCombination: [[ResolvedToken?]] = []
            for combination in traitCombinations {
                let input = ResolverInput(theme + combination)
                let set = project.resolve(Self.ordered(input, project: project))
                var row = [ResolvedToken?](repeating: nil, count: declared.count)
                for token in set.tokens {
                    let index: Int
                    if let known = indexByID.insert(token.id, declared.count) {
                        index = known
                    } else {
                        index = declared.count
                        declared.append(token)
                    }
                    if index >= row.count { row.append(contentsOf: repeatElement(nil, count: index - row.count + 1)) }
                    row[index] = token
                }
                perCombination.append(row)
            }
            rows.append(perCombination)
        }

        let defaultCombination = traitCombinations.firstIndex { combination in
            combination.allSatisfy { selection in
                traitModifiers.first { $0.name == selection.modifier }?.defaultContext == selection.context
            }
        } ?? 0
        var entries: [Entry] = []
        entries.reserveCapacity(declared.count)
        for (index, token) in declared.enumerated() {
            var values: [Value?] = []
            for themeIndex in themes.indices {
                let tokens = rows[themeIndex].map { index < $0.count ? $0[index] : nil }
                values.append(
                    fold(tokens: tokens, combinations: traitCombinations, defaultIndex: defaultCombination,
                        traitModifiers: traitModifiers))
            }
            entries.append(Entry(token: token, values: values))
        }
        return ThemeTable(themes: themeList, traitModifiers: traitModifiers, entries: entries, indexByID: indexByID)
    }

    /// The input with modifiers in the project's resolution order.
    private static func ordered(_ input: ResolverInput, project: TokenProject) -> ResolverInput {
        ResolverInput(project.modifiers.compactMap { modifier in input[modifier.name].map { (modifier.name, $0) } })
    }

    /// One token's values over the trait combinations of one theme, reduced to the
    /// trait modifiers it actually depends on.
    private static func fold(
        tokens: [ResolvedToken?], combinations: [[(modifier: String, context: String)]],
        defaultIndex: Int, traitModifiers: [(name: String, contexts: [String: TraitValues], defaultContext: String)]
    ) -> Value? {
        guard let fallback = tokens[defaultIndex] ?? tokens.compactMap({ $0 }).first else { return nil }
        let present = tokens.compactMap { $0 }
        if present.count == tokens.count,
            present.allSatisfy({ $0.value == fallback.value && $0.aliasOf == fallback.aliasOf })
        {
            return .constant(fallback.value, aliasOf: fallback.aliasOf)
        }
        // Keep only the trait modifiers whose context changes the value.
        var relevant: [Int] = []
        for (modifierIndex, _) in traitModifiers.enumerated() {
            var varies = false
            for (index, combination) in combinations.enumerated() where !varies {
                for (otherIndex, other) in combinations.enumerated()
                where otherIndex != index && differsOnlyAt(modifierIndex, combination, other) {
                    if tokens[index]?.value != tokens[otherIndex]?.value
                        || tokens[index]?.aliasOf != tokens[otherIndex]?.aliasOf
                    {
                        varies = true
                        break
                    }
                }
            }
            if varies { relevant.append(modifierIndex) }
        }
        var variants: [Variant] = []
        var seen: Set<[String]> = []
        for (index, combination) in combinations.enumerated() {
            guard let token = tokens[index] else { continue }
            let key = relevant.map { combination[$0].context }
            guard seen.insert(key).inserted else { continue }
            var traits = TraitValues()
            for modifierIndex in relevant {
                let modifier = traitModifiers[modifierIndex]
                traits = traits.merged(with: modifier.contexts[combination[modifierIndex].context] ?? TraitValues())
            }
            variants.append(Variant(traits: traits, value: token.value, aliasOf: token.aliasOf))
        }
        return .adaptive(default: fallback.value, defaultAlias: fallback.aliasOf, variants: variants)
    }

    private static func differsOnlyAt(
        _ position: Int, _ lhs: [(modifier: String, context: String)], _ rhs: [(modifier: String, context: String)]
    ) -> Bool {
        for index in lhs.indices where index != position && lhs[index].context != rhs[index].context { return false }
        return lhs[position].context != rhs[position].context
    }
}
