public import TesseraCore

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

    public struct Variant: Sendable, Equatable {
        public var appearance: Appearance
        public var contrast: Contrast
        public var color: ColorValue

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
    public var position: SourcePosition?

    public init(path: [String], variants: [Variant], tokenID: String, position: SourcePosition? = nil) {
        self.path = path
        self.variants = variants
        self.tokenID = tokenID
        self.position = position
    }
}

/// The colors of one brand (theme). With several brands, each gets a namespace folder of its
/// name at the top of the catalog (`acme/color/brand/primary`); a single theme gets none.
public struct AssetCatalogBrand: Sendable, Equatable {
    public var namespace: String?
    public var colorSets: [ColorSetSpec]

    public init(namespace: String?, colorSets: [ColorSetSpec]) {
        self.namespace = namespace
        self.colorSets = colorSets
    }
}
