/// A stroke style token (DTCG `strokeStyle`): a CSS line-style keyword or a custom dash pattern.
public enum TokenStrokeStyle: Sendable, Equatable, Hashable {
    /// How the ends of dashes are drawn (SVG `stroke-linecap`).
    public enum LineCap: String, Sendable, Equatable, Hashable, CaseIterable {
        /// Half-circle ends.
        case round
        /// Square ends flush with the dash.
        case butt
        /// Square ends extending half the line width past the dash.
        case square
    }

    /// A continuous line.
    case solid
    /// A line of dashes.
    case dashed
    /// A line of dots.
    case dotted
    /// Two parallel lines (drawn as solid by adapters that cannot double a stroke).
    case double
    /// CSS 3D groove (drawn as solid where unsupported).
    case groove
    /// CSS 3D ridge (drawn as solid where unsupported).
    case ridge
    /// CSS 3D outset (drawn as solid where unsupported).
    case outset
    /// CSS 3D inset (drawn as solid where unsupported).
    case inset
    /// Explicit dash and gap lengths with a line cap.
    case custom(dashArray: [TokenDimension], lineCap: LineCap)

    /// The dash pattern in points for a stroke `width` points wide, as `StrokeStyle(dash:)` and
    /// `CAShapeLayer.lineDashPattern` take it; empty means a solid line.
    ///
    /// Keywords have no lengths of their own (CSS lets browsers choose), so they
    /// scale with the width: `dashed` is 3w on / 3w off and `dotted` is w on / w
    /// off (square dots with the ``lineCap`` butt). A custom array is used as is,
    /// repeated once when its length is odd (DTCG: "1 2 3" means "1 2 3 1 2 3").
    /// Keywords on a width ≤ 0 give an empty pattern, because an all-zero pattern
    /// is rejected by Core Graphics.
    public func dashPattern(width: Double) -> [Double] {
        switch self {
        case .solid, .double, .groove, .ridge, .outset, .inset:
            return []
        case .dashed:
            return width > 0 ? [3 * width, 3 * width] : []
        case .dotted:
            return width > 0 ? [width, width] : []
        case .custom(let dashArray, _):
            let lengths = dashArray.map(\.points)
            return lengths.count % 2 == 0 ? lengths : lengths + lengths
        }
    }

    /// The line cap to stroke with: the custom cap, or butt for keywords (so dash lengths are exact).
    public var lineCap: LineCap {
        if case .custom(_, let lineCap) = self { return lineCap }
        return .butt
    }
}
