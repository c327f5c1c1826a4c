import Foundation
import Testing
import TesseraCodegen
import TesseraTestSupport
@testable import TesseraTokens
@testable import TesseraDiagnostics

/// A token's declared type depends only on its `$type`: one call site compiles against the
/// Swift generated before and after light/dark and size-class variants are added.
@Suite struct APIStabilityTests {
    static let baseTokens = """
        {
          "color": {"$type": "color",
            "surface": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}},
            "text": {"$value": "{color.ink}"},
            "ink": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}}},
          "space": {"$type": "dimension", "padding": {"$value": {"value": 16, "unit": "px"}}},
          "opacity": {"$type": "number", "disabled": {"$value": 0.4}},
          "typography": {"$type": "typography", "body": {"$value": {
            "fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400,
            "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.4}}}
        }
        """

    /// The same tokens, with a dark appearance and a regular size class that change some of them.
    static let resolver = """
        {"version": "2025.10", "resolutionOrder": [
          {"type": "set", "name": "base", "sources": [{"$ref": "base.tokens.json"}]},
          {"type": "modifier", "name": "appearance", "default": "light", "contexts": {
            "light": [],
            "dark": [{"color": {
              "surface": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}},
              "text": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}]}},
          {"type": "modifier", "name": "size-class", "default": "compact", "contexts": {
            "compact": [],
            "regular": [{"space": {"padding": {"$type": "dimension", "$value": {"value": 24, "unit": "px"}}},
              "typography": {"body": {"$type": "typography", "$value": {
                "fontFamily": "Inter", "fontSize": {"value": 18, "unit": "px"}, "fontWeight": 400,
                "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.4}}}}]}}
        ]}
        """

    /// An app's code reading every kind of token, written once.
    static let callSite = """
        import TesseraTheme

        func describe(_ tokens: Tokens, traits: TokenTraits) -> [String] {
            let surface: TokenColor = tokens.color.surface.resolved(for: traits)
            let text: Adaptive<TokenColor> = tokens.color.text
            let padding: Double = tokens.space.padding.resolved(for: traits).points
            let body: TokenTypography = tokens.typography.body.resolved(for: traits)
            let disabled: Double = tokens.opacity.disabled.resolved(for: traits)
            let theme: Tokens = .default
            return [
                surface.hexString, text.resolved(for: traits).hexString, "\\(padding)", "\\(body.fontSize.points)",
                "\\(disabled)", "\\(theme == tokens)",
            ]
        }
        """

    static let fileSystem = InMemoryFileSystem(files: [
        "/app/base.tokens.json": baseTokens, "/app/app.resolver.json": resolver,
    ])

    @Test func oneCallSiteCompilesBeforeAndAfterVariantsAreAdded() throws {
        let constant = generateSwift(paths: ["/app/base.tokens.json"], fileSystem: Self.fileSystem)
        let varying = generateSwift(paths: ["/app/app.resolver.json"], fileSystem: Self.fileSystem)
        let before = try #require(constant.code, "\(constant.diagnostics.map(\.message))")
        let after = try #require(varying.code, "\(varying.diagnostics.map(\.message))")
        // The second set really varies where the first does not.
        #expect(!before.contains("variants:"))
        #expect(after.contains("TraitCondition(colorScheme: .dark"))
        #expect(after.contains("TraitCondition(horizontalSizeClass: .regular"))
        for code in [before, after] {
            #expect(try typeCheck(code + "\n" + Self.callSite).isEmpty)
        }
    }

    /// A constant is `Adaptive` too, written in one call against the declared type (lighter to type-check);
    /// an alias of a token of its own group is written as the value (a reference would make the
    /// group's static value read itself while it is initialized).
    @Test func aTokenWithoutVariantsIsDeclaredAdaptive() {
        Snippet.expect(
            tokens: Self.baseTokens, type: "ColorGroup",
            #"""
            nonisolated public struct ColorGroup: Swift.Sendable, Swift.Hashable {
                /// `color.surface`: #ffffff
                public var surface: AdaptiveColor = .init(sRGB: 1, 1, 1)
                /// `color.text`: #1a1a1a (= color.ink)
                public var text: AdaptiveColor = .init(sRGB: 0.1, 0.1, 0.1)
                /// `color.ink`: #1a1a1a
                public var ink: AdaptiveColor = .init(sRGB: 0.1, 0.1, 0.1)

                public static let `default`: Self = Self()
            }

            """#)
        Snippet.expect(
            tokens: Self.baseTokens, type: "Opacity",
            #"""
            nonisolated public struct Opacity: Swift.Sendable, Swift.Hashable {
                /// `opacity.disabled`: 0.4
                public var disabled: AdaptiveNumber = .init(0.4)

                public static let `default`: Self = Self()
            }

            """#)
    }

    /// Every property spells its type by a name the root type declares (`Tokens.AdaptiveColor`),
    /// which app code may use too. A group whose name would spell one of those names gets a
    /// type of its own name plus `Group`, so it cannot shadow the alias for the tokens inside it.
    @Test func theRootTypeNamesEachAdaptiveTypeAndNoGroupShadowsThem() throws {
        let tokens = """
            {"adaptive-color": {"$type": "color",
               "adaptive-dimension": {"$type": "dimension", "gap": {"$value": {"value": 4, "unit": "px"}}},
               "accent": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}},
             "AdaptiveNumber": {"$type": "number", "half": {"$value": 0.5}}}
            """
        let (code, diagnostics) = generateSwift(paths: ["/app/t.json"], fileSystem: InMemoryFileSystem(files: ["/app/t.json": tokens]))
        let source = try #require(code, "\(diagnostics.map(\.message))")
        #expect(source.contains("public typealias AdaptiveColor = TesseraTheme.Adaptive<TesseraTheme.TokenColor>\n"))
        #expect(source.contains("public typealias AdaptiveNumber = TesseraTheme.Adaptive<Swift.Double>\n"))
        // Only the types the file holds are named.
        #expect(!source.contains("typealias AdaptiveTypography"))
        #expect(source.contains("public var adaptiveColor: AdaptiveColorGroup = .`default`"))
        #expect(source.contains("public var adaptiveDimension: AdaptiveDimensionGroup = .`default`"))
        #expect(source.contains("public var adaptiveNumber: AdaptiveNumberGroup = .`default`"))
        let callSite = """
            import TesseraTheme

            func read(_ tokens: Tokens) -> (Tokens.AdaptiveColor, Tokens.AdaptiveDimension, Adaptive<Double>) {
                (tokens.adaptiveColor.accent, tokens.adaptiveColor.adaptiveDimension.gap, tokens.adaptiveNumber.half)
            }
            """
        #expect(try typeCheck(source + "\n" + callSite).isEmpty)
    }
}
