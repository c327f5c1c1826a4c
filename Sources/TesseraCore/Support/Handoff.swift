import Foundation

/// A value that one thread hands to another, once: ``wait()`` blocks until ``put(_:)``.
///
/// Only for a thread that is known to be running, or already done: a waiter on a thread that
/// must also run the putter would wait forever.
package final class Handoff<Value>: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: Value?

    package init() {}

    package func put(_ value: Value) {
        condition.withLock {
            self.value = value
            condition.signal()
        }
    }

    /// The value, once it has been put; it is taken, so a second wait would block.
    package func wait() -> Value {
        condition.withLock {
            while value == nil { condition.wait() }
            return value.take()!
        }
    }
}
