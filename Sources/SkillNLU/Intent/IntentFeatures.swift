/// Hashed features of an utterance for the intent classifier, computed straight from
/// ``NormalizedText/scalars`` without allocating.
///
/// The text is read as a stream of *units*: a Chinese character, an English word (letters; an
/// apostrophe splits words) or a number (any run of digits, so `35` and `12.5` are the same unit). Features:
/// 1. every unit;
/// 2. every pair of neighbouring units, and every triple of neighbouring Chinese characters
///    (punctuation breaks the chain, spaces do not);
/// 3. the first and the last unit marked as such ("…呢", "what …");
/// 4. the first four letters of English words longer than five (`forecast` ~ `forecasts`), and
///    the word without a final `s`, `ed` or `ing` (`appointments` also counts as `appointment`);
/// 5. one feature per entity kind present, and a bias.
///
/// Each feature is hashed into ``bucketCount`` buckets.
enum IntentFeatures {
    /// The number of hash buckets (a power of two).
    static let bucketCount = 1 << 15
    private static let mask = UInt64(bucketCount - 1)

    private static let unigramSeed: UInt64 = 0x51_7CC1_B727_220A
    private static let bigramSeed: UInt64 = 0x2545_F491_4F6C_DD1D
    private static let trigramSeed: UInt64 = 0x9E37_79B9_7F4A_7C15
    private static let prefixSeed: UInt64 = 0xBF58_476D_1CE4_E5B9
    private static let firstSeed: UInt64 = 0x94D0_49BB_1331_11EB
    private static let lastSeed: UInt64 = 0xD6E8_FEB8_6659_FD93
    private static let numberUnit: UInt64 = 0x4E55_4D42_4552
    private static let biasFeature = 1

    @inline(__always)
    private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var x = (a ^ (b &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
        x ^= x >> 31
        x &*= 0x94D0_49BB_1331_11EB
        return x ^ (x >> 29)
    }

    @inline(__always)
    private static func bucket(_ hash: UInt64) -> Int { Int(truncatingIfNeeded: hash & mask) }

    private enum Kind { case han, letter, digit, space, other }

    @inline(__always)
    private static func kind(_ value: UInt32) -> Kind {
        if value < 0x80 {
            if value >= 0x61 && value <= 0x7A { return .letter }
            if value >= 0x30 && value <= 0x39 { return .digit }
            if value == 0x20 || value == 0x27 { return .space }  // "tomorrow's" reads "tomorrow s"
            return .other
        }
        if (0x4E00...0x9FFF).contains(value) || (0x3400...0x4DBF).contains(value)
            || (0xF900...0xFAFF).contains(value) || (0x20000...0x2FFFF).contains(value)
        {
            return .han
        }
        if (0xC0...0x24F).contains(value) { return .letter }
        return .other
    }

    /// Calls `body` with the bucket of every feature of `scalars` and `entities`; returns how many.
    @inline(__always)
    @discardableResult
    static func forEach(
        in scalars: [Unicode.Scalar], entities: EntityKinds, _ body: (Int) -> Void
    ) -> Int {
        var count = 0
        @inline(__always) func emit(_ hash: UInt64) {
            body(bucket(hash))
            count += 1
        }
        body(biasFeature)
        count += 1
        if entities.contains(.time) { emit(mix(0xE1, 1)) }
        if entities.contains(.money) { emit(mix(0xE1, 2)) }
        if entities.contains(.place) { emit(mix(0xE1, 3)) }

        var previous: UInt64 = 0  // 0: no unit before (start, or after punctuation)
        var previousHan: UInt64 = 0
        var beforeHan: UInt64 = 0
        var first: UInt64 = 0
        var last: UInt64 = 0

        @inline(__always) func unit(_ hash: UInt64, han: Bool) {
            emit(mix(unigramSeed, hash))
            if previous != 0 { emit(mix(mix(bigramSeed, previous), hash)) }
            if han {
                if previousHan != 0 && beforeHan != 0 {
                    emit(mix(mix(mix(trigramSeed, beforeHan), previousHan), hash))
                }
                beforeHan = previousHan
                previousHan = hash
            } else {
                beforeHan = 0
                previousHan = 0
            }
            if first == 0 { first = hash }
            last = hash
            previous = hash
        }

        let total = scalars.count
        var index = 0
        while index < total {
            let value = scalars[index].value
            switch kind(value) {
            case .han:
                unit(mix(0x48414E, UInt64(value)), han: true)
                index += 1
            case .letter:
                var hash: UInt64 = 0xCBF2_9CE4_8422_2325
                var prefix: UInt64 = 0
                // The hashes without the last one, two and three letters, for the stem.
                var back1: UInt64 = 0
                var back2: UInt64 = 0
                var back3: UInt64 = 0
                var length = 0
                while index < total, kind(scalars[index].value) == .letter {
                    back3 = back2
                    back2 = back1
                    back1 = hash
                    hash = (hash ^ UInt64(scalars[index].value)) &* 0x100_0000_01B3
                    length += 1
                    if length == 4 { prefix = hash }
                    index += 1
                }
                unit(hash, han: false)
                if length > 5 { emit(mix(prefixSeed, prefix)) }
                if length >= 5 {
                    // "appointments" also counts as "appointment"; "running" as "runn"…
                    let last = scalars[index - 1]
                    let beforeLast = scalars[index - 2]
                    if last == "g", beforeLast == "n", scalars[index - 3] == "i" {
                        emit(mix(unigramSeed, back3))
                    } else if last == "d", beforeLast == "e" {
                        emit(mix(unigramSeed, back2))
                    } else if last == "s", beforeLast != "s" {
                        emit(mix(unigramSeed, back1))
                    }
                }
            case .digit:
                while index < total {
                    let next = scalars[index].value
                    let isDigit = next >= 0x30 && next <= 0x39
                    let isPoint =
                        (next == 0x2E || next == 0x2C) && index + 1 < total
                        && kind(scalars[index + 1].value) == .digit
                    guard isDigit || isPoint else { break }
                    index += 1
                }
                unit(numberUnit, han: false)
            case .space:
                previousHan = 0
                beforeHan = 0
                index += 1
            case .other:
                previous = 0
                previousHan = 0
                beforeHan = 0
                index += 1
            }
        }
        if first != 0 { emit(mix(firstSeed, first)) }
        if last != 0 { emit(mix(lastSeed, last)) }
        return count
    }
}
