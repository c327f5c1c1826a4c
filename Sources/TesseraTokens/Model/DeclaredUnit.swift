/// A unit that DTCG does not define but a project has decided how to read
/// (`units: { dp: 1px }` in `tessera.yml`): each value in it is multiplied
/// by ``factor`` and written in ``unit``, a DTCG unit.
public struct DeclaredUnit: Hashable, Sendable {
    /// How many ``unit`` one of the declared unit is.
    public var factor: Double
    /// A DTCG unit: `px` or `rem` for dimensions, `ms` or `s` for durations.
    public var unit: String

    public init(factor: Double, unit: String) {
        self.factor = factor
        self.unit = unit
    }

    /// The DTCG units a declared unit may convert to.
    public static let targetUnits = ["px", "rem", "ms", "s"]

    /// Reads a conversion written as a length or duration, such as `1px`, `0.5rem` or `1000ms`;
    /// `nil` when the text is not a positive finite number followed by a DTCG unit.
    public init?(parsing text: String) {
        let trimmed = String(text.trimmingSpaces)
        guard let unit = Self.targetUnits.sorted(by: { $0.count > $1.count }).first(where: { trimmed.hasSuffix($0) }),
            let factor = Double(trimmed.dropLast(unit.count).trimmingSpacesSubstring), factor > 0, factor.isFinite
        else { return nil }
        self.init(factor: factor, unit: unit)
    }
}
