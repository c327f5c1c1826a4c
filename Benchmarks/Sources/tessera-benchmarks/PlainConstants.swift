import Foundation
import TesseraDiagnostics
import TesseraImport
import TesseraTokens

/// The type-check floor: the same tokens as plain constants, what a hand-written file of
/// `static let name = Color(red: …)` and `static let name: CGFloat = …` holds, with each alias a
/// reference to the constant it names. No theme values, no `Adaptive`, no instance members:
/// what `swiftc -typecheck` needs at least for this many values.
enum PlainConstants {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Swift for the color and dimension tokens of `path` (other types are left out), as nested
    /// enums by path under `Floor`; `Color` is declared in the file, as SwiftUI's would be imported.
    static func swift(forTokensAt path: String) throws -> String {
        let diagnostics = DiagnosticEngine()
        guard let project = TokenProject.load(paths: [path], diagnostics: diagnostics) else {
            throw Failure(description: "TokenProject.load failed for \(path) (\(diagnostics.errorCount) errors)")
        }
        let resolved = project.resolve(project.permutations()[0])
        var root = Namespace()
        for token in resolved.tokens {
            guard let line = constant(token) else { continue }
            root.insert(line, at: token.groupPath)
        }
        var out = """
            import Foundation

            struct Color: Sendable {
                var red, green, blue, opacity: Double
                init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
                    (self.red, self.green, self.blue, self.opacity) = (red, green, blue, opacity)
                }
            }

            enum Floor {

            """
        root.write(into: &out, indent: "    ")
        out += "}\n"
        return out
    }

    /// `static let t0 = Color(red: …)`, `static let t1: CGFloat = 16`, or a reference for an alias.
    private static func constant(_ token: ResolvedToken) -> String? {
        let name = token.name
        if let alias = token.aliasOf { return "static let \(name) = Floor.\(alias)" }
        switch token.value {
        case .color(let color):
            // Six decimals, as the generated Swift writes them.
            func rounded(_ value: Double) -> Double { (value * 1_000_000).rounded() / 1_000_000 }
            let rgb = RuntimeValueRules.deviceColor(color).rgb
            return "static let \(name) = Color(red: \(rounded(rgb.red)), green: \(rounded(rgb.green)), blue: \(rounded(rgb.blue)), "
                + "opacity: \(rounded(color.alpha)))"
        case .dimension(let dimension):
            return "static let \(name): CGFloat = \(RuntimeValueRules.points(dimension, remBase: 16))"
        default:
            return nil
        }
    }

    /// Constants by group path, in the order first seen.
    private struct Namespace {
        var lines: [String] = []
        var children: [(name: String, namespace: Namespace)] = []

        mutating func insert(_ line: String, at path: some Collection<String>) {
            guard let first = path.first else { return lines.append(line) }
            if let index = children.firstIndex(where: { $0.name == first }) {
                children[index].namespace.insert(line, at: path.dropFirst())
            } else {
                var child = Namespace()
                child.insert(line, at: path.dropFirst())
                children.append((first, child))
            }
        }

        func write(into out: inout String, indent: String) {
            for line in lines { out += indent + line + "\n" }
            for (name, child) in children {
                out += indent + "enum \(name) {\n"
                child.write(into: &out, indent: indent + "    ")
                out += indent + "}\n"
            }
        }
    }
}
