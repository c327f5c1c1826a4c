/// The type of a design token: the 13 types of DTCG 2025.10, plus the
/// `string` and `boolean` types Figma exports, accepted outside strict mode.
public enum TokenType: String, CaseIterable, Hashable, Sendable, Codable {
    case color
    case dimension
    case fontFamily
    case fontWeight
    case duration
    case cubicBezier
    case number
    case strokeStyle
    case border
    case transition
    case shadow
    case gradient
    case typography
    /// Not a DTCG type: Figma variables and Tokens Studio export it.
    case string
    /// Not a DTCG type: Figma variables export it.
    case boolean

    /// Whether DTCG 2025.10 defines this type.
    public var isStandard: Bool {
        switch self {
        case .string, .boolean: false
        default: true
        }
    }

    /// Whether the value is an object or array of sub-values that may themselves be references.
    public var isComposite: Bool {
        switch self {
        case .strokeStyle, .border, .transition, .shadow, .gradient, .typography: true
        default: false
        }
    }

    /// The standard type names, for messages.
    package static let standardNames = allCases.filter(\.isStandard).map(\.rawValue).joined(separator: ", ")
}
