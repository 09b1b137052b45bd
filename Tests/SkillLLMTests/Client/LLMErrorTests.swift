import Testing

@testable import SkillLLM

/// Error messages people can act on, and never the key.
@Suite struct LLMErrorTests {
    @Test(arguments: [
        (LLMError.unauthorized, "check --llm-api-key / AGENTSKILL_LLM_API_KEY"),
        (.unknownModel("gpt-9"), "does not know the model 'gpt-9' (HTTP 404): check --llm-model"),
        (.rateLimited(retryAfter: 20), "(HTTP 429) and asks to wait 20 s"),
        (.rateLimited(retryAfter: nil), "(HTTP 429)"),
        (.server(status: 500, message: "boom"), "failed (HTTP 500): boom"),
        (.timeout(seconds: 1.5), "timed out after 1.5 s"),
        (.malformedResponse("chunk 3 is not JSON"), "not a chat completion: chunk 3 is not JSON"),
        (.transport("Connection refused"), "cannot talk to the model server: Connection refused"),
        (.notConfigured("no model"), "not configured: no model"),
    ])
    func descriptionSaysWhatAndWhatToDo(error: LLMError, fragment: String) {
        #expect(error.description.contains(fragment), "\(error)")
    }

    @Test(arguments: [
        "Incorrect API key provided: sk-proj-ABCDEFGHIJKLMNOPQRSTUVWXYZ",
        "key sk-proj-ABCD…WXYZ was rejected",  // short pieces are not secrets on their own
        "Incorrect API key provided: sk-proj-ABCDEFGH**************UVWXYZ",
    ])
    func redactionRemovesTheKeyAndLongPiecesOfIt(message: String) {
        let key = "sk-proj-ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let redacted = LLMError.server(status: 500, message: message).redacting(key).description
        #expect(!redacted.contains(key))
        #expect(!redacted.contains("ABCDEFGH"))
        #expect(!redacted.contains("sk-proj-ABCDEFGH"))
    }
}
