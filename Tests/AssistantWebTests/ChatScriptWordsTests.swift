import Foundation
import TestSupport
import Testing

@testable import AssistantWeb

/// Every word `chat.js` says (`say("key")`) is in the page's table in both languages — the
/// reminder's offer to notify included.
@Suite struct ChatScriptWordsTests {
    @Test func everyKeyTheScriptSaysHasBothLanguages() throws {
        let script = try String(
            contentsOf: PackageRoot.appending("Sources/AssistantWeb/Resources/chat.js"), encoding: .utf8)
        let keys = Set(script.matches(of: /say\("([A-Za-z]+)"/).map { String($0.1) })
        #expect(keys.contains("notifyOffer"))
        for language in [PageLanguage.chinese, .english] {
            let words = ChatText(language).forScript
            #expect(keys.subtracting(words.keys).isEmpty, "\(language): \(keys.subtracting(words.keys).sorted())")
        }
        #expect(Set(ChatText(.chinese).forScript.keys) == Set(ChatText(.english).forScript.keys))
    }
}
