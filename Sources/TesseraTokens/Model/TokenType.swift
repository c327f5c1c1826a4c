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
    /// The types for which CSS's `none` says there is no such value ("no shadow", "no border"), which a
    /// token of that type cannot hold (rule 1): where `none` is written, or is one context's text.
    package static let noneMeansNoValue: Set<TokenType> = [.color, .shadow, .transition, .border, .strokeStyle]

    package static let standardNames = allCases.filter(\.isStandard).map(\.rawValue).joined(separator: ", ")
}

extension TokenType {
    /// The DTCG type a type name written by another tool or by a team means, the one table every
    /// reader uses: camelCase, kebab-case and snake_case spellings of what the name says it is
    /// (`font-size`, `fontSizes`, `font_family`, `letter-spacing`, `line-height`, `breakpoint`,
    /// `z-index`, `opacity`, `box-shadow`, `time`…). `nil` for a name that says nothing Tessera
    /// can map (`component`, `other`), or that names a family of types rather than one (`font`, a
    /// category of families, weights and sizes alike): its token keeps its value as a plain value.
    package static func named(byTool name: String) -> TokenType? {
        if let type = TokenType(rawValue: name) { return type }
        let key = String(name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
        return toolNames[key]
    }

    private static let toolNames: [String: TokenType] = {
        var table: [String: TokenType] = [:]
        func add(_ type: TokenType, _ names: String...) { for name in names { table[name] = type } }
        add(.color, "colors", "backgroundcolor", "bordercolor", "textcolor")
        add(
            .dimension, "dimension", "dimensions", "size", "sizes", "sizing", "spacing", "space", "spacings", "fontsize",
            "fontsizes", "borderradius", "radius", "radii", "borderwidth", "letterspacing", "breakpoint", "breakpoints",
            "width", "height", "paragraphspacing", "paragraphindent", "gap", "inset", "offset", "length", "outlinewidth",
            "outlineoffset", "strokewidth", "textunderlineoffset", "underlineoffset", "textdecorationthickness",
            "textdecorationsthickness")
        add(.fontFamily, "fontfamily", "fontfamilies", "typeface")
        add(.fontWeight, "fontweight", "fontweights")
        add(.duration, "duration", "durations", "time", "motionduration")
        add(.cubicBezier, "cubicbezier", "easing", "easings", "timingfunction")
        add(.number, "number", "numbers", "opacity", "zindex", "lineheight", "lineheights", "scale", "ratio", "aspectratio")
        add(.shadow, "shadow", "shadows", "boxshadow", "dropshadow", "elevation")
        add(.border, "border", "borders")
        add(.strokeStyle, "strokestyle", "borderstyle")
        add(.gradient, "gradient", "gradients")
        add(.typography, "typography", "textstyle", "textstyles")
        add(.transition, "transition", "transitions")
        add(.string, "string", "text", "content", "textcase", "texttransform", "textdecoration", "fontstyle")
        add(.boolean, "boolean", "bool")
        return table
    }()
}
