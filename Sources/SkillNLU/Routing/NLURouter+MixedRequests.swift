import AgentSkill

/// Requests for different skills in one message (issue 15, item 11): "记一笔打车30，再看看这个月花了
/// 多少" records an entry and then sums the month; "what's the weather in Boston tomorrow, and
/// then add lunch 12" asks the weather and records lunch. The message is cut at a clause break
/// followed by a word that starts another request (再, 然后, 顺便, 另外, then, also, plus), or at
/// the end of a sentence; each part is understood on its own and must be a complete request, or
/// the message stays one request. Parts of one skill are left to ``severalRequests(_:model:)``.
extension NLURouter {
    /// One invocation per part when `text` holds complete requests for at least two skills.
    func mixedRequests(_ text: String, model: Model) -> [Invocation]? {
        let scalars = Array(text.unicodeScalars)
        let cuts = Self.requestBreaks(in: scalars)
        guard !cuts.isEmpty, cuts.count < Self.maxSeveralCalls else { return nil }
        var calls: [Invocation] = []
        var lower = 0
        for cut in cuts + [scalars.count] {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[lower..<cut])
            lower = cut
            let analysis = analyze(Self.withoutJoiner(String(view)), model: model)
            if let several = severalRequests(analysis, model: model) {
                calls += several
                continue
            }
            var fresh = Dialogue()
            guard case .invoke(let call) = fresh.respond(to: analysis, skills: model.skills, filler: filler) else {
                return nil
            }
            calls.append(call)
        }
        guard Set(calls.map(\.skillID)).count >= 2, calls.count <= Self.maxSeveralCalls else { return nil }
        return calls
    }

    /// Where another request starts: after a clause break (，,;；) that a request word follows
    /// (再, 然后, "then", "also"), after " and then " / " and also ", or after the end of a
    /// sentence (。！？, or . ! ? before a space).
    private static func requestBreaks(in s: [Unicode.Scalar]) -> [Int] {
        var cuts: [Int] = []
        var index = 0
        while index < s.count {
            let scalar = s[index]
            var next = index + 1
            if "。！？!?；;".unicodeScalars.contains(scalar) || (scalar == "." && next < s.count && s[next] == " ") {
                while next < s.count, s[next] == " " { next += 1 }
                if next < s.count, next > 1 { cuts.append(next) }
            } else if "，,、".unicodeScalars.contains(scalar) {
                while next < s.count, s[next] == " " { next += 1 }
                if next > 1, startsRequest(s, at: next) { cuts.append(next) }
            } else if scalar == " ", startsWith(s, at: index, " and then ") || startsWith(s, at: index, " and also ") {
                cuts.append(index + 1)
                next = index + 5
            }
            index = next
        }
        return cuts
    }

    /// Words that open another request after a clause break.
    private static let requestOpeners: [[Unicode.Scalar]] = [
        "再", "然后", "顺便", "另外", "还有", "同时", "接着", "并且", "也帮我", "还要", "还想", "then ", "also ", "plus ",
        "and then ", "and also ", "after that ",
    ].map { Array($0.unicodeScalars) }

    private static func startsRequest(_ s: [Unicode.Scalar], at index: Int) -> Bool {
        for opener in requestOpeners where startsWith(s, at: index, opener) { return true }
        // Capitalized or not, English openers compare in lower case.
        guard index < s.count, s[index].properties.isUppercase else { return false }
        var lowered = Array(s[index..<min(s.count, index + 12)])
        lowered[0] = Unicode.Scalar(UInt8(truncatingIfNeeded: lowered[0].value | 0x20))
        return requestOpeners.contains { startsWith(lowered, at: 0, $0) }
    }

    private static func startsWith<S: Sequence>(_ s: [Unicode.Scalar], at index: Int, _ word: S) -> Bool
    where S.Element == Unicode.Scalar {
        var position = index
        for scalar in word {
            guard position < s.count, s[position] == scalar else { return false }
            position += 1
        }
        return true
    }

    private static func startsWith(_ s: [Unicode.Scalar], at index: Int, _ word: String) -> Bool {
        startsWith(s, at: index, word.unicodeScalars)
    }
}
