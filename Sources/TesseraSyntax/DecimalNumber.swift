/// Decimal numbers read from UTF-8 bytes without going through `strtod`, which
/// needs a copied, terminated string: token files are full of numbers.
package enum DecimalNumber {
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// Clinger's fast path: a mantissa below 2^53 and a power of ten up to 10^22 are
    /// both exact doubles, so one multiplication or division rounds correctly.
    /// `nil` when the number needs the general algorithm.
    static func exactValue(_ mantissa: UInt64, exponent: Int) -> Double? {
        guard mantissa < (1 << 53), exponent >= -22, exponent <= 22 else { return nil }
        let value = Double(mantissa)
        return exponent >= 0 ? value * powersOfTen[exponent] : value / powersOfTen[-exponent]
    }

    /// `-12.5`, `0.125`, `16`: an optional sign, digits and an optional fraction
    /// (the forms legacy strings such as `"1.5rem"` use), correctly rounded.
    /// Anything else, including exponents, falls back to the standard library.
    package static func parse(_ bytes: some Collection<UInt8>) -> Double? {
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        var negative = false
        var seenPoint = false
        var first = true
        var sawDigit = false
        for byte in bytes {
            defer { first = false }
            switch byte {
            case UInt8(ascii: "-") where first: negative = true
            case UInt8(ascii: "+") where first: break
            case UInt8(ascii: "."):
                if seenPoint { return nil }
                seenPoint = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                sawDigit = true
                // Leading zeros add no significant digit (0.005 is 5 × 10^-3).
                if mantissa == 0 && byte == UInt8(ascii: "0") {
                    if seenPoint { exponent -= 1 }
                    continue
                }
                guard digits < 19 else { return fallback(bytes) }
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                digits += 1
                if seenPoint { exponent -= 1 }
            default:
                return fallback(bytes)
            }
        }
        guard sawDigit else { return nil }
        guard let value = exactValue(mantissa, exponent: exponent) else { return fallback(bytes) }
        return negative ? -value : value
    }

    private static func fallback(_ bytes: some Collection<UInt8>) -> Double? {
        guard let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }
}
