/// The format `ui.generate` asks the model to write.
///
/// Whatever the model writes, the skill answers with our ``SkillUI/SKComponent`` tree, so every
/// renderer shows it; the format only changes the prompt and how the answer is read.
///
/// ```swift
/// UIGenerateSkill(model: model, format: .a2ui)   // the model writes A2UI v0.9 messages
/// UIGenerateFormat(rawValue: "a2ui")             // as the config file spells it
/// ```
public enum UIGenerateFormat: String, Sendable, Hashable, CaseIterable {
    /// Our own UI format: one JSON tree (`{"type": "card", …}`), the default.
    case ui
    /// Google's A2UI v0.9: `createSurface`, `updateComponents` and `updateDataModel` messages,
    /// one per line, with the basic catalog's components.
    case a2ui
}
