public import Foundation

/// The `tessera` executable that `swift build` or `swift test` built next to the test bundle.
public enum TesseraExecutable {
    /// Where it was looked for, when it was not found.
    public struct NotFound: Error, CustomStringConvertible {
        public var searched: [String]

        public var description: String {
            "the tessera executable was not found next to the test bundle; build it first (swift build) or set "
                + "TESSERA_EXECUTABLE. Looked in:\n" + searched.joined(separator: "\n")
        }
    }

    /// `TESSERA_EXECUTABLE` when set, else `.build/<config>/tessera` beside the test runner.
    public static func url() throws -> URL {
        let fileManager = FileManager.default
        var directories: [URL] = []
        if let override = ProcessInfo.processInfo.environment["TESSERA_EXECUTABLE"], !override.isEmpty {
            let url = URL(fileURLWithPath: override)
            if isExecutableFile(url) { return url }
            directories.append(url.deletingLastPathComponent())
        }
        // Linux: the test runner is `.build/<config>/<Package>PackageTests.xctest`, and
        // Bundle.main is its directory. macOS: the .xctest bundle sits in `.build/<config>/`.
        directories.append(Bundle.main.bundleURL)
        directories.append(contentsOf: Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }.map {
            $0.deletingLastPathComponent()
        })
        for argument in [CommandLine.arguments.first, ProcessInfo.processInfo.arguments.first].compactMap({ $0 }) {
            let url = URL(fileURLWithPath: argument, relativeTo: URL(fileURLWithPath: fileManager.currentDirectoryPath))
            directories.append(url.deletingLastPathComponent())
        }
        var searched: [String] = []
        for directory in directories {
            // The directory itself and a few levels up (macOS bundles nest the binary in Contents/MacOS).
            var current = directory.standardizedFileURL
            for _ in 0..<4 {
                let candidate = current.appendingPathComponent("tessera")
                if !searched.contains(candidate.path) { searched.append(candidate.path) }
                if isExecutableFile(candidate) { return candidate }
                current = current.deletingLastPathComponent()
            }
        }
        throw NotFound(searched: searched)
    }

    private static func isExecutableFile(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
            && FileManager.default.isExecutableFile(atPath: url.path)
    }
}
