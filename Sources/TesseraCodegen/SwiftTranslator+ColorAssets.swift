import TesseraTokens

/// With `--asset-colors`, each color token that has a colorset in the asset catalog gets a companion
/// `<name>Asset: TokenColorAsset` beside its own property, holding the name Xcode resolves the
/// colorset by in each theme (`acme/color/surface/default`), for `Color(asset, bundle:)`. The
/// names come from the catalog's own layout (``SwiftGeneratorOptions/colorAssetNames``).
extension SwiftTranslator {
    static let colorAssetType = SwiftValueExpression.runtimeType("TokenColorAsset")

    /// The colorset's name in a theme of ``ThemeTable/themes``; a theme without one takes the
    /// first theme's that has one, as a theme without the token takes its value.
    func colorAssetName(_ index: Int, inTheme theme: Int) -> String {
        let names = options.colorAssetNames?[entries[index].token.id] ?? []
        return (names.indices.contains(theme) ? names[theme] : nil) ?? names.lazy.compactMap { $0 }.first ?? ""
    }

    /// `var primaryAsset: TokenColorAsset`, documented with its name per theme.
    mutating func appendColorAssetProperty(_ index: Int, property: String, escaped: String, to members: inout [SwiftDeclaration]) {
        var names: [String] = []
        for theme in table.themes.indices where !names.contains(colorAssetName(index, inTheme: theme)) {
            names.append(colorAssetName(index, inTheme: theme))
        }
        let summary = "`\(entries[index].token.id)` in the asset catalog: " + names.map { "`\($0)`" }.joined(separator: ", ")
        appendDeprecatableProperty(
            index, property: property, escaped: escaped, type: Self.colorAssetType, documentation: SwiftLiteral.docLines(summary),
            initialValue: holdsFirstTheme ? colorAssetExpression(colorAssetName(index, inTheme: 0)) : nil, to: &members)
    }

    /// The name's value in one theme's static value (`_0_primaryAsset`), and its argument.
    mutating func appendColorAssetThemeValue(
        _ index: Int, property: String, theme: Int, to members: inout [SwiftDeclaration],
        arguments: inout [(label: String?, value: SwiftExpression)]
    ) {
        appendCompanionThemeValue(
            index, property: property, theme: theme, type: Self.colorAssetType, value: colorAssetExpression(colorAssetName(index, inTheme: theme)), to: &members,
            arguments: &arguments)
    }

    /// With several theme modifiers the catalog holds the default selection only, so one name
    /// serves every combination: `_0_primaryAsset`, and the assignment from it.
    mutating func appendColorAssetAxisValue(_ index: Int, property: String, to members: inout [SwiftDeclaration]) {
        members.append(
            .property(
                SwiftProperty(
                    access: "private", isStatic: true, binding: .let, name: "_0_\(property)", type: Self.colorAssetType,
                    value: .initializer(colorAssetExpression(colorAssetName(index, inTheme: 0))))))
    }

    func colorAssetAssignment(_ index: Int, property: String, escaped: String) -> SwiftStatement {
        let target = SwiftExpression.selfMember(entries[index].token.isDeprecated ? "_" + property : escaped)
        return .assignment(target: target, value: .staticMember("_0_\(property)"))
    }

    /// `TesseraTheme.TokenColorAsset(name: "acme/color/surface/default")`.
    private func colorAssetExpression(_ name: String) -> SwiftExpression {
        .call(.identifier(Self.colorAssetType), [("name", .literal(.string(name)))])
    }
}
