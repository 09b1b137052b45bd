/// A value taken back in the same message: "午饭 35 不对 38", "明天 不对 后天 下午三点开会",
/// "lunch 35 no wait 38", "Friday, I mean Saturday". The message is understood as if the
/// withdrawn value and the correction word had not been said.
extension NLURouter {
    /// `text` without each value that a correction word takes back: a time, an amount or a bare
    /// number right before 不对 / 说错了 / "no wait" / "I mean", when one of the same kind follows.
    func corrected(_ text: String) -> String {
        let normalized = NormalizedText(text)
        guard RequestShape.contains(normalized.scalars, Self.correctionCues) else { return text }
        let context = NLUContext(now: configuration.clock.now(), timeZone: configuration.timeZone)
        let original = normalized.originalScalars
        // Times and amounts, and bare numbers ("午饭 35 不对 38") as amounts.
        var values: [(kind: String, range: Range<Int>)] = recognize(normalized, context: context)
            .filter { $0.kind == "time" || $0.kind == "money" }
            .map { ($0.kind, $0.span.range) }
        for number in Self.bareNumbers(in: original) where !values.contains(where: { $0.range.overlaps(number) }) {
            values.append(("money", number))
        }
        values.sort { $0.range.lowerBound < $1.range.lowerBound }
        var cuts: [Range<Int>] = []
        for (withdrawn, kept) in zip(values, values.dropFirst()) where withdrawn.kind == kept.kind {
            let gap = withdrawn.range.upperBound..<kept.range.lowerBound
            guard !gap.isEmpty, gap.count <= 16 else { continue }
            let words = String(String.UnicodeScalarView(original[gap])).lowercased()
                .split(whereSeparator: { " ,，.…".contains($0) }).joined(separator: " ")
            guard Self.correctionWords.contains(words) else { continue }
            cuts.append(withdrawn.range.lowerBound..<kept.range.lowerBound)
        }
        guard !cuts.isEmpty else { return text }
        var scalars = original
        for cut in cuts.reversed() { scalars.removeSubrange(cut) }
        return String(String.UnicodeScalarView(scalars))
    }

    /// The runs of ASCII digits (with a decimal point) in `scalars`.
    private static func bareNumbers(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        var numbers: [Range<Int>] = []
        var index = 0
        while index < scalars.count {
            guard NumberReader.asciiDigit(scalars[index]) != nil else {
                index += 1
                continue
            }
            var end = index
            while end < scalars.count, NumberReader.asciiDigit(scalars[end]) != nil || scalars[end] == "." { end += 1 }
            numbers.append(index..<end)
            index = end
        }
        return numbers
    }

    /// Words that take back what was just said, as they stand between the two values.
    static let correctionWords: Set<String> = [
        "不对", "说错了", "错了", "哦不", "噢不", "no wait", "wait no", "i mean", "sorry i mean", "no i mean",
        "oops", "correction",
    ]
    private static let correctionCues = RequestShape.Cues([
        "不对", "说错了", "错了", "哦不", "噢不", "no wait", "wait no", "i mean", "oops", "correction",
    ])
}
