import Foundation
import Testing
import TesseraTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Color on a terminal only, and one summary line per kind of repeated warning.
@Suite struct TerminalOutputTests {
    static let bold = "\u{1B}[1;"
    /// One legacy hex color: one warning.
    static let legacyColor = ##"{"grey": {"$type": "color", "$value": "#bebebe"}}"##

    @Test func noColorInAPipeUnlessAsked() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", Self.legacyColor)
        let piped = try CLI.run(["validate", "tokens.json"], in: fixture.url)
        #expect(piped.status == 0, "\(piped)")
        #expect(piped.stderr.contains("warning: legacy color string"), "\(piped)")
        #expect(!piped.stderr.contains("\u{1B}"), "\(piped)")
        let always = try CLI.run(["validate", "tokens.json", "--color", "always"], in: fixture.url)
        #expect(always.stderr.contains("\(Self.bold)35mwarning:\u{1B}[0m legacy color string"), "\(always)")
        #expect(!always.stdout.contains("\u{1B}"), "the summary on standard output is never colored: \(always)")
        let wrong = try CLI.run(["validate", "tokens.json", "--color", "sometimes"], in: fixture.url)
        #expect(wrong.status == 2, "\(wrong)")
    }

    @Test func aTerminalIsColoredUnlessNoColorIsSet() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", Self.legacyColor)
        let colored = try Self.runWithTerminalStandardError(["validate", "tokens.json"], in: fixture.url, noColor: nil)
        #expect(colored.contains("\(Self.bold)35mwarning:\u{1B}[0m"), "\(colored)")
        // https://no-color.org: any non-empty value disables color; an empty one does not.
        let disabled = try Self.runWithTerminalStandardError(["validate", "tokens.json"], in: fixture.url, noColor: "1")
        #expect(disabled.contains("warning: legacy color string"), "\(disabled)")
        #expect(!disabled.contains("\u{1B}"), "\(disabled)")
        let empty = try Self.runWithTerminalStandardError(["validate", "tokens.json"], in: fixture.url, noColor: "")
        #expect(empty.contains("\(Self.bold)35mwarning:"), "\(empty)")
        let never = try Self.runWithTerminalStandardError(["validate", "tokens.json", "--color", "never"], in: fixture.url, noColor: nil)
        #expect(!never.contains("\u{1B}") && never.contains("warning:"), "\(never)")
    }

    @Test func repeatedWarningsOfOneCodeAreSummarizedInOneLine() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        let tokens = (0..<20).map { ##""c\##($0)": {"$type": "color", "$value": "#bebebe"}"## }.joined(separator: ",\n")
        try fixture.write("tokens.json", "{\n\(tokens)\n}")
        let result = try CLI.run(["validate", "tokens.json"], in: fixture.url)
        #expect(result.status == 0, "\(result)")
        let warnings = result.stderrLines.filter { $0.contains(": warning: ") }
        #expect(warnings.count == 3, "\(result)")
        let notes = result.stderrLines.filter { $0.contains("note: ") }
        #expect(
            notes == ["tessera: note: 17 more TS0407 warnings like this (--verbose shows them) [TS0001]"], "\(result)")
        #expect(result.stdout == "20 tokens in 1 permutation: 0 errors, 20 warnings\n", "\(result)")
        let verbose = try CLI.run(["validate", "tokens.json", "--verbose"], in: fixture.url)
        #expect(verbose.stderrLines.filter { $0.contains(": warning: ") }.count == 20, "\(verbose)")
        #expect(!verbose.stderr.contains("more TS0407"), "\(verbose)")
    }

    @Test(.needsSharedCorpora) func aStyleDictionaryExportBuildsWithAShortOutput() throws {
        let corpus = CLI.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpora/style-dictionary")
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        let result = try CLI.run(["build", corpus.path, "--output", fixture.url.appendingPathComponent("T.swift").path])
        // Every code shows at most 3 warnings and one counting note.
        var perCode: [String: Int] = [:]
        for line in result.stderrLines where line.contains(": warning: ") {
            let code = String(line.suffix(8))
            perCode[code, default: 0] += 1
        }
        #expect(perCode.values.allSatisfy { $0 <= 3 }, "\(result)")
        #expect(result.stderrLines.count < 80, "\(result)")
    }

    /// Runs tessera with standard error on a pseudo-terminal and returns what it wrote there.
    static func runWithTerminalStandardError(_ arguments: [String], in directory: URL, noColor: String?) throws -> String {
        // posix_openpt and its companions are hidden from Swift's Glibc import (they need
        // _XOPEN_SOURCE); they are looked up by name instead.
        typealias OpenPT = @convention(c) (Int32) -> Int32
        typealias PTSName = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        func function<T>(_ name: String, as type: T.Type) throws -> T {
            unsafeBitCast(try #require(dlsym(nil, name), "\(name) not found"), to: type)
        }
        let master = try function("posix_openpt", as: OpenPT.self)(O_RDWR | O_NOCTTY)
        try #require(master >= 0, "no pseudo-terminal")
        defer { close(master) }
        try #require(try function("grantpt", as: OpenPT.self)(master) == 0 && function("unlockpt", as: OpenPT.self)(master) == 0)
        let name = try #require(try function("ptsname", as: PTSName.self)(master))
        let slave = open(String(cString: name), O_RDWR | O_NOCTTY)
        try #require(slave >= 0)
        let process = Process()
        process.executableURL = try CLI.executable()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = noColor
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        try process.run()
        process.waitUntilExit()
        close(slave)
        var output = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(master, &buffer, buffer.count)
            if count <= 0 { break }
            output += buffer[0..<count]
        }
        return String(decoding: output, as: UTF8.self)
    }
}
