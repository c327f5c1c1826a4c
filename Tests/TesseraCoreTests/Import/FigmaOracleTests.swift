import Foundation
import Testing
import TesseraTestSupport
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// Figma's own resolution, walked over the raw JSON with Foundation only (nothing of
/// the importer): a variable of collection C takes C's chosen mode or C's default
/// mode; an alias names its target by id, and the target takes its own collection's
/// chosen or default mode.
struct FigmaOracle {
    struct Collection {
        var id: String
        var name: String
        var isRemote: Bool
        var modes: [(id: String, name: String)]
        var defaultMode: String
    }

    enum Value: Equatable, CustomStringConvertible {
        case color(red: Double, green: Double, blue: Double, alpha: Double)
        case number(Double)
        case string(String)
        case boolean(Bool)

        var description: String {
            switch self {
            case .color(let red, let green, let blue, let alpha): "rgba(\(red), \(green), \(blue), \(alpha))"
            case .number(let number): "\(number)"
            case .string(let text): "\"\(text)\""
            case .boolean(let flag): "\(flag)"
            }
        }

        /// Equal as Figma shows them: colors to 1e-6, everything else exactly.
        func matches(_ other: Value) -> Bool {
            guard case .color(let r1, let g1, let b1, let a1) = self, case .color(let r2, let g2, let b2, let a2) = other else {
                return self == other
            }
            return zip([r1, g1, b1, a1], [r2, g2, b2, a2]).allSatisfy { abs($0 - $1) <= 1e-6 }
        }
    }

    var collections: [String: Collection] = [:]
    var variables: [String: [String: Any]] = [:]
    /// A library variable by its key: Figma's ids of a file's library variables carry it
    /// (`VariableID:<key>/<id>`), and the library's own response has it as `key`.
    var variableByKey: [String: String] = [:]
    /// The response each variable came from, in the order given.
    var origins: [String: Int] = [:]
    private var responseCount = 0

    /// Reads the wrapped response (`meta`) or the bare `meta` object.
    init(path: String) throws {
        try self.init(paths: [path])
    }

    /// Reads several responses (a file's and its library's) as Figma sees them together.
    init(paths: [String]) throws {
        for path in paths {
            let root = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
            try add(meta: root["meta"] as? [String: Any] ?? root)
        }
    }

    /// Reads the REST response's `meta` object.
    init(meta: [String: Any]) throws {
        try add(meta: meta)
    }

    private mutating func add(meta: [String: Any]) throws {
        defer { responseCount += 1 }
        for case let (id, object as [String: Any]) in try #require(meta["variableCollections"] as? [String: Any]) {
            let modes = (object["modes"] as? [[String: Any]] ?? []).map { (id: $0["modeId"] as? String ?? "", name: $0["name"] as? String ?? "") }
            collections[id] = Collection(
                id: id, name: object["name"] as? String ?? "", isRemote: object["remote"] as? Bool ?? false, modes: modes,
                defaultMode: object["defaultModeId"] as? String ?? modes.first?.id ?? "")
        }
        for case let (id, object as [String: Any]) in try #require(meta["variables"] as? [String: Any]) {
            variables[id] = object
            origins[id] = responseCount
            if let key = object["key"] as? String, variableByKey[key] == nil || object["remote"] as? Bool != true {
                variableByKey[key] = id
            }
        }
    }

    /// Whether a variable is a file's remote copy of a library variable whose own response is given too:
    /// Figma shows the library's variable, so the copy is not a variable of its own.
    func isReplacedCopy(_ id: String) -> Bool {
        guard let variable = variables[id], variable["remote"] as? Bool == true, let key = variable["key"] as? String,
            let owner = variableByKey[key], owner != id, variables[owner]?["remote"] as? Bool != true
        else { return false }
        return origins[owner] != origins[id]
    }

    /// The variable an alias names: by id, else, for a library variable, by the key in its id.
    func target(of id: String) -> String {
        guard variables[id] == nil, let slash = id.firstIndex(of: "/"), let colon = id[..<slash].lastIndex(of: ":") else { return id }
        return variableByKey[String(id[id.index(after: colon)..<slash])] ?? id
    }

    /// The value Figma shows for a variable when `chosen` (collection id → mode id) sets some
    /// collections' modes; `nil` when it reaches a variable that is not in the file.
    func value(of id: String, chosen: [String: String], depth: Int = 0) -> Value? {
        guard depth < 100, let variable = variables[id], let collectionID = variable["variableCollectionId"] as? String,
            let collection = collections[collectionID], let values = variable["valuesByMode"] as? [String: Any],
            let written = values[chosen[collectionID] ?? collection.defaultMode]
        else { return nil }
        if let object = written as? [String: Any], object["type"] as? String == "VARIABLE_ALIAS" {
            return value(of: target(of: object["id"] as? String ?? ""), chosen: chosen, depth: depth + 1)
        }
        // A color with an opacity (0–100, kept as a 32-bit float): the aliased color, its alpha multiplied.
        if let object = written as? [String: Any], object["expressionFunction"] as? String == "COMPOSE_COLOR",
            let arguments = object["expressionArguments"] as? [Any], arguments.count == 2,
            let alias = arguments[0] as? [String: Any], let opacity = Self.double(arguments[1]),
            case .color(let red, let green, let blue, let alpha)? = value(of: target(of: alias["id"] as? String ?? ""), chosen: chosen, depth: depth + 1)
        {
            return .color(red: red, green: green, blue: blue, alpha: alpha * Double(Float(opacity / 100)))
        }
        switch variable["resolvedType"] as? String {
        case "COLOR":
            guard let rgba = written as? [String: Any], let red = Self.double(rgba["r"]), let green = Self.double(rgba["g"]),
                let blue = Self.double(rgba["b"])
            else { return nil }
            return .color(red: red, green: green, blue: blue, alpha: Self.double(rgba["a"]) ?? 1)
        case "FLOAT": return Self.double(written).map(Value.number)
        case "STRING": return (written as? String).map(Value.string)
        case "BOOLEAN": return (written as? Bool).map(Value.boolean)
        default: return nil
        }
    }

    /// A JSON number as the nearest Double. JSONSerialization keeps numbers as decimals
    /// whose `doubleValue` can be an ulp off (0.0010000000474974513 → …509); their text is exact.
    static func double(_ value: Any?) -> Double? {
        guard let number = value as? NSNumber else { return nil }
        return Double(number.description) ?? number.doubleValue
    }

    /// The name `--input` uses for each collection, as Documentation/Importers.md gives it:
    /// its own name, or for collections sharing one, local before remote then by id, the
    /// first keeping the name and the others `name (2)`, `name (3)`, ….
    func inputNames() -> [String: String] {
        var result: [String: String] = [:]
        var used = Set(collections.values.map(\.name))
        let byName = Dictionary(grouping: collections.values, by: \.name)
        for (name, group) in byName {
            let ordered = group.sorted { ($0.isRemote ? 1 : 0, $0.id) < ($1.isRemote ? 1 : 0, $1.id) }
            result[ordered[0].id] = name
            var number = 2
            for collection in ordered.dropFirst() {
                while used.contains("\(name) (\(number))") { number += 1 }
                used.insert("\(name) (\(number))")
                result[collection.id] = "\(name) (\(number))"
            }
        }
        return result
    }
}

/// Every variable of a Figma response, in every mode of every collection with several
/// modes, resolved by `tessera resolve`'s path (`TokenProject`), against ``FigmaOracle``.
@Suite(.needsSharedCorpora) struct FigmaOracleTests {
    static let s2 = PackagePaths.shared.appendingPathComponent("corpora/figma-api/sdk/core/tests/fixtures/figma/s2-web-variables.baseline.json").path
    static let colliding = PackagePaths.root.appendingPathComponent("Tests/TesseraCoreTests/Fixtures/Figma/variables-colliding-names.json").path

    /// Compares every (variable, choice of mode); returns how many values matched.
    @discardableResult
    /// - Parameter notRead: Collections the oracle knows but the inputs lack (a library): their
    ///   variables are only reached through aliases, and their modes are not chosen.
    static func expectFigmaValues(
        _ path: String, fileSystem: (any TokenFileSystem)? = nil, oraclePath: String? = nil, oracle given: FigmaOracle? = nil,
        notRead: Set<String> = [], libraries: [String] = []
    ) throws -> Int {
        let oracle = try given ?? FigmaOracle(paths: [oraclePath ?? path] + libraries)
        let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
        let project = try #require(
            TokenProject.load(paths: [path] + libraries, diagnostics: diagnostics, fileSystem: fileSystem ?? LocalFileSystem()))
        let names = oracle.inputNames()
        var choices: [[String: String]] = [[:]]
        for collection in oracle.collections.values.sorted(by: { $0.id < $1.id }) where collection.modes.count > 1 && !notRead.contains(collection.id) {
            choices += collection.modes.map { [collection.id: $0.id] }
        }
        var matched = 0
        for choice in choices {
            var given: [String: String] = [:]
            for (collectionID, modeID) in choice {
                let collection = try #require(oracle.collections[collectionID])
                given[try #require(names[collectionID])] = collection.modes.first { $0.id == modeID }?.name
            }
            let input = try #require(project.validateInput(given), "\(given)")
            var byVariable: [String: [ResolvedToken]] = [:]
            for token in project.resolve(input).tokens {
                let id = token.extensions?.objectValue?["com.figma"]?.objectValue?["variableId"]?.stringValue ?? "none"
                byVariable[id, default: []].append(token)
            }
            #expect(byVariable["none"] == nil, "tokens without a Figma variable id in \(input)")
            for id in oracle.variables.keys.sorted()
            where !notRead.contains(oracle.variables[id]?["variableCollectionId"] as? String ?? "") && !oracle.isReplacedCopy(id) {
                let found = byVariable[id] ?? []
                guard let expected = oracle.value(of: id, chosen: choice) else {
                    #expect(found.isEmpty, "\(id) cannot resolve in Figma but Tessera gives \(found.map(\.id)) for \(input)")
                    continue
                }
                guard found.count == 1, let token = found.first else {
                    Issue.record("\(id) should be one token for \(input), found \(found.map(\.id))")
                    continue
                }
                // A layer opacity's number is the percentage Figma's field shows; the token holds the fraction.
                let percentage = oracle.variables[id]?["scopes"] as? [String] == ["OPACITY"]
                let value = figmaValue(token.value, percentage: percentage)
                if let value, value.matches(expected) {
                    matched += 1
                } else {
                    Issue.record("\(token.id) (\(id)) for \(input): Figma shows \(expected), Tessera gives \(value.map(\.description) ?? "\(token.value)")")
                }
            }
        }
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.filter { $0.severity == .error }.prefix(10).map(\.message))")
        return matched
    }

    /// A resolved value in Figma's terms: px dimensions, font weights and numbers are numbers,
    /// font families and strings are strings; a percentage's fraction is its percent.
    static func figmaValue(_ value: TokenValue, percentage: Bool = false) -> FigmaOracle.Value? {
        if percentage, case .number(let fraction) = value { return .number((fraction * 100 * 1e9).rounded() / 1e9) }
        switch value {
        case .color(let color):
            guard color.colorSpace == .srgb, color.components.count == 3 else { return nil }
            let components = color.components.compactMap(\.numberValue)
            guard components.count == 3 else { return nil }
            return .color(red: components[0], green: components[1], blue: components[2], alpha: color.alpha)
        case .dimension(let dimension) where dimension.unit == .px: return .number(dimension.value)
        case .number(let number), .fontWeight(let number): return .number(number)
        case .fontFamily(let families) where families.count == 1: return .string(families[0])
        case .string(let text): return .string(text)
        case .boolean(let flag): return .boolean(flag)
        default: return nil
        }
    }

    @Test func adobeS2ResolvesAsFigmaDoes() throws {
        let matched = try Self.expectFigmaValues(Self.s2)
        // 2,961 variables less the 4 that alias library variables no input holds, in the default
        // modes and in each of the color theme's three modes. Six more remote copies alias ids not
        // in the file whose key is one of the file's own variables (it publishes that library).
        #expect(matched == (2_961 - 4) * 4)
    }

    @Test func collidingNamesResolveAsFigmaDoes() throws {
        let matched = try Self.expectFigmaValues(Self.colliding)
        #expect(matched > 0)
    }

    @Test func theBareMetaObjectResolvesAsTheWrappedResponse() throws {
        let wrapped = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.colliding))) as? [String: Any])
        let bare = try JSONSerialization.data(withJSONObject: try #require(wrapped["meta"]))
        let files = InMemoryFileSystem(files: ["variables.json": try #require(String(data: bare, encoding: .utf8))])
        let matched = try Self.expectFigmaValues("variables.json", fileSystem: files, oraclePath: Self.colliding)
        #expect(matched == (try Self.expectFigmaValues(Self.colliding)))
    }
}
