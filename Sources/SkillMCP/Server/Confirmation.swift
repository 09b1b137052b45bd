import AgentSkill
import Foundation
import SkillJSON

/// Asks the client's user to confirm a call through `elicitation/create` (a form with one
/// boolean, `confirm`).
enum Confirmation {
    /// The request's params, worded in `language` as the terminal asks (`撤销记账：…？` then why);
    /// `mode: "form"` is sent only at 2025-11-25, where modes exist.
    static func params(
        for request: ApprovalRequest, protocolVersion: String, language: ReplyLanguage = .english
    ) -> JSONValue {
        let question = Phrase.approvalQuestion.text(in: language, ["summary": request.summary])
            .replacingOccurrences(of: "[y/N]", with: "").trimmingCharacters(in: .whitespaces)
        let why = Phrase.approvalWhy.text(in: language, ["reason": request.reason.message(in: language)])
        let chinese = language == .chinese
        var params: [String: JSONValue] = [
            "message": .string(language.sentences(question, why)),
            "requestedSchema": [
                "type": "object",
                "properties": [
                    "confirm": [
                        "type": "boolean", "title": .string(chinese ? "执行" : "Run it"),
                        "description": .string(chinese ? "确认执行这一步" : "Run this step as described"),
                    ]
                ],
                "required": ["confirm"],
            ],
        ]
        if protocolVersion >= "2025-11-25" { params["mode"] = "form" }
        return .object(params)
    }

    /// Whether the client's answer approves: `accept` with `confirm: true`.
    static func approves(_ result: JSONValue) -> Bool {
        result["action"] == "accept" && result["content"]?["confirm"] == true
    }

    /// The tool error for a call refused because nobody could confirm it.
    static func refusal(for reply: Message, clientElicits: Bool) -> String? {
        guard case .permissionDenied(let skillID, .unanswered(let reason))? = reply.error, !clientElicits else {
            return nil
        }
        return MCPError(
            .refused, "tool call refused",
            "'\(skillID)' needs confirmation (\(reason)) and this client cannot confirm: it did not declare the"
                + " elicitation capability; allow it with a permissions rule in the config file, or serve with"
                + " `assistant mcp --yes`",
            while: "calling '\(skillID)'"
        ).message
    }
}
