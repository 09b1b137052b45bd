import SkillJSON

/// Decides per call whether a skill runs, is refused, or is asked about first.
///
/// Deciding one call:
/// 1. the first rule (in order) that matches the call decides: `allow`, `deny`, or `ask`;
///    an `ask` rule with `"remember": "session"` allows a skill already approved this session;
/// 2. with no matching rule, the call's ``SkillEffect`` decides: read-only and write calls run,
///    destructive calls are asked about.
///
/// The policy is a plain value with no I/O; the agent holds the session state and does the
/// asking. Rules come from code or from the `permissions` section of a JSON config file:
///
/// ```json
/// {"rules": [
///   {"skill": "ledger.add", "when": {"argument": "amount", "above": 1000}, "decision": "ask"},
///   {"skill": "calendar.delete", "decision": "ask", "remember": "session"},
///   {"skill": "weather", "decision": "allow"},
///   {"permission": "network", "decision": "deny"}
/// ]}
/// ```
///
/// A rule has `skill` (an id, `prefix.*` or `*`) and/or `permission` (a declared permission,
/// same patterns), optionally `when` with an `argument` name and exactly one of `above`,
/// `atLeast`, `below` (a number or a numeric string, compared exactly as a decimal), a
/// `decision` (`allow`, `ask`, `deny`) and, for `ask`, `"remember": "session"`. Unknown keys
/// are errors. See `docs/PERMISSIONS.md`.
///
/// ```swift
/// let policy = try PermissionPolicy(json: JSONValue.parse(text))
/// let call = PermissionCall(skillID: "ledger.add", effect: .write, arguments: ["amount": "1000.01"])
/// policy.decide(call)  // .ask(.rule(number: 1, text: "ledger.add when amount above 1000 → ask"), …)
/// ```
public struct PermissionPolicy: Sendable, Hashable {
    /// The rules, first match wins.
    public var rules: [PermissionRule]

    /// Creates a policy; with no rules every call is decided by its effect.
    public init(rules: [PermissionRule] = []) {
        self.rules = rules
    }

    /// Decides about one call.
    ///
    /// - Parameters:
    ///   - call: the skill, its permissions, the call's effect and arguments.
    ///   - session: what was approved earlier in this session.
    public func decide(_ call: PermissionCall, session: PermissionSession = PermissionSession()) -> PermissionDecision {
        for (index, rule) in rules.enumerated() where rule.matches(call) {
            let reason = PermissionReason.rule(number: index + 1, text: rule.description)
            switch rule.decision {
            case .allow:
                return .allow
            case .deny:
                return .deny(reason)
            case .ask:
                if rule.rememberForSession && session.hasApproved(call.skillID) { return .allow }
                return .ask(reason, rememberForSession: rule.rememberForSession)
            }
        }
        switch call.effect {
        case .readOnly, .write: return .allow
        case .destructive: return .ask(.effect(.destructive), rememberForSession: false)
        }
    }
}
