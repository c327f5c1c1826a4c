import Testing
import TesseraCodegen

/// Snippet reference tests: a token fragment in, the exact Swift out (``Snippet``), one per kind of
/// token and for themes and traits. A failure shows a line diff.
@Suite struct SnippetReferenceTests {
    /// The token set the resolver tests share.
    static let base = #"""
        {"color": {"$type": "color",
          "surface": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}},
          "accent": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 1]}}},
         "radius": {"$type": "dimension", "card": {"$value": {"value": 8, "unit": "px"}}}}
        """#

    /// sRGB and Display P3 colors, an alpha, a description, and an alias of a token of its own group,
    /// written as the value (a reference would make the group's static value read itself while initialized).
    @Test func colors() {
        Snippet.expect(
            tokens: #"""
            {"color": {"$type": "color",
              "primary": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.3]}, "$description": "The brand's main color."},
              "overlay": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5}},
              "vivid": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}},
              "link": {"$value": "{color.primary}"}}}
            """#, type: "ColorGroup",
            #"""
            nonisolated public struct ColorGroup: Swift.Sendable, Swift.Hashable {
                /// The brand's main color.
                ///
                /// `color.primary`: #1a334d
                public var primary: AdaptiveColor = .init(sRGB: 0.1, 0.2, 0.3)
                /// `color.overlay`: #000000 at 50%
                public var overlay: AdaptiveColor = .init(sRGB: 0, 0, 0, alpha: 0.5)
                /// `color.vivid`: #ff0000
                public var vivid: AdaptiveColor = .init(displayP3: 1, 0, 0)
                /// `color.link`: #1a334d (= color.primary)
                public var link: AdaptiveColor = .init(sRGB: 0.1, 0.2, 0.3)

                public static let `default`: Self = Self()
            }

            """#)
    }

    /// A typography: a font family list, px and rem sizes, a named weight, letter spacing in points.
    @Test func typography() {
        Snippet.expect(
            tokens: #"""
            {"type": {"$type": "typography",
              "title": {"$value": {"fontFamily": ["SF Pro Display", "Helvetica"], "fontSize": {"value": 28, "unit": "px"},
                "fontWeight": 700, "letterSpacing": {"value": -0.5, "unit": "px"}, "lineHeight": 1.2}},
              "caption": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 0.75, "unit": "rem"}, "fontWeight": "medium",
                "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.4}}}}
            """#, type: "TypeGroup",
            #"""
            nonisolated public struct TypeGroup: Swift.Sendable, Swift.Hashable {
                /// `type.title`: SF Pro Display 28px/1.2 weight 700
                public var title: AdaptiveTypography = .init(TesseraTheme.TokenTypography(
                    fontFamily: TesseraTheme.TokenFontFamily(["SF Pro Display", "Helvetica"]),
                    fontSize: TesseraTheme.TokenDimension(28),
                    fontWeight: TesseraTheme.TokenFontWeight(700),
                    letterSpacing: TesseraTheme.TokenDimension(-0.5),
                    lineHeight: 1.2
                ))
                /// `type.caption`: Inter 0.75rem/1.4 weight 500
                public var caption: AdaptiveTypography = .init(TesseraTheme.TokenTypography(
                    fontFamily: TesseraTheme.TokenFontFamily(["Inter"]),
                    fontSize: TesseraTheme.TokenDimension.rem(0.75),
                    fontWeight: TesseraTheme.TokenFontWeight(500),
                    letterSpacing: TesseraTheme.TokenDimension(0),
                    lineHeight: 1.4
                ))

                public static let `default`: Self = Self()
            }

            """#)
    }

    /// A shadow of one layer and an inset one written as a list: one part a line.
    @Test func shadows() {
        Snippet.expect(
            tokens: #"""
            {"shadow": {"$type": "shadow",
              "card": {"$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.2},
                "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"},
                "blur": {"value": 8, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}},
              "inner": {"$value": [{"color": "#00000033", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"},
                "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}, "inset": true}]}}}
            """#, type: "Shadow",
            #"""
            nonisolated public struct Shadow: Swift.Sendable, Swift.Hashable {
                /// `shadow.card`: 1 layer
                public var card: AdaptiveShadow = .init(TesseraTheme.TokenShadow([
                    TesseraTheme.TokenShadowLayer(
                        color: TesseraTheme.TokenColor(sRGB: 0, 0, 0, alpha: 0.2),
                        offsetX: TesseraTheme.TokenDimension(0),
                        offsetY: TesseraTheme.TokenDimension(2),
                        blur: TesseraTheme.TokenDimension(8),
                        spread: TesseraTheme.TokenDimension(0),
                        inset: false
                    ),
                ]))
                /// `shadow.inner`: 1 layer
                public var inner: AdaptiveShadow = .init(TesseraTheme.TokenShadow([
                    TesseraTheme.TokenShadowLayer(
                        color: TesseraTheme.TokenColor(sRGB: 0, 0, 0, alpha: 0.2),
                        offsetX: TesseraTheme.TokenDimension(0),
                        offsetY: TesseraTheme.TokenDimension(1),
                        blur: TesseraTheme.TokenDimension(2),
                        spread: TesseraTheme.TokenDimension(0),
                        inset: true
                    ),
                ]))

                public static let `default`: Self = Self()
            }

            """#)
    }

    /// A gradient: one stop a line, a legacy hex color converted.
    @Test func gradients() {
        Snippet.expect(
            tokens: #"""
            {"gradient": {"$type": "gradient",
              "sunrise": {"$value": [{"color": "#ff8800", "position": 0}, {"color": {"colorSpace": "srgb", "components": [1, 0, 0.5]}, "position": 1}]}}}
            """#, type: "GradientGroup",
            #"""
            nonisolated public struct GradientGroup: Swift.Sendable, Swift.Hashable {
                /// `gradient.sunrise`: gradient
                public var sunrise: AdaptiveGradient = .init(TesseraTheme.TokenGradient([
                    TesseraTheme.TokenGradient.Stop(color: TesseraTheme.TokenColor(sRGB: 1, 0.533333, 0), position: 0),
                    TesseraTheme.TokenGradient.Stop(color: TesseraTheme.TokenColor(sRGB: 1, 0, 0.5), position: 1),
                ]))

                public static let `default`: Self = Self()
            }

            """#)
    }

    /// Durations in ms and s (as seconds), a cubic Bézier, and a transition whose parts are references (resolved into the composite).
    @Test func durationsCubicBeziersAndTransitions() {
        Snippet.expect(
            tokens: #"""
            {"motion": {
              "quick": {"$type": "duration", "$value": {"value": 150, "unit": "ms"}},
              "slow": {"$type": "duration", "$value": {"value": 0.5, "unit": "s"}},
              "ease": {"$type": "cubicBezier", "$value": [0.25, 0.1, 0.25, 1]},
              "fade": {"$type": "transition", "$value": {"duration": "{motion.quick}", "delay": {"value": 0, "unit": "ms"}, "timingFunction": "{motion.ease}"}}}}
            """#, type: "Motion",
            #"""
            nonisolated public struct Motion: Swift.Sendable, Swift.Hashable {
                /// `motion.quick`: 150ms
                public var quick: AdaptiveDuration = .init(TesseraTheme.TokenDuration(seconds: 0.15))
                /// `motion.slow`: 0.5s
                public var slow: AdaptiveDuration = .init(TesseraTheme.TokenDuration(seconds: 0.5))
                /// `motion.ease`: cubicBezier
                public var ease: AdaptiveCubicBezier = .init(TesseraTheme.TokenCubicBezier(0.25, 0.1, 0.25, 1))
                /// `motion.fade`: transition
                public var fade: AdaptiveTransition = .init(TesseraTheme.TokenTransition(
                    duration: TesseraTheme.TokenDuration(seconds: 0.15),
                    delay: TesseraTheme.TokenDuration(seconds: 0),
                    timingFunction: TesseraTheme.TokenCubicBezier(0.25, 0.1, 0.25, 1)
                ))

                public static let `default`: Self = Self()
            }

            """#)
    }

    /// Dimensions in px and rem with a configured rem base: `rem` stays a `.rem(…)` call with the base
    /// wherever a dimension appears (a border's width and dashes, a typography's size); values already in
    /// points (a typography's letter spacing) are converted with the same base. The whole file, since
    /// composites sit on the root.
    @Test func dimensionsWithAConfiguredRemBase() {
        Snippet.expect(
            tokens: #"""
            {"space": {"$type": "dimension",
              "s": {"$value": {"value": 4, "unit": "px"}},
              "m": {"$value": {"value": 1.5, "unit": "rem"}},
              "gap": {"$value": "{space.m}"}},
             "line": {"$type": "border", "$value": {"color": "#000000", "width": {"value": 0.125, "unit": "rem"},
               "style": {"dashArray": [{"value": 0.5, "unit": "rem"}], "lineCap": "round"}}},
             "body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 1, "unit": "rem"},
               "fontWeight": 400, "letterSpacing": {"value": 0.1, "unit": "rem"}, "lineHeight": 1.5}}}
            """#, options: SwiftGeneratorOptions(remBase: 10),
            #"""
            /// Design tokens, one value of this type per theme (default).
            ///
            /// Every token is an `Adaptive` value: resolve it with the device's traits (`$theme(token)` in SwiftUI).
            nonisolated public struct Tokens: Swift.Sendable, Swift.Hashable, TesseraTheme.TokenTheme {
                public var space: Space = .`default`
                /// `line`: border
                public var line: AdaptiveBorder = .init(TesseraTheme.TokenBorder(
                    color: TesseraTheme.TokenColor(sRGB: 0, 0, 0),
                    width: TesseraTheme.TokenDimension.rem(0.125, base: 10),
                    style: TesseraTheme.TokenStrokeStyle.custom(
                        dashArray: [TesseraTheme.TokenDimension.rem(0.5, base: 10)],
                        lineCap: .round
                    )
                ))
                /// `body`: Inter 1rem/1.5 weight 400
                public var body: AdaptiveTypography = .init(TesseraTheme.TokenTypography(
                    fontFamily: TesseraTheme.TokenFontFamily(["Inter"]),
                    fontSize: TesseraTheme.TokenDimension.rem(1, base: 10),
                    fontWeight: TesseraTheme.TokenFontWeight(400),
                    letterSpacing: TesseraTheme.TokenDimension(1),
                    lineHeight: 1.5
                ))

                /// The default theme.
                public static let `default`: Self = Self()
                /// Every theme by name.
                public static let themes: [Swift.String: Self] = ["default": `default`]

                /// A dimension token's value in every context.
                public typealias AdaptiveDimension = TesseraTheme.Adaptive<TesseraTheme.TokenDimension>
                /// A border token's value in every context.
                public typealias AdaptiveBorder = TesseraTheme.Adaptive<TesseraTheme.TokenBorder>
                /// A typography token's value in every context.
                public typealias AdaptiveTypography = TesseraTheme.Adaptive<TesseraTheme.TokenTypography>

                nonisolated public struct Space: Swift.Sendable, Swift.Hashable {
                    /// `space.s`: 4px
                    public var s: AdaptiveDimension = .points(4)
                    /// `space.m`: 1.5rem
                    public var m: AdaptiveDimension = .rem(1.5, base: 10)
                    /// `space.gap`: 1.5rem (= space.m)
                    public var gap: AdaptiveDimension = .rem(1.5, base: 10)

                    public static let `default`: Self = Self()
                }
            }

            """#)
    }

    /// A modifier whose contexts name no device trait becomes app-selected themes: every property starts
    /// at the first theme, another theme passes only what differs, a group that does not differ refers to
    /// the first theme, and one modifier gets the `Tokens(brand:)` API.
    @Test func themesFromAModifier() {
        Snippet.expect(
            ["/base.json": Self.base, "/app.resolver.json": #"""
            {"version": "2025.10", "resolutionOrder": [
              {"type": "set", "name": "base", "sources": [{"$ref": "base.json"}]},
              {"type": "modifier", "name": "brand", "default": "acme", "contexts": {
                "acme": [],
                "globex": [{"color": {"accent": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.6, 0, 0]}}}}]}}]}
            """#], input: "/app.resolver.json",
            #"""
            /// Design tokens, one value of this type per theme (acme, globex).
            ///
            /// Every token is an `Adaptive` value: resolve it with the device's traits (`$theme(token)` in SwiftUI).
            nonisolated public struct Tokens: Swift.Sendable, Swift.Hashable, TesseraTheme.TokenTheme {
                public var color: ColorGroup = .acme
                public var radius: Radius = .acme

                /// The acme theme.
                public static let acme: Self = Self()
                /// The globex theme.
                public static let globex: Self = Self(color: .globex)
                /// The theme chosen by each modifier's default context.
                public static let `default`: Self = acme
                /// Every theme by name.
                public static let themes: [Swift.String: Self] = ["acme": acme, "globex": globex]

                /// A color token's value in every context.
                public typealias AdaptiveColor = TesseraTheme.Adaptive<TesseraTheme.TokenColor>
                /// A dimension token's value in every context.
                public typealias AdaptiveDimension = TesseraTheme.Adaptive<TesseraTheme.TokenDimension>

                nonisolated public struct ColorGroup: Swift.Sendable, Swift.Hashable {
                    /// `color.surface`: acme: #ffffff; globex: #ffffff
                    public var surface: AdaptiveColor = .init(sRGB: 1, 1, 1)
                    /// `color.accent`: acme: #0066ff; globex: #990000
                    public var accent: AdaptiveColor = .init(sRGB: 0, 0.4, 1)

                    public static let acme: Self = Self()
                    private static let _1_accent: AdaptiveColor = .init(sRGB: 0.6, 0, 0)
                    public static let globex: Self = Self(accent: _1_accent)
                }

                nonisolated public struct Radius: Swift.Sendable, Swift.Hashable {
                    /// `radius.card`: acme: 8px; globex: 8px
                    public var card: AdaptiveDimension = .points(8)

                    public static let acme: Self = Self()
                    public static let globex: Self = acme
                }
            }

            nonisolated extension Tokens {
                /// The contexts of modifier brand.
                public enum Brand: Swift.String, Swift.CaseIterable, Swift.Sendable, Swift.Hashable {
                    case acme
                    case globex
                }

                /// One context of each theme modifier.
                public struct Selection: Swift.Sendable, Swift.Hashable {
                    public var brand: Brand
                    public init(brand: Brand = .acme) {
                        self.brand = brand
                    }
                }

                /// The theme for one context of the theme modifier.
                public init(brand: Brand = .acme) {
                    self.init(Selection(brand: brand))
                }

                /// The theme for one context of the theme modifier.
                public init(_ selection: Selection) {
                    switch selection.brand {
                    case .acme: self = .acme
                    case .globex: self = .globex
                    }
                }
            }

            """#)
    }

    /// A light/dark modifier becomes a device trait: one theme, and a token that differs is an `Adaptive` with variants.
    @Test func traitsFromALightDarkModifier() {
        Snippet.expect(
            ["/base.json": Self.base, "/app.resolver.json": #"""
            {"version": "2025.10", "resolutionOrder": [
              {"type": "set", "name": "base", "sources": [{"$ref": "base.json"}]},
              {"type": "modifier", "name": "appearance", "default": "light", "contexts": {
                "light": [],
                "dark": [{"color": {"surface": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}]}}]}
            """#], input: "/app.resolver.json",
            #"""
            /// Design tokens, one value of this type per theme (default).
            ///
            /// Tokens vary with appearance.
            ///
            /// Every token is an `Adaptive` value: resolve it with the device's traits (`$theme(token)` in SwiftUI).
            nonisolated public struct Tokens: Swift.Sendable, Swift.Hashable, TesseraTheme.TokenTheme {
                public var color: ColorGroup = .`default`
                public var radius: Radius = .`default`

                /// The default theme.
                public static let `default`: Self = Self()
                /// Every theme by name.
                public static let themes: [Swift.String: Self] = ["default": `default`]

                /// A color token's value in every context.
                public typealias AdaptiveColor = TesseraTheme.Adaptive<TesseraTheme.TokenColor>
                /// A dimension token's value in every context.
                public typealias AdaptiveDimension = TesseraTheme.Adaptive<TesseraTheme.TokenDimension>

                nonisolated public struct ColorGroup: Swift.Sendable, Swift.Hashable {
                    /// `color.surface`: #ffffff (light), #000000 (dark)
                    public var surface: AdaptiveColor = AdaptiveColor(
                        default: TesseraTheme.TokenColor(sRGB: 1, 1, 1),
                        variants: [
                            AdaptiveColor.Variant(
                                TesseraTheme.TraitCondition(colorScheme: .light),
                                TesseraTheme.TokenColor(sRGB: 1, 1, 1)
                            ),
                            AdaptiveColor.Variant(
                                TesseraTheme.TraitCondition(colorScheme: .dark),
                                TesseraTheme.TokenColor(sRGB: 0, 0, 0)
                            ),
                        ]
                    )
                    /// `color.accent`: #0066ff
                    public var accent: AdaptiveColor = .init(sRGB: 0, 0.4, 1)

                    public static let `default`: Self = Self()
                }

                nonisolated public struct Radius: Swift.Sendable, Swift.Hashable {
                    /// `radius.card`: 8px
                    public var card: AdaptiveDimension = .points(8)

                    public static let `default`: Self = Self()
                }
            }

            """#)
    }
}
