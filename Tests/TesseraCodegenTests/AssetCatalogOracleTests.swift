import Foundation
import Testing
import TesseraCodegen
import TesseraDiagnostics
import TesseraImport
import TesseraTokens

/// The bundled example's catalog, checked against the resolver: every colorset is read back with
/// JSONSerialization alone, and each of its entries is compared with the token resolved in the
/// permutation that entry's appearances stand for.
@Suite("Asset catalog oracle")
struct AssetCatalogOracleTests {
    private static let example = CodegenPaths.root.appendingPathComponent("Examples/Acme")

    /// The context of the example's `appearance` modifier an Xcode appearance stands for
    /// (luminosity, contrast); no luminosity is the modifier's default, `light`.
    private static let appearanceContexts: [String: String] = [
        "any": "light",
        "luminosity=light": "light",
        "luminosity=dark": "dark",
        "contrast=high": "light-high-contrast",
        "luminosity=light,contrast=high": "light-high-contrast",
        "luminosity=dark,contrast=high": "dark-high-contrast",
    ]

    /// Xcode's order for a color that varies with the appearance.
    private static let adaptiveEntries = [
        "any", "luminosity=light", "luminosity=dark", "luminosity=light,contrast=high", "luminosity=dark,contrast=high",
    ]

    private static let brands = ["acme", "globex"]

    @Test func everyColorSetMatchesTheResolverInItsPermutation() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        let diagnostics = DiagnosticEngine()
        let project = try #require(TokenProject.load(paths: [Self.example.appendingPathComponent("acme.resolver.json").path], diagnostics: diagnostics))
        try #require(folder.write(project, diagnostics: diagnostics) != nil, "\(diagnostics.diagnostics)")
        #expect(!diagnostics.hasErrors && !diagnostics.diagnostics.contains { $0.code == .colorTraitNotInCatalog }, "\(diagnostics.diagnostics)")
        let checked = try Self.checkAgainstTheResolver(folder, project: project)
        #expect(checked.adaptive > 0 && checked.constant > 0, "\(checked)")
    }

    @Test func aTokenWrittenInDisplayP3StaysInDisplayP3() throws {
        let copy = try ExampleCopy()
        defer { copy.remove() }
        try copy.replace(
            in: "brands/acme.json",
            ##""$value": {"colorSpace": "srgb", "components": [0.4157, 0.3137, 0.8863], "hex": "#6a50e2"}"##,
            with: #""$value": {"colorSpace": "display-p3", "components": [0.4, 0.32, 0.85]}"#)
        let folder = try CatalogFolder()
        defer { folder.remove() }
        let diagnostics = DiagnosticEngine()
        let project = try #require(TokenProject.load(paths: [copy.resolver], diagnostics: diagnostics))
        try #require(folder.write(project, diagnostics: diagnostics) != nil, "\(diagnostics.diagnostics)")
        try Self.checkAgainstTheResolver(folder, project: project)
        // Inside sRGB, and still written as it was given: in Display P3.
        #expect(try folder.entries("acme/palette/brand/500.colorset") == ["any display-p3 0.400"])
        // Aliases keep it: light's focus ring is the brand's 500, dark's another step.
        let focus = try folder.entries("acme/color/border/focus.colorset")
        #expect(focus.first == "any display-p3 0.400", "\(focus)")
        #expect(focus.contains("luminosity=light display-p3 0.400"), "\(focus)")
        #expect(try folder.entries("globex/palette/brand/500.colorset").first?.hasPrefix("any srgb ") == true)
    }

    @Test func rebuildingUnchangedInputRewritesNoFile() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        let diagnostics = DiagnosticEngine()
        let project = try #require(TokenProject.load(paths: [Self.example.appendingPathComponent("acme.resolver.json").path], diagnostics: diagnostics))
        try #require(folder.write(project, diagnostics: diagnostics) != nil)
        let before = try Self.fileStamps(in: folder.catalog)
        #expect(before.count > 150, "\(before.count) files")
        let again = try #require(folder.write(project, diagnostics: diagnostics))
        #expect(again.written == 0 && again.removed == 0, "\(again)")
        // An atomic write renames a new file into place: a new inode, whatever the clock says.
        #expect(try Self.fileStamps(in: folder.catalog) == before)
    }

    @Test func removingATokenRemovesItsColorSetsAndNothingElse() throws {
        let copy = try ExampleCopy()
        defer { copy.remove() }
        let folder = try CatalogFolder()
        defer { folder.remove() }
        let diagnostics = DiagnosticEngine()
        let original = try #require(TokenProject.load(paths: [copy.resolver], diagnostics: diagnostics))
        try #require(folder.write(original, diagnostics: diagnostics) != nil)
        // The user's own colors: one at the top, one inside a brand's folder Tessera made.
        for mine in ["Mine.colorset", "acme/button/primary/Mine.colorset"] {
            try FileManager.default.createDirectory(atPath: folder.catalog + "/" + mine, withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: URL(fileURLWithPath: folder.catalog + "/" + mine + "/Contents.json"))
        }
        let before = try Self.fileStamps(in: folder.catalog)
        try copy.replace(in: "tokens/component/button.json", #""label-color": {"$type": "color", "$value": "{color.text.on-accent}"},"#, with: "")
        let reduced = try #require(TokenProject.load(paths: [copy.resolver], diagnostics: diagnostics))
        let outcome = try #require(folder.write(reduced, diagnostics: diagnostics))
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics)")
        #expect(outcome.removed == 2 && outcome.written == 0, "\(outcome)")
        let gone = Self.brands.map { "\($0)/button/primary/label-color.colorset/Contents.json" }
        var expected = before
        for file in gone { #expect(expected.removeValue(forKey: file) != nil, "\(file) was not written") }
        // Exactly those two files went; every other file, the user's included, is the same file as
        // before, but for the manifest, which no longer lists them.
        var after = try Self.fileStamps(in: folder.catalog)
        #expect(after.removeValue(forKey: AssetCatalogWriter.manifestName) != expected.removeValue(forKey: AssetCatalogWriter.manifestName))
        #expect(after == expected, "changed: \(after.filter { expected[$0.key] != $0.value }.keys.sorted()), gone: \(expected.keys.filter { after[$0] == nil }.sorted())")
        let manifest = try #require(folder.text(AssetCatalogWriter.manifestName))
        #expect(!manifest.contains("button/primary/label-color") && manifest.contains("button/primary/background.colorset"), "\(manifest)")
        #expect(folder.text("acme/button/primary/Mine.colorset/Contents.json") == "{}")
        try Self.checkAgainstTheResolver(folder, project: reduced, ignoring: ["Mine.colorset", "acme/button/primary/Mine.colorset"])
    }

    // MARK: The oracle

    /// Checks every colorset of `folder` against `project` resolved independently, and that the
    /// colorsets are exactly one per color token and brand (besides the `ignoring` ones).
    @discardableResult
    private static func checkAgainstTheResolver(_ folder: CatalogFolder, project: TokenProject, ignoring: Set<String> = [])
        throws -> (adaptive: Int, constant: Int)
    {
        let appearance = try #require(project.modifiers.first { $0.name == "appearance" })
        let sizeClass = try #require(project.modifiers.first { $0.name == "size-class" })
        #expect(appearance.defaultContext == appearanceContexts["any"])
        var resolved: [String: [String: ResolvedToken]] = [:]
        func tokens(brand: String, appearance context: String, sizeClass size: String? = nil) throws -> [String: ResolvedToken] {
            let key = "\(brand) \(context) \(size ?? "")"
            if let cached = resolved[key] { return cached }
            let input = try #require(
                project.validateInput(["brand": brand, "appearance": context, "size-class": size ?? sizeClass.defaultContext ?? ""]))
            let set = project.resolve(input)
            #expect(set.unresolvedTokenIDs.isEmpty, "\(input): \(set.unresolvedTokenIDs)")
            let byID = Dictionary(set.tokens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            resolved[key] = byID
            return byID
        }

        // Every color token of every permutation, per brand, is where its colorset must be.
        var expectedColorSets: [String: String] = [:]
        for brand in brands {
            for context in appearance.contextNames {
                for size in sizeClass.contextNames {
                    for token in try tokens(brand: brand, appearance: context, sizeClass: size).values where token.type == .color {
                        let path = token.name == "$root" ? token.groupPath : token.path
                        expectedColorSets["\(brand)/\(path.joined(separator: "/")).colorset"] = token.id
                    }
                }
            }
        }
        let written = Set(try colorSets(in: folder.catalog)).subtracting(ignoring)
        #expect(written == Set(expectedColorSets.keys), "missing: \(Set(expectedColorSets.keys).subtracting(written).sorted()), extra: \(written.subtracting(expectedColorSets.keys).sorted())")
        #expect(written.count == expectedColorSets.count && written.count % brands.count == 0)

        var counts = (adaptive: 0, constant: 0)
        for colorSet in written.sorted() {
            guard let tokenID = expectedColorSets[colorSet] else { continue }
            let brand = String(colorSet.prefix { $0 != "/" })
            let entries = try readEntries(folder.catalog + "/" + colorSet + "/Contents.json")
            let values = try appearance.contextNames.map { try tokens(brand: brand, appearance: $0)[tokenID]?.value }
            let varies = values.contains { $0 != values[0] }
            #expect(entries.map(\.appearances) == (varies ? adaptiveEntries : ["any"]), "\(colorSet)")
            if varies { counts.adaptive += 1 } else { counts.constant += 1 }
            for entry in entries {
                let context = try #require(appearanceContexts[entry.appearances], "\(colorSet): appearance \(entry.appearances)")
                let token = try #require(try tokens(brand: brand, appearance: context)[tokenID], "\(tokenID) in \(brand) \(context)")
                guard case .color(let color) = token.value else {
                    Issue.record("\(tokenID) is no color in \(brand) \(context)")
                    continue
                }
                let label = "\(colorSet) \(entry.appearances) (\(context))"
                let space: String? = [.srgb: "srgb", .displayP3: "display-p3"][color.colorSpace]
                #expect(entry.space == space, "\(label): written \(entry.space), token in \(color.colorSpace)")
                let components = color.components.map { $0.numberValue ?? .nan } + [color.alpha]
                let names = ["red", "green", "blue", "alpha"]
                for (name, value) in zip(names, components) {
                    let text = try #require(entry.components[name], "\(label): no \(name)")
                    let writtenValue = try #require(Double(text), "\(label): \(name) \(text)")
                    #expect(text.split(separator: ".").last?.count == 3, "\(label): \(name) \(text)")
                    #expect(abs(writtenValue - value) <= 0.0005 + 1e-9, "\(label): \(name) \(text), token \(value)")
                }
            }
        }
        return counts
    }

    private struct Entry {
        /// `luminosity=dark,contrast=high`, or `any`.
        var appearances: String
        var space: String
        var components: [String: String]
    }

    private static func readEntries(_ path: String) throws -> [Entry] {
        let data = try #require(FileManager.default.contents(atPath: path), "\(path) is missing")
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let colors = try #require(object["colors"] as? [[String: Any]], "\(path): no colors")
        return try colors.map { entry in
            #expect(entry["idiom"] as? String == "universal", "\(path)")
            let pairs = try (entry["appearances"] as? [[String: String]] ?? []).map { pair in
                "\(try #require(pair["appearance"]))=\(try #require(pair["value"]))"
            }
            let color = try #require(entry["color"] as? [String: Any], "\(path): an entry without color")
            return Entry(
                appearances: pairs.isEmpty ? "any" : pairs.joined(separator: ","),
                space: try #require(color["color-space"] as? String),
                components: try #require(color["components"] as? [String: String]))
        }
    }

    /// The colorset folders of a catalog, relative to it.
    private static func colorSets(in catalog: String) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: catalog).filter { $0.hasSuffix(".colorset") }
    }

    /// Each regular file of a catalog with its inode and modification date: a file rewritten
    /// (even with the same bytes) gets a new inode.
    private static func fileStamps(in catalog: String) throws -> [String: String] {
        var stamps: [String: String] = [:]
        for relative in try FileManager.default.subpathsOfDirectory(atPath: catalog) {
            let attributes = try FileManager.default.attributesOfItem(atPath: catalog + "/" + relative)
            guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
            let inode = (attributes[.systemFileNumber] as? NSNumber)?.stringValue ?? "?"
            let date = (attributes[.modificationDate] as? Date)?.timeIntervalSinceReferenceDate ?? .nan
            stamps[relative] = "\(inode) \(date)"
        }
        return stamps
    }
}

/// A copy of Examples/Acme in a temporary folder, to change.
private struct ExampleCopy {
    let root: URL
    var resolver: String { root.appendingPathComponent("acme.resolver.json").path }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-acme-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: CodegenPaths.root.appendingPathComponent("Examples/Acme"), to: root)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// Replaces `text`, which must occur exactly once, in one of the example's files.
    func replace(in file: String, _ text: String, with replacement: String) throws {
        let url = root.appendingPathComponent(file)
        let contents = try String(contentsOf: url, encoding: .utf8)
        try #require(contents.components(separatedBy: text).count == 2, "\(file) does not hold \(text) once")
        try contents.replacingOccurrences(of: text, with: replacement).write(to: url, atomically: true, encoding: .utf8)
    }
}
