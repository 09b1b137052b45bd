import AgentSkill
import SwiftUI

/// What the agent is doing, under the conversation while it works: thinking, running a skill (by name), waiting
/// for an approval, answering. Nothing when it is idle.
struct PhaseIndicator: View {
    let phase: AgentPhase
    let skillName: @MainActor (String) -> String

    var body: some View {
        if let words {
            HStack(spacing: 8) {
                ProgressView()
                Text(words)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            .padding(.vertical, 6)
            .frame(maxWidth: .infinity)
            .accessibilityElement(children: .combine)
        }
    }

    private var words: LocalizedStringKey? {
        switch phase {
        case .idle: nil
        case .thinking: "Thinking…"
        case .executing(let skillID): "Running \(skillName(skillID))…"
        case .awaitingApproval(let skillID): "Waiting for approval of \(skillName(skillID))"
        case .responding: "Answering…"
        }
    }
}
