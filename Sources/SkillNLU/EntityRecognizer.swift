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
    /// Reads `text` once for resolving it under several contexts: a recognizer whose entities
    /// depend on the preference does the part of its work that does not here, and the router
    /// resolves the reading for the future and, when a past-leaning skill is chosen, the past.
    func reading(of text: NormalizedText) -> EntityReading
}

extension EntityRecognizer {
    /// `true`: without knowing better, a recognizer may read the preference.
    public var readsPreference: Bool { true }

    /// A reading that runs ``entities(in:context:)`` in full for each context.
    public func reading(of text: NormalizedText) -> EntityReading {
        EntityReading { context in entities(in: text, context: context) }
    }
}

/// What an ``EntityRecognizer`` read in one text, to be resolved under one or more contexts.
public struct EntityReading: Sendable {
    private let resolve: @Sendable (NLUContext) -> [NLUEntity]

    /// A reading that resolves with `resolve`.
    public init(_ resolve: @escaping @Sendable (NLUContext) -> [NLUEntity]) {
        self.resolve = resolve
    }

    /// The entities of the text read, resolved against `context`.
    public func entities(context: NLUContext) -> [NLUEntity] {
        resolve(context)
    }
}
