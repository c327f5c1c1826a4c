/// Swift source literals that cannot break out of their context: what ``SwiftRenderer`` writes
/// for a ``SwiftLiteralValue``, and the translators for the text they compose.
enum SwiftLiteral {
    /// A string literal with every character that could end or alter it escaped.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                // Bidirectional controls too: the string is the same, and reads as its bytes (Trojan Source).
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value)
                    || isBidirectionalControl(scalar)
                {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Writes `text` as a string literal: directly when no character needs escaping (0xE2 and 0xD8
    /// lead the line separators and bidirectional controls, which ``string(_:)`` escapes).
    static func write(string text: String, into writer: inout SwiftWriter) {
        let plain = !text.utf8.contains {
            $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0xE2 || $0 == 0xD8
        }
        guard plain else { return writer.write(string: string(text)) }
        writer.write("\"")
        writer.write(string: text)
        writer.write("\"")
    }

    /// A floating-point literal: shortest round-trip form, integers without a fraction.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }

    static func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
