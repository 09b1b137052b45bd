import Foundation
import SkillJSON
import TestSupport
import Testing

@testable import AssistantCLI

/// A skill that answered but could not do its job (the weather service unreachable, no event
/// matching) is a failure to scripts: `"ok": false`, an error with a code, exit 1.
@Suite(.timeLimit(.minutes(1))) struct SkillFailureExitTests {
    @Test(arguments: [
        (["ask", "北京明天天气"], "weatherUnreachable"),
        (["ask", "明天北京适合跑步吗"], "weatherUnreachable"),
        (["ask", "删除明天的开会"], "notFound"),
        (["run", "calendar.delete", "--args", #"{"id":"nobody@agentskill"}"#], "notFound"),
    ])
    func aSkillThatCouldNotDoItsJobFailsForScripts(_ arguments: [String], _ code: String) async throws {
        try await TemporaryDirectory.with { root in
            let terminal = FakeTerminal(environment: NLUChatTests.environment)
            let status = await terminal.run(
                arguments + ["--json", "--yes", "--time-zone", "Asia/Shanghai", "--data-dir", root.path])
            #expect(status == 1, "\(terminal.stdout) \(terminal.stderr)")
            let reply = try JSONValue.parse(terminal.stdout)
            #expect(reply["ok"] == false)
            #expect(reply["error"]?["code"]?.stringValue == code, "\(reply)")
            #expect(reply["error"]?["message"]?.stringValue?.isEmpty == false)
            // The person still reads the skill's own explanation.
            #expect(reply["text"]?.stringValue?.isEmpty == false)
        }
    }

    @Test func aSkillThatDidItsJobStaysOK() async throws {
        try await TemporaryDirectory.with { root in
            let terminal = FakeTerminal(environment: NLUChatTests.environment)
            #expect(await terminal.run(["ask", "echo hi", "--json", "--data-dir", root.path]) == 0)
            let reply = try JSONValue.parse(terminal.stdout)
            #expect(reply["ok"] == true)
        }
    }
}

/// With `--json`, a command that cannot run prints a JSON object too (and its usual message on
/// standard error): scripts that asked for JSON get JSON on every path.
@Suite(.timeLimit(.minutes(1))) struct JSONOnEveryPathTests {
    @Test(arguments: [
        (["run", "echo", "--args", #"{"text":"#, "--json"], Int32(2), "usage", "invalid --args"),
        (["ask", "hi", "--json", "--jsn"], 2, "usage", "unknown option '--jsn'"),
        (["ask", "hi", "--json", "--router", "llm"], 2, "usage", "--router llm needs a model"),
        (
            ["calendar", "import", "/nonexistent/week.ics", "--json"], 1, "failed",
            "cannot read '/nonexistent/week.ics'"
        ),
    ])
    func aCommandThatCannotRunPrintsJSON(
        _ arguments: [String], _ status: Int32, _ code: String, _ fragment: String
    ) async throws {
        try await TemporaryDirectory.with { root in
            let terminal = FakeTerminal(environment: NLUChatTests.environment)
            #expect(await terminal.run(arguments + ["--data-dir", root.path]) == status)
            let reply = try JSONValue.parse(terminal.stdout)
            #expect(reply["ok"] == false)
            #expect(reply["error"]?["code"]?.stringValue == code)
            #expect(reply["error"]?["message"]?.stringValue?.contains(fragment) == true, "\(reply)")
            #expect(terminal.stderr.hasPrefix("error: "))
        }
    }

    @Test func withoutJSONStandardOutputStaysEmpty() async throws {
        let terminal = FakeTerminal(environment: NLUChatTests.environment)
        #expect(await terminal.run(["run", "echo", "--args", #"{"text":"#]) == 2)
        #expect(terminal.stdout.isEmpty)
    }
}
