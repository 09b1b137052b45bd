import Synchronization

/// The classifiers this process trained last, by what they were trained on.
///
/// Training is deterministic (the shuffle is seeded), so a classifier trained on equal data is
/// equal: ``IntentClassifier/init(training:skillIDs:configuration:)`` looks here first. At most
/// ``capacity`` models are kept (about 2 MiB each with the standard skills); the least recently
/// used goes first.
struct TrainedClassifiers: Sendable {
    /// What a classifier is trained on.
    struct Key: Hashable, Sendable {
        var utterances: [IntentClassifier.TrainingUtterance]
        var skillIDs: [String]
        var configuration: IntentClassifier.Configuration
    }

    static let shared = Shared()
    static let capacity = 4

    /// The process-wide store behind a lock.
    final class Shared: Sendable {
        private let entries = Mutex<[(key: Key, model: IntentClassifier)]>([])

        /// The model trained on `key`, if kept; it becomes the most recently used.
        func model(for key: Key) -> IntentClassifier? {
            entries.withLock { entries in
                guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
                let entry = entries.remove(at: index)
                entries.append(entry)
                return entry.model
            }
        }

        /// Keeps `model`, dropping the least recently used beyond the capacity.
        func keep(_ model: IntentClassifier, for key: Key) {
            entries.withLock { entries in
                entries.removeAll { $0.key == key }
                entries.append((key, model))
                if entries.count > TrainedClassifiers.capacity { entries.removeFirst(entries.count - capacity) }
            }
        }

        /// Forgets every kept model (tests that must train afresh).
        func forget() {
            entries.withLock { $0.removeAll() }
        }

        /// How many models are kept.
        var count: Int { entries.withLock { $0.count } }

        private var capacity: Int { TrainedClassifiers.capacity }
    }
}
