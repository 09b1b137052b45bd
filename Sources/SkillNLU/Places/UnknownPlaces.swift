/// Names written as places that the gazetteer does not know: "weather in Providence", "rain
/// tomorrow in Boston and Providence?", "is it snowing in Salt Lake City". A skill that looks a city
/// up by name (weather, running advice) can use them; nothing else does.
///
/// Only English, and only a capitalized name after "in" or after "weather for" / "forecast for"
/// (or after a place in a list they open: "in Boston and Providence"), or right before or after
/// "weather" when it ends the message ("weekend weather Sarasota"), of at most three capitalized words, outside every entity
/// already found. Chinese names the gazetteer lacks are not guessed.
enum UnknownPlaces {
    /// The most words of one name ("Salt Lake City").
    static let maximumWords = 3

    /// The names in `text` outside `taken` (original-scalar ranges of the entities found, among
    /// them the known `places`), with their original ranges, in text order.
    static func names(
        in text: NormalizedText, places: [Range<Int>], taken: [Range<Int>]
    ) -> [(range: Range<Int>, name: String)] {
        let s = text.originalScalars
        var found: [(range: Range<Int>, name: String)] = []
        var index = 0
        while index + 3 <= s.count {
            guard let opened = opening(in: s, at: index) else {
                index += 1
                continue
            }
            // A list: Name (, | and | or) Name …, where known places may stand between.
            var position = opened
            while position < s.count {
                if let place = places.first(where: { $0.lowerBound == position }) {
                    position = place.upperBound
                } else if let name = name(in: s, at: position, before: taken),
                    !taken.contains(where: { $0.overlaps(name) })
                {
                    found.append((name, String(String.UnicodeScalarView(s[name]))))
                    position = name.upperBound
                } else {
                    break
                }
                guard let next = listSeparatorEnd(in: s, at: position) else { break }
                position = next
            }
            index = max(index + 1, position)
        }
        // "Pittsburgh weather next Monday", "the Tulsa forecast": a name right before the word.
        for end in s.indices
        where s[end] == " "
            && (startsWord(weatherWord, in: s, at: end + 1)
                || startsWord(forecastWord, in: s, at: end + 1))
        {
            guard let name = name(in: s, endingAt: end), !taken.contains(where: { $0.overlaps(name) }),
                !found.contains(where: { $0.range.overlaps(name) })
            else { continue }
            found.append((name, String(String.UnicodeScalarView(s[name]))))
        }
        // "weekend weather Sarasota": a name right after the word, ending the message.
        for start in s.indices where start > 0 && s[start - 1] == " " && start < s.count && isUpper(s[start]) {
            var wordStart = start - 1
            while wordStart > 0, isLetter(s[wordStart - 1]) { wordStart -= 1 }
            guard startsWord(weatherWord, in: s, at: wordStart) || startsWord(forecastWord, in: s, at: wordStart),
                let name = name(in: s, at: start, before: taken),
                s[name.upperBound...].allSatisfy({ $0 == " " || $0 == "?" || $0 == "." || $0 == "!" }),
                !taken.contains(where: { $0.overlaps(name) }), !found.contains(where: { $0.range.overlaps(name) })
            else { continue }
            found.append((name, String(String.UnicodeScalarView(s[name]))))
        }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    private static let weatherWord = Array("weather".unicodeScalars)
    private static let forecastWord = Array("forecast".unicodeScalars)

    private static func startsWord(_ word: [Unicode.Scalar], in s: [Unicode.Scalar], at index: Int) -> Bool {
        guard index + word.count <= s.count else { return false }
        for (offset, scalar) in word.enumerated() where lower(s[index + offset]) != scalar { return false }
        return index + word.count == s.count || !isLetter(s[index + word.count])
    }

    /// The capitalized words (at most three) that end at `end`, as a name: "Salt Lake City weather".
    private static func name(in s: [Unicode.Scalar], endingAt end: Int) -> Range<Int>? {
        var start = end
        var words = 0
        while words < maximumWords, start > 0, isLetter(s[start - 1]) {
            var wordStart = start - 1
            while wordStart > 0, isLetter(s[wordStart - 1]) || s[wordStart - 1] == "'" || s[wordStart - 1] == "." {
                wordStart -= 1
            }
            let word = String(String.UnicodeScalarView(s[wordStart..<start]))
            guard isUpper(s[wordStart]), !notPlaces.contains(word) else { break }
            start = wordStart
            words += 1
            guard start > 1, s[start - 1] == " " else { break }
            start -= 1
        }
        if words > 0, s[start] == " " { start += 1 }
        return words > 0 ? start..<end : nil
    }

    /// The end of "in " at `index` (a word of its own), or of "for " after "weather" or "forecast"
    /// ("forecast for Anchorage"); `nil` elsewhere.
    private static func opening(in s: [Unicode.Scalar], at index: Int) -> Int? {
        guard index == 0 || !isLetter(s[index - 1]) else { return nil }
        if index + 3 <= s.count, lower(s[index]) == "i", lower(s[index + 1]) == "n", s[index + 2] == " " {
            return index + 3
        }
        guard index + 4 <= s.count, lower(s[index]) == "f", lower(s[index + 1]) == "o", lower(s[index + 2]) == "r",
            s[index + 3] == " ", index >= 2, s[index - 1] == " "
        else { return nil }
        var wordStart = index - 1
        while wordStart > 0, isLetter(s[wordStart - 1]) { wordStart -= 1 }
        let before = String(String.UnicodeScalarView(s[wordStart..<(index - 1)])).lowercased()
        return before == "weather" || before == "forecast" ? index + 4 : nil
    }

    /// The range of a capitalized name starting at `start`: 1–3 words, each an uppercase ASCII
    /// letter and then letters, apostrophes, hyphens or a period ("St. Louis"), ending before a
    /// word that begins an entity in `taken` ("for Providence October 9": the date is no name).
    private static func name(in s: [Unicode.Scalar], at start: Int, before taken: [Range<Int>]) -> Range<Int>? {
        var end = start
        var words = 0
        var position = start
        while words < maximumWords, position < s.count, isUpper(s[position]),
            position == start || !taken.contains(where: { $0.contains(position) })
        {
            var wordEnd = position + 1
            while wordEnd < s.count, isLetter(s[wordEnd]) || s[wordEnd] == "'" || s[wordEnd] == "-" { wordEnd += 1 }
            if wordEnd < s.count, s[wordEnd] == "." { wordEnd += 1 }
            let word = String(String.UnicodeScalarView(s[position..<wordEnd]))
            guard !notPlaces.contains(word) else { break }
            end = wordEnd
            words += 1
            guard wordEnd + 1 < s.count, s[wordEnd] == " " else { break }
            position = wordEnd + 1
        }
        // A trailing period belongs to the sentence, not the name (unless it abbreviates: "St.").
        if end > start, s[end - 1] == ".", end - start > 3 { end -= 1 }
        return words > 0 ? start..<end : nil
    }

    /// The end of ", ", " and ", " or ", " & " at `position`, or `nil`.
    private static func listSeparatorEnd(in s: [Unicode.Scalar], at position: Int) -> Int? {
        for separator in separators where position + separator.count <= s.count {
            if zip(separator, s[position..<position + separator.count]).allSatisfy({ $0 == lower($1) }) {
                return position + separator.count
            }
        }
        return nil
    }

    private static let separators = [", and ", " and ", ", or ", " or ", " & ", ", "].map { Array($0.unicodeScalars) }

    /// Capitalized words that start sentences or name people and things, not places.
    private static let notPlaces: Set<String> = [
        "I", "I'm", "I'll", "The", "My", "Our", "Your", "This", "That", "Next", "Last", "Today", "Tomorrow",
        "Tonight", "Mom", "Dad", "AM", "PM",
    ]

    private static func lower(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        isUpper(scalar) ? Unicode.Scalar(scalar.value + 0x20) ?? scalar : scalar
    }

    private static func isUpper(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x41 && scalar.value <= 0x5A }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        isUpper(scalar) || (scalar.value >= 0x61 && scalar.value <= 0x7A)
    }
}
