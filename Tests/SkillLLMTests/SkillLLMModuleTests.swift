import Testing

@testable import SkillLLM

@Suite struct SkillLLMModuleTests {
    @Test func speaksTheChatCompletionsDialect() {
        #expect(SkillLLM.wireDialect == "openai-chat-completions-v1")
    }
}
