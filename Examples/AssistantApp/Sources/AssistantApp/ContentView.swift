import SwiftUI

/// The window: the chat, the skills and the debug page as tabs.
struct ContentView: View {
    @Bindable var model: AssistantModel

    var body: some View {
        TabView(selection: $model.page) {
            ChatView(model: model)
                .tabItem { Label("Chat", systemImage: "bubble.left.and.bubble.right") }
                .tag(AssistantModel.Page.chat)
            SkillListView(model: model)
                .tabItem { Label("Skills", systemImage: "square.grid.2x2") }
                .tag(AssistantModel.Page.skills)
            DebugView()
                .tabItem { Label("Debug", systemImage: "curlybraces") }
                .tag(AssistantModel.Page.debug)
        }
        .task { await model.deliverFollowUps() }
    }
}
