import Dispatch

/// Runs independent pieces of work on the machine's cores and returns their results in order.
///
/// The pieces are large (a half of a file, a half of the generated Swift), so Dispatch's
/// `concurrentPerform` spreads them with no more than a thread per core. Each piece writes
/// only its own result slot, so the slots need no lock.
package enum ParallelWork {
    @discardableResult
    package static func map<Result>(_ count: Int, _ body: (Int) -> Result) -> [Result] {
        guard count > 1 else { return count == 1 ? [body(0)] : [] }
        let slots = UnsafeMutablePointer<Result>.allocate(capacity: count)
        defer { slots.deallocate() }
        withoutActuallyEscaping(body) { body in
            let shared = Unchecked(slots: slots, body: body)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                (shared.slots + index).initialize(to: shared.body(index))
            }
        }
        return Array(UnsafeMutableBufferPointer(start: slots, count: count).moveElements())
    }

    /// Runs `first` and `second` at the same time, on two cores.
    package static func both<A, B>(_ first: () -> A, _ second: () -> B) -> (A, B) {
        var firstResult: A?
        var secondResult: B?
        // Each part writes only its own variable.
        map(2) { part in
            if part == 0 { firstResult = first() } else { secondResult = second() }
        }
        return (firstResult!, secondResult!)
    }

    /// The body and the slots cross to Dispatch's threads; every thread touches its own index only,
    /// and the caller waits for all of them.
    private struct Unchecked<Result>: @unchecked Sendable {
        let slots: UnsafeMutablePointer<Result>
        let body: (Int) -> Result
    }
}

extension UnsafeMutableBufferPointer {
    /// Moves the initialized elements out, leaving the memory uninitialized.
    fileprivate func moveElements() -> [Element] {
        [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let destination = buffer.baseAddress, let source = baseAddress {
                destination.moveInitialize(from: source, count: count)
            }
            initialized = count
        }
    }
}
