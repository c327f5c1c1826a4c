/// Accumulates lines of Swift with indentation (four spaces a level).
struct SwiftWriter {
    private(set) var text = ""
    private var level = 0

    /// Indentation strings by level, built once.
    private static let indentation = (0..<64).map { String(repeating: "    ", count: $0) }

    mutating func line(_ content: String) {
        if content.isEmpty {
            text += "\n"
            return
        }
        text += Self.indentation[min(level, 63)]
        text += content
        text += "\n"
    }

    /// Reserves room for roughly this many bytes of output.
    mutating func reserve(_ bytes: Int) {
        text.reserveCapacity(bytes)
    }

    mutating func indent() { level += 1 }

    mutating func outdent() { level -= 1 }
}
