import AgentSkill
import Foundation

/// Picks the skill an utterance asks for, with a calibrated confidence, or "no skill".
///
/// Trained at creation from every skill's example utterances and keywords, plus a built-in set
/// of utterances that ask for no skill (chit-chat, nonsense, requests nothing here serves):
/// 1. features: hashed Chinese character n-grams and English words (see `IntentFeatures`),
///    plus one feature per entity kind the utterance contains;
/// 2. model: multinomial logistic regression, trained by SGD in a seeded order — the same
///    skills always give the same model;
/// 3. calibration: a softmax temperature fitted on out-of-fold predictions (two folds);
/// 4. decision: the best class, unless it is "none" or its probability is below
///    ``Configuration/threshold`` — then ``Prediction/skillID`` is `nil` and a later tier
///    (a language model) may take over.
///
/// Classifying costs about half a microsecond (release build) and allocates nothing.
///
/// ```swift
/// let classifier = IntentClassifier(skills: StandardSkills.all())
/// classifier.classify(NormalizedText("北京明天天气怎么样")).skillID  // "weather"
/// classifier.trainingDuration                                     // ~20 ms in release builds
/// ```
public struct IntentClassifier: Sendable {
    /// How the classifier is trained and when it answers "no skill".
    public struct Configuration: Sendable, Hashable {
        /// Below this calibrated probability the answer is "no skill".
        public var threshold: Double
        /// Passes over the training data.
        public var epochs: Int
        /// The first epoch's step size (it decays by epoch).
        public var learningRate: Float
        /// L2 weight decay per step.
        public var regularization: Float
        /// Whether to fit the softmax temperature on out-of-fold predictions (twice the training).
        public var calibrates: Bool
        /// Utterances that select no skill, added to the training data as the "none" class.
        public var noneUtterances: [String]
        /// The shuffling seed.
        public var seed: UInt64

        /// Creates a configuration; the defaults are what the built-in skills are tuned for.
        public init(
            threshold: Double = 0.4, epochs: Int = 20, learningRate: Float = 0.6, regularization: Float = 1e-5,
            calibrates: Bool = true,
            noneUtterances: [String] = NoneUtterances.all, seed: UInt64 = 0x5EED
        ) {
            self.threshold = threshold
            self.epochs = epochs
            self.learningRate = learningRate
            self.regularization = regularization
            self.calibrates = calibrates
            self.noneUtterances = noneUtterances
            self.seed = seed
        }
    }

    /// One utterance that should select `label` (a skill id, or `nil` for "no skill").
    public struct TrainingUtterance: Sendable, Hashable {
        /// What a person might type.
        public var text: String
        /// The skill it selects; `nil` for none.
        public var label: String?
        /// The entity kinds in it, when known.
        public var entities: EntityKinds

        /// Creates a training utterance.
        public init(_ text: String, label: String?, entities: EntityKinds = []) {
            self.text = text
            self.label = label
            self.entities = entities
        }
    }

    /// What the classifier decided.
    public struct Prediction: Sendable, Hashable {
        /// The chosen skill, or `nil` for "no skill" (the best class is none, or too unsure).
        public var skillID: String?
        /// The calibrated probability of the best class (0…1).
        public var confidence: Double
        /// The best class even when below the threshold (`nil` when it is none).
        public var best: String?
    }

    /// The skill ids the classifier knows, in training order.
    public let skillIDs: [String]
    /// How it was configured.
    public private(set) var configuration: Configuration
    /// How long training took (features, calibration and the final model).
    public let trainingDuration: Duration
    /// How many utterances it was trained on (each example counts once).
    public let trainingSize: Int
    private let model: LinearModel
    /// The class index of "none": the last one.
    private var noneClass: Int { skillIDs.count }

    /// Trains on the examples and keywords of `skills`, plus the configured none utterances.
    ///
    /// - Parameters:
    ///   - recognizers: run over every example, so the entity-kind features are learnt from what
    ///     the same recognizers will find at run time (none: the classifier uses words alone).
    ///   - context: the reference time for the recognizers.
    public init(
        skills: [any Skill], recognizers: [any EntityRecognizer] = [],
        context: NLUContext = NLUContext(now: Date(timeIntervalSince1970: 0), timeZone: .gmt),
        configuration: Configuration = Configuration()
    ) {
        var utterances: [TrainingUtterance] = []
        // With recognizers, an example is learnt as the router will read it: its range words
        // masked (see `TimeMask`) and the kinds of its entities as features.
        func utterance(_ text: String, label: String?) -> TrainingUtterance {
            guard !recognizers.isEmpty else { return TrainingUtterance(text, label: label) }
            let normalized = NormalizedText(text)
            let entities = recognizers.flatMap { $0.entities(in: normalized, context: context) }
            let masked = TimeMask.masked(normalized, entities: entities)
            var maskedText = String.UnicodeScalarView()
            maskedText.append(contentsOf: masked.scalars)
            let kept = masked.scalars == normalized.scalars ? text : String(maskedText)
            return TrainingUtterance(kept, label: label, entities: EntityKinds(entities))
        }
        for skill in skills {
            for example in skill.examples {
                utterances.append(utterance(example.utterance, label: skill.id))
            }
            for keyword in skill.keywords {
                utterances.append(utterance(keyword, label: skill.id))
            }
        }
        var configuration = configuration
        let none = configuration.noneUtterances
        configuration.noneUtterances = []
        utterances += none.map { utterance($0, label: nil) }
        self.init(training: utterances, skillIDs: skills.map(\.id), configuration: configuration)
        self.configuration.noneUtterances = none
    }

    /// Trains on labelled utterances, plus the configured none utterances.
    ///
    /// - Parameter skillIDs: the classes, in order; labels not listed are added after them.
    ///
    /// Training is deterministic, so the same utterances, classes and configuration always give
    /// the same model: the process keeps the last few trained (``TrainedClassifiers``), and
    /// training again on the same data — another router, another session, another run of the
    /// program in one process — returns the kept model at once.
    public init(training utterances: [TrainingUtterance], skillIDs: [String] = [], configuration: Configuration) {
        let key = TrainedClassifiers.Key(utterances: utterances, skillIDs: skillIDs, configuration: configuration)
        if let trained = TrainedClassifiers.shared.model(for: key) {
            self = trained
            return
        }
        self.init(trainingAfresh: utterances, skillIDs: skillIDs, configuration: configuration)
        TrainedClassifiers.shared.keep(self, for: key)
    }

    private init(trainingAfresh utterances: [TrainingUtterance], skillIDs: [String], configuration: Configuration) {
        let clock = ContinuousClock()
        let started = clock.now
        var ids = skillIDs
        var indexOf: [String: Int] = [:]
        for (index, id) in ids.enumerated() where indexOf[id] == nil { indexOf[id] = index }
        for utterance in utterances {
            if let label = utterance.label, indexOf[label] == nil {
                indexOf[label] = ids.count
                ids.append(label)
            }
        }
        let none = ids.count
        var samples = LinearModel.Samples()
        func add(_ text: String, label: Int, entities: EntityKinds) {
            let normalized = NormalizedText(text)
            var buckets: [Int] = []
            IntentFeatures.forEach(in: normalized.scalars, entities: entities) { buckets.append($0) }
            samples.append(label: label, features: buckets)
        }
        for utterance in utterances {
            let label = utterance.label.flatMap { indexOf[$0] } ?? none
            add(utterance.text, label: label, entities: utterance.entities)
        }
        for text in configuration.noneUtterances { add(text, label: none, entities: []) }
        let hyperparameters = LinearModel.Hyperparameters(
            epochs: configuration.epochs, learningRate: configuration.learningRate, l2: configuration.regularization,
            seed: configuration.seed)
        let classCount = ids.count + 1
        var model = LinearModel(
            training: samples, classCount: classCount, bucketCount: IntentFeatures.bucketCount,
            hyperparameters: hyperparameters)
        if configuration.calibrates, samples.count >= 4 {
            model.temperature = Self.calibratedTemperature(
                samples, classCount: classCount, hyperparameters: hyperparameters)
        }
        self.model = model
        self.skillIDs = ids
        self.configuration = configuration
        self.trainingSize = utterances.count + configuration.noneUtterances.count
        self.trainingDuration = clock.now - started
    }

    /// Two folds (even and odd rows): each half's model scores the other half, and the
    /// temperature is fitted on those out-of-fold logits.
    private static func calibratedTemperature(
        _ samples: LinearModel.Samples, classCount: Int, hyperparameters: LinearModel.Hyperparameters
    ) -> Float {
        let even = stride(from: 0, to: samples.count, by: 2).map { $0 }
        let odd = stride(from: 1, to: samples.count, by: 2).map { $0 }
        var logits: [Float] = []
        var labels: [Int32] = []
        for (train, test) in [(even, odd), (odd, even)] {
            let model = LinearModel(
                training: samples.subset(train), classCount: classCount, bucketCount: IntentFeatures.bucketCount,
                hyperparameters: hyperparameters)
            let held = samples.subset(test)
            logits += model.logits(of: held)
            labels += held.labels
        }
        return LinearModel.fitTemperature(logits: logits, labels: labels, classCount: classCount)
    }

    /// The skill `text` asks for, given the entity kinds recognized in it.
    public func classify(_ text: NormalizedText, entities: EntityKinds = []) -> Prediction {
        let classes = model.classCount
        return withUnsafeTemporaryAllocation(of: Float.self, capacity: classes) { scores in
            model.logits(into: scores) { add in
                IntentFeatures.forEach(in: text.scalars, entities: entities, add)
            }
            LinearModel.softmax(scores, temperature: model.temperature)
            var best = 0
            for c in 1..<classes where scores[c] > scores[best] { best = c }
            let confidence = Double(scores[best])
            let bestID = best == noneClass ? nil : skillIDs[best]
            let chosen = confidence >= configuration.threshold ? bestID : nil
            return Prediction(skillID: chosen, confidence: confidence, best: bestID)
        }
    }

    /// The prediction among every class but the skills in `excluded`, their probability shared out
    /// over the rest: what the classifier says once something rules those skills out.
    public func classify(
        _ text: NormalizedText, entities: EntityKinds = [], excluding excluded: Set<String>
    ) -> Prediction {
        let remaining = probabilities(text, entities: entities).filter {
            $0.skillID.map { !excluded.contains($0) } ?? true
        }
        let mass = remaining.reduce(0) { $0 + $1.p }
        guard let best = remaining.max(by: { $0.p < $1.p }), mass > 0 else {
            return Prediction(skillID: nil, confidence: 0, best: nil)
        }
        let confidence = best.p / mass
        return Prediction(
            skillID: confidence >= configuration.threshold ? best.skillID : nil, confidence: confidence,
            best: best.skillID)
    }

    /// The calibrated probability of every skill and of none (`nil` key), for inspection.
    public func probabilities(_ text: NormalizedText, entities: EntityKinds = []) -> [(skillID: String?, p: Double)] {
        let classes = model.classCount
        return withUnsafeTemporaryAllocation(of: Float.self, capacity: classes) { scores in
            model.logits(into: scores) { add in
                IntentFeatures.forEach(in: text.scalars, entities: entities, add)
            }
            LinearModel.softmax(scores, temperature: model.temperature)
            return (0..<classes).map { (skillID: $0 == noneClass ? nil : skillIDs[$0], p: Double(scores[$0])) }
        }
    }
}
