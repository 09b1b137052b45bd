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
}
