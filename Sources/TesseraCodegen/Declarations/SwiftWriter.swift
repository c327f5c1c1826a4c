public import Foundation

/// Takes generated text as it is rendered, a block of whole lines at a time, so a file of
/// tens of megabytes is never held in memory whole (the command line writes it to a file).
public protocol GeneratedTextSink: AnyObject {
    func write(_ bytes: Data)
}

/// Accumulates Swift source as UTF-8 bytes, with indentation (four spaces a level): the
/// buffer ``SwiftRenderer`` writes a file into, and value expressions are written with.
///
/// Generated files can be tens of megabytes written in millions of small pieces, so
/// the renderer writes pieces (`beginLine()`, `write(…)`, `endLine()`) into one
/// buffer: appending a piece is a bounds check and a `memcpy`, where building
/// each line as a `String` or appending to an `Array` costs several times more. With a
/// ``GeneratedTextSink`` a copy of the buffer is handed over every ``sinkBlockSize`` bytes.
/// Noncopyable, so the buffer is never shared or copied (pass it `inout`, like a
/// stream), and a struct, so its fields need no run-time exclusivity checks.
///
/// What the buffer buys, measured (2026-11-27, `tessera build` of 100,000 tokens): the same
/// writer over a `[UInt8]`, appending the strings' UTF-8 views, spent about 15% of the whole
/// build's CPU time in those appends and line splits, where this one spends about 4% writing.
/// The buffer is the writer's own, allocated, grown and freed here; no pointer to it leaves the type.
struct SwiftWriter: ~Copyable {
    private var buffer: UnsafeMutablePointer<UInt8>  // `capacity` bytes, `count` of them written
    private var capacity: Int
    /// How many bytes are written so far.
    private(set) var count = 0
    private var level = 0
    /// Where each part of the ``writeParts(qualifiedBy:_:_:count:isList:part:)`` calls under way
    /// starts and ends, two offsets a part, innermost call last.
    private var partBounds: [Int] = []
    /// Where the current line starts in the buffer.
    private var lineStart = 0
    /// How many numbers were infinite or NaN (written as 0): the generator reports those tokens.
    private(set) var nonFiniteNumbers = 0
    /// Where whole lines go once the buffer holds ``sinkBlockSize`` bytes; nil to keep everything.
    private let sink: (any GeneratedTextSink)?
    /// Large enough that handing a block over costs nothing beside writing it, small enough to stay in cache.
    static let sinkBlockSize = 1 << 18

    /// Whether only the numbers are looked at, for ``nonFiniteNumbers``, and no text is kept:
    /// `tessera validate` writes each value a build writes, at a fraction of the cost.
    private let countsNumbersOnly: Bool

    init(capacity: Int = 4096, sink: (any GeneratedTextSink)? = nil) {
        self.capacity = max(capacity, sink == nil ? 64 : Self.sinkBlockSize + 4096)
        self.sink = sink
        countsNumbersOnly = false
        buffer = .allocate(capacity: self.capacity)
    }

    /// A writer that keeps no text and counts the numbers that are not finite.
    static func countingNonFiniteNumbers() -> SwiftWriter {
        SwiftWriter(countingNumbersOnly: ())
    }

    private init(countingNumbersOnly: Void) {
        capacity = 64
        sink = nil
        countsNumbersOnly = true
        buffer = .allocate(capacity: capacity)
    }

    deinit { buffer.deallocate() }

    /// Everything written, handing the buffer over without copying it (the output can be
    /// tens of megabytes); the writer starts again empty.
    mutating func takeData() -> Data {
        let data = Data(bytesNoCopy: buffer, count: count, deallocator: .custom { pointer, _ in pointer.deallocate() })
        capacity = 64
        buffer = .allocate(capacity: capacity)
        count = 0
        return data
    }

    var text: String { String(decoding: UnsafeBufferPointer(start: buffer, count: count), as: UTF8.self) }  // the bytes written

    /// Whether everything written can go into a `///` line as it is (``SwiftLiteral/isPlainDocText(_:)``),
    /// checked on the bytes before they become a string.
    var isPlainDocText: Bool { SwiftLiteral.isPlainDocText(bytes: UnsafeBufferPointer(start: buffer, count: count)) }

    /// Everything written, as text; the writer starts again empty, keeping its buffer (for
    /// writing many small expressions one after another).
    mutating func takeText() -> String {
        defer {
            count = 0
            lineStart = 0
        }
        return text
    }


    private mutating func grow(to minimum: Int) {
        var newCapacity = capacity * 2
        while newCapacity < minimum { newCapacity *= 2 }
        let newBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)  // freed in `deinit` or the next `grow`
        newBuffer.update(from: buffer, count: count)
        buffer.deallocate()
        buffer = newBuffer
        capacity = newCapacity
    }

    @inline(__always)
    private mutating func append(_ start: UnsafePointer<UInt8>, _ length: Int) {  // from a string's or literal's UTF-8
        if countsNumbersOnly { return }
        if count + length > capacity { grow(to: count + length) }
        let destination = buffer + count
        // Most pieces are a few bytes: a loop costs less than calling memcpy.
        if length <= 16 {
            for index in 0..<length { destination[index] = start[index] }
        } else {
            destination.update(from: start, count: length)
        }
        count += length
    }

    /// How many bytes the current line holds so far, indentation included.
    var column: Int { count - lineStart }

    /// Starts a line: the indentation.
    mutating func beginLine() {
        lineStart = count
        let length = level * 4
        if count + length > capacity { grow(to: count + length) }
        (buffer + count).initialize(repeating: UInt8(ascii: " "), count: length)
        count += length
    }

    mutating func endLine() {
        write(byte: UInt8(ascii: "\n"))
        lineStart = count
        if count >= Self.sinkBlockSize { flush() }
    }

    /// Hands what is written to the sink, if there is one, and starts again empty.
    mutating func flush() {
        guard let sink, count > 0 else { return }
        sink.write(Data(bytes: buffer, count: count))
        count = 0
        lineStart = 0
    }

    mutating func write(_ text: StaticString) {
        append(text.utf8Start, text.utf8CodeUnitCount)
    }

    mutating func write(string text: String) {
        var text = text
        text.withUTF8 { if let base = $0.baseAddress { append(base, $0.count) } }
    }

    /// Text that may span lines (a wrapped value literal): each line after the first starts at
    /// the current indentation, so the text's own indentation is relative to where it is placed.
    mutating func write(indentingLines text: String) {
        var text = text
        text.withUTF8 { bytes in appendLines(bytes, startingEachLineWith: { $0.beginLine() }) }
    }

    /// A composite value longer than this on one line is written one part a line.
    static let valuePartsLimit = 100

    /// `open` part, part, … `close`: on one line, or one part a line (indented, each followed by a
    /// comma in a list, between parts in a call) when one line would take more than ``valuePartsLimit``.
    /// For value literals written without a sink: a long one is laid out again from the line
    /// written first, its parts' own text indented one level more; no part is written twice (nested
    /// values written again at each level took more than half of writing every value).
    /// `qualifiedBy`: a module written with a dot before `open` (`TesseraTheme.`), counted in the length.
    mutating func writeParts(
        qualifiedBy module: String? = nil, _ open: StaticString, _ close: StaticString, count partCount: Int, isList: Bool,
        part: (inout SwiftWriter, Int) -> Void
    ) {
        let start = count
        if let module {
            write(string: module)
            write(".")
        }
        write(open)
        let partsStart = count
        let boundsStart = partBounds.count
        defer { partBounds.removeSubrange(boundsStart...) }
        for index in 0..<partCount {
            if index > 0 { write(", ") }
            partBounds.append(count)
            part(&self, index)
            partBounds.append(count)
        }
        write(close)
        guard count - start > Self.valuePartsLimit, partCount > 0, sink == nil else { return }
        // The parts as written on the line, then each on a line of its own.
        let parts = Array(UnsafeBufferPointer(start: buffer + partsStart, count: count - partsStart))
        count = partsStart
        indent()
        for index in 0..<partCount {
            endLine()
            beginLine()
            let partStart = partBounds[boundsStart + 2 * index] - partsStart
            let partEnd = partBounds[boundsStart + 2 * index + 1] - partsStart
            writeIndentedOneLevelMore(parts[partStart..<partEnd])
            if isList || index < partCount - 1 { write(",") }
        }
        outdent()
        endLine()
        beginLine()
        write(close)
    }

    /// Text written at the level below: each line after the first four spaces further in.
    private mutating func writeIndentedOneLevelMore(_ text: ArraySlice<UInt8>) {
        text.withUnsafeBufferPointer { bytes in appendLines(bytes, startingEachLineWith: { $0.write("    ") }) }
    }

    /// `bytes` line by line: each line break ends the line, and `startLine` starts the next one.
    private mutating func appendLines(_ bytes: UnsafeBufferPointer<UInt8>, startingEachLineWith startLine: (inout SwiftWriter) -> Void) {
        guard let base = bytes.baseAddress else { return }
        var lineStart = 0
        for newline in bytes.indices where bytes[newline] == UInt8(ascii: "\n") {
            append(base + lineStart, newline - lineStart)
            endLine()
            startLine(&self)
            lineStart = newline + 1
        }
        append(base + lineStart, bytes.count - lineStart)
    }

    /// Text with ASCII capitals lowered (hex colors); other text through `lowercased()`.
    mutating func write(lowercasingASCII text: String) {
        let start = count
        write(string: text)
        for index in start..<count {
            let byte = buffer[index]
            if byte >= 0x80 {
                count = start
                return write(string: text.lowercased())
            }
            if byte >= 65, byte <= 90 { buffer[index] = byte + 32 }
        }
    }

    mutating func write(byte: UInt8) {
        if countsNumbersOnly { return }
        if count == capacity { grow(to: count + 1) }
        buffer[count] = byte
        count += 1
    }

    /// A decimal integer, without going through `String`.
    mutating func write(integer value: Int) {
        if countsNumbersOnly { return }
        if value < 0 { write(byte: UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        if count + 20 > capacity { grow(to: count + 20) }
        let start = count
        repeat {
            buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            count += 1
            magnitude /= 10
        } while magnitude > 0
        var (low, high) = (start, count - 1)
        while low < high {
            (buffer[low], buffer[high]) = (buffer[high], buffer[low])
            low += 1
            high -= 1
        }
    }

    /// Counts a number that is finite as written but overflows where the app computes with it.
    mutating func noteNonFiniteNumber() {
        nonFiniteNumbers += 1
    }

    /// A floating-point literal: integers without a fraction, others in shortest round-trip form.
    mutating func write(number value: Double) {
        guard value.isFinite else {
            nonFiniteNumbers += 1
            return write("0")
        }
        if countsNumbersOnly { return }
        if value == value.rounded(), abs(value) < 1e15 { return write(integer: Int(value)) }
        // Colors are rounded to six decimals: a value that is exactly the double nearest
        // n / 10⁶ prints as those decimals (nothing shorter lies within its rounding interval).
        if value >= 0.001, value < 1, case let millionths = (value * 1_000_000).rounded(),
            millionths / 1_000_000 == value
        {
            var digits = Int(millionths)
            var length = 6
            while digits % 10 == 0 {
                digits /= 10
                length -= 1
            }
            write("0.")
            if count + length > capacity { grow(to: count + length) }
            for position in stride(from: count + length - 1, through: count, by: -1) {
                buffer[position] = UInt8(ascii: "0") + UInt8(digits % 10)
                digits /= 10
            }
            count += length
            return
        }
        // Shortest round-trip text is at most 24 bytes: a small string, no allocation.
        write(string: value.description)
    }

    mutating func indent() { level += 1 }

    mutating func outdent() { level -= 1 }
}
