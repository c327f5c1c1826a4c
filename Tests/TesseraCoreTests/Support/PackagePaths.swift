import Foundation

/// Paths the tests read from: the package root and the shared corpora beside it.
enum PackagePaths {
    /// The package root, found from this file's location (Tests/TesseraCoreTests/Support/).
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared` next to the package root (CI places it there).
    static let shared: URL = root.deletingLastPathComponent().appendingPathComponent("shared")

    static func corpus(_ relative: String) -> URL {
        shared.appendingPathComponent("corpora").appendingPathComponent(relative)
    }
}
