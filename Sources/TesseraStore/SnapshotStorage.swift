import TesseraDiagnostics
import TesseraTheme
import TesseraTokens

/// The immutable data behind snapshots: built once at load, shared by every
/// theme of the same load, never changed afterwards.
///
/// Layout: `slots[i]` describes token `i` (type; either one value index, or the
/// start of a row in `rows` with one value index per column). A column is one
/// theme × one combination of trait contexts: `column = theme × combinationCount + combination`.
final class SnapshotStorage: Sendable {
    struct Slot: Sendable {
        var type: TokenType
        /// Whether the value differs between columns (then `index` is a row start).
        var varies: Bool
        var index: Int32
    }

    let table: SlotTable
    let slots: [Slot]
    /// Per varying slot, `columnCount` value indices; -1 where that theme does not define the token.
    let rows: [Int32]
    let values: StoredValues
    let traitTable: TraitTable
    let combinationCount: Int
    /// Theme names (contexts of the theme modifiers joined with `-`, or `default`).
    let themeNames: [String]
    let themeSelections: [[String: String]]
    let defaultTheme: Int
    /// Each token's dot path, in source order.
    let paths: [String]
    /// Where each token is defined; turned into lines and columns only for a diagnostic.
    let positions: [SourcePosition]
    let sources: SourceRegistry
    let problems: LookupProblemLog

    init(
        paths: [String], positions: [SourcePosition], sources: SourceRegistry, slots: [Slot], rows: [Int32], values: StoredValues,
        traitTable: TraitTable, combinationCount: Int, themeNames: [String], themeSelections: [[String: String]],
        defaultTheme: Int, problems: LookupProblemLog, layout: SlotTable.Layout? = nil
    ) {
        self.table = SlotTable(layout: layout ?? SlotTable.Layout(paths: paths), slots: slots)
        self.paths = paths
        self.positions = positions
        self.sources = sources
        self.slots = slots
        self.rows = rows
        self.values = values
        self.traitTable = traitTable
        self.combinationCount = combinationCount
        self.themeNames = themeNames
        self.themeSelections = themeSelections
        self.defaultTheme = defaultTheme
        self.problems = problems
    }

    /// A storage without tokens: every lookup misses.
    static func empty() -> SnapshotStorage {
        SnapshotStorage(
            paths: [], positions: [], sources: SourceRegistry(), slots: [], rows: [], values: StoredValues(),
            traitTable: TraitTable(modifiers: []), combinationCount: 1, themeNames: ["default"], themeSelections: [[:]],
            defaultTheme: 0, problems: LookupProblemLog(handler: nil))
    }

    // MARK: Lookup

    /// The slot table entry for a key (hashes nothing: the key carries its hash).
    @inline(__always)
    func entry(for key: TokenKey) -> SlotTable.Entry? {
        LookupPath.withBytes(of: key.path) { table.entry(hash: key.pathHash, query: $0) }
    }

    /// The slot table entry for a path string: one pass to hash, one to compare.
    @inline(__always)
    func entry(forPath path: String) -> SlotTable.Entry? {
        LookupPath.withBytes(of: path) { table.entry(hash: LookupPath.hash($0), query: $0) }
    }

    /// The index of the value in its type's array, or -1 after reporting why there is none.
    /// `alsoAccepting` lets a dimension lookup read a `number` token (the seed's sizes).
    @inline(__always)
    func valueIndex(
        _ entry: SlotTable.Entry?, path: String, type: TokenType, alsoAccepting alternative: TokenType? = nil, theme: Int,
        traits: TokenTraits
    ) -> Int {
        guard let entry else {
            reportUnknown(path: path, type: type)
            return -1
        }
        guard entry.type == type || entry.type == alternative else {
            reportMismatch(slot: table.slot(of: entry), path: path, type: type)
            return -1
        }
        if !entry.varies { return Int(entry.index) }
        let column = theme * combinationCount + traitTable.combination(for: traits)
        let index = Int(rows[Int(entry.index) + column])
        if index < 0 { reportNotInTheme(slot: table.slot(of: entry), path: path, type: type, theme: theme) }
        return index
    }

    // MARK: Problems (slow path)

    private func reportUnknown(path: String, type: TokenType) {
        problems.report(path: path, type: type) {
            let normalized = LookupPath.normalizedString(path)
            let near = nearestPath(to: normalized)
            return Diagnostic(
                severity: .warning, code: .storeUnknownToken,
                message: "no token \(path) in the loaded tokens; the \(type.rawValue) fallback is used",
                tokenPath: normalized,
                fixIt: near.map { "did you mean \($0)?" })
        }
    }

    private func reportMismatch(slot: Int, path: String, type: TokenType) {
        problems.report(path: path, type: type) {
            let actual = slots[slot].type
            return Diagnostic(
                severity: .warning, code: .storeTypeMismatch,
                message: "token \(paths[slot]) is a \(actual.rawValue), not a \(type.rawValue); the \(type.rawValue) fallback is used",
                location: sources.location(of: positions[slot]), tokenPath: paths[slot],
                fixIt: "look it up as a \(actual.rawValue), or change its $type")
        }
    }

    private func reportNotInTheme(slot: Int, path: String, type: TokenType, theme: Int) {
        problems.report(path: path, type: type) {
            let defined = themeNames.indices.filter { other in
                (0..<combinationCount).contains { rows[Int(slots[slot].index) + other * combinationCount + $0] >= 0 }
            }.map { themeNames[$0] }
            return Diagnostic(
                severity: .warning, code: .storeTokenNotInTheme,
                message: "token \(paths[slot]) is not defined in theme \(themeNames[theme]) (only in \(defined.joined(separator: ", "))); the \(type.rawValue) fallback is used",
                location: sources.location(of: positions[slot]), tokenPath: paths[slot],
                fixIt: "define it in the files of theme \(themeNames[theme])")
        }
    }

    /// The closest existing path within a small edit distance, for "did you mean".
    private func nearestPath(to path: String) -> String? {
        let limit = max(2, path.count / 5)
        var best: (path: String, distance: Int)?
        for candidate in paths where abs(candidate.count - path.count) <= limit {
            let distance = EditDistance.between(candidate.lowercased(), path.lowercased(), limit: limit)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.path
    }
}
