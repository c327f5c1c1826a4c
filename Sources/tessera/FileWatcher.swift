import Foundation

/// Notices changes to a set of files by polling their modification times and sizes every
/// `interval` seconds: plain, and the same on Linux and macOS. A file that appears or
/// disappears is a change too; for a folder, its modification time changes when an entry is
/// added, removed or renamed.
struct FileWatcher {
    /// What is known about one path.
    struct Stamp: Equatable {
        var modified: Date?
        var size: UInt64?
    }

    var interval: TimeInterval = 0.25
    private(set) var stamps: [String: Stamp] = [:]

    static func stamp(of path: String) -> Stamp {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return Stamp() }
        return Stamp(
            modified: attributes[.modificationDate] as? Date, size: (attributes[.size] as? NSNumber)?.uint64Value)
    }

    /// Watches `paths` from now on; `earlier` keeps stamps taken before (so an edit made while
    /// building is still seen as a change).
    mutating func watch(_ paths: Set<String>, earlier: [String: Stamp] = [:]) {
        stamps = Dictionary(uniqueKeysWithValues: paths.map { ($0, earlier[$0] ?? Self.stamp(of: $0)) })
    }

    /// The watched paths whose stamp differs from the one recorded.
    func changedPaths() -> [String] {
        stamps.filter { Self.stamp(of: $0.key) != $0.value }.map(\.key).sorted()
    }

    /// Waits until a watched path changes and returns the changed paths, or `nil` once `stopped()` is true.
    func waitForChange(stopped: () -> Bool) -> [String]? {
        while !stopped() {
            let changed = changedPaths()
            if !changed.isEmpty { return changed }
            Thread.sleep(forTimeInterval: interval)
        }
        return nil
    }
}
