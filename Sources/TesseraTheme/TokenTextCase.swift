public import Foundation

/// A text-case transform (Tokens Studio `textCase`, CSS `text-transform`) applied to displayed text.
public enum TokenTextCase: String, Sendable, Equatable, Hashable, CaseIterable {
    /// Text as written.
    case none
    /// Every letter in upper case.
    case uppercase
    /// Every letter in lower case.
    case lowercase
    /// The first letter of each word in title case; other letters unchanged, as CSS `capitalize` does.
    case capitalize

    /// `text` transformed; pass a `locale` for language rules (Turkish dotted i), `nil` for locale-independent mapping.
    public func apply(to text: String, locale: Locale? = nil) -> String {
        switch self {
        case .none: text
        case .uppercase: text.uppercased(with: locale)
        case .lowercase: text.lowercased(with: locale)
        case .capitalize: Self.capitalizingWords(text, locale: locale)
        }
    }

    /// CSS `capitalize`: title-cases the first letter of each word and leaves the rest
    /// alone, so "hello NASA team" becomes "Hello NASA Team".
    ///
    /// (Foundation's `capitalized` would also lowercase the rest of each word, which
    /// differs from what the same token renders as on the web.) A word starts at a
    /// letter not preceded by a letter, digit or apostrophe, so "jean-luc" becomes
    /// "Jean-Luc" and "don't" becomes "Don't", matching browsers.
    private static func capitalizingWords(_ text: String, locale: Locale?) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var previous: Character?
        for character in text {
            if character.isLetter, !continuesWord(previous) {
                // `capitalized` on a one-character string gives its title-case form ("ǆ" → "ǅ").
                result += String(character).capitalized(with: locale)
            } else {
                result.append(character)
            }
            previous = character
        }
        return result
    }

    /// Whether a letter after `previous` is inside a word rather than starting one.
    private static func continuesWord(_ previous: Character?) -> Bool {
        guard let previous else { return false }
        return previous.isLetter || previous.isNumber || previous == "'" || previous == "\u{2019}"
    }
}
