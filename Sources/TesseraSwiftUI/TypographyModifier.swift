#if canImport(SwiftUI)
public import SwiftUI
public import TesseraTheme
#if canImport(CoreText)
import CoreText  // declares `AttributedString.LineHeight` on Apple platforms
#endif
#if canImport(UIKit)
import UIKit
import TesseraUIKit
#endif

extension View {
    /// Applies a typography token: font (scaled with Dynamic Type relative to its text style),
    /// tracking, line height and upper/lower case.
    ///
    /// The line height is exact on iOS 26 and macOS 26 (`lineHeight(.exact(points:))`); before,
    /// it becomes `lineSpacing` = line height − the font's natural line height, plus half that
    /// above and below, so a paragraph is as tall as designed. Both scale with Dynamic Type.
    /// `capitalize` cannot be applied by a modifier (SwiftUI has no such text case); use
    /// ``TokenText`` for it.
    public func typography(
        _ typography: TokenTypography,
        relativeTo textStyle: TokenTextStyle? = nil,
        resolver: TokenFontResolver = .swiftUIDefault
    ) -> some View {
        modifier(TypographyModifier(typography: Adaptive(typography), textStyle: textStyle, resolver: resolver))
    }

    /// Applies a typography token that varies with traits (for example with the size class).
    public func typography(
        _ typography: Adaptive<TokenTypography>,
        relativeTo textStyle: TokenTextStyle? = nil,
        resolver: TokenFontResolver = .swiftUIDefault
    ) -> some View {
        modifier(TypographyModifier(typography: typography, textStyle: textStyle, resolver: resolver))
    }
}

/// Text in a typography token with every text case applied to the string itself,
/// `capitalize` included, using the environment's locale.
public struct TokenText: View {
    private let content: String
    private let typography: Adaptive<TokenTypography>
    private let textStyle: TokenTextStyle?
    private let resolver: TokenFontResolver
    @Environment(\.locale) private var locale
    private var traitsReader = TokenTraitsReader()

    /// `content` in `typography`.
    public init(
        _ content: String, typography: TokenTypography, relativeTo textStyle: TokenTextStyle? = nil,
        resolver: TokenFontResolver = .swiftUIDefault
    ) {
        self.init(content, typography: Adaptive(typography), relativeTo: textStyle, resolver: resolver)
    }

    /// `content` in a typography token that varies with traits.
    public init(
        _ content: String, typography: Adaptive<TokenTypography>, relativeTo textStyle: TokenTextStyle? = nil,
        resolver: TokenFontResolver = .swiftUIDefault
    ) {
        self.content = content
        self.typography = typography
        self.textStyle = textStyle
        self.resolver = resolver
    }

    /// The text, cased, with the typography applied.
    public var body: some View {
        let style = typography.resolved(for: traitsReader.traits)
        Text(verbatim: style.textCase.apply(to: content, locale: locale))
            .typography(typography, relativeTo: textStyle, resolver: resolver)
    }
}

/// The work behind ``SwiftUI/View/typography(_:relativeTo:resolver:)``.
struct TypographyModifier: ViewModifier {
    let typography: Adaptive<TokenTypography>
    let textStyle: TokenTextStyle?
    let resolver: TokenFontResolver
    private var traitsReader = TokenTraitsReader()

    init(typography: Adaptive<TokenTypography>, textStyle: TokenTextStyle?, resolver: TokenFontResolver) {
        self.typography = typography
        self.textStyle = textStyle
        self.resolver = resolver
    }

    func body(content: Content) -> some View {
        let traits = traitsReader.traits
        let style = typography.resolved(for: traits)
        let font = resolver.font(for: style, relativeTo: textStyle)
        let scaled = style.scaled(for: traits.dynamicTypeSize, relativeTo: font.textStyle)
        let natural = Self.naturalLineHeight(of: font, size: scaled.fontSize.points)
        let styled = content
            .font(Font.token(font, dynamicTypeSize: traits.dynamicTypeSize))
            .tracking(CGFloat(scaled.kerning))
            .textCase(Text.Case(style.textCase))
            .underline(style.textDecoration == .underline)
            .strikethrough(style.textDecoration == .lineThrough)
            .italic(style.isItalic)
        if #available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            styled.lineHeight(.exact(points: CGFloat(scaled.lineHeightPoints)))
        } else {
            styled
                .lineSpacing(CGFloat(scaled.lineSpacing(naturalLineHeight: natural)))
                .padding(.vertical, CGFloat(scaled.verticalPadding(naturalLineHeight: natural)))
        }
    }

    /// The font's natural line height at `size` points: measured with UIKit where it exists,
    /// estimated elsewhere (``TesseraTheme/ResolvedTokenFont/estimatedLineHeightMultiple``).
    static func naturalLineHeight(of font: ResolvedTokenFont, size: Double) -> Double {
        #if canImport(UIKit)
        // Line height is proportional to point size, so the unscaled font's ratio applies.
        let base = UIFont.unscaled(font)
        return Double(base.lineHeight) / Double(base.pointSize) * size
        #else
        return ResolvedTokenFont.estimatedNaturalLineHeight(size: size)
        #endif
    }
}

extension Text.Case {
    /// SwiftUI's case for a token text case; `nil` for `none` and for `capitalize`, which SwiftUI
    /// cannot apply to a view (``TokenText`` applies it to the string).
    public init?(_ textCase: TokenTextCase) {
        switch textCase {
        case .uppercase: self = .uppercase
        case .lowercase: self = .lowercase
        case .none, .capitalize: return nil
        }
    }
}
#endif
