import Foundation
import SkillJSON
import TestSupport
import Testing

/// The built `assistant` chatting in a real terminal: tmux runs it in a detached 100×30 window,
/// the tests type with `send-keys` and read the screen with `capture-pane`, and every wait is for
/// text to appear (up to a minute), never for time to pass.
@Suite(.requires(Peers.tmux), .serialized, .timeLimit(.minutes(5))) struct TerminalChatTmuxTests {
    /// A pasted line of 10,000 characters reaches the agent whole; one over the limit is not
    /// sent, and the chat says why.
    @Test func aLongPastedLineIsSentWholeAndOneOverTheLimitIsNot() async throws {
        try await TmuxChat.with { chat in
            let text = String(repeating: "0123456789", count: 999) + "abcde"
            try await chat.paste("echo " + text)
            try await chat.send("Enter")
            try await chat.waitForLine(text)
            try await chat.waitForPrompt()
            let tooLong = String(repeating: "z", count: 19_995)
            try await chat.paste("echo " + tooLong)
            try await chat.send("Enter")
            try await chat.waitForLine(
                "that message is 20000 characters; the limit is 16000 — it was not sent. Shorten it and send it again.")
            try await chat.waitForPrompt()
            try await chat.type("echo after the long one")
            try await chat.send("Enter")
            try await chat.waitForLine("after the long one")
            #expect(try await !chat.lines().contains(tooLong))
        }
    }

    /// A line typed in one run comes back with the up arrow in the next; the history file is
    /// the person's alone (0600 in a 0700 folder); Ctrl-D leaves with status 0.
    @Test func historyOutlivesTheRunAndCtrlDLeavesWithStatusZero() async throws {
        try await TemporaryDirectory.with("agentskill-tmux") { scratch in
            try await TmuxChat.with(scratch: scratch) { chat in
                try await chat.type("echo from the first run")
                try await chat.send("Enter")
                try await chat.waitForLine("from the first run")
                try await chat.waitForPrompt()
                try await chat.send("C-d")
                #expect(try await chat.exitStatus() == 0)
            }
            let history = scratch.appending(path: "state/agentskill/history")
            #expect(try String(contentsOf: history, encoding: .utf8) == "echo from the first run\n")
            #expect(try LineEditingTests.mode(of: history) == 0o600)
            #expect(try LineEditingTests.mode(of: history.deletingLastPathComponent()) == 0o700)
            try await TmuxChat.with(scratch: scratch) { chat in
                try await chat.waitForPrompt()
                try await chat.send("Up")
                try await chat.waitForLine("› echo from the first run")
                try await chat.send("Enter")
                try await chat.waitForLine("from the first run")
            }
        }
    }

    /// Ctrl-R searches the history backwards: typing part of an earlier line and Enter sends it again.
    @Test func ctrlRFindsAnEarlierLine() async throws {
        try await TmuxChat.with { chat in
            for word in ["alpha-one", "beta-two"] {
                try await chat.type("echo \(word)")
                try await chat.send("Enter")
                try await chat.waitForLine(word)
                try await chat.waitForPrompt()
            }
            try await chat.send("C-r")
            try await chat.type("alpha")
            try await chat.send("Enter")
            try await chat.waitUntil("a second answer alpha-one") { $0.filter { $0 == "alpha-one" }.count == 2 }
        }
    }

    /// Ctrl-A moves to the start of the line, where typing inserts.
    @Test func ctrlAThenTypingInsertsAtTheStart() async throws {
        try await TmuxChat.with { chat in
            try await chat.type("inserted at the start")
            try await chat.send("C-a")
            try await chat.type("echo ")
            try await chat.send("Enter")
            try await chat.waitForLine("inserted at the start")
        }
    }

    /// Chinese characters take two columns each: moving left over two of them and typing puts
    /// the new one between the right characters.
    @Test func editingAChineseLineInsertsWhereTheCursorIs() async throws {
        try await TmuxChat.with { chat in
            try await chat.type("复读：你好世界")
            try await chat.send("Left", "Left")
            try await chat.type("美")
            try await chat.waitForLine("› 复读：你好美世界")
            try await chat.send("Enter")
            try await chat.waitForLine("你好美世界")
        }
    }

    /// Ctrl-C at the prompt drops the line typed (it is never sent) and starts a fresh prompt,
    /// also when nothing was typed.
    @Test func ctrlCAtThePromptDropsTheLine() async throws {
        try await TmuxChat.with { chat in
            try await chat.type("echo never sent")
            try await chat.send("C-c")
            try await chat.waitForLine("› echo never sent^C")
            try await chat.waitForPrompt()
            try await chat.send("C-c")
            try await chat.waitForLine("› ^C")
            try await chat.waitForPrompt()
            try await chat.type("echo sent instead")
            try await chat.send("Enter")
            try await chat.waitForLine("sent instead")
            #expect(try await !chat.lines().contains("never sent"))
        }
    }

    /// Ctrl-C while a request waits for a model that never answers cancels it and says so, in
    /// the chat's language (Chinese here); the chat goes on, and Ctrl-D then leaves with 0.
    @Test func ctrlCCancelsARunningRequestAndTheChatGoesOn() async throws {
        let model = try LocalHTTPServer { request in
            guard request.bodyText.contains("story") else {
                let completion: JSONValue = [
                    "id": "chatcmpl-1", "object": "chat.completion", "model": "test-model",
                    "choices": [
                        [
                            "index": 0, "message": ["role": "assistant", "content": "a model answer"],
                            "finish_reason": "stop",
                        ]
                    ],
                ]
                return .json(completion.stableString())
            }
            return .noAnswer
        }
        defer { model.stop() }
        try await TemporaryDirectory.with("agentskill-tmux") { scratch in
            // The model's timeout is an hour: only Ctrl-C ends the request.
            let config = scratch.appending(path: "config/agentskill/config.json")
            try FileManager.default.createDirectory(
                at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(#"{"llm": {"timeout": 3600}}"#.utf8).write(to: config)
            let environment = [
                "AGENTSKILL_LLM_BASE_URL": model.url("/v1").absoluteString, "AGENTSKILL_LLM_MODEL": "test-model",
            ]
            try await TmuxChat.with(scratch: scratch, arguments: ["--locale", "zh_CN"], environment: environment) {
                chat in
                try await chat.type("tell me a long story about the sea")
                try await chat.send("Enter")
                try await chat.waitUntil("the model got the request") { _ in !model.requests.isEmpty }
                try await chat.send("C-c")
                try await chat.waitForLine("已取消（Ctrl-C）。对话继续：请输入新的请求，或按 Ctrl-D 退出。")
                try await chat.waitForPrompt()
                try await chat.type("echo still here")
                try await chat.send("Enter")
                try await chat.waitForLine("still here")
                try await chat.waitForPrompt()
                try await chat.send("C-d")
                #expect(try await chat.exitStatus() == 0)
            }
        }
    }
}

/// The built `assistant` in a detached tmux window of its own (a private tmux server, its socket
/// in the scratch folder), with its config, data and state under that folder too, "now" fixed
/// (unless `now` is `nil`: the real clock) and the time zone Asia/Shanghai.
final class TmuxChat: Sendable {
    private let tmux: URL
    private let scratch: URL

    /// Why tmux did not do what it was asked, or a wait ran out.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private init(tmux: URL, scratch: URL) {
        self.tmux = tmux
        self.scratch = scratch
    }

    /// Runs `body` with `assistant chat` (plus `arguments`) started in a fresh window over
    /// `scratch` (a throwaway folder when `nil`); ends the tmux server however `body` ends.
    static func with(
        scratch: URL? = nil, arguments: [String] = [], environment extra: [String: String] = [:],
        now: String? = "2026-12-02T10:00", _ body: (TmuxChat) async throws -> Void
    ) async throws {
        guard let scratch else {
            try await TemporaryDirectory.with("agentskill-tmux") { folder in
                try await with(scratch: folder, arguments: arguments, environment: extra, now: now, body)
            }
            return
        }
        let chat = TmuxChat(tmux: try Peers.tmux.executable(), scratch: scratch)
        defer { chat.runBlocking(["kill-server"]) }
        try await chat.start(arguments: arguments, environment: extra, now: now)
        try await chat.waitForPrompt()
        try await body(chat)
    }

    private func start(arguments: [String], environment extra: [String: String], now: String?) async throws {
        var environment = [
            "HOME": scratch.appending(path: "home").path,
            "PATH": "/usr/bin:/bin",
            "TERM": "screen",
            "LANG": "C.UTF-8",
            "TZ": "Asia/Shanghai",
            "XDG_CONFIG_HOME": scratch.appending(path: "config").path,
            "XDG_DATA_HOME": scratch.appending(path: "data").path,
            "XDG_STATE_HOME": scratch.appending(path: "state").path,
            "AGENTSKILL_WEATHER_GEOCODING_URL": "http://127.0.0.1:9/geocoding",
            "AGENTSKILL_WEATHER_FORECAST_URL": "http://127.0.0.1:9/forecast",
            "AGENTSKILL_WEATHER_AIR_QUALITY_URL": "http://127.0.0.1:9/air",
        ]
        environment["AGENTSKILL_NOW"] = now
        environment.merge(extra) { _, new in new }
        try? FileManager.default.removeItem(at: statusFile)
        // A shell waits for the program and writes its exit status to a file: tmux 3.3 does not
        // always reap its pane's program, so `#{pane_dead_status}` may never show. The shell
        // outlives the Ctrl-C the tests press (the whole foreground group gets SIGINT) by a trap,
        // not by ignoring it, so the program still starts with SIGINT's default action.
        let command =
            ["/bin/sh", "-c", #"trap : INT; status="$1"; shift; "$@"; echo $? > "$status""#, "sh", statusFile.path]
            + ["/usr/bin/env", "-i"] + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            + [try AssistantBinaryTests.executable().path, "chat"] + arguments
        try await run(["new-session", "-d", "-s", "chat", "-x", "100", "-y", "30"] + command)
        try await run(["set-option", "-w", "-t", "chat", "remain-on-exit", "on"])
    }

    /// The program's database (under `$XDG_DATA_HOME`).
    var database: URL { scratch.appending(path: "data/agentskill/agentskill.sqlite") }

    /// Where the shell in the window writes the program's exit status.
    private var statusFile: URL { scratch.appending(path: "exit-status") }

    /// Presses keys by tmux's names: `Enter`, `Up`, `Left`, `C-c`, `C-d`.
    func send(_ keys: String...) async throws {
        try await run(["send-keys", "-t", "chat"] + keys)
    }

    /// Types `text` as it is.
    func type(_ text: String) async throws {
        try await run(["send-keys", "-t", "chat", "-l", text])
    }

    /// Pastes `text` in one go, as a terminal does (no newline added).
    func paste(_ text: String) async throws {
        let file = scratch.appending(path: "paste-\(UUID().uuidString)")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try await run(["load-buffer", "-b", "paste", file.path])
        try await run(["paste-buffer", "-d", "-b", "paste", "-t", "chat"])
    }

    /// The screen and its scrollback, one entry per line as the program wrote it (wrapped rows
    /// joined), trailing spaces dropped.
    func lines() async throws -> [String] {
        try await run(["capture-pane", "-p", "-J", "-S", "-", "-t", "chat"])
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    /// Asks `probe` again and again (up to a minute) until it has an answer.
    func poll<T>(_ what: String, _ probe: () async throws -> T?) async throws -> T {
        let deadline = ContinuousClock.now + .seconds(60)
        while true {
            if let answer = try await probe() { return answer }
            guard ContinuousClock.now < deadline else {
                let screen = (try? await lines())?.joined(separator: "\n") ?? "(unreadable)"
                throw Failure(description: "waited a minute for \(what); the screen:\n\(screen)")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Waits until `condition` holds for the screen's lines.
    func waitUntil(_ what: String, _ condition: @escaping ([String]) -> Bool) async throws {
        _ = try await poll(what) { condition(try await self.lines()) ? true : nil }
    }

    /// Waits until a line of the screen is exactly `line`.
    func waitForLine(_ line: String) async throws {
        try await waitUntil("the line \(line.debugDescription)") { $0.contains(line) }
    }

    /// Waits until the last line written is an empty prompt.
    func waitForPrompt() async throws {
        try await waitUntil("an empty prompt") { $0.last { !$0.isEmpty } == "›" }
    }

    /// Waits until the program has exited; its exit status.
    func exitStatus() async throws -> Int32 {
        try await poll("the program to exit") {
            guard let text = try? String(contentsOf: self.statusFile, encoding: .utf8), text.hasSuffix("\n") else {
                return nil
            }
            return Int32(text.dropLast()) ?? -1
        }
    }

    /// ``runBlocking(_:)`` on a thread of its own; its standard output.
    ///
    /// - Throws: ``Failure`` when tmux fails.
    @discardableResult
    private func run(_ arguments: [String]) async throws -> String {
        let (status, output) = await onOwnThread { self.runBlocking(arguments) }
        guard status == 0 else {
            throw Failure(description: "tmux \(arguments.first ?? "") failed (\(status)): \(output)")
        }
        return output
    }

    /// Runs `tmux -S <scratch>/tmux.socket -f /dev/null <arguments>` and waits for it; its status and
    /// standard output (and error).
    ///
    /// Spawned directly rather than with `Process`, because the tmux server that `new-session`
    /// starts keeps whatever the client inherited: `Process` watches for a child's end through a
    /// socket the child inherits (and a pipe for its output), which the server would hold open
    /// for as long as it runs. So the child gets no descriptor but its three standard ones (the
    /// output in a file), and no blocked signal: it would inherit the blocked signals of the
    /// thread that starts it.
    @discardableResult
    private func runBlocking(_ arguments: [String]) -> (status: Int32, output: String) {
        let file = scratch.appending(path: "tmux-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: file) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // Every other descriptor closed, at once: a list of what is open is stale as soon as another
        // test's thread opens one, which the tmux server would then inherit (and its own sockets
        // would land above 1,024).
        guard SpawnedProcess.closeInheritedDescriptors(&actions) else {
            return (-1, "cannot start tmux: posix_spawn_file_actions_addclosefrom_np is missing")
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let socket = scratch.appending(path: "tmux.socket").path
        let argv = ([tmux.path, "-S", socket, "-f", "/dev/null"] + arguments).map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for string in argv + environment { free(string) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, tmux.path, &actions, &attributes, argv, environment)
        guard spawned == 0 else { return (-1, "cannot start tmux: \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let output = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        // WIFEXITED and WEXITSTATUS, which Swift does not import.
        return (status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F, output)
    }
}
