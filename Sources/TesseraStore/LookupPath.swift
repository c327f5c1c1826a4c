import TesseraSyntax
import TesseraTokens

/// How lookup paths are compared and hashed: `/` reads as `.`, and one pair of
/// surrounding braces is ignored, so `theme/navigation/bottom/highlight`,
/// `theme.navigation.bottom.highlight` and `{theme.navigation.bottom.highlight}` are one path.
///
/// Everything works on UTF-8 bytes, eight at a time, without building a normalized copy,
/// which is what keeps a lookup by path string free of allocations.
enum LookupPath {
    static let slash = UInt8(ascii: "/")
    static let dot = UInt8(ascii: ".")

    /// Calls `body` with the path's UTF-8 bytes, braces already trimmed.
    @inline(__always)
    static func withBytes<R>(of path: String, _ body: (PathBytes) -> R) -> R {
        PathBytes.with(path) { body($0) }
    }

    @inline(__always)
    static func normalized(_ byte: UInt8) -> UInt8 {
        byte == slash ? dot : byte
    }

    /// `/` becomes `.` in all eight bytes of a word at once ('/' is 0x2F, '.' is 0x2E: one bit apart).
    @inline(__always)
    static func normalized(word: UInt64) -> UInt64 {
        let difference = word ^ 0x2F2F_2F2F_2F2F_2F2F  // a zero byte where the byte is '/'
        let low = 0x7F7F_7F7F_7F7F_7F7F as UInt64
        let zeroBytes = ~(((difference & low) &+ low) | difference | low)  // 0x80 in exactly those bytes
        return word ^ (zeroBytes >> 7)
    }

    /// A hash of the normalized bytes, eight at a time: stable across runs (Swift's
    /// `Hasher` is seeded per process), so it could be written into generated code.
    @inline(__always)
    static func hash(_ bytes: PathBytes) -> UInt64 {
        var hash = 0x243F_6A88_85A3_08D3 ^ UInt64(bytes.count)
        var offset = 0
        while offset < bytes.count {
            hash = (hash ^ normalized(word: bytes.word(at: offset))) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
            offset += 8
        }
        return hash ^ (hash >> 32)
    }

    /// Whether the `query.count` bytes at `start` in `stored` (normalized paths, followed by at
    /// least eight bytes) equal `query` once normalized.
    @inline(__always)
    static func equal(stored: [UInt8], at start: Int, query: PathBytes) -> Bool {
        var offset = 0
        while offset < query.count {
            // Past the path's end, the stored word holds the next path's bytes, the query's zeros.
            let tail = query.count - offset
            let mask: UInt64 = tail >= 8 ? .max : (1 << UInt64(tail * 8)) &- 1
            if ByteWords.word(stored, at: start + offset) & mask != normalized(word: query.word(at: offset)) { return false }
            offset += 8
        }
        return true
    }

    /// The normalized form as a string (for storing a token's own path).
    static func normalizedString(_ path: String) -> String {
        withBytes(of: path) { bytes in String(decoding: (0..<bytes.count).lazy.map { normalized(bytes[$0]) }, as: UTF8.self) }
    }
}

/// A lookup path's UTF-8 bytes, braces trimmed, read in place from the string and a word at a
/// time: the store's only reads through a pointer, valid inside ``with(_:_:)`` only.
///
/// What it buys: a lookup by path string allocates nothing and hashes eight bytes a step, which
/// keeps lookups over 100× faster than the seed's `ConfigParser` (`Scripts/run-store-benchmarks.sh`);
/// copying the path into an array first would allocate on every lookup.
struct PathBytes {
    private let base: UnsafeRawBufferPointer
    /// The trimmed path's bytes, `base[start..<start + count]`.
    private let start: Int
    let count: Int

    /// Calls `body` with the bytes of `path`: native strings (the usual case) give their storage directly.
    @inline(__always)
    static func with<R>(_ path: String, _ body: (PathBytes) -> R) -> R {
        if let result = path.utf8.withContiguousStorageIfAvailable({ body(PathBytes(trimming: UnsafeRawBufferPointer($0))) }) {
            return result
        }
        // A bridged string without contiguous UTF-8: one copy, then the same code.
        var copy = path
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable { body(PathBytes(trimming: UnsafeRawBufferPointer($0))) }!
    }

    private init(trimming bytes: UnsafeRawBufferPointer) {
        base = bytes
        let braced = bytes.count >= 2 && bytes[0] == UInt8(ascii: "{") && bytes[bytes.count - 1] == UInt8(ascii: "}")
        start = braced ? 1 : 0
        count = braced ? bytes.count - 2 : bytes.count
    }

    subscript(offset: Int) -> UInt8 {
        precondition(offset >= 0 && offset < count)
        return base[start + offset]
    }

    /// The word of up to eight bytes at `offset` (little-endian order, zero-padded past the end).
    @inline(__always)
    func word(at offset: Int) -> UInt64 {
        precondition(offset >= 0 && offset < count)
        if count - offset >= 8 {
            return UInt64(littleEndian: base.loadUnaligned(fromByteOffset: start + offset, as: UInt64.self))
        }
        var word: UInt64 = 0
        var shift: UInt64 = 0
        for index in offset..<count {
            word |= UInt64(self[index]) << shift
            shift += 8
        }
        return word
    }
}

/// An open-addressing hash table from normalized path to a token's slot, built once.
///
/// Each 16-byte bucket holds what a lookup needs (part of the path's hash, where its
/// bytes are, the token's type and value index), so a successful lookup touches one
/// bucket, the path bytes it compares, and the value: three memory reads. The table
/// is at most three-quarters full.
struct SlotTable: Sendable {
    struct Entry: Sendable {
        /// The high half of the path's hash (the low bits choose the bucket).
        var hashTag: UInt32 = 0
        var length: UInt16 = 0
        var type: TokenType = .string
        /// Whether the value differs between columns (then `index` is a row start).
        var varies = false
        /// Where the path's bytes start, or `UInt32.max` for an empty bucket.
        var start: UInt32 = .max
        var index: Int32 = 0

    }

    private let entries: [Entry]
    /// The normalized paths, back to back in slot order, then eight zero bytes (words are read whole).
    private let bytes: [UInt8]
    /// Where each slot's path starts in `bytes` (increasing), to find a slot from an entry on the slow path.
    private let starts: [UInt32]

    /// The part of the table that depends on the paths only. A path already present (two tokens
    /// that normalize alike) is not inserted again; it is listed in `duplicates` with the slot it
    /// collides with.
    struct Layout: Sendable {
        fileprivate var entries: [Entry]
        fileprivate var bytes: [UInt8]
        fileprivate var starts: [UInt32]
        /// The bucket of each slot's entry, or -1 for a duplicate path.
        fileprivate var bucketOfSlot: [Int32]
        private(set) var duplicates: [(slot: Int, existing: Int)] = []

        init(paths: [String]) {
            var capacity = 16
            while capacity * 3 < paths.count * 4 { capacity <<= 1 }
            let mask = capacity - 1
            var byteCount = 0
            for path in paths { byteCount += path.utf8.count }
            var entries = [Entry](repeating: Entry(), count: capacity)
            var starts = [UInt32](repeating: 0, count: paths.count)
            var bucketOfSlot = [Int32](repeating: -1, count: paths.count)
            var duplicates: [(slot: Int, existing: Int)] = []
            var bytes: [UInt8] = []
            bytes.reserveCapacity(byteCount + 8)
            for slot in paths.indices {
                LookupPath.withBytes(of: paths[slot]) { path in
                    let start = bytes.count
                    for offset in 0..<path.count { bytes.append(LookupPath.normalized(path[offset])) }
                    let hash = LookupPath.hash(path)
                    let entry = Entry(
                        hashTag: UInt32(truncatingIfNeeded: hash >> 32), length: UInt16(clamping: path.count), start: UInt32(start))
                    starts[slot] = entry.start
                    var bucket = Int(truncatingIfNeeded: hash) & mask
                    while entries[bucket].start != .max {
                        let other = entries[bucket]
                        if other.hashTag == entry.hashTag, other.length == entry.length,
                            bytes[Int(other.start)..<(Int(other.start) + path.count)] == bytes[start...]
                        {
                            duplicates.append((slot, slotStarting(at: other.start, in: starts[..<slot])))
                            return
                        }
                        bucket = (bucket + 1) & mask
                    }
                    entries[bucket] = entry
                    bucketOfSlot[slot] = Int32(bucket)
                }
            }
            bytes.append(contentsOf: repeatElement(0, count: 8))
            self.entries = entries
            self.bytes = bytes
            self.starts = starts
            self.bucketOfSlot = bucketOfSlot
            self.duplicates = duplicates
        }
    }

    /// Builds the table: the layout of `paths`, then each slot's type and value index in its entry.
    init(paths: [String], slots: [SnapshotStorage.Slot]) {
        self.init(layout: Layout(paths: paths), slots: slots)
    }

    /// Completes a layout with each slot's type and value index (`slots` in the layout's path order).
    init(layout: Layout, slots: [SnapshotStorage.Slot]) {
        var entries = layout.entries
        for (slot, bucket) in layout.bucketOfSlot.enumerated() where bucket >= 0 {
            entries[Int(bucket)].type = slots[slot].type
            entries[Int(bucket)].varies = slots[slot].varies
            entries[Int(bucket)].index = slots[slot].index
        }
        self.entries = entries
        self.bytes = layout.bytes
        self.starts = layout.starts
    }

    /// The entry whose path equals `query` (raw bytes, braces trimmed) once normalized.
    @inline(__always)
    func entry(hash: UInt64, query: PathBytes) -> Entry? {
        guard query.count <= Int(UInt16.max) else { return nil }
        let tag = UInt32(truncatingIfNeeded: hash >> 32)
        let mask = entries.count - 1
        var bucket = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = entries[bucket]
            if entry.start == .max { return nil }
            if entry.hashTag == tag, Int(entry.length) == query.count,
                LookupPath.equal(stored: bytes, at: Int(entry.start), query: query)
            {
                return entry
            }
            bucket = (bucket + 1) & mask
        }
    }

    /// The slot an entry stands for (a binary search: only problems need it).
    func slot(of entry: Entry) -> Int {
        slotStarting(at: entry.start, in: starts[...])
    }
}

/// The slot whose path starts at `start` in a table's bytes (`starts` increases).
private func slotStarting(at start: UInt32, in starts: ArraySlice<UInt32>) -> Int {
    var low = starts.startIndex
    var high = starts.endIndex - 1
    while low < high {
        let middle = (low + high + 1) / 2
        if starts[middle] <= start { low = middle } else { high = middle - 1 }
    }
    return low
}
