import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

/// What an asset catalog holds after a build: its namespace folders and colorsets, as paths
/// relative to the catalog, each with the `Contents.json` text to write there.
struct AssetCatalogPlan: Sendable, Equatable {
    /// Namespace folders, parents before children.
    var folders: [String] = []
    /// Colorset folders (`color/brand/primary.colorset`) and their `Contents.json`.
    var colorSets: [(path: String, contents: String)] = []
    /// The name Xcode gives each colorset (its path without `.colorset`), by brand and token.
    var colorNames: [(brand: Int, tokenID: String, name: String)] = []

    static func == (lhs: AssetCatalogPlan, rhs: AssetCatalogPlan) -> Bool {
        lhs.folders == rhs.folders && lhs.colorSets.elementsEqual(rhs.colorSets) { $0 == $1 }
    }

    /// Lays the brands' colors out. Two colors landing on one colorset (names that differ only
    /// in case, which macOS file systems do not tell apart) are an error, TS0623; the first stays.
    init(_ brands: [AssetCatalogBrand], diagnostics: DiagnosticEngine) {
        var folderSet: Set<String> = []
        var claimed: [String: ColorSetSpec] = [:]
        for (brandIndex, brand) in brands.enumerated() {
            let prefix = brand.namespace.map { [Self.fileName($0)] } ?? []
            for spec in brand.colorSets {
                let groups = prefix + spec.path.dropLast().map(Self.fileName)
                // Every folder provides a namespace, so Xcode names the color by its path.
                let name = (groups + [Self.fileName(spec.path.last ?? "")]).joined(separator: "/")
                let path = name + ".colorset"
                if let first = claimed[path.lowercased()] {
                    diagnostics.emit(
                        .error, .colorSetNameCollision,
                        "\(spec.tokenID) and \(first.tokenID) become the same colorset \(path) (file names on macOS ignore case); \(spec.tokenID) is left out",
                        at: spec.position, tokenPath: spec.tokenID,
                        notes: [("\(first.tokenID) is declared here", first.position, first.tokenID)],
                        fixIt: "rename one of the two tokens so their names differ in more than case")
                    continue
                }
                claimed[path.lowercased()] = spec
                for depth in groups.indices where folderSet.insert(groups[...depth].joined(separator: "/")).inserted {
                    folders.append(groups[...depth].joined(separator: "/"))
                }
                colorSets.append((path, AssetCatalogContents.colorSet(spec)))
                colorNames.append((brandIndex, spec.tokenID, name))
            }
        }
    }

    /// By token id, the colorset's name in each brand; nil where a brand has none.
    func colorNamesByToken(brandCount: Int) -> [String: [String?]] {
        var names: [String: [String?]] = [:]
        for entry in colorNames {
            names[entry.tokenID, default: Array(repeating: nil, count: brandCount)][entry.brand] = entry.name
        }
        return names
    }

    /// A token or group name as a folder name: `/` and `:` (path separators) become `-`, and a
    /// leading `.` (a hidden file, or `..`) becomes `_`.
    static func fileName(_ name: String) -> String {
        var result = String(name.map { $0 == "/" || $0 == ":" || $0.isNewline || $0 == "\0" ? "-" : $0 })
        if result.isEmpty || result.hasPrefix(".") { result = "_" + result.dropFirst(result.isEmpty ? 0 : 1) }
        return result
    }
}
