/// A set of axis (modifier) indices, as bits: dependency sets are unioned once per
/// reference and compared once per token, so they stay small values. The last word is
/// never zero (words only grow to hold a set bit), so equal sets have equal words.
struct AxisSet: Hashable, Sendable {
    private var words: [UInt64] = []

    init() {}

    init(_ axes: some Sequence<Int>) {
        for axis in axes { insert(axis) }
    }

    var isEmpty: Bool { words.isEmpty }

    mutating func insert(_ axis: Int) {
        let word = axis / 64
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word - words.count + 1)) }
        words[word] |= 1 << UInt64(axis % 64)
    }

    mutating func formUnion(_ other: AxisSet) {
        if other.words.count > words.count { words.append(contentsOf: repeatElement(0, count: other.words.count - words.count)) }
        for (index, word) in other.words.enumerated() { words[index] |= word }
    }

    func contains(_ axis: Int) -> Bool {
        let word = axis / 64
        return word < words.count && words[word] & (1 << UInt64(axis % 64)) != 0
    }

    func isSubset(of other: AxisSet) -> Bool {
        for (index, word) in words.enumerated() where word != 0 {
            guard index < other.words.count, word & ~other.words[index] == 0 else { return false }
        }
        return true
    }

    /// The indices, ascending.
    var sorted: [Int] {
        var result: [Int] = []
        for (index, word) in words.enumerated() where word != 0 {
            for bit in 0..<64 where word & (1 << UInt64(bit)) != 0 { result.append(index * 64 + bit) }
        }
        return result
    }
}
