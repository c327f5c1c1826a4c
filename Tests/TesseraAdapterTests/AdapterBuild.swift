import Foundation
import TesseraTestSupport

/// Builds the SwiftUI, UIKit and CoreGraphics stand-ins as modules of those names, then the
/// adapter sources against them, the way Apple's SDK would: Swift 6 mode (strict concurrency),
/// the package's upcoming features, warnings as errors.
enum AdapterBuild {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The settings every target of the package compiles with (`strictSettings` in Package.swift).
    static let strictFlags = [
        "-swift-version", "6",
        "-enable-upcoming-feature", "ExistentialAny",
        "-enable-upcoming-feature", "MemberImportVisibility",
        "-enable-upcoming-feature", "InternalImportsByDefault",
        "-warnings-as-errors", "-parse-as-library",
    ]

    /// The stand-in modules, in dependency order.
    static let standIns = ["CoreGraphics", "UIKit", "SwiftUI"]

    /// The adapter targets, in dependency order.
    static let adapters = ["TesseraUIKit", "TesseraSwiftUI"]

    static func path(_ relative: String) -> URL {
        root.appendingPathComponent(relative)
    }

    /// The `.swift` files of a source directory, sorted.
    static func sources(in relative: String) throws -> [URL] {
        let directory = path(relative)
        return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Compiles the stand-ins into `directory` (with library evolution, as SDK modules are, so
    /// switches over their enums need `@unknown default`). Their own warnings are not errors:
    /// Foundation on Linux is not built for library evolution, which the compiler notes.
    static func buildStandIns(into directory: URL) throws {
        for module in standIns {
            try SwiftCompiler.run([
                "-emit-module", "-parse-as-library", "-enable-library-evolution", "-swift-version", "6",
                "-module-name", module, "-I", directory.path,
                "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
                path("Tests/StandIns/\(module)/\(module).swift").path,
            ])
        }
    }

    /// Compiles one adapter module from `sources` (whole module, to object code, so every body is
    /// checked) into `directory`, finding other modules there and in `searchPaths`; returns the
    /// compiler output.
    @discardableResult
    static func buildAdapter(_ module: String, sources: [URL], into directory: URL, searchPaths: [URL] = []) throws -> String {
        let includes = ([directory] + searchPaths + [try SwiftCompiler.builtModulesDirectory()]).flatMap { ["-I", $0.path] }
        return try SwiftCompiler.run(
            strictFlags + ["-wmo", "-module-name", module] + includes + [
                "-emit-module", "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
                "-c", "-o", directory.appendingPathComponent("\(module).o").path,
            ] + sources.map(\.path))
    }

    /// Type-checks app code against the adapters built into `directory`.
    @discardableResult
    static func typeCheckApp(_ files: [URL], in directory: URL) throws -> String {
        try SwiftCompiler.run(
            strictFlags + ["-typecheck", "-I", directory.path, "-I", try SwiftCompiler.builtModulesDirectory().path]
                + files.map(\.path))
    }

    /// The stand-ins and both adapters, built once per test run into a temporary directory.
    static let built: Result<URL, SwiftCompiler.Failure> = {
        do {
            let directory = try SwiftCompiler.temporaryDirectory(prefix: "tessera-adapters")
            try buildStandIns(into: directory)
            for adapter in adapters {
                try buildAdapter(adapter, sources: try sources(in: "Sources/\(adapter)"), into: directory)
            }
            return .success(directory)
        } catch let failure as SwiftCompiler.Failure {
            return .failure(failure)
        } catch {
            return .failure(SwiftCompiler.Failure(output: "\(error)"))
        }
    }()

    /// A directory with the stand-ins only, for builds of deliberately broken adapter copies.
    static let standInsOnly: Result<URL, SwiftCompiler.Failure> = {
        do {
            let directory = try SwiftCompiler.temporaryDirectory(prefix: "tessera-standins")
            try buildStandIns(into: directory)
            // The UIKit adapter too: the SwiftUI adapter imports it.
            try buildAdapter("TesseraUIKit", sources: try sources(in: "Sources/TesseraUIKit"), into: directory)
            return .success(directory)
        } catch let failure as SwiftCompiler.Failure {
            return .failure(failure)
        } catch {
            return .failure(SwiftCompiler.Failure(output: "\(error)"))
        }
    }()

    /// Builds a copy of an adapter's sources in which `file` has `original` replaced by `broken`;
    /// returns the compiler's complaint, or `nil` if the broken copy compiled.
    static func complaint(building adapter: String, file: String, replacing original: String, with broken: String) throws -> String? {
        let standIns = try standInsOnly.get()
        let copy = try SwiftCompiler.temporaryDirectory(prefix: "tessera-broken")
        defer { try? FileManager.default.removeItem(at: copy) }
        var copies: [URL] = []
        for source in try sources(in: "Sources/\(adapter)") {
            var text = try String(contentsOf: source, encoding: .utf8)
            if source.lastPathComponent == file {
                guard text.contains(original) else { return "the original text is not in \(file)" }
                text = text.replacingOccurrences(of: original, with: broken)
            }
            let target = copy.appendingPathComponent(source.lastPathComponent)
            try text.write(to: target, atomically: true, encoding: .utf8)
            copies.append(target)
        }
        let output = copy.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        do {
            try buildAdapter(adapter, sources: copies, into: output, searchPaths: [standIns])
            return nil
        } catch let failure as SwiftCompiler.Failure {
            return failure.output
        }
    }
}
