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
    /// Everything that changes, in one value; every access holds `lock`.
    private var state = State()

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
        /// Causes already reported (``DiagnosticEngine/isFirstReport(of:)``).
        var reportedCauses: Set<String> = []

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

    /// Whether `cause` is met for the first time in this run, and records it: a cause that many
    /// tokens share (a type name that names no type) is reported once, at the first of them.
    package func isFirstReport(of cause: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return state.reportedCauses.insert(cause).inserted
    }

    /// Adds a finished diagnostic as it is: no repeat check and no per-code cap. For findings
    /// that are already distinct (`tessera lint` reports one per token and permutation).
    public func record(_ diagnostic: Diagnostic) {
        lock.lock()
        defer { lock.unlock() }
        switch diagnostic.severity {
        case .error: state.errorTotal += 1
        case .warning: state.warningTotal += 1
        case .note: break
        }
        state.collected.append(diagnostic)
    }

    /// Every diagnostic kept, in the order reported, with one note per code whose
    /// repeats were suppressed.
    public var diagnostics: [Diagnostic] {
        diagnostics(shownPerCode: warningLimitPerCode)
    }

    /// The diagnostics to show a person: every error, the first `shown` warnings and notes
    /// of each code, and after the last one shown of a code a note [TS0001] counting the
    /// rest of that code (those kept and those suppressed at ``warningLimitPerCode``).
    /// - Parameter hint: Appended in parentheses to each counting note, such as how to see them all.
    public func diagnostics(shownPerCode shown: Int, hint: String? = nil) -> [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        var keptByCode = [Int](repeating: 0, count: 1000)
        for diagnostic in state.collected where diagnostic.severity != .error {
            keptByCode[diagnostic.code.number] += 1
        }
        var shownByCode = [Int](repeating: 0, count: 1000)
        var result: [Diagnostic] = []
        for diagnostic in state.collected {
            result.append(diagnostic)
            guard diagnostic.severity != .error else { continue }
            let number = diagnostic.code.number
            shownByCode[number] += 1
            let kept = keptByCode[number]
            // The last one shown of its code: the rest are counted right after it.
            guard shownByCode[number] == min(shown, kept) else {
                if shownByCode[number] > shown { result.removeLast() }
                continue
            }
            let hidden = kept - shownByCode[number] + state.suppressedByCode[number]
            if hidden > 0 {
                result.append(Self.moreLikeThis(hidden, of: diagnostic, hint: hint))
            }
        }
        return result
    }

    /// `17 more TS0410 warnings like this`: the count of one code's diagnostics not shown.
    private static func moreLikeThis(_ count: Int, of diagnostic: Diagnostic, hint: String?) -> Diagnostic {
        let kind = diagnostic.severity == .note ? "note" : "warning"
        let hint = hint.map { " (\($0))" } ?? ""
        return Diagnostic(
            severity: .note,
            code: .diagnosticsSuppressed,
            message: "\(count) more \(diagnostic.code.rawValue) \(kind)\(count == 1 ? "" : "s") like this\(hint)")
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
