import ArgumentParser
import Foundation
import TesseraDiagnostics
import TesseraTokens

/// Writes generated files: only when the bytes differ (so Xcode does not rebuild
/// for nothing), and atomically (a temporary file renamed over the old one), so a
/// reader never sees half a file. Only a regular file or a missing path is written; a
/// symbolic link is followed and its target written, so the link stays.
enum OutputFile {
    /// Why a path cannot take a generated file, worded for a diagnostic.
    struct Refusal: Error {
        var code: DiagnosticCode
        var message: String
        var fixIt: String?
    }

    /// Returns whether the file changed.
    static func write(_ data: Data, to path: String) throws -> Bool {
        try write([data], to: path)
    }

    /// Writes `chunks` one after the other, without joining them first; returns whether the file changed.
    static func write(_ chunks: [Data], to path: String) throws -> Bool {
        let url = URL(fileURLWithPath: try target(of: path))
        try createFolder(of: url.path)
        let total = chunks.reduce(0) { $0 + $1.count }
        // Mapped, not read: the old file is compared once and can be tens of megabytes.
        if let existing = try? Data(contentsOf: url, options: .alwaysMapped), existing.count == total {
            var offset = existing.startIndex
            var same = true
            for chunk in chunks where same {
                same = existing[offset..<offset + chunk.count] == chunk
                offset += chunk.count
            }
            if same { return false }
        }
        guard chunks.count > 1 else {
            try (chunks.first ?? Data()).write(to: url, options: .atomic)
            return true
        }
        // A temporary file beside the target, renamed over it once complete.
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.globallyUniqueString).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: temporary.path])
        }
        do {
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            for chunk in chunks { try handle.write(contentsOf: chunk) }
            if rename(temporary.path, url.path) != 0 {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        return true
    }

    /// The file to write for `path`: the path itself, or the target of a symbolic link at it. A
    /// folder, FIFO, device or socket there is refused and left untouched (as root, `--output
    /// /dev/null` would otherwise replace the device), as is a path below a file.
    static func target(of path: String) throws(Refusal) -> String {
        var target = path
        if SystemFiles.kind(of: path, followingLinks: false) == .symbolicLink {
            guard let resolved = SystemFiles.resolvedPath(path) else {
                throw Refusal(
                    code: .outputLinkBroken, message: "\(path) is a symbolic link that leads to no file",
                    fixIt: "remove the link, or point it at the file to write")
            }
            target = resolved
        }
        switch SystemFiles.kind(of: target, followingLinks: false) {
        case nil:
            try checkFolders(of: target)
        case .regularFile?:
            break
        case .directory?:
            throw Refusal(
                code: .outputNotRegularFile, message: "\(path) is a folder, not a file",
                fixIt: "name a file inside it, such as \((path as NSString).appendingPathComponent("Tokens.swift"))")
        case let kind?:
            throw Refusal(
                code: .outputNotRegularFile, message: "\(path) is \(kind.description); only a regular file is replaced",
                fixIt: "name a regular file to write")
        }
        return target
    }

    /// Refuses a path whose nearest existing folder is not one (`Tokens.swift/Out.swift`).
    private static func checkFolders(of path: String) throws(Refusal) {
        let folder = (path as NSString).deletingLastPathComponent
        var existing = folder.isEmpty ? "." : folder
        while SystemFiles.kind(of: existing) == nil, existing != "/", existing != "." {
            existing = (existing as NSString).deletingLastPathComponent
            if existing.isEmpty { existing = "." }
        }
        if let kind = SystemFiles.kind(of: existing), kind != .directory {
            throw Refusal(
                code: .outputUnwritable, message: "cannot create the folder \(folder): \(existing) is \(kind.description)",
                fixIt: "choose an output path below folders only")
        }
    }

    /// Creates the folders missing on the way to `path` (convert's output folder, `--output Sources/Generated/Tokens.swift`).
    private static func createFolder(of path: String) throws(Refusal) {
        let folder = (path as NSString).deletingLastPathComponent
        guard !folder.isEmpty, SystemFiles.kind(of: folder) == nil else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw Refusal(code: .outputUnwritable, message: "cannot create the folder \(folder): \(reason(error))")
        }
    }

    /// Checks every path before anything is written, so a refused one leaves no partial output:
    /// at the first refusal, prints the diagnostics and exits as for unusable input.
    static func checkWritable(_ paths: [String], report: DiagnosticReport) throws {
        for path in paths {
            do {
                _ = try target(of: path)
            } catch {
                OutputFile.report(error, writing: path, to: report.diagnostics)
                report.printText()
                throw ExitCode.usageOrIO
            }
        }
    }

    /// Reports a failed write as a diagnostic (the refusal's code, or TS0601 with the reason in plain words).
    static func report(_ error: any Error, writing path: String, to diagnostics: DiagnosticEngine) {
        if let refusal = error as? Refusal {
            diagnostics.emit(.error, refusal.code, refusal.message, at: nil, fixIt: refusal.fixIt)
        } else {
            diagnostics.emit(.error, .outputUnwritable, "cannot write \(path): \(reason(error))", at: nil)
        }
    }

    /// A file system error in plain words, without Foundation's domain and code.
    private static func reason(_ error: any Error) -> String {
        if let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? POSIXError {
            return String(cString: strerror(posix.code.rawValue)).lowercased()
        }
        switch (error as? CocoaError)?.code {
        case .fileWriteNoPermission?, .fileReadNoPermission?: return "permission denied"
        case .fileWriteOutOfSpace?: return "the disk is full"
        case .fileWriteVolumeReadOnly?: return "the volume is read-only"
        case .fileNoSuchFile?, .fileReadNoSuchFile?: return "a folder on the way is missing"
        default: return "the file system refused the write"
        }
    }
}
