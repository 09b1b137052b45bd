extension EventChangeCues {
    /// `scalars` with "move" / "moves" and "shift" / "shifts" blanked where they name a house move
    /// or a work shift, not a change: after a word that cannot stand before a verb ("north end move
    /// fri 6am", "long haul move to boston", "two moves the 9th and 10th", "covering mike's shift mon
    /// 9am"), or opening the request before words a verb does not take ("move for the kleins labor
    /// day", "move on maple ave tmrw 9am", "shift tmrw 8am", "shift swap with dave at 3"). Either
    /// word after "pls", "can you", "need to" or at a clause start before its object still asks for a
    /// change, and so does one followed by "to" and a time ("dentist move to 4pm").
    static func withoutMoveNouns(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var blanked = scalars
        for noun in nounsOfChange {
            blank(noun, in: scalars, into: &blanked)
        }
        return blanked
    }

    /// A word that is a verb of change or a noun, with the words that make it a noun when it opens
    /// the request.
    private struct NounOfChange {
        let word: [Unicode.Scalar]
        let opensBefore: Set<String>
        /// Whether a digit right after it makes it a noun ("shift 8 till 4").
        let digitAfter: Bool
    }

    private static let nounsOfChange = [
        NounOfChange(word: Array("move".unicodeScalars), opensBefore: ["for", "on"], digitAfter: false),
        NounOfChange(
            word: Array("shift".unicodeScalars),
            opensBefore: timeWords.union([
                "for", "on", "at", "from", "swap", "swaps", "change", "starts", "handover", "report", "till", "until",
            ]),
            digitAfter: true),
    ]

    private static func blank(_ noun: NounOfChange, in scalars: [Unicode.Scalar], into blanked: inout [Unicode.Scalar])
    {
        let count = noun.word.count
        var index = 0
        while index + count <= scalars.count {
            guard scalars[index] == noun.word[0], scalars[index..<(index + count)].elementsEqual(noun.word),
                index == 0 || !TextResidue.isLetter(scalars[index - 1])
            else {
                index += 1
                continue
            }
            var end = index + count
            let plural = end < scalars.count && scalars[end] == "s"
            if plural { end += 1 }
            guard end == scalars.count || !TextResidue.isLetter(scalars[end]) else {
                index = end
                continue
            }
            let previous = word(before: index, in: scalars)
            let next = word(after: end, in: scalars)
            let isNoun: Bool
            if let next, objectWords.contains(next) || (plural && (next == "to" || next == "from")) {
                isNoun = false  // "move it to friday", "the party moves to saturday"
            } else if let previous {
                isNoun = !verbLeaders.contains(previous) && !(next == "to" && timeFollows(end, in: scalars))
            } else if let next {
                isNoun = noun.opensBefore.contains(next)
            } else {
                isNoun = noun.digitAfter && digitFollows(end, in: scalars)
            }
            if isNoun { blanked.replaceSubrange(index..<end, with: repeatElement(" ", count: end - index)) }
            index = end
        }
    }

    /// Whether a digit follows `index` after spaces.
    private static func digitFollows(_ index: Int, in s: [Unicode.Scalar]) -> Bool {
        var at = index
        while at < s.count, s[at] == " " { at += 1 }
        return at < s.count && NumberReader.asciiDigit(s[at]) != nil
    }

    /// The word before `index` in its clause (nil at the start of the message or after a comma).
    private static func word(before index: Int, in s: [Unicode.Scalar]) -> String? {
        var end = index
        while end > 0, s[end - 1] == " " { end -= 1 }
        var start = end
        while start > 0, s[start - 1] != " ", s[start - 1] != ",", s[start - 1] != "，" { start -= 1 }
        // After a comma or the end of a sentence ("no. move it"), "move" opens a clause.
        guard start < end, !".?!;:".unicodeScalars.contains(s[end - 1]) else { return nil }
        return String(String.UnicodeScalarView(s[start..<end]))
    }

    /// The word after `index` (nil at the end or before a comma).
    private static func word(after index: Int, in s: [Unicode.Scalar]) -> String? {
        var start = index
        while start < s.count, s[start] == " " { start += 1 }
        var end = start
        while end < s.count, TextResidue.isLetter(s[end]) || s[end] == "'" { end += 1 }
        return start < end ? String(String.UnicodeScalarView(s[start..<end])) : nil
    }

    /// Whether "to" after `index` is followed by a time: a digit, a day word or "the" and a digit.
    private static func timeFollows(_ index: Int, in s: [Unicode.Scalar]) -> Bool {
        var at = index
        while at < s.count, s[at] == " " { at += 1 }
        at += 2  // "to"
        while at < s.count, s[at] == " " { at += 1 }
        guard at < s.count else { return false }
        if NumberReader.asciiDigit(s[at]) != nil { return true }
        guard let next = word(after: at, in: s) else { return false }
        // "to the 14th".
        if next == "the" { return at + 4 < s.count && NumberReader.asciiDigit(s[at + 4]) != nil }
        return timeWords.contains(next)
    }

    /// Words after which "move" is a verb: requests, needs, subjects, auxiliaries and fillers.
    private static let verbLeaders: Set<String> = [
        "to", "can", "could", "would", "will", "i'll", "we'll", "you", "u", "i", "we", "pls", "plz", "please", "let's",
        "lets", "let", "need", "gotta", "must", "should", "might", "may", "just", "then", "and", "also", "ok", "okay",
        "so", "oh", "hey", "um", "uh", "yes", "yeah", "actually", "wait", "maybe", "go", "don't", "dont", "not",
        "can't",
        "cant", "better", "nvm", "or", "but", "instead", "now", "sorry", "ugh", "hmm", "again",
    ]

    /// Words after "move" that make it a verb with its object: "move it", "move my run", "move up".
    private static let objectWords: Set<String> = [
        "it", "them", "that", "this", "my", "our", "his", "her", "their", "everything", "up", "back", "forward",
    ]

    private static let timeWords: Set<String> = EnglishWeekdayNames.all.union([
        "noon", "midnight", "tomorrow", "tmrw", "tmr", "today", "tonight", "next", "this", "later", "earlier",
        "morning", "afternoon", "evening", "january", "february", "march", "april", "june", "july", "august",
        "september", "october", "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept",
        "oct", "nov", "dec",
    ])
}
