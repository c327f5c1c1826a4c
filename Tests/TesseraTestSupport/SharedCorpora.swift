public import Foundation
public import Testing

/// `../shared` beside the package: the real design systems (`corpora/`), the DTCG conformance
/// cases and the fuzz reproducers some tests read. CI always provides it.
public enum SharedCorpora {
    /// The package root: the first folder above this file that holds `Package.swift`.
    public static let packageRoot: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory = directory.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    }()

    /// `../shared`, standardized.
    public static let root: URL = packageRoot.deletingLastPathComponent().appendingPathComponent("shared").standardizedFileURL

    /// `../shared/corpora`.
    public static let corpora: URL = root.appendingPathComponent("corpora")

    /// Whether `../shared` is there.
    public static var isPresent: Bool {
        FileManager.default.fileExists(atPath: corpora.appendingPathComponent("README.md").path)
    }

    /// Whether tests that read `../shared` run: when it is there, and always when `CI` is set, so
    /// that in CI its absence fails those tests instead of skipping them.
    public static var testsRun: Bool { isPresent || ProcessInfo.processInfo.environment["CI"] != nil }
}

extension Trait where Self == ConditionTrait {
    /// Skips a test or suite that reads `../shared` when it is absent, saying why; under CI it runs
    /// (and fails) instead.
    public static var needsSharedCorpora: Self {
        .enabled(if: SharedCorpora.testsRun, "needs ../shared beside the package (real design systems, conformance cases); CI provides it")
    }
}
