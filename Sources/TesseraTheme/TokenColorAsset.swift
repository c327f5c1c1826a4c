/// A color token's colorset in the asset catalog `tessera build --asset-catalog` writes, by the
/// name Xcode resolves it with: its namespace folders and its name joined by `/`
/// (`acme/color/surface/default`). Generated Swift has one beside each color token when built
/// with `--asset-colors` (`assetColors: true`); `Color(asset, bundle:)` and
/// `UIColor(asset:in:compatibleWith:)` read the color from the catalog.
public struct TokenColorAsset: Sendable, Hashable {
    /// The color's name in the asset catalog.
    public let name: String

    /// The colorset named `name` (namespace folders joined by `/`).
    public init(name: String) {
        self.name = name
    }
}
