import AgentSkill
import SwiftUI

/// A call waiting for the person's approval, in the skill's own words: Allow or Deny.
struct ApprovalSheet: View {
    let request: ApprovalRequest
    let skillName: String
    let answer: @MainActor (Bool) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Label("Approve \(skillName)?", systemImage: "hand.raised")
                .font(.headline)
            Text(request.summary)
            HStack {
                Spacer()
                Button("Deny", role: .destructive) { answer(false) }
                    .buttonStyle(.bordered)
                Button("Allow") { answer(true) }
                    .buttonStyle(.borderedProminent)
            }
        }
        .padding()
        .frame(minWidth: 320)
    }
}
