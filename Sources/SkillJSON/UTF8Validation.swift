/// Finds ill-formed UTF-8 (Unicode 15, table 3-7): stray continuation bytes, overlong forms,
/// encoded surrogates, values above U+10FFFF and truncated sequences.
enum UTF8Validation {
    /// The offset where the first ill-formed sequence starts, or `nil` if all bytes are valid.
    static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        var index = 0
        while index < count {
            if let base = bytes.baseAddress, index + 8 <= count {
                let word = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            let secondRange: ClosedRange<UInt8>
            switch lead {
            case 0xC2...0xDF: (length, secondRange) = (2, 0x80...0xBF)
            case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, secondRange) = (3, 0x80...0xBF)
            case 0xED: (length, secondRange) = (3, 0x80...0x9F)
            case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
            case 0xF1...0xF3: (length, secondRange) = (4, 0x80...0xBF)
            case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
            default: return index
            }
            guard index + length <= count, secondRange.contains(bytes[index + 1]) else { return index }
            for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
                return index
            }
            index += length
        }
        return nil
    }
}
