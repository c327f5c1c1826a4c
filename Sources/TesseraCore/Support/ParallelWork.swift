import Dispatch
import Foundation

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

    /// Runs `here` on the calling thread and `elsewhere` on another core at the same time; when no
    /// other core takes `elsewhere` in time, it runs here afterwards. For work that calls back into
    /// the caller's code, which must not find itself on another thread.
    package static func both<A, B>(here: () -> A, elsewhere: () -> B) -> (A, B) {
        var hereResult: A?
        var elsewhereResult: B?
        let caller = pthread_self()
        let roles = Roles()
        // Dispatch runs iterations on the calling thread and on its workers, in any order: each
        // iteration takes the role its thread may have that is still free.
        map(2) { _ in
            switch roles.take(onCaller: pthread_equal(pthread_self(), caller) != 0) {
            case .here?: hereResult = here()
            case .elsewhere?: elsewhereResult = elsewhere()
            case nil: break
            }
        }
        // In the unlikely case that workers ran both iterations, `here` has not run yet.
        return (hereResult ?? here(), elsewhereResult!)
    }

    /// Hands out the two roles of ``both(here:elsewhere:)``, each once.
    private final class Roles: @unchecked Sendable {
        enum Role { case here, elsewhere }
        private let lock = NSLock()
        private var hereIsTaken = false
        private var elsewhereIsTaken = false

        func take(onCaller: Bool) -> Role? {
            lock.withLock {
                if onCaller, !hereIsTaken {
                    hereIsTaken = true
                    return .here
                }
                guard !elsewhereIsTaken else { return nil }
                elsewhereIsTaken = true
                return .elsewhere
            }
        }
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
