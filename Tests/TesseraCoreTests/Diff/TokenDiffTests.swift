import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert
@testable import TesseraLint
@testable import TesseraDiff

@Suite struct TokenDiffTests {
    typealias F = LintFixture

    static func matrix(_ document: String) throws -> ThemeMatrix {
        let diagnostics = DiagnosticEngine()
        let path = document.contains("resolutionOrder") ? "v/app.resolver.json" : "v/app.tokens.json"
        let project = try #require(
            TokenProject.load(paths: [path], diagnostics: diagnostics, fileSystem: InMemoryFileSystem(files: [path: document])))
        return try #require(ThemeMatrix.build(project))
    }

    static func diff(_ old: String, _ new: String) throws -> TokenDiff {
        TokenDiff.compare(try matrix(old), try matrix(new))
    }

    static func themed(darkMuted: String, extraContext: Bool = true, base: [String: Any] = [:]) -> String {
        var tokens: [String: Any] = ["text": ["muted": F.token("color", F.color("#595959"))], "size": F.token("dimension", F.px(4))]
        tokens.merge(base) { $1 }
        var density: [(String, [String: Any])] = [("regular", [:])]
        if extraContext { density.append(("compact", ["size": F.token("dimension", F.px(2))])) }
        return F.resolver(
            base: tokens,
            modifiers: [
                ("theme", [("light", [:]), ("dark", ["text": ["muted": F.token("color", F.color(darkMuted))]])]),
                ("density", density),
            ])
    }

    @Test func equalVersionsHaveNoChanges() throws {
        let document = Self.themed(darkMuted: "#5a5a5a")
        let diff = try Self.diff(document, document)
        #expect(diff.changes.isEmpty)
        #expect(!diff.isBreaking)
        #expect(diff.text() == "no changes\n")
    }

    @Test func aValueChangedInOnePermutationNamesIt() throws {
        let diff = try Self.diff(Self.themed(darkMuted: "#5a5a5a"), Self.themed(darkMuted: "#8a8a8a"))
        try #require(diff.changes.count == 1, "\(diff.changes)")
        let change = diff.changes[0]
        #expect(change.kind == .changed && change.path == "text.muted")
        #expect(change.inputs.map { $0.map { "\($0.modifier)=\($0.context)" } } == [["theme=dark"]])
        #expect(TokenDiff.valueText(change.before) == "#5a5a5a" && TokenDiff.valueText(change.after) == "#8a8a8a")
        #expect(!diff.isBreaking)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(diff.jsonText().utf8)) as? [String: Any])
        #expect(json["breaking"] as? Bool == false)
        let item = try #require((json["changes"] as? [[String: Any]])?.first)
        #expect(item["path"] as? String == "text.muted" && item["kind"] as? String == "changed")
        #expect(item["inputs"] as? [[String: String]] == [["theme": "dark"]])
        #expect((item["before"] as? [String: Any])?["colorSpace"] as? String == "srgb")
        #expect(item["after"] != nil)
    }

    @Test func tokensAddedRemovedRenamedRetypedAndDeprecated() throws {
        let old = F.tokens([
            "keep": F.token("color", F.color("#111111")),
            "gone": F.token("number", 7),
            "oldName": F.token("color", F.color("#abcdef")),
            "retyped": F.token("number", 4),
            "aging": F.token("color", F.color("#222222")),
        ])
        let new = F.tokens([
            "keep": F.token("color", F.color("#111111")),
            "fresh": F.token("number", 3),
            "newName": F.token("color", F.color("#abcdef")),
            "retyped": F.token("dimension", F.px(4)),
            "aging": F.token("color", F.color("#222222"), deprecated: "use keep"),
        ])
        let diff = try Self.diff(old, new)
        let kinds = Dictionary(diff.changes.map { ($0.path, $0.kind) }, uniquingKeysWith: { first, _ in first })
        #expect(
            kinds == ["gone": .removed, "fresh": .added, "newName": .renamed, "retyped": .typeChanged, "aging": .deprecated],
            "\(diff.changes)")
        #expect(diff.changes.first { $0.kind == .renamed }?.renamedFrom == "oldName")
        #expect(diff.changes.first { $0.kind == .deprecated }?.deprecationMessage == "use keep")
        #expect(diff.isBreaking)
        let markdown = diff.markdown()
        #expect(markdown.contains("| renamed ⚠️ | `newName` |"), "\(markdown)")
        #expect(markdown.contains("Breaking"))
        #expect(diff.text().contains("newName") && diff.text().hasSuffix("5 changes, breaking\n"))
    }

    @Test func ambiguousRenamesStayRemovedAndAdded() throws {
        let old = F.tokens(["a": F.token("number", 1)])
        let new = F.tokens(["b": F.token("number", 1), "c": F.token("number", 1)])
        let kinds = try Self.diff(old, new).changes.map(\.kind)
        #expect(kinds.sorted { $0.rawValue < $1.rawValue } == [.added, .added, .removed])
    }

    @Test func contextsAndModifiersAddedOrRemoved() throws {
        let diff = try Self.diff(Self.themed(darkMuted: "#5a5a5a"), Self.themed(darkMuted: "#5a5a5a", extraContext: false))
        #expect(diff.changes.map(\.kind) == [.contextRemoved])
        #expect(diff.changes.first?.context == "compact")
        #expect(diff.isBreaking)
        let plain = F.tokens(["text": ["muted": F.token("color", F.color("#595959"))], "size": F.token("dimension", F.px(4))])
        let added = try Self.diff(plain, Self.themed(darkMuted: "#595959"))
        #expect(Set(added.changes.map(\.kind)) == [.modifierAdded])
        #expect(!added.isBreaking)
    }
}
