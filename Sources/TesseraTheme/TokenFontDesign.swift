/// The designs of the platform's system font, which CSS generic families and Apple's own
/// family names stand for (SwiftUI `Font.Design`, UIKit `UIFontDescriptor.SystemDesign`).
public enum TokenFontDesign: String, Sendable, Hashable, CaseIterable {
    /// The standard system font (SF Pro).
    case `default`
    /// The rounded variant (SF Pro Rounded).
    case rounded
    /// The monospaced variant (SF Mono).
    case monospaced
    /// The serif variant (New York).
    case serif

    /// The system design a family name denotes, or `nil` for a family that must be installed
    /// (a custom font such as "Inter").
    ///
    /// Names compare case-insensitively, without surrounding quotes or whitespace, as CSS does:
    /// `system-ui`, `-apple-system`, `sans-serif`, `SF Pro` … are the default design;
    /// `ui-rounded` and `SF Pro Rounded` rounded; `ui-monospace`, `monospace` and `SF Mono`
    /// monospaced; `ui-serif`, `serif` and `New York` serif.
    public init?(familyName: String) {
        guard let design = Self.designsByName[Self.normalized(familyName)] else { return nil }
        self = design
    }

    private static let designsByName: [String: TokenFontDesign] = [
        "system-ui": .default, "-apple-system": .default, "blinkmacsystemfont": .default,
        "ui-sans-serif": .default, "sans-serif": .default, "san francisco": .default,
        "sf pro": .default, "sf pro text": .default, "sf pro display": .default, ".applesystemuifont": .default,
        "ui-rounded": .rounded, "sf pro rounded": .rounded,
        "ui-monospace": .monospaced, "monospace": .monospaced, "sf mono": .monospaced,
        "ui-serif": .serif, "serif": .serif, "new york": .serif,
    ]

    /// `name` trimmed of surrounding whitespace and CSS quotes, lowercased.
    static func normalized(_ name: String) -> String {
        let unwanted: Set<Character> = [" ", "\t", "\"", "'"]
        var text = Substring(name)
        while let first = text.first, unwanted.contains(first) { text.removeFirst() }
        while let last = text.last, unwanted.contains(last) { text.removeLast() }
        return text.lowercased()
    }
}
