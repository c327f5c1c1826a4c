/// A map from strings to small integers (positions in an array) with open
/// addressing and an FNV-1a hash of the UTF-8 bytes.
///
/// The standard `Dictionary` hashes with SipHash, which is built to resist
/// hash-flooding; here the keys are token paths and member names from files the
/// user gave, lookups run once per reference, and a plain hash is several times
/// cheaper. The worst case of a crafted file is a slower run, not an attack.
/// Each slot keeps 32 bits of the hash next to the entry, so a probe rarely has
/// to touch the key string itself (a cache miss on large token sets).
package struct StringIndex: Sendable {
    /// `hash << 32 | entry + 1`; 0 is an empty slot.
    private var slots: [UInt64]
    private var keys: [String] = []
    private var values: [Int] = []

    package init(minimumCapacity: Int = 8) {
        var size = 16
        while size < minimumCapacity * 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
        keys.reserveCapacity(minimumCapacity)
        values.reserveCapacity(minimumCapacity)
    }

    package var count: Int { keys.count }

    /// The value stored for `key`.
    package subscript(key: String) -> Int? {
        var key = key
        return key.withUTF8 { value(forKeyBytes: $0) }
    }

    /// The value stored for the key spelled by these UTF-8 bytes (a part of a string, no new `String` needed).
    package subscript(utf8 bytes: Substring.UTF8View) -> Int? {
        var part = Substring(bytes)
        return part.withUTF8 { value(forKeyBytes: $0) }
    }

    /// Hashed and compared over the strings' own UTF-8 storage (`withUTF8`, which a short string
    /// lends from the stack): stepping through two `UTF8View`s costs several times more per byte.
    private func value(forKeyBytes bytes: some RandomAccessCollection<UInt8>) -> Int? {
        let isKey = { (entry: Int) -> Bool in
            var key = self.keys[entry]
            return key.withUTF8 { $0.elementsEqual(bytes) }
        }
        guard case .found(let entry) = probe(Self.hash(bytes), isKey: isKey) else { return nil }
        return values[entry]
    }

    /// Stores `value` for `key` unless the key is present; returns the earlier value if it was.
    @discardableResult
    package mutating func insert(_ key: String, _ value: Int) -> Int? {
        if (keys.count + 1) * 2 > slots.count { grow() }
        var bytes = key
        let hash = bytes.withUTF8 { Self.hash($0) }
        switch probe(hash, isKey: { keys[$0] == key }) {
        case .found(let entry):
            return values[entry]
        case .empty(let slot):
            slots[slot] = Self.tag(hash) | UInt64(keys.count + 1)
            keys.append(key)
            values.append(value)
            return nil
        }
    }

    private enum Probe {
        case found(entry: Int)
        case empty(slot: Int)
    }

    /// Walks the slots from the hash's home until the key or an empty slot turns up.
    private func probe(_ hash: Int, isKey: (Int) -> Bool) -> Probe {
        let tag = Self.tag(hash)
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 {
            if slots[slot] & 0xFFFF_FFFF_0000_0000 == tag {
                let entry = Int(slots[slot] & 0xFFFF_FFFF) - 1
                if isKey(entry) { return .found(entry: entry) }
            }
            slot = (slot + 1) & mask
        }
        return .empty(slot: slot)
    }

    private static func tag(_ hash: Int) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: hash)) << 32
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        let mask = slots.count - 1
        for entry in old where entry != 0 {
            // The low 32 bits of the hash are kept in the tag; they place the entry again.
            var slot = Int(truncatingIfNeeded: entry >> 32) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }

    /// FNV-1a, folded so the low 32 bits (which pick the slot and form the tag) mix every byte.
    private static func hash(_ bytes: some Sequence<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: hash ^ (hash >> 32)))
    }
}
