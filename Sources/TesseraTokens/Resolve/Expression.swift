/// An arithmetic expression over token values, as design tools write them in a
/// value: `{spacing.base} * 2`, `roundTo({size.sm} * 1.33, 0)`,
/// `rgba({color.brand}, 50%)`. Parsed once into a tree; evaluated by
/// ``ExpressionEvaluator`` after the references it names are resolved.
package indirect enum Expression: Equatable, Sendable {
    /// A number with an optional unit (`16`, `4px`, `1.5rem`, `50%`).
    case number(Double, unit: String?)
    /// A `{group.token}` reference: the token id.
    case reference(String)
    /// A `#rgb`/`#rrggbb`/`#rrggbbaa` color literal.
    case color(ColorValue)
    case negate(Expression)
    case binary(Operator, Expression, Expression)
    /// A function call: `floor`, `roundTo`, `pow`, `min`, `rgba`, … (``Expression/functionNames``).
    case call(String, [Expression])

    package enum Operator: Character, Sendable {
        case add = "+", subtract = "-", multiply = "*", divide = "/", power = "^"
    }

    /// Why a text is not an expression.
    package enum SyntaxError: Error, Equatable {
        /// Two values side by side without an operator: a multi-value (`"8px 16px"`), which one token cannot hold.
        case multipleValues
        case unbalancedParentheses
        case unexpected(String)
        case empty
        case tooDeep
        /// More operators than ``maxOperators``: a flat chain (`1+1+…+1`) builds a tree as deep as it is long.
        case tooManyOperators
    }

    /// The most binary operators one expression may hold. Design tools write a handful; a longer
    /// chain is refused, so no tree is deeper than this plus the nesting limit (evaluating,
    /// comparing and freeing a tree all recurse over it).
    package static let maxOperators = 256

    /// The functions an expression may call: expr-eval's numeric ones, which Tokens Studio's
    /// math evaluates (`pow` and `hypot` among its binary functions, the others as its unary
    /// operators written as calls), the plugin's `rgb`/`rgba`, and CSS's `calc` of fixed values
    /// (`calc(16 / 11)`, `calc({size.sm} + 4px)`), which both tools pass on for a browser to compute.
    static let functionNames: Set<String> = [
        "floor", "ceil", "round", "roundTo", "trunc", "min", "max", "abs", "sign", "sqrt", "cbrt", "pow", "hypot",
        "exp", "ln", "log", "lg", "log2", "log10", "rgb", "rgba", "calc",
    ]

    /// Inside a `calc()`, the first unit only a browser's layout gives a value (`%`, `vw`, `em`…):
    /// `calc()` of px, rem and times is computed, the rest has no value in an app.
    var layoutUnitInCalc: String? {
        func firstLayoutUnit(_ expression: Expression, insideCalc: Bool) -> String? {
            switch expression {
            case .number(_, let unit?) where insideCalc && !Self.fixedCalcUnits.contains(unit.lowercased()): unit
            case .number, .reference, .color: nil
            case .negate(let operand): firstLayoutUnit(operand, insideCalc: insideCalc)
            case .binary(_, let left, let right):
                firstLayoutUnit(left, insideCalc: insideCalc) ?? firstLayoutUnit(right, insideCalc: insideCalc)
            case .call(let name, let arguments):
                arguments.lazy.compactMap { firstLayoutUnit($0, insideCalc: insideCalc || name == "calc") }.first
            }
        }
        return firstLayoutUnit(self, insideCalc: false)
    }

    /// The units `calc()` is computed over: lengths and times that need no layout.
    private static let fixedCalcUnits: Set<String> = ["px", "rem", "ms", "s"]

    /// Whether a `calc()` is called anywhere in the expression.
    var callsCalc: Bool {
        switch self {
        case .number, .reference, .color: false
        case .negate(let operand): operand.callsCalc
        case .binary(_, let left, let right): left.callsCalc || right.callsCalc
        case .call(let name, let arguments): name == "calc" || arguments.contains { $0.callsCalc }
        }
    }

    /// Parses `text`; fails with the first syntax problem.
    package static func parse(_ text: String) -> Result<Expression, SyntaxError> {
        var parser = ExpressionParser(bytes: Array(text.utf8))
        do {
            parser.skipSpaces()
            guard !parser.atEnd else { return .failure(.empty) }
            let result = try parser.parseSum()
            parser.skipSpaces()
            if !parser.atEnd {
                if parser.peek == UInt8(ascii: ")") { return .failure(.unbalancedParentheses) }
                return .failure(parser.startsOperand ? .multipleValues : .unexpected(parser.rest))
            }
            return .success(result)
        } catch let error as SyntaxError {
            return .failure(error)
        } catch {
            return .failure(.unexpected(text))
        }
    }

    /// The token ids the expression references, in order.
    package var references: [String] {
        switch self {
        case .number, .color: []
        case .reference(let id): [id]
        case .negate(let operand): operand.references
        case .binary(_, let left, let right): left.references + right.references
        case .call(_, let arguments): arguments.flatMap(\.references)
        }
    }
}

/// A recursive-descent parser over UTF-8 bytes: sum → product → power → unary → primary.
private struct ExpressionParser {
    let bytes: [UInt8]
    var offset = 0
    var depth = 0
    /// Deeper nesting than this is refused rather than risking the stack.
    let maxDepth = 64
    /// Binary operators read so far, refused past ``Expression/maxOperators``.
    var operators = 0

    var atEnd: Bool { offset >= bytes.count }
    var peek: UInt8? { atEnd ? nil : bytes[offset] }
    var rest: String { String(decoding: bytes[offset...], as: UTF8.self) }

    /// Whether the next byte can begin a value (so a missing operator means a multi-value).
    var startsOperand: Bool {
        guard let byte = peek else { return false }
        return isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(")
            || byte == UInt8(ascii: "#") || isLetter(byte)
    }

    mutating func skipSpaces() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { offset += 1 }
    }

    mutating func parseSum() throws -> Expression {
        var left = try parseProduct()
        while true {
            skipSpaces()
            guard let byte = peek, byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") else { return left }
            offset += 1
            try countOperator()
            let right = try parseProduct()
            left = .binary(byte == UInt8(ascii: "+") ? .add : .subtract, left, right)
        }
    }

    mutating func parseProduct() throws -> Expression {
        var left = try parsePower()
        while true {
            skipSpaces()
            guard let byte = peek, byte == UInt8(ascii: "*") || byte == UInt8(ascii: "/") else { return left }
            offset += 1
            try countOperator()
            let right = try parsePower()
            left = .binary(byte == UInt8(ascii: "*") ? .multiply : .divide, left, right)
        }
    }

    mutating func parsePower() throws -> Expression {
        let base = try parseUnary()
        skipSpaces()
        guard peek == UInt8(ascii: "^") else { return base }
        offset += 1
        try countOperator()
        return .binary(.power, base, try parsePower())
    }

    /// Counts one binary operator, refusing past ``Expression/maxOperators``.
    mutating func countOperator() throws {
        operators += 1
        guard operators <= Expression.maxOperators else { throw Expression.SyntaxError.tooManyOperators }
    }

    mutating func parseUnary() throws -> Expression {
        skipSpaces()
        if peek == UInt8(ascii: "-") {
            offset += 1
            return .negate(try nested { try $0.parseUnary() })
        }
        if peek == UInt8(ascii: "+") {
            offset += 1
            return try nested { try $0.parseUnary() }
        }
        return try parsePrimary()
    }

    /// Runs `body` one level deeper, refusing past ``maxDepth``.
    mutating func nested(_ body: (inout ExpressionParser) throws -> Expression) throws -> Expression {
        depth += 1
        defer { depth -= 1 }
        guard depth <= maxDepth else { throw Expression.SyntaxError.tooDeep }
        return try body(&self)
    }

    mutating func parsePrimary() throws -> Expression {
        skipSpaces()
        guard let byte = peek else { throw Expression.SyntaxError.unexpected("end of the expression") }
        switch byte {
        case UInt8(ascii: "("):
            offset += 1
            let inner = try nested { try $0.parseSum() }
            skipSpaces()
            guard peek == UInt8(ascii: ")") else {
                throw atEnd ? Expression.SyntaxError.unbalancedParentheses
                    : startsOperand ? .multipleValues : .unexpected(rest)
            }
            offset += 1
            return inner
        case UInt8(ascii: ")"):
            throw Expression.SyntaxError.unbalancedParentheses
        case UInt8(ascii: "{"):
            return try parseReference()
        case UInt8(ascii: "#"):
            return try parseHexColor()
        default:
            if isDigit(byte) || byte == UInt8(ascii: ".") { return try parseNumber() }
            if isLetter(byte) { return try parseCall() }
            throw Expression.SyntaxError.unexpected(rest)
        }
    }

    mutating func parseReference() throws -> Expression {
        let start = offset + 1
        guard let close = bytes[start...].firstIndex(of: UInt8(ascii: "}")) else {
            throw Expression.SyntaxError.unexpected(rest)
        }
        let id = String(decoding: bytes[start..<close], as: UTF8.self)
        guard !id.isEmpty, !id.contains("{"), !id.hasPrefix("."), !id.hasSuffix("."), !id.contains("..") else {
            throw Expression.SyntaxError.unexpected(rest)
        }
        offset = close + 1
        return .reference(id)
    }

    mutating func parseHexColor() throws -> Expression {
        let start = offset
        offset += 1
        while let byte = peek, isHexDigit(byte) { offset += 1 }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard [4, 5, 7, 9].contains(text.utf8.count), let color = CSSColorParser.parse(text) else {
            throw Expression.SyntaxError.unexpected(text)
        }
        return .color(color)
    }

    mutating func parseNumber() throws -> Expression {
        let start = offset
        while let byte = peek, isDigit(byte) || byte == UInt8(ascii: ".") { offset += 1 }
        // An exponent only when digits follow, so "1em" stays a number with a unit.
        if let byte = peek, byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            var probe = offset + 1
            if probe < bytes.count, bytes[probe] == UInt8(ascii: "-") || bytes[probe] == UInt8(ascii: "+") { probe += 1 }
            if probe < bytes.count, isDigit(bytes[probe]) {
                offset = probe
                while let digit = peek, isDigit(digit) { offset += 1 }
            }
        }
        guard let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self)), value.isFinite else {
            throw Expression.SyntaxError.unexpected(String(decoding: bytes[start..<offset], as: UTF8.self))
        }
        let unitStart = offset
        if peek == UInt8(ascii: "%") {
            offset += 1
        } else {
            while let byte = peek, isLetter(byte) { offset += 1 }
        }
        let unit = offset > unitStart ? String(decoding: bytes[unitStart..<offset], as: UTF8.self) : nil
        return .number(value, unit: unit)
    }

    mutating func parseCall() throws -> Expression {
        let start = offset
        while let byte = peek, isLetter(byte) || isDigit(byte) { offset += 1 }
        let name = String(decoding: bytes[start..<offset], as: UTF8.self)
        skipSpaces()
        guard Expression.functionNames.contains(name), peek == UInt8(ascii: "(") else {
            throw Expression.SyntaxError.unexpected(name + (atEnd ? "" : rest))
        }
        offset += 1
        var arguments: [Expression] = []
        skipSpaces()
        if peek == UInt8(ascii: ")") {
            offset += 1
            return .call(name, arguments)
        }
        while true {
            arguments.append(try nested { try $0.parseSum() })
            skipSpaces()
            guard let byte = peek else { throw Expression.SyntaxError.unbalancedParentheses }
            offset += 1
            if byte == UInt8(ascii: ")") { return .call(name, arguments) }
            guard byte == UInt8(ascii: ",") else {
                offset -= 1
                throw startsOperand ? Expression.SyntaxError.multipleValues : .unexpected(rest)
            }
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    private func isHexDigit(_ byte: UInt8) -> Bool { isDigit(byte) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66) }
}
