import AgentSkill
import SwiftUI

/// The message field and its button: Send while the agent is idle, Stop while it works on a request.
struct Composer: View {
    let store: AgentStore
    @State private var draft = ""

    var body: some View {
        HStack(alignment: .bottom, spacing: 8) {
            TextField("Message", text: $draft, axis: .vertical)
                .textFieldStyle(.roundedBorder)
                .onSubmit(send)
            if store.isBusy {
                Button(role: .cancel, action: stop) {
                    Label("Stop", systemImage: "stop.fill")
                }
                .buttonStyle(.bordered)
            } else {
                Button("Send", action: send)
                    .buttonStyle(.borderedProminent)
                    .disabled(draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
            }
        }
        .padding()
    }

    private func send() {
        let text = draft.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty, !store.isBusy else { return }
        draft = ""
        Task { await store.send(text) }
    }

    private func stop() {
        Task { await store.cancel() }
    }
}
