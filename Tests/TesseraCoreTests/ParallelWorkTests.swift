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
}
