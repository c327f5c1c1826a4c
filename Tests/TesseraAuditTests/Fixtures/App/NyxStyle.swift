// Token enums in a design-system module, the shape of a "Core" framework's design system:
// colors, type, spacing and radii as static constants.
import SwiftUI

enum NyxColors {
    static let surfacePrimary = Color(red: 0, green: 0, blue: 0) // expect: TS0970 palette.black
    static let accent = Color(red: 1 / 255, green: 124 / 255, blue: 1.0) // expect: TS0970 palette.accent.600
    static let accentP3 = Color(.sRGB, red: 0.0039, green: 0.4863, blue: 1, opacity: 1) // expect: TS0970 palette.accent.600
    static let signalWarm = Color(red: 1.0, green: 0.42, blue: 0.208) // expect: TS0973 -
    static let nearAccent = Color(red: 1 / 255, green: 126 / 255, blue: 253 / 255) // expect: TS0972 palette.accent.600
    static let textSecondary = Color(white: 1).opacity(0.6) // expect: TS0970 palette.white; TS0970 opacity.muted
    static let brand = Color(hex: "#C0373E") // expect: TS0970 palette.error.500
}

enum NyxTypography {
    static let title = Font.system(size: 22, weight: .semibold, design: .default) // expect: TS0970 typography.title
    static let headline = Font.system(size: 17, weight: .medium) // expect: TS0970 typography.headline
    static let caption = Font.system(size: 12, weight: .regular) // expect: TS0973 -
}

enum NyxSpacing {
    static let xs: CGFloat = 4 // expect: TS0970 space.xs
    static let md: CGFloat = 16 // expect: TS0970 space.md
    static let lg: CGFloat = 12 + 12 // expect: TS0970 space.lg
    static let huge: CGFloat = 48 // expect: TS0973 -
}

enum NyxRadius {
    static let sm: CGFloat = 8 // expect: TS0970 radius.sm
    static let md: CGFloat = 14 // expect: TS0970 radius.md
    static let pill: CGFloat = 999 // expect: TS0973 -
}

enum NyxMotion {
    static let fast: Double = 0.15 // expect: TS0970 duration.fast
    static let retries: Int = 3
}

/// Not style: counts and ratios in a type whose name says nothing about style.
enum FeedLimits {
    static let maxItems = 20
    static let ratio: Double = 0.5
    static let pageSize: CGFloat = 40
}

extension Color {
    /// A hex helper: the arithmetic inside is not a style value.
    init(hex: String) {
        let digits = hex.dropFirst()
        let value = UInt32(digits, radix: 16) ?? 0
        let red = Double((value >> 16) & 0xFF) / 255
        let green = Double((value >> 8) & 0xFF) / 255
        let blue = Double(value & 0xFF) / 255
        self.init(.sRGB, red: red, green: green, blue: blue, opacity: 1)
    }
}
