import Foundation
import Testing
import TesseraCodegen
import TesseraTestSupport
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// Random token trees with hostile names and values either build to Swift that
/// compiles or are refused with diagnostics; never to code that does not compile.
/// A short deterministic run is part of the suite; `TESSERA_LONG_TESTS=1` runs many more.
@Suite struct HostileTokenTreeTests {
    static let names = [
        "default", "class", "self", "Self", "Type", "init", "_", "__", "", "0", "1st", "2xl", "größe", "中文", "🙂", "a b",
        "button-primary", "buttonPrimary", "button_primary", "ButtonPrimary", "themes", "acme", "TesseraTheme", "Swift",
        "Tokens", "Adaptive", "AdaptiveColor", "adaptive-number", "var", "let", "struct", "x", "x-1", "x_1", "X1", "é", "e\u{301}", "Protocol", "deinit",
        "line\u{2028}break", "a\"quote", "back\\slash", "end*/comment",
    ]
    static let descriptions = ["", "plain", "has */ and /* inside", "quote \" and backslash \\", "two\nlines", "\u{2028}sep", "#warning(\"x\")"]

    static func json(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default:
                if scalar.value < 0x20 { result += String(format: "\\u%04x", scalar.value) } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result + "\""
    }

    static func value(_ random: inout SplitMix64) -> String {
        switch Int.random(in: 0..<7, using: &random) {
        case 0: return #""$type": "number", "$value": \#([0, -0.0, 1e300, -1e-300, 3.5, 123456789012].randomElement(using: &random)!)"#
        case 1: return #""$type": "dimension", "$value": {"value": \#(Int.random(in: -100...100, using: &random)), "unit": "px"}"#
        case 2:
            let c = (0..<3).map { _ in String(Double(Int.random(in: 0...100, using: &random)) / 100) }
            return #""$type": "color", "$value": {"colorSpace": "\#(["srgb", "display-p3", "oklch"].randomElement(using: &random)!)", "components": [\#(c[0]), \#(c[1]), \#(c[2])]}"#
        case 3: return #""$type": "string", "$value": \#(json(names.randomElement(using: &random)! + " \"q\""))"#
        case 4: return #""$type": "fontFamily", "$value": [\#(json("Font \"X\""))]"#
        case 5: return #""$type": "duration", "$value": {"value": 200, "unit": "ms"}"#
        default: return #""$type": "fontWeight", "$value": "bold""#
        }
    }

    static func tree(_ random: inout SplitMix64, depth: Int = 0) -> String {
        var members: [String] = []
        var used: Set<String> = []
        for _ in 0..<Int.random(in: 1...5, using: &random) {
            let name = names.randomElement(using: &random)!
            guard used.insert(name).inserted else { continue }
            if depth < 2, Bool.random(using: &random) {
                members.append("\(json(name)): \(tree(&random, depth: depth + 1))")
            } else {
                var fields = value(&random)
                let description = descriptions.randomElement(using: &random)!
                if !description.isEmpty { fields += ", \"$description\": \(json(description))" }
                if Int.random(in: 0..<5, using: &random) == 0 { fields += ", \"$deprecated\": \(json(description))" }
                members.append("\(json(name)): {\(fields)}")
            }
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    @Test func randomTreesCompileOrAreRefused() throws {
        let count = ProcessInfo.processInfo.environment["TESSERA_LONG_TESTS"] == nil ? 40 : 400
        var random = SplitMix64(seed: 2026)
        var files: [String] = []
        var refused = 0
        for index in 0..<count {
            let text = Self.tree(&random)
            let (code, diagnostics) = generateSwift(
                paths: ["t.json"], fileSystem: InMemoryFileSystem(files: ["t.json": text]), rootTypeName: "Tree\(index)")
            if diagnostics.contains(where: { $0.severity == .error }) {
                refused += 1
                // A refusal names its reason with a location.
                #expect(diagnostics.contains { $0.severity == .error && $0.location != nil }, "\(text)")
                if diagnostics.allSatisfy({ $0.code == .swiftNameCollision || $0.severity != .error }), let code {
                    files.append(code)  // collisions leave the colliding token out; the rest must still compile
                }
                continue
            }
            files.append(try #require(code))
        }
        // One compiler run for all trees: each has its own root type.
        let combined = files.joined(separator: "\n")
        let output = try typeCheck(combined)
        #expect(output.isEmpty, "\(output.prefix(4000))")
        #expect(files.count > count / 2, "most random trees should build (\(refused) refused)")
    }

    @Test func collidingNamesAreReportedWithBothLocations() throws {
        // Both fold to `buttonPrimary`; spelled apart, both are `button_primary`, and neither is written so.
        let text = #"{"button-primary": {"$type": "number", "$value": 1}, "button primary": {"$type": "number", "$value": 2}}"#
        let (code, diagnostics) = generateSwift(paths: ["t.json"], fileSystem: InMemoryFileSystem(files: ["t.json": text]))
        let collision = try #require(diagnostics.first { $0.code == .swiftNameCollision })
        #expect(collision.location?.line == 1)
        #expect(collision.notes.first?.location != nil)
        let source = try #require(code)
        let output = try typeCheck(source)
        #expect(output.isEmpty, "\(output)\n\(source)")
    }

    /// Every name that is a keyword is written in backticks, and names that only look like one
    /// (a digit, a capital, a letter more) are not: `SwiftNames.escaped` hashes only names of 2 to
    /// 15 ASCII letters, so a wrong screen would leave a keyword bare and the file would not compile.
    @Test func keywordsAreEscapedAndTheirLookalikesAreNot() throws {
        let keywords = ["in", "do", "if", "is", "as", "Any", "Self", "Type", "Protocol", "class", "default", "associatedtype", "precedencegroup"]
        let lookalikes = ["in2", "class_", "selfie", "Class", "defaults", "precedencegroups", "type"]
        let members = (keywords + lookalikes).enumerated().map { #""\#($0.element)": {"$value": \#($0.offset)}"# }
        let text = #"{"g": {"$type": "number", "# + members.joined(separator: ", ") + "}}"
        let (code, diagnostics) = generateSwift(paths: ["t.json"], fileSystem: InMemoryFileSystem(files: ["t.json": text]))
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.message))")
        let source = try #require(code)
        for keyword in keywords where keyword.first!.isLowercase {
            #expect(source.contains("var `\(keyword)`:"), "\(keyword) in backticks")
        }
        for name in ["in2", "class_", "selfie", "defaults", "precedencegroups"] {
            #expect(source.contains("var \(name):"), "\(name) bare")
        }
        let output = try typeCheck(source)
        #expect(output.isEmpty, "\(output)\n\(source)")
    }

    @Test func namesThatFoldAreSpelledApartAndCompile() throws {
        // Tokens and groups that fold to one identifier (`color-calc`/`colorCalc`, `Primary`/`primary`,
        // `selected`/`selected `, ` global`/`global`), in either order.
        let members = [
            #""color-calc": {"x": {"$value": 1}}"#, #""colorCalc": {"x": {"$value": 2}}"#, #""Primary": {"z": {"$value": 3}}"#,
            #""primary": {"z": {"$value": 4}}"#, #""selected ": {"$value": 5}"#, #""selected": {"$value": 6}"#,
            #"" global": {"y": {"$value": 7}}"#, #""global": {"y": {"$value": 8}}"#,
        ]
        let source = try swiftInBothOrders(members, spelledApart: ["g. global", "g.Primary", "g.color-calc", "g.selected "])
        for declaration in [
            "var color_calc: Color_calc", "var colorCalc: ColorCalc", "var _Primary: _PrimaryGroup", "var primary: Primary", "var selected_:",
            "var selected:", "var _global: _Global", "var global: Global",
        ] {
            #expect(source.contains(declaration), "\(declaration) in \(source)")
        }
        let output = try typeCheck(source)
        #expect(output.isEmpty, "\(output)\n\(source)")
    }

    /// A name written as its own spelling (`dark_blue`) keeps it beside one that spells alike
    /// (`dark-blue`, a group), and the other takes the free identifier (`darkBlue`), in either order.
    /// With the identifier taken (`fontSize`), or two names left to share it, they still collide.
    @Test func aNameWrittenAsItsSpellingKeepsItAndTheOtherTakesTheIdentifier() throws {
        let members = [#""dark_blue": {"$value": 1}"#, #""dark-blue": {"300": {"$value": 2}, "400": {"$value": 3}}"#]
        let source = try swiftInBothOrders(members, spelledApart: ["g.dark_blue"])
        for declaration in ["var dark_blue:", "var darkBlue: DarkBlue"] {
            #expect(source.contains(declaration), "\(declaration) in \(source)")
        }
        let output = try typeCheck(source)
        #expect(output.isEmpty, "\(output)\n\(source)")

        for meeting in [
            [#""font_size": {"$value": 1}"#, #""font-size": {"$value": 2}"#, #""fontSize": {"$value": 3}"#],
            [#""dark_blue": {"$value": 1}"#, #""dark-blue": {"$value": 2}"#, #""dark blue": {"$value": 3}"#],
        ] {
            let text = #"{"g": {"$type": "number", "# + meeting.joined(separator: ", ") + "}}"
            let (_, diagnostics) = generateSwift(paths: ["t.json"], fileSystem: InMemoryFileSystem(files: ["t.json": text]))
            #expect(diagnostics.contains { $0.code == .swiftNameCollision && $0.severity == .error }, "\(diagnostics.map(\.message))")
        }
    }

    /// JSON allows `""` as a key, and a Figma Design Tokens plugin export writes one for a style folder
    /// with no name (`color` › `` › `status color` › `success`). The empty name is a member like any
    /// other, spelled `unnamed`; beside a sibling written `unnamed` it is spelled apart, in either order.
    @Test func anEmptyNameIsAMemberThatCompiles() throws {
        let text = ##"{"color": {"": {"status color": {"success": {"$type": "color", "$value": "#28a745"}}}, "g": {"": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$value": 2}}}}"##
        let (code, diagnostics) = generateSwift(paths: ["t.json"], fileSystem: InMemoryFileSystem(files: ["t.json": text]))
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.message))")
        let source = try #require(code)
        for declaration in ["var unnamed: Unnamed", "struct Unnamed:", "var statusColor: StatusColor", "var unnamed: AdaptiveNumber"] {
            #expect(source.contains(declaration), "\(declaration) in \(source)")
        }
        #expect(!source.contains("var _:"))
        let output = try typeCheck(source)
        #expect(output.isEmpty, "\(output)\n\(source)")

        let beside = try swiftInBothOrders([#""": {"$value": 1}"#, #""unnamed": {"$value": 2}"#], spelledApart: ["g."])
        for declaration in ["var _unnamed:", "var unnamed:"] {
            #expect(beside.contains(declaration), "\(declaration) in \(beside)")
        }
        let besideOutput = try typeCheck(beside)
        #expect(besideOutput.isEmpty, "\(besideOutput)\n\(beside)")
    }

    /// The Swift for the members of a number group `g`, generated in their order and reversed: no error,
    /// the names spelled apart (TS0608) are `spelledApart`, and the declarations are the same whatever
    /// the order (members are declared in source order). Returns the first order's source.
    private func swiftInBothOrders(_ members: [String], spelledApart: [String]) throws -> String {
        var sources: [String] = []
        for order in [members, members.reversed()] {
            let text = #"{"g": {"$type": "number", "# + order.joined(separator: ", ") + "}}"
            let (code, diagnostics) = generateSwift(paths: ["t.json"], fileSystem: InMemoryFileSystem(files: ["t.json": text]))
            #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.message))")
            #expect(diagnostics.filter { $0.code == .swiftNameSpelledApart }.compactMap(\.tokenPath).sorted() == spelledApart)
            sources.append(try #require(code))
        }
        let declarations = sources.map { $0.split(separator: "\n").filter { $0.contains(" var ") || $0.contains(" struct ") }.sorted() }
        #expect(declarations[0] == declarations[1])
        return sources[0]
    }

    /// Names that fold inside a group that itself folds with a sibling (Jobber Atlantis writes `background`
    /// and `background-`, and inside the group `subtle` and `subtle-`, for CSS's double dashes) are spelled
    /// apart at every level, in either order, and compile; without a fold above them they are spelled as before.
    @Test func namesThatFoldInsideAFoldedGroupAreSpelledApart() throws {
        let members = [
            #""background": {"$value": 1}"#,
            #""background-": {"hover": {"$value": 2}, "subtle": {"$value": 3}, "subtle-": {"hover": {"$value": 4}, "x": {"x-": {"y": {"$value": 6}}, "x": {"$value": 7}}}}"#,
        ]
        let source = try swiftInBothOrders(members, spelledApart: ["g.background-", "g.background-.subtle-", "g.background-.subtle-.x.x-"])
        for declaration in ["var background:", "var background_: Background_", "var subtle:", "var subtle_: Subtle_", "var x_: X_", "var x: AdaptiveNumber"] {
            #expect(source.contains(declaration), "\(declaration) in \(source)")
        }
        let output = try typeCheck(source)
        #expect(output.isEmpty, "\(output)\n\(source)")
    }

    /// A group whose type is made apart from a SwiftUI type (`button` → `ButtonGroup`) keeps clear of a
    /// sibling group whose own type is that name (`button-group`), in either order, and compiles.
    @Test func aTypeMadeApartKeepsClearOfASiblingsOwn() throws {
        let members = [#""button": {"x": {"$value": 1}}"#, #""button-group": {"x": {"$value": 2}}"#, #""link": {"y": {"$value": 3}}"#]
        var sources: [String] = []
        for order in [members, members.reversed()] {
            let text = #"{"$type": "number", "# + order.joined(separator: ", ") + "}"
            let (code, diagnostics) = generateSwift(paths: ["t.json"], fileSystem: InMemoryFileSystem(files: ["t.json": text]))
            #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.message))")
            sources.append(try #require(code))
        }
        for declaration in ["var button: ButtonGroupGroup", "var buttonGroup: ButtonGroup", "var link: LinkGroup"] {
            #expect(sources.allSatisfy { $0.contains(declaration) }, "\(declaration) in \(sources[0])")
        }
        let output = try typeCheck(sources[0])
        #expect(output.isEmpty, "\(output)\n\(sources[0])")
    }

    @Test func themeNamesThatSpellOneIdentifierStayDistinct() throws {
        let resolver = """
            {"version": "2025.10", "modifiers": {"b": {"contexts": {
              "a-b": [{"x": {"$type": "number", "$value": 1}}], "aB": [{"x": {"$type": "number", "$value": 2}}],
              "themes": [{"x": {"$type": "number", "$value": 3}}], "default": [{"x": {"$type": "number", "$value": 4}}]},
              "default": "a-b"}}, "resolutionOrder": [{"$ref": "#/modifiers/b"}]}
            """
        let (code, diagnostics) = generateSwift(
            paths: ["t.resolver.json"], fileSystem: InMemoryFileSystem(files: ["t.resolver.json": resolver]))
        #expect(!diagnostics.contains { $0.severity == .error })
        let source = try #require(code)
        #expect(source.contains(#""a-b": aB, "aB": aB2, "themes": themes_, "default": default_"#))
        #expect(try typeCheck(source).isEmpty)
    }
}
