import Testing

@testable import TesseraCore

/// `TransferBuffer` moves its elements into an array: each element must arrive once, in order,
/// and be destroyed exactly once, whether it was moved or left in the buffer.
@Suite struct TransferBufferTests {
    /// How many tracked elements are alive (one per test: tests run at the same time).
    final class Census {
        var alive = 0
    }

    final class Tracked {
        let number: Int
        let census: Census
        init(_ number: Int, _ census: Census) {
            self.number = number
            self.census = census
            census.alive += 1
        }
        deinit { census.alive -= 1 }
    }

    @Test func movesEveryElementInOrderAndDestroysEachOnce() {
        let census = Census()
        do {
            var array = [Tracked(-2, census), Tracked(-1, census)]
            let buffer = TransferBuffer<Tracked>(minimumCapacity: 1)
            for number in 0..<100 { buffer.append(Tracked(number, census)) }  // grows several times
            #expect(buffer.count == 100)
            buffer.moveAll(appendingTo: &array)
            #expect(buffer.count == 0)
            #expect(array.map(\.number) == Array(-2..<100))
            #expect(census.alive == 102)
            buffer.append(Tracked(7, census))  // still usable after a transfer
            #expect(buffer.count == 1)
        }
        // The array, the buffer and the element left in it are gone.
        #expect(census.alive == 0)
    }

    @Test func elementsNotMovedAreDestroyedWithTheBuffer() {
        let census = Census()
        do {
            let buffer = TransferBuffer<Tracked>()
            for number in 0..<40 { buffer.append(Tracked(number, census)) }
            #expect(census.alive == 40)
        }
        #expect(census.alive == 0)
    }
}
