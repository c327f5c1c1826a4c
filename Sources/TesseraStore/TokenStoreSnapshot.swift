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
    /// The theme this snapshot answers for (an index into ``themeNames``).
    let theme: Int

    init(storage: SnapshotStorage, theme: Int) {
        self.storage = storage
        self.theme = theme
    }

    /// A snapshot without tokens, so every lookup returns its fallback and reports it.
    /// It stands for "nothing loaded yet" where a theme value is required; its lookup
    /// problems are shared by every use of `default`.
    public static var `default`: TokenStoreSnapshot { empty }

    private static let empty = TokenStoreSnapshot(storage: .empty(), theme: 0)

    // MARK: Themes

    /// The name of this snapshot's theme: the contexts of the app-chosen modifiers
    /// (brands) joined with `-`, or `default` when the tokens have none.
    public var themeName: String { storage.themeNames[theme] }

    /// The context chosen for each app-chosen modifier in this theme.
    public var themeSelections: [String: String] { storage.themeSelections[theme] }

    /// Every theme of the loaded tokens.
    public var themeNames: [String] { storage.themeNames }

    /// The same tokens seen through another theme (costs nothing: the storage is shared), or nil when there is no such theme.
    public func theme(named name: String) -> TokenStoreSnapshot? {
        storage.themeNames.firstIndex(of: name).map { TokenStoreSnapshot(storage: storage, theme: $0) }
    }

    /// The same tokens in the theme whose app-chosen modifiers have these contexts
    /// (`["brand": "globex"]`); modifiers not named keep this snapshot's context.
    public func theme(_ selections: [String: String]) -> TokenStoreSnapshot? {
        let wanted = storage.themeSelections[theme].merging(selections) { $1 }
        return storage.themeSelections.firstIndex(of: wanted).map { TokenStoreSnapshot(storage: storage, theme: $0) }
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
