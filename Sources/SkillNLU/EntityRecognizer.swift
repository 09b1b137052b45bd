/// Finds entities of one or more kinds in a normalized utterance: times, money, places.
///
/// ``NLURouter`` runs every recognizer it is given over each request and merges what they find.
/// A recognizer must be cheap (a few microseconds) and pure: the same text and context always
/// give the same entities.
///
/// ```swift
/// struct Cities: EntityRecognizer {
///     func entities(in text: NormalizedText, context: NLUContext) -> [NLUEntity] { … }
/// }
/// let router = NLURouter(registry: registry, recognizers: [Cities()])
/// ```
public protocol EntityRecognizer: Sendable {
    /// The entities in `text`, with spans into its original text, resolved against `context`.
    func entities(in text: NormalizedText, context: NLUContext) -> [NLUEntity]
    /// Whether the entities depend on ``NLUContext/preference`` (future or past). The router
    /// reads a request again with the past preference when a past-leaning skill is chosen, and
    /// runs only the recognizers that say `true` (the default) a second time.
    var readsPreference: Bool { get }
}

extension EntityRecognizer {
    /// `true`: without knowing better, a recognizer may read the preference.
    public var readsPreference: Bool { true }
}
