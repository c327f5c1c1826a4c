// A white-label platform's hard-coded palette beside its token pipeline: switches that
// return a hex color, a radius or a border width per case.
import UIKit

enum AppTheming {
    enum ColourType: String, CaseIterable {
        case main, accent, error, partner

        var color: UIColor {
            switch self {
            case .main: return UIColor.hex(0x0E0E13) // expect: TS0970 palette.main.300
            case .accent: return UIColor.hex(0x017CFF) // expect: TS0970 palette.accent.600
            case .error: return UIColor.hex(0xC0373E) // expect: TS0970 palette.error.500
            case .partner: return UIColor.hex(0x123456) // expect: TS0973 -
            }
        }

        var hexValue: String {
            switch self {
            case .main: return "#0E0E13" // expect: TS0970 palette.main.300
            case .accent: return "#017CFF" // expect: TS0970 palette.accent.600
            case .error: return "#C0373E" // expect: TS0970 palette.error.500
            case .partner: return "partner" // a name, not a color
            }
        }
    }

    enum CornerRadiusType: CaseIterable {
        case small, medium

        var value: CGFloat {
            switch self {
            case .small: return 8 // expect: TS0970 radius.sm
            case .medium: return 14 // expect: TS0970 radius.md
            }
        }
    }

    enum ThemeBorderType {
        case thin

        var width: CGFloat {
            switch self {
            case .thin: 1 // expect: TS0970 border.width.thin
            }
        }
    }

    /// Indices and counts around the theme are not style.
    static func partnerIndex(of name: String) -> Int {
        let names = ColourType.allCases.map(\.rawValue)
        for index in 0..<names.count where names[index] == name { return index + 1 }
        return -1
    }
}

extension UIColor {
    /// A hex helper: the shifts and masks are not style values.
    static func hex(_ value: UInt32) -> UIColor {
        let red = CGFloat((value >> 16) & 0xFF) / 255
        let green = CGFloat((value >> 8) & 0xFF) / 255
        let blue = CGFloat(value & 0xFF) / 255
        return UIColor(red: red, green: green, blue: blue, alpha: 1)
    }
}
