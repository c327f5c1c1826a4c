/// A map from strings to small integers (positions in an array) with open
/// addressing and an FNV-1a hash of the UTF-8 bytes.
///
/// The standard `Dictionary` hashes with SipHash, which is built to resist
/// hash-flooding; here the keys are token paths and member names from files the
/// user gave, lookups run once per reference, and a plain hash is several times
/// cheaper. The worst case of a crafted file is a slower run, not an attack.
struct StringIndex: Sendable {
    private var slots: [Int32]
    private var keys: [String] = []
    private var values: [Int] = []

    init(minimumCapacity: Int = 8) {
        var size = 16
        while size < minimumCapacity * 2 { size *= 2 }
        slots = Array(repeating: -1, count: size)
        keys.reserveCapacity(minimumCapacity)
        values.reserveCapacity(minimumCapacity)
    }

    var count: Int { keys.count }

    /// The value stored for `key`.
    subscript(key: String) -> Int? {
        let mask = slots.count - 1
        var slot = Self.hash(key) & mask
        while slots[slot] >= 0 {
            let entry = Int(slots[slot])
            if keys[entry] == key { return values[entry] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Stores `value` for `key` unless the key is present; returns the earlier value if it was.
    @discardableResult
    mutating func insert(_ key: String, _ value: Int) -> Int? {
        if (keys.count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var slot = Self.hash(key) & mask
        while slots[slot] >= 0 {
            let entry = Int(slots[slot])
            if keys[entry] == key { return values[entry] }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(keys.count)
        keys.append(key)
        values.append(value)
        return nil
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (entry, key) in keys.enumerated() {
            var slot = Self.hash(key) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(entry)
        }
    }

    private static func hash(_ key: String) -> Int {
        var key = key
        // `withUTF8` hands over the bytes in place (iterating `utf8` costs several times more).
        let hash = key.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            return hash
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
