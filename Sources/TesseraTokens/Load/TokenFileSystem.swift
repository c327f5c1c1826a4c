import Foundation

/// Where token files come from. The pipeline reads through this protocol so
/// tests, the runtime store and the build plugin can supply files from
/// memory, a bundle or the disk.
public protocol TokenFileSystem: Sendable {
    /// The bytes of a file.
    func read(_ path: String) throws -> [UInt8]
    /// `true` for a directory, `false` for a file, `nil` when nothing is there.
    func kind(of path: String) -> Bool?
    /// The entries of a directory (names only).
    func entries(of directory: String) throws -> [String]
    /// The path as the file system resolves it (symbolic links followed), to decide whether a
    /// file lies inside the project root. Without links, the path with `.` and `..` folded.
    func realPath(_ path: String) -> String
}

extension TokenFileSystem {
    public func realPath(_ path: String) -> String { Paths.normalize(path) }
}

/// The local disk.
public struct LocalFileSystem: TokenFileSystem {
    public init() {}

    /// The bytes of a regular file; anything else throws a ``FileReadError`` without being opened.
    public func read(_ path: String) throws -> [UInt8] {
        try SystemFiles.read(path)
    }

    public func kind(of path: String) -> Bool? {
        if let isDirectory = SystemFiles.isDirectory(path) { return isDirectory }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue
    }

    public func entries(of directory: String) throws -> [String] {
        if let names = SystemFiles.entries(of: directory) { return names }
        return try FileManager.default.contentsOfDirectory(atPath: directory)
    }

    public func realPath(_ path: String) -> String {
        SystemFiles.realPath(path)
    }
}

/// Files held in memory, keyed by path: for tests and for token data handed over at run time.
public struct InMemoryFileSystem: TokenFileSystem {
    public var files: [String: [UInt8]]

    public init(files: [String: String] = [:]) {
        self.files = files.mapValues { Array($0.utf8) }
    }

    public init(data: [String: [UInt8]]) {
        self.files = data
    }

    public func read(_ path: String) throws -> [UInt8] {
        guard let bytes = files[Paths.normalize(path)] else {
            throw kind(of: path) == true ? FileReadError.directory : FileReadError.missing
        }
        return bytes
    }

    public func kind(of path: String) -> Bool? {
        let normalized = Paths.normalize(path)
        if files[normalized] != nil { return false }
        let prefix = normalized == "." ? "" : normalized + "/"
        return files.keys.contains { $0.hasPrefix(prefix) } ? true : nil
    }

    public func entries(of directory: String) throws -> [String] {
        let normalized = Paths.normalize(directory)
        let prefix = normalized == "." ? "" : normalized + "/"
        let names = files.keys.filter { $0.hasPrefix(prefix) }.compactMap {
            $0.dropFirst(prefix.count).split(separator: "/").first.map(String.init)
        }
        return Array(Set(names)).sorted()
    }
}
