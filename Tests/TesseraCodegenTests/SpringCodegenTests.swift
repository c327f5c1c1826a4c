import Foundation
import Testing
import TesseraCodegen
import TesseraTestSupport
import TesseraTheme
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraTokens

/// A `transition` or `duration` token with `$extensions["com.tessera.spring"]` gets a companion
/// `<name>Spring: Adaptive<TokenSpring>` whose numbers are TokenSpring's own conversions.
@Suite struct SpringCodegenTests {
    /// Tokens with one spring, written as `spring` (a JSON object's text).
    static func files(spring: String, type: String = "transition") -> InMemoryFileSystem {
        let value =
            type == "transition"
            ? #"{"duration": {"value": 300, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.2, 0, 0, 1]}"#
            : #"{"value": 300, "unit": "ms"}"#
        return InMemoryFileSystem(files: [
            "/app/tokens.json": """
            {"motion": {"$type": "\(type)",
              "bounce": {"$value": \(value),
                "$extensions": {"com.tessera.spring": \(spring)}}}}
            """
        ])
    }

    /// The three numbers of the first `TokenSpring(mass:stiffness:damping:)` literal after `marker`
    /// (`var bounceSpring: ` for the first theme's value, where the property starts).
    static func springLiteral(in code: String, after marker: String = "") throws -> TokenSpring {
        let start = try #require(code.range(of: marker)).upperBound
        let call = try #require(code[start...].range(of: "TesseraTheme.TokenSpring(mass: "))
        let arguments = code[call.upperBound...].prefix { $0 != ")" }
        let numbers = arguments.split(separator: ",").map { $0.split(separator: ":").last.map(String.init) ?? String($0) }
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        #expect(numbers.count == 3, "\(arguments)")
        return TokenSpring(mass: try #require(numbers[0]), stiffness: try #require(numbers[1]), damping: try #require(numbers[2]))
    }

    @Test(arguments: [
        (#"{"response": 0.5, "dampingFraction": 0.8}"#, TokenSpring(response: 0.5, dampingFraction: 0.8)),
        (#"{"duration": 0.5, "bounce": 0.3}"#, TokenSpring(duration: 0.5, bounce: 0.3)),
        (#"{"duration": 0.4}"#, TokenSpring(duration: 0.4, bounce: 0)),
        (#"{"duration": 0.5, "bounce": -0.5}"#, TokenSpring(duration: 0.5, bounce: -0.5)),
        (#"{"mass": 2, "stiffness": 170, "damping": 26}"#, TokenSpring(mass: 2, stiffness: 170, damping: 26)),
        (#"{"stiffness": 300, "damping": 0}"#, TokenSpring(mass: 1, stiffness: 300, damping: 0)),
    ])
    func eachFormGeneratesTheSpringTokenSpringComputes(spring: String, expected: TokenSpring) throws {
        for type in ["transition", "duration"] {
            let (code, diagnostics) = generateSwift(paths: ["/app/tokens.json"], fileSystem: Self.files(spring: spring, type: type))
            let generated = try #require(code)
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            #expect(generated.contains("public var bounceSpring: AdaptiveSpring"))
            // The token's own property keeps its type.
            let ownType = type == "transition" ? "AdaptiveTransition" : "AdaptiveDuration"
            #expect(generated.contains("public var bounce: \(ownType)"))
            #expect(try Self.springLiteral(in: generated, after: "var bounceSpring: ") == expected)
            // The summary names the spring.
            let response = (expected.response * 100).rounded() / 100
            #expect(generated.contains("/// `motion.bounce` spring (`$extensions[\"com.tessera.spring\"]`): response \(response.description.replacingOccurrences(of: ".0", with: "")) s"))
        }
    }

    @Test func theCompanionCompilesAndReadsLikeAnyToken() throws {
        let code = try #require(generateSwift(paths: ["/app/tokens.json"], fileSystem: Self.files(spring: #"{"response": 0.5, "dampingFraction": 0.8}"#)).code)
        let consumer = """
            import TesseraTheme
            func spring(_ traits: TokenTraits) -> (TokenSpring, TokenTransition) {
                (Tokens.default.motion.bounceSpring.resolved(for: traits), Tokens.default.motion.bounce.resolved(for: traits))
            }
            """
        let output = try typeCheck(code + "\n" + consumer)
        #expect(output.isEmpty, "\(output)")
    }

    /// A dark context with another spring: the companion varies with the color scheme, as the value would.
    @Test func aSpringThatDiffersInDarkModeIsAdaptive() throws {
        let files = InMemoryFileSystem(files: [
            "/app/base.tokens.json": """
            {"motion": {"$type": "duration", "settle": {"$value": {"value": 300, "unit": "ms"},
              "$extensions": {"com.tessera.spring": {"response": 0.5, "dampingFraction": 0.8}}}}}
            """,
            "/app/app.resolver.json": """
            {"version": "2025.10", "resolutionOrder": [
              {"type": "set", "name": "base", "sources": [{"$ref": "base.tokens.json"}]},
              {"type": "modifier", "name": "appearance", "default": "light", "contexts": {
                "light": [],
                "dark": [{"motion": {"settle": {"$type": "duration", "$value": {"value": 300, "unit": "ms"},
                  "$extensions": {"com.tessera.spring": {"response": 0.6, "dampingFraction": 1}}}}}]}}]}
            """,
        ])
        let (code, diagnostics) = generateSwift(paths: ["/app/app.resolver.json"], fileSystem: files)
        let generated = try #require(code)
        #expect(diagnostics.filter { $0.severity != .note }.isEmpty, "\(diagnostics)")
        #expect(generated.contains("AdaptiveSpring.Variant("))
        #expect(try Self.springLiteral(in: generated, after: "var settleSpring: ") == TokenSpring(response: 0.5, dampingFraction: 0.8))
        #expect(try Self.springLiteral(in: generated, after: "colorScheme: .dark") == TokenSpring(response: 0.6, dampingFraction: 1))
        let consumer = """
            import TesseraTheme
            let dark: TokenSpring = Tokens.default.motion.settleSpring.resolved(for: TokenTraits(colorScheme: .dark))
            """
        let output = try typeCheck(code! + "\n" + consumer)
        #expect(output.isEmpty, "\(output)")
    }

    /// Two independent theme modifiers: each combination's static value holds that combination's spring.
    @Test func springsPerBrandCompileWithIndependentThemeModifiers() throws {
        let files = InMemoryFileSystem(files: [
            "/app/base.tokens.json": """
            {"motion": {"$type": "duration", "settle": {"$value": {"value": 300, "unit": "ms"},
              "$extensions": {"com.tessera.spring": {"response": 0.5, "dampingFraction": 0.8}}}}}
            """,
            "/app/app.resolver.json": """
            {"version": "2025.10", "resolutionOrder": [
              {"type": "set", "name": "base", "sources": [{"$ref": "base.tokens.json"}]},
              {"type": "modifier", "name": "brand", "default": "acme", "contexts": {
                "acme": [],
                "globex": [{"motion": {"settle": {"$type": "duration", "$value": {"value": 300, "unit": "ms"},
                  "$extensions": {"com.tessera.spring": {"stiffness": 400, "damping": 30}}}}}]}},
              {"type": "modifier", "name": "density", "default": "regular", "contexts": {"regular": [], "dense": []}}]}
            """,
        ])
        let (code, _) = generateSwift(paths: ["/app/app.resolver.json"], fileSystem: files)
        let generated = try #require(code)
        #expect(try Self.springLiteral(in: generated, after: "_1_settleSpring") == TokenSpring(stiffness: 400, damping: 30))
        let consumer = """
            import TesseraTheme
            let globex: TokenSpring = Tokens(brand: .globex).motion.settleSpring.defaultValue
            """
        let output = try typeCheck(generated + "\n" + consumer)
        #expect(output.isEmpty, "\(output)")
    }

    @Test func aDeprecatedTokensSpringIsDeprecatedToo() throws {
        let files = InMemoryFileSystem(files: [
            "/app/tokens.json": """
            {"motion": {"$type": "duration", "settle": {"$value": {"value": 300, "unit": "ms"}, "$deprecated": "Use the system spring.",
              "$extensions": {"com.tessera.spring": {"response": 0.5, "dampingFraction": 0.8}}}}}
            """
        ])
        let code = try #require(generateSwift(paths: ["/app/tokens.json"], fileSystem: files).code)
        let consumer = "import TesseraTheme\nlet spring = Tokens.default.motion.settleSpring\n"
        let output = try typeCheck(code + "\n" + consumer)
        #expect(output.contains("'settleSpring' is deprecated: Use the system spring."), "\(output)")
    }

    @Test func aTokenNamedLikeTheCompanionCollides() throws {
        let files = InMemoryFileSystem(files: [
            "/app/tokens.json": """
            {"motion": {"$type": "duration",
              "settle": {"$value": {"value": 300, "unit": "ms"}, "$extensions": {"com.tessera.spring": {"response": 0.5, "dampingFraction": 0.8}}},
              "settleSpring": {"$value": {"value": 200, "unit": "ms"}}}}
            """
        ])
        let (code, diagnostics) = generateSwift(paths: ["/app/tokens.json"], fileSystem: files)
        let collision = try #require(diagnostics.first { $0.code == .swiftNameCollision })
        #expect(collision.tokenPath == "motion.settleSpring")
        #expect(collision.message.contains("motion.settleSpring and motion.settle both become the Swift name settleSpring"))
        #expect(code?.contains("public var settleSpring: AdaptiveSpring") == true)
    }

    // MARK: Malformed springs

    /// The diagnostics of reading tokens with this spring, of the spring codes.
    static func springDiagnostics(_ spring: String, type: String = "transition") -> (code: String?, found: [Diagnostic]) {
        let (code, diagnostics) = generateSwift(paths: ["/app/tokens.json"], fileSystem: files(spring: spring, type: type))
        let codes: Set<DiagnosticCode> = [.invalidSpringExtension, .ignoredSpringMember, .springOnOtherType]
        return (code, diagnostics.filter { codes.contains($0.code) })
    }

    @Test(arguments: [
        (#""bouncy""#, "must be an object, not a string", "write one of"),
        (#"{"response": 0.5}"#, #"lacks "dampingFraction""#, #"add "dampingFraction""#),
        (#"{"response": 0.5, "dampingRatio": 0.8}"#, #"lacks "dampingFraction""#, #"rename "dampingRatio" to "dampingFraction""#),
        (#"{"speed": 3}"#, "which is no spring form Tessera reads", "write one of"),
        (#"{"response": -0.5, "dampingFraction": 0.8}"#, #""response" must be a number of seconds above 0, not -0.5"#, #"give "response""#),
        (#"{"duration": 0.5, "bounce": 1.5}"#, #""bounce" must be a number above -1 and at most 1"#, #"give "bounce""#),
        (#"{"stiffness": 170, "damping": "26"}"#, #""damping" must be a number of at least 0, not a string"#, #"give "damping""#),
        (#"{"mass": 0, "stiffness": 170, "damping": 26}"#, #""mass" must be a number above 0, not 0"#, #"give "mass""#),
    ])
    func aMalformedSpringIsALocatedWarningAndGeneratesNoCompanion(spring: String, message: String, fix: String) throws {
        let (code, found) = Self.springDiagnostics(spring)
        let diagnostic = try #require(found.first, "no diagnostic for \(spring)")
        #expect(found.count == 1, "\(found)")
        #expect(diagnostic.code == .invalidSpringExtension)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.tokenPath == "motion.bounce")
        #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
        #expect(diagnostic.fixIt?.contains(fix) == true, "\(diagnostic.fixIt ?? "")")
        let location = try #require(diagnostic.location)
        #expect(location.file.hasSuffix("tokens.json"))
        #expect(location.line == 3)
        // The token itself is still generated; its spring is not.
        let generated = try #require(code)
        #expect(generated.contains("public var bounce: "))
        #expect(!generated.contains("bounceSpring"))
    }

    /// Finite members whose spring is not (a response of 1e-200 s is a stiffness past Double's
    /// range): an error at the token, as for a dimension that overflows, never a stiffness of 0.
    @Test(arguments: [#"{"response": 1e-200, "dampingFraction": 0.8}"#, #"{"duration": 1e-200}"#])
    func aSpringBeyondDoublesRangeIsAnError(spring: String) throws {
        let (_, diagnostics) = generateSwift(paths: ["/app/tokens.json"], fileSystem: Self.files(spring: spring))
        let error = try #require(diagnostics.first { $0.code == .nonFiniteResult }, "\(diagnostics)")
        #expect(error.severity == .error)
        #expect(error.message == "the spring of motion.bounce gives a number beyond the range of Double (infinity)")
        #expect(error.tokenPath == "motion.bounce")
        #expect(error.location?.line == 2)
    }

    /// The reading stage cannot link the runtime, so it spells the key itself: the two must agree.
    @Test func theReadingStageAndTheRuntimeNameOneExtensionKey() {
        #expect(SpringExtension.key == TokenSpring.extensionKey)
    }

    @Test func theFixesOfMalformedSpringsWork() throws {
        #expect(Self.springDiagnostics(#"{"response": 0.5, "dampingFraction": 0.8}"#).found.isEmpty)
        #expect(Self.springDiagnostics(#"{"duration": 0.5, "bounce": 1}"#).found.isEmpty)
        #expect(Self.springDiagnostics(#"{"mass": 1, "stiffness": 170, "damping": 26}"#).found.isEmpty)
    }

    @Test func membersOutsideTheFormAreIgnoredWithAWarning() throws {
        let (code, found) = Self.springDiagnostics(#"{"response": 0.5, "dampingFraction": 0.8, "stiffness": 100, "blendDuration": 0.2}"#)
        let diagnostic = try #require(found.first)
        #expect(found.count == 1)
        #expect(diagnostic.code == .ignoredSpringMember)
        #expect(diagnostic.message.contains(#""stiffness", "blendDuration" are ignored"#), "\(diagnostic.message)")
        #expect(diagnostic.tokenPath == "motion.bounce")
        #expect(try Self.springLiteral(in: try #require(code), after: "var bounceSpring: ") == TokenSpring(response: 0.5, dampingFraction: 0.8))
    }

    @Test func aSpringOnAColorIsReportedAndIgnored() throws {
        let files = InMemoryFileSystem(files: [
            "/app/tokens.json": """
            {"brand": {"$type": "color", "accent": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]},
              "$extensions": {"com.tessera.spring": {"response": 0.5, "dampingFraction": 0.8}}}}}
            """
        ])
        let (code, diagnostics) = generateSwift(paths: ["/app/tokens.json"], fileSystem: files)
        let diagnostic = try #require(diagnostics.first { $0.code == .springOnOtherType })
        #expect(diagnostic.tokenPath == "brand.accent")
        #expect(diagnostic.message.contains("is a color"))
        #expect(code?.contains("accentSpring") == false)
    }

    /// The parser's check and the runtime's reading agree on every single-form member set, so a
    /// spring that passes `validate` is one `TokenSpring(extension:)` reads, and the reverse.
    @Test(arguments: [
        ["response": 0.5, "dampingFraction": 0.8], ["response": 0.5, "dampingFraction": 0], ["response": 0, "dampingFraction": 0.8],
        ["response": 0.5, "dampingFraction": -0.1], ["response": 0.5], ["dampingFraction": 0.8],
        ["duration": 0.5], ["duration": 0.5, "bounce": 1], ["duration": 0.5, "bounce": -1], ["duration": 0.5, "bounce": -0.99],
        ["duration": 0, "bounce": 0.2], ["bounce": 0.2], ["duration": .nan],
        ["stiffness": 170, "damping": 26], ["stiffness": 170, "damping": 0], ["stiffness": 0, "damping": 26], ["mass": 0.5, "stiffness": 170, "damping": 26],
        ["mass": -1, "stiffness": 170, "damping": 26], ["mass": 1, "stiffness": 170], ["damping": 26], [:],
    ] as [[String: Double]])
    func theCheckAgreesWithTokenSpring(members: [String: Double]) throws {
        let json = "{" + members.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \(Self.jsonNumber($0.value))" }.joined(separator: ", ") + "}"
        let diagnostics = DiagnosticEngine()
        let file = SourceFile(path: "spring.json", bytes: Array(json.utf8))
        let value = try #require(JSONReader().read(file, id: diagnostics.sources.register(file), diagnostics: diagnostics))
        let checked = SpringExtension.read(value, tokenPath: "t", diagnostics: nil)
        let runtime = TokenSpring(extension: members)
        #expect((checked != nil) == (runtime != nil), "\(json)")
        if let checked { #expect(TokenSpring(extension: checked.members) == runtime) }
    }

    /// JSON has no NaN: it is written as a string, which the check refuses as TokenSpring refuses NaN.
    private static func jsonNumber(_ value: Double) -> String {
        value.isNaN ? "\"NaN\"" : "\(value)"
    }
}
