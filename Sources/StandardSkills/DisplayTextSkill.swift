import AgentSkill
import SkillJSON
import SkillUI

/// Shows text with an optional title, as a UI card: the original write-up's `TextDisplaySkill`.
///
/// `{"title": "今日天气", "content": "晴，温度 24°C", "style": "body"}` → a vertical stack with a
/// title text and a body text.
public struct DisplayTextSkill: TypedSkill {
    /// The text to show.
    public struct Arguments: Decodable, Sendable {
        /// A heading above the content.
        public var title: String?
        /// The text itself.
        public var content: String
        /// `title`, `body` (default) or `caption`.
        public var style: String?
    }

    public let id = "ui.display_text"
    public let name = "显示文本 Display text"
    public let description = "Shows a piece of text with an optional title, in a style: title, body or caption"
    public var keywords: [String] { ["display text", "show text", "显示文本", "展示文本"] }
    /// Pure and instant: runs inline.
    /// Changes nothing.
    public var effect: SkillEffect { .readOnly }
    public var execution: SkillExecution { .inline }
    public var parameters: JSONSchema {
        .object(
            [
                "title": .string(description: "A heading above the content"),
                "content": .string(description: "The text to show", minLength: 1),
                "style": .string(description: "How prominent the content is", enum: ["title", "body", "caption"]),
            ],
            required: ["content"], additionalProperties: false)
    }
    public var examples: [SkillExample] {
        [
            SkillExample("显示文本：晴，温度 24°C", arguments: ["content": "晴，温度 24°C"]),
            SkillExample("display text Hello Agent", arguments: ["content": "Hello Agent"]),
            SkillExample("显示文本：欢迎使用智能助手", arguments: ["content": "欢迎使用智能助手"]),
            SkillExample("展示文本：今日推荐", arguments: ["content": "今日推荐"]),
            SkillExample("显示文本 会议室在三楼", arguments: ["content": "会议室在三楼"]),
            SkillExample("展示文本：请保持安静", arguments: ["content": "请保持安静"]),
            SkillExample("显示文本：Wi-Fi 密码 12345678", arguments: ["content": "Wi-Fi 密码 12345678"]),
            SkillExample("在屏幕上显示文本：你好", arguments: ["content": "你好"]),
            SkillExample("显示文本：营业时间 9:00-18:00", arguments: ["content": "营业时间 9:00-18:00"]),
            SkillExample("展示文本 今天休息", arguments: ["content": "今天休息"]),
            SkillExample("显示文本：注意安全", arguments: ["content": "注意安全"]),
            SkillExample("用卡片显示文本：明天交作业", arguments: ["content": "明天交作业"]),
            SkillExample("显示文本：会议推迟", arguments: ["content": "会议推迟"]),
            SkillExample("展示文本：感谢光临", arguments: ["content": "感谢光临"]),
            SkillExample("显示文本：欢迎回家", arguments: ["content": "欢迎回家"]),
            SkillExample("展示文本：下一站 人民广场", arguments: ["content": "下一站 人民广场"]),
            SkillExample("显示文本 正在施工", arguments: ["content": "正在施工"]),
            SkillExample("显示文本：考试加油", arguments: ["content": "考试加油"]),
            SkillExample("展示文本：今日特价", arguments: ["content": "今日特价"]),
            SkillExample("显示文本：请出示健康码", arguments: ["content": "请出示健康码"]),
            SkillExample("显示文本：新年快乐", arguments: ["content": "新年快乐"]),
            SkillExample("展示文本：排队请取号", arguments: ["content": "排队请取号"]),
            SkillExample("显示文本：电梯维修中", arguments: ["content": "电梯维修中"]),
            SkillExample("展示文本 小心地滑", arguments: ["content": "小心地滑"]),
            SkillExample("显示文本：午休时间", arguments: ["content": "午休时间"]),
            SkillExample("显示文本：祝你好运", arguments: ["content": "祝你好运"]),
            SkillExample("display text Meeting in room 4", arguments: ["content": "Meeting in room 4"]),
            SkillExample("show text: Welcome back", arguments: ["content": "Welcome back"]),
            SkillExample("display text: Store closes at 9pm", arguments: ["content": "Store closes at 9pm"]),
            SkillExample("show text Do not disturb", arguments: ["content": "Do not disturb"]),
            SkillExample("display text Happy holidays", arguments: ["content": "Happy holidays"]),
            SkillExample("show text: Wi-Fi password is guest123", arguments: ["content": "Wi-Fi password is guest123"]),
            SkillExample("display text: Back in 5 minutes", arguments: ["content": "Back in 5 minutes"]),
            SkillExample("show text Now boarding", arguments: ["content": "Now boarding"]),
            SkillExample("display text: Quiet please", arguments: ["content": "Quiet please"]),
            SkillExample("show text: Today's special is soup", arguments: ["content": "Today's special is soup"]),
            SkillExample("display text Exit on the left", arguments: ["content": "Exit on the left"]),
            SkillExample("show text: Out of order", arguments: ["content": "Out of order"]),
            SkillExample("display text: Thank you for visiting", arguments: ["content": "Thank you for visiting"]),
            SkillExample("show text Next stop Central", arguments: ["content": "Next stop Central"]),
            SkillExample("display text: Wet floor", arguments: ["content": "Wet floor"]),
            SkillExample("show text Lunch break", arguments: ["content": "Lunch break"]),
            SkillExample("display text: Good luck on the exam", arguments: ["content": "Good luck on the exam"]),
            SkillExample("show text: Open 24 hours", arguments: ["content": "Open 24 hours"]),
            SkillExample("display text Under construction", arguments: ["content": "Under construction"]),
            SkillExample("show text: Please take a number", arguments: ["content": "Please take a number"]),
            SkillExample(
                "display text: Elevator under maintenance", arguments: ["content": "Elevator under maintenance"]),
            SkillExample("show text Welcome to the team", arguments: ["content": "Welcome to the team"]),
            SkillExample("display text: Meeting postponed", arguments: ["content": "Meeting postponed"]),
            SkillExample("show text: Keep calm", arguments: ["content": "Keep calm"]),
            SkillExample("display text on screen: Hello", arguments: ["content": "Hello"]),
        ]
    }

    /// Creates the skill.
    public init() {}

    public func arguments(for match: KeywordMatch) -> JSONValue {
        ["content": .string(match.rest)]
    }

    public func run(_ arguments: Arguments, context: SkillContext) async throws -> SkillOutput {
        let style = arguments.style.flatMap(SKText.Style.init(rawValue:)) ?? .body
        var children: [SKComponent] = []
        if let title = arguments.title, !title.isEmpty {
            children.append(.text(SKText(content: title, style: .title)))
        }
        children.append(.text(SKText(content: arguments.content, style: style)))
        let text = [arguments.title, arguments.content].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n")
        return SkillOutput(text, ui: .stack(SKStack(direction: .vertical, spacing: 2, children: children)))
    }
}
