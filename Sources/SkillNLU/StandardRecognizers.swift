/// The recognizers the assistant uses: times, money and places from the built-in gazetteer.
///
/// ```swift
/// let router = try NLURouter(skills: StandardSkills.all(), recognizers: StandardRecognizers.all())
/// ```
public enum StandardRecognizers {
    /// A time, a money and a place recognizer.
    public static func all(
        money: MoneyRecognizer.Options = .init(), gazetteer: Gazetteer = .builtIn
    ) -> [any EntityRecognizer] {
        [TimeEntityRecognizer(), MoneyEntityRecognizer(recognizer: MoneyRecognizer(options: money)), gazetteer]
    }
}

/// ``TimeRecognizer`` as an ``EntityRecognizer``.
public struct TimeEntityRecognizer: EntityRecognizer {
    /// The recognizer it wraps.
    public let recognizer: TimeRecognizer

    /// Creates the adapter.
    public init(recognizer: TimeRecognizer = TimeRecognizer()) {
        self.recognizer = recognizer
    }

    public func entities(in text: NormalizedText, context: NLUContext) -> [NLUEntity] {
        recognizer.entities(in: text, context: context).map(NLUEntity.time)
    }

    /// The grammar runs once; each context only resolves what it read.
    public func reading(of text: NormalizedText) -> EntityReading {
        let reading = recognizer.read(text)
        return EntityReading { [recognizer] context in
            recognizer.entities(in: reading, context: context).map(NLUEntity.time)
        }
    }
}

/// ``MoneyRecognizer`` as an ``EntityRecognizer``.
public struct MoneyEntityRecognizer: EntityRecognizer {
    /// The recognizer it wraps.
    public let recognizer: MoneyRecognizer

    /// Creates the adapter.
    public init(recognizer: MoneyRecognizer = MoneyRecognizer()) {
        self.recognizer = recognizer
    }

    public func entities(in text: NormalizedText, context: NLUContext) -> [NLUEntity] {
        recognizer.entities(in: text, context: context).map(NLUEntity.money)
    }

    /// Amounts do not depend on the preference.
    public var readsPreference: Bool { false }
}

extension Gazetteer: EntityRecognizer {
    public func entities(in text: NormalizedText, context: NLUContext) -> [NLUEntity] {
        places(in: text).map(NLUEntity.place)
    }

    /// Places do not depend on the preference.
    public var readsPreference: Bool { false }
}
