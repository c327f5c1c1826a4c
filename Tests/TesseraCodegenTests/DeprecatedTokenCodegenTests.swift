import Foundation
import Testing
import TesseraCodegen
import TesseraTestSupport
@testable import TesseraTokens

/// A deprecated token is read only through its deprecated property, whose message names the
/// replacement as a Swift path.
@Suite struct DeprecatedTokenCodegenTests {
    static let tokens = """
        {"color": {"$type": "color",
          "primary": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}},
          "old": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0.9]}, "$deprecated": "Use {color.primary} instead."},
          "legacy": {"$value": "{color.primary}", "$deprecated": true},
          "gone": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}, "$deprecated": "No replacement."}}}
        """
    static let fileSystem = InMemoryFileSystem(files: ["/app/tokens.json": tokens])

    static func generate() throws -> String {
        try #require(generateSwift(paths: ["/app/tokens.json"], fileSystem: fileSystem).code)
    }

    /// The message names the replacement as a Swift path (`$deprecated: true` on an alias: its
    /// target); the value is stored in a private `_name`, which the first theme starts at.
    @Test func theMessageNamesTheReplacementAsASwiftPath() {
        Snippet.expect(
            tokens: Self.tokens, type: "ColorGroup",
            #"""
            nonisolated public struct ColorGroup: Swift.Sendable, Swift.Hashable {
                /// `color.primary`: #0000ff
                public var primary: AdaptiveColor = .init(sRGB: 0, 0, 1)
                /// `color.old`: #0000e6
                @available(*, deprecated, message: "Use Tokens.color.primary instead.")
                public var old: AdaptiveColor { _old }
                private var _old: AdaptiveColor = .init(sRGB: 0, 0, 0.9)
                /// `color.legacy`: #0000ff (= color.primary)
                @available(*, deprecated, message: "Use Tokens.color.primary instead.")
                public var legacy: AdaptiveColor { _legacy }
                private var _legacy: AdaptiveColor = .init(sRGB: 0, 0, 1)
                /// `color.gone`: #ff0000
                @available(*, deprecated, message: "No replacement.")
                public var gone: AdaptiveColor { _gone }
                private var _gone: AdaptiveColor = .init(sRGB: 1, 0, 0)

                public static let `default`: Self = Self()
            }

            """#)
    }

    @Test func onlyTheDeprecatedPropertyIsPublic() throws {
        let code = try Self.generate()
        let readsStorage = "import TesseraTheme\nfunc read(_ tokens: Tokens) -> Adaptive<TokenColor> { tokens.color._old }\n"
        #expect(throws: SwiftCompiler.Failure.self) { try typeCheck(code + "\n" + readsStorage) }
        let readsProperty = "import TesseraTheme\nfunc read(_ tokens: Tokens) -> Adaptive<TokenColor> { tokens.color.old }\n"
        let warnings = try typeCheck(code + "\n" + readsProperty)
        #expect(warnings.contains("'old' is deprecated: Use Tokens.color.primary instead."))
    }
}
