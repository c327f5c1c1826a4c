/// Values a command is done with, left for the end of the process to free.
///
/// A command's project and theme matrix are hundreds of thousands of small objects for a large
/// token set; releasing them one by one took about a tenth of `tessera validate`'s time on
/// 100,000 tokens (2026-11-27), work the process's exit does at once. Only for values held to
/// the end of a run that ends the process: never in `build --watch`, which runs again.
enum ProcessEnd {
    /// Written only by a command's `run()`, on the main thread, before the process exits.
    nonisolated(unsafe) private static var kept: [Any] = []

    static func keep(_ value: Any) {
        kept.append(value)
    }
}
