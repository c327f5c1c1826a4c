/// The words that name a mode (`dark`, `light`, `high-contrast`) wherever a project writes one: in a
/// member beside the value (`darkValue`, `value-dark`), in a file name's last part (`color.dark.json`),
/// in the names of sibling files or sets (`theme-light`, `theme-dark`). One list, read alike by the
/// Style Dictionary and Tokens Studio readers; it depends on neither.
enum ModeWords {
    /// The mode words, folded (lowercased, without `-`, `_` or spaces).
    private static let words: Set<String> = ["dark", "light", "night", "day", "dim", "highcontrast", "contrast", "hc"]

    /// `word` folded as a member's name is folded: lowercased, without `-`, `_` or spaces.
    private static func folded(_ word: String) -> String {
        word.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }
    }

    /// The mode a word names (`dark`, `High-Contrast`: `highcontrast`); `nil` for any other word.
    static func mode(named word: String) -> String? {
        let folded = folded(word)
        return words.contains(folded) ? folded : nil
    }

    /// The mode a member names as the token's value in it (`valueDark`, `value-dark`, `value_dark`,
    /// `darkValue`: `dark`), Style Dictionary's single-token way to write modes; `nil` for any other member.
    /// - Parameter named: Modes the project's build names besides the mode words (`mode: 'noir'` in a
    ///   build module whose format writes `token[`${mode}Value`]`), folded.
    ///   A member named by a mode word alone (`"dark": "#4d3700"` beside `value`, which GoA's format
    ///   writes in its dark build) is that mode's value too.
    static func mode(ofValueMember key: String, named: Set<String> = []) -> String? {
        let folded = folded(key)
        let mode = folded.hasPrefix("value") ? String(folded.dropFirst(5)) : folded.hasSuffix("value") ? String(folded.dropLast(5)) : folded
        return words.contains(mode) || named.contains(mode) ? mode : nil
    }

    /// `name` folded as mode names are compared: lowercased, without `-`, `_` or spaces.
    static func foldedName(_ name: String) -> String { folded(name) }
}
