#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

import Foundation

/// Files read and inspected with the system calls directly: `Data(contentsOf:)` reads a token
/// file into one buffer and `[UInt8](data)` copies it into another (a megabyte each, at launch),
/// and `FileManager` on Linux costs tens of microseconds a call (listing a folder, hundreds).
/// ``read(_:)`` words its own errors; the others return `nil` where they cannot answer, and
/// the caller asks Foundation.
package enum SystemFiles {
    /// The bytes of a regular file; `nil` for anything else or when it cannot be read.
    package static func contents(of path: String) -> [UInt8]? {
        try? read(path)
    }

    /// The bytes of a regular file. Anything else is refused after a `stat`, before it is
    /// opened: a FIFO would block the open and a device (`/dev/zero`) would never end.
    static func read(_ path: String) throws(FileReadError) -> [UInt8] {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        var status = stat()
        guard stat(path, &status) == 0 else { throw readError(errno) }
        try requireRegularFile(status)
        // Non-blocking, so a FIFO swapped in after the check still cannot block the open.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw readError(errno) }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { throw readError(errno) }
        try requireRegularFile(status)
        let size = Int(status.st_size)
        guard size > 0 else { return [] }
        var failure: Int32 = 0
        // `read(2)` fills the array's own storage: no second copy of a file of tens of megabytes.
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            var done = 0
            while done < size, let base = buffer.baseAddress {
                let got = systemRead(descriptor, base + done, size - done)
                if got < 0, errno == EINTR { continue }
                if got < 0 { failure = errno }
                guard got > 0 else { break }
                done += got
            }
            count = done
        }
        if failure != 0 { throw readError(failure) }
        return bytes
        #else
        do {
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw FileReadError.failed(error.localizedDescription)
        }
        #endif
    }

    /// What is at `path` (`nil` when nothing is), without opening it; with `followingLinks`
    /// false a symbolic link is reported as one rather than as its target.
    package static func kind(of path: String, followingLinks: Bool = true) -> FileKind? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        var status = stat()
        let result = followingLinks ? stat(path, &status) : lstat(path, &status)
        guard result == 0 else { return nil }
        return kind(status)
        #else
        return nil
        #endif
    }

    /// The device and inode of the file at `path` (links followed): two paths with one identity
    /// are one file, whatever their spelling, links or hard links. `nil` when nothing is there.
    package static func identity(of path: String) -> [UInt64]? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return [UInt64(status.st_dev), UInt64(status.st_ino)]
        #else
        return nil
        #endif
    }

    /// The absolute path with every symbolic link resolved, as the system would open it. The
    /// part of the path that does not exist yet is appended as written (folded lexically).
    package static func realPath(_ path: String) -> String {
        var absolute = path
        if !path.hasPrefix("/") {
            let current = FileManager.default.currentDirectoryPath
            absolute = current + "/" + path
        }
        var existing = Paths.normalize(absolute)
        var missing: [String] = []
        while true {
            if let resolved = resolvedPath(existing) {
                return Paths.normalize(([resolved] + missing.reversed()).joined(separator: "/"))
            }
            guard existing != "/" else { return Paths.normalize(absolute) }
            missing.append(Paths.fileName(of: existing))
            existing = Paths.directory(of: existing)
        }
    }

    /// The absolute path a symbolic link (or any path) finally names; `nil` when it leads nowhere
    /// (a missing target, a loop).
    package static func resolvedPath(_ path: String) -> String? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
        #else
        return nil
        #endif
    }

    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    private static func kind(_ status: stat) -> FileKind {
        switch status.st_mode & S_IFMT {
        case S_IFREG: .regularFile
        case S_IFDIR: .directory
        case S_IFLNK: .symbolicLink
        case S_IFIFO: .fifo
        case S_IFCHR: .characterDevice
        case S_IFBLK: .blockDevice
        case S_IFSOCK: .socket
        default: .unknown
        }
    }

    private static func requireRegularFile(_ status: stat) throws(FileReadError) {
        switch kind(status) {
        case .regularFile: return
        case .directory: throw .directory
        case let other: throw .special(other)
        }
    }

    private static func readError(_ code: Int32) -> FileReadError {
        switch code {
        case ENOENT, ENOTDIR: .missing
        case EACCES, EPERM: .permissionDenied
        case EISDIR: .directory
        default: .failed(String(cString: strerror(code)))
        }
    }
    #endif

    /// `true` for a directory, `false` for anything else that exists; `nil` when nothing is there or it cannot tell.
    static func isDirectory(_ path: String) -> Bool? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT == S_IFDIR
        #else
        return nil
        #endif
    }

    /// The names in a directory, without `.` and `..`, in the order the system lists them;
    /// `nil` when it cannot be opened or a name is not UTF-8.
    static func entries(of directory: String) -> [String]? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            // A name that is not UTF-8 would be repaired here and then name no file: Foundation lists those.
            // `d_name` is a C array (a tuple in Swift): its bytes are read where they are, unrepaired.
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(validating: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let name else { return nil }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
        #else
        return nil
        #endif
    }

    #if canImport(Glibc)
    private static let systemRead = Glibc.read
    #elseif canImport(Musl)
    private static let systemRead = Musl.read
    #elseif canImport(Darwin)
    private static let systemRead = Darwin.read
    #endif
}
