extension Gazetteer {
    /// The places named in an utterance, in order, by the rules of `PlaceNameRules`: the longest
    /// name wins, matches do not overlap, Latin names only as whole words, names that are common
    /// English words only when capitalized mid-sentence, Chinese names anywhere (with 市).
    ///
    /// The scan walks the normalized scalars once per starting position through a trie and
    /// allocates only for the places it returns.
    ///
    /// ```swift
    /// let text = NormalizedText("is tomorrow good for a run in Boston?")
    /// Gazetteer.builtIn.places(in: text).map(\.span.text)  // ["Boston"]
    /// ```
    public func places(in text: NormalizedText) -> [PlaceEntity] {
        var found: [PlaceEntity] = []
        let scalars = text.scalars
        let count = scalars.count
        var start = 0
        while start < count {
            let first = scalars[start]
            if start > 0, PlaceNameRules.isLatinWordScalar(first), PlaceNameRules.isLatinWordScalar(scalars[start - 1])
            {
                start += 1  // Latin names begin words.
                continue
            }
            var node = PlaceNameIndex.root
            var position = start
            var bestEnd = -1
            var bestEntry: Int32 = -1
            while position < count {
                node = index.child(node, scalars[position])
                if node < 0 { break }
                position += 1
                let entry = index.terminal(node)
                if entry >= 0, accepts(index.entries[Int(entry)], start..<position, in: text) {
                    bestEnd = position
                    bestEntry = entry
                }
            }
            guard bestEntry >= 0 else {
                start += 1
                continue
            }
            let entry = index.entries[Int(bestEntry)]
            var end = bestEnd
            if !entry.isLatin, end < count, scalars[end] == PlaceNameRules.citySuffix { end += 1 }
            if entry.place >= 0 {
                var entity = entities[Int(entry.place)]
                entity.span = text.span(start..<end)
                found.append(entity)
            }
            start = end
        }
        return found
    }

    /// Whether the name `entry` at `range` counts, by its rule and the text around it.
    @inline(__always)
    private func accepts(_ entry: PlaceNameIndex.Entry, _ range: Range<Int>, in text: NormalizedText) -> Bool {
        let scalars = text.scalars
        if entry.isLatin, range.upperBound < scalars.count,
            PlaceNameRules.isLatinWordScalar(scalars[range.upperBound])
        {
            return false
        }
        switch entry.rule {
        case .anyCase, .notAPlace:
            return true
        case .needsCitySuffix:
            return range.upperBound < scalars.count && scalars[range.upperBound] == PlaceNameRules.citySuffix
        case .upperCase:
            for offset in range {
                let original = text.originalScalars[text.origins[offset]]
                if original.properties.isLowercase { return false }
            }
            return true
        case .capitalized:
            // "phoenix weather jan 5 to 7": a forecast asked of it says it is the place ("nice weather" is
            // no forecast of Nice).
            if !Self.adjectives.contains(where: { $0.elementsEqual(scalars[range]) }),
                Self.forecastWords.contains(where: { word in
                    range.upperBound + word.count <= scalars.count
                        && scalars[range.upperBound..<(range.upperBound + word.count)].elementsEqual(word)
                })
            {
                return true
            }
            let original = text.originalScalars[text.origins[range.lowerBound]]
            return original.properties.isUppercase && !startsSentence(range.lowerBound, in: scalars)
        }
    }

    /// Names that are also words said of weather: "nice weather", "mobile weather alerts".
    private static let adjectives = ["nice", "cali", "mobile", "split", "reading", "orange"].map {
        Array($0.unicodeScalars)
    }

    /// Words right after a name that ask for its weather.
    private static let forecastWords = [" weather", " forecast", " temps"].map { Array($0.unicodeScalars) }

    /// Whether `offset` begins the text or a sentence (after `.`, `!` or `?`, Chinese ones included).
    private func startsSentence(_ offset: Int, in scalars: [Unicode.Scalar]) -> Bool {
        var before = offset - 1
        while before >= 0, scalars[before] == " " { before -= 1 }
        guard before >= 0 else { return true }
        return scalars[before] == "." || scalars[before] == "!" || scalars[before] == "?"
    }
}
