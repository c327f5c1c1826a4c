import TesseraSyntax
public import TesseraTokens

/// What code generation needs of a ``ThemeMatrix``: which modifiers are device traits
/// (read at run time) and which app-selected themes, and each token's value per
/// combination of the theme modifiers it depends on, as one constant or a list of
/// trait variants over the trait modifiers it depends on.
public struct ThemeTable: Sendable {
    /// A theme of ``themes``: one context of each theme (brand-like) modifier.
    public struct Theme: Sendable {
        /// The context name, or `default` when there are no theme modifiers (or several: then only the default theme is listed).
        public var name: String
        public var selections: [(modifier: String, context: String)]
    }

    /// An app-selected modifier: one independent axis of the generated theme.
    public struct ThemeAxis: Sendable {
        /// The modifier's index in ``ThemeTable/matrix``'s axes.
        public var axis: Int
        public var name: String
        public var contexts: [String]
        /// The index in ``contexts`` of the default context.
        public var defaultContext: Int
    }

    /// The value of one token for one combination of theme contexts.
    public enum Value: Sendable, Equatable {
        case constant(TokenValue, aliasOf: String?)
        /// The value at the default traits, then one entry per combination of the trait modifiers it depends on.
        case adaptive(default: TokenValue, defaultAlias: String?, variants: [Variant])

        /// The tokens its parts are aliases of (the default's, then each trait variant's).
        var aliases: [String] {
            switch self {
            case .constant(_, let alias): alias.map { [$0] } ?? []
            case .adaptive(_, let alias, let variants): (alias.map { [$0] } ?? []) + variants.compactMap(\.aliasOf)
            }
        }

        /// Whether every part is another token's value (an alias in each trait variant).
        var isAliasOnly: Bool {
            switch self {
            case .constant(_, let alias): alias != nil
            case .adaptive(_, let alias, let variants): alias != nil && variants.allSatisfy { $0.aliasOf != nil }
            }
        }
    }

    public struct Variant: Sendable, Equatable {
        public var traits: TraitValues
        public var value: TokenValue
        public var aliasOf: String?
    }

    /// The matrix's tokens, shared by every entry: an entry names its token by position
    /// instead of holding a copy (a resolved token is about 200 bytes; a table of 100,000
    /// copied them all, 20 MB beside the matrix's own).
    final class Tokens: Sendable {
        let all: [ResolvedToken]
        init(_ all: [ResolvedToken]) { self.all = all }
    }

    /// A token as declared (at the default selection, or where first defined).
    public struct Entry: Sendable {
        private let tokens: Tokens
        private let tokenIndex: Int
        /// The token, as the matrix holds it.
        public var token: ResolvedToken { tokens.all[tokenIndex] }
        /// Positions in ``ThemeTable/themeAxes`` the value depends on, ascending.
        public var themeDependencies: [Int]
        /// Per combination of the contexts of ``themeDependencies`` (the first varying slowest);
        /// nil where that combination does not define the token.
        public var themeValues: [Value?]
        /// Per theme of ``ThemeTable/themes``, its position in ``themeValues`` (empty: position 0 for every theme).
        var valueIndexByTheme: [Int]
        /// Whether any theme varies with traits: then the Swift type is `Adaptive<…>`. Kept, not
        /// computed: generation asks for every token in every theme, and there can be thousands.
        public let isAdaptive: Bool

        init(token index: Int, of tokens: Tokens, themeDependencies: [Int], themeValues: [Value?], valueIndexByTheme: [Int]) {
            self.tokens = tokens
            self.tokenIndex = index
            self.themeDependencies = themeDependencies
            self.themeValues = themeValues
            self.valueIndexByTheme = valueIndexByTheme
            self.isAdaptive = themeValues.contains { if case .adaptive? = $0 { true } else { false } }
        }

        /// The value in a theme of ``ThemeTable/themes``.
        public func value(inTheme theme: Int) -> Value? {
            themeValues[valueIndexByTheme.isEmpty ? 0 : valueIndexByTheme[theme]]
        }
    }

    public var matrix: ThemeMatrix
    /// The app-selected modifiers, in resolution order.
    public var themeAxes: [ThemeAxis]
    /// With at most one theme modifier, each of its contexts (or `default`); with several, the default theme only
    /// (the generated code chooses each axis on its own).
    public var themes: [Theme]
    /// Modifiers read as traits, with what each context means.
    public var traitModifiers: [(name: String, contexts: [String: TraitValues], defaultContext: String)]
    public var entries: [Entry]
    /// How ``entries``' values were read from the matrix, for anything else read the same way (springs).
    let valueFolder: ThemeValueFolder

    /// The index in ``entries`` of the token with this id.
    public func entryIndex(ofToken id: String) -> Int? { matrix.index(ofToken: id) }

    /// The table of a project, or nil (TS0520 reported) when its tokens need more than
    /// ``ThemeMatrix/permutationLimit`` selections resolved.
    public static func make(project: TokenProject, assignment: TraitAssignment) -> ThemeTable? {
        guard let matrix = ThemeMatrix.build(project) else { return nil }
        return ThemeTable(matrix: matrix, modifiers: project.modifiers, assignment: assignment)
    }

    /// The table with the ``TraitAssignment`` of `traits:` and `themes:` mappings.
    public static func make(project: TokenProject, traitOverrides: [String: [String: TraitValues]] = [:], themeModifiers: Set<String> = [])
        -> ThemeTable?
    {
        make(project: project, assignment: TraitAssignment(modifiers: project.modifiers, traits: traitOverrides, themes: themeModifiers))
    }

    /// Like ``make(project:traitOverrides:themeModifiers:)``; a project over the budget gives an empty table.
    public static func build(project: TokenProject, traitOverrides: [String: [String: TraitValues]] = [:], themeModifiers: Set<String> = [])
        -> ThemeTable
    {
        make(project: project, traitOverrides: traitOverrides, themeModifiers: themeModifiers)
            ?? ThemeTable(matrix: ThemeMatrix.empty, modifiers: [], assignment: TraitAssignment(modifiers: []))
    }

    init(matrix: ThemeMatrix, modifiers: [Modifier], assignment: TraitAssignment) {
        self.matrix = matrix
        var traits: [Int: [String: TraitValues]] = [:]
        var themeAxisIndices: [Int] = []
        traitModifiers = []
        themeAxes = []
        for (index, modifier) in modifiers.enumerated() {
            let axis = matrix.axes[index]
            if let mapping = assignment.traitValues(ofModifier: modifier.name) {
                traits[index] = mapping
                traitModifiers.append((modifier.name, mapping, axis.contexts.indices.contains(axis.defaultContext) ? axis.contexts[axis.defaultContext] : ""))
            } else {
                themeAxisIndices.append(index)
                themeAxes.append(ThemeAxis(axis: index, name: axis.modifier, contexts: axis.contexts, defaultContext: axis.defaultContext))
            }
        }
        if let only = themeAxes.first, themeAxes.count == 1 {
            themes = only.contexts.map { Theme(name: $0, selections: [(only.name, $0)]) }
        } else {
            let defaults = themeAxes.map { ($0.name, $0.contexts.indices.contains($0.defaultContext) ? $0.contexts[$0.defaultContext] : "") }
            themes = [Theme(name: "default", selections: defaults)]
        }
        let folder = ThemeValueFolder(matrix: matrix, themeAxes: themeAxisIndices, traits: traits)
        valueFolder = folder
        let tokens = Tokens(matrix.tokens)
        entries = []
        entries.reserveCapacity(matrix.tokens.count)
        for index in matrix.tokens.indices {
            entries.append(folder.entry(index, of: tokens, singleThemeAxis: themeAxes.count == 1))
        }
    }

    /// Tokens without values, for checking their Swift names alone (`tessera validate`).
    init(namingOnly tokens: [ResolvedToken]) {
        matrix = .empty
        themeAxes = []
        themes = []
        traitModifiers = []
        valueFolder = ThemeValueFolder(matrix: .empty, themeAxes: [], traits: [:])
        let shared = Tokens(tokens)
        entries = tokens.indices.map { Entry(token: $0, of: shared, themeDependencies: [], themeValues: [], valueIndexByTheme: []) }
    }
}
