/// SkillLLM: the language-model tier — an OpenAI-compatible chat client with tool calling and
/// streaming (`OpenAIClient`), the tool-call loop (`LLMRouter`), hybrid routing over the local NLU
/// (`HybridRouter`) and model-generated UI (`UIGenerateSkill`).
public enum SkillLLM {
    /// The module's version of the OpenAI chat-completions dialect it speaks.
    public static let wireDialect = "openai-chat-completions-v1"
}
