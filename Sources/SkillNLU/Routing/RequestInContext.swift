/// A request said after the context that explains it: "my sister lands Friday so can you put
/// pickup at the airport at 6:40pm", "it's late I know but add cake pickup the day after tomorrow
/// at 11am". The words before the request verb say why, not what: they are not the title.
enum RequestInContext {
    /// The span, in the original text's scalar offsets, from the start of the message through the
    /// request verb (and its particle or article: "put down", "add a"), when a request verb
    /// follows `so`, `but`, `please`, `pls`, `just` or "can you" inside the message; `nil` when
    /// none is said.
    static func contextSpan(in text: NormalizedText) -> Range<Int>? {
        let s = text.scalars
        var words: [Range<Int>] = []
        var index = 0
        while index < s.count {
            guard TextResidue.isLetter(s[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < s.count, TextResidue.isLetter(s[end]) || s[end] == "'" { end += 1 }
            words.append(index..<end)
            index = end
        }
        guard words.count >= 4 else { return nil }
        for position in 2..<(words.count - 1) {
            let word = words[position]
            guard verbs.contains(code(s, word)) else { continue }
            let previous = code(s, words[position - 1])
            if previous == you {
                guard askers.contains(code(s, words[position - 2])) else { continue }  // can you put
            } else if !joiners.contains(previous) {
                continue
            }
            var end = word.upperBound
            var next = position + 1
            while next < words.count, next <= position + 2, followers.contains(code(s, words[next])) {
                end = words[next].upperBound
                next += 1
            }
            // "PTO April 1-3, please add it": the request points back; the title came first.
            guard next < words.count, !pointers.contains(code(s, words[next])) else { return nil }
            return text.origins[0]..<text.origins[end]
        }
        return nil
    }

    /// The packed word (``EnglishNumberWords/code(_:_:)``), 0 for one that cannot be packed: the
    /// word tables are read with no string built.
    private static func code(_ s: [Unicode.Scalar], _ word: Range<Int>) -> UInt64 {
        EnglishNumberWords.code(s, word) ?? 0
    }

    private static func codes(_ words: [String]) -> Set<UInt64> { Set(words.map(EnglishNumberWords.code)) }

    private static let you = EnglishNumberWords.code("you")
    private static let verbs = codes(["add", "put", "schedule", "book", "pencil", "block"])
    private static let joiners = codes(["so", "but", "please", "pls", "plz", "just"])
    private static let pointers = codes(["it", "them", "this", "that", "these", "those"])
    private static let askers = codes(["can", "could", "would", "will"])
    private static let followers = codes(["in", "down", "on", "off", "out", "a", "an", "me", "my"])
}
