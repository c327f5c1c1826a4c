/// Where a reader collects the members of the objects (or the items of the arrays) it is
/// inside, each container's on top of its parent's, and from which a container that closes
/// takes its own by moving them into an array of exactly their count.
///
/// Moving is the point. Collecting in an `Array` and copying out retains every key and value
/// once more, and emptying the array for reuse releases them again: on 100,000 tokens that was
/// a tenth of `tessera validate`'s instructions. Elements are never copied here, only moved in
/// and out, so each is retained once, by the tree that keeps it.
///
/// A value type over a buffer it does not copy on write: one reader owns it and never copies it.
struct ScratchStack<Element> {
    /// The buffer; its header is the number of elements in use.
    private final class Storage: ManagedBuffer<Int, Element> {
        deinit {
            _ = withUnsafeMutablePointers { count, elements in elements.deinitialize(count: count.pointee) }
        }
    }

    private var storage: Storage
    /// The number of elements on the stack, over every open container (also the buffer's header,
    /// which its `deinit` reads; kept here as well because reading the header is an exclusive access).
    private(set) var count = 0
    /// How many elements fit (`ManagedBuffer.capacity` asks the allocator each time).
    private var capacity: Int

    init(minimumCapacity: Int = 64) {
        storage = Self.makeStorage(minimumCapacity: minimumCapacity)
        capacity = minimumCapacity
    }

    private static func makeStorage(minimumCapacity: Int) -> Storage {
        // `create` returns the `ManagedBuffer` it made of the subclass it was called on.
        unsafeDowncast(Storage.create(minimumCapacity: minimumCapacity) { _ in 0 }, to: Storage.self)
    }

    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        let position = count
        storage.withUnsafeMutablePointers { header, elements in
            (elements + position).initialize(to: element)
            header.pointee = position + 1
        }
        count = position + 1
    }

    /// The element at `index` (below ``count``).
    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count)
            return storage.withUnsafeMutablePointerToElements { $0[index] }
        }
        set {
            precondition(index >= 0 && index < count)
            storage.withUnsafeMutablePointerToElements { $0[index] = newValue }
        }
    }

    /// The elements from `start` on, moved off the stack into an array in their order.
    mutating func removeArray(from start: Int) -> [Element] {
        precondition(start >= 0 && start <= count)
        let end = count
        count = start
        guard end > start else { return [] }
        // `reserveCapacity` then `append` are specialized for `Element`; `Array(unsafeUninitializedCapacity:)`
        // looks the array's storage type up at run time, which costs more than the moves.
        var array: [Element] = []
        array.reserveCapacity(end - start)
        storage.withUnsafeMutablePointers { header, elements in
            for offset in start..<end { array.append((elements + offset).move()) }
            header.pointee = start
        }
        return array
    }

    private mutating func grow() {
        let larger = Self.makeStorage(minimumCapacity: capacity * 2)
        let moved = count
        storage.withUnsafeMutablePointers { header, elements in
            larger.withUnsafeMutablePointers { largerHeader, largerElements in
                largerElements.moveInitialize(from: elements, count: moved)
                largerHeader.pointee = moved
            }
            header.pointee = 0
        }
        storage = larger
        capacity *= 2
    }
}
