public import TesseraConfiguration
public import TesseraTokens

/// A value written in Swift that a design token could hold.
public enum StyleValue: Sendable, Hashable {
    /// A color as written: sRGB or Display P3 components (0–1) and alpha.
    case color(ColorValue)
    /// A length in points: a padding, a spacing, a radius, a border width, a shadow's radius.
    case points(Double)
    /// A font's size in points and its weight (CSS numbers, 100–900), when the call gives one.
    case font(size: Double, weight: Double?)
    /// A duration in seconds.
    case duration(Double)
    /// A spring as SwiftUI writes one (response in seconds, damping fraction).
    case spring(response: Double, dampingFraction: Double)
    /// A plain number: an opacity.
    case number(Double)
}

/// How the generated API is spelled where a literal stands, so the fix has the literal's type.
public enum ReplacementForm: Sendable, Hashable {
    /// A SwiftUI `Color`: `Color(token: Tokens.default.….defaultValue)`.
    case swiftUIColor
    /// A `UIColor`: `UIColor(token: Tokens.default.….defaultValue)`.
    case uiColor
    /// A length (`CGFloat` or `Double`): `Tokens.default.….defaultValue.points`.
    case points
    /// A time interval in seconds: `Tokens.default.….defaultValue.seconds`.
    case seconds
    /// A `Double`: `Tokens.default.….defaultValue`.
    case number
    /// A hex string (`"#017CFF"` returned where a `String` is): `Tokens.default.….defaultValue.hexString`.
    case hexString
    /// A SwiftUI `Font` of the system family: `Font.token(Tokens.default.….defaultValue, dynamicTypeSize: .large)`
    /// (at the default Dynamic Type size, the same size and weight).
    case swiftUIFont
    /// A `UIFont`: `UIFont.token(Tokens.default.….defaultValue)`, which scales with Dynamic Type.
    case uiFont
}

/// One style literal found in a Swift file: what it is, where it stands, and how a token could replace it.
public struct StyleLiteral: Sendable, Hashable {
    public var kind: AuditKind
    public var value: StyleValue
    /// The literal's source text, trimmed (`Color(red: 0.0, green: 0.49, blue: 1.0)`), for messages and the baseline.
    public var text: String
    /// The UTF-8 offsets of the expression a fix replaces, trivia excluded.
    public var start: Int
    public var end: Int
    /// How a token is spelled in place of the expression; nil when the literal's type is not
    /// known (a hex string in a switch, `.init(red:…)`), so it is reported but never rewritten.
    public var replacement: ReplacementForm?

    public init(kind: AuditKind, value: StyleValue, text: String, start: Int, end: Int, replacement: ReplacementForm?) {
        self.kind = kind
        self.value = value
        self.text = text
        self.start = start
        self.end = end
        self.replacement = replacement
    }

    /// The value as a message shows it: `#017CFF`, `16`, `17pt semibold`, `0.3s`.
    public var valueDescription: String {
        switch value {
        case .color(let color):
            let hex = color.converted(to: .srgb).srgbHex.dropFirst().uppercased()
            let alpha = color.alpha < 1 ? " at \(StyleLiteral.format(color.alpha * 100))% opacity" : ""
            return (color.colorSpace == .displayP3 ? "display-p3 " : "") + "#" + hex + alpha
        case .points(let points): return StyleLiteral.format(points)
        case .font(let size, let weight):
            return StyleLiteral.format(size) + "pt" + (weight.map { " weight \(StyleLiteral.format($0))" } ?? "")
        case .duration(let seconds): return StyleLiteral.format(seconds) + "s"
        case .spring(let response, let damping):
            return "spring response \(StyleLiteral.format(response))s, damping \(StyleLiteral.format(damping))"
        case .number(let number): return StyleLiteral.format(number)
        }
    }

    /// Shortest round-trip text, without a trailing `.0`.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        let rounded = (value * 10_000).rounded() / 10_000
        return "\(rounded)"
    }
}
