import AgentSkill
import SwiftUI

/// The conversation: bubbles (with the skills' cards) that scroll to the newest, the agent's phase, the composer
/// with Send or Stop, and a sheet for each call waiting for approval.
struct ChatView: View {
    let model: AssistantModel
    @State private var approval: ApprovalRequest?

    var body: some View {
        let store = model.store
        VStack(spacing: 0) {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 12) {
                        ForEach(store.messages) { message in
                            MessageRow(message: message, store: store)
                                .id(message.id)
                        }
                    }
                    .padding()
                }
                .onChange(of: store.messages.last?.id) { _, last in
                    guard let last else { return }
                    withAnimation { proxy.scrollTo(last, anchor: .bottom) }
                }
            }
            PhaseIndicator(phase: store.phase, skillName: model.skillName)
            Divider()
            Composer(store: store)
        }
        .onChange(of: store.pendingApprovals.first?.id, initial: true) {
            approval = store.pendingApprovals.first
        }
        .sheet(item: $approval, onDismiss: declineUnanswered) { request in
            ApprovalSheet(request: request, skillName: model.skillName(request.skillID)) { approved in
                store.answerApproval(id: request.id, approved: approved)
            }
        }
    }

    /// A sheet closed without an answer (swiped away) declines its call, so the request does not wait for nobody.
    private func declineUnanswered() {
        guard approval == nil, let waiting = model.store.pendingApprovals.first else { return }
        model.store.answerApproval(id: waiting.id, approved: false)
    }
}
