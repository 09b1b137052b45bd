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
        case .phaseRunning: "正在执行「{name}」…"
        case .phaseRetrying: "「{name}」出错（{reason}），{delay} 后第 {attempt} 次重试…"
        case .phaseWaitingForApproval: "等待你的确认…"
        case .chooseByNumber: "输入编号来选择"
        case .chatWelcome: "AgentSkill 助手 {version} —— 直接输入请求，/help 查看命令，Ctrl-D 退出。"
        case .chatHelp:
            """
            直接输入请求，比如“明天下午3点开会”“午饭花了35元”或“复读：你好”。
            我提问时，在下一行回答即可。
              /skills  我会做什么
              /help    显示本帮助
              /quit    退出（也可以按 Ctrl-D）
            """
        case .unknownCommand: "没有命令“{command}”{hint}。输入 /help 查看全部命令。"
        case .didYouMean: "，你是不是想输入“{suggestion}”"
        case .messageTooLong: "这条消息有 {characters} 个字符，上限是 {limit} 个，没有发送。请缩短后再发。"
        case .chatCancelled: "已取消（Ctrl-C）。对话继续：请输入新的请求，或按 Ctrl-D 退出。"
        case .historyNotKept: "警告：无法把对话历史保存到 {path}：{reason}——历史只在本次对话中有效"
        case .approvalQuestion: "{summary}？[y/N] "
        case .approvalWhy: "这一步需要你确认：{reason}。"
        }
    }
}
