import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraImport
@testable import TesseraSyntax
@testable import TesseraTokens

/// Theo's token files: props named by their name, aliases `{!name}` replaced as text, `global` under
/// every prop, and `imports` laid under the importing file. Each value is compared with the DTCG token
/// that says the same.
@Suite struct TheoTokenFormatTests {
    static let aliases = ##"""
        {"aliases": {"BRAND": "#0070d2", "OFFSET_SMALL": {"value": "2"}, "SHADOW_COLOR": "rgba(0, 0, 0, 0.16)",
                     "ACCENT": "{!BRAND}", "LINE": 3, "GUTTER": "50%"}}
        """##

    static let buttons = ##"""
        {"imports": ["./aliases.json"],
         "global": {"type": "color", "category": "buttons"},
         "props": {"BUTTON_BACKGROUND": {"value": "{!ACCENT}", "comment": "The background of a brand button."},
                   "BUTTON_PADDING": {"value": "0.5rem", "type": "size"},
                   "BUTTON_SHADOW": {"value": "0 {!OFFSET_SMALL}px 4px {!SHADOW_COLOR}", "type": "box-shadow"},
                   "BUTTON_FADE": {"value": "200ms", "type": "time"},
                   "LINE_CLAMP": {"value": "{!LINE}", "type": "size"},
                   "COLUMNS": {"value": "7", "type": "size"},
                   "BUTTON_WIDTH": {"value": "{!GUTTER}", "type": "size"}}}
        """##

    static let dtcg = ##"""
        {"brand": {"$type": "color", "$value": "#0070d2"},
         "padding": {"$type": "dimension", "$value": {"value": 0.5, "unit": "rem"}},
         "shadow": {"$type": "shadow", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.16, "hex": "#000000"},
                                                "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"},
                                                "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}},
         "fade": {"$type": "duration", "$value": {"value": 200, "unit": "ms"}}}
        """##

    static let files = ["/p/aliases.json": aliases, "/p/buttons.json": buttons]

    @Test func isDetectedAsItsOwnFormat() throws {
        func root(_ text: String) throws -> JSONObject { try #require(JSONReader.testValue(text).objectValue) }
        #expect(TheoTokenFormat.isDocument(try root(Self.buttons)))
        #expect(TheoTokenFormat.isDocument(try root(##"{"props": [{"name": "A", "value": "#fff"}]}"##)))
        #expect(TheoTokenFormat.isDocument(try root(##"{"imports": ["./base.yml"], "auraImports": ["force:base"]}"##)))
        // A lone `props` or `aliases` group is also a Style Dictionary group of that name; other members are no Theo.
        #expect(!TheoTokenFormat.isDocument(try root(##"{"props": {"a": {"value": "#fff"}}}"##)))
        #expect(!TheoTokenFormat.isDocument(try root(Self.aliases)))
        #expect(!TheoTokenFormat.isDocument(try root(##"{"props": {"a": {"value": "#fff"}}, "color": {"b": {"value": "#000"}}}"##)))
        #expect(!TheoTokenFormat.isDocument(try root(##"{"color": {"red": {"value": "#f00", "type": "color"}}}"##)))
        let documents = Self.files.sorted { $0.key < $1.key }.map { ($0.key, JSONReader.testValue($0.value)) }
        #expect(InputFormat.detect(paths: ["/p"], documents: documents, fileSystem: InMemoryFileSystem(files: [:])) == .theo)
        // Types that are also Tokens Studio's words do not make a Theo file the plugin's.
        let words = ##"{"global": {"type": "opacity"}, "props": {"DISABLED": {"value": 0.4}, "GAP": {"value": "8px", "type": "spacing"}}}"##
        #expect(InputFormat.detect(paths: ["/p/a.json"], documents: [("/p/a.json", JSONReader.testValue(words))], fileSystem: InMemoryFileSystem(files: [:])) == .theo)
        let read = resolveFiles(["/p/a.json": words], entry: "/p/a.json")
        #expect(read.errors.isEmpty && read["DISABLED"] == .number(0.4) && read.tokens["GAP"] != nil, "\(read.diagnostics.map(\.message))")
    }

    /// Aliases are replaced as text (an alias using another, inside a shadow, a number whole), global's
    /// type is each prop's unless it has its own, and aliases never become tokens.
    @Test func propsReadAsTheoMeansThem() {
        let result = resolveFiles(Self.files, entry: "/p/buttons.json")
        let expected = resolveJSON(Self.dtcg)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["BUTTON_BACKGROUND"] == expected["brand"])
        #expect(result["BUTTON_PADDING"] == expected["padding"])
        #expect(result["BUTTON_SHADOW"] == expected["shadow"])
        #expect(result["BUTTON_FADE"] == expected["fade"])
        // Theo adds no unit to a number, whatever its label: a line clamp of 3 is 3.
        #expect(result["LINE_CLAMP"] == .number(3) && result["COLUMNS"] == .number(7))
        #expect(result.tokens["BUTTON_BACKGROUND"]?.description == "The background of a brand button.")
        #expect(result.tokens.keys.allSatisfy { !["BRAND", "ACCENT", "GUTTER"].contains($0) })
        // A label that gives way to its value is said in Theo's terms.
        let labelled = resolveFiles(["/p/a.json": ##"{"global": {"type": "number"}, "props": {"LINE": {"value": "1rem"}, "Z": {"value": 2}}}"##], entry: "/p/a.json")
        #expect(labelled.all(.labelContradictsValue).map(\.message) == [
            "LINE is labelled number, but its value \"1rem\" is a dimension; read as a dimension, as Theo passes a value its type's transforms cannot read through as written"
        ])
        #expect(labelled["Z"] == .number(2))
        // The folder reads the same: the aliases file holds no prop.
        let folder = resolveFiles(Self.files, entry: "/p")
        #expect(folder.errors.isEmpty && folder.tokens.count == result.tokens.count)
    }

    /// A value with no meaning in an app, reached through an alias, is left out with one warning at the
    /// prop; an error in strict mode.
    @Test func whatHasNoSwiftMeaningIsLeftOutThroughItsAlias() {
        let result = resolveFiles(Self.files, entry: "/p/buttons.json")
        #expect(result["BUTTON_WIDTH"] == nil)
        let said = result.warnings.filter { $0.tokenPath == "BUTTON_WIDTH" || $0.message.contains("BUTTON_WIDTH") }
        #expect(said.count == 1 && said[0].location?.line == 9, "\(said.map(\.message))")
        #expect(resolveFiles(Self.files, entry: "/p/buttons.json", strict: true).errors.contains { $0.message.contains("BUTTON_WIDTH") })
    }

    /// A file laid later in the imports replaces what an earlier one defines, without a word, as Theo
    /// merges them; entry files no file imports together keep the redefinition warning.
    @Test func importsLayerAndEntryFilesAreBuildsOfTheirOwn() {
        let files = [
            "/p/base.json": ##"{"global": {"type": "color"}, "props": {"INK": {"value": "#111111"}, "PAPER": {"value": "#ffffff"}}}"##,
            "/p/dark.json": ##"{"imports": ["./base.json"], "global": {"type": "color"}, "props": {"INK": {"value": "#eeeeee"}}}"##,
            "/p/other.json": ##"{"global": {"type": "color"}, "props": [{"name": "PAPER", "value": "#fafafa"}]}"##,
        ]
        let dark = resolveFiles(files, entry: "/p/dark.json")
        #expect(dark.errors.isEmpty && dark.warnings.isEmpty, "\(dark.diagnostics.map(\.message))")
        #expect(dark["INK"] == resolveJSON(##"{"c": {"$type": "color", "$value": "#eeeeee"}}"##)["c"])
        #expect(dark["PAPER"] == resolveJSON(##"{"c": {"$type": "color", "$value": "#ffffff"}}"##)["c"])
        let folder = resolveFiles(files, entries: ["/p/dark.json", "/p/other.json"])
        #expect(folder.all(.filesRedefineTokens).count == 1, "\(folder.diagnostics.map(\.message))")
    }

    /// Shapes no real file has, at sizes a stress run tries: a chain of aliases thousands deep, aliases
    /// that double with every step, imports hundreds of files deep. Each is one located error (TS0306),
    /// with no crash and no value grown past any a token holds.
    @Test func hostileAliasesAndImportsAreBounded() {
        let chain = (0..<3_000).map { ##""A\##($0)": "{!A\##($0 + 1)}""## }.joined(separator: ", ")
        let deep = resolveFiles(["/p/a.json": ##"{"global": {"type": "color"}, "aliases": {\##(chain), "A3000": "#fff"}, "props": {"X": {"value": "{!A0}"}}}"##], entry: "/p/a.json")
        #expect(deep.all(.referenceTooDeep).count == 1 && deep["X"] == nil, "\(deep.errors.prefix(3).map(\.message))")
        let doubling = (0..<60).map { ##""D\##($0)": "{!D\##($0 + 1)}{!D\##($0 + 1)}""## }.joined(separator: ", ")
        let grown = resolveFiles(["/p/a.json": ##"{"aliases": {\##(doubling), "D60": "ab"}, "props": {"X": {"value": "{!D0}", "type": "string"}}}"##], entry: "/p/a.json")
        #expect(grown.all(.referenceTooDeep).count == 1 && grown["X"] == nil, "\(grown.errors.prefix(3).map(\.message))")
        var files: [String: String] = [:]
        for index in 0..<300 {
            files["/p/f\(index).json"] = ##"{"imports": ["./f\##(index + 1).json"], "global": {"type": "number"}, "props": {"P\##(index)": {"value": \##(index)}}}"##
        }
        let nested = resolveFiles(files, entry: "/p/f0.json")
        #expect(nested.all(.referenceTooDeep).count == 1 && nested.tokens.count == TheoTokenFormat.maxDepth, "\(nested.errors.prefix(3).map(\.message))")
    }

    /// Theo's formats write a prop's name through lodash's casing, which drops every character but letters
    /// and digits between words: a team naming its props `$color-casa-100` (as its Sass variables read)
    /// gets `$color-casa-100` in Sass and `colorCasa100` for iOS. The token takes those words, not a `$`
    /// that would be a reserved member, nor a `.` that would be a path; other names stay as written.
    @Test func aPropIsNamedAsTheoFormatsWriteIt() {
        let result = resolveFiles([
            "/p/a.json": ##"""
                {"global": {"type": "color"},
                 "props": [{"name": "$color-casa-100", "value": "#fbd1db"}, {"name": "color.brand.light", "value": "#ffffff"},
                           {"name": "COLOR_INK", "value": "#111111"}, {"name": "space inline", "value": "4px", "type": "size"}]}
                """##,
        ], entry: "/p/a.json")
        #expect(result.errors.isEmpty && result.warnings.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(Set(result.tokens.keys) == ["color-casa-100", "color-brand-light", "COLOR_INK", "space inline"])
        #expect(result["color-casa-100"] == resolveJSON(##"{"c": {"$type": "color", "$value": "#fbd1db"}}"##)["c"])
    }

    /// Text of more than a keyword under `border-style` (`"1px solid"`, as a team's aliases give it) is
    /// left out with one warning told in Theo's terms, as Theo writes it out as it is; a style is read.
    @Test func borderTextUnderBorderStyleIsLeftOut() {
        let result = resolveFiles([
            "/p/a.json": ##"""
                {"aliases": {"HAIRLINE": "1px solid"}, "global": {"type": "border-style"},
                 "props": {"BORDER_HAIRLINE": {"value": "{!HAIRLINE}"}, "BORDER_DASHED": {"value": "dashed"}}}
                """##,
        ], entry: "/p/a.json")
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["BORDER_HAIRLINE"] == nil && result["BORDER_DASHED"] == .strokeStyle(.keyword("dashed")))
        #expect(result.warnings.map(\.message) == [
            "BORDER_HAIRLINE is labelled strokeStyle, but its value is the text \"1px solid\", which Theo passes to the project's own transforms and formats as written; it has no strokeStyle value in an app; the token is left out"
        ])
    }

    /// An alias nothing defines and aliases that use each other are errors where they are used or
    /// written; an import that cannot be read is an error at the import.
    @Test func brokenAliasesAndImportsAreErrors() {
        let result = resolveFiles([
            "/p/a.json": ##"""
                {"imports": ["./missing.json"],
                 "aliases": {"X": "{!Y}", "Y": "{!X}"},
                 "props": {"A": {"value": "{!NOWHERE}", "type": "color"}, "B": {"value": "{!X}", "type": "color"}}}
                """##,
        ], entry: "/p/a.json")
        #expect(result.all(.unresolvedReference).map { $0.location?.line } == [3])
        #expect(result.all(.referenceCycle).count == 1)
        #expect(result.errors.contains { $0.code == .fileUnreadable && $0.location?.line == 1 }, "\(result.errors.map(\.message))")
        #expect(result["A"] == nil && result["B"] == nil)
        // Shapes Theo has no reading for are errors where they are written: a prop that is no object, a prop
        // without a value, a listed prop without a name.
        let shapes = resolveFiles([
            "/p/a.json": ##"""
                {"global": {"type": "number"},
                 "props": {"A": 3, "B": {"comment": "no value"}, "C": {"value": 1}}}
                """##,
            "/p/b.json": ##"{"props": [{"value": 2}, {"name": "D", "value": 4}], "global": {"type": "number"}}"##,
        ], entries: ["/p/a.json", "/p/b.json"])
        #expect(shapes.all(.invalidGroup).compactMap { $0.location?.line }.sorted() == [1, 2, 2], "\(shapes.errors.map(\.message))")
        #expect(shapes["C"] == .number(1) && shapes["D"] == .number(4) && shapes["A"] == nil && shapes["B"] == nil)
        // An import outside the project's folder is refused before it is opened.
        let outside = resolveFiles([
            "/p/a.json": ##"{"imports": ["../secret.json"], "aliases": {"X": "#fff"}, "props": {"A": {"value": "{!X}", "type": "color"}}}"##,
            "/secret.json": ##"{"props": [{"name": "SECRET", "value": "#000"}], "global": {"type": "color"}}"##,
        ], entry: "/p/a.json")
        #expect(outside.all(.referenceOutsideRoot).count == 1 && outside["SECRET"] == nil && outside["A"] != nil, "\(outside.diagnostics.map(\.message))")
        // Imports that go round in a circle: an error at the import that closes it, each file read once.
        let circle = resolveFiles([
            "/p/a.json": ##"{"imports": ["./b.json"], "global": {"type": "number"}, "props": {"A": {"value": 1}}}"##,
            "/p/b.json": ##"{"imports": ["./a.json"], "global": {"type": "number"}, "props": {"B": {"value": 2}}}"##,
        ], entry: "/p/a.json")
        #expect(circle.all(.referenceCycle).map { $0.location?.line } == [1] && circle["A"] == .number(1) && circle["B"] == .number(2))
    }
}
