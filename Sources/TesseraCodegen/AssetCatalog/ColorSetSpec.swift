package import TesseraDiagnostics
import TesseraSyntax
package import TesseraTokens

/// One color of an asset catalog, independent of how the tokens were resolved: where it
/// goes and its value for each appearance an Xcode colorset can tell apart.
package struct ColorSetSpec: Sendable, Equatable {
    /// The color-scheme half of an Xcode appearance (`luminosity`); `any` has none.
    package enum Appearance: String, Sendable, Equatable {
        case any, light, dark
    }

    /// The contrast half of an Xcode appearance; `high` is Increase Contrast.
    package enum Contrast: Sendable, Equatable {
        case normal, high
    }

    /// The color for one appearance.
    package struct Variant: Sendable, Equatable {
        /// The color scheme it applies to.
        package var appearance: Appearance
        /// The contrast it applies to.
        package var contrast: Contrast
        /// The token's color, in any space; the catalog stores it as ``CatalogColor`` says.
        package var color: ColorValue

        /// A color for one appearance.
        package init(appearance: Appearance, contrast: Contrast, color: ColorValue) {
            self.appearance = appearance
            self.contrast = contrast
            self.color = color
        }
    }

    /// The group names, then the color's name (`["color", "brand", "primary"]`).
    package var path: [String]
    /// One per appearance, the `any`/`normal` one (the value at the default traits) first.
    package var variants: [Variant]
    /// The token it comes from, for diagnostics.
    package var tokenID: String
    /// Where the token is declared, for diagnostics.
    package var position: SourcePosition?

    /// A colorset at `path` with these variants.
    package init(path: [String], variants: [Variant], tokenID: String, position: SourcePosition? = nil) {
        self.path = path
        self.variants = variants
        self.tokenID = tokenID
        self.position = position
    }
}
