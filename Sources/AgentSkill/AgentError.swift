import Foundation

/// Everything that can go wrong in the agent runtime, with messages people can act on.
///
/// `description` is English; ``message(in:naming:)`` also speaks Chinese, and the agent answers in
/// the language of the request — a skill's own error too, when it is a ``LocalizedSkillError``.
public indirect enum AgentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A skill with this id is already registered.
    case duplicateSkill(String)
    /// A skill id is empty or contains whitespace or control characters.
    case invalidSkillID(String)
    /// No skill has this id; `suggestion` is the closest registered id, if any is close.
    case unknownSkill(String, suggestion: String?)
    /// The arguments did not match the skill's parameter schema; each problem names its JSON path,
    /// in English and in the other languages.
    case invalidArguments(skillID: String, problems: [LocalizedReason])
    /// One attempt of the skill ran longer than its timeout.
    case timedOut(skillID: String, after: Duration)
    /// The skill threw; `reason` is the error's own message, in English and, for a
    /// ``LocalizedSkillError``, in the other languages too (``message(in:naming:)`` picks one).
    case skillFailed(skillID: String, reason: LocalizedReason)
    /// The request was cancelled before it finished.
    case cancelled
    /// Step `step` (1-based) of a plan of `count` steps failed, which ended the plan.
    case planStepFailed(step: Int, count: Int, skillID: String, reason: AgentError)
    /// Skills invoking skills went deeper than the agent allows (a loop, most likely).
    case invocationTooDeep(skillID: String, limit: Int)
    /// The router could not decide.
    case routingFailed(reason: String)
    /// A UI action named a component that no message shows.
    case unknownComponent(String)
    /// A UI action the skill does not accept, or that the component did not offer.
    case actionNotAllowed(skillID: String, action: String)
    /// The skill did not run: the permission policy forbids the call, or it needed approval and
    /// did not get it. Nothing was changed.
    case permissionDenied(skillID: String, reason: PermissionDenial)
    /// The phase machine was asked for a transition it does not allow (a bug in the agent).
    case invalidTransition(from: AgentPhase, to: AgentPhase)
    /// A skill asked for a follow-up, but its context has no agent to deliver it.
    case followUpsUnavailable
    /// The request machine was told of an event that cannot happen in its state (a bug in the agent).
    case invalidRequestEvent(String)
    /// The call has not run: it waits for durable approval `approvalID`, which outlives this
    /// request (``AgentConfiguration/durableApprovals``); approved later, the call runs then.
    case approvalPending(skillID: String, approvalID: Int, reason: PermissionReason)
    /// No approval with this id belongs to this conversation.
    case approvalNotFound(id: Int)
    /// The approval was settled before (`state` says how); nothing was done again.
    case approvalAlreadyAnswered(id: Int, state: ApprovalState)
    /// The approval expired before it was answered, so it can no longer be approved.
    case approvalExpired(id: Int, skillID: String)
    /// Storing or reading durable approvals failed; nothing ran.
    case approvalStoreFailed(reason: String)

    public var description: String { message(in: .english) }

    /// The message in the given language.
    public func message(in language: ReplyLanguage, naming name: (String) -> String? = { _ in nil }) -> String {
        let zh = language == .chinese
        // A skill as a person knows it: by its name in their language when the caller knows it.
        func skill(_ id: String) -> String {
            let shown = name(id)
            return zh ? "「\(shown ?? id)」" : shown.map { "“\($0)”" } ?? id
        }
        switch self {
        case .duplicateSkill(let id):
            return zh ? "注册技能失败：id '\(id)' 已被占用" : "cannot register skill: id '\(id)' is already registered"
        case .invalidSkillID(let id):
            return zh
                ? "注册技能失败：id '\(id)' 无效（不能为空，不能含空白或控制字符）"
                : "cannot register skill: id '\(id)' is invalid (it must be non-empty, without spaces or control characters)"
        case .unknownSkill(let id, let suggestion):
            let hint = suggestion.map { zh ? "，你是不是想用 '\($0)'？" : " — did you mean '\($0)'?" } ?? ""
            return zh ? "没有 id 为 '\(id)' 的技能\(hint)" : "unknown skill '\(id)'\(hint)"
        case .invalidArguments(let id, let problems):
            let list = problems.map { $0.text(in: language) }.joined(separator: zh ? "；" : "; ")
            return zh ? "\(skill(id))的参数不对：\(list)" : "\(skill(id)) got invalid arguments: \(list)"
        case .timedOut(let id, let after):
            return zh
                ? "\(skill(id))超时（\(after.shortDescription) 内没有完成）"
                : "\(skill(id)) timed out after \(after.shortDescription)"
        case .skillFailed(let id, let reason):
            return zh
                ? "\(skill(id))出错：\(reason.text(in: language))" : "\(skill(id)) failed: \(reason.text(in: language))"
        case .cancelled:
            return zh ? "已取消" : "cancelled"
        case .planStepFailed(let step, let count, let id, let reason):
            return zh
                ? "计划第 \(step)/\(count) 步\(skill(id))失败，计划已停止：\(reason.message(in: language, naming: name))"
                : "step \(step) of \(count) (\(skill(id))) failed, so the plan stopped: \(reason.message(in: language, naming: name))"
        case .invocationTooDeep(let id, let limit):
            return zh
                ? "技能调用嵌套超过 \(limit) 层（在调用 \(id) 时），可能出现了循环"
                : "skills called each other more than \(limit) levels deep (while invoking \(id)); is there a loop?"
        case .routingFailed(let reason):
            return zh ? "无法理解这条请求：\(reason)" : "could not route the request: \(reason)"
        case .unknownComponent(let id):
            return zh
                ? "界面上没有 id 为 '\(id)' 的组件（界面可能已经更新）" : "no UI component '\(id)' is on screen (the UI may have changed)"
        case .actionNotAllowed(let id, let action):
            return zh ? "\(skill(id))不接受操作 '\(action)'" : "\(skill(id)) does not accept the action '\(action)'"
        case .permissionDenied(let id, let reason):
            return zh
                ? "没有执行\(skill(id))：\(reason.message(in: language))。没有做任何更改。"
                : "\(skill(id)) did not run: \(reason.message(in: language)). Nothing was changed."
        case .invalidTransition(let from, let to):
            return "invalid agent phase transition from \(from) to \(to)"
        case .followUpsUnavailable:
            return zh ? "无法安排稍后的提醒：没有助手来送达它" : "cannot schedule a follow-up: no agent is there to deliver it"
        case .invalidRequestEvent(let what):
            return "impossible request event: \(what)"
        case .approvalPending(let id, let approvalID, let reason):
            return zh
                ? "\(skill(id))还没有执行：正在等待批准 #\(approvalID)（\(reason.message(in: language))）。稍后可以批准或拒绝；批准之前不会做任何更改。"
                : "\(skill(id)) has not run yet: it is waiting for approval #\(approvalID) (\(reason)). Approve or decline it"
                    + " when you are back; nothing changes until it is approved."
        case .approvalNotFound(let id):
            return zh
                ? "这个对话里没有批准请求 #\(id)：它不是在这里提出的，或已被删除"
                : "there is no approval #\(id) in this conversation: it was never asked here, or it was deleted"
        case .approvalAlreadyAnswered(let id, let state):
            return zh
                ? "批准请求 #\(id) 已经处理过（\(state.name(in: language))），没有再次执行"
                : "approval #\(id) was already answered (\(state)); nothing was done again"
        case .approvalExpired(let id, let skillID):
            return zh
                ? "\(skill(skillID))的批准请求 #\(id) 在回应之前已经过期，不能再批准——请重新发出请求"
                : "approval #\(id) for \(skill(skillID)) expired before it was answered, so it can no longer be approved"
                    + " — ask again"
        case .approvalStoreFailed(let reason):
            return zh
                ? "无法保存或读取批准请求：\(reason)——没有执行任何操作" : "could not store or read approvals: \(reason) — nothing was run"
        }
    }

    /// A stable machine-readable name of the case (`"skillFailed"`, `"timedOut"`, …).
    public var code: String {
        switch self {
        case .duplicateSkill: "duplicateSkill"
        case .invalidSkillID: "invalidSkillID"
        case .unknownSkill: "unknownSkill"
        case .invalidArguments: "invalidArguments"
        case .timedOut: "timedOut"
        case .skillFailed: "skillFailed"
        case .cancelled: "cancelled"
        case .planStepFailed: "planStepFailed"
        case .invocationTooDeep: "invocationTooDeep"
        case .routingFailed: "routingFailed"
        case .unknownComponent: "unknownComponent"
        case .actionNotAllowed: "actionNotAllowed"
        case .permissionDenied: "permissionDenied"
        case .invalidTransition: "invalidTransition"
        case .invalidRequestEvent: "invalidRequestEvent"
        case .followUpsUnavailable: "followUpsUnavailable"
        case .approvalPending: "approvalPending"
        case .approvalNotFound: "approvalNotFound"
        case .approvalAlreadyAnswered: "approvalAlreadyAnswered"
        case .approvalExpired: "approvalExpired"
        case .approvalStoreFailed: "approvalStoreFailed"
        }
    }

    /// The skill the error is about, when there is one.
    public var skillID: String? {
        switch self {
        case .duplicateSkill(let id), .invalidSkillID(let id), .unknownSkill(let id, _): id
        case .invalidArguments(let id, _), .timedOut(let id, _), .skillFailed(let id, _): id
        case .planStepFailed(_, _, let id, _), .invocationTooDeep(let id, _), .actionNotAllowed(let id, _): id
        case .permissionDenied(let id, _), .approvalPending(let id, _, _), .approvalExpired(_, let id): id
        case .cancelled, .routingFailed, .invalidTransition, .invalidRequestEvent, .unknownComponent,
            .followUpsUnavailable:
            nil
        case .approvalNotFound, .approvalAlreadyAnswered, .approvalStoreFailed: nil
        }
    }
}

extension Duration {
    /// `10 s`, `1.5 s`, `250 ms`.
    var shortDescription: String {
        let (seconds, attoseconds) = components
        let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        if milliseconds < 1000 { return "\(Int(milliseconds.rounded())) ms" }
        let value = milliseconds / 1000
        return value.rounded() == value ? "\(Int(value)) s" : String(format: "%.1f s", value)
    }
}
