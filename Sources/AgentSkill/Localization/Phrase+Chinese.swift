extension Phrase {
    /// The Chinese table.
    static func chinese(_ phrase: Phrase) -> String {
        switch phrase {
        case .noMatch: "我还不会处理“{request}”。"
        case .noSkillsRegistered: "还没有安装任何技能。"
        case .canHelpWith: "我会这些："
        case .skillLine: "• {name} — {description}"
        case .skillLineWithExample: "• {name} — {description}，例如“{example}”"
        case .greeting: "你好！我是你的助手。"
        case .thanks: "不客气！"
        case .goodbye: "再见，随时找我。"
        case .introduction: "我是你的助手，可以帮你管日程、记账、看天气。"
        case .help: "直接说你想做什么就行。"
        case .tryThese: "比如："
        case .example: "• {example}"
        case .moreSkills: "问我“你能做什么”可以看到全部技能。"
        case .skillsHeader: "技能|用途|例如"
        case .phaseThinking: "思考中…"
        case .phaseRunning: "{name}…"
        case .phaseWaitingForApproval: "等待你的确认…"
        case .chooseByNumber: "输入编号来选择"
        case .requestCancelled: "已停止。"
        case .approvalQuestion: "{summary}？[y/N] "
        case .approvalWhy: "这一步需要你确认：{reason}。"
        }
    }
}
