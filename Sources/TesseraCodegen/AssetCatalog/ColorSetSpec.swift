public import TesseraDiagnostics
import TesseraSyntax
public import TesseraTokens

/// One color of an asset catalog, independent of how the tokens were resolved: where it
/// goes and its value for each appearance an Xcode colorset can tell apart.
public struct ColorSetSpec: Sendable, Equatable {
    /// The color-scheme half of an Xcode appearance (`luminosity`); `any` has none.
    public enum Appearance: String, Sendable, Equatable {
        case any, light, dark
    }

    /// The contrast half of an Xcode appearance; `high` is Increase Contrast.
    public enum Contrast: Sendable, Equatable {
        case normal, high
    }

    /// The color for one appearance.
    public struct Variant: Sendable, Equatable {
        /// The color scheme it applies to.
        public var appearance: Appearance
        /// The contrast it applies to.
        public var contrast: Contrast
        /// The token's color, in any space; the catalog stores it as ``CatalogColor`` says.
        public var color: ColorValue

        /// A color for one appearance.
        public init(appearance: Appearance, contrast: Contrast, color: ColorValue) {
            self.appearance = appearance
            self.contrast = contrast
            self.color = color
        }
    }

    /// The group names, then the color's name (`["color", "brand", "primary"]`).
    public var path: [String]
    /// One per appearance, the `any`/`normal` one (the value at the default traits) first.
    public var variants: [Variant]
    /// The token it comes from, for diagnostics.
    public var tokenID: String
    /// Where the token is declared, for diagnostics.
    public var position: SourcePosition?

    /// A colorset at `path` with these variants.
    public init(path: [String], variants: [Variant], tokenID: String, position: SourcePosition? = nil) {
        self.path = path
        self.variants = variants
        self.tokenID = tokenID
        self.position = position
    }
}
