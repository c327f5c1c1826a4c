import Foundation

/// A problem the SwiftUI or UIKit adapter found at run time, which no build step could see
/// (whether a font is installed depends on the device and the app bundle).
///
/// The codes share the numbering of the build-time diagnostics (`Documentation/Diagnostics.md`).
public struct ThemeDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// What went wrong; the raw value is the stable code.
    public enum Code: String, Sendable, Hashable, CaseIterable {
        /// A typography token's preferred font family is not installed, so a fallback font is drawn.
        case fontNotInstalled = "TS0830"
        /// A shadow layer that the platform cannot draw (an inner shadow) was left out.
        case shadowLayerNotDrawn = "TS0831"
    }

    /// The stable code.
    public var code: Code
    /// What the diagnostic is about (a font family name, a shadow): reported once per code and subject.
    public var subject: String
    /// A sentence saying what happened and what is drawn instead.
    public var message: String
    /// How to fix it, when there is a fix.
    public var fix: String?

    /// A diagnostic; `subject` identifies it for "report once".
    public init(code: Code, subject: String, message: String, fix: String? = nil) {
        self.code = code
        self.subject = subject
        self.message = message
        self.fix = fix
    }

    /// `warning: message [TS0830]` followed by the fix, the form the command-line tool prints.
    public var description: String {
        var text = "warning: \(message) [\(code.rawValue)]"
        if let fix { text += "\n  fix: \(fix)" }
        return text
    }
}

/// Collects the adapters' run-time diagnostics, each code and subject once, and tells observers.
///
/// Views are re-evaluated often; a missing font would otherwise be reported on every frame.
/// The log is thread-safe (a lock guards its state; observers run outside it), so fonts can be
/// resolved on any thread. Apps observe ``shared`` to send the diagnostics to their logging.
public final class ThemeDiagnosticLog: @unchecked Sendable {
    /// The log the adapters use unless given another.
    public static let shared = ThemeDiagnosticLog()

    private let lock = NSLock()
    private var reportedKeys: Set<String> = []
    private var reported: [ThemeDiagnostic] = []
    private var observers: [@Sendable (ThemeDiagnostic) -> Void] = []

    /// An empty log with no observers.
    public init() {}

    /// Records `diagnostic` and tells the observers, unless one with the same code and subject
    /// was reported before; returns whether it was new.
    @discardableResult
    public func report(_ diagnostic: ThemeDiagnostic) -> Bool {
        let key = diagnostic.code.rawValue + "\u{0}" + diagnostic.subject
        let observersToTell: [@Sendable (ThemeDiagnostic) -> Void]? = lock.withLock {
            guard reportedKeys.insert(key).inserted else { return nil }
            reported.append(diagnostic)
            return observers
        }
        guard let observersToTell else { return false }
        for observer in observersToTell { observer(diagnostic) }
        return true
    }

    /// Every diagnostic reported so far, in order.
    public var diagnostics: [ThemeDiagnostic] {
        lock.withLock { reported }
    }

    /// Calls `observer` with every diagnostic reported from now on (on the reporting thread).
    public func observe(_ observer: @escaping @Sendable (ThemeDiagnostic) -> Void) {
        lock.withLock { observers.append(observer) }
    }
}
