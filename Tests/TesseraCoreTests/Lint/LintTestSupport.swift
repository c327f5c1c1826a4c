import Foundation
import TesseraConfiguration
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert
@testable import TesseraLint
@testable import TesseraDiff

/// Builds resolver documents in memory and lints them with a `tessera.yml` text.
enum LintFixture {
    /// An sRGB color value from `#rrggbb`, with an optional alpha.
    static func color(_ hex: String, alpha: Double = 1) -> [String: Any] {
        let digits = Array(hex.dropFirst())
        let channels = stride(from: 0, to: 6, by: 2).map { Double(Int(String(digits[$0...$0 + 1]), radix: 16)!) / 255 }
        return ["colorSpace": "srgb", "components": channels, "alpha": alpha]
    }

    static func token(_ type: String, _ value: Any, deprecated: Any? = nil) -> [String: Any] {
        var token: [String: Any] = ["$type": type, "$value": value]
        if let deprecated { token["$deprecated"] = deprecated }
        return token
    }

    static func px(_ value: Double) -> [String: Any] { ["value": value, "unit": "px"] }

    /// A resolver document: one base set, then each modifier's contexts (the first is the default).
    static func resolver(base: [String: Any], modifiers: [(name: String, contexts: [(String, [String: Any])])] = []) -> String {
        var modifierObjects: [String: Any] = [:]
        var order: [Any] = [["type": "set", "name": "base", "sources": [base]]]
        for modifier in modifiers {
            var contexts: [String: Any] = [:]
            for (name, tree) in modifier.contexts { contexts[name] = tree.isEmpty ? [] : [tree] }
            modifierObjects[modifier.name] = ["contexts": contexts, "default": modifier.contexts[0].0]
            order.append(["$ref": "#/modifiers/\(modifier.name)"])
        }
        var document: [String: Any] = ["version": "2025.10", "resolutionOrder": order]
        if !modifierObjects.isEmpty { document["modifiers"] = modifierObjects }
        let data = try! JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .prettyPrinted])
        return String(decoding: data, as: UTF8.self)
    }

    struct Outcome {
        var findings: [Diagnostic]
        /// Problems of `lint:` itself (TS0900), or nil when it was valid.
        var configurationErrors: [Diagnostic]?
        var diagnostics: DiagnosticEngine
        /// The linter that ran, when the tokens loaded.
        var linter: Linter?

        func findings(_ code: DiagnosticCode) -> [Diagnostic] { findings.filter { $0.code == code } }
    }

    /// Lints `document` (a resolver or a token file) with the rules of `yaml` (a whole tessera.yml).
    static func lint(_ document: String, yaml: String, input: [String: String] = [:]) -> Outcome {
        let diagnostics = DiagnosticEngine()
        let file = SourceFile(path: "tessera.yml", bytes: Array(yaml.utf8))
        let id = diagnostics.sources.register(file)
        let root = YAMLReader().read(file, id: id, diagnostics: diagnostics)
        let section = root?.objectValue?["lint"] ?? JSONValue(.null, at: .unknown)
        guard let configuration = LintConfiguration.read(section, diagnostics: diagnostics) else {
            return Outcome(findings: [], configurationErrors: diagnostics.diagnostics, diagnostics: diagnostics)
        }
        let isResolver = document.contains("resolutionOrder")
        let path = isResolver ? "tokens/app.resolver.json" : "tokens/app.tokens.json"
        let fileSystem = InMemoryFileSystem(files: [path: document])
        guard let project = TokenProject.load(paths: [path], diagnostics: diagnostics, fileSystem: fileSystem),
            let matrix = ThemeMatrix.build(project)
        else { return Outcome(findings: [], configurationErrors: nil, diagnostics: diagnostics) }
        var linter = Linter(project: project, matrix: matrix, configuration: configuration, input: input)
        let findings = linter.run()
        return Outcome(findings: findings, configurationErrors: nil, diagnostics: diagnostics, linter: linter)
    }
}

extension LintFixture {
    /// A plain token file.
    static func tokens(_ tree: [String: Any]) -> String {
        let data = try! JSONSerialization.data(withJSONObject: tree, options: [.sortedKeys, .prettyPrinted])
        return String(decoding: data, as: UTF8.self)
    }

    /// `lint:` with every rule off except the lines given (each `rule: …`, indented by the caller's two spaces).
    static func only(_ rules: String...) -> String {
        let off = ["contrast", "requiredModes", "naming", "grid", "gamut", "minimumFontSize", "deprecated", "unused", "duplicateValues"]
            .filter { name in !rules.contains { $0.hasPrefix(name + ":") } }
            .map { "  \($0): off" }
        return "lint:\n" + (rules.map { "  " + $0 } + off).joined(separator: "\n") + "\n"
    }
}
