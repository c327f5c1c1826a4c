/// A fully resolved token value: every alias followed, every sub-value typed.
///
/// These are the core's canonical values; `tessera resolve` prints them in the
/// 2025.10 canonical JSON form and code generation reads them.
public enum TokenValue: Hashable, Sendable {
    case color(ColorValue)
    case dimension(DimensionValue)
    case fontFamily([String])
    case fontWeight(Double)
    case duration(DurationValue)
    case cubicBezier(CubicBezier)
    case number(Double)
    case strokeStyle(StrokeStyle)
    // The three large composites are boxed, so a value of any type stays small (41 bytes, not
    // 89): resolving copies and stores values by the ten thousand.
    indirect case border(Border)
    indirect case transition(Transition)
    /// One or more layers, painted in order.
    case shadow([ShadowLayer])
    case gradient([GradientStop])
    indirect case typography(Typography)
    case string(String)
    case boolean(Bool)

    /// The type this value belongs to.
    public var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .number: .number
        case .strokeStyle: .strokeStyle
        case .border: .border
        case .transition: .transition
        case .shadow: .shadow
        case .gradient: .gradient
        case .typography: .typography
        case .string: .string
        case .boolean: .boolean
        }
    }
}

/// A length: `px` (1px = 1pt on Apple platforms) or `rem` (a multiple of the root font size).
public struct DimensionValue: Hashable, Sendable {
    public enum Unit: String, Hashable, Sendable, CaseIterable {
        case px, rem
        /// Not in DTCG 2025.10: relative to the current font size; accepted outside strict mode.
        case em
    }

    public var value: Double
    public var unit: Unit

    public init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }
}

/// A length of time in milliseconds or seconds.
public struct DurationValue: Hashable, Sendable {
    public enum Unit: String, Hashable, Sendable, CaseIterable {
        case ms, s
    }

    public var value: Double
    public var unit: Unit

    public init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// The duration in seconds.
    public var seconds: Double { unit == .s ? value : value / 1000 }
}

/// A cubic Bézier easing curve from (0,0) to (1,1) through two control points.
public struct CubicBezier: Hashable, Sendable {
    public var x1: Double
    public var y1: Double
    public var x2: Double
    public var y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }
}

/// A line style: a CSS keyword or a custom dash pattern.
public enum StrokeStyle: Hashable, Sendable {
    public static let keywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    public static let lineCaps = ["round", "butt", "square"]

    case keyword(String)
    case custom(dashArray: [DimensionValue], lineCap: String)
}

/// A border: color, width and style.
public struct Border: Hashable, Sendable {
    public var color: ColorValue
    public var width: DimensionValue
    public var style: StrokeStyle

    public init(color: ColorValue, width: DimensionValue, style: StrokeStyle) {
        self.color = color
        self.width = width
        self.style = style
    }
}

/// An animated transition between two states.
public struct Transition: Hashable, Sendable {
    public var duration: DurationValue
    public var delay: DurationValue
    public var timingFunction: CubicBezier

    public init(duration: DurationValue, delay: DurationValue, timingFunction: CubicBezier) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}

/// One shadow layer. `inset` is an inner shadow.
public struct ShadowLayer: Hashable, Sendable {
    public var color: ColorValue
    public var offsetX: DimensionValue
    public var offsetY: DimensionValue
    public var blur: DimensionValue
    public var spread: DimensionValue
    public var inset: Bool

    public init(
        color: ColorValue, offsetX: DimensionValue, offsetY: DimensionValue, blur: DimensionValue, spread: DimensionValue,
        inset: Bool = false
    ) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }
}

/// One color stop of a gradient; `position` is in 0...1.
public struct GradientStop: Hashable, Sendable {
    public var color: ColorValue
    public var position: Double

    public init(color: ColorValue, position: Double) {
        self.color = color
        self.position = position
    }
}

/// A text style. DTCG requires the first five properties; files exported from
/// design tools often add text case and decoration, kept when present.
public struct Typography: Hashable, Sendable {
    public var fontFamily: [String]
    public var fontSize: DimensionValue
    public var fontWeight: Double
    public var letterSpacing: DimensionValue
    /// A multiplier of the font size.
    public var lineHeight: Double
    /// `none`, `uppercase`, `lowercase`, `capitalize` (design-tool extension).
    public var textCase: String?
    /// `none`, `underline`, `line-through` (design-tool extension).
    public var textDecoration: String?
    /// CSS `font-style`: `normal`, `italic`, `oblique` (design-tool and Terrazzo extension).
    public var fontStyle: String?

    public init(
        fontFamily: [String], fontSize: DimensionValue, fontWeight: Double, letterSpacing: DimensionValue, lineHeight: Double,
        textCase: String? = nil, textDecoration: String? = nil, fontStyle: String? = nil
    ) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
        self.textCase = textCase
        self.textDecoration = textDecoration
        self.fontStyle = fontStyle
    }
}

/// The font-weight keywords of DTCG 2025.10 and their numeric values.
public enum FontWeightKeyword {
    public static let table: [String: Double] = [
        "thin": 100, "hairline": 100,
        "extra-light": 200, "ultra-light": 200,
        "light": 300,
        "normal": 400, "regular": 400, "book": 400,
        "medium": 500,
        "semi-bold": 600, "demi-bold": 600,
        "bold": 700,
        "extra-bold": 800, "ultra-bold": 800,
        "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    /// A keyword as design tools spell it, in any case and with or without a space, hyphen or
    /// underscore between its words (`SemiBold`, `Semi Bold`, `extra_light`).
    public static func weight(named text: some StringProtocol) -> Double? {
        looseTable[text.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }]
    }

    private static let looseTable = Dictionary(uniqueKeysWithValues: table.map { ($0.key.filter { $0 != "-" }, $0.value) })
}
