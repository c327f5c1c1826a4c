/// The name of a token for store lookups: its path and that path's hash, computed
/// once when the key is made, so a lookup by key hashes nothing and allocates nothing.
///
/// Generated key namespaces (`tessera build --keys`) hold one `static let` per
/// token; a key can also be made from any path at run time:
///
/// ```swift
/// let highlight = TokenKey("theme/navigation/bottom/highlight")   // or "theme.navigation.bottom.highlight"
/// let color = snapshot.color(highlight, for: traits)
/// ```
///
/// `/` and `.` separate path segments alike, and a path in braces (`{Accent.accent-600}`,
/// the seed's "short token" form) names the same token as the path without them.
public struct TokenKey: Sendable, Hashable, CustomStringConvertible {
    /// The path as written.
    public let path: String
    /// The hash of the normalized path (see ``LookupPath``), the same value the store's index uses.
    public let pathHash: UInt64

    /// A key for `path`.
    public init(_ path: String) {
        self.path = path
        self.pathHash = LookupPath.withBytes(of: path) { LookupPath.hash($0) }
    }

    /// The path as written.
    public var description: String { path }
}
