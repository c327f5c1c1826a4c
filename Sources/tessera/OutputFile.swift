import ArgumentParser
import Foundation
import TesseraCodegen
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
        let writer = try OutputFileWriter(path: path)
        writer.write(data)
        return try writer.commit()
    }

    /// The longest file name most file systems take, in bytes (`NAME_MAX`).
    static let longestName = 255

    /// The file to write for `path`: the path itself, or the target of a symbolic link at it. A
    /// folder, FIFO, device or socket there is refused and left untouched (as root, `--output
    /// /dev/null` would otherwise replace the device), as is a path below a file, an empty path
    /// and a name longer than the file system takes.
    static func target(of path: String) throws(Refusal) -> String {
        guard !path.isEmpty else {
            throw Refusal(code: .outputUnwritable, message: "the output path is empty", fixIt: "name a file, such as Tokens.swift")
        }
        if let long = path.split(separator: "/").first(where: { $0.utf8.count > longestName }) {
            throw Refusal(
                code: .outputUnwritable,
                message: "the file name \(long.prefix(24))… is \(long.utf8.count) bytes long; file systems take at most \(longestName)",
                fixIt: "choose a shorter file name")
        }
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
            if path.hasSuffix("/") {
                throw Refusal(
                    code: .outputNotRegularFile, message: "\(path) names a folder, not a file",
                    fixIt: "name a file inside it, such as \(Paths.appending("Tokens.swift", to: path))")
            }
            try checkFolders(of: target)
        case .regularFile?:
            break
        case .directory?:
            throw Refusal(
                code: .outputNotRegularFile, message: "\(path) is a folder, not a file",
                fixIt: "name a file inside it, such as \(Paths.appending("Tokens.swift", to: path))")
        case let kind?:
            throw Refusal(
                code: .outputNotRegularFile, message: "\(path) is \(kind.description); only a regular file is replaced",
                fixIt: "name a regular file to write")
        }
        return target
    }

    /// Refuses a path whose nearest existing folder is not one (`Tokens.swift/Out.swift`).
    private static func checkFolders(of path: String) throws(Refusal) {
        let folder = Paths.directory(of: path)
        var existing = folder
        while SystemFiles.kind(of: existing) == nil, existing != "/", existing != "." {
            existing = Paths.directory(of: existing)
        }
        if let kind = SystemFiles.kind(of: existing), kind != .directory {
            throw Refusal(
                code: .outputUnwritable, message: "cannot create the folder \(folder): \(existing) is \(kind.description)",
                fixIt: "choose an output path below folders only")
        }
    }

    /// Creates the folders missing on the way to `path` (convert's output folder, `--output Sources/Generated/Tokens.swift`).
    static func createFolder(of path: String) throws(Refusal) {
        let folder = Paths.directory(of: path)
        guard SystemFiles.kind(of: folder) == nil else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw Refusal(code: .outputUnwritable, message: "cannot create the folder \(folder): \(reason(error))")
        }
    }

    /// Checks every path before anything is written, so a refused one leaves no partial output:
    /// at the first refusal, prints the diagnostics and exits as for unusable input.
    static func checkWritable(_ paths: [String], report: DiagnosticReport) throws {
        try checkWritable(paths.map { OutputDestination(path: $0, origin: "") }, report: report)
    }

    /// ``checkWritable(_:report:)`` for paths that may come from `tessera.yml`: a refusal is
    /// reported at the key's value there.
    static func checkWritable(_ destinations: [OutputDestination], report: DiagnosticReport) throws {
        for destination in destinations {
            _ = try exitingOnFailure(writing: destination.path, at: destination.position, report: report) {
                try target(of: destination.path)
            }
        }
    }

    /// Runs `body`, which writes `path`; an error other than an exit code is reported (TS0601 or the
    /// refusal's code) at `position` (the `tessera.yml` key that named the path, if any), the
    /// diagnostics printed, and the command exits as for unusable input.
    static func exitingOnFailure<Result>(
        writing path: String, at position: SourcePosition? = nil, report: DiagnosticReport, _ body: () throws -> Result
    ) throws -> Result {
        do {
            return try body()
        } catch let exit as ExitCode {
            throw exit
        } catch {
            OutputFile.report(error, writing: path, at: position, to: report.diagnostics)
            report.printText()
            throw ExitCode.usageOrIO
        }
    }

    /// Reports a failed write as a diagnostic (the refusal's code, or TS0601 with the reason in plain words).
    static func report(_ error: any Error, writing path: String, at position: SourcePosition? = nil, to diagnostics: DiagnosticEngine) {
        if let refusal = error as? Refusal {
            diagnostics.emit(.error, refusal.code, refusal.message, at: position, fixIt: refusal.fixIt)
        } else {
            diagnostics.emit(.error, .outputUnwritable, "cannot write \(path): \(reason(error))", at: position)
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

/// Writes one output file as its text arrives, with ``OutputFile``'s guarantees. While the
/// bytes match the file already there, nothing is written; from the first difference on, a
/// temporary file beside the target takes the matching part and the rest. ``commit()``
/// renames it over the target, so a reader never sees half a file, and an unchanged file is
/// never touched (Xcode does not rebuild for nothing). ``discard()`` leaves the target as it was.
final class OutputFileWriter: GeneratedTextSink {
    private let url: URL
    /// The file there now, mapped rather than read: it is compared once and can be tens of megabytes.
    private let existing: Data?
    /// How many bytes so far equal the start of `existing`, while nothing is written.
    private var matched = 0
    private var temporary: (url: URL, handle: FileHandle)?
    /// The first failed write; ``commit()`` throws it.
    private var failure: (any Error)?

    init(path: String) throws {
        url = URL(fileURLWithPath: try OutputFile.target(of: path))
        try OutputFile.createFolder(of: url.path)
        existing = try? Data(contentsOf: url, options: .alwaysMapped)
    }

    deinit { discard() }

    /// The next part of the file.
    func write(_ data: Data) {
        guard failure == nil, !data.isEmpty else { return }
        // `Data`'s `==` compares with memcmp: a 40 MB file is compared in milliseconds.
        if temporary == nil, let existing, matched + data.count <= existing.count,
            existing[(existing.startIndex + matched)..<(existing.startIndex + matched + data.count)] == data
        {
            matched += data.count
            return
        }
        do {
            try openTemporary().write(contentsOf: data)
        } catch {
            failure = error
        }
    }

    /// Puts the new file in place; returns whether it differs from the one that was there.
    func commit() throws -> Bool {
        if let failure {
            discard()
            throw failure
        }
        if temporary == nil, let existing, matched == existing.count { return false }
        do {
            let handle = try openTemporary()
            try handle.close()
            guard let temporary, rename(temporary.url.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
            self.temporary = nil
        } catch {
            discard()
            throw error
        }
        return true
    }

    /// Removes the temporary file, if any; the target stays as it was.
    func discard() {
        guard let temporary else { return }
        try? temporary.handle.close()
        try? FileManager.default.removeItem(at: temporary.url)
        self.temporary = nil
    }

    /// The temporary file, created on first use with the part of the old file matched so far.
    private func openTemporary() throws -> FileHandle {
        if let temporary { return temporary.handle }
        // A fixed-length name beside the target, so a target name near the file system's limit still fits.
        let path = URL(fileURLWithPath: Paths.appending(
            ".tessera-\(ProcessInfo.processInfo.globallyUniqueString).tmp", to: Paths.directory(of: url.path)))
        guard FileManager.default.createFile(atPath: path.path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path.path])
        }
        let handle = try FileHandle(forWritingTo: path)
        temporary = (path, handle)
        if let existing, matched > 0 { try handle.write(contentsOf: existing.prefix(matched)) }
        return handle
    }
}
