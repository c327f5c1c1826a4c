import TesseraDiagnostics
import TesseraSyntax
import TesseraYAML
import TesseraTokens
import TesseraImport
import TesseraConvert
import TesseraTestSupport

/// Generates hostile inputs of the shapes fuzzing found trouble with: deep nesting, duplicate
/// members, long alias chains, composites that alias their predecessor twice, modifiers with
/// many contexts, many modifiers, numbers at the edge of Double, control characters and very
/// long names, and Tokens Studio math. Each draw picks a shape and its sizes from the generator.
struct HostileInputGenerator {
    var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// The shapes, by name (a failure names the shape and the iteration to replay).
    static var shapes: [(name: String, make: (inout HostileInputGenerator) -> PipelineProbe.Input)] {
        [
            ("deep nesting", { $0.deepNesting() }),
            ("duplicate members", { $0.duplicateMembers() }),
            ("alias chain", { $0.aliasChain() }),
            ("doubling composites", { $0.doublingComposites() }),
            ("many contexts", { $0.manyContexts() }),
            ("many modifiers", { $0.manyModifiers() }),
            ("huge numbers", { $0.hugeNumbers() }),
            ("hostile names", { $0.hostileNames() }),
            ("Tokens Studio math", { $0.tokensStudioMath() }),
            ("Tokens Studio composites", { $0.tokensStudioComposites() }),
        ]
    }

    mutating func next() -> (shape: String, input: PipelineProbe.Input) {
        let shape = Self.shapes[int(Self.shapes.count)]
        return (shape.name, shape.make(&self))
    }

    // MARK: Shapes

    mutating func deepNesting() -> PipelineProbe.Input {
        let depth = [3, 40, 200, 600, 3000][int(5)]
        let leaf = pick(["{\"$type\":\"number\",\"$value\":1}", "{\"$value\":\"{g}\"}", "[", "1"])
        let text = String(repeating: "{\"g\":", count: depth) + leaf + String(repeating: "}", count: depth)
        return dtcg(text)
    }

    mutating func duplicateMembers() -> PipelineProbe.Input {
        let count = 1 + int(300)
        let tokens = (0..<count).map { "\"t\($0 % (1 + int(40)))\":{\"$type\":\"number\",\"$value\":\($0)}" }
        let later = "{" + tokens.joined(separator: ",") + "}"
        return dtcg("{\"a\":{},\"a\":\(later),\"b\":{\"$value\":\"{a.t0}\"},\"b\":1}")
    }

    mutating func aliasChain() -> PipelineProbe.Input {
        let length = [2, 30, 300, 3000][int(4)]
        var members = ["\"t0\":{\"$type\":\"\(pick(["number", "color", "dimension"]))\",\"$value\":\(pick(["1", "\"#fff\"", "{\"value\":1,\"unit\":\"px\"}"]))}"]
        for index in 1..<length {
            let target = bool() || index < 3 ? index - 1 : int(length)  // forward references and cycles too
            members.append("\"t\(index)\":{\"$value\":\"{t\(target)}\"}")
        }
        return dtcg("{" + members.joined(separator: ",") + "}")
    }

    mutating func doublingComposites() -> PipelineProbe.Input {
        let levels = 1 + int(8)
        var members = [
            "\"s0\":{\"$type\":\"shadow\",\"$value\":{\"color\":\"#000000\",\"offsetX\":\"1px\",\"offsetY\":\"1px\",\"blur\":\"1px\",\"spread\":\"0px\"}}"
        ]
        for level in 1...levels {
            members.append("\"s\(level)\":{\"$type\":\"shadow\",\"$value\":[\"{s\(level - 1)}\",\"{s\(level - 1)}\"]}")
        }
        return dtcg("{" + members.joined(separator: ",\n") + "}")
    }

    mutating func manyContexts() -> PipelineProbe.Input {
        let count = [2, 50, 400][int(3)]
        let contexts = (0..<count).map { index in
            "\"c\(index)\":[{\"t\":{\"$type\":\"number\",\"$value\":\(index)},\"u\":{\"$value\":\"{\(bool() ? "t" : "missing")}\"}}]"
        }
        let defaultContext = bool() ? "c0" : "c\(count)"
        return resolver(
            modifiers: ["big": "{\"contexts\":{\(contexts.joined(separator: ","))},\"default\":\"\(defaultContext)\"}"])
    }

    mutating func manyModifiers() -> PipelineProbe.Input {
        let count = [2, 8, 14, 40][int(4)]
        var modifiers: [String: String] = [:]
        for index in 0..<count {
            let contexts = (0..<(2 + int(3))).map { context in
                "\"c\(context)\":[{\"t\(index)\":{\"$type\":\"number\",\"$value\":\(context)}}]"
            }
            modifiers["m\(index)"] = "{\"contexts\":{\(contexts.joined(separator: ","))},\"default\":\"c0\"}"
        }
        return resolver(modifiers: modifiers)
    }

    mutating func hugeNumbers() -> PipelineProbe.Input {
        let numbers = ["1e308", "-1e308", "1.7976931348623157e308", "1e-320", "5e-324", "0", "-0", "1e400", "123456789012345678901234567890"]
        var members: [String] = []
        for index in 0..<(1 + int(6)) {
            let number = pick(numbers)
            let value: String = switch int(5) {
            case 0: "{\"$type\":\"number\",\"$value\":\(number)}"
            case 1: "{\"$type\":\"dimension\",\"$value\":{\"value\":\(number),\"unit\":\"\(pick(["px", "rem"]))\"}}"
            case 2: "{\"$type\":\"duration\",\"$value\":{\"value\":\(number),\"unit\":\"\(pick(["ms", "s"]))\"}}"
            case 3: "{\"$type\":\"color\",\"$value\":{\"colorSpace\":\"\(pick(["srgb", "oklch", "xyz-d65", "lab", "hsl"]))\",\"components\":[\(number),\(pick(numbers)),\(pick(numbers))]}}"
            default: "{\"$type\":\"fontWeight\",\"$value\":\(number)}"
            }
            members.append("\"n\(index)\":\(value)")
        }
        if bool() {
            // The same numbers through the Tokens Studio reader, as strings with units and in math.
            let studioTokens = (0..<(1 + int(4))).map { index in
                "\"s\(index)\":{\"$type\":\"\(pick(["dimension", "sizing", "spacing", "fontSizes", "opacity"]))\",\"$value\":\"\(pick(numbers))\(pick(["px", "rem", "", "%"]))\(pick(["", " * 10", " * 1e10", " / 1e-300", " + 1e308"]))\"}"
            }
            return studio(["global": "{" + studioTokens.joined(separator: ",") + "}"])
        }
        return dtcg("{" + members.joined(separator: ",") + "}")
    }

    mutating func hostileNames() -> PipelineProbe.Input {
        let pieces = [
            "a\nb.json:9:9: error: forged [TS0101]", "\u{1B}[31mred", "x\r\ny", "\u{202E}txt.exe", "tab\there",
            String(repeating: "n", count: 100_000), String(repeating: "long name ", count: 3000), "é\u{0}", "{a}", "$value",
            "..", ".", "a.b",
        ]
        var members: [String] = []
        for index in 0..<(1 + int(5)) {
            let name = pick(pieces) + (bool() ? "\(index)" : "")
            let value: String = switch int(4) {
            case 0: "{\"$type\":\"number\",\"$value\":\"\(escaped(pick(pieces)))\"}"
            case 1: "{\"$value\":\"{\(escaped(pick(pieces)))}\"}"
            case 2: "{\"$type\":\"\(escaped(pick(pieces)))\",\"$value\":1}"
            default: "{\"$type\":\"number\",\"$value\":1}"
            }
            members.append("\"\(escaped(name))\":\(value)")
        }
        return dtcg("{" + members.joined(separator: ",") + "}")
    }

    mutating func tokensStudioMath() -> PipelineProbe.Input {
        var members = ["\"base\":{\"$type\":\"sizing\",\"$value\":\"\(pick(["4", "16px", "1.5rem", "1e308", "0"]))\"}"]
        for index in 0..<(1 + int(6)) {
            members.append("\"m\(index)\":{\"$type\":\"\(pick(["sizing", "spacing", "opacity", "fontWeights", "color", "dimension"]))\",\"$value\":\"\(expression(depth: 3))\"}")
        }
        return studio(["global": "{" + members.joined(separator: ",") + "}"])
    }

    mutating func tokensStudioComposites() -> PipelineProbe.Input {
        let parts = [
            "\"x\":\"\(pick(["1", "1e308", "{base}", "a"]))\"", "\"y\":\"2\"", "\"blur\":\"{base} * 1e308\"", "\"spread\":0",
            "\"color\":\"\(pick(["#000", "rgba(0,0,0,0.5)", "{base}", "red"]))\"", "\"type\":\"\(pick(["dropShadow", "innerShadow", "x"]))\"",
            "\"value\":1", "\"fontSize\":\"\(pick(["16", "1e308px", "{base} * 2"]))\"", "\"fontFamily\":\"Inter\"",
        ]
        var members = ["\"base\":{\"$type\":\"sizing\",\"$value\":\"4\"}"]
        for index in 0..<(1 + int(4)) {
            let chosen = (0..<int(6)).map { _ in pick(parts) }
            let object = "{" + chosen.joined(separator: ",") + "}"
            let value = bool() ? object : "[\(object),\(object)]"
            members.append("\"c\(index)\":{\"$type\":\"\(pick(["boxShadow", "typography", "border"]))\",\"$value\":\(value)}")
        }
        return studio(["global": "{" + members.joined(separator: ",") + "}"])
    }

    // MARK: Helpers

    private mutating func expression(depth: Int) -> String {
        if depth == 0 || int(3) == 0 {
            return pick(["{base}", "2", "0", "1e308", "1e20", "-1", "0.5", "16px", "2rem", "{missing}", "#ff0000", "50%"])
        }
        switch int(4) {
        case 0: return "\(expression(depth: depth - 1)) \(pick(["+", "-", "*", "/", "^"])) \(expression(depth: depth - 1))"
        case 1: return "(\(expression(depth: depth - 1)))"
        case 2: return "\(pick(["roundTo", "min", "max", "floor", "sqrt", "rgba"]))(\(expression(depth: depth - 1)), \(expression(depth: depth - 1)))"
        default: return "roundTo(\(expression(depth: depth - 1)), \(pick(["1e20", "-1e20", "2", "1e308", "{base}"])))"
        }
    }

    private func dtcg(_ text: String) -> PipelineProbe.Input {
        PipelineProbe.Input(files: ["tokens.json": Array(text.utf8)], entry: "tokens.json")
    }

    private func studio(_ sets: [String: String]) -> PipelineProbe.Input {
        let text = "{" + sets.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}"
        return PipelineProbe.Input(files: ["tokens.json": Array(text.utf8)], entry: "tokens.json", format: .tokensStudio)
    }

    private func resolver(modifiers: [String: String]) -> PipelineProbe.Input {
        let names = modifiers.keys.sorted()
        let text = """
            {"version":"2025.10","modifiers":{\(names.map { "\"\($0)\":\(modifiers[$0]!)" }.joined(separator: ","))},\
            "resolutionOrder":[\(names.map { "{\"$ref\":\"#/modifiers/\($0)\"}" }.joined(separator: ","))]}
            """
        return PipelineProbe.Input(files: ["tokens.resolver.json": Array(text.utf8)], entry: "tokens.resolver.json")
    }

    /// JSON string content for `text`: quotes, backslashes and control characters escaped.
    private func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private mutating func int(_ upperBound: Int) -> Int { Int(random.next() % UInt64(upperBound)) }
    private mutating func bool() -> Bool { random.next() & 1 == 0 }
    private mutating func pick<T>(_ items: [T]) -> T { items[int(items.count)] }
}
