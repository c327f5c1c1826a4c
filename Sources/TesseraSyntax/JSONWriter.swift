/// Writes a ``JSONValue`` as JSON text: deterministic (member order kept,
/// shortest round-trip numbers, integers without a fraction).
public struct JSONWriter: Sendable {
    /// Indentation per level; `nil` writes everything on one line.
    public var indent: Int?

    public init(indent: Int? = 2) {
        self.indent = indent
    }

    public func write(_ value: JSONValue) -> String {
        var output = ""
        write(value, level: 0, into: &output)
        return output
    }

    private func write(_ value: JSONValue, level: Int, into output: inout String) {
        switch value.kind {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += Self.format(number)
        case .string(let text): Self.writeString(text, into: &output)
        case .array(let items):
            guard !items.isEmpty else {
                output += "[]"
                return
            }
            // Short arrays of scalars stay on one line: components, cubic Béziers, font lists.
            let inline = indent == nil || items.allSatisfy { item in
                switch item.kind {
                case .array, .object: false
                default: true
                }
            }
            output += "["
            for (offset, item) in items.enumerated() {
                if offset > 0 { output += inline ? (indent == nil ? "," : ", ") : "," }
                if !inline { newline(level + 1, into: &output) }
                write(item, level: level + 1, into: &output)
            }
            if !inline { newline(level, into: &output) }
            output += "]"
        case .object(let object):
            guard !object.isEmpty else {
                output += "{}"
                return
            }
            output += "{"
            for (offset, member) in object.members.enumerated() {
                if offset > 0 { output += "," }
                newline(level + 1, into: &output)
                Self.writeString(member.key, into: &output)
                output += indent == nil ? ":" : ": "
                write(member.value, level: level + 1, into: &output)
            }
            newline(level, into: &output)
            output += "}"
        }
    }

    private func newline(_ level: Int, into output: inout String) {
        guard let indent else { return }
        output += "\n"
        output += String(repeating: " ", count: indent * level)
    }

    /// Integers print without a fraction; other numbers use Swift's shortest round-trip form.
    /// JSON has no infinity or NaN: those print as `null` (the stages report them before output).
    public static func format(_ number: JSONNumber) -> String {
        let value = number.value
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 {
            return value == 0 ? "0" : String(Int64(value))
        }
        return String(value)
    }

    static func writeString(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}

extension JSONValue {
    /// One-line JSON text, for messages and fix-its.
    public var compactText: String { JSONWriter(indent: nil).write(self) }
}
