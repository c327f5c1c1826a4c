import Foundation
public import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

/// Brings an `.xcassets` folder in line with the tokens' colors. Each file is written
/// atomically and only when its bytes change; colorsets Tessera wrote before and no longer
/// produces are removed, as listed in the catalog's manifest (`.tessera-manifest.json`);
/// anything else in the catalog is left alone. Symbolic links are never followed: a link
/// where Tessera would write is refused, so nothing is written outside the catalog.
public struct AssetCatalogWriter {
    /// What one run changed.
    public struct Outcome: Sendable, Equatable {
        /// Colorsets and folders whose `Contents.json` was written.
        public var written = 0
        /// Colorsets and namespace folders removed as no longer produced.
        public var removed = 0
        /// Colorsets in the catalog after the run.
        public var colorSets = 0
    }

    /// The hidden file listing the colorsets and namespace folders Tessera wrote.
    public static let manifestName = ".tessera-manifest.json"

    /// The `.xcassets` folder.
    public let catalog: String
    let diagnostics: DiagnosticEngine

    /// Where the catalog path is written in `tessera.yml` (`assetCatalog:`), where its refusal is reported.
    let position: SourcePosition?

    /// A writer for the catalog at `catalog` that reports to `diagnostics`, a refused path at `position`.
    public init(catalog: String, diagnostics: DiagnosticEngine, position: SourcePosition? = nil) {
        self.catalog = catalog
        self.diagnostics = diagnostics
        self.position = position
    }

    /// Whether the catalog path can be written: a folder ending in `.xcassets`, or a missing
    /// path below folders. Reports TS0620 otherwise.
    public func checkCatalogPath() -> Bool {
        let name = Paths.fileName(of: catalog)
        guard name.hasSuffix(".xcassets"), name != ".xcassets" else {
            return refuse(
                "\(catalog.isEmpty ? "an empty path" : catalog) is no asset catalog: its name must end in .xcassets",
                fixIt: "name a folder such as \(Paths.appending("Tokens.xcassets", to: Paths.directory(of: catalog)))")
        }
        switch SystemFiles.kind(of: catalog, followingLinks: false) {
        case nil, .directory?:
            return true
        case .symbolicLink?:
            return refuse(
                "\(catalog) is a symbolic link; Tessera writes only into a real folder",
                fixIt: "give the path of the folder the link points to")
        case let kind?:
            return refuse("\(catalog) is \(kind.description), not a folder", fixIt: "name a folder ending in .xcassets")
        }
    }

    /// The catalog's contents, laid out and checked against what is on disk, not yet written.
    public struct Prepared: Sendable {
        let plan: AssetCatalogPlan
        /// What the previous run wrote, from the manifest.
        let previous: Manifest
        /// How many brands (themes) the catalog holds.
        let brandCount: Int

        /// By token id, the name Xcode gives the color token's colorset in each brand (theme),
        /// nil where that brand has none: what ``SwiftGeneratorOptions/colorAssetNames`` takes.
        public var colorAssetNames: [String: [String?]] {
            plan.colorNamesByToken(brandCount: brandCount)
        }
    }

    /// ``Prepared/colorAssetNames`` of the catalog `table` gives, laid out the same way, for a run
    /// that writes no catalog (the build plugin's `--no-asset-catalog`): its warnings and
    /// collisions are reported by the run that writes it.
    public static func colorAssetNames(of table: ThemeTable) -> [String: [String?]] {
        let quiet = DiagnosticEngine()
        let brands = AssetCatalogBrand.brands(from: table, diagnostics: quiet)
        return AssetCatalogPlan(brands, diagnostics: quiet).colorNamesByToken(brandCount: brands.count)
    }

    /// Lays the brands' colors out and checks every place they go, writing nothing; nil after
    /// reporting why the catalog cannot be written (TS0620, TS0621, TS0623).
    package func prepare(_ brands: [AssetCatalogBrand]) -> Prepared? {
        guard checkCatalogPath() else { return nil }
        let errorsBefore = diagnostics.errorCount
        let plan = AssetCatalogPlan(brands, diagnostics: diagnostics)
        guard diagnostics.errorCount == errorsBefore, checkEntries(of: plan) else { return nil }
        return Prepared(plan: plan, previous: readManifest(), brandCount: brands.count)
    }

    /// Writes a prepared catalog; nil after reporting why the writing stopped (TS0601).
    public func write(_ prepared: Prepared) -> Outcome? {
        let plan = prepared.plan
        let previous = prepared.previous
        var outcome = Outcome(colorSets: plan.colorSets.count)
        do {
            try createFolder("")
            if SystemFiles.kind(of: location("Contents.json"), followingLinks: false) == nil {
                try writeIfChanged(AssetCatalogContents.catalog, to: "Contents.json")
            }
            for folder in plan.folders {
                try createFolder(folder)
                if try writeIfChanged(AssetCatalogContents.namespaceFolder, to: folder + "/Contents.json") { outcome.written += 1 }
            }
            for colorSet in plan.colorSets {
                try createFolder(colorSet.path)
                if try writeIfChanged(colorSet.contents, to: colorSet.path + "/Contents.json") { outcome.written += 1 }
            }
            let manifest = Manifest(colorSets: plan.colorSets.map(\.path).sorted(), folders: plan.folders.sorted())
            outcome.removed = removeStale(previous: previous, current: manifest)
            try writeIfChanged(manifest.encoded(), to: Self.manifestName)
        } catch let failure as WriteFailure {
            diagnostics.emit(.error, .outputUnwritable, "cannot write \(failure.path): \(failure.reason)", at: nil)
            return nil
        } catch {
            diagnostics.emit(.error, .outputUnwritable, "cannot write into \(catalog): \(error.localizedDescription)", at: nil)
            return nil
        }
        return outcome
    }

    // MARK: Checking before writing

    /// Refuses, before anything is written, a symbolic link or an entry of the wrong kind where
    /// a folder or a `Contents.json` goes (TS0621).
    private func checkEntries(of plan: AssetCatalogPlan) -> Bool {
        var valid = true
        var checked: Set<String> = []
        func expect(_ relative: String, _ wanted: FileKind) {
            guard checked.insert(relative).inserted else { return }
            let kind = SystemFiles.kind(of: location(relative), followingLinks: false)
            guard let kind, kind != wanted else { return }
            valid = false
            diagnostics.emit(
                .error, .assetCatalogEntryBlocked,
                kind == .symbolicLink
                    ? "\(location(relative)) is a symbolic link; Tessera does not write through links in an asset catalog"
                    : "\(location(relative)) is \(kind.description) where Tessera writes \(wanted == .directory ? "a folder" : "a file")",
                at: nil,
                fixIt: "move \(location(relative)) out of the catalog, or rename the token group that lands there")
        }
        expect("Contents.json", .regularFile)
        expect(Self.manifestName, .regularFile)
        for folder in plan.folders {
            expect(folder, .directory)
            expect(folder + "/Contents.json", .regularFile)
        }
        for colorSet in plan.colorSets {
            expect(colorSet.path, .directory)
            expect(colorSet.path + "/Contents.json", .regularFile)
        }
        return valid
    }

    private func refuse(_ message: String, fixIt: String) -> Bool {
        diagnostics.emit(.error, .assetCatalogUnusable, message, at: position, fixIt: fixIt)
        return false
    }

    // MARK: Writing

    struct WriteFailure: Error {
        var path: String
        var reason: String
    }

    private func location(_ relative: String) -> String {
        relative.isEmpty ? catalog : catalog + "/" + relative
    }

    private func createFolder(_ relative: String) throws {
        let path = location(relative)
        guard SystemFiles.kind(of: path, followingLinks: false) == nil else { return }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: relative.isEmpty)
        } catch {
            throw WriteFailure(path: path, reason: "the folder cannot be created")
        }
    }

    /// Returns whether the file changed.
    @discardableResult
    private func writeIfChanged(_ text: String, to relative: String) throws -> Bool {
        let path = location(relative)
        let data = Data(text.utf8)
        if let existing = FileManager.default.contents(atPath: path), existing == data { return false }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw WriteFailure(path: path, reason: "the file system refused the write")
        }
        return true
    }

    // MARK: The manifest

    struct Manifest: Codable, Equatable, Sendable {
        var generator = "tessera"
        var colorSets: [String]
        var folders: [String]

        func encoded() -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = (try? encoder.encode(self)) ?? Data()
            return String(decoding: data, as: UTF8.self) + "\n"
        }
    }

    /// The manifest of the previous run; an empty one when there is none, or when it cannot
    /// be read (TS0624: then nothing is removed, and the next run's manifest replaces it).
    private func readManifest() -> Manifest {
        let path = location(Self.manifestName)
        guard SystemFiles.kind(of: path, followingLinks: false) == .regularFile else { return Manifest(colorSets: [], folders: []) }
        guard let data = FileManager.default.contents(atPath: path),
            let manifest = try? JSONDecoder().decode(Manifest.self, from: data), manifest.generator == "tessera"
        else {
            diagnostics.emit(
                .warning, .assetCatalogManifestUnreadable,
                "\(path) is not a manifest Tessera can read; no colorset is removed this time",
                at: nil,
                fixIt: "remove colorsets Tessera no longer produces by hand; the manifest is rewritten now")
            return Manifest(colorSets: [], folders: [])
        }
        // Only plain relative paths: a manifest edited to name `../x` or `/x` must not reach outside.
        let safe = { (path: String) in
            !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains { $0 == ".." || $0 == "." || $0.isEmpty }
        }
        return Manifest(
            colorSets: manifest.colorSets.filter { safe($0) && $0.hasSuffix(".colorset") },
            folders: manifest.folders.filter(safe))
    }

    /// Removes the colorsets the previous manifest lists and this run does not produce, then the
    /// namespace folders it lists that are left with nothing but their `Contents.json`.
    private func removeStale(previous: Manifest, current: Manifest) -> Int {
        var removed = 0
        let keep = Set(current.colorSets)
        let keepByCase = Dictionary(current.colorSets.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        for colorSet in previous.colorSets where !keep.contains(colorSet) && isRealFolder(colorSet) {
            // On a file system that ignores case, `Primary.colorset` is the `primary.colorset` just written.
            if let kept = keepByCase[colorSet.lowercased()], isSameEntry(colorSet, kept) { continue }
            if (try? FileManager.default.removeItem(atPath: location(colorSet))) != nil { removed += 1 }
        }
        let keepFolders = Set(current.folders)
        let keepFoldersByCase = Dictionary(current.folders.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        // Deepest first, so a parent emptied by its children's removal goes too.
        for folder in previous.folders.sorted(by: { $0.count > $1.count })
        where !keepFolders.contains(folder) && isRealFolder(folder) {
            if let kept = keepFoldersByCase[folder.lowercased()], isSameEntry(folder, kept) { continue }
            let path = location(folder)
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path),
                entries.allSatisfy({ $0 == "Contents.json" }),
                (try? FileManager.default.removeItem(atPath: path)) != nil
            else { continue }
            removed += 1
        }
        return removed
    }

    /// Whether two paths in the catalog name one file system entry (the same inode).
    private func isSameEntry(_ lhs: String, _ rhs: String) -> Bool {
        let number = { (relative: String) in
            (try? FileManager.default.attributesOfItem(atPath: location(relative)))?[.systemFileNumber] as? NSNumber
        }
        guard let left = number(lhs) else { return false }
        return left == number(rhs)
    }

    /// Whether every step from the catalog to `relative` is a real folder, not a link.
    private func isRealFolder(_ relative: String) -> Bool {
        var path = catalog
        for component in relative.split(separator: "/") {
            path += "/" + component
            guard SystemFiles.kind(of: path, followingLinks: false) == .directory else { return false }
        }
        return true
    }
}
