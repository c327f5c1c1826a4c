import Foundation
import Testing
import TesseraDiagnostics
import TesseraSyntax
import TesseraYAML
import TesseraTokens
import TesseraImport
import TesseraConvert
import TesseraTheme

/// For every combination the bundled example defines (2 brands × 4 appearances × 2 size
/// classes = 16), every token of the generated `AcmeTokens`, resolved at run time with
/// `TokenTraits` (what the adapters do), equals what the resolver computes for that permutation.
/// The generated value and the resolver's are computed independently; nothing is pinned.
@Suite struct AcmeTraitCombinationTests {
    struct Combination: CustomStringConvertible, Sendable {
        var brand: String
        var appearance: String
        var sizeClass: String

        var description: String { "\(brand)/\(appearance)/\(sizeClass)" }

        /// The traits the appearance and size-class contexts stand for (the generator's
        /// trait mapping: `*-high-contrast` is increased contrast).
        var traits: TokenTraits {
            TokenTraits(
                colorScheme: appearance.hasPrefix("dark") ? .dark : .light,
                contrast: appearance.hasSuffix("high-contrast") ? .increased : .standard,
                horizontalSizeClass: sizeClass == "regular" ? .regular : .compact
            )
        }

        var theme: AcmeTokens { AcmeTokens.themes[brand]! }
    }

    static let combinations: [Combination] = ["acme", "globex"].flatMap { brand in
        ["light", "dark", "light-high-contrast", "dark-high-contrast"].flatMap { appearance in
            ["compact", "regular"].map { Combination(brand: brand, appearance: appearance, sizeClass: $0) }
        }
    }

    /// The example's resolver document, loaded afresh (`TokenProject` is not `Sendable`).
    static func loadProject() -> TokenProject? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return TokenProject.load(
            paths: [root.appendingPathComponent("Examples/Acme/acme.resolver.json").path], diagnostics: DiagnosticEngine())
    }

    @Test func theExampleHasSixteenCombinations() throws {
        #expect(Self.combinations.count == 16)
        #expect(try #require(Self.loadProject()).permutationCount == 16)
    }

    @Test(arguments: combinations)
    func everyTokenResolvesAsTheResolverDoes(_ combination: Combination) throws {
        let project = try #require(Self.loadProject())
        let input = try #require(project.validateInput([
            "brand": combination.brand, "appearance": combination.appearance, "size-class": combination.sizeClass,
        ]))
        let expected = project.resolve(input)
        var generated: [String: String] = [:]
        Self.collect(Mirror(reflecting: combination.theme), path: [], traits: combination.traits, into: &generated)

        var compared = 0
        for token in expected.tokens {
            guard let want = Self.describe(token.value) else { continue }
            let key = token.path.map(Self.identifier).joined(separator: ".")
            let got = try #require(generated[key] ?? generated[Self.deprecatedStorage(key)], "\(token.id) (\(key)) is not in AcmeTokens")
            #expect(got == want, "\(combination) \(token.id)")
            compared += 1
        }
        // Every color, dimension, typography, shadow and border token was found and compared.
        #expect(compared == expected.tokens.filter { Self.describe($0.value) != nil }.count)
        #expect(compared > 100)
    }

    @Test func theComparedTokensIncludeEveryKindOfVariation() {
        // Known from the example's files: colors vary with appearance and contrast, spacing and
        // display type with the size class, sheet elevation and focus borders with appearance.
        let adaptive = Self.adaptiveKeys(in: .acme)
        for key in ["color.text.primary", "space.insetLg", "typography.display", "elevation.sheet", "border.focus", "button.primary.background"] {
            #expect(adaptive.contains(key), "\(key) does not vary")
        }
        #expect(!adaptive.contains("radius.md"))
    }

    @Test(arguments: combinations)
    func theTextSizeDoesNotChangeAnyAcmeValue(_ combination: Combination) {
        // No Acme context is a Dynamic Type size, so every text size resolves alike.
        var atLarge: [String: String] = [:]
        var atAX5: [String: String] = [:]
        var traits = combination.traits
        Self.collect(Mirror(reflecting: combination.theme), path: [], traits: traits, into: &atLarge)
        traits.dynamicTypeSize = .accessibility5
        Self.collect(Mirror(reflecting: combination.theme), path: [], traits: traits, into: &atAX5)
        #expect(atLarge == atAX5)
        #expect(!atLarge.isEmpty)
    }

    // MARK: Walking the generated values

    /// Adds every leaf of a generated value, resolved for `traits`, keyed by its dotted property path.
    static func collect(_ mirror: Mirror, path: [String], traits: TokenTraits, into result: inout [String: String]) {
        for child in mirror.children {
            guard let label = child.label else { continue }
            let childPath = path + [label]
            if let text = describeGenerated(child.value, traits: traits) {
                result[childPath.joined(separator: ".")] = text
            } else {
                let nested = Mirror(reflecting: child.value)
                if nested.displayStyle == .struct { collect(nested, path: childPath, traits: traits, into: &result) }
            }
        }
    }

    /// The dotted paths of the values that vary with traits.
    static func adaptiveKeys(in theme: AcmeTokens) -> Set<String> {
        var light: [String: String] = [:]
        var other: [String: String] = [:]
        var keys: Set<String> = []
        for traits in combinations.map(\.traits) {
            other = [:]
            collect(Mirror(reflecting: theme), path: [], traits: traits, into: &other)
            if light.isEmpty { light = other }
            keys.formUnion(other.keys.filter { other[$0] != light[$0] })
        }
        return keys
    }

    static func describeGenerated(_ value: Any, traits: TokenTraits) -> String? {
        switch value {
        case let color as TokenColor: describe(color)
        case let color as Adaptive<TokenColor>: describe(color.resolved(for: traits))
        case let dimension as TokenDimension: describe(dimension)
        case let dimension as Adaptive<TokenDimension>: describe(dimension.resolved(for: traits))
        case let typography as TokenTypography: describe(typography)
        case let typography as Adaptive<TokenTypography>: describe(typography.resolved(for: traits))
        case let shadow as TokenShadow: describe(shadow)
        case let shadow as Adaptive<TokenShadow>: describe(shadow.resolved(for: traits))
        case let border as TokenBorder: describe(border)
        case let border as Adaptive<TokenBorder>: describe(border.resolved(for: traits))
        default: nil
        }
    }

    // MARK: One text form for both sides

    static func number(_ value: Double) -> String { String(format: "%.4f", value) }

    static func describe(_ color: TokenColor) -> String { "\(color.hexString)@\(number(color.alpha))" }
    static func describe(_ dimension: TokenDimension) -> String { number(dimension.points) + "pt" }
    static func describe(_ typography: TokenTypography) -> String {
        "\(typography.fontFamily.names) \(describe(typography.fontSize)) \(number(typography.fontWeight.value)) \(number(typography.lineHeight))"
    }
    static func describe(_ shadow: TokenShadow) -> String {
        shadow.layers.map { "\(describe($0.color)) \(describe($0.offsetX)) \(describe($0.offsetY)) \(describe($0.blur)) \(describe($0.spread)) \($0.inset)" }
            .joined(separator: ", ")
    }
    static func describe(_ border: TokenBorder) -> String { "\(describe(border.color)) \(describe(border.width))" }

    static func points(_ dimension: DimensionValue) -> String {
        number(dimension.unit == .rem ? dimension.value * 16 : dimension.value) + "pt"
    }
    static func describe(_ color: ColorValue) -> String { "\(color.srgbHex)@\(number(color.alpha))" }

    /// The resolver's value in the same form, or `nil` for types this test does not compare.
    static func describe(_ value: TokenValue) -> String? {
        switch value {
        case .color(let color): describe(color)
        case .dimension(let dimension): points(dimension)
        case .typography(let typography):
            "\(typography.fontFamily) \(points(typography.fontSize)) \(number(typography.fontWeight)) \(number(typography.lineHeight))"
        case .shadow(let layers):
            layers.map { "\(describe($0.color)) \(points($0.offsetX)) \(points($0.offsetY)) \(points($0.blur)) \(points($0.spread)) \($0.inset)" }
                .joined(separator: ", ")
        case .border(let border): "\(describe(border.color)) \(points(border.width))"
        default: nil
        }
    }

    // MARK: Names

    /// The Swift property name a token name becomes (`inset-lg` → `insetLg`, `500` → `_500`).
    static func identifier(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }).map(String.init)
        guard let first = words.first else { return name }
        let camel = first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if camel.first?.isNumber == true { return "_" + camel }
        return camel
    }

    /// Deprecated tokens are stored as `_name` (the public `name` is a computed alias).
    static func deprecatedStorage(_ key: String) -> String {
        var parts = key.split(separator: ".").map(String.init)
        parts[parts.count - 1] = "_" + parts[parts.count - 1]
        return parts.joined(separator: ".")
    }
}
