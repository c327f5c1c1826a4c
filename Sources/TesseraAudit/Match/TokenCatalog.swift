public import TesseraTokens

/// The resolved tokens an audit compares literals with: every token of a type a literal can
/// have (colors, dimensions, typography, durations, numbers), with its value in each combination
/// of the modifiers it depends on (``ThemeMatrix/variants(ofTokenAt:)``), and the Swift path
/// `tessera build` generates for it.
public struct TokenCatalog: Sendable {
    /// A value a literal can be compared with.
    enum Value: Sendable {
        case color(ColorValue, lab: SIMD3<Double>)
        case points(Double)
        case font(size: Double, weight: Double)
        case seconds(Double)
        case number(Double)
    }

    struct Entry: Sendable {
        var id: String
        var type: TokenType
        /// By combination of ``axes``' contexts (one element when the token depends on none); nil where undefined.
        var values: [Value?]
        var axes: [Int]
        var isAlias: Bool
        var isDeprecated: Bool
        /// The path's words, lowercased, for preferring a token named for the literal's kind.
        var pathText: String
    }

    let entries: [Entry]
    /// The matrix the values come from, for naming the contexts of a combination.
    let matrix: ThemeMatrix
    /// The members below the root type, by token id (`color.text.primary`).
    let memberPaths: [String: String]
    /// The generated root type (`Tokens`): a fix spells `Tokens.default.…`.
    public let rootTypeName: String

    /// The catalog of `matrix`; `memberPaths` are the generator's names (`SwiftGenerator.memberPaths`).
    public init(matrix: ThemeMatrix, memberPaths: [String: String], rootTypeName: String, remBase: Double = 16) {
        var entries: [Entry] = []
        for (index, token) in matrix.tokens.enumerated() {
            guard [.color, .dimension, .typography, .duration, .number].contains(token.type) else { continue }
            let values = matrix.variants(ofTokenAt: index).map { variant in variant.flatMap { Self.value(of: $0.value, remBase: remBase) } }
            guard values.contains(where: { $0 != nil }) else { continue }
            entries.append(
                Entry(
                    id: token.id, type: token.type, values: values, axes: matrix.dependencies(ofTokenAt: index),
                    isAlias: token.aliasOf != nil, isDeprecated: token.isDeprecated, pathText: token.id.lowercased()))
        }
        self.entries = entries
        self.matrix = matrix
        self.memberPaths = memberPaths
        self.rootTypeName = rootTypeName
    }

    static func value(of value: TokenValue, remBase: Double) -> Value? {
        switch value {
        case .color(let color):
            let lab = color.converted(to: .lab).components.map { $0.numberValue ?? 0 }
            return .color(color, lab: SIMD3(lab[0], lab[1], lab[2]))
        case .dimension(let dimension): return points(dimension, remBase: remBase).map(Value.points)
        case .typography(let typography):
            guard let size = points(typography.fontSize, remBase: remBase) else { return nil }
            return .font(size: size, weight: typography.fontWeight)
        case .duration(let duration): return .seconds(duration.unit == .ms ? duration.value / 1000 : duration.value)
        case .number(let number): return .number(number)
        default: return nil
        }
    }

    static func points(_ dimension: DimensionValue, remBase: Double) -> Double? {
        switch dimension.unit {
        case .px: dimension.value
        case .rem: dimension.value * remBase
        default: nil
        }
    }

    /// The Swift expression for a token's value where `form` says what type the literal had, or nil
    /// when the generator has no name for the token.
    public func expression(ofToken id: String, as form: ReplacementForm) -> String? {
        guard let members = memberPaths[id] else { return nil }
        let token = "\(rootTypeName).default.\(members)"
        switch form {
        case .swiftUIColor: return "Color(token: \(token).defaultValue)"
        case .uiColor: return "UIColor(token: \(token).defaultValue)"
        case .points: return "\(token).defaultValue.points"
        case .seconds: return "\(token).defaultValue.seconds"
        case .number: return "\(token).defaultValue"
        case .hexString: return "\(token).defaultValue.hexString"
        case .swiftUIFont: return "Font.token(\(token).defaultValue, dynamicTypeSize: .large)"
        case .uiFont: return "UIFont.token(\(token).defaultValue)"
        }
    }

    /// The token's generated API, `Tokens.default.color.text.primary`, for messages.
    public func swiftPath(ofToken id: String) -> String? {
        memberPaths[id].map { "\(rootTypeName).default.\($0)" }
    }

    /// The contexts of a combination of `axes`, as modifier → context.
    func input(combination: Int, axes: [Int]) -> [String: String] {
        let contexts = matrix.contexts(ofCombination: combination, dependencies: axes)
        var result: [String: String] = [:]
        for (axis, context) in zip(axes, contexts) { result[matrix.axes[axis].modifier] = matrix.axes[axis].contexts[context] }
        return result
    }
}
