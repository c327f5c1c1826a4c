import Foundation
import Testing

/// The pipeline's shape, as ARCHITECTURE.md describes it.
@Suite struct ArchitectureTests {
    /// What apps link to read tokens at run time.
    static let runtimeTargets = ["TesseraTheme", "TesseraStore", "TesseraSwiftUI", "TesseraUIKit"]

    @Test func runtimeTargetsLinkNoBuildTimeStage() throws {
        let manifest = try PackageManifest.load()
        let buildTime: Set<PackageManifest.Dependency> = [
            .target("TesseraYAML"), .target("TesseraImport"), .target("TesseraConvert"), .target("TesseraCodegen"), .target("TesseraPipeline"),
            .product(name: "Yams", package: "Yams"), .product(name: "Mustache", package: "swift-mustache"),
        ]
        for target in Self.runtimeTargets {
            #expect(manifest.dependencies[target] != nil, "\(target) is not in the manifest")
            let linked = manifest.closure(of: target).intersection(buildTime)
            #expect(linked.isEmpty, "\(target) links \(linked)")
        }
        // The check sees through targets: the command-line tool does link them.
        #expect(manifest.closure(of: "tessera").isSuperset(of: buildTime))
    }

    /// swift-syntax is large and only `tessera audit` reads Swift: the CLI and TesseraAudit link
    /// it, no other code target does, so nothing an app links pulls it in.
    @Test func onlyTheCommandLineToolAndTheAuditLinkSwiftSyntax() throws {
        let manifest = try PackageManifest.load()
        let allowed: Set<String> = ["TesseraAudit", "tessera"]
        for (target, dependencies) in manifest.dependencies where !allowed.contains(target) && !manifest.isTest(target) {
            let direct = dependencies.filter { if case .product(_, "swift-syntax") = $0 { true } else { false } }
            #expect(direct.isEmpty, "\(target) links swift-syntax directly: \(direct)")
        }
        for target in Self.runtimeTargets {
            let linked = manifest.closure(of: target).filter { if case .product(_, "swift-syntax") = $0 { true } else { false } }
            #expect(linked.isEmpty, "\(target), which apps link, links swift-syntax: \(linked)")
            #expect(!manifest.closure(of: target).contains(.target("TesseraAudit")), "\(target) links TesseraAudit")
        }
        #expect(manifest.closure(of: "tessera").contains(.product(name: "SwiftParser", package: "swift-syntax")))
    }

    /// `tessera.yml` is read by every command, so its model sits below the stages: nothing that
    /// reads it links the code generator, and the stages that only read it (lint, audit) get it
    /// from `TesseraConfiguration`, not from one another.
    @Test func theConfigurationLinksNoStageThatReadsIt() throws {
        let manifest = try PackageManifest.load()
        let readers: [PackageManifest.Dependency] = [
            .target("TesseraCodegen"), .target("TesseraLint"), .target("TesseraAudit"), .target("TesseraDocs"), .target("TesseraDiff"),
        ]
        let linked = manifest.closure(of: "TesseraConfiguration").intersection(readers)
        #expect(linked.isEmpty, "TesseraConfiguration links \(linked)")
        #expect(!manifest.closure(of: "TesseraLint").contains(.target("TesseraCodegen")), "TesseraLint links the code generator")
        for target in ["TesseraCodegen", "TesseraLint", "TesseraAudit", "tessera"] {
            #expect(manifest.closure(of: target).contains(.target("TesseraConfiguration")), "\(target) does not read TesseraConfiguration")
        }
    }

    @Test(arguments: [
        "TesseraDiagnostics", "TesseraSyntax", "TesseraYAML", "TesseraTokens", "TesseraImport", "TesseraConfiguration", "TesseraConvert",
        "TesseraLint", "TesseraDiff", "TesseraCodegen", "TesseraPipeline", "TesseraDocs", "TesseraAudit", "TesseraTheme", "TesseraStore", "TesseraSwiftUI", "TesseraUIKit",
        "tessera",
    ])
    func foldersOfATargetHaveNoCycle(target: String) throws {
        let directory = PackageManifest.root.appendingPathComponent("Sources").appendingPathComponent(target)
        let graph = try SourceFolderGraph(target: directory)
        let cycle = graph.cycle()
        let shown = cycle.map { folders in
            zip(folders, folders.dropFirst()).map { "\($0) uses \($1) (\(graph.uses[$0]?[$1] ?? "?"))" }.joined(separator: ", ")
        }
        #expect(cycle == nil, "folders of \(target) use each other: \(shown ?? "")")
    }

    @Test func theCycleFinderFindsACycle() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cycle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for folder in ["A", "B", "C"] {
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try "struct Alpha { var beta: Beta } // Gamma".write(
            to: directory.appendingPathComponent("A/Alpha.swift"), atomically: true, encoding: .utf8)
        try "enum Beta { static let name = \"Gamma\" }\nextension Beta { func alpha() -> Alpha { Alpha(beta: self) } }".write(
            to: directory.appendingPathComponent("B/Beta.swift"), atomically: true, encoding: .utf8)
        try "public final class Gamma { let alpha: Alpha? = nil }".write(
            to: directory.appendingPathComponent("C/Gamma.swift"), atomically: true, encoding: .utf8)
        let graph = try SourceFolderGraph(target: directory)
        #expect(graph.uses["A"] == ["B": "Beta"], "comments name Gamma, which is not a use")
        #expect(graph.uses["B"] == ["A": "Alpha"], "strings name Gamma, which is not a use")
        #expect(graph.uses["C"] == ["A": "Alpha"])
        #expect(graph.cycle() == ["A", "B", "A"])
    }
}
