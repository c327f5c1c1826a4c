public import TesseraDiagnostics
public import TesseraTheme
public import TesseraTokens

/// An immutable, fully resolved set of tokens loaded at run time, seen through one theme.
///
/// Every token was resolved once at load, in every theme and every combination of
/// trait contexts (light/dark, contrast, size class, text size), into flat typed
/// arrays. A lookup by ``TokenKey`` or by path string is a hash probe and an array
/// read: no locks, no allocation, no JSON.
///
/// ```swift
/// let result = TokenStoreSnapshot.load(contentsOf: tokensDirectory)
/// guard let tokens = result.snapshot else { /* result.diagnostics says why */ }
/// let highlight = tokens.color(path: "theme/navigation/bottom/highlight", for: traits)
/// let headline = tokens.typography(path: "textStyles.headline")
/// ```
///
/// A lookup that cannot be answered returns ``TokenStoreFallback``'s value for the
/// type and reports a diagnostic once (see ``lookupProblems``).
///
/// Snapshots are values and `Sendable`; use ``TokenStore`` to replace the current
/// one while other threads read.
public struct TokenStoreSnapshot: TokenTheme {
    let storage: SnapshotStorage
    /// The theme this snapshot answers for: one context index per theme modifier of the storage.
    let theme: [Int]

    init(storage: SnapshotStorage, theme: [Int]) {
        self.storage = storage
        self.theme = theme
    }

    /// A snapshot without tokens, so every lookup returns its fallback and reports it.
    /// It stands for "nothing loaded yet" where a theme value is required; its lookup
    /// problems are shared by every use of `default`.
    public static var `default`: TokenStoreSnapshot { empty }

    private static let empty = TokenStoreSnapshot(storage: .empty(), theme: [])

    // MARK: Themes

    /// The name of this snapshot's theme: the contexts of the app-chosen modifiers
    /// (brands) joined with `-`, or `default` when the tokens have none.
    public var themeName: String { storage.themeName(theme) }

    /// The context chosen for each app-chosen modifier in this theme.
    public var themeSelections: [String: String] {
        Dictionary(uniqueKeysWithValues: zip(storage.themeAxes, theme).map { ($0.modifier, $0.contexts[$1]) })
    }

    /// Every theme of the loaded tokens, each combination of the app-chosen modifiers' contexts,
    /// the last modifier varying fastest. With more than 4,096 combinations (many independent
    /// modifiers) only this snapshot's theme is listed: choose others with ``theme(_:)``.
    public var themeNames: [String] {
        allThemes()?.map(storage.themeName) ?? [themeName]
    }

    /// The same tokens seen through another theme (costs nothing: the storage is shared), or nil when
    /// there is no such theme among ``themeNames``.
    public func theme(named name: String) -> TokenStoreSnapshot? {
        if name == themeName { return self }
        return allThemes()?.first { storage.themeName($0) == name }.map { TokenStoreSnapshot(storage: storage, theme: $0) }
    }

    /// The same tokens in the theme whose app-chosen modifiers have these contexts
    /// (`["brand": "globex"]`); modifiers not named keep this snapshot's context. Nil when a
    /// name is not a theme modifier or not one of its contexts.
    public func theme(_ selections: [String: String]) -> TokenStoreSnapshot? {
        var chosen = theme
        for (modifier, context) in selections {
            guard let axis = storage.themeAxes.firstIndex(where: { $0.modifier == modifier }),
                let index = storage.themeAxes[axis].contexts.firstIndex(of: context)
            else { return nil }
            chosen[axis] = index
        }
        return TokenStoreSnapshot(storage: storage, theme: chosen)
    }

    /// Every combination of theme contexts, or nil when there are more than ``ThemeMatrix/permutationLimit``.
    private func allThemes() -> [[Int]]? {
        var count = 1
        for axis in storage.themeAxes {
            count *= max(1, axis.contexts.count)
            if count > ThemeMatrix.permutationLimit { return nil }
        }
        var result: [[Int]] = [[]]
        for axis in storage.themeAxes {
            result = result.flatMap { prefix in axis.contexts.indices.map { prefix + [$0] } }
        }
        return result
    }

    // MARK: Tokens

    /// The number of tokens.
    public var tokenCount: Int { storage.paths.count }

    /// Every token's dot-separated path, in source order.
    public var tokenPaths: [String] { storage.paths }

    /// The type of the token at `path` (`/` or `.` separated), or nil when there is none.
    public func type(ofToken path: String) -> TokenType? {
        storage.entry(forPath: path)?.type
    }

    /// The failed lookups so far (unknown path, wrong type, not in this theme), each once.
    /// Shared by every theme of the same load.
    public var lookupProblems: [Diagnostic] { storage.problems.problems }
}
