/// A growable list whose elements can be handed over to an array by moving them.
///
/// Appending one `Array` to another copies each element, retaining everything it holds, and
/// the source array releases it all again when it goes; for thousands of token definitions
/// made on another core, both touch memory that core owns. Moving is a plain copy of bytes.
final class TransferBuffer<Element> {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(minimumCapacity: Int = 16) {
        capacity = max(minimumCapacity, 16)
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func append(_ element: consuming Element) {
        if count == capacity {
            let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = larger
            capacity *= 2
        }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Moves every element to the end of `array`, in order, leaving this buffer empty.
    func moveAll(appendingTo array: inout [Element]) {
        array.reserveCapacity(array.count + count)
        for index in 0..<count {
            array.append((base + index).move())
        }
        count = 0
    }
}
