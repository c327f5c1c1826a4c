/// A font family token (DTCG `fontFamily`): family names, preferred first, fallbacks after.
///
/// Names stay strings because only the adapters can ask the platform which fonts
/// are installed; this type just answers "is this the system font?".
public struct TokenFontFamily: Sendable, Equatable, Hashable {
    /// The family names in order of preference.
    public var names: [String]

    /// A family with fallbacks, preferred name first.
    public init(_ names: [String]) {
        self.names = names
    }

    /// A single family name.
    public init(_ name: String) {
        self.names = [name]
    }

    /// The system font, written as the CSS generic `system-ui`.
    public static let system = TokenFontFamily(systemName)

    /// The name ``system`` uses.
    public static let systemName = "system-ui"

    /// The preferred family name (`system-ui` when the list is empty, so there is always something to ask for).
    public var primary: String {
        names.first ?? Self.systemName
    }

    /// Whether the preferred family means "the platform's UI font" (so adapters use the system font,
    /// which keeps Dynamic Type, optical sizes and weights that a named `SF Pro` lookup would lose).
    ///
    /// True for `system-ui`, `-apple-system`, `BlinkMacSystemFont`, `ui-sans-serif`,
    /// `ui-rounded`, `sans-serif`, `San Francisco` and `SF Pro` / `SF Pro Text` /
    /// `SF Pro Display` / `SF Pro Rounded`, compared case-insensitively as CSS does.
    public var isSystem: Bool {
        switch TokenFontDesign(familyName: primary) {
        case .default?, .rounded?: true
        default: false
        }
    }
}
