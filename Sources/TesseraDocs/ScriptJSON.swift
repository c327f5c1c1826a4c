/// JSON text that is safe to load as a script: `window.TESSERA_DOCS = {...};` in a `.js` file.
///
/// Strings escape, besides what JSON requires, `<`, `>` and `&` (so `</script>` or `<!--` in a
/// token's text cannot end or comment out a script element, should the text ever be inlined)
/// and U+2028 and U+2029 (line terminators to older JavaScript parsers). Every string from
/// token files goes through ``string(_:)``; the page's script inserts it with `textContent`.
struct ScriptJSON {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 1 << 16) {
        bytes.reserveCapacity(capacity)
    }

    /// The JSON written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func raw(_ fragment: String) { bytes.append(contentsOf: fragment.utf8) }

    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                switch byte {
                case UInt8(ascii: "\""): raw("\\\"")
                case UInt8(ascii: "\\"): raw("\\\\")
                case UInt8(ascii: "\n"): raw("\\n")
                case UInt8(ascii: "\r"): raw("\\r")
                case UInt8(ascii: "\t"): raw("\\t")
                case UInt8(ascii: "<"): raw("\\u003c")
                case UInt8(ascii: ">"): raw("\\u003e")
                case UInt8(ascii: "&"): raw("\\u0026")
                case 0..<0x20:
                    let hex = String(byte, radix: 16)
                    raw("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                    // U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR.
                    raw(utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029")
                    index += 2
                default:
                    bytes.append(byte)
                }
                index += 1
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A finite number in its shortest form; JSON has no infinity or NaN, so those are `null`.
    mutating func number(_ value: Double) {
        guard value.isFinite else {
            raw("null")
            return
        }
        raw(value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value))
    }

    mutating func key(_ name: String) {
        string(name)
        bytes.append(UInt8(ascii: ":"))
    }

    /// `"name":"value"` after a comma when `first` is false.
    mutating func member(_ name: String, _ value: String, first: Bool = false) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        key(name)
        string(value)
    }

    mutating func member(_ name: String, number value: Double, first: Bool = false) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        key(name)
        number(value)
    }

    mutating func array<Element>(_ items: some Sequence<Element>, _ each: (inout ScriptJSON, Element) -> Void) {
        bytes.append(UInt8(ascii: "["))
        var first = true
        for item in items {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            each(&self, item)
        }
        bytes.append(UInt8(ascii: "]"))
    }
}
