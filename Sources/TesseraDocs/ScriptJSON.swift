/// JSON text that is safe to load as a script: `window.TESSERA_DOCS = {...};` in a `.js` file.
///
/// Strings escape, besides what JSON requires, `<`, `>` and `&` (so `</script>` or `<!--` in a
/// token's text cannot end or comment out a script element, should the text ever be inlined)
/// and U+2028 and U+2029 (line terminators to older JavaScript parsers). Every string from
/// token files goes through ``string(_:)``; the page's script inserts it with `textContent`.
struct ScriptJSON {
    private(set) var text = ""

    init(capacity: Int = 1 << 16) {
        text.reserveCapacity(capacity)
    }

    mutating func raw(_ fragment: String) { text += fragment }

    mutating func string(_ value: String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "<": text += "\\u003c"
            case ">": text += "\\u003e"
            case "&": text += "\\u0026"
            case "\u{2028}": text += "\\u2028"
            case "\u{2029}": text += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }

    /// A finite number in its shortest form; JSON has no infinity or NaN, so those are `null`.
    mutating func number(_ value: Double) {
        guard value.isFinite else {
            text += "null"
            return
        }
        if value == value.rounded(), abs(value) < 1e15 {
            text += String(Int64(value))
        } else {
            text += String(value)
        }
    }

    mutating func key(_ name: String) {
        string(name)
        text += ":"
    }

    /// `"name":"value"` after a comma when `first` is false.
    mutating func member(_ name: String, _ value: String, first: Bool = false) {
        if !first { text += "," }
        key(name)
        string(value)
    }

    mutating func member(_ name: String, number value: Double, first: Bool = false) {
        if !first { text += "," }
        key(name)
        number(value)
    }

    mutating func array<Element>(_ items: some Sequence<Element>, _ each: (inout ScriptJSON, Element) -> Void) {
        text += "["
        var first = true
        for item in items {
            if !first { text += "," }
            first = false
            each(&self, item)
        }
        text += "]"
    }
}
