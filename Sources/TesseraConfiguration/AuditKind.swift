/// The kinds of style literal `tessera audit` looks for; `audit: { kinds: [...] }` in tessera.yml
/// chooses among them by these names.
public enum AuditKind: String, CaseIterable, Sendable, Codable {
    case color
    case font
    case spacing
    case radius
    case borderWidth = "border-width"
    case shadow
    case opacity
    case motion
}
