package import TesseraDiagnostics
import TesseraSyntax
import TesseraTheme
import TesseraTokens

extension AssetCatalogBrand {
    /// The color tokens of `table`, per theme, as colorsets. With several theme modifiers
    /// (independent axes) ``ThemeTable/themes`` is the default selection alone, and so is the catalog. Variants by color scheme and
    /// contrast become appearances; a color that also varies with size class or Dynamic Type
    /// size keeps the values at those traits' defaults, with a warning (TS0622).
    package static func brands(from table: ThemeTable, diagnostics: DiagnosticEngine) -> [AssetCatalogBrand] {
        let defaultTraits = table.traitModifiers.reduce(TraitValues()) { traits, modifier in
            traits.merged(with: modifier.contexts[modifier.defaultContext] ?? TraitValues())
        }
        warnIfThemesAreNotCombined(table, diagnostics: diagnostics)
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

    /// With several theme modifiers the catalog holds the default selection alone; says so (TS0625)
    /// once, at the first color that varies with them.
    private static func warnIfThemesAreNotCombined(_ table: ThemeTable, diagnostics: DiagnosticEngine) {
        guard table.themeAxes.count > 1,
            let first = table.entries.first(where: { $0.token.type == .color && !$0.themeDependencies.isEmpty })
        else { return }
        let count = table.entries.count { $0.token.type == .color && !$0.themeDependencies.isEmpty }
        let names = table.themeAxes.map(\.name)
        let selection = (table.themes.first?.selections ?? []).map { "\($0.modifier): \($0.context)" }.joined(separator: ", ")
        diagnostics.emit(
            .warning, .catalogThemesNotCombined,
            "\(count) \(count == 1 ? "color varies" : "colors vary") with the independent themes \(names.joined(separator: " and ")); an asset catalog has a folder per theme, not per combination, so it holds the colors of the default selection only (\(selection))",
            at: first.token.position, tokenPath: first.token.id,
            fixIt: "write one resolver document and catalog per \(names[0]) context, or map \(names.dropFirst().joined(separator: ", ")) to device traits with traits: in tessera.yml")
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
                    case .light?: .light
                    case .dark?: .dark
                    case nil: .any
                    }
                let contrast: ColorSetSpec.Contrast = traits.contrast == .increased ? .high : .normal
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
