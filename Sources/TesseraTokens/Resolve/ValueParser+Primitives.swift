import TesseraSyntax
import TesseraDiagnostics

extension ValueParser {
    // MARK: Color

    /// `"255, 255, 255"`, `"0 0 0 / 0.5"`: three or four numbers (percentages allowed), the arguments of
    /// `rgb()` or `rgba()` without the function.
    static func isColorChannelList(_ text: String) -> Bool {
        let parts = text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" })
        guard (3...4).contains(parts.count), text.contains(",") || text.contains(" ") else { return false }
        return parts.allSatisfy { part in
            let number = part.hasSuffix("%") ? part.dropLast() : part
            return Double(number).map(\.isFinite) ?? false
        }
    }

    func color(_ json: JSONValue) -> ColorValue? {
        if let text = json.stringValue {
            if !strict, resolver.options.referencesAreTextual, Self.isColorChannelList(text) {
                // `"255, 255, 255"`, which a textual reference places inside `rgba({…}, 0.32)`: the channels
                // of a color without its function, no color by itself (rule 1); its text is still placed.
                _ = leaveOut(
                    .invalidValue, reason: "its value is a color's channels without a color function",
                    message: "\(tokenID) is \"\(text.truncatedForMessage)\", the channels of a color without a color function, which references place as text inside rgb() or rgba(); it is no color by itself",
                    at: json.position, fixIt: "write the color as rgb(\(text.truncatedForMessage)), or keep the channels in a token typed other than color")
                return nil
            }
            guard !strict, let parsed = CSSColorParser.parse(text) else {
                return invalid(
                    json, "a color object such as {\"colorSpace\": \"srgb\", \"components\": [1, 0, 0]}")
            }
            legacy(
                json, "legacy color string \"\(text.truncatedForMessage)\"; DTCG 2025.10 writes colors as objects",
                fixIt: parsed.roundedForMessage.canonicalJSON(at: json.position).compactText, onlyTheForm: true)
            return parsed
        }
        if let list = json.arrayValue, !strict {
            // Style Dictionary passes any value on, and some teams keep a light and a dark color as
            // a pair their own transform reads (CSS `light-dark()`): a meaning only that build gives.
            _ = leaveOut(
                .invalidValue, reason: "it is a list of colors that only a custom transform reads",
                message: "\(tokenID) is a list of \(list.count) colors; a color token holds one color, and only a transform of the project's own build gives a list a meaning (such as a light and a dark color)",
                at: json.position,
                fixIt: "give each color its own token, or put the light and dark colors in the contexts of a modifier")
            return nil
        }
        guard let written = json.objectValue else {
            return invalid(json, "a color object with \"colorSpace\" and \"components\"")
        }
        guard let object = renamingDraftColorKeys(written) else { return nil }
        guard checkMembers(object, allowed: ["colorSpace", "components", "alpha", "hex"], in: "color") else { return nil }
        guard let spaceJSON = object["colorSpace"] else {
            diagnostics.emit(
                .error, .missingSubValue, "color \(tokenID) is missing \"colorSpace\"",
                at: json.position, tokenPath: tokenID, fixIt: "add \"colorSpace\": \"srgb\"")
            return nil
        }
        guard let componentsJSON = object["components"] else {
            diagnostics.emit(
                .error, .missingSubValue, "color \(tokenID) is missing \"components\"",
                at: json.position, tokenPath: tokenID)
            return nil
        }
        guard let space = colorSpace(spaceJSON), let components = colorComponents(componentsJSON, space: space) else {
            return nil
        }
        var alpha = 1.0
        if let alphaJSON = object["alpha"] {
            guard let value = dereference(alphaJSON) else { return nil }
            guard let number = value.numberValue?.value else { return invalid(value, "an alpha number from 0 to 1") }
            guard (0...1).contains(number) else {
                diagnostics.emit(
                    .error, .valueOutOfRange, "alpha \(formatNumber(number)) of \(tokenID) is outside 0 to 1",
                    at: value.position, tokenPath: tokenID)
                return nil
            }
            alpha = number
        }
        var hex: String?
        if let hexJSON = object["hex"] {
            guard let value = dereference(hexJSON) else { return nil }
            guard let text = value.stringValue else { return invalid(value, "a hex string such as \"#ff0000\"") }
            if !isSixDigitHex(text) {
                diagnostics.emit(
                    strict ? .error : .warning, .invalidHex,
                    "hex \"\(text.truncatedForMessage)\" of \(tokenID) is not 6-digit CSS hex (#rrggbb; alpha goes in \"alpha\")",
                    at: value.position, tokenPath: tokenID)
                if strict { return nil }
                // Read as CSS means it (#f00 is #ff0000; #rrggbbaa keeps #rrggbb), so converted files
                // carry the 6-digit form strict DTCG requires; anything else has no fallback.
                hex = text.utf8.first == UInt8(ascii: "#") ? CSSColorParser.parse(text)?.hex : nil
            } else {
                hex = text
            }
        }
        var color = ColorValue(colorSpace: space, components: components, alpha: alpha, hex: hex)
        if let text = hex, isSixDigitHex(text), !Self.hex(text, agreesWith: color), let hexJSON = object["hex"] {
            // The components are the color; the hex is only a fallback derived from them, which the
            // specification lets be approximate: a warning in every mode, as the conformance suite has it.
            diagnostics.emit(
                .warning, .hexDisagreesWithComponents,
                "hex \"\(text)\" of \(tokenID) does not match its components, which are \(color.srgbHex) in sRGB; the components are used",
                at: hexJSON.position, tokenPath: tokenID, fixIt: "write \"\(color.srgbHex)\"")
            color.hex = color.srgbHex
        }
        return color
    }

    /// Whether a 6-digit `hex` describes `color` at 8 bits per channel. An sRGB color's hex is
    /// its components exactly. Another space's is its sRGB conversion (clipped), within one step
    /// per channel since tools convert with different precision; in the RGB spaces (Display P3,
    /// Rec. 2020, …) it may also be the components themselves at 8 bits, as the conformance suite
    /// and the files design tools export write a wide-gamut color's fallback.
    static func hex(_ text: String, agreesWith color: ColorValue) -> Bool {
        let written = text.lowercased()
        if written == color.srgbHex { return true }
        guard color.colorSpace != .srgb, let parsed = CSSColorParser.parse(written) else { return false }
        let channels = parsed.components.map { Int(($0.resolvedValue * 255).rounded()) }
        let converted = ColorConversion.convert(color.numericTriple, from: color.colorSpace, to: .srgb)
        let steps = [converted.x, converted.y, converted.z].map { Int((min(max($0.isNaN ? 0 : $0, 0), 1) * 255).rounded()) }
        if zip(channels, steps).allSatisfy({ abs($0 - $1) <= 1 }) { return true }
        // Outside sRGB, a fallback may be the gamut-mapped color (CSS Color 4) rather than the clipped one.
        let mapped = GamutMapping.srgb(color.numericTriple, from: color.colorSpace)
        let mappedSteps = [mapped.x, mapped.y, mapped.z].map { Int(($0 * 255).rounded()) }
        if zip(channels, mappedSteps).allSatisfy({ abs($0 - $1) <= 1 }) { return true }
        guard color.colorSpace.componentNames == ColorSpace.srgb.componentNames else { return false }
        let direct = [color.numericTriple.x, color.numericTriple.y, color.numericTriple.z].map {
            Int((min(max($0, 0), 1) * 255).rounded())
        }
        return channels == direct
    }

    /// The color module drafts' `channels` and `space` keys, which the Tokens Studio platform still
    /// exports, read as `components` and `colorSpace` outside strict mode (with one warning); `nil`
    /// after the error strict mode reports.
    private func renamingDraftColorKeys(_ object: JSONObject) -> JSONObject? {
        let renames = [("channels", "components"), ("space", "colorSpace")].filter { object.contains($0.0) && !object.contains($0.1) }
        guard let first = renames.first.flatMap({ object.member($0.0) }) else { return object }
        let rename = renames.map { "\"\($0.0)\" to \"\($0.1)\"" }.joined(separator: " and ")
        diagnostics.emit(
            strict ? .error : .warning, .draftColorKeys,
            "color \(tokenID) uses the color module drafts' \(renames.map { "\"\($0.0)\"" }.joined(separator: " and ")); DTCG 2025.10 names \(renames.count == 1 ? "it" : "them") \(renames.map { "\"\($0.1)\"" }.joined(separator: " and "))",
            at: first.keyPosition, tokenPath: tokenID, fixIt: "rename \(rename)")
        if strict { return nil }
        var renamed = object
        for index in renamed.members.indices {
            if let rename = renames.first(where: { $0.0 == renamed.members[index].key }) { renamed.members[index].key = rename.1 }
        }
        return renamed
    }

    private func colorSpace(_ json: JSONValue) -> ColorSpace? {
        guard let value = dereference(json) else { return nil }
        guard let name = value.stringValue else { return invalid(value, "a color space name") }
        if let space = ColorSpace(rawValue: name) { return space }
        let near = ColorSpace.allCases.first { $0.rawValue == name.lowercased() }
            ?? (["rgb", "rgba", "srgba"].contains(name.lowercased()) ? .srgb : nil)
            ?? (["p3", "displayp3", "display_p3"].contains(name.lowercased()) ? .displayP3 : nil)
        diagnostics.emit(
            .error, .unknownColorSpace,
            "unknown color space \"\(name.truncatedForMessage)\" in \(tokenID); the spaces are \(ColorSpace.allCases.map(\.rawValue).joined(separator: ", "))",
            at: value.position, tokenPath: tokenID, fixIt: near.map { "use \"\($0.rawValue)\"" })
        return nil
    }

    private func colorComponents(_ json: JSONValue, space: ColorSpace) -> [ColorComponent]? {
        guard let value = dereference(json) else { return nil }
        guard let items = value.arrayValue else {
            diagnostics.emit(
                .error, .invalidColorComponents,
                "components of \(tokenID) must be an array of 3 numbers (\(space.componentNames.joined(separator: ", "))), not \(value.kindDescription)",
                at: value.position, tokenPath: tokenID)
            return nil
        }
        guard items.count == 3 else {
            diagnostics.emit(
                .error, .invalidColorComponents,
                "\(space.rawValue) color \(tokenID) needs 3 components (\(space.componentNames.joined(separator: ", "))), found \(items.count)",
                at: value.position, tokenPath: tokenID)
            return nil
        }
        var components: [ColorComponent] = []
        for (offset, item) in items.enumerated() {
            guard let item = dereference(item) else { return nil }
            if item.stringValue == "none" {
                components.append(.none)
                continue
            }
            guard let number = item.numberValue?.value else {
                diagnostics.emit(
                    .error, .invalidColorComponents,
                    "\(space.componentNames[offset]) of \(tokenID) must be a number or \"none\", not \(describe(item))",
                    at: item.position, tokenPath: tokenID)
                return nil
            }
            let range = space.componentRange(at: offset)
            if !range.contains(number) {
                let isXYZ = space == .xyzD50 || space == .xyzD65
                diagnostics.emit(
                    strict || !isXYZ ? .error : .warning, .valueOutOfRange,
                    "\(space.componentNames[offset]) \(formatNumber(number)) of \(space.rawValue) color \(tokenID) is out of range (\(range.description))",
                    at: item.position, tokenPath: tokenID)
                if strict || !isXYZ { return nil }
            }
            components.append(.number(number))
        }
        return components
    }

    private func isSixDigitHex(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 7, bytes[0] == UInt8(ascii: "#") else { return false }
        return bytes.dropFirst().allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 >= 65 && $0 <= 70) || ($0 >= 97 && $0 <= 102) }
    }

    // MARK: DimensionValue and duration

    /// - Parameter reportsLegacyForm: Whether a `"16px"` string or a bare number is reported here;
    ///   a caller that reads the length as something else (a line height) reports it itself.
    func dimension(_ json: JSONValue, reportsLegacyForm: Bool = true) -> DimensionValue? {
        guard let (value, unit) = measure(
            json, what: "dimension", units: ["px", "rem"], legacyUnits: ["em"], platformUnits: ["dp", "pt"],
            bareNumberUnit: "px", reportsLegacyForm: reportsLegacyForm)
        else { return nil }
        return DimensionValue(value, DimensionValue.Unit(rawValue: unit) ?? .px)
    }

    func duration(_ json: JSONValue) -> DurationValue? {
        guard let (value, unit) = measure(
            json, what: "duration", units: ["ms", "s"], legacyUnits: [], platformUnits: [], bareNumberUnit: "ms")
        else { return nil }
        return DurationValue(value, DurationValue.Unit(rawValue: unit) ?? .ms)
    }

    /// The shared shape of dimensions and durations: `{"value": n, "unit": u}`,
    /// and outside strict mode also `"16px"` strings and bare numbers. The one place their numbers
    /// are made, so the one place a non-finite one (`4zz` with `zz: 1e308px`, `"1e400px"`) stops.
    private func measure(
        _ json: JSONValue, what: String, units: [String], legacyUnits: [String], platformUnits: [String],
        bareNumberUnit: String, reportsLegacyForm: Bool = true
    ) -> (Double, String)? {
        guard let (number, unit) = readMeasure(
            json, what: what, units: units, legacyUnits: legacyUnits, platformUnits: platformUnits,
            bareNumberUnit: bareNumberUnit, reportsLegacyForm: reportsLegacyForm)
        else { return nil }
        guard number.isFinite else {
            diagnostics.emit(
                .error, .nonFiniteResult, "\(what) \(tokenID) is beyond the range of Double (±1.8e308)",
                at: json.position, tokenPath: tokenID)
            return nil
        }
        return (number, unit)
    }

    private func readMeasure(
        _ json: JSONValue, what: String, units: [String], legacyUnits: [String], platformUnits: [String],
        bareNumberUnit: String, reportsLegacyForm: Bool
    ) -> (Double, String)? {
        // Built only when a message needs it: this runs for every dimension and duration.
        func example() -> String { "{\"value\": 16, \"unit\": \"\(units[0])\"}" }
        let kind = UnitKind(what: what, units: units, legacyUnits: legacyUnits, platformUnits: platformUnits)
        switch json.kind {
        case .object(let object):
            guard checkMembers(object, allowed: ["value", "unit"], in: what) else { return nil }
            guard let valueJSON = object["value"] else {
                diagnostics.emit(
                    .error, .missingSubValue, "\(what) \(tokenID) is missing \"value\"",
                    at: json.position, tokenPath: tokenID, fixIt: "write it as \(example())")
                return nil
            }
            guard let unitJSON = object["unit"] else {
                diagnostics.emit(
                    .error, .missingSubValue, "\(what) \(tokenID) is missing \"unit\" (required even for 0)",
                    at: json.position, tokenPath: tokenID,
                    // `{"value": "-.02em"}`: the unit is inside the text, so the object is what is extra.
                    fixIt: valueJSON.stringValue.map { "write the text \"\($0.truncatedForMessage)\" in place of the object" }
                        ?? "add \"unit\": \"\(units[0])\"")
                return nil
            }
            guard let value = dereference(valueJSON), let unitValue = dereference(unitJSON) else { return nil }
            let number: Double
            if let written = value.numberValue?.value {
                number = written
            } else if !strict, let text = value.stringValue, let parsed = Double(text.trimmingSpaces), parsed.isFinite {
                // `{"value": "0.25", "unit": "rem"}`: a tool that joins the two as text (Style Dictionary's
                // `value + unit` transforms) reads the number the string spells.
                legacy(
                    value, "the value of \(what) \(tokenID) is written as the string \"\(text.truncatedForMessage)\"",
                    fixIt: "write it as the number \(formatNumber(parsed))", onlyTheForm: true)
                number = parsed
            } else {
                return invalid(value, "a \(what) whose value is a number")
            }
            guard let unit = unitValue.stringValue else { return invalid(unitValue, "a unit string") }
            return readUnit(unit, of: number, at: unitValue, kind, replacing: .unit)
        case .string(let text):
            // Viewport units too, so `"5vw"` is left out like `{"value": 5, "unit": "vw"}` rather than unreadable.
            let extraUnits = platformUnits + resolver.options.declaredUnits.keys.sorted()
                + (what == "dimension" ? Self.layoutRelativeUnits + Self.fontRelativeUnits : [])
            guard !strict,
                let (number, unit) = splitMeasure(
                    text, units: units, legacyUnits: legacyUnits + extraUnits, bareNumberUnit: bareNumberUnit)
            else { return invalid(json, "a \(what) object such as \(example())") }
            guard let (converted, dtcgUnit) = readUnit(unit, of: number, at: json, kind, replacing: .wholeValue) else { return nil }
            if reportsLegacyForm {
                // `em` has no DTCG form to offer: its own warning says so.
                legacy(
                    json, "legacy \(what) string \"\(text.truncatedForMessage)\"; DTCG 2025.10 writes \(what)s as objects",
                    fixIt: units.contains(dtcgUnit) ? "{\"value\": \(formatNumber(converted)), \"unit\": \"\(dtcgUnit)\"}" : nil, onlyTheForm: true)
            }
            return (converted, dtcgUnit)
        case .number(let number) where !strict:
            if reportsLegacyForm {
                legacy(
                    json, "\(what) written as a bare number; read as \(formatNumber(number.value))\(bareNumberUnit)",
                    fixIt: "{\"value\": \(formatNumber(number.value)), \"unit\": \"\(bareNumberUnit)\"}")
            }
            return (number.value, bareNumberUnit)
        default:
            return invalid(json, "a \(what) object such as \(example())")
        }
    }

    /// The units one kind of measure (dimension, duration) reads.
    private struct UnitKind {
        let what: String
        /// The DTCG units.
        let units: [String]
        /// Units read with a warning outside strict mode, unchanged (`em`).
        let legacyUnits: [String]
        /// Platform units read as points with a warning outside strict mode (`dp`, `pt`).
        let platformUnits: [String]
    }

    /// What a unit's fix replaces: the `"unit"` string, or a `"16px"` string's whole value.
    private enum UnitFixScope { case unit, wholeValue }

    /// `number` in `unit`, as a value in a unit the type defines (converted from a platform or
    /// declared unit, kept for a legacy one); `nil` after an error.
    private func readUnit(
        _ unit: String, of number: Double, at json: JSONValue, _ kind: UnitKind, replacing scope: UnitFixScope
    ) -> (Double, String)? {
        let what = kind.what
        func fix(_ number: Double, _ unit: String) -> String {
            scope == .unit ? "write \"\(unit)\"" : "write {\"value\": \(formatNumber(number)), \"unit\": \"\(unit)\"}"
        }
        if kind.units.contains(unit) { return (number, unit) }
        if !strict, let declared = resolver.options.declaredUnits[unit], kind.units.contains(declared.unit) {
            let converted = number * declared.factor
            guard converted.isFinite else {
                diagnostics.emit(
                    .error, .nonFiniteResult,
                    "\(what) \(tokenID) is beyond the range of Double once its unit \(unit) is converted (\(formatNumber(number)) × \(formatNumber(declared.factor))\(declared.unit), as units: in tessera.yml declares)",
                    at: json.position, tokenPath: tokenID,
                    fixIt: "declare \(unit) with a smaller factor, or keep the value within ±1.8e308\(declared.unit)")
                return nil
            }
            return (converted, declared.unit)
        }
        if unit.isEmpty {
            guard !strict, number == 0 else {
                diagnostics.emit(
                    .error, .emptyUnit,
                    "\(what) \(tokenID) has an empty \"unit\"; a \(what) needs \(kind.units.map { "\"\($0)\"" }.joined(separator: " or ")), even for 0",
                    at: json.position, tokenPath: tokenID, fixIt: fix(number, kind.units[0]))
                return nil
            }
            diagnostics.emit(
                .warning, .emptyUnit, "\(what) \(tokenID) is 0 with an empty \"unit\"; read as 0\(kind.units[0])",
                at: json.position, tokenPath: tokenID, fixIt: fix(0, kind.units[0]))
            return (0, kind.units[0])
        }
        if kind.platformUnits.contains(unit) {
            diagnostics.emit(
                strict ? .error : .warning, .platformUnit,
                strict
                    ? "unit \"\(unit)\" of \(tokenID) is a platform unit, not a DTCG 2025.10 \(what) unit; write it in px (1\(unit) = 1px)"
                    : "unit \"\(unit)\" of \(tokenID) is a platform unit; read as px (1\(unit) = 1px; declare it under units: in tessera.yml to read it quietly)",
                at: json.position, tokenPath: tokenID, fixIt: fix(number, "px"))
            return strict ? nil : (number, "px")
        }
        if !strict, kind.legacyUnits.contains(unit) {
            // An importer writes em on purpose (Tokens Studio's percentage letter spacing), and Style Dictionary
            // reads `"0.05em"` text as CSS does: nothing to report. An em in DTCG's object form is still said.
            if unit == "em", resolver.options.readsImportedForms || (resolver.options.typesAreLabels && scope == .wholeValue) {
                return (number, unit)
            }
            diagnostics.emit(
                .warning, .invalidUnit, "unit \"\(unit)\" of \(tokenID) is not a DTCG 2025.10 \(what) unit (\(kind.units.joined(separator: ", ")))",
                at: json.position, tokenPath: tokenID)
            return (number, unit)
        }
        if !strict, kind.what == "dimension", Self.layoutRelativeUnits.contains(unit), number == 0 {
            // No share of the viewport or container (`0%`, `0vw`) is no size, whatever that size is.
            return (0, "px")
        }
        if !strict, kind.what == "dimension", Self.layoutRelativeUnits.contains(unit) {
            // A web layout's fluid size (Carbon's `5vw`) has no fixed value in an app: the token is left
            // out, with the tokens that refer to it, and the rest of the set still builds.
            _ = leaveOut(
                .invalidUnit, reason: "its unit \(unit) is relative to the viewport or container",
                message: "unit \"\(unit)\" of \(tokenID) is relative to the viewport or container, which has no fixed size in an app",
                at: json.position, fixIt: "give it a value in px or rem, or keep fluid sizes in a set the app does not read")
            return nil
        }
        if !strict, kind.what == "dimension", Self.fontRelativeUnits.contains(unit), resolver.options.declaredUnits[unit] == nil {
            // `26ch` (a measure of text, as a `max-width`): the width of the glyph "0", or the height of "x",
            // of the font where the value is used. CSS gives it a size there; an app has no such font.
            _ = leaveOut(
                .invalidUnit, reason: "its unit \(unit) is relative to the font where it is used",
                message: "unit \"\(unit)\" of \(tokenID) is relative to the glyphs of the font where the value is used, which has no fixed size in an app",
                at: json.position, fixIt: "give it a value in px or rem, or declare \(unit) under units: in tessera.yml")
            return nil
        }
        let declaredNote = resolver.options.declaredUnits[unit] != nil && strict
            ? " (tessera.yml declares it, but strict mode reads DTCG units only)" : ""
        diagnostics.emit(
            .error, .invalidUnit,
            "unit \"\(unit.truncatedForMessage)\" of \(tokenID) is not a \(what) unit\(declaredNote); use \(kind.units.map { "\"\($0)\"" }.joined(separator: " or "))",
            at: json.position, tokenPath: tokenID)
        return nil
    }

    /// CSS units relative to the viewport or the containing block, which web layouts use for fluid sizes.
    static let layoutRelativeUnits = ["vw", "vh", "vmin", "vmax", "svw", "svh", "lvw", "lvh", "dvw", "dvh", "cqw", "cqh", "%"]

    /// CSS units relative to the glyphs of the font in use (`ch`, the width of "0"; `ex`, the height of "x";
    /// `lh`, the line height), which web layouts use for measures of text. `em` and `rem` are read.
    static let fontRelativeUnits = ["ch", "ex", "cap", "ic", "lh", "rlh", "rch", "rex", "rcap", "ric"]

    /// `"16px"`, `"-0.5rem"`, `"200ms"`, `"0"`: a number followed by one of `units`.
    /// Split on bytes: legacy files hold tens of thousands of these.
    private func splitMeasure(_ text: String, units: [String], legacyUnits: [String], bareNumberUnit: String) -> (Double, String)? {
        // Over the bytes in place: this runs for every legacy `"16px"` string of a file.
        var text = text
        return text.withUTF8 { bytes -> (Double, String)? in
            let space = UInt8(ascii: " ")
            var start = 0
            var end = bytes.count
            while start < end, bytes[start] == space { start += 1 }
            while end > start, bytes[end - 1] == space { end -= 1 }
            func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
            var numberEnd = start
            while numberEnd < end {
                let byte = bytes[numberEnd]
                // An exponent only when a digit follows (`1e3`), so `2em` keeps its unit.
                let isExponent = (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")) && numberEnd > start
                    && numberEnd + 1 < end && isDigit(bytes[numberEnd + 1])
                guard isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
                    || isExponent
                else { break }
                numberEnd += 1
            }
            guard numberEnd > start, let number = DecimalNumber.parse(bytes.extracting(start..<numberEnd))
            else { return nil }
            var unitStart = numberEnd
            while unitStart < end, bytes[unitStart] == space { unitStart += 1 }
            if unitStart == end { return (number, bareNumberUnit) }
            let unit = bytes[unitStart..<end]
            guard let match = units.first(where: { Self.bytes(unit, spell: $0) })
                ?? legacyUnits.first(where: { Self.bytes(unit, spell: $0) })
            else { return nil }
            return (number, match)
        }
    }

    /// Whether `bytes` are the UTF-8 of `text` (a unit name): a length check, then a byte loop,
    /// which costs a fraction of the generic `elementsEqual`.
    private static func bytes<Bytes: Collection<UInt8>>(_ bytes: Bytes, spell text: String) -> Bool {
        guard text.utf8.count == bytes.count else { return false }
        var index = bytes.startIndex
        for byte in text.utf8 {
            if byte != bytes[index] { return false }
            bytes.formIndex(after: &index)
        }
        return true
    }

    // MARK: Fonts

    func fontFamily(_ json: JSONValue) -> [String]? {
        switch json.kind {
        case .string(let name):
            if !strict, name.utf8.contains(UInt8(ascii: ",")) {
                // A CSS font stack, read as CSS reads it: copied from a declaration, it may keep the `;` that
                // ends it (``CSSLinearGradient/declarationValue(_:)``), which is no part of the last name.
                let names = CSSLinearGradient.declarationValue(name).split(separator: ",").map { String($0.trimmingSpacesSubstring).trimmingQuotes }
                legacy(
                    json, "font family list written as one CSS string; DTCG 2025.10 uses an array of names",
                    fixIt: "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]", onlyTheForm: true)
                return names
            }
            if !strict, let unquoted = Self.quotedFontName(name) {
                // One name in CSS quotes (`"\"SourceSansPro-Regular\""`, as a project writes it for CSS's
                // font-family or a Swift literal): the name is what is between them, as CSS reads it.
                legacy(
                    json, "font family \(name.truncatedForMessage) written in CSS quotes; the font's name is \(unquoted.truncatedForMessage)",
                    fixIt: "\"\(unquoted)\"")
                return [unquoted]
            }
            return [name]
        case .array(let items):
            guard !items.isEmpty else { return invalid(json, "a font name or a non-empty array of font names") }
            var names: [String] = []
            var quoted = false
            for item in items {
                // Outside strict mode a font stack may list other font families by reference, as Style
                // Dictionary and Tokens Studio join them: each contributes all its names.
                if !strict, let text = item.stringValue, AliasSyntax.looksLikeAlias(text) {
                    guard case .fontFamily(let referenced)? = resolveReference(item, expecting: .fontFamily) else { return nil }
                    names.append(contentsOf: referenced)
                    continue
                }
                guard let item = dereference(item) else { return nil }
                guard let name = item.stringValue else { return invalid(item, "a font name string") }
                if !strict, let unquoted = Self.quotedFontName(name) {
                    // `["\"Noto Sans\"", "Georgia"]`, as Penpot exports a stack: its tools join the names into CSS's
                    // font-family, where the quotes delimit the name. The name is what is between them.
                    names.append(unquoted)
                    quoted = true
                } else {
                    names.append(name)
                }
            }
            if quoted {
                legacy(
                    json, "font family names written in CSS quotes; the fonts' names are what the quotes hold",
                    fixIt: "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
            }
            return names
        default:
            return invalid(json, "a font name or an array of font names")
        }
    }

    /// The name inside one pair of matching CSS quotes (`"Inter"`, `'Open Sans'`) and nothing else; `nil` otherwise.
    static func quotedFontName(_ text: String) -> String? {
        let trimmed = text.trimmingSpaces
        guard trimmed.count > 2, let quote = trimmed.first, quote == "\"" || quote == "'", trimmed.last == quote else { return nil }
        let inner = trimmed.dropFirst().dropLast()
        guard !inner.contains(quote), inner.contains(where: { $0 != " " }) else { return nil }
        return String(inner)
    }

    func fontWeight(_ json: JSONValue) -> Double? {
        switch json.kind {
        case .number(let number):
            guard (1...1000).contains(number.value) else {
                diagnostics.emit(
                    .error, .valueOutOfRange, "font weight \(formatNumber(number.value)) of \(tokenID) is outside 1 to 1000",
                    at: json.position, tokenPath: tokenID)
                return nil
            }
            return number.value
        case .string(let name):
            if let weight = FontWeightKeyword.table[name] { return weight }
            if !strict, let weight = lenientFontWeight(name) {
                // `"700"` is the number written as text; a name (`"SemiBold"`, `"lighter"`) is a reading choice.
                legacy(
                    json, "font weight \"\(name.truncatedForMessage)\" is not a DTCG 2025.10 keyword; read as \(formatNumber(weight))",
                    fixIt: "write \(formatNumber(weight))", onlyTheForm: Double(name.trimmingSpaces) != nil)
                return weight
            }
            let word = String(name.trimmingSpaces).trimmingQuotes
            let isWord = !word.isEmpty && word.unicodeScalars.allSatisfy { (scalar: Unicode.Scalar) -> Bool in
                scalar.properties.isAlphabetic || scalar == " " || scalar == "-" || scalar == "_"
            }
            if !strict, isWord {
                // A style name where a weight belongs (Font Awesome's "Solid"): text its tool passes through,
                // no weight a font can be given (rule 1).
                _ = leaveOut(
                    .unknownFontWeight, reason: "its font weight \"\(word.truncatedForMessage)\" names no weight",
                    message: "\(tokenID) has the font weight \"\(word.truncatedForMessage)\", which names no weight (use a number from 1 to 1000 or a keyword such as \"bold\")",
                    at: json.position)
                return nil
            }
            let suggestion = lenientFontWeight(name)
            diagnostics.emit(
                .error, .unknownFontWeight,
                "unknown font weight \"\(name.truncatedForMessage)\" in \(tokenID); use a number from 1 to 1000 or a keyword such as \"bold\" (keywords are lowercase)",
                at: json.position, tokenPath: tokenID, fixIt: suggestion.map { "write \(formatNumber($0))" })
            return nil
        default:
            return invalid(json, "a font weight (a number from 1 to 1000 or a keyword)")
        }
    }

    /// Weight names as design tools write them: any case, spaces or no hyphens, numeric strings.
    private func lenientFontWeight(_ name: String) -> Double? {
        if let number = Double(name.trimmingSpaces), (1...1000).contains(number) { return number }
        let folded = String(name.lowercased().filter { $0.isLetter })
        let table: [String: Double] = [
            "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300, "normal": 400,
            "regular": 400, "book": 400, "medium": 500, "semibold": 600, "demibold": 600, "bold": 700,
            "extrabold": 800, "ultrabold": 800, "black": 900, "heavy": 900, "extrablack": 950, "ultrablack": 950,
        ]
        if let weight = table[folded] { return weight }
        // "Bold Italic" and similar: the weight part.
        for (key, weight) in table.sorted(by: { $0.key.count > $1.key.count }) where folded.hasPrefix(key) {
            return weight
        }
        return nil
    }

    // MARK: Cubic Bézier

    func cubicBezier(_ json: JSONValue) -> CubicBezier? {
        if !strict, let text = json.stringValue, let curve = CSSShorthand.cubicBezier(String(text.trimmingSpaces)) {
            legacy(
                json, "easing \"\(text.truncatedForMessage)\" written as CSS; DTCG 2025.10 uses an array of 4 numbers",
                fixIt: "[\(formatNumber(curve.x1)), \(formatNumber(curve.y1)), \(formatNumber(curve.x2)), \(formatNumber(curve.y2))]", onlyTheForm: true)
            return curve
        }
        guard let items = json.arrayValue, items.count == 4 else {
            return invalid(json, "an array of 4 numbers [x1, y1, x2, y2]")
        }
        var numbers: [Double] = []
        for item in items {
            guard let item = dereference(item) else { return nil }
            guard let number = item.numberValue?.value else { return invalid(item, "a number") }
            numbers.append(number)
        }
        for offset in [0, 2] where !(0...1).contains(numbers[offset]) {
            diagnostics.emit(
                .error, .valueOutOfRange,
                "x\(offset / 2 + 1) = \(formatNumber(numbers[offset])) of cubic Bézier \(tokenID) is outside 0 to 1",
                at: items[offset].position, tokenPath: tokenID)
            return nil
        }
        return CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
    }
}

extension CubicBezier {
    /// The CSS easing keywords and `cubic-bezier(…)` function.
    static func cssNamed(_ text: String) -> CubicBezier? {
        let trimmed = String(text.trimmingSpaces).lowercased()
        switch trimmed {
        case "linear": return CubicBezier(0, 0, 1, 1)
        case "ease": return CubicBezier(0.25, 0.1, 0.25, 1)
        case "ease-in": return CubicBezier(0.42, 0, 1, 1)
        case "ease-out": return CubicBezier(0, 0, 0.58, 1)
        case "ease-in-out": return CubicBezier(0.42, 0, 0.58, 1)
        default: break
        }
        guard trimmed.hasPrefix("cubic-bezier("), trimmed.hasSuffix(")") else { return nil }
        let numbers = trimmed.dropFirst("cubic-bezier(".count).dropLast().split(separator: ",")
            .compactMap { Double($0.trimmingSpacesSubstring) }
        guard numbers.count == 4, (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else { return nil }
        return CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
    }
}

extension Substring {
    package var trimmingSpacesSubstring: Substring {
        var slice = self
        while slice.first?.isWhitespace == true { slice = slice.dropFirst() }
        while slice.last?.isWhitespace == true { slice = slice.dropLast() }
        return slice
    }
}

extension String {
    package var trimmingQuotes: String {
        var slice = self[...]
        while let first = slice.first, first == "\"" || first == "'" { slice = slice.dropFirst() }
        while let last = slice.last, last == "\"" || last == "'" { slice = slice.dropLast() }
        return String(slice)
    }
}

