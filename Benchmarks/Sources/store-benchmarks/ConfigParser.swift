import Foundation

/// The white-label platform's `ConfigParser`, reimplemented from its documented
/// algorithm (../shared/seeds/000_*.txt, "ConfigParser") so the store is measured
/// against what apps do today. On every call it:
///
/// 1. splits the path by `/`,
/// 2. walks the `JSONSerialization` dictionaries of tokens.json with those keys,
/// 3. checks `$type` and reads `$value`,
/// 4. for a brace reference, strips the braces, splits by `.` and walks colors.json
///    (or sizes.json); when that fails, falls back to tokens.json, recursing with a
///    depth counter that gives up after 3 levels,
/// 5. parses the hex or `rgba()` string.
///
/// Failures return `.clear` (all zero) for colors and 0 for sizes, as the seed does.
/// `UIColor` is stood in for by ``ParsedColor`` (Linux has no UIKit).
final class ConfigParser {
    struct ParsedColor: Equatable {
        var red: Double, green: Double, blue: Double, alpha: Double
        static let clear = ParsedColor(red: 0, green: 0, blue: 0, alpha: 0)
    }

    private let tokens: [String: Any]
    private let colors: [String: Any]
    private let sizes: [String: Any]
    private static let maximumDepth = 3

    /// Loads the three files once, as the seed's static properties do.
    init(directory: URL) throws {
        func load(_ name: String) throws -> [String: Any] {
            let data = try Data(contentsOf: directory.appendingPathComponent(name))
            return (try JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
        }
        tokens = try load("tokens.json")
        colors = try load("colors.json")
        sizes = try load("sizes.json")
    }

    /// `colorFromToken("theme/navigation/bottom/highlight")`.
    func colorFromToken(_ token: String) -> ParsedColor {
        colorFromToken(token, depth: 0)
    }

    /// `colorFromShortToken("{Accent.accent-400}")`: straight into colors.json.
    func colorFromShortToken(_ token: String) -> ParsedColor {
        let keys = Self.referenceKeys(token)
        guard let entry = Self.traverse(colors, keys), let value = entry["$value"] as? String else { return .clear }
        return Self.color(hexOrRgba: value) ?? .clear
    }

    /// `sizeFromToken("theme/buttons/radius")`.
    func sizeFromToken(_ token: String) -> Double {
        sizeFromToken(token, depth: 0)
    }

    private func colorFromToken(_ token: String, depth: Int) -> ParsedColor {
        guard depth <= Self.maximumDepth else { return .clear }  // "logs an error and returns .clear"
        let keys = token.split(separator: "/").map(String.init)
        guard let entry = Self.traverse(tokens, keys), entry["$type"] as? String == "color",
            let value = entry["$value"] as? String
        else { return .clear }
        guard value.hasPrefix("{") else { return Self.color(hexOrRgba: value) ?? .clear }
        let colorKeys = Self.referenceKeys(value)
        if let colorEntry = Self.traverse(colors, colorKeys), let colorValue = colorEntry["$value"] as? String {
            return Self.color(hexOrRgba: colorValue) ?? .clear
        }
        // Not in colors.json: another token of tokens.json.
        return colorFromToken(colorKeys.joined(separator: "/"), depth: depth + 1)
    }

    private func sizeFromToken(_ token: String, depth: Int) -> Double {
        guard depth <= Self.maximumDepth else { return 0 }
        let keys = token.split(separator: "/").map(String.init)
        guard let entry = Self.traverse(tokens, keys), entry["$type"] as? String == "number" else { return 0 }
        if let number = entry["$value"] as? Double { return number }
        guard let value = entry["$value"] as? String, value.hasPrefix("{") else { return 0 }
        let sizeKeys = Self.referenceKeys(value)
        if let sizeEntry = Self.traverse(sizes, sizeKeys), let number = sizeEntry["$value"] as? Double {
            return number
        }
        return sizeFromToken(sizeKeys.joined(separator: "/"), depth: depth + 1)
    }

    /// `"{Accent.accent-600}"` → `["Accent", "accent-600"]`.
    private static func referenceKeys(_ reference: String) -> [String] {
        reference.trimmingCharacters(in: CharacterSet(charactersIn: "{}")).split(separator: ".").map(String.init)
    }

    private static func traverse(_ root: [String: Any], _ keys: [String]) -> [String: Any]? {
        var current: Any = root
        for key in keys {
            guard let dictionary = current as? [String: Any], let next = dictionary[key] else { return nil }
            current = next
        }
        return current as? [String: Any]
    }

    /// `UIColor(hexOrRgba:)`: `#rrggbb`, `#rrggbbaa` or `rgba(r, g, b, a)`.
    static func color(hexOrRgba text: String) -> ParsedColor? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("rgba(") && trimmed.hasSuffix(")") {
            let parts = trimmed.dropFirst(5).dropLast().split(separator: ",").map {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            guard parts.count == 4, let r = parts[0], let g = parts[1], let b = parts[2], let a = parts[3] else { return nil }
            return ParsedColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
        }
        let hex = trimmed.hasPrefix("#") ? String(trimmed.dropFirst()) : trimmed
        var value: UInt64 = 0
        guard hex.count == 6 || hex.count == 8, Scanner(string: hex).scanHexInt64(&value) else { return nil }
        if hex.count == 8 {
            return ParsedColor(
                red: Double((value >> 24) & 0xff) / 255, green: Double((value >> 16) & 0xff) / 255,
                blue: Double((value >> 8) & 0xff) / 255, alpha: Double(value & 0xff) / 255)
        }
        return ParsedColor(
            red: Double((value >> 16) & 0xff) / 255, green: Double((value >> 8) & 0xff) / 255,
            blue: Double(value & 0xff) / 255, alpha: 1)
    }
}
