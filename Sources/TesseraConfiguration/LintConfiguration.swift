public import TesseraDiagnostics
import TesseraSyntax
public import TesseraTokens

/// How serious a lint rule's findings are; `off` turns the rule off.
public enum LintSeverity: String, Sendable, CaseIterable {
    case off, warning, error

    /// The severity of the rule's diagnostics, or nil when the rule is off.
    public var diagnosticSeverity: Diagnostic.Severity? {
        switch self {
        case .off: nil
        case .warning: .warning
        case .error: .error
        }
    }
}

/// How a contrast pair is measured.
public enum ContrastAlgorithm: String, Sendable, CaseIterable {
    /// The WCAG 2.x contrast ratio, 1 to 21 (`minimum: 4.5` for body text).
    case wcag2
    /// APCA's lightness contrast Lc (0.0.98G-4g), compared by magnitude (`minimum: 60`).
    case apca

    /// The minimum a pair gets when it names none: WCAG AA body text, APCA's content text.
    public var defaultMinimum: Double { self == .wcag2 ? 4.5 : 60 }
}

/// The cases a name can be required to follow.
public enum NameCase: String, Sendable, CaseIterable {
    case kebab, camel, pascal, snake
}

/// The `lint:` section of `tessera.yml`: every rule with its severity and options.
/// The defaults suit an iOS team: contrast pairs are errors, a 4-point grid on spacing,
/// colors inside Display P3, text at 11 points or more; the opt-in rules are off.
public struct LintConfiguration: Sendable {
    /// One foreground/background pair `contrast` checks.
    public struct ContrastPair: Sendable {
        /// The text color token's path.
        public var foreground: String
        /// The surface color token's path.
        public var background: String
        /// The least ratio (WCAG 2) or Lc magnitude (APCA) that passes.
        public var minimum: Double
        public var algorithm: ContrastAlgorithm
        /// Where the pair's foreground and background are named in `tessera.yml`.
        public var foregroundPosition: SourcePosition
        public var backgroundPosition: SourcePosition
    }

    /// A case, a pattern or both, that names must follow.
    public struct NamingStyle: Sendable {
        public var nameCase: NameCase?
        /// A regular expression a name must contain a match of (anchor it with `^…$`).
        public var pattern: String?
    }

    /// `contrast`: declared foreground/background pairs in every permutation.
    public var contrastSeverity = LintSeverity.error
    public var contrastPairs: [ContrastPair] = []

    /// `requiredModes`: what one context of a modifier defines, every context does.
    public var requiredModesSeverity = LintSeverity.warning
    /// The modifiers whose every context must define the tokens any of them defines.
    public var requiredModesModifiers: [(name: String, position: SourcePosition)] = []

    /// `naming`: a case or pattern per group, and reserved words.
    public var namingSeverity = LintSeverity.warning
    /// The style of every name outside the groups `namingGroups` lists.
    public var naming = NamingStyle()
    /// Styles per group path (`color`, `color.brand`); the longest matching group wins.
    public var namingGroups: [(group: String, style: NamingStyle)] = []
    /// Names no token or group may have.
    public var reservedNames: [String] = []

    /// `grid`: dimensions of chosen groups are multiples of a step.
    public var gridSeverity = LintSeverity.warning
    /// Points; dimensions of ``gridGroups`` must be multiples of it.
    public var gridStep = 4.0
    /// The groups whose dimensions are checked.
    public var gridGroups = ["spacing", "space"]

    /// `gamut`: colors inside sRGB or Display P3.
    public var gamutSeverity = LintSeverity.warning
    /// `srgb` or `display-p3`.
    public var gamut = RGBTarget.displayP3

    /// `minimumFontSize`: text sizes at or above a minimum.
    public var minimumFontSizeSeverity = LintSeverity.warning
    /// Points.
    public var minimumFontSize = 11.0

    /// `deprecated`: tokens that are not deprecated do not reference deprecated ones.
    public var deprecatedSeverity = LintSeverity.warning

    /// `unused` (opt-in): primitives that no token references.
    public var unusedSeverity = LintSeverity.off
    /// The groups whose tokens are primitives; empty: every token with a literal value.
    public var unusedGroups: [String] = []

    /// `duplicateValues` (opt-in): two tokens of a group with one value everywhere.
    public var duplicateValuesSeverity = LintSeverity.off
    /// The groups checked; empty: every group.
    public var duplicateValuesGroups: [String] = []

    /// Points per rem, for the grid and font sizes (`remBase:` of `tessera.yml`).
    public var remBase = 16.0

    public init() {}

    /// The rule names `lint:` accepts.
    public static let ruleNames = [
        "contrast", "requiredModes", "naming", "grid", "gamut", "minimumFontSize", "deprecated", "unused", "duplicateValues",
    ]

    /// The gamuts `gamut:` names: `srgb` or `display-p3`.
    public enum Gamut: String, CaseIterable, Sendable {
        case srgb, displayP3 = "display-p3"

        /// The color space colors are checked against.
        public var target: RGBTarget { self == .srgb ? .sRGB : .displayP3 }
    }
}
