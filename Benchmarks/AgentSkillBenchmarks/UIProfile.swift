import SkillJSON
import SkillUI
import SkillUIHTML

/// Runs one stage of the UI pipeline in a loop so a profiler (`perf record`) sees only it, then
/// prints the mean time of each stage over 20 more rounds.
///
/// Arguments: `ROUNDS [all|parse|validate|decode|render] [NODES]` (defaults: all, 10,000).
func profileUI(_ arguments: [String]) throws {
    let rounds = Int(arguments[0]) ?? 100
    let stage = arguments.count > 1 ? arguments[1] : "all"
    let size = arguments.count > 2 ? Int(arguments[2]) ?? 10_000 : 10_000
    let text = sampleUIDocument(nodes: size).stableString()
    let parsed = try JSONValue.parse(text)
    guard let decoded = UIDecoder.decode(parsed).component else {
        print("the sample document did not decode")
        return
    }
    for _ in 0..<rounds {
        switch stage {
        case "parse": blackHole(try JSONValue.parse(text))
        case "validate": blackHole(UIDecoder.decode(json: text).diagnostics.count)
        case "decode": blackHole(UIDecoder.decode(parsed).diagnostics.count)
        case "render": blackHole(HTMLRenderer().render(decoded).utf8.count)
        default: blackHole(uiPipeline(text))
        }
    }
    let clock = ContinuousClock()
    var stages: [String: Duration] = [:]
    let timedRounds = 20
    for _ in 0..<timedRounds {
        var start = clock.now
        func lap(_ name: String) {
            stages[name, default: .zero] += clock.now - start
            start = clock.now
        }
        let value = try JSONValue.parse(text)
        lap("1 parse")
        let component = UIDecoder.decode(value).component ?? decoded
        lap("2 decode")
        withExtendedLifetime(value) {}
        lap("3 free the JSON value")
        let normalized = UINormalizer.normalize(component)
        lap("4 normalize")
        blackHole(HTMLRenderer().render(normalized).utf8.count)
        lap("5 render (and free the HTML)")
    }
    print("document: \(text.utf8.count) bytes, \(decoded.nodeCount) nodes")
    for (name, total) in stages.sorted(by: { $0.key < $1.key }) {
        print("\(name): \(total / timedRounds)")
    }
}
