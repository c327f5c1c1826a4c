import Foundation
import Testing

@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The disk, with every read recorded: what a refused reference must never reach.
private final class RecordingFileSystem: TokenFileSystem, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    private let disk = LocalFileSystem()

    var reads: [String] { lock.withLock { recorded } }

    func read(_ path: String) throws -> [UInt8] {
        lock.withLock { recorded.append(path) }
        return try disk.read(path)
    }

    func kind(of path: String) -> Bool? { disk.kind(of: path) }
    func entries(of directory: String) throws -> [String] { try disk.entries(of: directory) }
    func realPath(_ path: String) -> String { disk.realPath(path) }
}

/// Files are read only from inside the project root; special files are refused before they are opened.
@Suite(.timeLimit(.minutes(1))) struct ProjectRootTests {
    /// `project/` with a resolver, beside `outside/` with a secret token file and a FIFO.
    private struct Fixture {
        let url: URL
        var project: URL { url.appendingPathComponent("project") }
        var outside: URL { url.appendingPathComponent("outside") }

        init(sources: [String]) throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-root-\(UUID().uuidString)")
            try FileManager.default.createDirectory(
                at: url.appendingPathComponent("project"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(
                at: url.appendingPathComponent("outside"), withIntermediateDirectories: true)
            let items = sources.map { #"{"$ref": "\#($0)"}"# }.joined(separator: ",\n    ")
            let resolver = """
                {
                  "version": "2025.10",
                  "sets": {"base": {"sources": [
                    \(items)
                  ]}},
                  "resolutionOrder": [{"$ref": "#/sets/base"}]
                }
                """
            try Data(resolver.utf8).write(to: project.appendingPathComponent("x.resolver.json"))
            try Data(#"{"secret": {"$type": "number", "$value": 7, "$description": "SECRET-LINE"}}"#.utf8)
                .write(to: outside.appendingPathComponent("secret.json"))
            #expect(mkfifo(outside.appendingPathComponent("pipe.json").path, 0o644) == 0)
            try FileManager.default.createSymbolicLink(
                atPath: project.appendingPathComponent("link.json").path, withDestinationPath: "../outside/secret.json")
        }

        var resolverPath: String { project.appendingPathComponent("x.resolver.json").path }

        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    @Test func refusedFilesAreNeverOpened() throws {
        let fixture = try Fixture(sources: [
            fixtureOutsideAbsolute, "../outside/secret.json", "link.json", "../outside/pipe.json", "sub/../../outside/missing.json",
        ])
        defer { fixture.remove() }
        let resolver = try String(contentsOf: URL(fileURLWithPath: fixture.resolverPath), encoding: .utf8)
            .replacingOccurrences(of: fixtureOutsideAbsolute, with: fixture.outside.appendingPathComponent("secret.json").path)
        try Data(resolver.utf8).write(to: URL(fileURLWithPath: fixture.resolverPath))
        let fileSystem = RecordingFileSystem()
        let diagnostics = DiagnosticEngine()

        _ = TokenProject.load(paths: [fixture.resolverPath], diagnostics: diagnostics, fileSystem: fileSystem)

        #expect(fileSystem.reads == [fixture.resolverPath], "read: \(fileSystem.reads)")
        let refusals = diagnostics.diagnostics.filter { $0.code == .referenceOutsideRoot }
        #expect(refusals.map { $0.location?.line } == [4, 5, 6, 7, 8], "\(diagnostics.diagnostics.map(\.message))")
        #expect(refusals.allSatisfy { $0.location?.file == fixture.resolverPath && $0.location?.column == 14 })
        #expect(!diagnostics.diagnostics.contains { $0.code == .specialFile || $0.message.contains("SECRET") })
    }

    @Test func aRootThatHoldsTheFilesLetsThemBeRead() throws {
        let fixture = try Fixture(sources: ["../outside/secret.json", "link.json"])
        defer { fixture.remove() }
        var options = ReadingOptions()
        options.root = fixture.url.path
        let diagnostics = DiagnosticEngine()

        let project = try #require(TokenProject.load(paths: [fixture.resolverPath], options: options, diagnostics: diagnostics))

        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
        #expect(project.resolve(project.permutations()[0]).token("secret")?.value == .number(7))
    }

    @Test func inputsOutsideAGivenRootAreReported() throws {
        let fixture = try Fixture(sources: ["link.json"])
        defer { fixture.remove() }
        var options = ReadingOptions()
        options.root = fixture.outside.path
        let diagnostics = DiagnosticEngine()

        #expect(TokenProject.load(paths: [fixture.resolverPath], options: options, diagnostics: diagnostics) == nil)

        let error = try #require(diagnostics.diagnostics.first)
        #expect(error.code == .inputOutsideRoot)
        #expect(error.message == "input \(fixture.resolverPath) is outside the root \(fixture.outside.path)")
    }

    @Test func specialFilesAreRefusedWithoutBlocking() throws {
        let fixture = try Fixture(sources: ["pipe.json"])
        defer { fixture.remove() }
        #expect(mkfifo(fixture.project.appendingPathComponent("pipe.json").path, 0o644) == 0)

        let referenced = DiagnosticEngine()
        _ = TokenProject.load(paths: [fixture.resolverPath], diagnostics: referenced)
        let refusal = try #require(referenced.diagnostics.first { $0.code == .specialFile })
        #expect(refusal.message.hasSuffix("pipe.json: it is a named pipe (FIFO), not a regular file"))
        #expect(refusal.location?.line == 4)

        for (input, kind) in [(fixture.project.appendingPathComponent("pipe.json").path, "a named pipe (FIFO)"), ("/dev/zero", "a character device")] {
            let direct = DiagnosticEngine()
            #expect(TokenProject.load(paths: [input], diagnostics: direct) == nil)
            #expect(direct.diagnostics.map(\.message) == ["cannot read \(input): it is \(kind), not a regular file"])
            #expect(direct.diagnostics.first?.code == .specialFile)
        }
        #expect(throws: FileReadError.special(.characterDevice)) { try LocalFileSystem().read("/dev/zero") }
    }

    @Test func unreadableFilesSayWhatIsWrong() throws {
        let fixture = try Fixture(sources: ["missing.json", "folder.json"])
        defer { fixture.remove() }
        try FileManager.default.createDirectory(
            at: fixture.project.appendingPathComponent("folder.json"), withIntermediateDirectories: false)
        let diagnostics = DiagnosticEngine()

        _ = TokenProject.load(paths: [fixture.resolverPath], diagnostics: diagnostics)

        let messages = diagnostics.diagnostics.filter { $0.code == .fileUnreadable }.map(\.message)
        let project = fixture.project.path
        #expect(messages == [
            "cannot read \(project)/missing.json: no such file",
            "cannot read \(project)/folder.json: it is a folder, not a file",
        ])
        if geteuid() != 0 {  // the superuser reads anything
            let locked = fixture.project.appendingPathComponent("locked.json")
            try Data("{}".utf8).write(to: locked)
            chmod(locked.path, 0)
            #expect(throws: FileReadError.permissionDenied) { try LocalFileSystem().read(locked.path) }
        }
    }

    @Test func theDefaultRootIsTheDeepestFolderHoldingTheInputs() {
        let files = InMemoryFileSystem(files: ["a/b/x.json": "{}", "a/c/y.json": "{}", "a/c/d/z.json": "{}", "q.json": "{}"])
        #expect(ProjectRoot.enclosing(["a/b/x.json"], fileSystem: files)?.path == "a/b")
        #expect(ProjectRoot.enclosing(["a/b/x.json", "a/c"], fileSystem: files)?.path == "a")
        #expect(ProjectRoot.enclosing(["a/c/d/z.json", "a/c/y.json"], fileSystem: files)?.path == "a/c")
        #expect(ProjectRoot.enclosing(["a/b/x.json", "q.json"], fileSystem: files)?.path == ".")
        #expect(ProjectRoot.enclosing(["missing.json"], fileSystem: files) == nil)
        #expect(ProjectRoot.isInside("a/c/y.json", folder: "a/c"))
        #expect(!ProjectRoot.isInside("a/cd/y.json", folder: "a/c"))
        #expect(!ProjectRoot.isInside("../y.json", folder: "."))
        #expect(!ProjectRoot.isInside("/y.json", folder: "."))
        #expect(ProjectRoot.isInside("/y.json", folder: "/"))
    }

    /// Replaced by the fixture's absolute path once it exists.
    private let fixtureOutsideAbsolute = "ABSOLUTE-SECRET"
}
