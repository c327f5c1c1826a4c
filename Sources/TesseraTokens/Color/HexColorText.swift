import Foundation

/// Hex color text as tool exports write it, changed without leaving its notation.
public enum HexColorText {
    /// `#rrggbb` or `#rrggbbaa` with its alpha multiplied by `factor`, written `#rrggbbaa`; `nil` for
    /// any other text.
    ///
    /// Exporters that keep an opacity beside a hex color (Supernova's shadow `opacity`, Specify's
    /// `{model: "hex", alpha}`) mean the color seen through it, so the opacity scales the alpha the hex
    /// already carries instead of replacing it.
    public static func scalingAlpha(of hex: String, by factor: Double) -> String? {
        let digits = hex.dropFirst()
        guard hex.hasPrefix("#"), digits.count == 6 || digits.count == 8, let packed = UInt32(digits, radix: 16) else { return nil }
        let alpha = digits.count == 8 ? Double(packed & 0xff) / 255 : 1
        let scaled = Int((min(max(alpha * factor, 0), 1) * 255).rounded())
        return "#" + digits.prefix(6) + String(format: "%02x", scaled)
    }
}
