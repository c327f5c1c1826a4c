import Foundation
import Testing
import TesseraTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one run of the `tessera` executable produced.
struct CLIResult: CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String

    var stdoutLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    var stderrLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// Standard output parsed as a JSON object.
    func json() throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8))
        return try #require(object as? [String: Any], "stdout is not a JSON object:\n\(stdout.prefix(2000))")
    }

    var description: String {
        "exit status \(status)\n--- stdout ---\n\(stdout.prefix(4000))\n--- stderr ---\n\(stderr.prefix(4000))"
    }
}

enum CLIError: Error, CustomStringConvertible {
    case timedOut(arguments: [String], seconds: Int)

    var description: String {
        switch self {
        case .timedOut(let arguments, let seconds):
            "tessera \(arguments.joined(separator: " ")) did not finish within \(seconds) seconds"
        }
    }
}

/// Runs the built `tessera` binary as a subprocess.
enum CLI {
    /// The package root: `Tests/TesseraCLITests/CLITestSupport.swift` → three levels up.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The bundled example resolver, relative to ``packageRoot``.
    static let acme = "Examples/Acme/acme.resolver.json"

    /// The `tessera` executable built next to the test bundle (`.build/<config>/tessera`).
    static func executable() throws -> URL { try TesseraExecutable.url() }

    /// Runs `tessera arguments…` in `directory` and waits for it (at most `timeout` seconds).
    static func run(_ arguments: [String], in directory: URL = packageRoot, timeout: Int = 120) throws -> CLIResult {
        let executable = try executable()
        // Output goes to files, so a chatty run cannot fill a pipe and block.
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("tessera-cli-output-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let stdoutURL = scratch.appendingPathComponent("stdout")
        let stderrURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        let stdoutHandle = try FileHandle(forWritingTo: stdoutURL)
        let stderrHandle = try FileHandle(forWritingTo: stderrURL)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdoutHandle
        process.standardError = stderrHandle
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if finished.wait(timeout: .now() + .seconds(timeout)) == .timedOut {
            // SIGKILL, not Process.terminate(): the child inherits the test thread's
            // signal mask, in which SIGTERM may be blocked.
            kill(process.processIdentifier, SIGKILL)
            _ = finished.wait(timeout: .now() + .seconds(10))
            throw CLIError.timedOut(arguments: arguments, seconds: timeout)
        }
        try stdoutHandle.close()
        try stderrHandle.close()
        return CLIResult(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self))
    }
}

/// A fresh temporary directory for one test's fixture files, removed by ``remove()``.
struct FixtureDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("tessera-cli-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` (relative, subdirectories created) and returns its URL.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
