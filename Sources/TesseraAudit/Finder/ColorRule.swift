import TesseraConfiguration
import Foundation
import SwiftParser
import SwiftSyntax
import TesseraTokens

/// Colors: `Color(red:green:blue:opacity:)`, `Color(.displayP3, red:…)`, `Color(white:)`,
/// `UIColor(red:green:blue:alpha:)`, `UIColor(displayP3Red:…)`, `UIColor(white:alpha:)`,
/// `#colorLiteral(…)`, and hex helpers (`Color(hex: "#017CFF")`, `UIColor.hex(0x017CFF)`).
final class ColorRule: StyleRule {
    /// The color types whose initializers are read, and how a token is spelled in their place.
    static let colorTypes: [String: ReplacementForm?] = [
        "Color": .swiftUIColor, "UIColor": .uiColor, "NSColor": nil, "CGColor": nil,
    ]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let callee = Callee(node.calledExpression) else { return .visitChildren }
        // `Color(…)`, `Color.init(…)`, `.init(…)` (type from context), `UIColor.hex(…)`, `.hex(…)`.
        var owner: String?
        var isInitializer = false
        if !callee.hasBase, !callee.isImplicitMember, Self.colorTypes.keys.contains(callee.name) {
            owner = callee.name
            isInitializer = true
        } else if callee.name == "init", callee.isImplicitMember || callee.type.map(Self.colorTypes.keys.contains) == true {
            owner = callee.type
            isInitializer = true
        } else if callee.name.lowercased().contains("hex"), callee.isImplicitMember || callee.type.map(Self.colorTypes.keys.contains) == true {
            owner = callee.type
        } else {
            return .visitChildren
        }
        let replacement = owner.flatMap { Self.colorTypes[$0] ?? nil }
        let color = isInitializer ? Self.initializerColor(node) : node.arguments.first.flatMap { Self.hexColor($0.expression) }
        if let color { add(.color, .color(color), node, replacement: replacement) }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "colorLiteral",
            let red = node.arguments.first(where: { $0.label?.text == "red" }).flatMap({ ConstantFolder.fold($0.expression) }),
            let green = node.arguments.first(where: { $0.label?.text == "green" }).flatMap({ ConstantFolder.fold($0.expression) }),
            let blue = node.arguments.first(where: { $0.label?.text == "blue" }).flatMap({ ConstantFolder.fold($0.expression) })
        else { return .visitChildren }
        let alpha = node.arguments.first(where: { $0.label?.text == "alpha" }).flatMap { ConstantFolder.fold($0.expression) } ?? 1
        add(.color, .color(Self.rgb(.srgb, red, green, blue, alpha)), node, replacement: nil)
        return .visitChildren
    }

    /// The color an initializer call spells, when every component folds to a number.
    static func initializerColor(_ call: FunctionCallExprSyntax) -> ColorValue? {
        func number(_ label: String) -> Double? { call.argument(label).flatMap { ConstantFolder.fold($0.expression) } }
        let alpha = call.argument("opacity") ?? call.argument("alpha")
        let alphaValue: Double
        if let alpha {
            guard let value = ConstantFolder.fold(alpha.expression) else { return nil }
            alphaValue = value
        } else {
            alphaValue = 1
        }
        if let red = number("red"), let green = number("green"), let blue = number("blue") {
            var space = ColorSpace.srgb
            if let first = call.arguments.first, first.label == nil,
                let name = first.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            {
                switch name {
                case "sRGB": space = .srgb
                case "displayP3": space = .displayP3
                default: return nil
                }
            }
            return rgb(space, red, green, blue, alphaValue)
        }
        if let red = number("displayP3Red"), let green = number("green"), let blue = number("blue") {
            return rgb(.displayP3, red, green, blue, alphaValue)
        }
        if let white = number("white"), call.arguments.count <= 2 {
            return rgb(.srgb, white, white, white, alphaValue)
        }
        // A hex initializer: `Color(hex: "#017CFF")`, `UIColor(hexOrRgba: "#017cff")`, `Color("#017CFF")`.
        // (Unlabeled, only a string that starts with `#`: `Color("AccentColor")` names an asset, and so may `Color("ADD")`.)
        if call.arguments.count == 1, let argument = call.arguments.first {
            let label = argument.label?.text.lowercased()
            if label?.contains("hex") == true || label == "rgb" {
                return hexColor(argument.expression)
            }
            if label == nil, let text = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
                return hexColor(text, requireMark: true)
            }
        }
        return nil
    }

    /// A hex string (`"#017CFF"`, `"017cff"`, `"#0AF"`, `"#017CFF80"`) or integer (`0x017CFF`).
    static func hexColor(_ expression: ExprSyntax) -> ColorValue? {
        if let string = expression.as(StringLiteralExprSyntax.self), let text = string.representedLiteralValue {
            return hexColor(text, requireMark: false)
        }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            let text = integer.literal.text.replacingOccurrences(of: "_", with: "")
            guard text.hasPrefix("0x") else { return nil }
            return hexColor(String(text.dropFirst(2)), requireMark: false)
        }
        return nil
    }

    /// The color of hex text; with `requireMark`, only text starting with `#` counts (a bare string in a switch).
    static func hexColor(_ text: String, requireMark: Bool) -> ColorValue? {
        var digits = Substring(text.trimmingCharacters(in: .whitespaces))
        if digits.hasPrefix("#") {
            digits = digits.dropFirst()
        } else if requireMark {
            return nil
        } else if digits.hasPrefix("0x") {
            digits = digits.dropFirst(2)
        }
        guard [3, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count == 3 { digits = Substring(digits.map { "\($0)\($0)" }.joined()) }
        var bytes: [Double] = []
        var index = digits.startIndex
        while index < digits.endIndex {
            let next = digits.index(index, offsetBy: 2)
            bytes.append(Double(UInt8(digits[index..<next], radix: 16) ?? 0) / 255)
            index = next
        }
        return rgb(.srgb, bytes[0], bytes[1], bytes[2], bytes.count == 4 ? bytes[3] : 1)
    }

    static func rgb(_ space: ColorSpace, _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> ColorValue {
        ColorValue(colorSpace: space, components: [.number(red), .number(green), .number(blue)], alpha: alpha)
    }
}
