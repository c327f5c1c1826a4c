/// Accumulates lines of Swift with indentation (four spaces a level).
struct SwiftWriter {
    private(set) var text = ""
    private var level = 0

    mutating func line(_ content: String) {
        if content.isEmpty {
            text += "\n"
            return
        }
        text += String(repeating: "    ", count: level)
        text += content
        text += "\n"
    }

    mutating func indent() { level += 1 }

    mutating func outdent() { level -= 1 }
}
