import Foundation

/// A value inside an ``Expression``: a number with an optional unit, or a color.
enum ExpressionOperand: Equatable, Sendable {
    case quantity(Double, unit: String?)
    case color(ColorValue)

    /// For messages: `16px`, `0.5`, `a color`.
    var description: String {
        switch self {
        case .quantity(let value, let unit): formatNumber(value) + (unit ?? "")
        case .color: "a color"
        }
    }
}

/// Evaluates an ``Expression`` the way Tokens Studio does (its evaluator is
/// `expr-eval`, wrapped by sd-transforms): units ride along with numbers, `px`
/// mixes with unitless numbers, and two different other units cannot be combined.
struct ExpressionEvaluator {
    /// Why an expression has no value.
    enum Failure: Error, Equatable {
        case divisionByZero
        case mixedUnits(String, String)
        case colorArithmetic
        case wrongArguments(String, String)
        /// The reference could not be resolved; its diagnostic was already reported.
        case unresolvedReference(String)
        case notFinite
    }

    /// Resolves a referenced token id into an operand.
    let lookup: (String) -> Result<ExpressionOperand, Failure>

    func evaluate(_ expression: Expression) -> Result<ExpressionOperand, Failure> {
        do {
            let result = try product(expression) ?? value(of: expression)
            if case .quantity(let number, _) = result, !number.isFinite { return .failure(.notFinite) }
            return .success(result)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(.notFinite)
        }
    }

    /// An expression whose only operator is `*`, read as sd-transforms reads one: with a single unit
    /// besides px, that unit is dropped from every factor and put back on the product, so
    /// `1rem * 1.5rem` is `1.5rem` (not a unit squared). Nil when the expression is not such a product
    /// (another operator, a function, a negative or percentage factor), to be evaluated step by step.
    private func product(_ expression: Expression) throws -> ExpressionOperand? {
        guard case .binary(.multiply, _, _) = expression else { return nil }
        var factors: [Expression] = []
        func collect(_ node: Expression) -> Bool {
            switch node {
            case .binary(.multiply, let left, let right): return collect(left) && collect(right)
            case .number, .reference: factors.append(node); return true
            default: return false
            }
        }
        guard collect(expression) else { return nil }
        var (result, units, sawPx) = (1.0, [String](), false)
        for factor in factors {
            guard case .quantity(let number, let unit) = try value(of: factor), number >= 0, unit != "%" else { return nil }
            result *= number
            if unit == "px" { sawPx = true } else if let unit, !units.contains(unit) { units.append(unit) }
        }
        guard units.count > 1 else { return .quantity(result, unit: units.first ?? (sawPx ? "px" : nil)) }
        throw Failure.mixedUnits(units[0], units[1])
    }

    /// The operand's value; a step that overflows (`1e308 * 10`) stops the evaluation there.
    private func value(of expression: Expression) throws -> ExpressionOperand {
        let result = try unchecked(expression)
        if case .quantity(let number, _) = result, !number.isFinite { throw Failure.notFinite }
        return result
    }

    private func unchecked(_ expression: Expression) throws -> ExpressionOperand {
        switch expression {
        case .number(let number, let unit):
            return .quantity(number, unit: unit)
        case .color(let color):
            return .color(color)
        case .reference(let id):
            return try lookup(id).get()
        case .negate(let operand):
            let (number, unit) = try quantity(value(of: operand), for: "-")
            return .quantity(-number, unit: unit)
        case .binary(let op, let left, let right):
            return try binary(op, value(of: left), value(of: right))
        case .call(let name, let arguments):
            return try call(name, arguments.map(value(of:)))
        }
    }

    private func quantity(_ operand: ExpressionOperand, for operation: String) throws -> (Double, String?) {
        guard case .quantity(let number, let unit) = operand else { throw Failure.colorArithmetic }
        return (number, unit)
    }

    private func binary(_ op: Expression.Operator, _ left: ExpressionOperand, _ right: ExpressionOperand) throws
        -> ExpressionOperand
    {
        let (a, unitA) = try quantity(left, for: String(op.rawValue))
        let (b, unitB) = try quantity(right, for: String(op.rawValue))
        switch op {
        case .add, .subtract:
            let unit = try commonUnit(unitA, unitB)
            return .quantity(op == .add ? a + b : a - b, unit: unit)
        case .multiply:
            return .quantity(a * b, unit: try productUnit(unitA, unitB))
        case .divide:
            guard b != 0 else { throw Failure.divisionByZero }
            // 16px / 2px is 8 in Tokens Studio (px is dropped and added back), and a ratio otherwise.
            if let unitA, let unitB, unitA == unitB { return .quantity(a / b, unit: unitA == "px" ? "px" : nil) }
            if unitB != nil, unitB != "px" { throw Failure.mixedUnits(unitA ?? "", unitB ?? "") }
            return .quantity(a / b, unit: unitA ?? unitB)
        case .power:
            guard unitB == nil || unitB == "px" else { throw Failure.mixedUnits(unitA ?? "", unitB ?? "") }
            return .quantity(Foundation.pow(a, b), unit: unitA)
        }
    }

    /// Units of a sum: equal units, or a unitless (or px) number taking the other's unit.
    private func commonUnit(_ a: String?, _ b: String?) throws -> String? {
        switch (a, b) {
        case (nil, _): return b
        case (_, nil): return a
        case (let a?, let b?):
            if a == b { return a }
            if a == "px" { return b }
            if b == "px" { return a }
            throw Failure.mixedUnits(a, b)
        }
    }

    /// Units of a product: at most one unit other than px.
    private func productUnit(_ a: String?, _ b: String?) throws -> String? {
        switch (a, b) {
        case (nil, _): return b
        case (_, nil): return a
        case ("px"?, _): return b
        case (_, "px"?): return a
        case (let a?, let b?): throw Failure.mixedUnits(a, b)
        }
    }

    private func call(_ name: String, _ arguments: [ExpressionOperand]) throws -> ExpressionOperand {
        switch name {
        case "calc":
            // CSS's calc() of fixed values is what a browser computes: its one expression.
            guard arguments.count == 1 else { throw Failure.wrongArguments(name, "one expression") }
            return arguments[0]
        case "floor", "ceil", "round", "trunc", "abs", "sign", "sqrt", "cbrt":
            guard arguments.count == 1 else { throw Failure.wrongArguments(name, "one number") }
            let (number, unit) = try quantity(arguments[0], for: name)
            let result: Double = switch name {
            case "floor": number.rounded(.down)
            case "ceil": number.rounded(.up)
            case "round": Self.jsRound(number)
            case "trunc": number.rounded(.towardZero)
            case "abs": Swift.abs(number)
            case "sign": number > 0 ? 1 : number < 0 ? -1 : number
            case "cbrt": Self.cubeRoot(number)
            default: number.squareRoot()
            }
            // A sign has no unit; the others keep the number's, as sd-transforms puts it back.
            return .quantity(result, unit: name == "sign" ? nil : unit)
        case "exp", "ln", "log", "lg", "log2", "log10":
            // Exponents and logarithms of a length mean nothing: they take plain numbers only.
            guard arguments.count == 1 else { throw Failure.wrongArguments(name, "one number") }
            let (number, unit) = try quantity(arguments[0], for: name)
            guard unit == nil || unit == "px" else { throw Failure.wrongArguments(name, "a number without a unit") }
            let result: Double = switch name {
            case "exp": Foundation.exp(number)
            case "ln", "log": Foundation.log(number)
            case "log2": Foundation.log2(number)
            default: Foundation.log10(number)
            }
            return .quantity(result, unit: nil)
        case "pow":
            guard arguments.count == 2 else { throw Failure.wrongArguments(name, "a base and an exponent") }
            return try binary(.power, arguments[0], arguments[1])
        case "hypot":
            guard !arguments.isEmpty else { throw Failure.wrongArguments(name, "at least one number") }
            var (sum, unit) = (0.0, String?.none)
            for argument in arguments {
                let (number, other) = try quantity(argument, for: name)
                unit = try commonUnit(unit, other)
                sum += number * number
            }
            return .quantity(sum.squareRoot(), unit: unit)
        case "roundTo":
            guard (1...2).contains(arguments.count) else { throw Failure.wrongArguments(name, "a number and a digit count") }
            let (number, unit) = try quantity(arguments[0], for: name)
            let digitCount = arguments.count == 2 ? try quantity(arguments[1], for: name).0.rounded() : 0
            // Checked before the conversion: Int(_:) traps on 1e20 or infinity.
            guard abs(digitCount) <= 20, let digits = Int(exactly: digitCount) else {
                throw Failure.wrongArguments(name, "a number and a digit count up to 20")
            }
            // Shifting the decimal point in the number's text, as expr-eval does, so roundTo(1.005, 2) is 1.01.
            return .quantity(Self.shifted(Self.jsRound(Self.shifted(number, by: digits)), by: -digits), unit: unit)
        case "min", "max":
            guard !arguments.isEmpty else { throw Failure.wrongArguments(name, "at least one number") }
            var (best, unit) = try quantity(arguments[0], for: name)
            for argument in arguments.dropFirst() {
                let (number, other) = try quantity(argument, for: name)
                unit = try commonUnit(unit, other)
                best = name == "min" ? Swift.min(best, number) : Swift.max(best, number)
            }
            return .quantity(best, unit: unit)
        case "rgb", "rgba":
            return .color(try rgba(name, arguments))
        default:
            throw Failure.wrongArguments(name, "a known function")
        }
    }

    /// `Math.cbrt`: exact for perfect cubes (`cbrt(27)` is 3), which a power of 1/3 alone is not.
    static func cubeRoot(_ value: Double) -> Double {
        guard value != 0, value.isFinite else { return value }
        let estimate = Foundation.pow(Swift.abs(value), 1.0 / 3.0)
        // One Newton step removes the power's last-bit error.
        let refined = estimate - (estimate * estimate * estimate - Swift.abs(value)) / (3 * estimate * estimate)
        return value < 0 ? -refined : refined
    }

    /// JavaScript's `Math.round`: halves go up (`-2.5` → `-2`).
    static func jsRound(_ value: Double) -> Double {
        let floor = value.rounded(.down)
        return value - floor >= 0.5 ? floor + 1 : floor
    }

    /// `value` × 10^`digits`, computed on the decimal text so no binary rounding creeps in.
    static func shifted(_ value: Double, by digits: Int) -> Double {
        let parts = "\(value)".split(separator: "e")
        let exponent = (parts.count == 2 ? Int(parts[1]) ?? 0 : 0) + digits
        return Double("\(parts[0])e\(exponent)") ?? value * Foundation.pow(10, Double(digits))
    }

    /// `rgba(color, alpha)` (Tokens Studio sets the alpha of a color), or `rgb[a](r, g, b[, a])` with 0–255 channels.
    private func rgba(_ name: String, _ arguments: [ExpressionOperand]) throws -> ColorValue {
        func alpha(_ operand: ExpressionOperand) throws -> Double {
            let (number, unit) = try quantity(operand, for: name)
            guard unit == nil || unit == "%" else { throw Failure.wrongArguments(name, "an alpha from 0 to 1 or a percentage") }
            return Swift.min(Swift.max(unit == "%" ? number / 100 : number, 0), 1)
        }
        if case .color(var color)? = arguments.first {
            guard arguments.count <= 2 else { throw Failure.wrongArguments(name, "a color and an alpha") }
            if arguments.count == 2 { color.alpha = try alpha(arguments[1]) }
            color.hex = nil
            return color
        }
        guard arguments.count == 3 || arguments.count == 4 else {
            throw Failure.wrongArguments(name, "a color and an alpha, or red, green and blue from 0 to 255")
        }
        var channels: [ColorComponent] = []
        for argument in arguments.prefix(3) {
            let (number, unit) = try quantity(argument, for: name)
            let channel = unit == "%" ? number / 100 : number / 255
            channels.append(.number(Swift.min(Swift.max(channel, 0), 1)))
        }
        return ColorValue(colorSpace: .srgb, components: channels, alpha: arguments.count == 4 ? try alpha(arguments[3]) : 1)
    }
}

extension ExpressionEvaluator.Failure {
    /// A sentence for a diagnostic.
    var message: String {
        switch self {
        case .divisionByZero: "divides by zero"
        case .mixedUnits(let a, let b): "mixes units \(a.isEmpty ? "(none)" : a) and \(b.isEmpty ? "(none)" : b), which cannot be combined"
        case .colorArithmetic: "does arithmetic on a color"
        case .wrongArguments(let name, let expected): "calls \(name) with the wrong arguments (it takes \(expected))"
        case .unresolvedReference(let id): "references \(id), which does not resolve"
        case .notFinite: "has no finite result"
        }
    }
}
