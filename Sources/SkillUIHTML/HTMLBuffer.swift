import SkillUI

/// A growable UTF-8 byte buffer that owns its memory: the one place a rendering writes to.
///
/// Appending is a bounds check and a copy, with none of the per-call bookkeeping of `String` or
/// `Array` appends — a rendering makes hundreds of thousands of small appends. Noncopyable, so
/// the memory has exactly one owner and is freed when the buffer goes away.
struct HTMLBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes written.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` bytes before it grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(minimum: count + 1) }
        base[count] = byte
        count += 1
    }

    /// Appends `bytes`.
    @inline(__always)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let length = bytes.count
        let newCount = count + length
        if newCount > capacity { grow(minimum: newCount) }
        let target = base + count
        if length <= 16 {
            // Most pieces are a few bytes of markup: a loop beats a call to memmove.
            for offset in 0..<length { target[offset] = source[offset] }
        } else {
            target.update(from: source, count: length)
        }
        count = newCount
    }

    /// Removes the last byte, if any.
    mutating func removeLast() {
        if count > 0 { count -= 1 }
    }

    /// The bytes as a `String`, copied once.
    ///
    /// The bytes are valid UTF-8 by construction — every piece came from a `String` or a literal,
    /// and the escaper cuts only at ASCII bytes or around whole dropped characters — so where the
    /// standard library offers it (`UTF8Span`), the copy skips re-validation, which would cost as
    /// much as the whole rendering. Debug builds check the invariant.
    var string: String {
        let buffer = UnsafeBufferPointer(start: base, count: count)
        assert(String(validating: buffer, as: UTF8.self) != nil, "HTML output is not valid UTF-8")
        if #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) {
            let span = Span(_unsafeElements: buffer)
            return String(copying: UTF8Span(unchecked: span))
        }
        return String(decoding: buffer, as: UTF8.self)
    }

    private mutating func grow(minimum: Int) {
        let newCapacity = max(minimum, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
