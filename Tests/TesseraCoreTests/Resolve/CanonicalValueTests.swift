import Foundation
import Testing

@testable import TesseraCore

/// Dimensions and colors in their canonical shapes are read directly (`ValueParser.canonicalValue`):
/// every value must come out as the general path reads it, with the same diagnostics.
@Suite struct CanonicalValueTests {
    private func resolveBothWays(_ paths: [String], strict: Bool = false) -> (general: String, direct: String) {
        func options(direct: Bool) -> ReadingOptions {
            var options = ReadingOptions(strict: strict)
            options.readsCanonicalShapesDirectly = direct
            return options
        }
        return (
            resolvedText(paths, options: options(direct: false), permutations: 4),
            resolvedText(paths, options: options(direct: true), permutations: 4)
        )
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

    @Test func variantsReadTheSameBothWays() throws {
        var groups: [String] = []
        for (type, name) in [("dimension", "d"), ("color", "c")] {
            let members = Self.variants.enumerated().map { offset, value in
                // The first dimension and the first color are what the references point at.
                let key = (name == "d" && offset == 0) || (name == "c" && offset == 13) ? "a" : "v\(offset)"
                return "\"\(key)\": {\"$value\": \(value)}"
            }
            groups.append(#""\#(name)": {"$type": "\#(type)", \#(members.joined(separator: ", "))}"#)
        }
        let shadow = #""s": {"$type": "shadow", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.2}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "rem"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "em"}}}"#
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-canonical-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("tokens.json")
        try Data(("{" + groups.joined(separator: ", ") + ", " + shadow + "}").utf8).write(to: file)
        for strict in [false, true] {
            let (general, direct) = resolveBothWays([file.path], strict: strict)
            #expect(general == direct, "strict: \(strict)")
            // Both kinds of lines are there: resolved tokens and the variants' diagnostics.
            #expect(general.contains("d.a ") && general.contains("c.a ") && general.contains("s "))
            #expect(general.contains("TS0"))
        }
    }

    @Test func corpusFilesReadTheSameBothWays() throws {
        try expectEveryCorpusFileResolvesAlike { resolveBothWays($0) }
    }
}
