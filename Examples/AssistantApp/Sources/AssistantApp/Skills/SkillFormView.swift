import SkillJSON
import SwiftUI

/// A skill's form, made from its parameter schema: a field per argument (text, number, switch or choice),
/// required ones first. Running it shows the call and its answer in the chat.
struct SkillFormView: View {
    let skill: SkillSummary
    let model: AssistantModel
    @State private var fields: [SkillField]
    @State private var missing: String?

    init(skill: SkillSummary, model: AssistantModel) {
        self.skill = skill
        self.model = model
        self._fields = State(initialValue: skill.fields)
    }

    var body: some View {
        Form {
            Section {
                Text(skill.summary)
                    .foregroundStyle(.secondary)
            }
            if !fields.isEmpty {
                Section("Arguments") {
                    ForEach($fields) { $field in
                        SkillFieldRow(field: $field)
                    }
                }
            }
            Section {
                Button("Run", action: run)
                    .buttonStyle(.borderedProminent)
                if let missing {
                    Text(missing)
                        .foregroundStyle(.red)
                }
            }
        }
        .navigationTitle(skill.name)
    }

    private func run() {
        if let empty = fields.first(where: { $0.isRequired && $0.argument == nil }) {
            missing = "\(empty.label) is required."
            return
        }
        missing = nil
        var arguments: [String: JSONValue] = [:]
        var said: [String] = []
        for field in fields {
            guard let value = field.argument else { continue }
            arguments[field.id] = value
            said.append("\(field.label): \(field.shownValue)")
        }
        let words = said.isEmpty ? skill.name : "\(skill.name) · \(said.joined(separator: ", "))"
        model.run(skill, arguments: .object(arguments), words: words)
    }
}

/// One field of a skill's form, with its label, the control for its kind, and the schema's description.
struct SkillFieldRow: View {
    @Binding var field: SkillField

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            switch field.kind {
            case .flag:
                Toggle(title, isOn: $field.isOn)
            case .choice(let choices):
                Picker(title, selection: $field.text) {
                    Text("None").tag("")
                    ForEach(choices, id: \.value) { choice in
                        Text(choice.label).tag(choice.value)
                    }
                }
            case .number, .text:
                TextField(title, text: $field.text, prompt: Text(field.isRequired ? "Required" : "Optional"))
            }
            if let hint = field.hint {
                Text(hint)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }

    private var title: String {
        field.label
    }
}
