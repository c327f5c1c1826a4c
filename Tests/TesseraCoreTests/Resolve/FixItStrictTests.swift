import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// Every fix Tessera prints for DTCG files, applied, gives files that pass `--strict`.
///
/// A fix that is a value (`{"value": 16, "unit": "px"}`, `write 1.5`, `use "srgb"`) is applied
/// mechanically: it replaces the JSON value at the diagnostic's location. A fix in words
/// ("add \"$type\" …") comes with the file as a person would change it. ``ledger`` counts the
/// places in the sources that produce fixes, so a new one fails here until it has a case.
struct FixItStrictTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var files: [String: String]
        var entry: String
        var code: DiagnosticCode
        /// The files with the fix applied by hand; `nil` to apply it mechanically.
        var fixed: [String: String]?
        var testDescription: String { name }

        init(_ name: String, _ code: DiagnosticCode, _ text: String, fixed: String? = nil, file: String = "tokens.json") {
            self.name = name
            self.code = code
            self.files = [file: text]
            self.entry = file
            self.fixed = fixed.map { [file: $0] }
        }

        init(_ name: String, _ code: DiagnosticCode, files: [String: String], entry: String, fixed: [String: String]) {
            self.name = name
            self.code = code
            self.files = files
            self.entry = entry
            self.fixed = fixed
        }
    }

    static let red = ##"{"colorSpace": "srgb", "components": [1, 0, 0]}"##
    static let px4 = ##"{"value": 4, "unit": "px"}"##

    /// Values: each fix is the value to write.
    static let valueCases: [Case] = [
        Case("legacy color string", .legacyValue, ##"{"c": {"$type": "color", "$value": "#ff000080"}}"##),
        Case("legacy rgba", .legacyValue, ##"{"c": {"$type": "color", "$value": "rgba(51, 102, 153, 0.5)"}}"##),
        Case("legacy dimension string", .legacyValue, ##"{"d": {"$type": "dimension", "$value": "16px"}}"##),
        Case("legacy dimension in dp", .legacyValue, ##"{"d": {"$type": "dimension", "$value": "2dp"}}"##),
        Case("bare dimension", .legacyValue, ##"{"d": {"$type": "dimension", "$value": 0}}"##),
        Case("legacy duration string", .legacyValue, ##"{"t": {"$type": "duration", "$value": "200ms"}}"##),
        Case("number as a string", .legacyValue, ##"{"n": {"$type": "number", "$value": "1.5"}}"##),
        Case("a measure's number as a string", .legacyValue, ##"{"d": {"$type": "dimension", "$value": {"value": "0.5", "unit": "rem"}}}"##),
        Case("font list string", .legacyValue, ##"{"f": {"$type": "fontFamily", "$value": "Inter, 'Helvetica Neue', sans-serif"}}"##),
        Case("font name in CSS quotes", .legacyValue, ##"{"f": {"$type": "fontFamily", "$value": "\"Inter\""}}"##),
        Case("font names in CSS quotes in a list", .legacyValue, ##"{"f": {"$type": "fontFamily", "$value": ["\"Inter\"", "serif"]}}"##),
        Case("font weight name", .legacyValue, ##"{"w": {"$type": "fontWeight", "$value": "SemiBold"}}"##),
        Case("cubic Bézier keyword", .legacyValue, ##"{"e": {"$type": "cubicBezier", "$value": "ease-in-out"}}"##),
        Case("line height percentage", .legacyValue, typography(lineHeight: ##""150%""##)),
        Case("letter spacing percentage", .legacyValue, typography(lineHeight: "1.5", letterSpacing: ##""-2%""##)),
        Case("line height in px", .legacyValue, typography(lineHeight: ##""24px""##)),
        Case("line height as a dimension", .legacyValue, typography(lineHeight: ##"{"value": 24, "unit": "px"}"##)),
        Case("empty unit", .emptyUnit, ##"{"d": {"$type": "dimension", "$value": {"value": 0, "unit": ""}}}"##),
        Case("empty unit on a non-zero value", .emptyUnit, ##"{"d": {"$type": "dimension", "$value": {"value": 3, "unit": ""}}}"##),
        Case("platform unit", .platformUnit, ##"{"d": {"$type": "dimension", "$value": {"value": 2, "unit": "dp"}}}"##),
        Case("token-level $ref to a whole token", .tokenReferenceWithoutValue,
             ##"{"a": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$ref": "#/a"}}"##),
        Case("hex contradicting components", .hexDisagreesWithComponents,
             ##"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#00ff00"}}}"##),
        Case("color space spelling", .unknownColorSpace, ##"{"c": {"$type": "color", "$value": {"colorSpace": "sRGB", "components": [1, 0, 0]}}}"##),
        Case("unknown font weight (strict)", .unknownFontWeight, ##"{"w": {"$type": "fontWeight", "$value": "Bold"}}"##),
        Case("dimension without value", .missingSubValue, ##"{"d": {"$type": "dimension", "$value": {"unit": "px"}}}"##),
        Case("pointer without ##", .invalidPointer,
             ##"{"a": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$ref": "a/$value"}}"##),
        Case("pointer to a token in a value", .pointerToTokenInValue,
             ##"{"a": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$value": {"$ref": "#/a"}}}"##),
    ]

    /// Fixes in words, with the file as a person applies them.
    static let editCases: [Case] = [
        Case("list of colors", .invalidValue,
             ##"{"c": {"$type": "color", "light": {"$value": \##(red)}, "pair": {"$value": ["{c.light}", "{c.light}"]}}}"##,
             fixed: ##"{"c": {"$type": "color", "light": {"$value": \##(red)}, "pair": {"$value": "{c.light}"}}}"##),
        Case("viewport unit", .invalidUnit, ##"{"d": {"$type": "dimension", "$value": {"value": 5, "unit": "vw"}}}"##,
             fixed: ##"{"d": {"$type": "dimension", "$value": {"value": 20, "unit": "px"}}}"##),
        Case("font-relative unit", .invalidUnit, ##"{"d": {"$type": "dimension", "$value": {"value": 26, "unit": "ch"}}}"##,
             fixed: ##"{"d": {"$type": "dimension", "$value": {"value": 208, "unit": "px"}}}"##),
        Case("gradient written as CSS text", .legacyValue, ##"{"g": {"$type": "gradient", "$value": "linear-gradient(90deg, #ff0000 0%, #ff0000 100%)"}}"##,
             fixed: ##"{"g": {"$type": "gradient", "$value": [{"color": \##(red), "position": 0}, {"color": \##(red), "position": 1}]}}"##),
        Case("CSS gradients layered", .invalidValue,
             ##"{"g": {"$type": "gradient", "$value": "linear-gradient(#ff0000, #ff0000), linear-gradient(#ff0000, #ff0000)"}}"##,
             fixed: ##"{"g": {"$type": "gradient", "$value": [{"color": \##(red), "position": 0}, {"color": \##(red), "position": 1}]}}"##),
        Case("radial CSS gradient", .invalidValue, ##"{"g": {"$type": "gradient", "$value": "radial-gradient(#ff0000, #ff0000)"}}"##,
             fixed: ##"{"g": {"$type": "gradient", "$value": [{"color": \##(red), "position": 0}, {"color": \##(red), "position": 1}]}}"##),
        Case("alias to a left-out token", .leftOutReference,
             ##"{"d": {"$type": "dimension", "$value": {"value": 5, "unit": "vw"}}, "e": {"$type": "dimension", "$value": "{d}"}}"##,
             fixed: ##"{"d": {"$type": "dimension", "$value": {"value": 20, "unit": "px"}}, "e": {"$type": "dimension", "$value": "{d}"}}"##),
        Case("missing unit", .missingSubValue, ##"{"d": {"$type": "dimension", "$value": {"value": 4}}}"##,
             fixed: ##"{"d": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}"##),
        Case("missing color space", .missingSubValue, ##"{"c": {"$type": "color", "$value": {"components": [1, 0, 0]}}}"##,
             fixed: ##"{"c": {"$type": "color", "$value": \##(red)}}"##),
        Case("draft color keys", .draftColorKeys, ##"{"c": {"$type": "color", "$value": {"space": "srgb", "channels": [1, 0, 0]}}}"##,
             fixed: ##"{"c": {"$type": "color", "$value": \##(red)}}"##),
        Case("missing stroke line cap", .missingSubValue,
             ##"{"s": {"$type": "strokeStyle", "$value": {"dashArray": [\##(px4)]}}}"##,
             fixed: ##"{"s": {"$type": "strokeStyle", "$value": {"dashArray": [\##(px4)], "lineCap": "round"}}}"##),
        Case("missing transition delay", .missingSubValue,
             ##"{"t": {"$type": "transition", "$value": {"duration": {"value": 1, "unit": "s"}, "timingFunction": [0, 0, 1, 1]}}}"##,
             fixed: ##"{"t": {"$type": "transition", "$value": {"duration": {"value": 1, "unit": "s"}, "timingFunction": [0, 0, 1, 1], "delay": {"value": 0, "unit": "ms"}}}}"##),
        Case("missing shadow spread", .missingSubValue, shadow(spread: nil), fixed: shadow(spread: ##"{"value": 0, "unit": "px"}"##)),
        Case("missing letter spacing", .missingSubValue, typography(lineHeight: "1.2", letterSpacing: nil),
             fixed: typography(lineHeight: "1.2", letterSpacing: ##"{"value": 0, "unit": "px"}"##)),
        Case("missing line height", .missingSubValue, typography(lineHeight: nil), fixed: typography(lineHeight: "1.2")),
        Case("missing border member", .missingSubValue,
             ##"{"b": {"$type": "border", "$value": {"color": \##(red), "style": "solid"}}}"##,
             fixed: ##"{"b": {"$type": "border", "$value": {"color": \##(red), "style": "solid", "width": \##(px4)}}}"##),
        Case("sub-value of the wrong type", .referenceTypeMismatch,
             ##"{"n": {"$type": "number", "$value": 4}, "b": {"$type": "border", "$value": {"color": \##(red), "width": "{n}", "style": "solid"}}}"##,
             fixed: ##"{"n": {"$type": "dimension", "$value": \##(px4)}, "b": {"$type": "border", "$value": {"color": \##(red), "width": "{n}", "style": "solid"}}}"##),
        Case("curly reference in a sub-value", .curlyReferenceInSubValue,
             ##"{"n": {"$type": "number", "$value": 4}, "d": {"$type": "dimension", "$value": {"value": "{n}", "unit": "px"}}}"##,
             fixed: ##"{"n": {"$type": "number", "$value": 4}, "d": {"$type": "dimension", "$value": {"value": {"$ref": "#/n/$value"}, "unit": "px"}}}"##),
        Case("declared type differs from the target's", .referenceTypeMismatch,
             ##"{"c": {"$type": "color", "$value": \##(red)}, "d": {"$type": "dimension", "$value": "{c}"}}"##,
             fixed: ##"{"c": {"$type": "color", "$value": \##(red)}, "d": {"$type": "color", "$value": "{c}"}}"##),
        Case("alias type differs from its group's", .aliasTypeDiffersFromGroup,
             ##"{"c": {"$type": "color", "$value": \##(red)}, "size": {"$type": "dimension", "d": {"$value": "{c}"}}}"##,
             fixed: ##"{"c": {"$type": "color", "$value": \##(red)}, "size": {"$type": "dimension", "d": {"$type": "color", "$value": "{c}"}}}"##),
        Case("reference cycle", .referenceCycle,
             ##"{"a": {"$type": "number", "$value": "{b}"}, "b": {"$type": "number", "$value": "{a}"}}"##,
             fixed: ##"{"a": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$value": "{a}"}}"##),
        Case("malformed reference", .malformedReference, ##"{"a": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$value": "{a..}"}}"##,
             fixed: ##"{"a": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$value": "{a}"}}"##),
        Case("reference to a group with $root", .referenceToGroup,
             ##"{"g": {"$type": "number", "$root": {"$value": 1}, "x": {"$value": 2}}, "b": {"$type": "number", "$value": "{g}"}}"##,
             fixed: ##"{"g": {"$type": "number", "$root": {"$value": 1}, "x": {"$value": 2}}, "b": {"$type": "number", "$value": "{g.$root}"}}"##),
        Case("reference to a group", .referenceToGroup,
             ##"{"g": {"$type": "number", "x": {"$value": 2}}, "b": {"$type": "number", "$value": "{g}"}}"##,
             fixed: ##"{"g": {"$type": "number", "x": {"$value": 2}}, "b": {"$type": "number", "$value": "{g.x}"}}"##),
        Case("pointer with an empty segment", .invalidPointer, ##"{"a": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$ref": "#/a/"}}"##,
             fixed: ##"{"a": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$ref": "#/a/$value"}}"##),
        Case("near name", .unresolvedReference, ##"{"color": {"$type": "number", "blue": {"$value": 1}}, "b": {"$type": "number", "$value": "{color.Blue}"}}"##,
             fixed: ##"{"color": {"$type": "number", "blue": {"$value": 1}}, "b": {"$type": "number", "$value": "{color.blue}"}}"##),
        Case("inferred type", .inferredType, ##"{"d": {"$value": "16px"}}"##, fixed: ##"{"d": {"$type": "dimension", "$value": \##(px4)}}"##),
        Case("missing type (strict)", .missingType, ##"{"d": {"$value": \##(px4)}}"##, fixed: ##"{"d": {"$type": "dimension", "$value": \##(px4)}}"##),
        Case("member that is no token", .invalidGroup, ##"{"a": "x"}"##, fixed: ##"{"a": {"$value": "x", "$type": "fontFamily"}}"##),
        Case("plain description beside tokens", .invalidGroup, ##"{"g": {"description": "Brand", "n": {"$type": "number", "$value": 1}}}"##,
             fixed: ##"{"g": {"$description": "Brand", "n": {"$type": "number", "$value": 1}}}"##),
        Case("reference without its token", .invalidGroup, ##"{"n": {"$type": "number", "$value": 1}, "m": "{n}"}"##,
             fixed: ##"{"n": {"$type": "number", "$value": 1}, "m": {"$value": "{n}"}}"##),
        Case("value with children", .valueWithChildren, ##"{"a": {"$type": "number", "$value": 1, "b": {"$value": 2}}}"##,
             fixed: ##"{"a": {"$type": "number", "$root": {"$value": 1}, "b": {"$value": 2}}}"##),
        Case("Style Dictionary token shape", .legacyTokenShape, ##"{"b": {"$type": "number", "$value": 2}, "a": {"value": 1, "type": "number"}}"##,
             fixed: ##"{"b": {"$type": "number", "$value": 2}, "a": {"$value": 1, "$type": "number"}}"##),
        Case("type spelling", .unknownType, ##"{"a": {"$type": "Number", "$value": 1}}"##, fixed: ##"{"a": {"$type": "number", "$value": 1}}"##),
        Case("shadow written as CSS text", .legacyValue, ##"{"s": {"$type": "shadow", "$value": "0 1px 2px #000000"}}"##,
             fixed: ##"{"s": {"$type": "shadow", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}"##),
        Case("transition written as CSS text", .legacyValue, ##"{"t": {"$type": "transition", "$value": "200ms ease-in"}}"##,
             fixed: ##"{"t": {"$type": "transition", "$value": {"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "s"}, "timingFunction": [0.42, 0, 1, 1]}}}"##),
        Case("tool type name", .toolTypeName, ##"{"a": {"$type": "z-index", "$value": 10}}"##, fixed: ##"{"a": {"$type": "number", "$value": 10}}"##),
        Case("unknown type kept plain", .unknownTypeKeptPlain, ##"{"a": {"$type": "component", "$value": 1}}"##,
             fixed: ##"{"a": {"$type": "number", "$value": 1}}"##),
        Case("unit beside a value that is no number", .unreadableSiblingMember, ##"{"a": {"$type": "duration", "$value": "fast", "unit": "s"}}"##,
             fixed: ##"{"a": {"$type": "duration", "$value": {"value": 0.2, "unit": "s"}}}"##),
        Case("alpha that is no number", .unreadableSiblingMember, ##"{"a": {"$type": "color", "$value": "#000000", "alpha": "half"}}"##,
             fixed: ##"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5}}}"##),
        Case("modify beside the value", .valueTransformMemberNotComputed,
             ##"{"a": {"$type": "color", "$value": "#000000", "modify": [{"type": "lighten", "amount": 0.5}]}}"##,
             fixed: ##"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.5, 0.5, 0.5]}}}"##),
        Case("inset written as a word", .legacyValue,
             ##"{"s": {"$type": "shadow", "$value": {"color": \##(red), "offsetX": \##(px4), "offsetY": \##(px4), "blur": \##(px4), "spread": \##(px4), "inset": "inset"}}}"##,
             fixed: ##"{"s": {"$type": "shadow", "$value": {"color": \##(red), "offsetX": \##(px4), "offsetY": \##(px4), "blur": \##(px4), "spread": \##(px4), "inset": true}}}"##),
        Case("several references where one value belongs", .malformedReference,
             ##"{"n": {"$type": "number", "$value": 1}, "a": {"$type": "number", "$value": "{n}, {n}"}}"##,
             fixed: ##"{"n": {"$type": "number", "$value": 1}, "a": {"$type": "number", "$value": "{n}"}}"##),
        Case("untyped object of no known shape", .missingType, ##"{"a": {"$value": {"min-width": 1}}}"##,
             fixed: ##"{"a": {"$type": "number", "$value": 1}}"##),
        Case("unknown property", .unknownProperty, ##"{"a": {"$type": "number", "$value": 1, "figmaId": "x"}}"##,
             fixed: ##"{"a": {"$type": "number", "$value": 1, "$extensions": {"com.example": {"figmaId": "x"}}}}"##),
        Case("name with a dot", .invalidName, ##"{"a.b": {"$type": "number", "$value": 1}}"##, fixed: ##"{"a-b": {"$type": "number", "$value": 1}}"##),
        Case("$extends cycle", .extendsCycle, ##"{"a": {"$extends": "{b}", "x": {"$type": "number", "$value": 1}}, "b": {"$extends": "{a}"}}"##,
             fixed: ##"{"a": {"x": {"$type": "number", "$value": 1}}, "b": {"$extends": "{a}"}}"##),
        Case("group holding itself through $extends", .extendsCycle,
             ##"{"x": {"$extends": "{y}"}, "y": {"c": {"$extends": "{x}"}, "t": {"$type": "number", "$value": 1}}}"##,
             fixed: ##"{"x": {"$extends": "{y}"}, "y": {"t": {"$type": "number", "$value": 1}}}"##),
        Case("groups nested too deep", .nestingTooDeep,
             String(repeating: ##"{"g": "##, count: 66) + ##"{"$type": "number", "$value": 1}"## + String(repeating: "}", count: 66),
             fixed: ##"{"g": {"$type": "number", "$value": 1}}"##),
        Case("malformed $extends", .invalidExtends, ##"{"a": {"x": {"$type": "number", "$value": 1}}, "b": {"$extends": "a"}}"##,
             fixed: ##"{"a": {"x": {"$type": "number", "$value": 1}}, "b": {"$extends": "{a}"}}"##),
        Case("duplicate member", .duplicateKey, ##"{"a": {"$type": "number", "$value": 1, "$value": 2}}"##,
             fixed: ##"{"a": {"$type": "number", "$value": 2}}"##),
        Case("comment", .nonStandardJSON, "{\"a\": {\"$type\": \"number\", \"$value\": 1} // one\n}",
             fixed: ##"{"a": {"$type": "number", "$value": 1, "$description": "one"}}"##),
        Case("trailing comma", .nonStandardJSON, ##"{"a": {"$type": "number", "$value": 1},}"##, fixed: ##"{"a": {"$type": "number", "$value": 1}}"##),
        Case("non-finite number", .nonJSONNumber, ##"{"a": {"$type": "number", "$value": NaN}}"##, fixed: ##"{"a": {"$type": "number", "$value": 0}}"##),
        Case("byte-order mark", .byteOrderMark, "\u{FEFF}" + number, fixed: number),
        Case("lone surrogate in a name", .loneSurrogate, ##"{"a\ud83d": {"$type": "number", "$value": 1}}"##,
             fixed: ##"{"a\ud83d\ude00": {"$type": "number", "$value": 1}}"##),
        Case("resolver file fragment without a slash", .invalidResolverReference,
             files: ["r.resolver.json": sourceResolver("a.json#g"), "a.json": ##"{"g": \##(number)}"##],
             entry: "r.resolver.json",
             fixed: ["r.resolver.json": sourceResolver("a.json#/g"), "a.json": ##"{"g": \##(number)}"##]),
        Case("YAML duplicate key", .duplicateKey, "a:\n  $type: number\n  $value: 1\n  $value: 2\n", fixed: "a:\n  $type: number\n  $value: 2\n", file: "tokens.yml"),
        Case("YAML tab indentation", .yamlSyntax, "a:\n\t$type: number\n\t$value: 1\n", fixed: "a:\n  $type: number\n  $value: 1\n", file: "tokens.yml"),
        Case("YAML documents", .yamlSyntax, "a:\n  $type: number\n  $value: 1\n---\nb: 2\n", fixed: "a:\n  $type: number\n  $value: 1\n", file: "tokens.yml"),
        Case("YAML infinity", .numberOutOfRange, "a:\n  $type: number\n  $value: .inf\n", fixed: "a:\n  $type: number\n  $value: 1e300\n", file: "tokens.yml"),
        Case("resolver without version", .unsupportedResolverVersion, files: resolver(version: nil), entry: "r.resolver.json",
             fixed: resolver(version: ##""version": "2025.10","##)),
        Case("resolver modifier context", .draftModifierContext, files: resolver(version: ##""version": "2025.10","##, contextsKey: "context"),
             entry: "r.resolver.json", fixed: resolver(version: ##""version": "2025.10","##)),
        Case("resolver set without sources", .invalidResolver,
             files: ["r.resolver.json": ##"{"version": "2025.10", "sets": {"s": {}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##, "a.json": number],
             entry: "r.resolver.json",
             fixed: ["r.resolver.json": ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "a.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##, "a.json": number]),
        Case("resolver without resolutionOrder", .invalidResolver,
             files: ["r.resolver.json": ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "a.json"}]}}}"##, "a.json": number],
             entry: "r.resolver.json",
             fixed: ["r.resolver.json": ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "a.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##, "a.json": number]),
        Case("spring on a color", .springOnOtherType,
             ##"{"c": {"$type": "color", "$value": \##(red), "$extensions": {"com.tessera.spring": \##(spring)}}}"##,
             fixed: ##"{"c": {"$type": "color", "$value": \##(red)}, "t": {"$type": "duration", "$value": {"value": 300, "unit": "ms"}, "$extensions": {"com.tessera.spring": \##(spring)}}}"##),
        Case("spring that is no object", .invalidSpringExtension, springToken(##""bouncy""##), fixed: springToken(spring)),
        Case("spring of no form", .invalidSpringExtension, springToken(##"{"speed": 3}"##), fixed: springToken(##"{"duration": 0.5, "bounce": 0.3}"##)),
        Case("spring lacking a member", .invalidSpringExtension, springToken(##"{"response": 0.5}"##), fixed: springToken(spring)),
        Case("spring member misnamed", .invalidSpringExtension, springToken(##"{"response": 0.5, "dampingRatio": 0.8}"##), fixed: springToken(spring)),
        Case("spring member out of range", .invalidSpringExtension, springToken(##"{"response": -0.5, "dampingFraction": 0.8}"##), fixed: springToken(spring)),
        Case("spring member ignored", .ignoredSpringMember, springToken(##"{"response": 0.5, "dampingFraction": 0.8, "blendDuration": 0.2}"##),
             fixed: springToken(spring)),
        Case("legacy modes", .legacyModeExtension,
             files: ["tokens.json": ##"{"a": {"$type": "number", "$value": 1, "$extensions": {"mode": {"dark": 2}}}}"##], entry: "tokens.json",
             fixed: resolver(version: ##""version": "2025.10","##, entry: "tokens.json")),
    ]

    static let number = ##"{"n": {"$type": "number", "$value": 1}}"##

    static let spring = ##"{"response": 0.5, "dampingFraction": 0.8}"##

    /// A transition-length duration token with this spring extension.
    static func springToken(_ spring: String) -> String {
        ##"{"t": {"$type": "duration", "$value": {"value": 300, "unit": "ms"}, "$extensions": {"com.tessera.spring": \##(spring)}}}"##
    }

    /// A resolver whose one set reads `source`.
    static func sourceResolver(_ source: String) -> String {
        ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "\##(source)"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##
    }

    @Test(arguments: valueCases + editCases)
    func theFixAppliedPassesStrictMode(_ fixCase: Case) throws {
        let lenient = Self.diagnostics(fixCase.files, entry: fixCase.entry, strict: false)
        let strict = Self.diagnostics(fixCase.files, entry: fixCase.entry, strict: true)
        let diagnostic = try #require(
            (lenient + strict).first { $0.code == fixCase.code && $0.fixIt != nil },
            "no \(fixCase.code.rawValue) with a fix among \((lenient + strict).map { "\($0.code.rawValue) \($0.message)" })")
        let fixed = try fixCase.fixed ?? Self.applying(diagnostic, to: fixCase.files)
        let after = Self.diagnostics(fixed, entry: fixCase.entry, strict: true)
        #expect(after.isEmpty, "fix \(diagnostic.fixIt ?? "") left \(after.map { "\($0.code.rawValue) \($0.message)" }) in \(fixed)")
    }

    /// A mechanical fix must be a value, and change the file; a fix in words must appear as written.
    @Test(arguments: valueCases)
    func valueFixesAreValues(_ fixCase: Case) throws {
        let all = Self.diagnostics(fixCase.files, entry: fixCase.entry, strict: false)
            + Self.diagnostics(fixCase.files, entry: fixCase.entry, strict: true)
        let diagnostic = try #require(all.first { $0.code == fixCase.code && $0.fixIt != nil })
        #expect(try Self.applying(diagnostic, to: fixCase.files) != fixCase.files)
    }

    /// The places in the sources that produce a fix for DTCG files, per file (a helper's
    /// `fixIt:` parameter counts too). When one is added or removed, add or remove its case above,
    /// then update the count here.
    ///
    /// Places without a case, and why: an `$extends` expansion past its limit and a YAML document
    /// that expands past its value limit (the fix is advice on files too large to write here); a YAML
    /// alias used as a key, a UTF-16 or invalid UTF-8 file (a test's files are Swift strings), the YAML reader's
    /// fallback for duplicate keys it cannot rename, JSON5 (duplicates and non-finite numbers behave as
    /// in JSON, covered above), a seed-layout text style without a name (the seed layout is not DTCG), and the project-root
    /// refusals: a file outside the root, an input outside a given root and a file reference in
    /// data given to the store (their fix is where the files live or a `--root`, not an edit that
    /// `--strict` could check), and a shadow or gradient that expands past 1,000 layers or stops
    /// (the fix is advice to reference fewer tokens; the file that shows it is the expansion test's),
    /// a resolver whose combinations are too many for `build` (advice on how to restructure it),
    /// an `--input` naming no modifier or context (the fix is the command line's, not a file's),
    /// a declared unit whose conversion overflows (units: in tessera.yml, which strict mode does not read),
    /// a gradient referenced where a color belongs under textual references (Tokens Studio and Style
    /// Dictionary input only; a DTCG file gets the type-mismatch fix covered above), a color referenced
    /// where a Tokens Studio border belongs (Tokens Studio input outside strict mode only; strict mode
    /// and DTCG files get the type-mismatch fix), an untyped value that is a whole CSS layout call such as
    /// `var(--x)`, or text that uses a CSS custom property (`"500 11px/1.2 var(--font-sans)"`) (outside strict
    /// mode only; strict mode gets the missing-type fix covered above),
    /// a color's channels in a color token (Style Dictionary and Tokens Studio input only; DTCG files and
    /// strict mode keep the TS0400 covered above), a token whose type and value are `none` (outside strict
    /// mode only; strict mode gets the unknown-type fix covered above),
    /// an array of tokens where a group member belongs (outside strict mode only; strict mode gets the
    /// member fix covered above), a Tokens Studio line-height alias placing a keyword such as `normal`
    /// (Tokens Studio input outside strict mode only; a DTCG file has no such alias),
    /// a folder whose tokens lie in a hidden folder (the fix names that folder as an input),
    /// a list or scalar found in a folder beside token files (skipped; the fix is which files to name),
    /// a reference to a token that a JavaScript module among a Style Dictionary build's sources makes
    /// (Style Dictionary input outside strict mode only; strict mode keeps the broken-reference error),
    /// and a YAML file given to the run-time store (the fix is to convert the file).
    static let ledger: [String: Int] = [
        "TesseraTokens/Parse/TokenTreeParser.swift": 18,
        "TesseraTokens/Parse/TypeKeptPlain.swift": 2,
        "TesseraTokens/Model/SpringExtension.swift": 5,
        // The keyword line height and the Tokens Studio border share one place (`leaveOutAlias`).
        "TesseraTokens/Resolve/TokenResolver.swift": 21,
        "TesseraTokens/Resolve/ValueParser.swift": 8,
        "TesseraTokens/Resolve/ValueParser+Primitives.swift": 24,
        "TesseraTokens/Resolve/ValueParser+Composites.swift": 14,
        "TesseraTokens/Documents/ResolverDocumentReader.swift": 6,
        "TesseraTokens/Project/TokenProject.swift": 3,
        "TesseraTokens/Project/TokenProject+Loading.swift": 3,
        "TesseraSyntax/JSONReader.swift": 4,
        "TesseraSyntax/JSON5Reader.swift": 1,
        "TesseraSyntax/ObjectMembers.swift": 1,
        "TesseraYAML/YAMLReader.swift": 9,
        "TesseraSyntax/ByteSourceParser.swift": 2,
        "TesseraTokens/Load/DocumentLoader.swift": 4,
        "TesseraTokens/Load/TextStylesFile.swift": 1,
    ]

    @Test func everyPlaceThatProducesAFixIsCounted() throws {
        let sources = PackagePaths.root.appendingPathComponent("Sources")
        for (file, count) in Self.ledger {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let found = text.components(separatedBy: "fixIt:").count - 1
            #expect(found == count, "\(file) has \(found) places with a fix; the cases above cover \(count)")
        }
    }

    // MARK: Helpers

    static func typography(lineHeight: String?, letterSpacing: String? = ##"{"value": 0, "unit": "px"}"##) -> String {
        var members = [##""fontFamily": "Inter""##, ##""fontSize": {"value": 16, "unit": "px"}"##, ##""fontWeight": 400"##]
        if let letterSpacing { members.append(##""letterSpacing": \##(letterSpacing)"##) }
        if let lineHeight { members.append(##""lineHeight": \##(lineHeight)"##) }
        return ##"{"t": {"$type": "typography", "$value": {\##(members.joined(separator: ", "))}}}"##
    }

    static func shadow(spread: String?) -> String {
        let spreadMember = spread.map { ##", "spread": \##($0)"## } ?? ""
        return ##"{"s": {"$type": "shadow", "$value": {"color": \##(red), "offsetX": \##(px4), "offsetY": \##(px4), "blur": \##(px4)\##(spreadMember)}}}"##
    }

    static func resolver(version: String?, contextsKey: String = "contexts", entry: String = "r.resolver.json") -> [String: String] {
        [
            entry: """
                {\(version ?? "") "modifiers": {"theme": {"\(contextsKey)": {"light": [{"$ref": "a.json"}], "dark": [{"$ref": "dark.json"}]}, "default": "light"}},
                 "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
                """,
            "a.json": ##"{"a": {"$type": "number", "$value": 1}}"##,
            "dark.json": ##"{"a": {"$type": "number", "$value": 2}}"##,
        ]
    }

    /// Everything reading and resolving every permutation reports.
    static func diagnostics(_ files: [String: String], entry: String, strict: Bool) -> [Diagnostic] {
        let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
        if let project = TokenProject.load(
            paths: [entry], options: ReadingOptions(strict: strict), diagnostics: diagnostics,
            fileSystem: InMemoryFileSystem(files: files))
        {
            for permutation in project.permutations() { _ = project.resolve(permutation) }
        }
        return diagnostics.diagnostics
    }

    struct NotAValueFix: Error {}

    /// Replaces the JSON value at the diagnostic's location with the fix's value.
    static func applying(_ diagnostic: Diagnostic, to files: [String: String]) throws -> [String: String] {
        guard var fix = diagnostic.fixIt, let location = diagnostic.location, let text = files[location.file] else { throw NotAValueFix() }
        for prefix in ["write it as the number ", "write it as ", "write ", "use "] where fix.hasPrefix(prefix) {
            fix.removeFirst(prefix.count)
            break
        }
        guard let first = fix.first, "{[\"-0123456789".contains(first) else { throw NotAValueFix() }
        let bytes = Array(text.utf8)
        let start = Int(location.offset)
        let end = try valueEnd(bytes, from: start)
        var result = files
        result[location.file] = String(decoding: bytes[..<start] + Array(fix.utf8) + bytes[end...], as: UTF8.self)
        return result
    }

    /// Where the JSON value starting at `start` ends.
    static func valueEnd(_ bytes: [UInt8], from start: Int) throws -> Int {
        var index = start
        var depth = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 0 { return index + 1 }
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if depth == 0 { return index }
                    depth -= 1
                    if depth == 0 { return index + 1 }
                case UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "\n"):
                    if depth == 0 { return index }
                default: break
                }
            }
            index += 1
        }
        throw NotAValueFix()
    }
}
