#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Files read and inspected with the system calls directly: `Data(contentsOf:)` reads a token
/// file into one buffer and `[UInt8](data)` copies it into another (a megabyte each, at launch),
/// and `FileManager` on Linux costs tens of microseconds a call (listing a folder, hundreds). Each function returns `nil`
/// where it cannot answer, and the caller asks Foundation, which also words the errors.
enum SystemFiles {
    /// The bytes of a regular file.
    static func contents(of path: String) -> [UInt8]? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = Int(status.st_size)
        guard size > 0 else { return [] }
        var complete = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            var done = 0
            while done < size, let base = buffer.baseAddress {
                let got = systemRead(descriptor, base + done, size - done)
                if got < 0, errno == EINTR { continue }
                guard got > 0 else { break }
                done += got
            }
            count = done
            complete = done == size
        }
        return complete ? bytes : nil
        #else
        return nil
        #endif
    }

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
