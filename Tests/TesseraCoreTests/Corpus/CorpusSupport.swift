import Foundation
import Testing
import TesseraTestSupport
import TesseraDiagnostics
import TesseraSyntax
import TesseraYAML
import TesseraTokens
import TesseraImport
import TesseraConvert

/// Where the shared corpora of real design systems live: `../shared/corpora`
/// next to the package root.
enum CorpusPaths {
    /// The package root.
    static let packageRoot: URL = SharedCorpora.packageRoot

    /// The absolute, standardized path of `../shared/corpora`.
    static let root: String = packageRoot.appendingPathComponent("../shared/corpora").standardizedFileURL.path

    /// Whether the corpora are checked out next to the package.
    static var isAvailable: Bool { SharedCorpora.testsRun }

    /// A corpus file's absolute path from its path under `corpora/`.
    static func absolute(_ relative: String) -> String { root + "/" + relative }

    /// A path under `corpora/` (what the expectations use) from the path a diagnostic names.
    static func relative(_ path: String) -> String {
        let normalized = URL(fileURLWithPath: path).standardizedFileURL.path
        return normalized.hasPrefix(root + "/") ? String(normalized.dropFirst(root.count + 1)) : normalized
    }
}

/// A corpus read with its own diagnostic engine (no per-code warning cap).
struct LoadedCorpus {
    let project: TokenProject
    let diagnostics: DiagnosticEngine

    /// Loads one resolver document or token file given by its path under `corpora/`.
    static func load(
        _ relativePath: String, fileSystem: any TokenFileSystem = LocalFileSystem(),
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> LoadedCorpus {
        let diagnostics = DiagnosticEngine(warningLimitPerCode: Int.max)
        let project = try #require(
            TokenProject.load(
                paths: [CorpusPaths.absolute(relativePath)], options: ReadingOptions(), diagnostics: diagnostics,
                fileSystem: fileSystem),
            "\(relativePath) did not load: \(diagnostics.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        return LoadedCorpus(project: project, diagnostics: diagnostics)
    }

    /// Resolves one input (modifier → context, completed with defaults) and indexes the tokens by id.
    func resolve(
        _ input: [String: String], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> [String: ResolvedToken] {
        let checked = try #require(
            project.validateInput(input), "input \(input) was rejected", sourceLocation: sourceLocation)
        #expect(checked.selections.count == project.modifiers.count, sourceLocation: sourceLocation)
        for (modifier, context) in input {
            #expect(checked[modifier] == context, sourceLocation: sourceLocation)
        }
        let set = project.resolve(checked)
        return Dictionary(set.tokens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

/// Serves a few files from memory (a repaired copy of a resolver document, say)
/// and everything else from the disk, so relative `$ref`s still reach the real corpus.
struct CorpusOverlayFileSystem: TokenFileSystem {
    var overrides: [String: [UInt8]]
    let disk = LocalFileSystem()

    init(overrides: [String: String]) {
        self.overrides = Dictionary(
            uniqueKeysWithValues: overrides.map { (Self.key($0.key), Array($0.value.utf8)) })
    }

    private static func key(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    func read(_ path: String) throws -> [UInt8] {
        if let bytes = overrides[Self.key(path)] { return bytes }
        return try disk.read(path)
    }

    func kind(of path: String) -> Bool? {
        overrides[Self.key(path)] != nil ? false : disk.kind(of: path)
    }

    func entries(of directory: String) throws -> [String] {
        try disk.entries(of: directory)
    }
}

// MARK: Values

/// Tolerance for comparing resolved numbers with the numbers written in the sources.
let corpusTolerance = 1e-9

func corpusExpectClose(
    _ actual: Double?, _ expected: Double, _ what: @autoclosure () -> String = "",
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    guard let actual else {
        Issue.record("\(what()): no value, expected \(expected)", sourceLocation: sourceLocation)
        return
    }
    #expect(abs(actual - expected) <= corpusTolerance, "\(what()): \(actual) ≠ \(expected)", sourceLocation: sourceLocation)
}

extension ResolvedToken {
    var corpusColor: ColorValue? {
        if case .color(let color) = value { return color }
        return nil
    }

    var corpusDimension: DimensionValue? {
        if case .dimension(let dimension) = value { return dimension }
        return nil
    }

    var corpusTypography: Typography? {
        if case .typography(let typography) = value { return typography }
        return nil
    }

    var corpusFontWeight: Double? {
        if case .fontWeight(let weight) = value { return weight }
        return nil
    }

    var corpusFontFamily: [String]? {
        if case .fontFamily(let names) = value { return names }
        return nil
    }

    var corpusNumber: Double? {
        if case .number(let number) = value { return number }
        return nil
    }
}

/// Checks a resolved color: its space, its three components and alpha (each within 1e-9).
func corpusExpectColor(
    _ token: ResolvedToken?, _ space: ColorSpace = .srgb, _ components: [Double], alpha: Double = 1,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    guard let token else {
        Issue.record("token missing; expected a \(space.rawValue) color \(components)", sourceLocation: sourceLocation)
        return
    }
    guard let color = token.corpusColor else {
        Issue.record("\(token.id) is \(token.type.rawValue), not a color", sourceLocation: sourceLocation)
        return
    }
    #expect(color.colorSpace == space, "\(token.id)", sourceLocation: sourceLocation)
    #expect(color.components.count == components.count, "\(token.id) components", sourceLocation: sourceLocation)
    for (index, expected) in components.enumerated() where index < color.components.count {
        corpusExpectClose(color.components[index].numberValue, expected, "\(token.id) component \(index)", sourceLocation: sourceLocation)
    }
    corpusExpectClose(color.alpha, alpha, "\(token.id) alpha", sourceLocation: sourceLocation)
}

/// Checks a dimension value and unit.
func corpusExpectDimension(
    _ dimension: DimensionValue?, _ value: Double, _ unit: DimensionValue.Unit, _ what: String = "",
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    guard let dimension else {
        Issue.record("\(what): no dimension, expected \(value)\(unit.rawValue)", sourceLocation: sourceLocation)
        return
    }
    corpusExpectClose(dimension.value, value, what, sourceLocation: sourceLocation)
    #expect(dimension.unit == unit, "\(what)", sourceLocation: sourceLocation)
}
