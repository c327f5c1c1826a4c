/// The access level of generated declarations (`access:` in `tessera.yml`, `--access`).
public enum AccessLevel: String, CaseIterable, Sendable {
    case `public`, package, `internal`
}
