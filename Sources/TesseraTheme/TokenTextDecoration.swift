/// A text decoration (Tokens Studio `textDecoration`); raw values are the CSS keywords.
public enum TokenTextDecoration: String, Sendable, Equatable, Hashable, CaseIterable {
    /// No decoration.
    case none
    /// A line under the text.
    case underline
    /// A line through the middle of the text (CSS `line-through`, SwiftUI `strikethrough`).
    case lineThrough = "line-through"
}
