import Foundation
import Testing

@testable import tessera

/// The streaming writer behind `tessera build --output`: an unchanged file is never touched, a
/// changed one is replaced whole and at once, and a discarded write leaves the old file.
@Suite struct OutputFileWriterTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("output-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `blocks` one after another through a writer for `url`; returns whether it changed the file.
    private func write(_ blocks: [String], to url: URL) throws -> Bool {
        let writer = try OutputFileWriter(path: url.path)
        for block in blocks {
            writer.write(Data(block.utf8))
        }
        return try writer.commit()
    }

    private func inode(_ url: URL) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int
    }

    private func leftovers(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
    }

    @Test func identicalBytesLeaveTheFileUntouched() throws {
        let folder = try folder()
        let file = folder.appendingPathComponent("Tokens.swift")
        #expect(try write(["let a = 1\n", "let b = 2\n"], to: file))
        let before = try inode(file)
        // The same bytes in other blocks.
        #expect(try write(["let a = 1\nlet ", "b = 2\n"], to: file) == false)
        #expect(try inode(file) == before)
        #expect(try leftovers(in: folder).isEmpty)
    }

    @Test(arguments: [
        ["let a = 1\n", "let b = 3\n"],  // differs in the second block
        ["let a = 1\n"],  // shorter: a prefix of the old file
        ["let a = 1\n", "let b = 2\n", "let c = 3\n"],  // longer: the old file is a prefix
        ["x"],  // differs at once
        [],  // empty
    ])
    func changedBytesReplaceTheWholeFile(blocks: [String]) throws {
        let folder = try folder()
        let file = folder.appendingPathComponent("Tokens.swift")
        #expect(try write(["let a = 1\n", "let b = 2\n"], to: file))
        let before = try inode(file)
        #expect(try write(blocks, to: file))
        #expect(try String(contentsOf: file, encoding: .utf8) == blocks.joined())
        // Renamed over the old file, not rewritten in place: a reader holds the old file or the new.
        #expect(try inode(file) != before)
        #expect(try leftovers(in: folder).isEmpty)
    }

    @Test func discardingLeavesTheOldFileAndNoTemporaryFile() throws {
        let folder = try folder()
        let file = folder.appendingPathComponent("Tokens.swift")
        #expect(try write(["old\n"], to: file))
        let writer = try OutputFileWriter(path: file.path)
        writer.write(Data("new text that differs\n".utf8))
        #expect(try leftovers(in: folder).count == 1)
        writer.discard()
        #expect(try String(contentsOf: file, encoding: .utf8) == "old\n")
        #expect(try leftovers(in: folder).isEmpty)
    }

    @Test func aNewFileInAMissingFolderIsCreated() throws {
        let file = try folder().appendingPathComponent("Sources/Generated/Tokens.swift")
        #expect(try write(["let a = 1\n"], to: file))
        #expect(try String(contentsOf: file, encoding: .utf8) == "let a = 1\n")
    }
}
