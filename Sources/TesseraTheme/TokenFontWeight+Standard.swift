extension TokenFontWeight {
    /// The nine weights Apple's font APIs name (`Font.Weight`, `UIFont.Weight`), by their CSS value.
    ///
    /// Apple's lightest weight is called ultra light (CSS 100, "thin" in CSS) and its second
    /// thin (CSS 200, "extra light"); the raw values keep the CSS numbers so the pairing is explicit.
    public enum Standard: Int, Sendable, Hashable, CaseIterable {
        /// CSS 100.
        case ultraLight = 100
        /// CSS 200.
        case thin = 200
        /// CSS 300.
        case light = 300
        /// CSS 400.
        case regular = 400
        /// CSS 500.
        case medium = 500
        /// CSS 600.
        case semibold = 600
        /// CSS 700.
        case bold = 700
        /// CSS 800.
        case heavy = 800
        /// CSS 900.
        case black = 900
    }

    /// The Apple weight nearest this one (see ``nearestStandard``).
    public var standard: Standard {
        Standard(rawValue: Int(nearestStandard.value)) ?? .regular
    }
}
