import AgentSkill
import Foundation
import SkillJSON
import Synchronization
import TestSupport
import Testing

@testable import AssistantCLI

/// The terminal chat's line editing without a terminal: the history file, the message limit,
/// the chat's words in both languages, and what the chat does with each thing a scripted line
/// editor reports (a line, Ctrl-C at the prompt, during a request, at an approval, Ctrl-D).
@Suite(.timeLimit(.minutes(1))) struct LineEditingTests {
    // MARK: - The history file

    @Test(
        arguments: [
            (["XDG_STATE_HOME": "/state", "HOME": "/home/a"], "/state/agentskill/history"),
            (["XDG_STATE_HOME": "relative/state", "HOME": "/home/a"], "/home/a/.local/state/agentskill/history"),
            (["XDG_STATE_HOME": "", "HOME": "/home/a"], "/home/a/.local/state/agentskill/history"),
            (["HOME": "/home/a"], "/home/a/.local/state/agentskill/history"),
            (["HOME": ""], nil),
            ([:], nil),
        ] as [([String: String], String?)])
    func historyFileFollowsXDGStateHome(environment: [String: String], path: String?) {
        #expect(ChatHistory.fileURL(environment: environment)?.path == path)
    }

    @Test(
        arguments: [
            ("echo hi", nil, true),
            ("echo hi", "echo hi", false),
            ("echo hi", "echo ho", true),
            ("", nil, false),
            ("   ", "x", false),
            ("复读：你好", "echo hi", true),
        ] as [(String, String?, Bool)])
    func historyKeepsNoBlankLineNorARepeat(line: String, previous: String?, kept: Bool) {
        #expect(ChatHistory.shouldRemember(line, after: previous) == kept)
    }

    @Test(arguments: [
        ("echo hi", "echo hi"),
        ("a\\b", "a\\\\b"),
        ("two\nlines\r", "two\\nlines\\r"),
        ("literal \\n", "literal \\\\n"),
        ("复读：你好世界", "复读：你好世界"),
    ])
    func historyEntriesAreOneLineEach(entry: String, line: String) {
        #expect(ChatHistory.encode(entry) == line)
        #expect(ChatHistory.decode(Substring(line)) == entry)
    }

    @Test func historyIsAppendedPrivatelyAndReadBack() async throws {
        try await TemporaryDirectory.with { folder in
            let url = folder.appending(path: "state/agentskill/history")
            var history = ChatHistory(url: url)
            try history.load()
            #expect(history.entries.isEmpty)
            for line in ["echo one", "echo one", "  ", "echo two\nsecond line", "echo one"] {
                try history.remember(line)
            }
            #expect(history.entries == ["echo one", "echo two\nsecond line", "echo one"])
            #expect(try String(contentsOf: url, encoding: .utf8) == "echo one\necho two\\nsecond line\necho one\n")
            #expect(try Self.mode(of: url) == 0o600)
            #expect(try Self.mode(of: url.deletingLastPathComponent()) == 0o700)
            var again = ChatHistory(url: url)
            try again.load()
            #expect(again.entries == history.entries)
        }
    }

    @Test func historyKeepsTheNewestThousand() async throws {
        try await TemporaryDirectory.with { folder in
            let url = folder.appending(path: "history")
            let lines = (1...1_005).map { "echo \($0)" }
            try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: url)
            var history = ChatHistory(url: url)
            try history.load()
            #expect(history.entries == Array(lines.suffix(1_000)))
            let file = try String(contentsOf: url, encoding: .utf8)
            #expect(file.split(separator: "\n").count == 1_000)
            #expect(file.hasPrefix("echo 6\n"))
            try history.remember("echo new")
            #expect(history.entries.count == 1_000)
            #expect(history.entries.last == "echo new" && history.entries.first == "echo 7")
        }
    }

    @Test func anUnwritableHistoryIsAFailureButTheLineIsKept() async throws {
        try await TemporaryDirectory.with { folder in
            let blocker = folder.appending(path: "not-a-folder")
            try Data("file".utf8).write(to: blocker)
            var history = ChatHistory(url: blocker.appending(path: "history"))
            #expect(throws: ChatHistory.Failure.self) { try history.remember("echo hi") }
            #expect(history.entries == ["echo hi"])
        }
    }

    /// The permission bits of a file or folder.
    static func mode(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return ((attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1) & 0o777
    }

    // MARK: - The chat's words

    @Test(arguments: ChatText.samples)
    func everyPhraseHasEnglishAndChinese(phrase: ChatText) {
        let (en, zh) = (phrase.text(in: .english), phrase.text(in: .chinese))
        #expect(!en.isEmpty && !zh.isEmpty && en != zh)
        #expect(zh.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(zh)")
        #expect(!en.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(en)")
        // Every placeholder was filled.
        #expect(!en.contains("{") && !zh.contains("{"))
    }

    @Test func theTooLongMessageGivesBothNumbers() {
        let phrase = ChatText.messageTooLong(characters: 16_001, limit: 16_000)
        #expect(phrase.text(in: .english).hasPrefix("that message is 16001 characters; the limit is 16000"))
        #expect(phrase.text(in: .chinese).hasPrefix("这条消息有 16001 个字符，上限是 16000 个"))
    }

    // MARK: - Decoding what the terminal sends

    @Test(
        arguments: [
            ([[0x61, 0xE4], [0xBD, 0xA0], [0xF0, 0x9F, 0x98], [0x80, 0x62]], "a你😀b"),
            ([[0xFF, 0x61]], "\u{FFFD}a"),
            ([[0xE4, 0x61]], "\u{FFFD}a"),
            ([[0xC0, 0x80]], "\u{FFFD}\u{FFFD}"),
            ([[0xED, 0xA0, 0x80]], "\u{FFFD}"),
            ([[0xE4, 0xBD]], "\u{FFFD}"),
        ] as [([[UInt8]], String)])
    func utf8SplitAcrossReadsIsDecodedWhole(pieces: [[UInt8]], text: String) {
        var decoder = UTF8Decoder()
        var scalars = String.UnicodeScalarView()
        for piece in pieces {
            decoder.append(piece)
            while let scalar = decoder.next() { scalars.append(scalar) }
        }
        if let last = decoder.finish() { scalars.append(last) }
        #expect(String(scalars) == text)
    }

    // MARK: - The chat with a scripted line editor

    @Test func aLineOverTheLimitIsNotSentNorRemembered() async throws {
        let tooLong = "echo " + String(repeating: "x", count: ChatSession.messageCharacterLimit)
        let editor = ScriptedEditor([.line(tooLong), .line("echo fits")])
        let run = try await ScriptedChat.run(editor)
        #expect(run.status == 0)
        #expect(
            run.output.contains(
                "that message is \(tooLong.count) characters; the limit is \(ChatSession.messageCharacterLimit) — it was not sent."
            ))
        #expect(!run.output.contains("xxxxxxxxxx"))
        #expect(run.output.contains("fits\n"))
        #expect(editor.remembered == ["echo fits"])
        #expect(editor.prompts == ["› ", "› ", "› "])
    }

    @Test func aLineOverTheLimitIsToldInChinese() async throws {
        let tooLong = String(repeating: "长", count: ChatSession.messageCharacterLimit + 1)
        let run = try await ScriptedChat.run(ScriptedEditor([.line(tooLong)]), language: .chinese)
        #expect(run.output.contains("这条消息有 16001 个字符，上限是 16000 个，没有发送。"))
    }

    @Test func ctrlCAtThePromptSendsNothingAndCtrlDLeaves() async throws {
        let editor = ScriptedEditor([.interrupted, .line("  echo typed  "), .interrupted, .end, .line("echo never")])
        let run = try await ScriptedChat.run(editor)
        #expect(run.status == 0)
        #expect(run.output.contains("typed\n"))
        #expect(!run.output.contains("never"))
        #expect(editor.remembered == ["echo typed"])
        #expect(editor.prompts.count == 4)
    }

    /// Ctrl-C while the request runs: it is cancelled, the chat says so in its language and goes
    /// on with the next line, on the same conversation.
    @Test(arguments: [ReplyLanguage.english, .chinese])
    func ctrlCDuringARequestCancelsItAndTheChatGoesOn(language: ReplyLanguage) async throws {
        let editor = ScriptedEditor([.line("wait here"), .line("echo next")])
        let run = try await ScriptedChat.run(editor, language: language)
        #expect(run.status == 0)
        #expect(run.output.contains("\n" + ChatText.requestCancelled.text(in: language) + "\n"), "\(run.output)")
        #expect(run.output.contains("next\n"))
        #expect(editor.interruptsSet == 2, "set while each request ran")
        #expect(editor.interruptsCleared == 2, "cleared after each")
    }

    /// Ctrl-C at the `[y/N]` question: the call is declined (it never runs) and the request cancelled.
    @Test func ctrlCAtAnApprovalDeclinesAndCancels() async throws {
        let editor = ScriptedEditor([.line("delete x"), .interrupted, .line("echo after")])
        let run = try await ScriptedChat.run(editor)
        #expect(run.deletes == 0)
        #expect(editor.prompts.contains("notes.delete: text x? [y/N] "))
        #expect(run.output.contains(ChatText.requestCancelled.text(in: .english)), "\(run.output)")
        #expect(run.output.contains("after\n"))
        #expect(editor.remembered == ["delete x", "echo after"], "an answer to [y/N] is not history")
    }

    @Test(arguments: [ReplyLanguage.english, .chinese])
    func aHistoryProblemIsToldInTheChatsLanguage(language: ReplyLanguage) async throws {
        let warning = ChatText.historyNotKept(path: "/nowhere/history", reason: "Read-only file system")
        let run = try await ScriptedChat.run(ScriptedEditor([]), language: language, warning: warning)
        #expect(run.errors == warning.text(in: language) + "\n")
    }

    @Test func yesAtTheLineEditorsApprovalRunsTheCall() async throws {
        let run = try await ScriptedChat.run(ScriptedEditor([.line("delete x"), .line("y")]))
        #expect(run.deletes == 1)
        #expect(run.output.contains("deleted x\n"))
    }
}

/// A line editor that answers each prompt with the next scripted input (then the end of input),
/// and keeps what the chat asked of it.
final class ScriptedEditor: LineEditing {
    private struct State {
        var inputs: [PromptInput]
        var prompts: [String] = []
        var remembered: [String] = []
        var printed: [String] = []
        var action: (@Sendable () -> Void)?
        var interruptsSet = 0
        var interruptsCleared = 0
    }

    private let state: Mutex<State>

    init(_ inputs: [PromptInput]) {
        state = Mutex(State(inputs: inputs))
    }

    var prompts: [String] { state.withLock { $0.prompts } }
    var remembered: [String] { state.withLock { $0.remembered } }
    var printed: [String] { state.withLock { $0.printed } }
    var interruptsSet: Int { state.withLock { $0.interruptsSet } }
    var interruptsCleared: Int { state.withLock { $0.interruptsCleared } }

    func read(prompt: String) async -> PromptInput {
        state.withLock { state in
            state.prompts.append(prompt)
            return state.inputs.isEmpty ? .end : state.inputs.removeFirst()
        }
    }

    func remember(_ line: String) {
        state.withLock { state in
            if ChatHistory.shouldRemember(line, after: state.remembered.last) { state.remembered.append(line) }
        }
    }

    func print(_ text: String) {
        state.withLock { $0.printed.append(text) }
    }

    func onInterrupt(_ action: (@Sendable () -> Void)?) {
        state.withLock { state in
            state.action = action
            if action == nil { state.interruptsCleared += 1 } else { state.interruptsSet += 1 }
        }
    }

    /// Presses Ctrl-C while no line is edited: runs the action set, if any.
    func interrupt() {
        state.withLock { $0.action }?()
    }
}

/// The chat over a ``ScriptedEditor`` with three keyword skills: `echo`, `delete` (needs
/// approval) and `wait` (runs until cancelled, pressing Ctrl-C on the editor once it runs).
enum ScriptedChat {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
        var deletes: Int
    }

    /// Runs `assistant chat` over `editor`, whose making warns about `warning` when one is given.
    static func run(
        _ editor: ScriptedEditor, language: ReplyLanguage = .english, warning: ChatText? = nil
    ) async throws -> Run {
        try await TemporaryDirectory.with { folder in
            let collected = Collected()
            var io = TerminalIO(
                readLine: { nil }, write: { text in collected.output.withLock { $0 += text } },
                writeError: { text in collected.errors.withLock { $0 += text } },
                isInteractive: true, environment: ["AGENTSKILL_DATA_DIR": folder.path, "NO_COLOR": "1"])
            io.makeLineEditor = { _, warn in
                if let warning { warn(warning) }
                return editor
            }
            let locale = language == .chinese ? ["--locale", "zh_CN"] : []
            let status = await AssistantProgram.run(
                arguments: ["chat", "--router", "keyword"] + locale, io: io,
                skills: [
                    ScriptedSkill(id: "echo", keyword: "echo") { arguments in arguments },
                    ScriptedSkill(id: "notes.delete", keyword: "delete", effect: .destructive) { arguments in
                        collected.deletes.withLock { $0 += 1 }
                        return "deleted " + arguments
                    },
                    ScriptedSkill(id: "slow.wait", keyword: "wait") { _ in
                        editor.interrupt()
                        try await Task.sleep(for: .seconds(3_600))
                        return "the wait ended"
                    },
                ])
            return Run(
                status: status, output: collected.output.withLock { $0 }, errors: collected.errors.withLock { $0 },
                deletes: collected.deletes.withLock { $0 })
        }
    }

    /// What the chat printed on each stream, and how often `delete` ran.
    private final class Collected: Sendable {
        let output = Mutex("")
        let errors = Mutex("")
        let deletes = Mutex(0)
    }
}

/// A keyword skill whose answer `body` makes from the words after the keyword.
private struct ScriptedSkill: Skill {
    let id: String
    let keyword: String
    var effect: SkillEffect = .readOnly
    let body: @Sendable (String) async throws -> String
    var description: String { "A scripted \(keyword) skill" }
    var keywords: [String] { [keyword] }

    init(
        id: String, keyword: String, effect: SkillEffect = .readOnly,
        _ body: @escaping @Sendable (String) async throws -> String
    ) {
        self.id = id
        self.keyword = keyword
        self.effect = effect
        self.body = body
    }

    func arguments(for match: KeywordMatch) -> JSONValue { ["text": .string(match.rest)] }

    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        SkillOutput(try await body(arguments["text"]?.stringValue ?? ""))
    }
}
