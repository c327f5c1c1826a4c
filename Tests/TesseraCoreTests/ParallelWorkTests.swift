import Foundation
import Testing

@testable import TesseraCore

/// `ParallelWork.both(here:elsewhere:)` calls back into the caller's code from `here`, so that
/// part must run on the calling thread, whichever of Dispatch's threads picks up which iteration.
@Suite struct ParallelWorkTests {
    @Test func hereRunsOnTheCallingThreadAndBothRunOnce() {
        let caller = pthread_self()
        for round in 0..<200 {
            var hereRuns = 0
            var elsewhereRuns = 0
            var hereOnCaller = false
            let (a, b) = ParallelWork.both(
                here: { () -> Int in
                    hereRuns += 1
                    hereOnCaller = pthread_equal(pthread_self(), caller) != 0
                    return round
                },
                elsewhere: { () -> String in
                    elsewhereRuns += 1
                    return "\(round)"
                })
            #expect(a == round && b == "\(round)")
            #expect(hereRuns == 1 && elsewhereRuns == 1)
            #expect(hereOnCaller)
        }
    }

    @Test func mapKeepsResultsInOrder() {
        let results = ParallelWork.map(9) { $0 * $0 }
        #expect(results == (0..<9).map { $0 * $0 })
    }

    /// A value put on one thread is what the other thread's wait returns, whether the wait starts
    /// before or after the put; and it is taken, not copied, so the putter's reference is the only other.
    @Test func handoffPassesOneValueBetweenThreads() {
        final class Box: Sendable { let number: Int; init(_ number: Int) { self.number = number } }
        for round in 0..<100 {
            let handoff = Handoff<Box>()
            // A thread of its own: the putter must be running for a wait to end. Some puts come
            // after the wait has begun, some before.
            Thread {
                if round.isMultiple(of: 2) { usleep(UInt32(round % 7 * 50)) }
                handoff.put(Box(round))
            }.start()
            if !round.isMultiple(of: 2) { usleep(UInt32(round % 7 * 50)) }
            #expect(handoff.wait().number == round)
        }
        let handoff = Handoff<Box>()
        handoff.put(Box(7))
        var taken: Box? = handoff.wait()
        weak let watched = taken
        taken = nil
        #expect(watched == nil)
    }
}
