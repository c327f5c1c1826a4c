import Foundation

/// Parses legacy CSS color strings real token files are full of.
///
/// Accepts `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`; `rgb()`/`rgba()` and
/// `hsl()`/`hsla()` in comma or space syntax with an optional `/ alpha`;
/// `transparent`; and the 148 CSS Color 4 named colors. Matching is
/// case-insensitive. These give an `srgb` ``ColorValue`` whose
/// components are exact (`r / 255`, not rounded) and whose `hex` holds the
/// 6-digit lowercase fallback. CSS Color 4's `hwb()`, `lab()`, `lch()`, `oklab()`,
/// `oklch()` and `color(display-p3 …)` stay in their own space, with the gamut-mapped
/// sRGB `hex`; relative color syntax that keeps the origin's channels
/// (`oklch(from #000 l c h / 0.06)`) is the origin with its alpha. Out-of-range channels are clamped at parse time,
/// as CSS does, so the result always satisfies the srgb component ranges.
public enum CSSColorParser {
    /// The color `text` denotes, or `nil` when it is not a CSS color this parser knows.
    public static func parse(_ text: String) -> ColorValue? {
        // The longest CSS color this parser knows is well under 100 bytes
        // (`hsla(360deg, 100%, 100%, 0.123456789)`); a 50 MB string is rejected at once.
        guard text.utf8.count <= 256 else { return nil }
        if let color = parseHexFast(text) { return color }
        let source = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard !source.isEmpty else { return nil }

        if source.hasPrefix("#") {
            return parseHex(source.dropFirst())
        }
        if source == "transparent" {
            return ColorValue(colorSpace: .srgb, components: [.number(0), .number(0), .number(0)], alpha: 0, hex: "#000000")
        }
        if let packed = CSSNamedColors.rgb(named: source) {
            return fromBytes(UInt8(packed >> 16 & 0xFF), UInt8(packed >> 8 & 0xFF), UInt8(packed & 0xFF), alpha: 255)
        }
        guard let open = source.firstIndex(of: "("), source.hasSuffix(")") else { return nil }
        let name = source[..<open]
        var body = source[source.index(after: open)..<source.index(before: source.endIndex)]
        if body.hasPrefix("from ") { return parseRelative(String(name), body.dropFirst(5)) }
        var space: ColorSpace?
        if name == "color" {
            // `color(display-p3 1 0.5 0)`: the space's name, then the channels.
            let words = body.split(maxSplits: 1, whereSeparator: \.isWhitespace)
            guard words.count == 2, let named = Self.predefinedSpaces[String(words[0])] else { return nil }
            space = named
            body = words[1]
        }
        guard let arguments = Arguments(body) else { return nil }
        switch name {
        case "rgb", "rgba": return parseRGB(arguments)
        case "hsl", "hsla": return parseHSL(arguments)
        case "hwb", "lab", "lch", "oklab", "oklch", "color":
            guard !arguments.isLegacy else { return nil }
            return parseModern(space ?? ColorSpace(rawValue: String(name))!, arguments)
        default: return nil
        }
    }

    // MARK: CSS Color 4 spaces

    /// The spaces `color()` names, as CSS spells them.
    static let predefinedSpaces: [String: ColorSpace] = [
        "srgb": .srgb, "srgb-linear": .srgbLinear, "display-p3": .displayP3, "a98-rgb": .a98RGB,
        "prophoto-rgb": .prophotoRGB, "rec2020": .rec2020, "xyz": .xyzD65, "xyz-d65": .xyzD65, "xyz-d50": .xyzD50,
    ]

    /// What 100% is for each channel of `space` (CSS Color 4), `nil` for a hue.
    private static func percentScale(_ space: ColorSpace, _ index: Int) -> Double? {
        switch space {
        case .hwb: [nil, 1, 1][index]
        case .lab: [1, 1.25, 1.25][index]
        case .lch: [1, 1.5, nil][index]
        case .oklab: [0.01, 0.004, 0.004][index]
        case .oklch: [0.01, 0.004, nil][index]
        default: 0.01
        }
    }

    /// `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()` and `color(space …)` in their modern
    /// syntax, kept in their own space; the `hex` fallback is the gamut-mapped sRGB color.
    private static func parseModern(_ space: ColorSpace, _ arguments: Arguments) -> ColorValue? {
        var channels: [ColorComponent] = []
        for (index, token) in arguments.channels.enumerated() {
            let scale = percentScale(space, index)
            switch Token(token, allowNone: true) {
            case .number(let value)?: channels.append(.number(value))
            case .percentage(let value)? where scale != nil: channels.append(.number(value * scale!))
            case .angle(let degrees)? where scale == nil: channels.append(.number(degrees))
            case .none?: channels.append(.none)
            default: return nil
            }
        }
        guard let alpha = parseAlpha(arguments) else { return nil }
        var value = ColorValue(colorSpace: space, components: channels, alpha: alpha)
        guard value.isFinite else { return nil }
        let rgb = GamutMapping.srgb(value.numericTriple, from: space)
        value.hex = "#" + ColorValue.hexByte(rgb.x) + ColorValue.hexByte(rgb.y) + ColorValue.hexByte(rgb.z)
        return value
    }

    /// The channel keywords of relative color syntax, per function.
    private static let channelKeywords: [String: [Substring]] = [
        "rgb": ["r", "g", "b"], "rgba": ["r", "g", "b"], "hsl": ["h", "s", "l"], "hsla": ["h", "s", "l"],
        "hwb": ["h", "w", "b"], "lab": ["l", "a", "b"], "lch": ["l", "c", "h"], "oklab": ["l", "a", "b"],
        "oklch": ["l", "c", "h"],
    ]

    /// Relative color syntax whose channels are the origin's own (`oklch(from #000 l c h / 0.06)`,
    /// `rgb(from {brand} r g b / 50%)`): the origin color with the alpha given. Channels computed
    /// with `calc()` are not read (`nil`).
    private static func parseRelative(_ name: String, _ rest: Substring) -> ColorValue? {
        // The origin: a function up to its closing parenthesis, or one word.
        var depth = 0
        var end = rest.endIndex
        for index in rest.indices {
            let character = rest[index]
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if depth == 0, character.isWhitespace { end = index; break }
        }
        guard end < rest.endIndex, var origin = parse(String(rest[..<end])) else { return nil }
        var words = rest[end...].split(whereSeparator: \.isWhitespace)
        if name == "color" {
            // `color(from X display-p3 r g b)`: the channels are the origin's only in the origin's own space.
            guard let first = words.first, predefinedSpaces[String(first)] == origin.colorSpace else { return nil }
            words.removeFirst()
            let keywords: [Substring] = origin.colorSpace == .xyzD65 || origin.colorSpace == .xyzD50 ? ["x", "y", "z"] : ["r", "g", "b"]
            guard words.count >= 3, Array(words.prefix(3)) == keywords else { return nil }
        } else {
            guard let keywords = channelKeywords[name], words.count >= 3, Array(words.prefix(3)) == keywords else { return nil }
        }
        words.removeFirst(3)
        if words.isEmpty { return origin }
        guard words.count == 2, words[0] == "/" else { return nil }
        if words[1] == "alpha" { return origin }
        switch Token(words[1], allowNone: true) {
        case .number(let value)?: origin.alpha = clampUnit(value)
        case .percentage(let value)?: origin.alpha = clampUnit(value / 100)
        case .none?: origin.alpha = 0
        default: return nil
        }
        return origin
    }

    // MARK: Hex

    /// The forms legacy files hold by the ten thousand — `#rrggbb`, `#rrggbbaa` and
    /// comma-separated `rgb(r, g, b)` / `rgba(r, g, b, a)` with plain numbers — read
    /// straight from the UTF-8 bytes. Anything else takes the general path below.
    private static func parseHexFast(_ text: String) -> ColorValue? {
        // `withUTF8` also works for small strings stored inline (contiguous storage does not).
        var text = text
        return text.withUTF8 { bytes -> ColorValue? in
            if bytes.count == 7 || bytes.count == 9, bytes[0] == UInt8(ascii: "#") {
                var channels: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)
                for pair in 0..<(bytes.count - 1) / 2 {
                    guard let high = hexValue(bytes[1 + pair * 2]), let low = hexValue(bytes[2 + pair * 2]) else { return nil }
                    let byte = high << 4 | low
                    switch pair {
                    case 0: channels.0 = byte
                    case 1: channels.1 = byte
                    case 2: channels.2 = byte
                    default: channels.3 = byte
                    }
                }
                return fromBytes(channels.0, channels.1, channels.2, alpha: channels.3)
            }
            return bytes.starts(with: "rgb".utf8) ? parseCommaRGB(Array(bytes)) : nil
        }
    }

    /// `rgb(1, 2, 3)` or `rgba(1, 2, 3, 0.5)`: integer channels 0–255, alpha a plain decimal.
    private static func parseCommaRGB(_ bytes: [UInt8]) -> ColorValue? {
        let prefixLength: Int
        if bytes.starts(with: "rgba(".utf8) {
            prefixLength = 5
        } else if bytes.starts(with: "rgb(".utf8) {
            prefixLength = 4
        } else {
            return nil
        }
        guard bytes.last == UInt8(ascii: ")") else { return nil }
        var numbers: [Double] = []
        numbers.reserveCapacity(4)
        var index = prefixLength
        let end = bytes.count - 1
        while index < end {
            while index < end, bytes[index] == UInt8(ascii: " ") { index += 1 }
            var integer = 0
            var fraction = 0.0
            var scale = 1.0
            var digits = 0
            while index < end, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9"), digits < 9 {
                integer = integer * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                digits += 1
                index += 1
            }
            if index < end, bytes[index] == UInt8(ascii: ".") {
                index += 1
                while index < end, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9"), scale > 1e-9 {
                    scale /= 10
                    fraction += Double(bytes[index] - UInt8(ascii: "0")) * scale
                    digits += 1
                    index += 1
                }
            }
            guard digits > 0 else { return nil }
            numbers.append(Double(integer) + fraction)
            while index < end, bytes[index] == UInt8(ascii: " ") { index += 1 }
            if index < end {
                guard bytes[index] == UInt8(ascii: ",") else { return nil }
                index += 1
            }
        }
        guard numbers.count == 3 || numbers.count == 4, numbers.prefix(3).allSatisfy({ $0 <= 255 && $0 == $0.rounded() })
        else { return nil }
        let alpha = numbers.count == 4 ? min(numbers[3], 1) : 1
        var value = ColorValue(
            colorSpace: .srgb, components: numbers.prefix(3).map { .number($0 / 255) }, alpha: alpha)
        value.hex = hexString(UInt8(numbers[0]), UInt8(numbers[1]), UInt8(numbers[2]))
        return value
    }

    private static func hexString(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> String {
        let digits = Array("0123456789abcdef".utf8)
        let bytes: [UInt8] = [
            UInt8(ascii: "#"), digits[Int(red >> 4)], digits[Int(red & 15)], digits[Int(green >> 4)],
            digits[Int(green & 15)], digits[Int(blue >> 4)], digits[Int(blue & 15)],
        ]
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func parseHex(_ digits: Substring) -> ColorValue? {
        // ASCII only: `hexDigitValue` also accepts fullwidth digits, which CSS does not.
        let values = digits.compactMap { $0.isASCII ? $0.hexDigitValue : nil }
        guard values.count == digits.count else { return nil }
        switch values.count {
        case 3, 4:
            // Short forms double each digit: #f80 is #ff8800.
            let bytes = values.map { UInt8($0 * 17) }
            return fromBytes(bytes[0], bytes[1], bytes[2], alpha: values.count == 4 ? bytes[3] : 255)
        case 6, 8:
            let bytes = stride(from: 0, to: values.count, by: 2).map { UInt8(values[$0] * 16 + values[$0 + 1]) }
            return fromBytes(bytes[0], bytes[1], bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
        default:
            return nil
        }
    }

    private static func fromBytes(_ red: UInt8, _ green: UInt8, _ blue: UInt8, alpha: UInt8) -> ColorValue {
        ColorValue(
            colorSpace: .srgb,
            components: [.number(Double(red) / 255), .number(Double(green) / 255), .number(Double(blue) / 255)],
            alpha: Double(alpha) / 255, hex: hexString(red, green, blue))
    }

    // MARK: Functions

    private static func parseRGB(_ arguments: Arguments) -> ColorValue? {
        var channels: [ColorComponent] = []
        for token in arguments.channels {
            switch Token(token, allowNone: !arguments.isLegacy) {
            case .number(let value)?: channels.append(.number(clampUnit(value / 255)))
            case .percentage(let value)?: channels.append(.number(clampUnit(value / 100)))
            case .none?: channels.append(.none)
            default: return nil
            }
        }
        guard let alpha = parseAlpha(arguments) else { return nil }
        var value = ColorValue(colorSpace: .srgb, components: channels, alpha: alpha)
        value.hex = value.srgbHex
        return value
    }

    private static func parseHSL(_ arguments: Arguments) -> ColorValue? {
        let allowNone = !arguments.isLegacy
        let hue: Double
        switch Token(arguments.channels[0], allowNone: allowNone) {
        case .number(let degrees)?, .angle(let degrees)?: hue = degrees
        case .none?: hue = 0
        default: return nil
        }
        // Saturation and lightness: percentages, or bare numbers meaning the same (CSS Color 4).
        var percentages: [Double] = []
        for token in arguments.channels[1...] {
            switch Token(token, allowNone: allowNone) {
            case .number(let value)?, .percentage(let value)?: percentages.append(min(max(value, 0), 100))
            case .none?: percentages.append(0)
            default: return nil
            }
        }
        guard let alpha = parseAlpha(arguments) else { return nil }
        let rgb = ColorModels.hslToSRGB(SIMD3(hue, percentages[0], percentages[1]))
        let channels = [rgb.x, rgb.y, rgb.z].map { ColorComponent.number(clampUnit($0)) }
        var value = ColorValue(colorSpace: .srgb, components: channels, alpha: alpha)
        value.hex = value.srgbHex
        return value
    }

    /// The alpha argument as 0–1; 1 when absent, `nil` when malformed.
    private static func parseAlpha(_ arguments: Arguments) -> Double? {
        guard let token = arguments.alpha else { return 1 }
        switch Token(token, allowNone: !arguments.isLegacy) {
        case .number(let value)?: return clampUnit(value)
        case .percentage(let value)?: return clampUnit(value / 100)
        case .none?: return 0
        default: return nil
        }
    }

    private static func clampUnit(_ value: Double) -> Double {
        min(max(value, 0), 1)
    }

    // MARK: Lexing

    /// The arguments of a color function, split by either syntax.
    private struct Arguments {
        /// Always exactly three.
        var channels: [Substring]
        var alpha: Substring?
        /// Comma syntax, where CSS does not allow `none`.
        var isLegacy: Bool

        init?(_ body: Substring) {
            if body.utf8.contains(UInt8(ascii: ",")) {
                // Legacy: "r, g, b" or "r, g, b, a"; a slash would mix the two syntaxes.
                guard !body.utf8.contains(UInt8(ascii: "/")) else { return nil }
                let parts = body.split(separator: ",", omittingEmptySubsequences: false).map(Self.trimmed)
                guard parts.count == 3 || parts.count == 4,
                      parts.allSatisfy({ !$0.isEmpty && !$0.contains(where: \.isWhitespace) })
                else { return nil }
                channels = Array(parts.prefix(3))
                alpha = parts.count == 4 ? parts[3] : nil
                isLegacy = true
            } else {
                // Modern: "r g b" or "r g b / a".
                let halves = body.split(separator: "/", omittingEmptySubsequences: false)
                guard halves.count <= 2 else { return nil }
                let tokens = halves[0].split(whereSeparator: \.isWhitespace)
                guard tokens.count == 3 else { return nil }
                channels = tokens
                if halves.count == 2 {
                    let alphaTokens = halves[1].split(whereSeparator: \.isWhitespace)
                    guard alphaTokens.count == 1 else { return nil }
                    alpha = alphaTokens[0]
                } else {
                    alpha = nil
                }
                isLegacy = false
            }
        }

        private static func trimmed(_ text: Substring) -> Substring {
            guard let first = text.firstIndex(where: { !$0.isWhitespace }),
                  let last = text.lastIndex(where: { !$0.isWhitespace })
            else { return text[text.endIndex...] }
            return text[first...last]
        }
    }

    /// One argument: a number, a percentage, an angle or `none`.
    private enum Token {
        case number(Double)
        case percentage(Double)
        /// An angle with a unit, converted to degrees.
        case angle(Double)
        case none

        /// Degrees per unit for the CSS angle units.
        private static let angleUnits: [(suffix: String, degrees: Double)] = [
            ("deg", 1), ("grad", 0.9), ("rad", 180 / .pi), ("turn", 360),
        ]

        init?(_ text: Substring, allowNone: Bool) {
            if text == "none" {
                guard allowNone else { return nil }
                self = .none
                return
            }
            if text.hasSuffix("%") {
                guard let value = Self.number(text.dropLast()) else { return nil }
                self = .percentage(value)
                return
            }
            // "grad" is tested before "rad" so that "100grad" is not read as "100g" + "rad".
            for unit in Self.angleUnits where text.hasSuffix(unit.suffix) {
                guard let value = Self.number(text.dropLast(unit.suffix.count)) else { return nil }
                self = .angle(value * unit.degrees)
                return
            }
            guard let value = Self.number(text) else { return nil }
            self = .number(value)
        }

        /// A CSS number: sign, digits, fraction, exponent. Rejects what `Double(_:)`
        /// would otherwise accept but CSS does not (`inf`, `nan`, hex floats).
        private static func number(_ text: Substring) -> Double? {
            guard !text.isEmpty,
                  text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.e".contains($0)) }),
                  text.contains(where: \.isNumber),
                  let value = Double(text), value.isFinite
            else { return nil }
            return value
        }
    }
}
