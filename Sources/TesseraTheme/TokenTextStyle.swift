/// Apple's Dynamic Type text styles, with the point size each one has at every text size.
///
/// A token's font scales *relative to* a text style: at a given Dynamic Type size it is
/// multiplied by that style's size there over its size at `large` (the default). This is
/// how `UIFontMetrics(forTextStyle:).scaledValue(for:)` and SwiftUI's
/// `Font.custom(_:size:relativeTo:)` scale, so line heights, letter spacing and system-font
/// fallbacks computed here move in step with the fonts the platform scales itself.
public enum TokenTextStyle: String, Sendable, Hashable, CaseIterable {
    /// Large title (34 pt at the default size).
    case largeTitle
    /// Title 1 (28 pt; SwiftUI `.title`).
    case title1
    /// Title 2 (22 pt).
    case title2
    /// Title 3 (20 pt).
    case title3
    /// Headline (17 pt, semibold in the system font).
    case headline
    /// Body (17 pt).
    case body
    /// Callout (16 pt).
    case callout
    /// Subheadline (15 pt).
    case subheadline
    /// Footnote (13 pt).
    case footnote
    /// Caption 1 (12 pt; SwiftUI `.caption`).
    case caption1
    /// Caption 2 (11 pt).
    case caption2

    /// The style's point size at `size`, from Apple's iOS Dynamic Type size table
    /// (Human Interface Guidelines, "Typography": xSmall … xxxLarge, AX1 … AX5).
    public func pointSize(at size: TokenTraits.DynamicTypeSize) -> Double {
        Self.pointSizes[self]![size.rawValue]
    }

    /// The style's point size at the default text size (`large`).
    public var defaultPointSize: Double {
        pointSize(at: .large)
    }

    /// How much text relative to this style grows at `size`: its size there over its size at `large`
    /// (1 at `large`; body at AX5 is 53 / 17 ≈ 3.12).
    public func scaleFactor(at size: TokenTraits.DynamicTypeSize) -> Double {
        pointSize(at: size) / defaultPointSize
    }

    /// `value` (a length designed at the default text size) scaled for `size` relative to this style,
    /// as `UIFontMetrics.scaledValue(for:)` does.
    public func scaledValue(_ value: Double, at size: TokenTraits.DynamicTypeSize) -> Double {
        value * scaleFactor(at: size)
    }

    /// The text style whose default size is closest to `points`, so a token without a text-style
    /// hint scales like the platform text it resembles (17 → body, 34 → largeTitle, 12 → caption1).
    ///
    /// Ties go to the larger style (12.5 → footnote). Headline and body share 17 pt; body wins
    /// because 17 pt text tokens are usually running text. Sizes above 34 pt scale like largeTitle.
    public static func nearest(toPointSize points: Double) -> TokenTextStyle {
        guard points.isFinite else { return .body }
        var best = TokenTextStyle.body
        var bestDistance = abs(points - best.defaultPointSize)
        for style in allCases where style != .headline {
            let distance = abs(points - style.defaultPointSize)
            if distance < bestDistance {
                best = style
                bestDistance = distance
            }
        }
        return best
    }

    /// Point sizes by style, indexed by `DynamicTypeSize.rawValue` (xSmall … accessibility5).
    private static let pointSizes: [TokenTextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]
}
