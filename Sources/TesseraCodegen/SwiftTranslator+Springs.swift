import TesseraSyntax
import TesseraTheme
import TesseraTokens

/// A `transition` or `duration` token that carries a spring in `$extensions["com.tessera.spring"]`
/// gets a companion property beside its own, `<name>Spring: Adaptive<TokenSpring>`, holding the
/// spring of each theme and trait variant as ``TokenSpring`` computes it from the extension
/// (Motion.md). The token's own property keeps the type its `$type` gives it.
extension SwiftTranslator {
    static let springValueType = SwiftValueExpression.runtimeType("TokenSpring")

    /// The companion's name (`expandSpring`) when the token, as declared, is a transition or a
    /// duration with a spring that reads; nil otherwise (a malformed one was reported when read).
    static func springCompanionName(type: TokenType, extensions: JSONValue?, property: String) -> String? {
        guard type == .transition || type == .duration, spring(inExtensions: extensions) != nil else { return nil }
        return property + "Spring"
    }

    /// The spring in a token's `$extensions`, by TesseraTheme's own conversions.
    static func spring(of token: ResolvedToken) -> TokenSpring? {
        spring(inExtensions: token.extensions)
    }

    private static func spring(inExtensions extensions: JSONValue?) -> TokenSpring? {
        SpringExtension.read(from: extensions).flatMap { TokenSpring(extension: $0.members) }
    }

    typealias FoldedSpring = ThemeValueFolder.Folded<TokenSpring>

    /// The spring per combination of the theme contexts the token depends on (as its values are):
    /// each selection's token gives its own spring; one without a spring, or without the token,
    /// takes the spring of the token as declared, so every theme and variant has one.
    func springValues(_ index: Int) -> [FoldedSpring] {
        // A companion exists only for a token whose declared spring reads, so the stand-in is never used.
        let declared = Self.spring(of: entries[index].token) ?? TokenSpring(stiffness: 1, damping: 1)
        return table.valueFolder.themeValues(index) { Self.spring(of: $0) ?? declared }.map { $0 ?? .constant(declared) }
    }

    /// The spring in a theme of ``ThemeTable/themes``.
    func springValue(_ index: Int, inTheme theme: Int) -> FoldedSpring {
        let values = springValues(index)
        let byTheme = entries[index].valueIndexByTheme
        return values[byTheme.isEmpty ? 0 : byTheme[theme]]
    }

    /// `var expandSpring: Adaptive<TokenSpring>`, documented with the spring in each theme.
    mutating func appendSpringProperty(_ index: Int, property: String, escaped: String, to members: inout [SwiftDeclaration]) {
        let documentation = SwiftLiteral.docLines(springSummary(index))
        appendDeprecatableProperty(
            index, property: property, escaped: escaped, type: Self.springAliasName, documentation: documentation,
            initialValue: holdsFirstTheme ? springExpression(index, springValue(index, inTheme: 0)) : nil, to: &members)
    }

    /// The spring's value in one theme's static value (`_0_expandSpring`), and its argument.
    mutating func appendSpringThemeValue(
        _ index: Int, property: String, theme: Int, to members: inout [SwiftDeclaration],
        arguments: inout [(label: String?, value: SwiftExpression)]
    ) {
        appendCompanionThemeValue(
            index, property: property, theme: theme, type: Self.springAliasName, value: springExpression(index, springValue(index, inTheme: theme)), to: &members,
            arguments: &arguments)
    }

    /// With several theme modifiers: the spring's value per combination of those the token depends on.
    mutating func appendSpringAxisValues(_ index: Int, property: String, to members: inout [SwiftDeclaration]) {
        for (combination, value) in springValues(index).enumerated() {
            members.append(
                .property(
                    SwiftProperty(
                        access: "private", isStatic: true, binding: .let, name: "_\(combination)_\(property)", type: Self.springAliasName,
                        value: .initializer(springExpression(index, value)))))
        }
    }

    /// `Adaptive(TokenSpring(…))`, or `Adaptive<TokenSpring>(default:variants:)` when it varies with traits.
    private mutating func springExpression(_ index: Int, _ value: FoldedSpring) -> SwiftExpression {
        // A spring of finite numbers can still give an infinite stiffness (a response of 1e-200 s).
        let nonFiniteBefore = scratch.nonFiniteNumbers
        defer {
            reportNonFiniteNumbers(
                since: nonFiniteBefore, ofToken: index, "the spring of \(entries[index].token.id)",
                fixIt: "use a response or duration of at least a millisecond, and a mass, stiffness and damping within ±1.8e308")
        }
        switch value {
        case .constant(let spring):
            return .call(.member(nil, "init"), [(nil, springLiteral(spring))])
        case .adaptive(let fallback, let variants):
            let type = SwiftExpression.identifier(Self.springAliasName)
            let elements = variants.map { variant in
                SwiftExpression.call(.member(type, "Variant"), [(nil, condition(variant.traits)), (nil, springLiteral(variant.value))])
            }
            return .call(type, [("default", springLiteral(fallback)), ("variants", .array(elements))])
        }
    }

    /// `TesseraTheme.TokenSpring(mass: 1, stiffness: 157.91367041742973, damping: 17.59291886010284)`.
    mutating func springLiteral(_ spring: TokenSpring) -> SwiftExpression {
        scratch.write(string: Self.springValueType)
        scratch.write("(mass: ")
        scratch.write(number: spring.mass)
        scratch.write(", stiffness: ")
        scratch.write(number: spring.stiffness)
        scratch.write(", damping: ")
        scratch.write(number: spring.damping)
        scratch.write(")")
        return .value(scratch.takeText())
    }

    /// "`motion.bounce` spring: response 0.5 s, damping fraction 0.7 (mass 1, stiffness 157.91, damping 17.59)",
    /// per theme when it differs between them.
    private func springSummary(_ index: Int) -> String {
        var texts: [String] = []
        for theme in table.themes.indices {
            switch springValue(index, inTheme: theme) {
            case .constant(let spring): texts.append(Self.describe(spring))
            case .adaptive(let fallback, let variants):
                texts.append(([Self.describe(fallback)] + variants.map { Self.describe($0.value) + " " + describe($0.traits) }).joined(separator: ", "))
            }
        }
        let summary =
            Set(texts).count <= 1
            ? texts.first ?? ""
            : zip(table.themes, texts).map { $0.name + ": " + $1 }.joined(separator: "; ")
        return "`\(entries[index].token.id)` spring (`$extensions[\"\(SpringExtension.key)\"]`): " + summary
    }

    private static func describe(_ spring: TokenSpring) -> String {
        func rounded(_ value: Double) -> String { formatNumber(value, fractionDigits: 2) }
        return "response \(rounded(spring.response)) s, damping fraction \(rounded(spring.dampingFraction))"
            + " (mass \(rounded(spring.mass)), stiffness \(rounded(spring.stiffness)), damping \(rounded(spring.damping)))"
    }
}
