import Foundation
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

        /// The model trained on `key`: the kept one, or the one another thread is training now
        /// (this thread waits for it, using no CPU), or else `train()`'s, which is kept.
        ///
        /// Sessions and routers made at once over the same skills (a server's first pages, tests
        /// run in parallel) train once instead of once each.
        func model(for key: Key, orTrain train: () -> IntentClassifier) -> IntentClassifier {
            training.lock()
            while inFlight.contains(key) {
                waiters += 1
                training.wait()
                waiters -= 1
            }
            if let kept = model(for: key) {
                training.unlock()
                return kept
            }
            inFlight.append(key)
            training.unlock()
            let model = train()
            keep(model, for: key)
            training.lock()
            inFlight.removeAll { $0 == key }
            training.broadcast()
            training.unlock()
            return model
        }

        /// Guards ``inFlight``; waited on until a training ends.
        private let training = NSCondition()
        /// What is being trained now. Only read or written while ``training`` is held.
        nonisolated(unsafe) private var inFlight: [Key] = []
        /// How many threads wait for a training now. Only read or written while ``training`` is held.
        nonisolated(unsafe) private var waiters = 0

        /// How many threads wait for another's training now (tests).
        var waitingCount: Int {
            training.lock()
            defer { training.unlock() }
            return waiters
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
