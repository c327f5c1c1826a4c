/// How lookup paths are compared and hashed: `/` reads as `.`, and one pair of
/// surrounding braces is ignored, so `theme/navigation/bottom/highlight`,
/// `theme.navigation.bottom.highlight` and `{theme.navigation.bottom.highlight}` are one path.
///
/// Everything works on UTF-8 bytes without building a normalized copy, which is
/// what keeps a lookup by path string free of allocations.
enum LookupPath {
    private static let slash = UInt8(ascii: "/")
    private static let dot = UInt8(ascii: ".")

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
        var hash = 0x243F_6A88_85A3_08D3 ^ UInt64(bytes.count)
        var offset = 0
        while offset < bytes.count {
            hash = (hash ^ normalized(word: word(bytes, at: offset))) &* 0x9E37_79B9_7F4A_7C15
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

/// An open-addressing hash table from normalized path to slot number, built once.
/// Paths are kept in one contiguous byte buffer, so a probe compares bytes in place.
struct PathTable: Sendable {
    /// Bucket → slot number, or -1 when empty; the count is a power of two.
    private let buckets: [Int32]
    private let hashes: [UInt64]
    /// The normalized paths, back to back; slot `i` is `bytes[starts[i]..<starts[i + 1]]`.
    private let bytes: [UInt8]
    private let starts: [Int32]

    /// Builds the table. A path already present (two tokens that normalize alike)
    /// is not inserted again; its slot is returned in `duplicates` with the slot it collides with.
    init(paths: [String], duplicates: inout [(slot: Int, existing: Int)]) {
        var capacity = 16
        while capacity < paths.count * 2 { capacity <<= 1 }
        var buckets = [Int32](repeating: -1, count: capacity)
        var hashes: [UInt64] = []
        hashes.reserveCapacity(paths.count)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(paths.reduce(0) { $0 + $1.utf8.count })
        var starts: [Int32] = [0]
        starts.reserveCapacity(paths.count + 1)
        for path in paths {
            LookupPath.withBytes(of: path) { pathBytes in
                hashes.append(LookupPath.hash(pathBytes))
                bytes.append(contentsOf: pathBytes.lazy.map(LookupPath.normalized))
            }
            starts.append(Int32(bytes.count))
        }
        self.hashes = hashes
        self.bytes = bytes
        self.starts = starts
        let mask = capacity - 1
        for slot in paths.indices {
            var bucket = Int(truncatingIfNeeded: hashes[slot]) & mask
            var duplicateOf: Int?
            while buckets[bucket] >= 0 {
                let other = Int(buckets[bucket])
                if hashes[other] == hashes[slot],
                    bytes[Int(starts[other])..<Int(starts[other + 1])] == bytes[Int(starts[slot])..<Int(starts[slot + 1])]
                {
                    duplicateOf = other
                    break
                }
                bucket = (bucket + 1) & mask
            }
            if let duplicateOf {
                duplicates.append((slot, duplicateOf))
            } else {
                buckets[bucket] = Int32(slot)
            }
        }
        self.buckets = buckets
    }

    /// The slot whose path equals `query` (raw bytes, braces trimmed) once normalized, or -1.
    @inline(__always)
    func slot(hash: UInt64, query: UnsafeBufferPointer<UInt8>) -> Int {
        let mask = buckets.count - 1
        var bucket = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = Int(buckets[bucket])
            if slot < 0 { return -1 }
            if hashes[slot] == hash, matches(slot: slot, query) { return slot }
            bucket = (bucket + 1) & mask
        }
    }

    @inline(__always)
    private func matches(slot: Int, _ query: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(starts[slot])
        let count = Int(starts[slot + 1]) - start
        guard count == query.count else { return false }
        return bytes.withUnsafeBufferPointer { all in
            LookupPath.equal(stored: UnsafeBufferPointer(rebasing: all[start..<(start + count)]), query: query)
        }
    }
}
