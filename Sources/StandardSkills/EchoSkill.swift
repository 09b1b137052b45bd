import AgentSkill
import SkillJSON

/// Repeats back what it is given: `"复读：你好"` → `"你好"`, `"echo hello"` → `"hello"`.
///
/// The smallest complete skill, useful to check the whole path from text to answer.
public struct EchoSkill: TypedSkill {
    /// The text to repeat.
    public struct Arguments: Decodable, Sendable {
        /// What to say back.
        public var text: String
    }

    public let id = "echo"
    public let name = "复读 Echo"
    public let description = "Repeats back what you say"
    public var keywords: [String] { ["echo", "repeat after me", "repeat", "复读", "重复一遍", "跟我说"] }
    /// Echo is pure and instant, so it runs inline: no task, no timer.
    /// Changes nothing.
    public var effect: SkillEffect { .readOnly }
    public var execution: SkillExecution { .inline }
    public var parameters: JSONSchema {
        .object(
            ["text": .string(description: "The text to repeat", minLength: 1)],
            required: ["text"], additionalProperties: false)
    }
    public var examples: [SkillExample] {
        [
            SkillExample("echo hello", arguments: ["text": "hello"]),
            SkillExample("复读：你好", arguments: ["text": "你好"]),
            SkillExample("repeat after me: good morning", arguments: ["text": "good morning"]),
            SkillExample("复读 今天天气真好", arguments: ["text": "今天天气真好"]),
            SkillExample("跟我说：我爱北京", arguments: ["text": "我爱北京"]),
            SkillExample("重复一遍：明天见", arguments: ["text": "明天见"]),
            SkillExample("复读：床前明月光", arguments: ["text": "床前明月光"]),
            SkillExample("跟我说 谢谢你", arguments: ["text": "谢谢你"]),
            SkillExample("复读一下：生日快乐", arguments: ["text": "生日快乐"]),
            SkillExample("重复一遍 我是机器人", arguments: ["text": "我是机器人"]),
            SkillExample("请复读：加油", arguments: ["text": "加油"]),
            SkillExample("复读：一二三四五", arguments: ["text": "一二三四五"]),
            SkillExample("跟我说：早上好", arguments: ["text": "早上好"]),
            SkillExample("复读“新年快乐”", arguments: ["text": "新年快乐"]),
            SkillExample("复读：你吃了吗", arguments: ["text": "你吃了吗"]),
            SkillExample("重复一遍：好好学习", arguments: ["text": "好好学习"]),
            SkillExample("跟我说 你好世界", arguments: ["text": "你好世界"]),
            SkillExample("复读 测试一下", arguments: ["text": "测试一下"]),
            SkillExample("复读：春眠不觉晓", arguments: ["text": "春眠不觉晓"]),
            SkillExample("跟我说：我很开心", arguments: ["text": "我很开心"]),
            SkillExample("重复一遍：晚安", arguments: ["text": "晚安"]),
            SkillExample("复读：人工智能", arguments: ["text": "人工智能"]),
            SkillExample("帮我复读：周末愉快", arguments: ["text": "周末愉快"]),
            SkillExample("复读：好的收到", arguments: ["text": "好的收到"]),
            SkillExample("跟我说：一路顺风", arguments: ["text": "一路顺风"]),
            SkillExample("复读：今天是星期三", arguments: ["text": "今天是星期三"]),
            SkillExample("跟我说一遍：多喝热水", arguments: ["text": "多喝热水"]),
            SkillExample("echo hello world", arguments: ["text": "hello world"]),
            SkillExample("repeat after me: I can do it", arguments: ["text": "I can do it"]),
            SkillExample("echo testing 1 2 3", arguments: ["text": "testing 1 2 3"]),
            SkillExample("say it back: see you soon", arguments: ["text": "see you soon"]),
            SkillExample("repeat: happy birthday", arguments: ["text": "happy birthday"]),
            SkillExample("echo good night", arguments: ["text": "good night"]),
            SkillExample("repeat after me the quick brown fox", arguments: ["text": "the quick brown fox"]),
            SkillExample("echo \"thank you\"", arguments: ["text": "thank you"]),
            SkillExample("echo I am here", arguments: ["text": "I am here"]),
            SkillExample("repeat this: knock knock", arguments: ["text": "knock knock"]),
            SkillExample("echo: ping", arguments: ["text": "ping"]),
            SkillExample("repeat after me: hello robot", arguments: ["text": "hello robot"]),
            SkillExample("echo nice to meet you", arguments: ["text": "nice to meet you"]),
            SkillExample("repeat: welcome home", arguments: ["text": "welcome home"]),
            SkillExample("echo it works", arguments: ["text": "it works"]),
            SkillExample("repeat after me, one two three", arguments: ["text": "one two three"]),
            SkillExample("echo have a nice day", arguments: ["text": "have a nice day"]),
            SkillExample("echo: good luck", arguments: ["text": "good luck"]),
            SkillExample("repeat after me: practice makes perfect", arguments: ["text": "practice makes perfect"]),
            SkillExample("echo the meeting is over", arguments: ["text": "the meeting is over"]),
            SkillExample("repeat: I love coffee", arguments: ["text": "I love coffee"]),
            SkillExample("echo see you later alligator", arguments: ["text": "see you later alligator"]),
            SkillExample("repeat after me: stay hungry", arguments: ["text": "stay hungry"]),
            SkillExample("echo merry christmas", arguments: ["text": "merry christmas"]),
            SkillExample("echo back: all good", arguments: ["text": "all good"]),
            SkillExample("repeat after me: hello again", arguments: ["text": "hello again"]),
        ]
    }

    /// Creates the skill.
    public init() {}

    public func run(_ arguments: Arguments, context: SkillContext) async throws -> SkillOutput {
        SkillOutput(arguments.text, data: ["text": .string(arguments.text)])
    }
}
