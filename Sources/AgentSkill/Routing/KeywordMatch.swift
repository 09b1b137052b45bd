/// Where a keyword was found in an utterance, and what is around it.
public struct KeywordMatch: Sendable, Hashable {
    /// The whole utterance as typed.
    public var utterance: String
    /// The keyword as the skill declared it.
    public var keyword: String
    /// The text before the keyword, trimmed of spaces and punctuation.
    public var before: String
    /// The text after the keyword, trimmed of spaces and punctuation.
    public var after: String

    /// Creates a match.
    public init(utterance: String, keyword: String, before: String, after: String) {
        self.utterance = utterance
        self.keyword = keyword
        self.before = before
        self.after = after
    }

    /// The argument text: what follows the keyword, or what precedes it when nothing follows
    /// (`"复读：你好"` → `"你好"`, `"hello, echo"` → `"hello"`).
    public var rest: String { after.isEmpty ? before : after }
}
