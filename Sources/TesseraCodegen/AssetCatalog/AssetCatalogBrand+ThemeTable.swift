public import TesseraDiagnostics
public import TesseraSyntax
public import TesseraTokens

extension AssetCatalogBrand {
    /// The color tokens of `table`, per theme, as colorsets. With several theme modifiers
    /// (independent axes) ``ThemeTable/themes`` is the default selection alone, and so is the catalog. Variants by color scheme and
    /// contrast become appearances; a color that also varies with size class or Dynamic Type
    /// size keeps the values at those traits' defaults, with a warning (TS0622).
    public static func brands(from table: ThemeTable, diagnostics: DiagnosticEngine) -> [AssetCatalogBrand] {
        let defaultTraits = table.traitModifiers.reduce(TraitValues()) { traits, modifier in
            traits.merged(with: modifier.contexts[modifier.defaultContext] ?? TraitValues())
        }
        var brands = table.themes.map { AssetCatalogBrand(namespace: table.themes.count > 1 ? $0.name : nil, colorSets: []) }
        var warned: Set<String> = []
        for entry in table.entries where entry.token.type == .color {
            let token = entry.token
            let path = token.name == "$root" ? token.groupPath : token.path
            for themeIndex in table.themes.indices {
                guard let value = entry.value(inTheme: themeIndex), let variants = colorVariants(value, defaultTraits: defaultTraits) else { continue }
                if let trait = variants.droppedTrait, warned.insert(token.id).inserted {
                    diagnostics.emit(
                        .warning, .colorTraitNotInCatalog,
                        "\(token.id) varies with the \(trait); an asset catalog color cannot, so its colorset holds the values at the default \(trait)",
                        at: token.position, tokenPath: token.id,
                        fixIt: "give the color one value per \(trait), or read this token from the generated Swift, which keeps every variant")
                }
                brands[themeIndex].colorSets.append(
                    ColorSetSpec(path: path, variants: variants.kept, tokenID: token.id, position: token.position))
            }
        }
        return brands
    }

    /// The appearances of one value, and the name of a trait whose variants were left out.
    private static func colorVariants(_ value: ThemeTable.Value, defaultTraits: TraitValues)
        -> (kept: [ColorSetSpec.Variant], droppedTrait: String?)?
    {
        switch value {
        case .constant(.color(let color), _):
            return ([ColorSetSpec.Variant(appearance: .any, contrast: .normal, color: color)], nil)
        case .adaptive(.color(let fallback), _, let variants):
            var kept = [ColorSetSpec.Variant(appearance: .any, contrast: .normal, color: fallback)]
            var dropped: String?
            for variant in variants {
                guard case .color(let color) = variant.value else { continue }
                let traits = variant.traits
                if let size = traits.horizontalSizeClass, size != defaultTraits.horizontalSizeClass {
                    dropped = "size class"
                    continue
                }
                if let size = traits.dynamicTypeSize, size != defaultTraits.dynamicTypeSize {
                    dropped = dropped ?? "Dynamic Type size"
                    continue
                }
                let appearance: ColorSetSpec.Appearance =
                    switch traits.colorScheme {
                    case "light": .light
                    case "dark": .dark
                    default: .any
                    }
                let contrast: ColorSetSpec.Contrast = traits.contrast == "increased" ? .high : .normal
                guard !kept.contains(where: { $0.appearance == appearance && $0.contrast == contrast }) else { continue }
                kept.append(ColorSetSpec.Variant(appearance: appearance, contrast: contrast, color: color))
            }
            // Xcode's order: any, light, dark, then the same with high contrast.
            let order: [ColorSetSpec.Appearance] = [.any, .light, .dark]
            kept.sort { lhs, rhs in
                (lhs.contrast == .high ? 3 : 0) + order.firstIndex(of: lhs.appearance)!
                    < (rhs.contrast == .high ? 3 : 0) + order.firstIndex(of: rhs.appearance)!
            }
            return (kept, dropped)
        default:
            return nil
        }
    }
}
