import Foundation
import Testing
import TesseraCodegen
import TesseraTestSupport
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// Paths the code generation tests use.
enum CodegenPaths {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let shared = root.deletingLastPathComponent().appendingPathComponent("shared")
    static let reference = root.appendingPathComponent("Tests/GeneratedCodeTests/Generated/AcmeTokens.swift")

    /// The directory holding the built `TesseraTheme.swiftmodule` (`.build/<config>/Modules`).
    static func modulesDirectory() throws -> URL {
        try SwiftCompiler.builtModulesDirectory()
    }
}

/// Generates Swift for token files (or a resolver) and returns it with the diagnostics.
func generateSwift(
    paths: [String], fileSystem: any TokenFileSystem = LocalFileSystem(), rootTypeName: String = "Tokens"
) -> (code: String?, diagnostics: [Diagnostic]) {
    let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
    guard let project = TokenProject.load(paths: paths, diagnostics: diagnostics, fileSystem: fileSystem) else {
        return (nil, diagnostics.diagnostics)
    }
    let table = ThemeTable.build(project: project)
    let generator = SwiftGenerator(
        table: table, options: SwiftGeneratorOptions(rootTypeName: rootTypeName, sourceDescription: "test"),
        diagnostics: diagnostics)
    return (generator.render(), diagnostics.diagnostics)
}

/// Type-checks generated code with `swiftc` in Swift 6 mode against the built TesseraTheme
/// module; returns the compiler's output, which must be empty (no errors, no warnings).
func typeCheck(_ code: String, extraArguments: [String] = []) throws -> String {
    let directory = try SwiftCompiler.temporaryDirectory(prefix: "tessera-typecheck")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Generated.swift")
    try code.write(to: file, atomically: true, encoding: .utf8)
    return try SwiftCompiler.run(
        ["-typecheck", "-swift-version", "6", "-I", try CodegenPaths.modulesDirectory().path] + extraArguments + [file.path])
}
