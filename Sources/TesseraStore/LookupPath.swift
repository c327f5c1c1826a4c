import TesseraTokens

/// How lookup paths are compared and hashed: `/` reads as `.`, and one pair of
/// surrounding braces is ignored, so `theme/navigation/bottom/highlight`,
/// `theme.navigation.bottom.highlight` and `{theme.navigation.bottom.highlight}` are one path.
///
/// Everything works on UTF-8 bytes without building a normalized copy, which is
/// what keeps a lookup by path string free of allocations.
enum LookupPath {
    static let slash = UInt8(ascii: "/")
    static let dot = UInt8(ascii: ".")

    /// Calls `body` with the path's UTF-8 bytes, braces already trimmed.
    /// Native Swift strings (the usual case) give their storage directly.
    @inline(__always)
    static func withBytes<R>(of path: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = path.utf8.withContiguousStorageIfAvailable({ body(trimmed($0)) }) { return result }
        // A bridged string without contiguous UTF-8: one copy, then the same code.
        var copy = path
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable { body(trimmed($0)) }!
    }

    @inline(__always)
    static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "{"), bytes[bytes.count - 1] == UInt8(ascii: "}") else { return bytes }
        return UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)])
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

    /// The word of up to eight bytes at `offset` (little-endian order, zero-padded past the end).
    @inline(__always)
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        if bytes.count - offset >= 8 {
            return UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
        }
        var word: UInt64 = 0
        var shift: UInt64 = 0
        for index in offset..<bytes.count {
            word |= UInt64(bytes[index]) << shift
            shift += 8
        }
        return word
    }

    /// A hash of the normalized bytes, eight at a time: stable across runs (Swift's
    /// `Hasher` is seeded per process), so it could be written into generated code.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        hash(bytes, copyingTo: nil)
    }

    /// The hash, also writing the normalized bytes to `destination` when there is one: whole
    /// words, so up to 7 bytes past the path's end are overwritten (with zeros).
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, copyingTo destination: UnsafeMutableRawPointer?) -> UInt64 {
        var hash = 0x243F_6A88_85A3_08D3 ^ UInt64(bytes.count)
        var offset = 0
        while offset < bytes.count {
            let normalizedWord = normalized(word: word(bytes, at: offset))
            destination?.storeBytes(of: normalizedWord.littleEndian, toByteOffset: offset, as: UInt64.self)
            hash = (hash ^ normalizedWord) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
            offset += 8
        }
        return hash ^ (hash >> 32)
    }

    /// Whether `stored` (already normalized) equals `query` once normalized.
    @inline(__always)
    static func equal(stored: UnsafeBufferPointer<UInt8>, query: UnsafeBufferPointer<UInt8>) -> Bool {
        guard stored.count == query.count else { return false }
        var offset = 0
        while offset < query.count {
            if word(stored, at: offset) != normalized(word: word(query, at: offset)) { return false }
            offset += 8
        }
        return true
    }

    /// The normalized form as a string (for storing a token's own path).
    static func normalizedString(_ path: String) -> String {
        withBytes(of: path) { bytes in String(decoding: bytes.lazy.map(normalized), as: UTF8.self) }
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
    /// The normalized paths, back to back in slot order.
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
            // One pass over unsafe buffers: this runs for every token of a load, on the core that
            // lays out the table while the values resolve. Each path is copied normalized, a word
            // at a time, as it is hashed; the 8 spare bytes take the last word's overrun.
            let bytes = [UInt8](unsafeUninitializedCapacity: byteCount + 8) { stored, storedCount in
                let base = UnsafeMutableRawPointer(stored.baseAddress!)
                var used = 0
                entries.withUnsafeMutableBufferPointer { entries in
                    starts.withUnsafeMutableBufferPointer { starts in
                        bucketOfSlot.withUnsafeMutableBufferPointer { bucketOfSlot in
                            for slot in paths.indices {
                                LookupPath.withBytes(of: paths[slot]) { path in
                                    let start = used
                                    let hash = LookupPath.hash(path, copyingTo: base + start)
                                    used += path.count
                                    let entry = Entry(
                                        hashTag: UInt32(truncatingIfNeeded: hash >> 32), length: UInt16(clamping: path.count),
                                        start: UInt32(start))
                                    starts[slot] = entry.start
                                    var bucket = Int(truncatingIfNeeded: hash) & mask
                                    while entries[bucket].start != .max {
                                        let other = entries[bucket]
                                        if other.hashTag == entry.hashTag, other.length == entry.length,
                                            LookupPath.equal(
                                                stored: UnsafeBufferPointer(start: stored.baseAddress! + Int(other.start), count: path.count),
                                                query: path)
                                        {
                                            let existing = slotStarting(at: other.start, in: UnsafeBufferPointer(rebasing: starts[..<slot]))
                                            duplicates.append((slot, existing))
                                            return
                                        }
                                        bucket = (bucket + 1) & mask
                                    }
                                    entries[bucket] = entry
                                    bucketOfSlot[slot] = Int32(bucket)
                                }
                            }
                        }
                    }
                }
                storedCount = used
            }
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
    func entry(hash: UInt64, query: UnsafeBufferPointer<UInt8>) -> Entry? {
        guard query.count <= Int(UInt16.max) else { return nil }
        let tag = UInt32(truncatingIfNeeded: hash >> 32)
        return entries.withUnsafeBufferPointer { entries in
            bytes.withUnsafeBufferPointer { bytes in
                let mask = entries.count - 1
                var bucket = Int(truncatingIfNeeded: hash) & mask
                while true {
                    let entry = entries[bucket]
                    if entry.start == .max { return nil }
                    if entry.hashTag == tag, Int(entry.length) == query.count,
                        LookupPath.equal(
                            stored: UnsafeBufferPointer(rebasing: bytes[Int(entry.start)..<Int(entry.start) + Int(entry.length)]),
                            query: query)
                    {
                        return entry
                    }
                    bucket = (bucket + 1) & mask
                }
            }
        }
    }

    /// The slot an entry stands for (a binary search: only problems need it).
    func slot(of entry: Entry) -> Int {
        starts.withUnsafeBufferPointer { slotStarting(at: entry.start, in: $0) }
    }
}

/// The slot whose path starts at `start` in a table's bytes (`starts` increases).
private func slotStarting(at start: UInt32, in starts: UnsafeBufferPointer<UInt32>) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
        let middle = (low + high + 1) / 2
        if starts[middle] <= start { low = middle } else { high = middle - 1 }
    }
    return low
}
