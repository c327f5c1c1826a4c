/// The values a color component may take under the DTCG color module.
///
/// Validation only: conversions accept any number, because out-of-range
/// components are still meaningful (an out-of-gamut P3 color converted to
/// sRGB, for instance). The parser uses this to warn about suspicious input.
public enum ComponentRange: Sendable, Hashable, CustomStringConvertible {
    /// A bounded interval with both ends included, such as `0...1` or `0...100`.
    case closed(ClosedRange<Double>)
    /// A hue angle in degrees, `[0, 360)`: the spec excludes 360 itself.
    case hue
    /// Zero or more with no upper bound, as for chroma.
    case atLeastZero
    /// Any number, as for the a and b axes of CIELAB and OKLab.
    case unbounded

    /// Whether `value` lies in the range; NaN never does.
    public func contains(_ value: Double) -> Bool {
        guard !value.isNaN else { return false }
        switch self {
        case .closed(let range): return range.contains(value)
        case .hue: return value >= 0 && value < 360
        case .atLeastZero: return value >= 0
        case .unbounded: return true
        }
    }

    /// The range in words for diagnostics, such as "0 to 1" or "0 to less than 360".
    public var description: String {
        switch self {
        case .closed(let range):
            return "\(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound))"
        case .hue: return "0 to less than 360"
        case .atLeastZero: return "0 or more"
        case .unbounded: return "any number"
        }
    }

}
