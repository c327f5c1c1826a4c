import Foundation
import TesseraTestSupport

/// The package's targets and what each depends on, as `swift package dump-package` reports them.
struct PackageManifest {
    enum Dependency: Hashable {
        case target(String)
        case product(name: String, package: String)
    }

    var dependencies: [String: [Dependency]] = [:]
    /// The test targets (and the test helpers, which are no product): they may link anything.
    var testTargets: Set<String> = []

    /// Whether `target` is a test target.
    func isTest(_ target: String) -> Bool { testTargets.contains(target) }

    /// The repository root: three folders above this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Reads the manifest. A scratch folder of its own keeps it clear of the lock the running
    /// build holds on `.build`.
    static func load() throws -> PackageManifest {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = try ChildProcess.run(
            "swift", ["package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package"])
        guard result.status == 0, let start = result.output.firstIndex(of: "{") else {
            throw ManifestError(output: result.output)
        }
        let json = try JSONSerialization.jsonObject(with: Data(result.output[start...].utf8))
        guard let targets = (json as? [String: Any])?["targets"] as? [[String: Any]] else {
            throw ManifestError(output: result.output)
        }
        var manifest = PackageManifest()
        for target in targets {
            guard let name = target["name"] as? String else { continue }
            if target["type"] as? String == "test" || name == "TesseraTestSupport" { manifest.testTargets.insert(name) }
            let entries = target["dependencies"] as? [[String: Any]] ?? []
            manifest.dependencies[name] = entries.compactMap { entry in
                if let byName = (entry["byName"] ?? entry["target"]) as? [Any], let target = byName.first as? String {
                    return .target(target)
                }
                if let product = entry["product"] as? [Any], let name = product.first as? String {
                    return .product(name: name, package: product.count > 1 ? product[1] as? String ?? "" : "")
                }
                return nil
            }
        }
        return manifest
    }

    /// Every target and product `target` depends on, directly or through other targets.
    func closure(of target: String) -> Set<Dependency> {
        var seen: Set<Dependency> = []
        var pending = [target]
        while let current = pending.popLast() {
            for dependency in dependencies[current] ?? [] where seen.insert(dependency).inserted {
                if case .target(let name) = dependency { pending.append(name) }
            }
        }
        return seen
    }

    struct ManifestError: Error, CustomStringConvertible {
        var output: String
        var description: String { "swift package dump-package failed:\n\(output)" }
    }
}
