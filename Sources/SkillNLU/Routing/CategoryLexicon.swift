/// Words that name what money was spent on or came from, in Chinese and English, mapped onto the
/// ledger's fixed categories: `food`, `transport`, `shopping`, `housing`, `entertainment`,
/// `health`, `education`, `salary`, `other`.
///
/// Matching is on normalized (lower-cased) text. English words and phrases (`car wash`, `hoa
/// fee`) match whole words, with a plural `s`/`es` allowed (`taxis`, `lunches`); Chinese words
/// match anywhere. What wins: a thing bought over a place it was bought at (`uber to the hospital`
/// is transport, `spent 60 at the pharmacy` health: places are *venues*), then the longest word,
/// then the earliest. *Blocked* words are longer words that contain a category word but mean
/// something else (`包括`, `花生` is food but `花了` is not a word here at all, `一笔`): where one
/// matches, the words inside it do not.
///
/// Lookups read the scalars once: Chinese words through a table keyed on their first scalar
/// (longest first), English phrases through a hash of their scalars, so the cost does not grow
/// with the size of the lexicon.
///
/// ```swift
/// CategoryLexicon.standard.category(in: NormalizedText("午饭花了35元"))  // "food"
/// CategoryLexicon.standard.category(in: NormalizedText("uber home 23"))  // "transport"
/// ```
public struct CategoryLexicon: Sendable {
    private struct Entry: Sendable {
        var scalars: [Unicode.Scalar]
        /// `nil` for a blocked word.
        var category: String?
        var venue: Bool
    }

    private var entries: [Entry] = []
    /// Entries that start with a non-ASCII scalar (Chinese words), by first scalar, longest first.
    private var byFirst: [Unicode.Scalar: [Int]] = [:]
    /// The same, by last scalar, longest first.
    private var byLast: [Unicode.Scalar: [Int]] = [:]
    /// ASCII entries (English words and phrases) by ``hash(_:_:)``.
    private var byHash: [UInt64: Int] = [:]
    /// The most words in an English phrase.
    private var longestPhrase = 1

    /// A lexicon from `category → words`, with `venues` (`category → places`, which lose to any
    /// thing bought) and `blocked` words (which mean no category).
    public init(_ words: [String: [String]], venues: [String: [String]] = [:], blocked: [String] = []) {
        for category in words.keys.sorted() {
            for word in words[category] ?? [] { add(word, category: category, venue: false) }
        }
        for category in venues.keys.sorted() {
            for word in venues[category] ?? [] { add(word, category: category, venue: true) }
        }
        for word in blocked { add(word, category: nil, venue: false) }
        let entries = self.entries
        byFirst = byFirst.mapValues { $0.sorted { entries[$0].scalars.count > entries[$1].scalars.count } }
        byLast = byLast.mapValues { $0.sorted { entries[$0].scalars.count > entries[$1].scalars.count } }
    }

    private mutating func add(_ word: String, category: String?, venue: Bool) {
        let scalars = NormalizedText(word).scalars
        guard let first = scalars.first, let last = scalars.last else { return }
        let index = entries.count
        if scalars.allSatisfy({ $0.value < 0x80 }) {
            let key = Self.hash(scalars, 0..<scalars.count)
            guard byHash[key] == nil else { return }  // The first spelling listed wins.
            byHash[key] = index
            longestPhrase = max(longestPhrase, scalars.filter { $0 == " " }.count + 1)
        } else {
            if byFirst[first]?.contains(where: { entries[$0].scalars == scalars }) == true { return }
            byFirst[first, default: []].append(index)
            byLast[last, default: []].append(index)
        }
        entries.append(Entry(scalars: scalars, category: category, venue: venue))
    }

    /// FNV-1a over `scalars[range]`.
    @inline(__always)
    private static func hash(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for index in range { hash = (hash ^ UInt64(scalars[index].value)) &* 0x100_0000_01B3 }
        return hash
    }

    /// The English entry spelled by `scalars[range]`, or `nil`.
    @inline(__always)
    private func english(_ scalars: [Unicode.Scalar], _ range: Range<Int>, hash: UInt64) -> Int? {
        guard let index = byHash[hash], entries[index].scalars.count == range.count,
            entries[index].scalars.elementsEqual(scalars[range])
        else { return nil }
        return index
    }

    /// Letters and digits make English words.
    @inline(__always)
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value >= 0x61 && value <= 0x7A) || (value >= 0x30 && value <= 0x39)
    }

    /// What may join the words of an English phrase: `car wash`, `t-shirt`, `doctor's visit`.
    @inline(__always)
    private static func isJoiner(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "-" || scalar == "'"
    }

    /// The longest English entry starting at the word start `start`, with its end (a plural `s`
    /// or `es` included).
    private func longestEnglish(in s: [Unicode.Scalar], at start: Int) -> (entry: Int, end: Int)? {
        var best: (entry: Int, end: Int)?
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        var back1: UInt64 = 0
        var back2: UInt64 = 0
        var words = 0
        var index = start
        while index < s.count, words < longestPhrase {
            let scalar = s[index]
            if Self.isWordScalar(scalar) {
                back2 = back1
                back1 = hash
                hash = (hash ^ UInt64(scalar.value)) &* 0x100_0000_01B3
                index += 1
                guard index == s.count || !Self.isWordScalar(s[index]) else { continue }
                words += 1
                // A word ends here: the phrase so far, then without a plural ending.
                if let entry = english(s, start..<index, hash: hash) {
                    best = (entry, index)
                } else if s[index - 1] == "s", index - start >= 3 {
                    if let entry = english(s, start..<(index - 1), hash: back1) {
                        best = (entry, index)
                    } else if s[index - 2] == "e", index - start >= 4,
                        let entry = english(s, start..<(index - 2), hash: back2)
                    {
                        best = (entry, index)
                    }
                }
            } else if Self.isJoiner(scalar), index > start, index + 1 < s.count, Self.isWordScalar(s[index + 1]) {
                hash = (hash ^ UInt64(scalar.value)) &* 0x100_0000_01B3
                index += 1
            } else {
                break
            }
        }
        return best
    }

    /// The longest Chinese entry starting at `start`.
    @inline(__always)
    private func longestChinese(in s: [Unicode.Scalar], at start: Int) -> Int? {
        guard let candidates = byFirst[s[start]] else { return nil }
        for index in candidates {
            let word = entries[index].scalars
            let end = start + word.count
            guard end <= s.count, s[start..<end].elementsEqual(word) else { continue }
            return index
        }
        return nil
    }

    /// Whether a lexicon word ends exactly at `end` in `scalars` (an English word must also start
    /// a word): `parking` in "parking 15", `奶茶` in "奶茶18", `concert tickets` in "concert tickets 48".
    func hasWord(endingAt end: Int, in s: [Unicode.Scalar]) -> Bool {
        wordLength(endingAt: end, in: s) != nil
    }

    /// The length of the longest lexicon word that ends exactly at `end`, or `nil` (also when it
    /// is blocked).
    func wordLength(endingAt end: Int, in s: [Unicode.Scalar]) -> Int? {
        guard end > 0, end <= s.count else { return nil }
        let last = s[end - 1]
        if last.value >= 0x80 {
            guard let candidates = byLast[last] else { return nil }
            for index in candidates {
                let word = entries[index].scalars
                let start = end - word.count
                guard start >= 0, s[start..<end].elementsEqual(word) else { continue }
                return entries[index].category != nil ? word.count : nil
            }
            return nil
        }
        guard Self.isWordScalar(last), end == s.count || !Self.isWordScalar(s[end]) else { return nil }
        // Each word start among the last few words, the farthest phrase first.
        var starts: [Int] = []
        var start = end
        while start > 0, starts.count < longestPhrase {
            while start > 0, Self.isWordScalar(s[start - 1]) { start -= 1 }
            starts.append(start)
            guard start > 1, Self.isJoiner(s[start - 1]), Self.isWordScalar(s[start - 2]) else { break }
            start -= 1
        }
        for start in starts.reversed() {
            if let match = longestEnglish(in: s, at: start), match.end == end {
                return entries[match.entry].category != nil ? end - start : nil
            }
        }
        return nil
    }

    /// The length of the lexicon word that starts exactly at `start` (an English one at a word
    /// start), or `nil`: `停车` in "门票120 停车20", `popcorn` in "movie 14 popcorn 8".
    func wordLength(startingAt start: Int, in s: [Unicode.Scalar]) -> Int? {
        guard start < s.count else { return nil }
        if s[start].value >= 0x80 {
            guard let entry = longestChinese(in: s, at: start), entries[entry].category != nil else { return nil }
            return entries[entry].scalars.count
        }
        guard Self.isWordScalar(s[start]), start == 0 || !Self.isWordScalar(s[start - 1]) else { return nil }
        guard let match = longestEnglish(in: s, at: start) else {
            guard let entry = longestChinese(in: s, at: start), entries[entry].category != nil else { return nil }
            return entries[entry].scalars.count  // t恤
        }
        return entries[match.entry].category != nil ? match.end - start : nil
    }

    /// Whether any lexicon word lies in `s[..<end]`: "flight on 2027-01-08 was 420".
    func containsWord(in s: [Unicode.Scalar], before end: Int) -> Bool {
        category(in: s, range: 0..<end) != nil
    }

    /// The category of the best lexicon word in `text` (a thing over a venue, then the first one
    /// said, where the longest word starting there counts: "movie & popcorn" is entertainment,
    /// "gym membership" one word), or `nil`.
    public func category(in text: NormalizedText) -> String? {
        category(in: text.scalars, range: 0..<text.scalars.count)
    }

    private func category(in s: [Unicode.Scalar], range: Range<Int>) -> String? {
        var best: (venue: Bool, length: Int, category: String)?
        var index = range.lowerBound
        while index < range.upperBound {
            let scalar = s[index]
            var found: (entry: Int, end: Int)?
            if scalar.value >= 0x80 {
                if let entry = longestChinese(in: s, at: index) {
                    found = (entry, index + entries[entry].scalars.count)
                }
            } else if Self.isWordScalar(scalar), index == 0 || !Self.isWordScalar(s[index - 1]) {
                found = longestEnglish(in: s, at: index)
                // Words that start in ASCII and go on in Chinese: t恤, u盘.
                if found == nil, let entry = longestChinese(in: s, at: index) {
                    found = (entry, index + entries[entry].scalars.count)
                }
            }
            guard let found else {
                index += 1
                continue
            }
            let entry = entries[found.entry]
            if let category = entry.category {
                let length = entry.scalars.count
                let better: Bool
                if let current = best {
                    better = current.venue && !entry.venue
                } else {
                    better = true
                }
                if better { best = (entry.venue, length, category) }
                index += 1
            } else {
                index = found.end  // A blocked word: nothing inside it counts.
            }
        }
        return best?.category
    }
}
