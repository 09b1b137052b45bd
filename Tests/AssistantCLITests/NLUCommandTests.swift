import Foundation
import SkillJSON
import SkillNLU
import Synchronization
import Testing

@testable import AssistantCLI

/// `assistant nlu`, `--router` and `$AGENTSKILL_NOW`, in process.
@Suite(.timeLimit(.minutes(1))) struct NLUCommandTests {
    static let december2 = LocalMoment(year: 2026, month: 12, day: 2, hour: 10)

    static let parsedCommands: [([String], CLICommand)] = [
        (["nlu"], .nlu(NLURequest())),
        (["nlu", "--jsonl"], .nlu(NLURequest(jsonl: true))),
        (["--now=2026-12-02T10:00:00", "nlu"], .nlu(NLURequest(now: december2))),
        (["nlu", "--now", "2026-12-02T10:00", "--jsonl"], .nlu(NLURequest(now: december2, jsonl: true))),
    ]

    @Test(arguments: parsedCommands)
    func parsesCommand(arguments: [String], expected: CLICommand) throws {
        #expect(try ArgumentParser.parse(arguments).command == expected)
    }

    /// Unset means "the default": hybrid when a model is configured, else nlu (decided later).
    @Test func routerIsAGlobalOptionLeftUnsetByDefault() throws {
        #expect(try ArgumentParser.parse(["ask", "hi"]).options.router == nil)
        #expect(try ArgumentParser.parse(["ask", "hi", "--router", "keyword"]).options.router == .keyword)
        #expect(try ArgumentParser.parse(["--router=nlu"]).options.router == .nlu)
        #expect(try ArgumentParser.parse(["--router", "hybrid"]).options.router == .hybrid)
        #expect(try ArgumentParser.parse(["ask", "hi", "--router=llm"]).options.router == .llm)
    }

    static let errorMessages: [([String], String)] = [
        (
            ["nlu", "extra"],
            "unexpected argument 'extra' for 'nlu' — usage: assistant nlu [--now <date-time>] [--jsonl] [options]"
        ),
        (["ask", "hi", "--jsonl"], "option '--jsonl' is not for 'ask' — it belongs to 'assistant nlu'"),
        (["--now", "2026-12-02T10:00"], "option '--now' is not for 'chat' — it belongs to 'assistant nlu'"),
        (["nlu", "--now"], "option '--now' needs a value, e.g. --now 2026-12-02T10:00:00"),
        (["ask", "hi", "--router", "keywords"], "unknown router 'keywords' — did you mean 'keyword'?"),
        (["ask", "hi", "--router", "hybird"], "unknown router 'hybird' — did you mean 'hybrid'?"),
        (
            ["ask", "hi", "--router", "gpt"],
            "unknown router 'gpt' — use --router hybrid, llm, nlu or keyword (the default: hybrid with a model, else nlu)"
        ),
        (["ask", "hi", "--llm-model"], "option '--llm-model' needs a value, e.g. --llm-model qwen2.5-7b-instruct"),
    ]

    @Test(arguments: errorMessages)
    func rejectsCommandLine(arguments: [String], message: String) {
        do throws(CLIError) {
            let line = try ArgumentParser.parse(arguments)
            Issue.record("expected an error, parsed \(line)")
        } catch {
            #expect(error.description == message)
            #expect(error.exitCode == 2)
        }
    }

    @Test(arguments: [
        ("2026-12-02T10:00:00", LocalMoment(year: 2026, month: 12, day: 2, hour: 10)),
        ("2026-12-02T23:59:59", LocalMoment(year: 2026, month: 12, day: 2, hour: 23, minute: 59, second: 59)),
        ("2028-02-29T00:00", LocalMoment(year: 2028, month: 2, day: 29)),
        ("2000-02-29T00:00", LocalMoment(year: 2000, month: 2, day: 29)),
    ])
    func readsLocalDateTimes(text: String, expected: LocalMoment) {
        #expect(LocalDateTimeArgument.parse(text) == expected)
    }

    @Test(arguments: [
        "", "2026-12-02", "2026-12-02T10", "2026-12-02 10:00", "2026-12-02T10:00:00Z", "2026-12-02T10:00:00+08:00",
        "2026-00-10T10:00", "2026-04-31T10:00", "2100-02-29T10:00", "2026-12-02T24:00", "2026-12-02T10:60",
        "2026-12-02T10:00:60", "0000-01-01T00:00", "２０２６-12-02T10:00", "2026/12/02T10:00", "+026-12-02T10:00",
    ])
    func rejectsOtherShapes(text: String) {
        #expect(LocalDateTimeArgument.parse(text) == nil)
    }

    @Test func aBadNowVariableExitsTwo() async {
        let terminal = FakeTerminal(lines: ["echo hi"], environment: ["AGENTSKILL_NOW": "tomorrow"])
        #expect(await terminal.run([]) == 2)
        #expect(
            terminal.stderr
                == "error: invalid AGENTSKILL_NOW 'tomorrow': expected a local date and time YYYY-MM-DDTHH:MM:SS (seconds optional), read in --time-zone — fix or unset it\n"
        )
        #expect(terminal.stdout.isEmpty)
    }

    @Test func nowComesFromTheVariableWhenNotGivenAndJSONMeansLines() async {
        let terminal = FakeTerminal(
            lines: ["明天下午3点开会", "", "book a flight"], environment: ["AGENTSKILL_NOW": "2026-12-02T10:00"])
        #expect(await terminal.run(["nlu", "--json", "--time-zone", "Asia/Shanghai"]) == 0)
        let lines = terminal.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4)
        #expect(lines.first?.contains(#""start":"2026-12-03T15:00:00""#) == true)
        #expect(lines.dropFirst().first == #"{"arguments":{},"confidence":0,"entities":[],"skill":null,"text":""}"#)
        #expect(lines.dropFirst(2).first?.contains(#""skill":null,"text":"book a flight""#) == true)
        #expect(terminal.stderr.isEmpty)
    }

    @Test func nlucreatesNoDataDirectory() async throws {
        let terminal = FakeTerminal(lines: ["午饭花了35元"])
        #expect(await terminal.run(["nlu", "--jsonl"]) == 0)
        let directory = try #require(terminal.temporaryDataDirectory)
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    /// Lines are read one at a time; each is interpreted alone, so no dialogue leaks between them.
    @Test func linesAreInterpretedWithoutDialogue() async {
        let terminal = FakeTerminal(
            lines: ["适合跑步吗", "北京"], environment: ["AGENTSKILL_NOW": "2026-12-02T10:00"])
        #expect(await terminal.run(["nlu", "--jsonl", "--time-zone", "Asia/Shanghai"]) == 0)
        let lines = terminal.stdout.split(separator: "\n").map { try? JSONValue.parse(String($0)) }
        #expect(lines.count == 2)
        #expect(lines.first??["skill"] == "running_advice")
        #expect(lines.first??["arguments"] == ["date": "2026-12-02"])
        #expect(lines.last??["skill"] != "running_advice")
    }

    @Test func outputWaitsUntilInputWouldBeWaitedFor() async {
        let writes = WriteLog()
        let input = InputScript(lines: ["echo a", "echo b"])
        let io = TerminalIO(
            readLine: { nil }, write: { writes.append($0) }, writeError: { _ in }, isInteractive: false,
            environment: ["AGENTSKILL_DATA_DIR": "/nonexistent/agentskill-nlu-test"],
            readRawLine: { beforeWaiting in input.next(beforeWaiting) })
        #expect(await AssistantProgram.run(arguments: ["nlu", "--jsonl"], io: io) == 0)
        // The script waits before "echo a" and after "echo b": one write, holding both lines.
        #expect(writes.entries.count == 1)
        #expect(writes.entries.first?.split(separator: "\n").count == 2)
    }
}

/// Lines of input that all arrive in one burst, then end: `beforeWaiting` runs only before the
/// first and after the last.
private final class InputScript: Sendable {
    private let lines: Mutex<[String]>
    private let started = Mutex(false)

    init(lines: [String]) {
        self.lines = Mutex(lines)
    }

    func next(_ beforeWaiting: () -> Void) -> [UInt8]? {
        if !started.withLock({ $0 }) {
            started.withLock { $0 = true }
            beforeWaiting()
        }
        let line = lines.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        if line == nil { beforeWaiting() }
        return line.map { Array($0.utf8) }
    }
}

/// Everything written, one entry per write.
private final class WriteLog: Sendable {
    private let log = Mutex<[String]>([])
    var entries: [String] { log.withLock { $0 } }
    func append(_ text: String) { log.withLock { $0.append(text) } }
}
