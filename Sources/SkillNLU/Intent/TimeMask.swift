/// What the intent classifier reads: the text with the range words inside its time expressions
/// ("2 to 3", "from noon until 1", "9 through 5", 周四到周日) blanked out, so a clock range is not taken for
/// "move it to …" — that "to" lies outside the time ("move the dentist to 4pm") and stays.
enum TimeMask {
    private static let connectors: [[Unicode.Scalar]] = ["to", "until", "till", "thru", "through"].map {
        Array($0.unicodeScalars)
    }

    /// `text` with every range word inside a time entity replaced by spaces; `text` itself when
    /// there is none.
    static func masked(_ text: NormalizedText, entities: [NLUEntity]) -> NormalizedText {
        let spans = entities.compactMap { $0.kind == "time" ? $0.span.range : nil }
        guard !spans.isEmpty else { return text }
        var scalars = text.scalars
        var changed = false
        var index = 0
        while index < scalars.count {
            // 到 / 至 inside a time (周四到周日) are its range, not 改到 (which lies outside it).
            if scalars[index] == "到" || scalars[index] == "至",
                spans.contains(where: { $0.contains(text.origins[index]) })
            {
                scalars[index] = " "
                changed = true
                index += 1
                continue
            }
            let startsWord =
                (scalars[index] == "t" || scalars[index] == "u") && (index == 0 || scalars[index - 1] == " ")
            if startsWord, spans.contains(where: { $0.contains(text.origins[index]) }),
                let word = connectors.first(where: { word in
                    index + word.count <= scalars.count && scalars[index..<index + word.count].elementsEqual(word)
                        && (index + word.count == scalars.count || scalars[index + word.count] == " ")
                })
            {
                for offset in 0..<word.count { scalars[index + offset] = " " }
                changed = true
                index += word.count
                continue
            }
            index += 1
        }
        return changed ? NormalizedText(text, blanking: scalars.indices.map { scalars[$0] != text.scalars[$0] }) : text
    }
}
