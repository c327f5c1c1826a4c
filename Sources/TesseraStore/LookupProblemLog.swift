import Foundation
import TesseraDiagnostics
import TesseraTokens

/// The lookup problems of one snapshot (unknown paths, wrong types), each reported
/// once per path and asked-for type. Only failed lookups come here; a successful
/// lookup never takes the lock.
final class LookupProblemLog: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: Set<String> = []
    private var collected: [Diagnostic] = []
    private let handler: (@Sendable (Diagnostic) -> Void)?

    init(handler: (@Sendable (Diagnostic) -> Void)?) {
        self.handler = handler
    }

    /// Records the problem unless this path and type were reported before; `make`
    /// builds the diagnostic only the first time.
    func report(path: String, type: TokenType, _ make: () -> Diagnostic) {
        let key = "\(type.rawValue) \(path)"
        lock.lock()
        guard seen.insert(key).inserted else {
            lock.unlock()
            return
        }
        let diagnostic = make()
        collected.append(diagnostic)
        lock.unlock()
        handler?(diagnostic)
    }

    var problems: [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }
}
