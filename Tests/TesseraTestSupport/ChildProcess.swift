import Foundation

/// Runs a program found on `PATH` (through `/usr/bin/env`) and collects what it prints.
public enum ChildProcess {
    /// Runs `command` with `arguments`; returns its exit status and its standard output and
    /// error, interleaved as printed.
    public static func run(_ command: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [command] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
