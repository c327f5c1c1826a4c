import Foundation
import Testing
import TesseraCodegen
import TesseraConfiguration
import TesseraPipeline
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

/// Generates Swift for token files (or a resolver) as `tessera build` does (``BuildPipeline``),
/// and returns it with the diagnostics; nil when the inputs cannot be read or the theme matrix
/// is refused.
func generateSwift(
    paths: [String], fileSystem: any TokenFileSystem = LocalFileSystem(), rootTypeName: String = "Tokens"
) -> (code: String?, diagnostics: [Diagnostic]) {
    let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
    var configuration = ProjectConfiguration()
    configuration.inputs = paths
    configuration.output = "Tokens.swift"
    configuration.rootType = rootTypeName
    let pipeline = BuildPipeline(configuration: configuration, diagnostics: diagnostics, fileSystem: fileSystem)
    guard let project = pipeline.readProject(), let table = pipeline.makeThemeTable(for: project) else {
        return (nil, diagnostics.diagnostics)
    }
    let outputs = pipeline.prepareOutputs(project: project, table: table)
    return (String(decoding: outputs.swiftData(), as: UTF8.self), diagnostics.diagnostics)
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
