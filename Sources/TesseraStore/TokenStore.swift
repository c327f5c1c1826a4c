import Atomics
public import Foundation

/// Holds the current ``TokenStoreSnapshot`` and lets it be replaced at run time (a
/// downloaded theme, a file edited during development) while other threads read.
///
/// Reading ``snapshot`` is one atomic load: no lock, however often a writer swaps.
/// Readers keep the snapshot they got, immutable, for as long as they use it.
///
/// ```swift
/// let store = TokenStore(initial)
/// let color = store.snapshot.color(AppTokens.theme.navigation.bottom.highlight, for: traits)
/// let result = store.reload(contentsOf: downloadedDirectory)   // swaps only if it loads without errors
/// ```
public final class TokenStore: Sendable {
    private final class Box: AtomicReference, Sendable {
        let snapshot: TokenStoreSnapshot
        init(_ snapshot: TokenStoreSnapshot) { self.snapshot = snapshot }
    }

    private let current: ManagedAtomic<Box>

    /// A store whose current snapshot is `snapshot`.
    public init(_ snapshot: TokenStoreSnapshot) {
        current = ManagedAtomic(Box(snapshot))
    }

    /// The current snapshot.
    public var snapshot: TokenStoreSnapshot {
        current.load(ordering: .acquiring).snapshot
    }

    /// Makes `snapshot` current and returns the one it replaces. Readers that already
    /// hold the old snapshot keep using it; later reads see the new one.
    @discardableResult
    public func replace(with snapshot: TokenStoreSnapshot) -> TokenStoreSnapshot {
        current.exchange(Box(snapshot), ordering: .acquiringAndReleasing).snapshot
    }

    /// Loads tokens from `url` and, when they have no errors, makes them current, in the
    /// current snapshot's theme if the new tokens have it (else in their default theme).
    /// With errors, the current snapshot stays and the result has no snapshot.
    @discardableResult
    public func reload(contentsOf url: URL, options: TokenStoreOptions = TokenStoreOptions()) -> TokenStoreLoadResult {
        adopt(TokenStoreSnapshot.load(contentsOf: url, options: options))
    }

    /// Makes a load result's snapshot current, as ``reload(contentsOf:options:)`` does, and returns the result.
    @discardableResult
    public func adopt(_ result: TokenStoreLoadResult) -> TokenStoreLoadResult {
        guard let loaded = result.snapshot else { return result }
        replace(with: loaded.theme(snapshot.themeSelections) ?? loaded)
        return result
    }
}
