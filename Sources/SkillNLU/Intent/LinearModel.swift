import Foundation

/// A multinomial logistic regression over hashed features, trained by stochastic gradient
/// descent in a fixed order, with a softmax temperature for calibrated probabilities.
///
/// Weights are stored feature-major (`weights[feature * classCount + class]`), so scoring an
/// utterance touches one short row per feature.
struct LinearModel: Sendable {
    /// Labelled training rows: feature buckets, flattened.
    struct Samples: Sendable {
        var features: [Int32] = []
        var offsets: [Int] = [0]
        var labels: [Int32] = []

        var count: Int { labels.count }

        mutating func append(label: Int, features buckets: some Sequence<Int>) {
            for bucket in buckets { features.append(Int32(truncatingIfNeeded: bucket)) }
            offsets.append(features.count)
            labels.append(Int32(truncatingIfNeeded: label))
        }

        func subset(_ indices: [Int]) -> Samples {
            var result = Samples()
            for index in indices {
                result.features.append(contentsOf: features[offsets[index]..<offsets[index + 1]])
                result.offsets.append(result.features.count)
                result.labels.append(labels[index])
            }
            return result
        }
    }

    /// How to train.
    struct Hyperparameters: Sendable, Hashable {
        var epochs = 20
        var learningRate: Float = 0.6
        var l2: Float = 1e-5
        var seed: UInt64 = 0x5EED
    }

    let classCount: Int
    let bucketCount: Int
    private(set) var weights: [Float]
    /// Logits are divided by this before the softmax.
    var temperature: Float = 1

    /// Trains on `samples` with `classCount` classes.
    init(training samples: Samples, classCount: Int, bucketCount: Int, hyperparameters: Hyperparameters) {
        self.classCount = classCount
        self.bucketCount = bucketCount
        weights = [Float](repeating: 0, count: bucketCount * classCount)
        var order = Array(0..<samples.count)
        var random = SplitMix64(seed: hyperparameters.seed)
        let classes = classCount
        var scratch = [Float](repeating: 0, count: classes)
        for epoch in 0..<hyperparameters.epochs {
            // Fisher–Yates with a fixed seed: the same data always trains the same model.
            for index in stride(from: order.count - 1, to: 0, by: -1) {
                order.swapAt(index, Int(random.next() % UInt64(index + 1)))
            }
            let rate = hyperparameters.learningRate / (1 + Float(epoch) * 0.25)
            let decay = 1 - rate * hyperparameters.l2
            weights.withUnsafeMutableBufferPointer { weights in
                samples.features.withUnsafeBufferPointer { features in
                    scratch.withUnsafeMutableBufferPointer { scores in
                        for sample in order {
                            let lower = samples.offsets[sample]
                            let upper = samples.offsets[sample + 1]
                            let scale = 1 / Float(upper - lower).squareRoot()
                            for c in 0..<classes { scores[c] = 0 }
                            for f in lower..<upper {
                                let row = Int(features[f]) * classes
                                for c in 0..<classes { scores[c] += weights[row + c] * scale }
                            }
                            Self.softmax(scores, temperature: 1)
                            scores[Int(samples.labels[sample])] -= 1
                            for f in lower..<upper {
                                let row = Int(features[f]) * classes
                                for c in 0..<classes {
                                    weights[row + c] = weights[row + c] * decay - rate * scale * scores[c]
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The logits of one utterance's features into `scores` (which must hold ``classCount``).
    @inline(__always)
    func logits(
        into scores: UnsafeMutableBufferPointer<Float>, features: (_ add: (Int) -> Void) -> Int
    ) {
        let classes = classCount
        for c in 0..<classes { scores[c] = 0 }
        weights.withUnsafeBufferPointer { weights in
            let count = features { bucket in
                let row = bucket * classes
                for c in 0..<classes { scores[c] += weights[row + c] }
            }
            let scale = 1 / Float(max(count, 1)).squareRoot()
            for c in 0..<classes { scores[c] *= scale }
        }
    }

    /// Turns logits into probabilities in place.
    @inline(__always)
    static func softmax(_ scores: UnsafeMutableBufferPointer<Float>, temperature: Float) {
        var maximum = -Float.infinity
        for score in scores where score > maximum { maximum = score }
        var sum: Float = 0
        for index in scores.indices {
            let value = Foundation.exp((scores[index] - maximum) / temperature)
            scores[index] = value
            sum += value
        }
        for index in scores.indices { scores[index] /= sum }
    }

    /// The logits of every sample, row after row.
    func logits(of samples: Samples) -> [Float] {
        var result = [Float](repeating: 0, count: samples.count * classCount)
        result.withUnsafeMutableBufferPointer { result in
            for sample in 0..<samples.count {
                let scores = UnsafeMutableBufferPointer(
                    rebasing: result[(sample * classCount)..<((sample + 1) * classCount)])
                logits(into: scores) { add in
                    for f in samples.offsets[sample]..<samples.offsets[sample + 1] { add(Int(samples.features[f])) }
                    return samples.offsets[sample + 1] - samples.offsets[sample]
                }
            }
        }
        return result
    }

    /// The temperature that minimizes the negative log-likelihood of `labels` under `logits`
    /// (golden-section search over 0.2…8).
    static func fitTemperature(logits: [Float], labels: [Int32], classCount: Int) -> Float {
        func loss(_ temperature: Float) -> Float {
            var total: Float = 0
            for (row, label) in labels.enumerated() {
                let base = row * classCount
                var maximum = -Float.infinity
                for c in 0..<classCount { maximum = max(maximum, logits[base + c]) }
                var sum: Float = 0
                for c in 0..<classCount { sum += Foundation.exp((logits[base + c] - maximum) / temperature) }
                total -= (logits[base + Int(label)] - maximum) / temperature - Foundation.log(sum)
            }
            return total
        }
        var low: Float = 0.2
        var high: Float = 8
        let ratio: Float = 0.618_034
        for _ in 0..<40 {
            let left = high - ratio * (high - low)
            let right = low + ratio * (high - low)
            if loss(left) < loss(right) { high = right } else { low = left }
        }
        return (low + high) / 2
    }
}

/// A small, fast, seedable generator (Steele, Lea, Flood 2014), so training is reproducible.
struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
