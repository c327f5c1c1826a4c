import Foundation

/// Collects the diagnostics of one run.
///
/// Stages report problems here with source positions; the engine turns them
/// into rendered ``Diagnostic`` values, drops exact repeats (the same problem
/// seen again in another permutation), and caps warnings per code so a legacy
/// file with ten thousand hex strings stays readable and fast.
public final class DiagnosticEngine: @unchecked Sendable {
    /// The files read in this run, used to turn positions into lines and columns.
    public let sources: SourceRegistry
    /// How many warnings or notes of one code are kept before the rest are only counted.
    public let warningLimitPerCode: Int

    private let lock = NSLock()
    /// Everything that changes, in one value: one exclusive access per report. Every access
    /// holds `lock`, so the run-time exclusivity check would only repeat what the lock ensures.
    @exclusivity(unchecked) private var state = State()
    /// Whether this engine takes reports down for ``replay(_:)`` instead of keeping them.
    private let isRecorder: Bool
    /// Whether a recorder takes a warning or note with a position down without its texts once
    /// ``warningLimitPerCode`` of its code are recorded (see ``recorder(summarizing:)``).
    private let summarizes: Bool
    @exclusivity(unchecked) private var recorded: [RecordedReport] = []
    @exclusivity(unchecked) private var recordedByCode: [Int] = []

    /// A report as a recording engine took it down, with its texts already built.
    struct RecordedReport: Sendable {
        var severity: Diagnostic.Severity
        var code: DiagnosticCode
        var message: String
        var position: SourcePosition?
        var tokenPath: String?
        var notes: [(message: String, position: SourcePosition?, tokenPath: String?)]
        var fixIt: String?
        /// Taken down without its texts: replay it only where the engine already just counts its code.
        var isSummary = false
    }

    private struct Key: Hashable {
        var code: DiagnosticCode
        var position: SourcePosition?
        var message: String
    }

    private struct State {
        var collected: [Diagnostic] = []
        /// Warnings and notes already reported at a position.
        var seenAtPosition = PositionBitmaps()
        /// Warnings and notes without a position, by code and message.
        var seenElsewhere: Set<Key> = []
        /// Errors, by code, position and message.
        var seenErrors: Set<Key> = []
        /// Indexed by ``DiagnosticCode/number``.
        var countsByCode = [Int](repeating: 0, count: 1000)
        var suppressedByCode = [Int](repeating: 0, count: 1000)
        var errorTotal = 0
        var warningTotal = 0

        /// Records a report; returns whether it is to be kept in full.
        mutating func admit(
            _ severity: Diagnostic.Severity, _ code: DiagnosticCode, number: Int, position: SourcePosition?,
            message: () -> String, limit: Int, fileSize: (SourceFileID) -> Int
        ) -> Bool {
            if severity == .error {
                // Errors are few; telling them apart by message keeps two different
                // problems at one spot (a composite missing two members) both counted.
                guard seenErrors.insert(Key(code: code, position: position, message: message())).inserted else {
                    return false
                }
                errorTotal += 1
                return true
            }
            if let position {
                guard
                    seenAtPosition.insert(
                        code: number, file: position.file, offset: Int(position.offset), fileSize: { fileSize(position.file) })
                else { return false }
            } else {
                guard seenElsewhere.insert(Key(code: code, position: nil, message: message())).inserted else {
                    return false
                }
            }
            if severity == .warning { warningTotal += 1 }
            let count = countsByCode[number]
            countsByCode[number] = count + 1
            if count >= limit {
                suppressedByCode[number] += 1
                return false
            }
            return true
        }
    }

    /// Messages name tokens and quote values; a hostile file can make those megabytes
    /// long. A message stays readable: at most ``messageLimit`` characters.
    static let messageLimit = 400

    static func clamp(_ message: String) -> String {
        guard message.utf8.count > messageLimit else { return message }
        let kept = message.prefix(messageLimit)
        return kept + "… (\(message.count - kept.count) more characters)"
    }

    public init(sources: SourceRegistry = SourceRegistry(), warningLimitPerCode: Int = 20) {
        self.sources = sources
        self.warningLimitPerCode = warningLimitPerCode
        self.isRecorder = false
        self.summarizes = false
    }

    private init(recordingFor engine: DiagnosticEngine, summarizing: Bool) {
        self.sources = engine.sources
        self.warningLimitPerCode = engine.warningLimitPerCode
        self.isRecorder = true
        self.summarizes = summarizing
        if summarizing { recordedByCode = [Int](repeating: 0, count: 1000) }
    }

    /// An engine for work done on another thread: it takes every report down, unfiltered, and
    /// ``replay(_:)`` later hands them to this engine in order, as if they had been reported here.
    ///
    /// A summarizing recorder builds the texts of only the first ``warningLimitPerCode`` warnings
    /// and notes of each code that have a position; later ones are summaries (``RecordedReport/isSummary``),
    /// which may be replayed only where ``onlyCounts(_:)`` holds for their code. Building every
    /// message of a file with thousands of legacy values would cost more than the work saved.
    func recorder(summarizing: Bool = false) -> DiagnosticEngine {
        DiagnosticEngine(recordingFor: self, summarizing: summarizing)
    }

    /// Whether further warnings and notes of `code` are only counted, their texts not kept.
    func onlyCounts(_ code: DiagnosticCode) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return state.countsByCode[code.number] >= warningLimitPerCode
    }

    /// Drops what a recorder took down after its first `count` reports.
    func discardRecorded(after count: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard recorded.count > count else { return }
        if summarizes {
            for report in recorded[count...] where report.severity != .error { recordedByCode[report.code.number] -= 1 }
        }
        recorded.removeSubrange(count...)
    }

    /// How many reports a recorder holds.
    var recordedCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return recorded.count
    }

    /// The reports a recorder took down, emptying it.
    func takeRecordedReports() -> [RecordedReport] {
        lock.lock()
        defer { lock.unlock() }
        defer { recorded = [] }
        return recorded
    }

    /// Reports what a recorder took down, in its order.
    func replay(_ reports: some Sequence<RecordedReport>) {
        for report in reports {
            emit(
                report.severity, report.code, report.message, at: report.position, tokenPath: report.tokenPath,
                notes: report.notes, fixIt: report.fixIt)
        }
    }

    /// Reports a problem. The same code at the same position is reported once
    /// (the same file is resolved again for every permutation).
    /// - Parameters:
    ///   - severity: How serious it is.
    ///   - code: The stable code.
    ///   - message: What is wrong, in words a person can act on.
    ///   - position: Where it is, if known.
    ///   - tokenPath: The token concerned, if any.
    ///   - notes: Other relevant places.
    ///   - fixIt: A suggested change, if there is one.
    public func emit(
        _ severity: Diagnostic.Severity,
        _ code: DiagnosticCode,
        _ message: @autoclosure () -> String,
        at position: SourcePosition?,
        tokenPath: @autoclosure () -> String? = nil,
        notes: @autoclosure () -> [(message: String, position: SourcePosition?, tokenPath: String?)] = [],
        fixIt: @autoclosure () -> String? = nil
    ) {
        // Messages are built only for diagnostics that are kept: a legacy file can
        // raise a hundred thousand warnings, and formatting each would dominate the run.
        let number = code.number
        lock.lock()
        defer { lock.unlock() }
        if isRecorder {
            if summarizes, severity != .error {
                let count = recordedByCode[number]
                recordedByCode[number] = count + 1
                if count >= warningLimitPerCode, position != nil {
                    recorded.append(
                        RecordedReport(
                            severity: severity, code: code, message: "", position: position, tokenPath: nil, notes: [],
                            fixIt: nil, isSummary: true))
                    return
                }
            }
            recorded.append(
                RecordedReport(
                    severity: severity, code: code, message: message(), position: position, tokenPath: tokenPath(),
                    notes: notes(), fixIt: fixIt()))
            return
        }
        guard
            state.admit(
                severity, code, number: number, position: position, message: message, limit: warningLimitPerCode,
                fileSize: { [sources] in sources.file($0)?.bytes.count ?? 0 })
        else { return }
        state.collected.append(
            Diagnostic(
                severity: severity,
                code: code,
                message: Self.clamp(message()),
                location: position.flatMap { sources.location(of: $0) },
                tokenPath: tokenPath().flatMap { $0.isEmpty ? nil : $0 },
                notes: notes().map {
                    Diagnostic.Note(
                        message: Self.clamp($0.message),
                        location: $0.position.flatMap { sources.location(of: $0) },
                        tokenPath: $0.tokenPath
                    )
                },
                fixIt: fixIt()
            ))
    }

    /// Every diagnostic kept, in the order reported, followed by one note per
    /// code whose repeats were suppressed.
    public var diagnostics: [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        var result = state.collected
        for code in DiagnosticCode.allCases where state.suppressedByCode[code.number] > 0 {
            let count = state.suppressedByCode[code.number]
            result.append(
                Diagnostic(
                    severity: .note,
                    code: .diagnosticsSuppressed,
                    message: "\(count) more diagnostic\(count == 1 ? "" : "s") [\(code.rawValue)] not shown"
                ))
        }
        return result
    }

    /// Whether any error was reported.
    public var hasErrors: Bool {
        lock.lock()
        defer { lock.unlock() }
        return state.errorTotal > 0
    }

    /// The number of errors reported (each distinct problem once).
    public var errorCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return state.errorTotal
    }

    /// The number of warnings reported, including suppressed ones.
    public var warningCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return state.warningTotal
    }
}

/// Which (code, file, offset) triples were reported: one bitmap over the file's
/// bytes per code and file. Reports arrive in file order, so the bits touched are
/// close together; a hash set would scatter them (a cache miss per report when a
/// legacy file raises a hundred thousand warnings).
struct PositionBitmaps {
    private var bitmaps: [[UInt64]] = []
    private var slotForKey: [Int: Int] = [:]
    private var lastKey = -1
    private var lastSlot = 0

    /// Marks the position; returns whether it was new. `fileSize` sizes a new bitmap.
    mutating func insert(code: Int, file: SourceFileID, offset: Int, fileSize: () -> Int) -> Bool {
        let key = code << 32 | Int(UInt32(bitPattern: file.rawValue))
        if key != lastKey {
            if let slot = slotForKey[key] {
                lastSlot = slot
            } else {
                lastSlot = bitmaps.count
                slotForKey[key] = lastSlot
                bitmaps.append([UInt64](repeating: 0, count: max(1, fileSize() + 1) / 64 + 1))
            }
            lastKey = key
        }
        let word = offset >> 6
        let bit = UInt64(1) << UInt64(offset & 63)
        guard word >= 0, word < bitmaps[lastSlot].count else { return true }
        if bitmaps[lastSlot][word] & bit != 0 { return false }
        bitmaps[lastSlot][word] |= bit
        return true
    }
}
