/// Accumulates lines of Swift with indentation (four spaces a level), as UTF-8 bytes:
/// generated files can be tens of megabytes, and growing a `String` piece by piece
/// costs several times more than appending bytes.
struct SwiftWriter {
    private(set) var bytes: [UInt8] = []
    private var level = 0

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// One line made of `parts`, written without building the line as a string first.
    mutating func line(_ parts: String...) {
        let isEmpty = parts.allSatisfy(\.isEmpty)
        if !isEmpty {
            for _ in 0..<level { bytes.append(contentsOf: Self.indentUnit) }
            for part in parts { bytes.append(contentsOf: part.utf8) }
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    private static let indentUnit: [UInt8] = Array("    ".utf8)

    mutating func indent() { level += 1 }

    mutating func outdent() { level -= 1 }

    /// Reserves room for roughly this many bytes of output.
    mutating func reserve(_ count: Int) {
        bytes.reserveCapacity(count)
    }
}
