import TesseraSyntax

extension ValueParser {
    /// The value of `json` when it has the canonical 2025.10 shape most token files write, read
    /// without the general checks, which would find nothing to report for it:
    /// - a dimension `{"value": n, "unit": "px" | "rem"}`;
    /// - an sRGB or Display P3 color `{"colorSpace": …, "components": [r, g, b]}`, with an
    ///   optional `"alpha"`, every number from 0 to 1.
    ///
    /// `nil` for anything else, which the general path then reads and reports on: another unit,
    /// a `"none"` component, a `hex`, a reference, one member more or less. Dimensions and colors
    /// are most of a token set's values and the parts of its typography and shadows, so this is
    /// where resolving spends its time.
    static func canonicalValue(_ json: JSONValue, as type: TokenType) -> TokenValue? {
        guard case .object(let object) = json.kind else { return nil }
        switch type {
        case .dimension: return Self.canonicalDimension(object).map(TokenValue.dimension)
        case .color: return Self.canonicalColor(object).map(TokenValue.color)
        default: return nil
        }
    }

    private static func canonicalDimension(_ object: JSONObject) -> DimensionValue? {
        guard object.members.count == 2 else { return nil }
        var number: Double?
        var unit: DimensionValue.Unit?
        for member in object.members {
            switch (member.key, member.value.kind) {
            case ("value", .number(let value)): number = value.value
            case ("unit", .string("px")): unit = .px
            case ("unit", .string("rem")): unit = .rem
            default: return nil
            }
        }
        guard let number, let unit else { return nil }
        return DimensionValue(number, unit)
    }

    private static func canonicalColor(_ object: JSONObject) -> ColorValue? {
        guard object.members.count == 2 || object.members.count == 3 else { return nil }
        var space: ColorSpace?
        var components: [ColorComponent]?
        var alpha = 1.0
        for member in object.members {
            switch (member.key, member.value.kind) {
            case ("colorSpace", .string("srgb")): space = .srgb
            case ("colorSpace", .string("display-p3")): space = .displayP3
            case ("components", .array(let items)):
                guard items.count == 3 else { return nil }
                var numbers: [ColorComponent] = []
                numbers.reserveCapacity(3)
                for item in items {
                    guard case .number(let number) = item.kind, (0...1).contains(number.value) else { return nil }
                    numbers.append(.number(number.value))
                }
                components = numbers
            case ("alpha", .number(let number)) where (0...1).contains(number.value):
                alpha = number.value
            default:
                return nil
            }
        }
        guard let space, let components else { return nil }
        return ColorValue(colorSpace: space, components: components, alpha: alpha, hex: nil)
    }
}
