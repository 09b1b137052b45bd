import Foundation
import SkillJSON
import SkillStore
import TestSupport
import Testing

/// Durable approvals in the real `assistant serve` and headless Chromium: a pending approval
/// comes back after a page reload and after a restart of the server over the same data directory
/// (the browser keeps its cookie), and answering it then performs the call exactly once.
///
/// Its own suite for a longer time limit (two server starts); it takes turns with the other
/// browser suites, so only one Chromium runs at a time.
@Suite("Browser: durable approvals", .serialized, .timeLimit(.minutes(6)), .takingTurns)
struct DurableApprovalBrowserTests {
    /// The newest answer (an answer posted after an approval comes last), as shown: the undo's
    /// card says its text, so its bubble is hidden.
    static let newestAgentMessage = "#messages li.message-agent:last-child"

    /// Marks the page with `#restarted` once the server answers with an empty conversation: the
    /// restarted server, which keeps approvals but not the conversation.
    static let markRestart = """
        (() => {
          const poll = () => fetch('/api/messages', {credentials: 'same-origin'})
            .then(r => r.json())
            .then(list => {
              if (!Array.isArray(list) || list.length > 0) return setTimeout(poll, 200);
              const mark = document.createElement('p');
              mark.id = 'restarted';
              mark.textContent = 'restarted';
              document.body.appendChild(mark);
            })
            .catch(() => setTimeout(poll, 200));
          poll();
          return true;
        })()
        """

    @Test(.requires(Peers.browser)) func aPendingApprovalSurvivesAReloadAndARestartAndRunsOnce() async throws {
        let data = try TemporaryDirectory.create("agentskill-durable-browser")
        defer { try? FileManager.default.removeItem(at: data) }
        let first = try await ServedAssistant.start(dataDirectory: data)
        let url = first.url
        let steps: [JSONValue] = [
            ["waitFor": "#skill-list .skill-chip"],
            // Three entries; "undo the last one" removes one entry each time it runs.
            ["type": "#input", "text": "午饭花了35元"], ["press": "Enter"],
            ["waitFor": "#messages li:nth-child(2) button[data-sk-action=undo]", "timeout": 30],
            ["type": "#input", "text": "晚饭花了80元"], ["press": "Enter"],
            ["waitFor": "#messages li:nth-child(4) button[data-sk-action=undo]", "timeout": 30],
            ["type": "#input", "text": "打车花了20元"], ["press": "Enter"],
            ["waitFor": "#messages li:nth-child(6) button[data-sk-action=undo]", "timeout": 30],
            ["waitFor": "#phase[data-phase=idle]", "timeout": 30],
            // Undoing is destructive: the page asks. Reload instead of answering …
            ["type": "#input", "text": "撤销上一笔"], ["press": "Enter"],
            ["waitFor": ".approval .approval-confirm", "timeout": 30],
            ["goto": .string(url)],
            // … and the question is there again, once, with its buttons.
            ["waitFor": ".approval .approval-confirm", "timeout": 30],
            ["evaluate": "document.querySelectorAll('.approval').length"],
            ["click": ".approval .approval-confirm"],
            ["waitFor": ".approval.approval-approved", "timeout": 30],
            ["waitText": .string(Self.newestAgentMessage), "text": "20", "timeout": 30],
            ["waitFor": "#phase[data-phase=idle]", "timeout": 30],
            ["consoleErrors": true],
            // Asked again; now the server restarts (the test does it once the approval is stored).
            ["type": "#input", "text": "撤销上一笔"], ["press": "Enter"],
            ["waitFor": ".approval:not(.approval-approved) .approval-confirm", "timeout": 60],
            ["evaluate": .string(Self.markRestart)],
            ["waitFor": "#restarted", "timeout": 180],
            ["goto": .string(url)],
            // The restarted server shows the pending approval (and not the one performed before).
            ["waitFor": ".approval .approval-confirm", "timeout": 30],
            ["evaluate": "document.querySelectorAll('.approval').length"],
            ["click": ".approval .approval-confirm"],
            ["waitFor": ".approval.approval-approved", "timeout": 30],
            ["waitText": .string(Self.newestAgentMessage), "text": "80", "timeout": 30],
            // Confirming once more is refused: the card stays answered, nothing runs again.
            [
                "evaluate":
                    "fetch('/api/approvals', {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify({id: Number(document.querySelector('.approval').dataset.approvalId), approved: true})}).then(r => r.status)"
            ],
            // The restarted server gives 2 seconds: an approval nobody answers expires, and is shown
            // as expired — greyed, without buttons — also after a reload.
            ["type": "#input", "text": "撤销上一笔"], ["press": "Enter"],
            ["waitFor": ".approval.approval-expired", "timeout": 60],
            ["goto": .string(url)],
            ["waitFor": ".approval.approval-expired", "timeout": 30],
            [
                "evaluate":
                    "[document.querySelectorAll('.approval').length, document.querySelectorAll('.approval button').length, document.querySelector('.approval-expired .approval-result').textContent]"
            ],
            ["consoleErrors": true],
        ]
        let browser = Task { try await BrowserDriver.run(url: url, steps, timeout: 300) }
        // Restart once the second approval is stored and waits (or stop waiting when the browser
        // is done: a step failed).
        var second: ServedAssistant?
        let restarted: Bool
        do {
            restarted = try await Self.waitUntil(in: data, timeout: .seconds(240), unless: browser) { db in
                let pending = try db.scalar(
                    "SELECT count(*) FROM agent_approvals WHERE skill = 'ledger.undo' AND state = 'pending'",
                    as: Int.self)
                let all = try db.scalar("SELECT count(*) FROM agent_approvals", as: Int.self)
                return pending == 1 && all == 2
            }
            if restarted {
                let (status, output) = await first.stop()
                #expect(
                    status == 0,
                    "the first assistant serve ended with \(status.map(String.init) ?? "a kill"): \(output)")
                second = try await ServedAssistant.start(
                    arguments: ["--approval-timeout", "2"], port: first.port, dataDirectory: data)
            }
        } catch {
            browser.cancel()
            await first.stop()
            throw error
        }
        let result = try await browser.value
        if let second {
            let (status, output) = await second.stop()
            #expect(
                status == 0, "the second assistant serve ended with \(status.map(String.init) ?? "a kill"): \(output)")
        } else {
            await first.stop()
        }
        #expect(result.ok, "\(result)")
        // One card after the reload; the console clean before the restart; the restart marker set;
        // one card after the restart; the repeated answer refused (409). (After the restart the
        // console holds the lost connection's errors.)
        #expect(result.recorded.prefix(6) == [1, [], true, 1, 409, [1, 0, "Expired"]], "\(result.recorded)")
        print("durable approvals · console after the restart: \(result.recorded.last ?? .null)")
        let store = try SkillStore(path: data.appending(path: StoreLocation.fileName).path)
        let (entries, undos, states) = try await store.read { db in
            (
                try db.scalar("SELECT count(*) FROM ledger_entries", as: Int.self),
                try db.scalar(
                    "SELECT count(*) FROM audit_log WHERE skill = 'ledger.undo' AND outcome = 'succeeded'",
                    as: Int.self),
                try db.query("SELECT state FROM agent_approvals ORDER BY id").map {
                    try $0.decode("state", as: String.self)
                }
            )
        }
        // Each approval ran once: of three entries, two were undone.
        #expect(entries == 1)
        #expect(undos == 2)
        #expect(states == ["performed", "performed", "expired"])
    }

    /// Polls the database in `data` until `condition` holds (`true`), or `browser` is done first
    /// (`false`); a read that fails (the file is being created) counts as not yet.
    static func waitUntil(
        in data: URL, timeout: Duration, unless browser: Task<BrowserDriver.Outcome, any Error>,
        _ condition: @escaping @Sendable (Database) throws -> Bool
    ) async throws -> Bool {
        let deadline = ContinuousClock.now + timeout
        let path = data.appending(path: StoreLocation.fileName).path
        let finished = Flag()
        let watcher = Task {
            _ = try? await browser.value
            finished.set()
        }
        defer { watcher.cancel() }
        while ContinuousClock.now < deadline, !finished.isSet {
            if FileManager.default.fileExists(atPath: path),
                let store = try? SkillStore(path: path),
                (try? await store.read { db in try condition(db) }) == true
            {
                return true
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        if finished.isSet { return false }
        throw BrowserDriver.Failure(description: "the database never showed the awaited state within \(timeout)")
    }
}
