/// A shadow token (DTCG `shadow`): one or more layers, drawn in order.
///
/// Always an array, even for one layer, so adapters have a single code path;
/// SwiftUI stacks several `.shadow` modifiers for layered shadows.
public struct TokenShadow: Sendable, Equatable, Hashable {
    /// The layers, first drawn first.
    public var layers: [TokenShadowLayer]

    /// A layered shadow.
    public init(_ layers: [TokenShadowLayer]) {
        self.layers = layers
    }

    /// A single-layer shadow.
    public init(_ layer: TokenShadowLayer) {
        self.layers = [layer]
    }
}
