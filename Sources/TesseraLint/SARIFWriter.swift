import Foundation
package import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

/// Diagnostics as a SARIF 2.1.0 log (one run, one result per diagnostic), the form GitHub
/// code scanning reads.
package struct SARIFWriter: Sendable {
    /// The tool's version, as `tessera --version` prints it.
    package var toolVersion: String
    /// The file a diagnostic without a location is shown at (line 1): code scanning shows
    /// only results that have a location. Nil leaves such results without one.
    package var fallbackFile: String?

    package init(toolVersion: String, fallbackFile: String? = nil) {
        self.toolVersion = toolVersion
        self.fallbackFile = fallbackFile
    }

    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The log's JSON text.
    package func write(_ diagnostics: [Diagnostic]) -> String {
        var codes: [DiagnosticCode] = []
        for diagnostic in diagnostics where !codes.contains(diagnostic.code) { codes.append(diagnostic.code) }
        codes.sort { $0.rawValue < $1.rawValue }
        let rules: [[String: Any]] = codes.map { code in
            ["id": code.rawValue, "name": String(describing: code)]
        }
        let results: [[String: Any]] = diagnostics.map { diagnostic in
            var result: [String: Any] = [
                "ruleId": diagnostic.code.rawValue,
                "ruleIndex": codes.firstIndex(of: diagnostic.code) ?? 0,
                "level": Self.level(diagnostic.severity),
                "message": ["text": diagnostic.message + (diagnostic.fixIt.map { " (fix: \($0))" } ?? "")],
            ]
            let location = diagnostic.location ?? fallbackFile.map { SourceLocation(file: $0, line: 1, column: 1, offset: 0) }
            if let location {
                result["locations"] = [
                    [
                        "physicalLocation": [
                            "artifactLocation": ["uri": Self.uri(location.file)],
                            "region": ["startLine": max(1, location.line), "startColumn": max(1, location.column)],
                        ]
                    ]
                ]
            }
            var properties: [String: Any] = [:]
            if let path = diagnostic.tokenPath { properties["tokenPath"] = path }
            if let input = diagnostic.input { properties["input"] = input }
            if !properties.isEmpty { result["properties"] = properties }
            return result
        }
        let log: [String: Any] = [
            "$schema": Self.schema,
            "version": "2.1.0",
            "runs": [
                [
                    "tool": [
                        "driver": [
                            "name": "tessera",
                            "version": toolVersion,
                            "rules": rules,
                        ]
                    ],
                    "results": results,
                ]
            ],
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// SARIF's levels: error, warning, note.
    static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A relative URI reference for a path (as code scanning resolves against the checkout).
    static func uri(_ path: String) -> String {
        var text = path
        while text.hasPrefix("./") { text.removeFirst(2) }
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        let encoded = text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
