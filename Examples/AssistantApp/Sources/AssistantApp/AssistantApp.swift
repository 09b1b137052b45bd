import SwiftUI

/// The assistant: chat with the standard skills, run a skill from its form, and try UI documents in the debug
/// page.
@main
struct AssistantApp: App {
    @State private var model = AssistantModel()

    var body: some Scene {
        WindowGroup {
            ContentView(model: model)
        }
    }
}
