import AgentSkill
import Foundation
import StandardSkills
import TestSupport
import Testing

@testable import SkillNLU

@Suite struct IntentClassifierTests {
    @Test(
        arguments: [
            ("北京明天天气怎么样", "weather"),
            ("what's the weather in Paris", "weather"),
            ("明天适合跑步吗", "running_advice"),
            ("should I go for a jog tomorrow", "running_advice"),
            // Asked to be reminded: a reminder, not an event (since the reminder skills).
            ("明天下午三点提醒我开会", "reminder.create"),
            ("remind me to call mom at 6pm", "reminder.create"),
            ("明天有什么安排", "calendar.list"),
            ("what's on my calendar today", "calendar.list"),
            ("把明天的会改到下午四点", "calendar.update"),
            ("reschedule the meeting to Friday", "calendar.update"),
            ("取消明天的会议", "calendar.delete"),
            ("cancel the dentist appointment", "calendar.delete"),
            ("午饭花了35元", "ledger.add"),
            ("spent 20 dollars on lunch", "ledger.add"),
            ("这个月花了多少钱", "ledger.summary"),
            ("how much did I spend last month", "ledger.summary"),
            ("列出最近的账", "ledger.list"),
            ("show my recent expenses", "ledger.list"),
            ("撤销刚才那笔账", "ledger.undo"),
            ("undo the last expense", "ledger.undo"),
            ("复读：你好", "echo"),
            ("echo good morning", "echo"),
            ("显示文本：欢迎", "ui.display_text"),
            ("display text Hello", "ui.display_text"),
        ] as [(String, String)])
    func picksTheSkill(text: String, skill: String) {
        let prediction = RouterFixtures.classifier.classify(NormalizedText(text))
        #expect(prediction.skillID == skill, "\(text): \(prediction)")
    }

    @Test(arguments: ["讲个笑话", "播放音乐", "tell me a joke", "play some music", "asdfgh qwerty", "你好"])
    func chitChatIsNoSkill(text: String) {
        let prediction = RouterFixtures.classifier.classify(NormalizedText(text))
        #expect(prediction.skillID == nil, "\(text): \(prediction)")
    }

    @Test func trainingIsDeterministic() {
        // Trained before the kept models are forgotten, so `again` is a second training run.
        let first = RouterFixtures.classifier
        TrainedClassifiers.shared.forget()
        let again = IntentClassifier(skills: RouterFixtures.skills)
        #expect(again.skillIDs == first.skillIDs)
        for text in ["北京明天天气", "午饭35", "hello there", "list expenses", "改到下午"] {
            #expect(again.classify(NormalizedText(text)) == RouterFixtures.classifier.classify(NormalizedText(text)))
        }
    }

    @Test func theStoreKeepsTheLastFewModelsByTheirTrainingData() {
        let configuration = IntentClassifier.Configuration(epochs: 2, calibrates: false, noneUtterances: ["hello"])
        func key(_ label: String) -> TrainedClassifiers.Key {
            TrainedClassifiers.Key(
                utterances: [IntentClassifier.TrainingUtterance("ask \(label)", label: label)], skillIDs: [],
                configuration: configuration)
        }
        let store = TrainedClassifiers.Shared()
        let model = IntentClassifier(training: key("a").utterances, configuration: configuration)
        #expect(store.model(for: key("a")) == nil)
        store.keep(model, for: key("a"))
        #expect(store.model(for: key("a"))?.skillIDs == ["a"])
        var reseeded = key("a")
        reseeded.configuration.seed = 7
        #expect(store.model(for: reseeded) == nil, "another seed is another model")
        // "a" was used last; four more push out the least recently used first.
        for label in ["b", "c", "d", "e"] { store.keep(model, for: key(label)) }
        #expect(store.count == TrainedClassifiers.capacity)
        #expect(store.model(for: key("a")) == nil)
        #expect(store.model(for: key("e")) != nil)
    }

    /// Training records how long it took (its speed is measured by `make bench`, not here: a busy
    /// machine makes any time limit in a test flaky).
    @Test func trainingIsTimed() {
        let classifier = IntentClassifier(skills: RouterFixtures.skills)
        #expect(classifier.trainingDuration > .zero)
        #expect(classifier.trainingSize > 12 * 50)
        #expect(classifier.skillIDs.count == 17)
    }

    @Test func everyStandardSkillHasTwentyFiveExamplesPerLanguage() {
        for skill in RouterFixtures.skills {
            let chinese = skill.examples.filter {
                $0.utterance.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF }
            }
            #expect(chinese.count >= 25, "\(skill.id): \(chinese.count) Chinese examples")
            #expect(
                skill.examples.count - chinese.count >= 25,
                "\(skill.id): \(skill.examples.count - chinese.count) English")
        }
    }

    @Test func everyExampleArgumentIsValidForItsSkill() {
        for skill in RouterFixtures.skills {
            for example in skill.examples {
                let problems = skill.parameters.validate(example.arguments ?? [:])
                #expect(problems.isEmpty, "\(skill.id) '\(example.utterance)': \(problems)")
            }
        }
    }

    @Test func entityKindsAreFeatures() {
        let classifier = IntentClassifier(
            training: [
                .init("what about it", label: "weather", entities: .place),
                .init("what about it", label: "ledger.add", entities: .money),
            ], configuration: .init(threshold: 0, calibrates: false, noneUtterances: []))
        #expect(classifier.classify(NormalizedText("what about it"), entities: .place).skillID == "weather")
        #expect(classifier.classify(NormalizedText("what about it"), entities: .money).skillID == "ledger.add")
    }

    struct HeldOut: Decodable {
        var text: String
        var lang: String
        var skill: String?
    }

    static func heldOut() throws -> [HeldOut] {
        let url = PackageRoot.appending("Benchmarks/nlu/intent.jsonl")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        return try lines.map { try JSONDecoder().decode(HeldOut.self, from: Data($0.utf8)) }
    }

    /// The held-out set shares no utterance with the training examples; the numbers are printed.
    @Test func heldOutAccuracy() throws {
        let rows = try Self.heldOut()
        #expect(rows.count >= 400)
        let training = Set(RouterFixtures.skills.flatMap { $0.examples.map { $0.utterance.lowercased() } })
        #expect(rows.allSatisfy { !training.contains($0.text.lowercased()) })
        var correct: [String: Int] = [:]
        var total: [String: Int] = [:]
        var misses: [String] = []
        for row in rows {
            let prediction = RouterFixtures.classifier.classify(NormalizedText(row.text))
            total[row.lang, default: 0] += 1
            if prediction.skillID == row.skill {
                correct[row.lang, default: 0] += 1
            } else {
                misses.append(
                    "\(row.text) → \(prediction.skillID ?? "none") (\(row.skill ?? "none"), p=\(prediction.confidence))"
                )
            }
        }
        let accuracy = Double(correct.values.reduce(0, +)) / Double(rows.count)
        let zh = Double(correct["zh", default: 0]) / Double(max(total["zh", default: 0], 1))
        let en = Double(correct["en", default: 0]) / Double(max(total["en", default: 0], 1))
        print("held-out intent accuracy: \(accuracy) (zh \(zh), en \(en)); misses:\n" + misses.joined(separator: "\n"))
        #expect(accuracy >= 0.96)
        #expect(zh >= 0.99)
        #expect(en >= 0.93)
    }
}
