import Foundation

/// One input document held in memory: its display path, its bytes and a table of
/// line starts, used to turn byte offsets into line and column.
///
/// Every ``JSONValue`` remembers the file it came from (as a ``SourceFileID``)
/// and the byte offset where it starts, so diagnostics can point at the exact
/// spot without the readers paying for line counting.
public final class SourceFile: Sendable {
    /// The path as the user gave it (or as resolved relative to a resolver document).
    public let path: String
    /// The raw bytes of the file.
    public let bytes: [UInt8]
    /// Byte offsets at which each line starts (the first is always 0), made the first time a
    /// position is asked for: most files are read without a diagnostic, and the scan is a pass
    /// over every byte (2% of `tessera validate` on a large file).
    private let lineTable = LineTable()

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    private var lineStarts: [Int] { lineTable.starts(in: bytes) }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The 1-based line and column of a byte offset (column counted in UTF-8 bytes, as compilers do).
    public func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let clamped = max(0, min(offset, bytes.count))
        let lineStarts = lineStarts
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        return (low + 1, clamped - lineStarts[low] + 1)
    }

    /// The byte offset of a 1-based line and column, clamped to the file.
    public func offset(line: Int, column: Int) -> Int {
        guard line >= 1 else { return 0 }
        let lineStarts = lineStarts
        guard line <= lineStarts.count else { return bytes.count }
        return min(bytes.count, lineStarts[line - 1] + max(0, column - 1))
    }

    /// The text of the 1-based line, without its line break (for excerpts under diagnostics);
    /// empty when the line is longer than `maximumLength` (minified files are one huge line).
    public func lineText(_ line: Int, maximumLength: Int? = nil) -> String {
        let lineStarts = lineStarts
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        if let maximumLength, end - start > maximumLength { return "" }
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// A small integer naming a ``SourceFile`` inside a ``SourceRegistry``.
public struct SourceFileID: Hashable, Sendable, Codable {
    public let rawValue: Int32
    public init(_ rawValue: Int32) { self.rawValue = rawValue }
    /// Used for values that were synthesized and have no source (for example command-line input).
    public static let synthesized = SourceFileID(-1)
}

/// A position in an input: a file and a 0-based byte offset.
public struct SourcePosition: Hashable, Sendable {
    public var file: SourceFileID
    public var offset: Int32

    public init(file: SourceFileID, offset: Int) {
        self.file = file
        self.offset = Int32(clamping: offset)
    }

    public static let unknown = SourcePosition(file: .synthesized, offset: 0)
}

/// The set of files read during one run. Thread-safe: readers register files
/// while loading, the renderer looks them up when printing.
public final class SourceRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [SourceFile] = []
    private var byPath: [String: SourceFileID] = [:]

    public init() {}

    /// Adds a file and returns its id (or the existing id when the path is already known).
    @discardableResult
    public func register(_ file: SourceFile) -> SourceFileID {
        lock.lock()
        defer { lock.unlock() }
        if let existing = byPath[file.path] { return existing }
        let id = SourceFileID(Int32(files.count))
        files.append(file)
        byPath[file.path] = id
        return id
    }

    public func file(_ id: SourceFileID) -> SourceFile? {
        lock.lock()
        defer { lock.unlock() }
        guard id.rawValue >= 0, Int(id.rawValue) < files.count else { return nil }
        return files[Int(id.rawValue)]
    }

    /// The paths of every file registered, in the order they were read (what `tessera build --watch` watches).
    public var paths: [String] {
        lock.lock()
        defer { lock.unlock() }
        return files.map(\.path)
    }

    public func id(forPath path: String) -> SourceFileID? {
        lock.lock()
        defer { lock.unlock() }
        return byPath[path]
    }

    /// A human-readable location for a position.
    public func location(of position: SourcePosition) -> SourceLocation? {
        guard let file = file(position.file) else { return nil }
        let (line, column) = file.lineAndColumn(of: Int(position.offset))
        return SourceLocation(file: file.path, line: line, column: column, offset: Int(position.offset))
    }
}

/// A rendered location: path, 1-based line and column, 0-based byte offset.
public struct SourceLocation: Hashable, Sendable, Codable {
    public var file: String
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(file: String, line: Int, column: Int, offset: Int) {
        self.file = file
        self.line = line
        self.column = column
        self.offset = offset
    }
}

/// The line starts of a ``SourceFile``, found once, on first use, by whichever thread asks first.
private final class LineTable: @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var found: [Int]?

    func starts(in bytes: [UInt8]) -> [Int] {
        lock.lock()
        defer { lock.unlock() }
        if let found { return found }
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        for offset in bytes.indices where bytes[offset] == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        found = starts
        return starts
    }
}

