#if canImport(SwiftUI)
public import SwiftUI
public import TesseraTheme
import CoreGraphics

extension View {
    /// Draws a shadow token behind this view, outside `shape` (the view's outline), as CSS draws
    /// `box-shadow`: each layer is the shape grown by its spread, filled with its color, offset and
    /// blurred by ``TesseraTheme/TokenShadowLayer/radius`` (half the CSS blur), layers drawn bottom
    /// first; nothing is drawn inside the shape, so translucent views show no shadow through them.
    ///
    /// This avoids stacking `.shadow` modifiers, where each later shadow would also shadow the
    /// earlier ones. Inner shadows cannot be drawn and are reported once (`TS0831`).
    public func tokenShadow<S: InsettableShape>(
        _ shadow: TokenShadow, in shape: S, log: ThemeDiagnosticLog = .shared
    ) -> some View {
        if let diagnostic = shadow.innerLayersDiagnostic { log.report(diagnostic) }
        return background { ShadowLayers(layers: shadow.dropShadowLayersInDrawingOrder, shape: shape) }
    }

    /// Draws a shadow token that varies with traits (for example light and dark elevations).
    public func tokenShadow<S: InsettableShape>(
        _ shadow: Adaptive<TokenShadow>, in shape: S, log: ThemeDiagnosticLog = .shared
    ) -> some View {
        TokenTraitsView { traits in self.tokenShadow(shadow.resolved(for: traits), in: shape, log: log) }
    }

    /// Strokes a border token inside `shape`: its color, width and dash pattern (`dashed`, `dotted`
    /// and custom dashes with their line cap; the 3D CSS styles draw solid).
    public func tokenBorder<S: InsettableShape>(_ border: TokenBorder, in shape: S) -> some View {
        overlay {
            shape.strokeBorder(
                Color(token: border.color),
                style: StrokeStyle(
                    lineWidth: CGFloat(border.width.points),
                    lineCap: CGLineCap(border.style.lineCap),
                    dash: border.dashPattern.map { CGFloat($0) }
                )
            )
        }
    }

    /// Strokes a border token that varies with traits.
    public func tokenBorder<S: InsettableShape>(_ border: Adaptive<TokenBorder>, in shape: S) -> some View {
        TokenTraitsView { traits in self.tokenBorder(border.resolved(for: traits), in: shape) }
    }

    /// Clips this view to a rounded rectangle with a corner-radius token (continuous corners).
    public func tokenCornerRadius(_ radius: TokenDimension) -> some View {
        clipShape(RoundedRectangle(token: radius))
    }

    /// Pads this view by a dimension token that varies with traits (for example with the size class).
    public func padding(_ edges: Edge.Set = .all, _ length: Adaptive<TokenDimension>) -> some View {
        TokenTraitsView { traits in self.padding(edges, CGFloat(length.resolved(for: traits).points)) }
    }

    /// Pads this view by a dimension token.
    public func padding(_ edges: Edge.Set = .all, _ length: TokenDimension) -> some View {
        padding(edges, CGFloat(length.points))
    }
}

extension RoundedRectangle {
    /// A rounded rectangle with a corner-radius token and continuous (squircle) corners, as Apple's own controls.
    public init(token radius: TokenDimension) {
        self.init(cornerRadius: CGFloat(radius.points), style: .continuous)
    }
}

extension CGLineCap {
    /// The Core Graphics cap for a token line cap.
    public init(_ cap: TokenStrokeStyle.LineCap) {
        switch cap {
        case .butt: self = .butt
        case .round: self = .round
        case .square: self = .square
        }
    }
}

/// The layers of a shadow token drawn as CSS does, outside the shape.
struct ShadowLayers<S: InsettableShape>: View {
    let layers: [TokenShadowLayer]
    let shape: S

    var body: some View {
        ZStack {
            ForEach(Array(layers.enumerated()), id: \.offset) { _, layer in
                shape
                    .inset(by: CGFloat(-layer.spread.points))
                    .fill(Color(token: layer.color))
                    .offset(x: CGFloat(layer.offsetX.points), y: CGFloat(layer.offsetY.points))
                    .blur(radius: CGFloat(layer.radius))
            }
            // Cut the shape's own area out: CSS never paints an outer shadow under the element.
            shape.fill(Color.black).blendMode(.destinationOut)
        }
        .compositingGroup()
        .allowsHitTesting(false)
    }
}

/// Builds its content from the environment's token traits, like `GeometryReader` does from a size.
struct TokenTraitsView<Content: View>: View {
    private var traitsReader = TokenTraitsReader()
    private let content: (TokenTraits) -> Content

    init(@ViewBuilder content: @escaping (TokenTraits) -> Content) {
        self.content = content
    }

    var body: some View {
        content(traitsReader.traits)
    }
}
#endif
