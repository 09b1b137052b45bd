import AgentSkill
import SkillUISwiftUI
import SwiftUI

/// One message: the person's words in a bubble on the trailing side, the agent's on the leading side with the
/// skill's card under them; a failure in red. A tap on the card goes back to its skill.
struct MessageRow: View {
    let message: Message
    let store: AgentStore

    var body: some View {
        let isUser = message.role == .user
        HStack {
            if isUser { Spacer(minLength: 48) }
            VStack(alignment: isUser ? .trailing : .leading, spacing: 8) {
                if !message.text.isEmpty {
                    Text(message.text)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 8)
                        .foregroundStyle(isUser ? Color.white : Color.primary)
                        .background(bubbleColor, in: RoundedRectangle(cornerRadius: 16))
                }
                if let tree = message.ui {
                    SKView(tree: tree, messageID: message.id, store: store)
                        .padding(12)
                        .background(Color.secondary.opacity(0.08), in: RoundedRectangle(cornerRadius: 16))
                }
            }
            if !isUser { Spacer(minLength: 48) }
        }
        .accessibilityElement(children: .contain)
    }

    private var bubbleColor: Color {
        if message.role == .user { return .accentColor }
        return message.error == nil ? Color.secondary.opacity(0.15) : Color.red.opacity(0.2)
    }
}
