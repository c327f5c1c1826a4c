/// Which font to draw a family in: a named installed family, or the system font in a design.
public enum TokenFontChoice: Sendable, Hashable {
    /// An installed family, by name (`Font.custom`, `UIFontDescriptor` family attribute).
    case custom(family: String)
    /// The system font in a design.
    case system(TokenFontDesign)
}

/// A typography token's font, decided: what to draw, at which design size and weight,
/// and which text style it scales with under Dynamic Type.
public struct ResolvedTokenFont: Sendable, Hashable {
    /// The family to draw, or the system font.
    public var choice: TokenFontChoice
    /// The size in points at the default text size; the platform (or ``pointSize(at:)``) scales it.
    public var size: Double
    /// The weight.
    public var weight: TokenFontWeight
    /// The text style the size scales relative to.
    public var textStyle: TokenTextStyle

    /// A resolved font from its parts.
    public init(choice: TokenFontChoice, size: Double, weight: TokenFontWeight, textStyle: TokenTextStyle) {
        self.choice = choice
        self.size = size
        self.weight = weight
        self.textStyle = textStyle
    }

    /// The size at a Dynamic Type `size`, scaled relative to ``textStyle``.
    public func pointSize(at dynamicTypeSize: TokenTraits.DynamicTypeSize) -> Double {
        textStyle.scaledValue(size, at: dynamicTypeSize)
    }
}

/// Decides which font a family list draws with, given which families the device has.
///
/// The names are tried in order. A name that denotes the system font (``TokenFontDesign``)
/// ends the search with the system font in that design; an installed family ends it with that
/// family; a family that is not installed is skipped. When nothing matches, the system font is
/// used — always at the token's size and weight, so layout stays as designed. Whenever the
/// *preferred* family is a custom font that is not installed, a ``ThemeDiagnostic`` with code
/// `TS0830` is reported, once per family, naming what is drawn instead: a design asked for that
/// font, and its absence is almost always a font file missing from the app bundle.
public struct TokenFontResolver: Sendable {
    /// Whether a family is installed (for example `UIFont.familyNames.contains(name)`).
    public var isInstalled: @Sendable (String) -> Bool
    /// Where missing-font diagnostics go.
    public var log: ThemeDiagnosticLog

    /// A resolver asking `isInstalled` about custom families and reporting to `log`.
    public init(log: ThemeDiagnosticLog = .shared, isInstalled: @escaping @Sendable (String) -> Bool) {
        self.isInstalled = isInstalled
        self.log = log
    }

    /// The font for `family` at `size` points and `weight`; reports the preferred family if it is missing.
    public func choice(for family: TokenFontFamily, size: Double, weight: TokenFontWeight) -> TokenFontChoice {
        var choice: TokenFontChoice = .system(.default)
        for name in family.names {
            if let design = TokenFontDesign(familyName: name) {
                choice = .system(design)
                break
            }
            if isInstalled(name) {
                choice = .custom(family: name)
                break
            }
        }
        let preferred = family.primary
        if TokenFontDesign(familyName: preferred) == nil, choice != .custom(family: preferred) {
            log.report(Self.missingFontDiagnostic(preferred, drawnWith: choice, size: size, weight: weight))
        }
        return choice
    }

    /// The font for a typography token; it scales relative to `textStyle`, or to the style nearest its size.
    public func font(for typography: TokenTypography, relativeTo textStyle: TokenTextStyle? = nil) -> ResolvedTokenFont {
        let size = typography.fontSize.points
        return ResolvedTokenFont(
            choice: choice(for: typography.fontFamily, size: size, weight: typography.fontWeight),
            size: size,
            weight: typography.fontWeight,
            textStyle: textStyle ?? TokenTextStyle.nearest(toPointSize: size)
        )
    }

    static func missingFontDiagnostic(
        _ family: String, drawnWith choice: TokenFontChoice, size: Double, weight: TokenFontWeight
    ) -> ThemeDiagnostic {
        let instead: String
        switch choice {
        case .custom(let fallback): instead = "the fallback family '\(fallback)'"
        case .system(.default): instead = "the system font"
        case .system(let design): instead = "the \(design.rawValue) system font"
        }
        // Int(_:) traps past Int's range (and on infinity): only small whole sizes print as integers.
        let sizeText = size.rounded() == size && Swift.abs(size) < 1e15 ? String(Int(size)) : String(size)
        let weightText = Int(exactly: weight.value.rounded()).map(String.init) ?? String(weight.value)
        return ThemeDiagnostic(
            code: .fontNotInstalled,
            subject: family,
            message: "font family '\(family)' is not installed; text is drawn in \(instead) at \(sizeText) pt, weight \(weightText)",
            fix: "add the font file to the app target and list it under UIAppFonts in Info.plist (or register it with CTFontManagerRegisterFontsForURL)"
        )
    }
}

extension ResolvedTokenFont {
    /// The ratio of natural line height to point size assumed where the platform cannot measure
    /// the font (SwiftUI without UIKit): 1.2, CSS's usual `line-height: normal`, and within 1% of
    /// the system font's (SF Pro at 17 pt has a 20.29 pt line height, 1.19).
    public static let estimatedLineHeightMultiple = 1.2

    /// The estimated natural line height at `size` points.
    public static func estimatedNaturalLineHeight(size: Double) -> Double {
        size * estimatedLineHeightMultiple
    }
}
