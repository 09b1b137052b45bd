/// Everything the local understanding found in one utterance: the normalized text, the
/// entities, and the skill the classifier picked.
public struct NLUAnalysis: Sendable {
    /// The utterance, normalized.
    public let text: NormalizedText
    /// The entities every recognizer found, in text order.
    public let entities: [NLUEntity]
    /// The classifier's answer.
    public let prediction: IntentClassifier.Prediction
    /// What the entities were resolved against.
    public let context: NLUContext
    /// Words (original scalar offsets) that belong to no slot's text: how often a repeating event
    /// repeats, its end and its start ("每周三", "until March"), left out of the title.
    var unsaid: [Range<Int>] = []

    /// Creates an analysis; entities are put in text order.
    public init(
        text: NormalizedText, entities: [NLUEntity], prediction: IntentClassifier.Prediction, context: NLUContext
    ) {
        self.text = text
        self.entities = entities.sorted { $0.span.range.lowerBound < $1.span.range.lowerBound }
        self.prediction = prediction
        self.context = context
    }

    /// The times, in text order.
    public var times: [TimeEntity] {
        entities.compactMap { if case .time(let time) = $0 { time } else { nil } }
    }

    /// The amounts of money, in text order.
    public var money: [MoneyEntity] {
        entities.compactMap { if case .money(let money) = $0 { money } else { nil } }
    }

    /// The places, in text order.
    public var places: [PlaceEntity] {
        entities.compactMap { if case .place(let place) = $0 { place } else { nil } }
    }

    /// The names of the places said, in text order: the gazetteer's names, and the capitalized
    /// names after "in" that it does not know ("rain in Boston and Providence"), for skills that
    /// look a city up by its name.
    /// Known names are written as English writes them, without accents ("Montreal", "Sao Paulo",
    /// "Zurich"; the gazetteer keeps "Montréal").
    public var placeNames: [String] {
        let known = places.map { place in
            var plain = place
            plain.name = place.name.folding(options: .diacriticInsensitive, locale: nil)
            return plain
        }
        var taken: [Range<Int>] = []
        for entity in entities {
            taken.append(entity.span.range)
            if case .time(let time) = entity { taken += time.pieces.map(\.range) }
        }
        let unknown = UnknownPlaces.names(in: text, places: known.map(\.span.range), taken: taken)
        guard !unknown.isEmpty else { return known.map(\.name) }
        let all = known.map { (range: $0.span.range, name: $0.name) } + unknown
        var names: [String] = []
        for place in all.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where !names.contains(place.name) {
            names.append(place.name)
        }
        return names
    }
}
