import Testing
import TesseraDiagnostics
@testable import TesseraCodegen

/// Small declarations rendered exactly: the layout of generated Swift is decided here.
@Suite struct SwiftRendererTests {
    private func render(_ declarations: [SwiftDeclaration]) -> String {
        SwiftRenderer.text(SwiftFile(declarations: declarations))
    }

    @Test func fileHeaderImportsAndBlankLines() {
        let text = render([
            .comment("Generated. Do not edit."),
            .blankLine,
            .import(access: "public", module: "TesseraTheme"),
            .import(access: nil, module: "Foundation"),
            .blankLine,
        ])
        #expect(text == "// Generated. Do not edit.\n\npublic import TesseraTheme\nimport Foundation\n\n")
    }

    @Test func nestedTypesIndentFourSpacesALevelAndBlankLinesStayEmpty() {
        let inner = SwiftTypeDeclaration(
            documentation: [.text("Summary."), .paragraphBreak, .text("Details.")], modifiers: ["nonisolated", "public"],
            kind: .struct, name: "Inner", conformances: ["Swift.Sendable", "Swift.Hashable"],
            members: [.property(SwiftProperty(access: "public", binding: .var, name: "width", type: "Swift.Double"))])
        let outer = SwiftTypeDeclaration(
            modifiers: ["public"], kind: .enum, name: "Outer",
            members: [.enumCase(name: "plain", rawValue: nil), .enumCase(name: "`default`", rawValue: .literal(.string("default"))), .blankLine, .type(inner)])
        #expect(
            render([.type(outer)]) == """
                public enum Outer {
                    case plain
                    case `default` = "default"

                    /// Summary.
                    ///
                    /// Details.
                    nonisolated public struct Inner: Swift.Sendable, Swift.Hashable {
                        public var width: Swift.Double
                    }
                }

                """)
    }

    @Test func propertiesWithAttributesInitializersAndGetters() {
        let text = render([
            .property(
                SwiftProperty(
                    documentation: [.text("`a.b`: 4px")], attributes: ["@available(*, deprecated)"], access: "public", binding: .var,
                    name: "b", type: "Swift.Double", value: .getter(.identifier("_b")))),
            .property(
                SwiftProperty(access: "private", isStatic: true, binding: .let, name: "_0_b", type: "Swift.Double", value: .initializer(.literal(.double(4))))),
            .property(
                SwiftProperty(
                    access: nil, isStatic: true, binding: .let, name: "acme", type: "Self",
                    value: .initializer(
                        .call(.identifier("Self"), [("b", .identifier("_0_b")), (nil, .call(.identifier("Inner"), [])), ("c", .member(nil, "acme"))])))),
        ])
        #expect(
            text == """
                /// `a.b`: 4px
                @available(*, deprecated)
                public var b: Swift.Double { _b }
                private static let _0_b: Swift.Double = 4
                static let acme: Self = Self(b: _0_b, Inner(), c: .acme)

                """)
    }

    @Test func initializersWithLabelsDefaultsAndSwitches() {
        let initializer = SwiftInitializer(
            documentation: [.text("One context.")], access: "public",
            parameters: [
                .init(label: "_", name: "selection", type: "Selection"),
                .init(name: "brand", type: "Brand", defaultValue: .member(nil, "acme")),
            ],
            body: [
                .expression(.call(.selfMember("init"), [(nil, .identifier("selection"))])),
                .switch(
                    subject: .tuple([.member(.identifier("selection"), "brand"), .identifier("brand")]),
                    cases: [
                        (.tuple([.member(nil, "acme"), .identifier("_")]), .assignment(target: .selfMember("x"), value: .staticMember("_0_x"))),
                        (
                            .tuple([.member(nil, "globex"), .identifier("_")]),
                            .switch(
                                subject: .identifier("brand"),
                                cases: [(.member(nil, "acme"), .assignment(target: .identifier("self"), value: .member(nil, "acme")))])
                        ),
                    ]),
            ])
        let text = render([.type(SwiftTypeDeclaration(modifiers: ["nonisolated"], kind: .extension, name: "Tokens", members: [.initializer(initializer)]))])
        #expect(
            text == """
                nonisolated extension Tokens {
                    /// One context.
                    public init(_ selection: Selection, brand: Brand = .acme) {
                        self.init(selection)
                        switch (selection.brand, brand) {
                        case (.acme, _): self.x = Self._0_x
                        case (.globex, _):
                            switch brand {
                            case .acme: self = .acme
                            }
                        }
                    }
                }

                """)
    }

    @Test func literalsAreWrittenEscapedAndCollectionsWrapPastTheLineLimit() {
        let long = (0..<12).map { SwiftExpression.literal(.string("value number \($0)")) }
        let text = render([
            .property(SwiftProperty(binding: .let, name: "a", type: "Swift.Int", value: .initializer(.literal(.int(-12))))),
            .property(SwiftProperty(binding: .let, name: "b", type: "Swift.Double", value: .initializer(.literal(.double(0.125))))),
            .property(SwiftProperty(binding: .let, name: "c", type: "Swift.Bool", value: .initializer(.literal(.bool(false))))),
            .property(SwiftProperty(binding: .let, name: "d", type: "Swift.String", value: .initializer(.literal(.string("a \"b\"\n\u{202E}c"))))),
            .property(
                SwiftProperty(
                    binding: .let, name: "e", type: "[Swift.String: Swift.Int]",
                    value: .initializer(.dictionary([(.literal(.string("x")), .literal(.int(1))), (.literal(.string("y")), .literal(.int(2)))])))),
            .property(SwiftProperty(binding: .let, name: "f", type: "[Swift.String: Swift.Int]", value: .initializer(.dictionary([])))),
            .property(SwiftProperty(binding: .let, name: "g", type: "[Swift.String]", value: .initializer(.array(long)))),
        ])
        #expect(
            text == """
                let a: Swift.Int = -12
                let b: Swift.Double = 0.125
                let c: Swift.Bool = false
                let d: Swift.String = "a \\"b\\"\\n\\u{202e}c"
                let e: [Swift.String: Swift.Int] = ["x": 1, "y": 2]
                let f: [Swift.String: Swift.Int] = [:]
                let g: [Swift.String] = [
                """ + "\n" + (0..<12).map { "    \"value number \($0)\",\n" }.joined() + "]\n")
    }

    @Test func docLinesKeepTheirTextAndBlankLinesInsideADescription() {
        let lines = SwiftLiteral.docLines("First\n\nthird */ line")
        let text = render([.property(SwiftProperty(documentation: lines, access: "public", binding: .var, name: "x", type: "Swift.Bool"))])
        #expect(text == "/// First\n/// \n/// third */ line\npublic var x: Swift.Bool\n")
    }
}

/// The one place both generators claim member names.
@Suite struct SwiftNameScopeTests {
    @Test func aSecondPathForTheSameNameIsReportedAndRefused() {
        let diagnostics = DiagnosticEngine()
        var scope = SwiftNameScope(foldsLeadingUnderscore: false)
        func claim(_ identifier: String, for id: String) -> Bool {
            scope.claim(identifier, for: id, at: .unknown, outcome: "was left out", diagnostics: diagnostics)
        }
        #expect(claim("primary", for: "color.primary"))
        // The same path claiming again (a group met by a later token) is no collision.
        #expect(claim("primary", for: "color.primary"))
        #expect(!claim("primary", for: "color.Primary"))
        // Without folding, `_primary` is another name.
        #expect(claim("_primary", for: "color._primary"))
        #expect(diagnostics.diagnostics.map(\.code) == [.swiftNameCollision])
        #expect(diagnostics.diagnostics.first?.message == "color.Primary and color.primary both become the Swift name primary; color.Primary was left out")
        #expect(diagnostics.diagnostics.first?.severity == .error)
    }

    @Test func foldingMakesTheUnderscoreSpellingTheSameName() {
        let diagnostics = DiagnosticEngine()
        var scope = SwiftNameScope(foldsLeadingUnderscore: true)
        let first = scope.claim("_2xl", for: "size.2xl", at: .unknown, outcome: "o", diagnostics: diagnostics)
        let second = scope.claim("2xl", for: "size.-2xl", at: .unknown, severity: .warning, outcome: "o", diagnostics: diagnostics)
        #expect(first && !second)
        #expect(diagnostics.diagnostics.map(\.severity) == [.warning])
    }
}
