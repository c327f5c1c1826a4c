import Foundation
import Testing
import TesseraCodegen
@testable import TesseraCore

/// Paths the code generation tests use.
enum CodegenPaths {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let shared = root.deletingLastPathComponent().appendingPathComponent("shared")
    static let reference = root.appendingPathComponent("Tests/GeneratedCodeTests/Generated/AcmeTokens.swift")

    /// The directory holding the built `TesseraTheme.swiftmodule` (`.build/<config>/Modules`).
    static func modulesDirectory() throws -> URL {
        var candidates: [URL] = [Bundle.main.bundleURL]
        candidates += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        if let first = CommandLine.arguments.first { candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent()) }
        for candidate in candidates {
            var directory = candidate.standardizedFileURL
            for _ in 0..<4 {
                let modules = directory.appendingPathComponent("Modules")
                if FileManager.default.fileExists(atPath: modules.appendingPathComponent("TesseraTheme.swiftmodule").path) {
                    return modules
                }
                directory = directory.deletingLastPathComponent()
            }
        }
        throw TypeCheckFailure(output: "TesseraTheme.swiftmodule not found next to the test bundle; run swift build first")
    }
}

struct TypeCheckFailure: Error, CustomStringConvertible {
    var output: String
    var description: String { output }
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
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-typecheck-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Generated.swift")
    try code.write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", try CodegenPaths.modulesDirectory().path]
        + extraArguments + [file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    if process.terminationStatus != 0 { throw TypeCheckFailure(output: output) }
    return output
}
