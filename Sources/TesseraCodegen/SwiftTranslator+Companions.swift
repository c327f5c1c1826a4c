import TesseraConfiguration
import TesseraTokens

/// A companion is a property generated beside a token's own from something else the token
/// carries (its spring, its colorset's name): same group, same theme values, same deprecation.
extension SwiftTranslator {
    /// A token's property or a companion's, starting at `initialValue` (its value in the first theme)
    /// when there is one; deprecated, through a private stored `_name` the theme
    /// values set, when its token is, so no reader outside the type gets it without the warning.
    func appendDeprecatableProperty(
        _ index: Int, property: String, escaped: String, type: String, documentation: [SwiftDocLine],
        initialValue: SwiftExpression?, to members: inout [SwiftDeclaration]
    ) {
        let access = options.accessLevel.rawValue
        let stored = initialValue.map { SwiftProperty.Value.initializer($0) } ?? .none
        guard entries[index].token.isDeprecated else {
            members.append(.property(SwiftProperty(documentation: documentation, access: access, binding: .var, name: escaped, type: type, value: stored)))
            return
        }
        members.append(
            .property(
                SwiftProperty(
                    documentation: documentation, attributes: [SwiftLiteral.deprecation(message: deprecationMessage(index))],
                    access: access, binding: .var, name: escaped, type: type, value: .getter(.identifier("_" + property)))))
        members.append(.property(SwiftProperty(access: "private", binding: .var, name: "_" + property, type: type, value: stored)))
    }

    /// The argument a theme's `Self(…)` passes the companion with (the stored `_name` when deprecated).
    func companionLabel(_ index: Int, property: String) -> String {
        entries[index].token.isDeprecated ? "_" + property : property
    }

    /// The companion's value in one theme's static value (`_0_expandSpring`), and its argument.
    func appendCompanionThemeValue(
        _ index: Int, property: String, theme: Int, type: String, value: SwiftExpression, to members: inout [SwiftDeclaration],
        arguments: inout [(label: String?, value: SwiftExpression)]
    ) {
        let valueName = "_\(theme)_\(property)"
        members.append(
            .property(SwiftProperty(access: "private", isStatic: true, binding: .let, name: valueName, type: type, value: .initializer(value))))
        arguments.append((companionLabel(index, property: property), .identifier(valueName)))
    }
}
