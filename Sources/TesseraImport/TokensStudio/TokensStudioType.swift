import TesseraTokens

/// How a Tokens Studio `type` is read: which DTCG type it becomes and which
/// value idioms it accepts (`"16"` for 16px, `"150%"`, weight names…).
enum TokensStudioType: Equatable {
    case color
    /// `dimension`, `spacing`, `sizing`, `borderRadius`, `borderWidth`, `fontSizes`, `paragraphSpacing`, `paragraphIndent`:
    /// a unitless number is px.
    case dimension
    /// Like a dimension, and `%` is a fraction of the font size (`150%` → 1.5em).
    case letterSpacing
    /// A multiple of the font size (`110%` → 1.1, `1.4`), or a length (`24px`).
    case lineHeight
    /// 0 to 1; `25%` → 0.25.
    case opacity
    case fontFamily
    case fontWeight
    case number
    /// `text`, `textCase`, `textDecoration`, `asset`: kept as strings.
    case string
    case boolean
    case typography
    case shadow
    case border
    case strokeStyle
    /// Tokens Studio's legacy bundle of properties; not mapped.
    case composition
    /// `other`: a number when the value is one, else a string.
    case other
    /// A DTCG type Tokens Studio has no idioms for (`duration`, `cubicBezier`, …): passed through.
    case dtcg(TokenType)

    /// The type named `name` in a Tokens Studio file, or `nil` when it is not one.
    init?(name: String) {
        switch name {
        case "color": self = .color
        case "dimension", "spacing", "sizing", "borderRadius", "borderWidth", "fontSizes", "fontSize", "paragraphSpacing",
            "paragraphIndent":
            self = .dimension
        case "letterSpacing": self = .letterSpacing
        case "lineHeights", "lineHeight": self = .lineHeight
        case "opacity": self = .opacity
        case "fontFamilies", "fontFamily": self = .fontFamily
        case "fontWeights", "fontWeight": self = .fontWeight
        case "number": self = .number
        case "text", "textCase", "textDecoration", "asset", "content", "string": self = .string
        case "boolean": self = .boolean
        case "typography": self = .typography
        case "boxShadow", "shadow": self = .shadow
        case "border": self = .border
        case "strokeStyle": self = .strokeStyle
        case "composition": self = .composition
        case "other": self = .other
        default:
            guard let type = TokenType(rawValue: name) else { return nil }
            self = .dtcg(type)
        }
    }

    /// A type name of a team or another tool that says what it is (`cubic-bezier`, `font-size`,
    /// `letter-spacing`), read as the plugin's type of that name (keeping its idioms: `150%` as a
    /// letter spacing) or else the DTCG type ``TokenType/named(byTool:)`` gives, as in every reader;
    /// with the name it is read as. `nil` for a name that says nothing Tessera maps.
    static func named(byTool name: String) -> (type: TokensStudioType, readAs: String)? {
        let key = String(name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
        if let plugin = pluginNames[key], let type = TokensStudioType(name: plugin) { return (type, plugin) }
        return TokenType.named(byTool: name).map { (.dtcg($0), $0.rawValue) }
    }

    /// The plugin's camelCase names by their spelling without case or separators.
    private static let pluginNames: [String: String] = Dictionary(
        uniqueKeysWithValues: [
            "borderRadius", "borderWidth", "fontSizes", "fontSize", "paragraphSpacing", "paragraphIndent", "letterSpacing",
            "lineHeights", "lineHeight", "fontFamilies", "fontFamily", "fontWeights", "fontWeight", "textCase", "textDecoration",
            "boxShadow", "strokeStyle", "cubicBezier",
        ].map { ($0.lowercased(), $0) })

    /// Type names only Tokens Studio writes: one of them marks a file as a Tokens Studio export.
    static let signatureNames: Set<String> = [
        "fontSizes", "fontWeights", "fontFamilies", "lineHeights", "letterSpacing", "paragraphSpacing", "paragraphIndent",
        "borderRadius", "borderWidth", "spacing", "sizing", "boxShadow", "opacity", "composition", "textCase",
        "textDecoration", "other", "text", "asset",
    ]

    /// The Tokens Studio font weight names (lowercased, without spaces or hyphens) and their weights,
    /// including the German names the plugin accepts.
    static let fontWeightNames: [String: Double] = [
        "hairline": 100, "thin": 100, "extralight": 200, "ultralight": 200, "extraleicht": 200, "light": 300,
        "leicht": 300, "normal": 400, "regular": 400, "book": 400, "buch": 400, "medium": 500, "kraeftig": 500,
        "kräftig": 500, "semibold": 600, "demibold": 600, "halbfett": 600, "bold": 700, "dreiviertelfett": 700,
        "extrabold": 800, "ultrabold": 800, "fett": 800, "black": 900, "heavy": 900, "super": 900, "extrafett": 900,
        "ultra": 950, "ultrablack": 950, "extrablack": 950,
    ]

    /// Style words that may follow a weight name (`"Bold Italic"`).
    static let fontStyleNames: Set<String> = ["italic", "oblique", "kursiv"]
}
