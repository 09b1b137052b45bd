/// A street address: a house number, one to three words, and a kind of street ("88 Main St",
/// "1200 Oak Ridge Road", "14 maple street"). The number is no clock and no price.
enum StreetAddress {
    /// Whether a street address starts at `start`.
    static func starts(in s: [Unicode.Scalar], at start: Int) -> Bool {
        var position = start
        while position < s.count, NumberReader.asciiDigit(s[position]) != nil { position += 1 }
        guard (1...5).contains(position - start), position < s.count, s[position] == " " else { return false }
        var words: [String] = []
        while words.count < 4, position < s.count, s[position] == " " {
            var end = position + 1
            while end < s.count, isLetter(s[end]) { end += 1 }
            guard end > position + 1 else { break }
            words.append(String(String.UnicodeScalarView(s[(position + 1)..<end])))
            if words.count >= 2, let last = words.last, streetKinds.contains(last) { return true }
            position = end
            if position < s.count, s[position] == "." { position += 1 }  // "Main St."
        }
        return false
    }

    private static let streetKinds: Set<String> = [
        "st", "street", "ave", "avenue", "rd", "road", "blvd", "boulevard", "dr", "drive", "ln", "lane", "way", "pl",
        "ct", "court", "pkwy", "parkway", "hwy", "highway", "ter", "terrace", "cir", "circle",
    ]

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value >= 0x61 && scalar.value <= 0x7A) || (scalar.value >= 0x41 && scalar.value <= 0x5A)
    }
}
