public import Foundation

/// Runs `swiftc` from tests that compile Swift the package did not build itself: generated
/// code, and the SwiftUI/UIKit adapters against their Linux stand-ins.
public enum SwiftCompiler {
    /// What `swiftc` printed when it failed.
    public struct Failure: Error, CustomStringConvertible {
        /// The compiler's standard output and error.
        public var output: String
        /// A failure with the compiler's output.
        public init(output: String) { self.output = output }
        /// The output.
        public var description: String { output }
    }

    /// The directory holding the modules SwiftPM built for this test run (`.build/<config>/Modules`),
    /// found next to the test bundle by looking for `TesseraTheme.swiftmodule`.
    public static func builtModulesDirectory() throws -> URL {
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
        throw Failure(output: "TesseraTheme.swiftmodule not found next to the test bundle; run swift build first")
    }

    /// Runs `swiftc` with `arguments`; returns its output, or throws ``Failure`` with it when
    /// the compiler exits with an error.
    @discardableResult
    public static func run(_ arguments: [String]) throws -> String {
        let result = try ChildProcess.run("swiftc", arguments)
        if result.status != 0 { throw Failure(output: result.output) }
        return result.output
    }

    /// A new empty temporary directory.
    public static func temporaryDirectory(prefix: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
