/// The colors of one brand (theme). With several brands, each gets a namespace folder of its
/// name at the top of the catalog (`acme/color/brand/primary`); a single theme gets none.
package struct AssetCatalogBrand: Sendable, Equatable {
    /// The brand's folder at the top of the catalog, or nil for none.
    package var namespace: String?
    /// The brand's colors.
    package var colorSets: [ColorSetSpec]

    /// The colors of a brand.
    package init(namespace: String?, colorSets: [ColorSetSpec]) {
        self.namespace = namespace
        self.colorSets = colorSets
    }
}
