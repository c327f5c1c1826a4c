import Foundation
import TesseraAudit
import TesseraCodegen
import TesseraConfiguration
import TesseraDiagnostics
import TesseraImport
import TesseraTokens

/// The fixture token set (light and dark) and Swift files in the seeds' shapes, and an auditor over them.
enum AuditFixture {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let resolver = root.appendingPathComponent("Tokens/audit.resolver.json").path
    static let appFolder = root.appendingPathComponent("App")
    static let appFiles = ["NyxStyle.swift", "AppTheming.swift", "ProfileView.swift", "SettingsViewController.swift"]

    /// The tokens' theme matrix, read once.
    static let matrix: ThemeMatrix = {
        let diagnostics = DiagnosticEngine()
        guard let project = TokenProject.load(paths: [resolver], options: ReadingOptions(), format: nil, diagnostics: diagnostics),
            let matrix = ThemeMatrix.build(project)
        else { fatalError("the audit fixture tokens do not load: \(diagnostics.diagnostics)") }
        return matrix
    }()

    static func catalog(rootTypeName: String = "Tokens") -> TokenCatalog {
        TokenCatalog(
            matrix: matrix, memberPaths: SwiftGenerator.memberPaths(of: matrix.tokens, rootTypeName: rootTypeName),
            rootTypeName: rootTypeName)
    }

    static func auditor(kinds: Set<AuditKind> = Set(AuditKind.allCases)) -> SwiftAuditor {
        SwiftAuditor(matcher: TokenMatcher(catalog: catalog()), finder: LiteralFinder(kinds: kinds))
    }

    static func source(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: appFolder.appendingPathComponent(name)))
    }

    /// What a line's `// expect: TS0970 palette.black; TS0973 -` comment says: (line, code, token or nil).
    struct Expectation: Hashable, CustomStringConvertible {
        var line: Int
        var code: String
        var token: String?
        var description: String { "\(line): \(code) \(token ?? "-")" }
    }

    static func expectations(in text: String) -> Set<Expectation> {
        var result = Set<Expectation>()
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: "// expect: ") else { continue }
            for item in line[range.upperBound...].split(separator: ";") {
                let parts = item.split(separator: " ").map(String.init)
                guard parts.count == 2 else { continue }
                result.insert(Expectation(line: index + 1, code: parts[0], token: parts[1] == "-" ? nil : parts[1]))
            }
        }
        return result
    }

    /// The findings of an audit in the same form.
    static func found(_ audit: FileAudit) -> Set<Expectation> {
        Set(
            audit.diagnostics.filter { $0.code != .auditSourceSkipped }.map {
                Expectation(line: $0.location?.line ?? 0, code: $0.code.rawValue, token: $0.tokenPath)
            })
    }
}
