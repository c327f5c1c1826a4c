import Foundation
import Testing
import TesseraTestSupport

@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// Dimensions and colors in their canonical shapes are read directly (`ValueParser.canonicalValue`):
/// every value read that way must be what the general path reads, which reports nothing for it.
@Suite struct CanonicalValueTests {
    /// The ids of the tokens of `file` whose direct reading differs from the general one or for
    /// which the general path reports something, and how many tokens were read directly.
    private func mismatches(in file: SourceFile, strict: Bool) -> (ids: [String], compared: Int) {
        let diagnostics = DiagnosticEngine()
        let options = ReadingOptions(strict: strict)
        let id = diagnostics.sources.register(file)
        guard let root = JSONReader().read(file, id: id, diagnostics: diagnostics)?.objectValue else { return ([], 0) }
        var parser = TokenTreeParser(root: root, options: options, diagnostics: diagnostics)
        let document = parser.parse()
        let resolver = TokenResolver(document: document, options: options, diagnostics: diagnostics)
        var ids: [String] = []
        var compared = 0
        for token in document.tokens {
            guard let type = token.declaredType, let direct = ValueParser.canonicalValue(token.value, as: type) else { continue }
            compared += 1
            let reported = diagnostics.errorCount + diagnostics.warningCount
            let general = ValueParser(resolver: resolver, site: .init(tokenID: token.id)).parseGenerally(token.value, as: type)
            if general != direct || diagnostics.errorCount + diagnostics.warningCount != reported { ids.append(token.id) }
        }
        return (ids, compared)
    }

    /// Values at and around the canonical shapes: one member more or less, other units and
    /// spaces, bounds, `none`, `hex`, references, strings and numbers where objects belong.
    static let variants: [String] = [
        ###"{"value": 16, "unit": "px"}"###,
        ###"{"unit": "rem", "value": -0.5}"###,
        ###"{"value": 0, "unit": "em"}"###,
        ###"{"value": 1, "unit": "vw"}"###,
        ###"{"value": "1", "unit": "px"}"###,
        ###"{"value": 1}"###,
        ###"{"unit": "px"}"###,
        ###"{"value": 1, "unit": "px", "extra": 1}"###,
        ###"{"value": {"$ref": "#/d/a/$value/value"}, "unit": "px"}"###,
        ###"{"value": 1e308, "unit": "px"}"###,
        ###""16px""###,
        ###"16"###,
        ###""{d.a}""###,
        ###"{"colorSpace": "srgb", "components": [0, 0.5, 1]}"###,
        ###"{"components": [1, 1, 1], "colorSpace": "display-p3", "alpha": 0.5}"###,
        ###"{"colorSpace": "srgb", "components": [0, 0.5, 1.01]}"###,
        ###"{"colorSpace": "srgb", "components": [0, 0.5]}"###,
        ###"{"colorSpace": "srgb", "components": ["none", 0.5, 1]}"###,
        ###"{"colorSpace": "srgb", "components": [0, 0.5, 1], "alpha": 2}"###,
        ###"{"colorSpace": "srgb", "components": [0, 0.5, 1], "hex": "#0080ff"}"###,
        ###"{"colorSpace": "SRGB", "components": [0, 0.5, 1]}"###,
        ###"{"colorSpace": "hsl", "components": [120, 50, 50]}"###,
        ###"{"colorSpace": "srgb", "components": [0, 0.5, 1], "alpha": 1, "x": 0}"###,
        ###"{"colorSpace": "srgb", "components": {"$ref": "#/c/a/$value/components"}}"###,
        ###""#ff0000""###,
        ###""{c.a}""###,
    ]

    @Test func variantsReadTheSameBothWays() {
        var groups: [String] = []
        for (type, name) in [("dimension", "d"), ("color", "c")] {
            let members = Self.variants.enumerated().map { offset, value in
                // The first dimension and the first color are what the references point at.
                let key = (name == "d" && offset == 0) || (name == "c" && offset == 13) ? "a" : "v\(offset)"
                return "\"\(key)\": {\"$value\": \(value)}"
            }
            groups.append(#""\#(name)": {"$type": "\#(type)", \#(members.joined(separator: ", "))}"#)
        }
        let file = SourceFile(path: "tokens.json", bytes: Array(("{" + groups.joined(separator: ", ") + "}").utf8))
        for strict in [false, true] {
            let (ids, compared) = mismatches(in: file, strict: strict)
            #expect(ids.isEmpty, "strict: \(strict)")
            // The canonical variants: three dimensions (1e308 px is finite), two colors.
            #expect(compared == 5, "strict: \(strict)")
        }
    }

    @Test(.needsSharedCorpora) func corpusFilesReadTheSameBothWays() throws {
        var compared = 0
        for url in try corpusJSONFiles() {
            let (ids, count) = mismatches(in: SourceFile(path: url.path, bytes: Array(try Data(contentsOf: url))), strict: false)
            #expect(ids.isEmpty, "\(url.path): \(ids.prefix(5))")
            compared += count
        }
        #expect(compared > 200)
    }
}
