import TesseraDiagnostics
import TesseraTheme
import TesseraTokens

/// The immutable data behind snapshots: built once at load, shared by every
/// theme of the same load, never changed afterwards.
///
/// Layout: `slots[i]` describes token `i` (type; either one value index, or the
/// start of a row in `rows`). A row starts with the index of its ``Pattern`` (the
/// theme and trait modifiers the token depends on), then holds one value index per
/// combination of those modifiers' contexts.
final class SnapshotStorage: Sendable {
    struct Slot: Sendable {
        var type: TokenType
        /// Whether the value differs between themes or traits (then `index` is a row start).
        var varies: Bool
        var index: Int32
    }

    /// An app-chosen modifier: snapshots choose one of its contexts each.
    struct ThemeAxis: Sendable {
        var modifier: String
        var contexts: [String]
        var defaultContext: Int
    }

    /// The modifiers a row varies over, first varying slowest.
    struct Pattern: Sendable {
        struct Axis: Sendable {
            var isTrait: Bool
            /// The index in ``SnapshotStorage/themeAxes``, or of the trait modifier in the ``TraitTable``.
            var position: Int
            var contextCount: Int
        }

        var axes: [Axis]
        /// How many value indices a row of this pattern holds.
        var columnCount: Int
    }

    let table: SlotTable
    let slots: [Slot]
    /// Per varying slot, its pattern index and then one value index per column; -1 where that combination does not define the token.
    let rows: [Int32]
    let patterns: [Pattern]
    let values: StoredValues
    let traitTable: TraitTable
    let themeAxes: [ThemeAxis]
    /// Each token's dot path, in source order.
    let paths: [String]
    /// Where each token is defined; turned into lines and columns only for a diagnostic.
    let positions: [SourcePosition]
    let sources: SourceRegistry
    let problems: LookupProblemLog

    init(
        paths: [String], positions: [SourcePosition], sources: SourceRegistry, slots: [Slot], rows: [Int32], patterns: [Pattern],
        values: StoredValues, traitTable: TraitTable, themeAxes: [ThemeAxis], problems: LookupProblemLog,
        layout: SlotTable.Layout? = nil
    ) {
        self.table = SlotTable(layout: layout ?? SlotTable.Layout(paths: paths), slots: slots)
        self.paths = paths
        self.positions = positions
        self.sources = sources
        self.slots = slots
        self.rows = rows
        self.patterns = patterns
        self.values = values
        self.traitTable = traitTable
        self.themeAxes = themeAxes
        self.problems = problems
    }

    /// A storage without tokens: every lookup misses.
    static func empty() -> SnapshotStorage {
        SnapshotStorage(
            paths: [], positions: [], sources: SourceRegistry(), slots: [], rows: [], patterns: [], values: StoredValues(),
            traitTable: TraitTable(modifiers: []), themeAxes: [], problems: LookupProblemLog(handler: nil))
    }

    /// Every theme modifier at its default context.
    var defaultTheme: [Int] { themeAxes.map(\.defaultContext) }

    /// The contexts of a theme joined with `-`, or `default` when there are no theme modifiers.
    func themeName(_ theme: [Int]) -> String {
        themeAxes.isEmpty ? "default" : zip(themeAxes, theme).map { $0.contexts[$1] }.joined(separator: "-")
    }

    /// The column of a row for a theme and the device's traits.
    @inline(__always)
    func column(_ pattern: Pattern, theme: [Int], traits: TokenTraits) -> Int {
        var column = 0
        for axis in pattern.axes {
            let context = axis.isTrait ? traitTable.context(ofModifier: axis.position, for: traits) : theme[axis.position]
            column = column * axis.contextCount + context
        }
        return column
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
        _ entry: SlotTable.Entry?, path: String, type: TokenType, alsoAccepting alternative: TokenType? = nil, theme: [Int],
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
        let start = Int(entry.index)
        let column = column(patterns[Int(rows[start])], theme: theme, traits: traits)
        let index = Int(rows[start + 1 + column])
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

    private func reportNotInTheme(slot: Int, path: String, type: TokenType, theme: [Int]) {
        problems.report(path: path, type: type) {
            let start = Int(slots[slot].index)
            let pattern = patterns[Int(rows[start])]
            // The themes that differ from this one in the theme modifiers the token depends on and define it.
            let themeAxes = pattern.axes.filter { !$0.isTrait }
            let themeCount = themeAxes.reduce(1) { $0 * $1.contextCount }
            var defined: [String] = []
            for combination in 0..<themeCount {
                var other = theme
                var rest = combination
                for axis in themeAxes.reversed() {
                    other[axis.position] = rest % axis.contextCount
                    rest /= axis.contextCount
                }
                if definesToken(start: start, pattern: pattern, theme: other) { defined.append(themeName(other)) }
            }
            let name = themeName(theme)
            return Diagnostic(
                severity: .warning, code: .storeTokenNotInTheme,
                message: "token \(paths[slot]) is not defined in theme \(name) (only in \(defined.joined(separator: ", "))); the \(type.rawValue) fallback is used",
                location: sources.location(of: positions[slot]), tokenPath: paths[slot],
                fixIt: "define it in the files of theme \(name)")
        }
    }

    /// Whether a row has a value in this theme for some combination of trait contexts.
    private func definesToken(start: Int, pattern: Pattern, theme: [Int]) -> Bool {
        (0..<pattern.columnCount).contains { column in
            var rest = column
            for axis in pattern.axes.reversed() {
                if !axis.isTrait, rest % axis.contextCount != theme[axis.position] { return false }
                rest /= axis.contextCount
            }
            return rows[start + 1 + column] >= 0
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
