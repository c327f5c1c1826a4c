/// A theme of any ``TokenTheme`` type, so one environment value or trait can carry it.
///
/// Equality is the theme's own when its type is `Equatable` (generated roots are `Hashable`),
/// so UIKit and SwiftUI see "same theme" and skip needless updates; for other types two boxes
/// are never equal, which only costs an update.
public struct AnyTokenTheme: Sendable, Equatable {
    /// The theme.
    public let base: any TokenTheme
    private let isEqualTo: @Sendable (any TokenTheme) -> Bool

    /// A box around `theme`, compared by `==`.
    public init<Theme: TokenTheme & Equatable>(_ theme: Theme) {
        base = theme
        isEqualTo = { other in (other as? Theme) == theme }
    }

    /// A box around a theme that is not `Equatable`.
    public init<Theme: TokenTheme>(_ theme: Theme) {
        base = theme
        isEqualTo = { _ in false }
    }

    /// The theme as `Theme`, or `nil` when it is another type.
    public func theme<Theme: TokenTheme>(as type: Theme.Type) -> Theme? {
        base as? Theme
    }

    /// Whether both box equal themes of the same type.
    public static func == (lhs: AnyTokenTheme, rhs: AnyTokenTheme) -> Bool {
        lhs.isEqualTo(rhs.base)
    }
}

/// The themes chosen for a part of the app, at most one per theme type.
///
/// An app can use two token types at once (its design system's generated tokens and a store
/// snapshot with a customer's overrides); each is looked up by its type, and a type that was
/// never set reads as its `default`. This is the value the SwiftUI environment and the UIKit
/// trait carry.
public struct TokenThemeSet: Sendable, Equatable {
    private var themes: [ObjectIdentifier: AnyTokenTheme] = [:]

    /// No theme chosen: every type reads as its default.
    public init() {}

    /// The chosen theme of type `Theme`, or `Theme.default`.
    public func theme<Theme: TokenTheme>(_ type: Theme.Type = Theme.self) -> Theme {
        themes[ObjectIdentifier(type)]?.theme(as: type) ?? Theme.default
    }

    /// Whether a theme of type `Theme` was chosen.
    public func contains<Theme: TokenTheme>(_ type: Theme.Type) -> Bool {
        themes[ObjectIdentifier(type)] != nil
    }

    /// Chooses `theme` for its type, replacing an earlier choice.
    public mutating func set<Theme: TokenTheme & Equatable>(_ theme: Theme) {
        themes[ObjectIdentifier(Theme.self)] = AnyTokenTheme(theme)
    }

    /// Chooses `theme` (of a type that is not `Equatable`) for its type.
    public mutating func set<Theme: TokenTheme>(_ theme: Theme) {
        themes[ObjectIdentifier(Theme.self)] = AnyTokenTheme(theme)
    }

    /// This set with `theme` chosen for its type.
    public func setting<Theme: TokenTheme & Equatable>(_ theme: Theme) -> TokenThemeSet {
        var copy = self
        copy.set(theme)
        return copy
    }

    /// This set with `theme` (of a type that is not `Equatable`) chosen for its type.
    public func setting<Theme: TokenTheme>(_ theme: Theme) -> TokenThemeSet {
        var copy = self
        copy.set(theme)
        return copy
    }
}
