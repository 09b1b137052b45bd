import SwiftUI

/// The skill panel: every skill by name and description; choosing one opens its form.
struct SkillListView: View {
    let model: AssistantModel

    var body: some View {
        NavigationStack {
            List(model.skills) { skill in
                NavigationLink(value: skill.id) {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(skill.name)
                            .font(.headline)
                        Text(skill.summary)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Skills")
            .navigationDestination(for: String.self) { id in
                if let skill = model.skills.first(where: { $0.id == id }) {
                    SkillFormView(skill: skill, model: model)
                }
            }
        }
    }
}
