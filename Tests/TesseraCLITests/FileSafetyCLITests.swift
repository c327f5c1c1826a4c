import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The commands end to end with files that are not what they should be: references out of the
/// project root, FIFOs and devices as inputs and references, and outputs that are folders,
/// FIFOs, devices or symbolic links. Every run is bounded: a FIFO that is opened blocks.
@Suite("file safety") struct FileSafetyCLITests {
    static let seconds = 30
    static let token = #"{"n": {"$type": "number", "$value": 1}}"#

    static func resolver(source: String) -> String {
        """
        {
          "version": "2025.10",
          "sets": {"base": {"sources": [{"$ref": "\(source)"}]}},
          "resolutionOrder": [{"$ref": "#/sets/base"}]
        }
        """
    }

    private func makeFIFO(_ fixture: FixtureDirectory, _ name: String) throws -> String {
        let path = fixture.url.appendingPathComponent(name).path
        try #require(mkfifo(path, 0o644) == 0)
        return path
    }

    private func isFIFO(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO
    }

    // MARK: Reading

    @Test func aReferenceOutOfTheRootIsRefusedAndNothingOfTheFileIsPrinted() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("secret.json", #"{"s": {"$type": "number", "$value": 1, "$description": "SECRET-LINE"}}"#)
        try fixture.write("app/x.resolver.json", Self.resolver(source: "../secret.json"))

        let refused = try CLI.run(["validate", "app/x.resolver.json"], in: fixture.url, timeout: Self.seconds)
        #expect(refused.status == 1, "\(refused)")
        #expect(refused.stderr.contains("app/x.resolver.json:3:42: error: secret.json is outside the project root"), "\(refused)")
        #expect(refused.stderr.contains("[TS0120]"), "\(refused)")
        #expect(!refused.stderr.contains("SECRET"), "\(refused)")

        let absolute = fixture.url.appendingPathComponent("secret.json").path
        try fixture.write("app/abs.resolver.json", Self.resolver(source: absolute))
        let refusedAbsolute = try CLI.run(["validate", "app/abs.resolver.json"], in: fixture.url, timeout: Self.seconds)
        #expect(refusedAbsolute.status == 1, "\(refusedAbsolute)")
        #expect(refusedAbsolute.stderr.contains("[TS0120]") && !refusedAbsolute.stderr.contains("SECRET"), "\(refusedAbsolute)")

        let widened = try CLI.run(["validate", "app/x.resolver.json", "--root", "."], in: fixture.url, timeout: Self.seconds)
        #expect(widened.status == 0, "\(widened)")
    }

    @Test func fifosAndDevicesAsInputsAreRefusedWithoutBlocking() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        _ = try makeFIFO(fixture, "pipe.json")

        let fifo = try CLI.run(["validate", "pipe.json"], in: fixture.url, timeout: Self.seconds)
        #expect(fifo.status == 2, "\(fifo)")
        #expect(fifo.stderr.contains("error: cannot read pipe.json: it is a named pipe (FIFO), not a regular file [TS0122]"), "\(fifo)")

        let zero = try CLI.run(["validate", "/dev/zero"], in: fixture.url, timeout: Self.seconds)
        #expect(zero.status == 2, "\(zero)")
        #expect(zero.stderr.contains("error: cannot read /dev/zero: it is a character device, not a regular file [TS0122]"), "\(zero)")
        #expect(!zero.stderr.contains("permission"), "\(zero)")

        try fixture.write("tokens.json", Self.token)
        let template = try CLI.run(
            ["build", "tokens.json", "--template", "pipe.json", "-o", "Out.swift"], in: fixture.url, timeout: Self.seconds)
        #expect(template.status == 2, "\(template)")
        #expect(template.stderr.contains("cannot read template pipe.json: it is a named pipe (FIFO), not a regular file [TS0122]"), "\(template)")
    }

    @Test func fifosAndDevicesAsReferenceTargetsAreRefusedWithoutBlocking() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        _ = try makeFIFO(fixture, "pipe.json")
        try fixture.write("fifo.resolver.json", Self.resolver(source: "pipe.json"))
        try fixture.write("zero.resolver.json", Self.resolver(source: "/dev/zero"))

        let fifo = try CLI.run(["validate", "fifo.resolver.json"], in: fixture.url, timeout: Self.seconds)
        #expect(fifo.status == 2, "\(fifo)")
        #expect(fifo.stderr.contains("fifo.resolver.json:3:42: error: cannot read pipe.json: it is a named pipe (FIFO)"), "\(fifo)")

        // /dev is outside the root: refused before anything looks at it; inside a root of /, it is a device.
        let zero = try CLI.run(["validate", "zero.resolver.json"], in: fixture.url, timeout: Self.seconds)
        #expect(zero.status == 1, "\(zero)")
        #expect(zero.stderr.contains("zero.resolver.json:3:42: error: /dev/zero is outside the project root"), "\(zero)")
        let zeroInRoot = try CLI.run(["validate", "zero.resolver.json", "--root", "/"], in: fixture.url, timeout: Self.seconds)
        #expect(zeroInRoot.status == 2, "\(zeroInRoot)")
        #expect(zeroInRoot.stderr.contains("zero.resolver.json:3:42: error: cannot read /dev/zero: it is a character device"), "\(zeroInRoot)")
    }

    @Test func rootInTesseraYMLWidensTheRoot() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("shared/base.json", Self.token)
        try fixture.write("app/x.resolver.json", Self.resolver(source: "../shared/base.json"))
        try fixture.write("app/tessera.yml", "inputs: [x.resolver.json]\noutput: Tokens.swift\n")

        let refused = try CLI.run(["build", "app/tessera.yml"], in: fixture.url, timeout: Self.seconds)
        #expect(refused.status == 1, "\(refused)")
        #expect(refused.stderr.contains("[TS0120]"), "\(refused)")

        try fixture.write("app/tessera.yml", "inputs: [x.resolver.json]\noutput: Tokens.swift\nroot: ..\n")
        let widened = try CLI.run(["build", "app/tessera.yml"], in: fixture.url, timeout: Self.seconds)
        #expect(widened.status == 0, "\(widened)")
        #expect(FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent("app/Tokens.swift").path))

        try fixture.write("app/tessera.yml", "inputs: [../shared/base.json]\noutput: Tokens.swift\n")
        let outside = try CLI.run(["build", "app/tessera.yml"], in: fixture.url, timeout: Self.seconds)
        #expect(outside.status == 2, "\(outside)")
        #expect(outside.stderr.contains("error: input app/../shared/base.json is outside the root app [TS0121]"), "\(outside)")
    }

    // MARK: Writing

    @Test func anOutputInAMissingFolderCreatesIt() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", Self.token)

        let result = try CLI.run(
            ["build", "tokens.json", "-o", "Sources/Generated/Tokens.swift", "--keys", "Keys/TokenKeys.swift"], in: fixture.url,
            timeout: Self.seconds)

        #expect(result.status == 0, "\(result)")
        #expect(FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent("Sources/Generated/Tokens.swift").path))
        #expect(FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent("Keys/TokenKeys.swift").path))
    }

    @Test func aFolderFIFOOrDeviceAtTheOutputIsRefusedAndLeftAsItIs() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", Self.token)
        try fixture.write("Folder/keep.txt", "kept")
        let pipe = try makeFIFO(fixture, "Pipe.swift")

        let folder = try CLI.run(["build", "tokens.json", "-o", "Folder"], in: fixture.url, timeout: Self.seconds)
        #expect(folder.status == 2, "\(folder)")
        #expect(folder.stderr.contains("error: Folder is a folder, not a file [TS0604]"), "\(folder)")
        #expect(!folder.stderr.contains("permission") && !folder.stderr.contains("NSCocoaErrorDomain"), "\(folder)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.url.appendingPathComponent("Folder").path) == ["keep.txt"])

        let fifo = try CLI.run(["build", "tokens.json", "-o", "Pipe.swift"], in: fixture.url, timeout: Self.seconds)
        #expect(fifo.status == 2, "\(fifo)")
        #expect(fifo.stderr.contains("error: Pipe.swift is a named pipe (FIFO); only a regular file is replaced [TS0604]"), "\(fifo)")
        #expect(isFIFO(pipe))

        let device = try CLI.run(["build", "tokens.json", "-o", "/dev/null"], in: fixture.url, timeout: Self.seconds)
        #expect(device.status == 2, "\(device)")
        #expect(device.stderr.contains("error: /dev/null is a character device; only a regular file is replaced [TS0604]"), "\(device)")

        let keys = try CLI.run(["build", "tokens.json", "--keys", "Pipe.swift"], in: fixture.url, timeout: Self.seconds)
        #expect(keys.status == 2, "\(keys)")
        #expect(isFIFO(pipe))

        let below = try CLI.run(["build", "tokens.json", "-o", "tokens.json/Out.swift"], in: fixture.url, timeout: Self.seconds)
        #expect(below.status == 2, "\(below)")
        #expect(below.stderr.contains("cannot create the folder tokens.json: tokens.json is a regular file [TS0601]"), "\(below)")

        let convert = try CLI.run(["convert", "tokens.json", "--output-dir", "Pipe.swift"], in: fixture.url, timeout: Self.seconds)
        #expect(convert.status == 2, "\(convert)")
        // Said of the argument, not of a path inside the pipe.
        #expect(convert.stderr.contains("error: --output-dir Pipe.swift is a named pipe (FIFO), not a folder [TS0601]"), "\(convert)")
        #expect(isFIFO(pipe))
    }

    /// A symbolic link at the output path is followed: its target is written atomically and the link stays.
    @Test func aSymbolicLinkAtTheOutputIsFollowed() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens.json", Self.token)
        try fixture.write("Generated/Tokens.swift", "// old\n")
        let link = fixture.url.appendingPathComponent("Tokens.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "Generated/Tokens.swift")

        let result = try CLI.run(["build", "tokens.json", "-o", "Tokens.swift"], in: fixture.url, timeout: Self.seconds)

        #expect(result.status == 0, "\(result)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "Generated/Tokens.swift")
        let written = try String(contentsOf: fixture.url.appendingPathComponent("Generated/Tokens.swift"), encoding: .utf8)
        #expect(written.contains("public var n: AdaptiveNumber"), "\(written.prefix(500))")

        try FileManager.default.createSymbolicLink(
            atPath: fixture.url.appendingPathComponent("Dangling.swift").path, withDestinationPath: "Missing/Nowhere.swift")
        let dangling = try CLI.run(["build", "tokens.json", "-o", "Dangling.swift"], in: fixture.url, timeout: Self.seconds)
        #expect(dangling.status == 2, "\(dangling)")
        #expect(dangling.stderr.contains("error: Dangling.swift is a symbolic link that leads to no file [TS0605]"), "\(dangling)")
    }
}
