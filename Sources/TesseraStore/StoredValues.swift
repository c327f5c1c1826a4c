import TesseraTheme
import TesseraTokens

/// Every resolved value of a snapshot, one contiguous array per runtime type.
/// A slot's value index points into the array of its token's type.
struct StoredValues: Sendable {
    var colors: [TokenColor] = []
    var dimensions: [TokenDimension] = []
    var numbers: [Double] = []
    var typographies: [TokenTypography] = []
    var shadows: [TokenShadow] = []
    var borders: [TokenBorder] = []
    var durations: [TokenDuration] = []
    var fontFamilies: [TokenFontFamily] = []
    var fontWeights: [TokenFontWeight] = []
    var cubicBeziers: [TokenCubicBezier] = []
    var transitions: [TokenTransition] = []
    var gradients: [TokenGradient] = []
    var strokeStyles: [TokenStrokeStyle] = []
    var strings: [String] = []
    var booleans: [Bool] = []

    /// Converts `value`, appends it to its type's array and returns its index there.
    mutating func append(_ value: TokenValue, remBase: Double) -> Int32 {
        func add<Value>(_ item: Value, to array: inout [Value]) -> Int32 {
            array.append(item)
            return Int32(array.count - 1)
        }
        switch value {
        case .color(let color): return add(ThemeValueConversion.color(color), to: &colors)
        case .dimension(let dimension): return add(ThemeValueConversion.dimension(dimension, remBase: remBase), to: &dimensions)
        case .number(let number): return add(number, to: &numbers)
        case .typography(let typography):
            return add(ThemeValueConversion.typography(typography, remBase: remBase), to: &typographies)
        case .shadow(let layers):
            return add(TokenShadow(layers.map { ThemeValueConversion.shadowLayer($0, remBase: remBase) }), to: &shadows)
        case .border(let border):
            let converted = TokenBorder(
                color: ThemeValueConversion.color(border.color),
                width: ThemeValueConversion.dimension(border.width, remBase: remBase),
                style: ThemeValueConversion.strokeStyle(border.style, remBase: remBase))
            return add(converted, to: &borders)
        case .duration(let duration): return add(ThemeValueConversion.duration(duration), to: &durations)
        case .fontFamily(let names): return add(TokenFontFamily(names), to: &fontFamilies)
        case .fontWeight(let weight): return add(TokenFontWeight(weight), to: &fontWeights)
        case .cubicBezier(let curve): return add(ThemeValueConversion.cubicBezier(curve), to: &cubicBeziers)
        case .transition(let transition):
            let converted = TokenTransition(
                duration: ThemeValueConversion.duration(transition.duration),
                delay: ThemeValueConversion.duration(transition.delay),
                timingFunction: ThemeValueConversion.cubicBezier(transition.timingFunction))
            return add(converted, to: &transitions)
        case .gradient(let stops):
            let converted = TokenGradient(stops.map { TokenGradient.Stop(color: ThemeValueConversion.color($0.color), position: $0.position) })
            return add(converted, to: &gradients)
        case .strokeStyle(let style): return add(ThemeValueConversion.strokeStyle(style, remBase: remBase), to: &strokeStyles)
        case .string(let text): return add(text, to: &strings)
        case .boolean(let flag): return add(flag, to: &booleans)
        }
    }
}
