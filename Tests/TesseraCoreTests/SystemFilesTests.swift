import Foundation
import Testing

@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert
import TesseraTestSupport

/// `SystemFiles` reads files with the system calls and says why it cannot; for folders it cannot
/// list, `LocalFileSystem` asks Foundation. Both must agree on what a path is and what a file holds.
@Suite struct SystemFilesTests {
    private func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func readsFilesAsFoundationDoes() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var generator = SplitMix64(seed: 7)
        for size in [0, 1, 4095, 4096, 70_001] {
            let bytes = (0..<size).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let file = directory.appendingPathComponent("f\(size).json")
            try Data(bytes).write(to: file)
            #expect(SystemFiles.contents(of: file.path) == bytes)
            #expect(try LocalFileSystem().read(file.path) == bytes)
            #expect(SystemFiles.isDirectory(file.path) == false)
        }
    }

    @Test func directoriesAndMissingPaths() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(SystemFiles.isDirectory(directory.path) == true)
        #expect(SystemFiles.contents(of: directory.path) == nil)  // not a regular file
        #expect(throws: FileReadError.directory) { try LocalFileSystem().read(directory.path) }
        #expect(LocalFileSystem().kind(of: directory.path) == true)
        let missing = directory.appendingPathComponent("missing.json").path
        #expect(SystemFiles.isDirectory(missing) == nil)
        #expect(SystemFiles.contents(of: missing) == nil)
        #expect(LocalFileSystem().kind(of: missing) == nil)
        #expect(throws: FileReadError.missing) { try LocalFileSystem().read(missing) }
        #expect(throws: FileReadError.missing) { try LocalFileSystem().read(missing + "/below.json") }
    }

    /// A folder lists the same names both ways (hidden ones, spaces and non-ASCII included, no `.` or `..`);
    /// a missing folder or a file is not listed, and Foundation's error is what the caller sees.
    @Test func listsFoldersAsFoundationDoes() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(SystemFiles.entries(of: directory.path) == [])
        let names = ["tokens.json", ".hidden", "with space.json", "colöurs.json", "sub", String(repeating: "n", count: 200)]
        for name in names where name != "sub" {
            try Data("{}".utf8).write(to: directory.appendingPathComponent(name))
        }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("sub"), withIntermediateDirectories: false)
        let listed = try #require(SystemFiles.entries(of: directory.path))
        #expect(listed.sorted() == names.sorted())
        #expect(try LocalFileSystem().entries(of: directory.path).sorted() == FileManager.default.contentsOfDirectory(atPath: directory.path).sorted())
        let file = directory.appendingPathComponent("tokens.json").path
        #expect(SystemFiles.entries(of: file) == nil)
        #expect(SystemFiles.entries(of: directory.appendingPathComponent("missing").path) == nil)
        #expect(throws: (any Error).self) { try LocalFileSystem().entries(of: directory.appendingPathComponent("missing").path) }
    }

    #if os(Linux)
    /// A name that is not UTF-8 (Linux allows any bytes) is left to Foundation: repaired here, it
    /// would name no file.
    @Test func aNameThatIsNotUTF8IsLeftToFoundation() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = Array(directory.path.utf8).map { CChar(bitPattern: $0) } + [47, 102, -1, 46, 106, 115, 111, 110, 0]  // "/f\xFF.json"
        let descriptor = open(path, O_CREAT | O_WRONLY, 0o644)
        try #require(descriptor >= 0)
        close(descriptor)
        #expect(SystemFiles.entries(of: directory.path) == nil)
        #expect(try LocalFileSystem().entries(of: directory.path).count == 1)  // Foundation lists it
    }
    #endif
}
