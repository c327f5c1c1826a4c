extension TokenShadow {
    /// The outer (drop-shadow) layers in the order to draw them, bottom first.
    ///
    /// DTCG and CSS list the topmost layer first, so drawing goes in reverse. Inner shadows are
    /// left out: SwiftUI's `shadow` and `CALayer` draw only outer shadows (see
    /// ``innerLayers``).
    public var dropShadowLayersInDrawingOrder: [TokenShadowLayer] {
        layers.reversed().filter { !$0.inset }
    }

    /// The inner-shadow layers, which the adapters cannot draw and report (`TS0831`).
    public var innerLayers: [TokenShadowLayer] {
        layers.filter(\.inset)
    }

    /// The diagnostic for this shadow's inner layers, or `nil` when it has none.
    public var innerLayersDiagnostic: ThemeDiagnostic? {
        let inner = innerLayers
        guard !inner.isEmpty else { return nil }
        let description = inner.map { layer in
            "inset \(layer.offsetX.points) \(layer.offsetY.points) \(layer.blur.points) \(layer.spread.points) \(layer.color.hexString)"
        }.joined(separator: ", ")
        return ThemeDiagnostic(
            code: .shadowLayerNotDrawn,
            subject: description,
            message: "\(inner.count) inner shadow layer\(inner.count == 1 ? "" : "s") (\(description)) cannot be drawn by SwiftUI or Core Animation and \(inner.count == 1 ? "is" : "are") left out",
            fix: "draw the inner shadow in the component itself (an inset stroke or gradient overlay), or remove the layer from the token"
        )
    }
}
