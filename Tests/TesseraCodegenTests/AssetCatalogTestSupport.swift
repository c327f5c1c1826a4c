import Foundation
import Testing
import TesseraCodegen
import TesseraDiagnostics
import TesseraSyntax
import TesseraYAML
import TesseraTokens
import TesseraImport
import TesseraConvert

/// Small resolver projects for the asset catalog and trait tests, kept in memory.
enum TraitProjects {
    /// A resolver whose modifiers each set `color.bg` in every context, to a gray of its own.
    static func files(modifiers: [(name: String, contexts: [String])]) -> [String: String] {
        var files = ["base.json": #"{"color": {"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"#]
        var modifierJSON: [String] = []
        var gray = 0
        for modifier in modifiers {
            var contexts: [String] = []
            for context in modifier.contexts {
                gray += 1
                let file = "\(modifier.name)-\(context).json"
                files[file] = #"{"color": {"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.\#(gray), 0.\#(gray), 0.\#(gray)]}}}}"#
                contexts.append(#""\#(context)": [{"$ref": "\#(file)"}]"#)
            }
            modifierJSON.append(
                #""\#(modifier.name)": {"contexts": {\#(contexts.joined(separator: ", "))}, "default": "\#(modifier.contexts[0])"}"#)
        }
        let order = modifiers.map { ##"{"$ref": "#/modifiers/\##($0.name)"}"## }
        files["app.resolver.json"] = """
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
             "modifiers": {\(modifierJSON.joined(separator: ", "))},
             "resolutionOrder": [{"$ref": "#/sets/base"}, \(order.joined(separator: ", "))]}
            """
        return files
    }

    /// Loads a project from files in memory; the diagnostics engine keeps every message.
    static func load(_ files: [String: String], diagnostics: DiagnosticEngine, path: String = "app.resolver.json") throws -> TokenProject {
        try #require(TokenProject.load(paths: [path], diagnostics: diagnostics, fileSystem: InMemoryFileSystem(files: files)))
    }
}

/// A temporary folder that holds one asset catalog.
struct CatalogFolder {
    let root: URL
    var catalog: String { root.appendingPathComponent("Tokens.xcassets").path }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// The text of a file inside the catalog, or nil when there is none.
    func text(_ relative: String) -> String? {
        FileManager.default.contents(atPath: catalog + "/" + relative).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: catalog + "/" + relative)
    }

    func modificationDate(_ relative: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: catalog + "/" + relative)[.modificationDate] as? Date
    }

    /// Builds `project`'s table and writes its colors; nil when the writer refused.
    @discardableResult
    func write(_ project: TokenProject, diagnostics: DiagnosticEngine, themes: Set<String> = [])
        -> AssetCatalogWriter.Outcome?
    {
        let table = ThemeTable.build(project: project, themeModifiers: themes)
        return write(AssetCatalogBrand.brands(from: table, diagnostics: diagnostics), diagnostics: diagnostics)
    }

    @discardableResult
    func write(_ brands: [AssetCatalogBrand], diagnostics: DiagnosticEngine) -> AssetCatalogWriter.Outcome? {
        let writer = AssetCatalogWriter(catalog: catalog, diagnostics: diagnostics)
        return writer.prepare(brands).flatMap(writer.write)
    }

    /// The `appearances` of each entry of a colorset, as `luminosity=dark,contrast=high` (`any` for none),
    /// with its color space and red component.
    func entries(_ colorSet: String) throws -> [String] {
        let text = try #require(self.text(colorSet + "/Contents.json"), "\(colorSet) was not written")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let colors = try #require(object["colors"] as? [[String: Any]])
        return colors.map { entry in
            let appearances = (entry["appearances"] as? [[String: String]] ?? []).map { "\($0["appearance"]!)=\($0["value"]!)" }
            let color = entry["color"] as? [String: Any]
            let components = color?["components"] as? [String: String]
            return (appearances.isEmpty ? "any" : appearances.joined(separator: ",")) + " "
                + "\(color?["color-space"] as? String ?? "?") \(components?["red"] ?? "?")"
        }
    }
}
