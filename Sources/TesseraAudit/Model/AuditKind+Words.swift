import TesseraConfiguration

/// How findings and the matcher speak of each kind.
extension AuditKind {
    /// How a finding names the kind: "hard-coded corner radius 12".
    var noun: String {
        switch self {
        case .color: "color"
        case .font: "font"
        case .spacing: "spacing"
        case .radius: "corner radius"
        case .borderWidth: "border width"
        case .shadow: "shadow radius"
        case .opacity: "opacity"
        case .motion: "duration"
        }
    }

    /// Words in a token's path that say it holds this kind of value; a token whose path has one is
    /// preferred over another of the same value (`space.md` for a padding, `radius.md` for a corner).
    var pathWords: [String] {
        switch self {
        case .color: ["color", "colour", "palette"]
        case .font: ["font", "typography", "text", "type"]
        case .spacing: ["space", "spacing", "padding", "gap", "inset", "margin", "gutter"]
        case .radius: ["radius", "radii", "corner", "rounded", "shape"]
        case .borderWidth: ["border", "stroke", "line", "outline"]
        case .shadow: ["shadow", "blur", "elevation"]
        case .opacity: ["opacity", "alpha", "transparency"]
        case .motion: ["duration", "motion", "animation", "time", "timing"]
        }
    }
}
