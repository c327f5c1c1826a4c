import Foundation
import Testing
import TesseraCodegen
import TesseraTestSupport
@testable import TesseraTokens

/// A deprecated token is read only through its deprecated property, whose message names the
/// replacement as a Swift path.
@Suite struct DeprecatedTokenCodegenTests {
    static let fileSystem = InMemoryFileSystem(files: [
        "/app/tokens.json": """
        {"color": {"$type": "color",
          "primary": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}},
          "old": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0.9]}, "$deprecated": "Use {color.primary} instead."},
          "legacy": {"$value": "{color.primary}", "$deprecated": true},
          "gone": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}, "$deprecated": "No replacement."}}}
        """
    ])

    static func generate() throws -> String {
        try #require(generateSwift(paths: ["/app/tokens.json"], fileSystem: fileSystem).code)
    }

    @Test func theMessageNamesTheReplacementAsASwiftPath() throws {
        let code = try Self.generate()
        #expect(code.contains(#"@available(*, deprecated, message: "Use Tokens.color.primary instead.")"#))
        // `$deprecated: true` on an alias: the alias target is the replacement.
        #expect(code.contains(#"@available(*, deprecated, message: "Use Tokens.color.primary instead.")"# + "\n        public var legacy"))
        #expect(code.contains(#"@available(*, deprecated, message: "No replacement.")"#))
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
