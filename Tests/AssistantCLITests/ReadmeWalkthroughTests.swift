import Foundation
import SkillJSON
import TestSupport
import Testing

/// The README's "The `assistant` program" block, run as a walk-through: each command line exactly as
/// written, in order, through `/bin/sh` with `assistant` on PATH meaning the built program, in a fresh
/// folder with its own XDG folders, "now" fixed at 2026-12-02 10:00 and the time zone Asia/Shanghai.
/// A line written as a synopsis (`[--json]`, `[COMMAND]`) runs in its concrete forms, and a comment
/// that promises an output (`→ hi`) is held to it. A line the walk-through does not expect, or one it
/// never reached, fails the test: the README cannot drift from the program unnoticed.
/// (`Tests/StandardSkillsTests/ReadmeExampleTests.swift` does the same for "A skill in 20 lines".)
@Suite(.timeLimit(.minutes(3))) struct ReadmeWalkthroughTests {
    @Test func theAssistantProgramBlockRunsAsWritten() async throws {
        let readme = try String(contentsOf: PackageRoot.appending("README.md"), encoding: .utf8)
        var walk = try ReadmeWalk(readme)
        let refusing = try #require(RefusingPort())
        try await TemporaryDirectory.with("agentskill-readme") { root in
            let shell = try ReadmeShell(root: root, weather: refusing.url("/"))

            // Needs a person at a terminal; the terminal tests drive the chat there.
            walk.take("assistant")

            var line = walk.take(#"printf '复读：你好\n' | assistant"#)
            var result = try await shell.run(line.command)
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.output == (line.arrow ?? "") + "\n")

            line = walk.take(#"assistant ask "echo hi""#)
            result = try await shell.run(line.command)
            #expect(result.output == (line.arrow ?? "") + "\n")

            line = walk.take(#"assistant ask "echo hi" --json"#)
            result = try await shell.run(line.command)
            #expect(result.status == 0)
            #expect(result.output == (line.arrow ?? "") + "\n")

            // Offline (the weather service's address refuses connections): a failure, for scripts too.
            line = walk.take(#"assistant ask "北京明天天气" --json"#)
            result = try await shell.run(line.command)
            #expect(result.status == 1)
            var reply = try JSONValue.parse(result.output)
            #expect(reply["ok"] == false)
            #expect(reply["error"]?["code"] == "weatherUnreachable")
            #expect(line.comment.contains(#""error":{"code":"weatherUnreachable""#))

            walk.take("assistant skills [--json]")
            result = try await shell.run("assistant skills")
            #expect(result.status == 0)
            #expect(result.output.contains("Echo            │ Repeats back what you say"))
            result = try await shell.run("assistant skills --json")
            #expect(result.status == 0)
            let skills = try #require(try JSONValue.parse(result.output)["skills"]?.arrayValue)
            let ids = Set(skills.compactMap { $0["id"]?.stringValue })
            #expect(ids.isSuperset(of: ["echo", "weather", "calendar.create", "ledger.add", "ledger.undo"]), "\(ids)")
            #expect(skills.allSatisfy { $0["parameters"]?["type"] == "object" })

            try shell.write(RenderCommandTests.welcome, to: "card.json")
            line = walk.take("assistant render card.json")
            let card = try await shell.run(line.command)
            #expect(card.status == 0, "\(card.errors)")
            #expect(card.output.contains("[1] 点击获取今日推荐"), "numbered buttons: \(card.output)")

            line = walk.take("assistant render - --html < card.json")
            result = try await shell.run(line.command)
            #expect(result.status == 0)
            #expect(result.output.lowercased().hasPrefix("<!doctype html>"))
            #expect(result.output.contains("<button"))

            line = walk.take("assistant render card.json --strict --json-diagnostics")
            result = try await shell.run(line.command)
            #expect(result.status == 0)
            #expect(result.output == card.output)
            try shell.write(#"{"type":"stack","children":[{"type":"txet","content":"x"}]}"#, to: "card.json")
            result = try await shell.run(line.command)
            #expect(result.status == 1)
            #expect(result.output.isEmpty)
            let diagnostic = try JSONValue.parse(result.errors.components(separatedBy: "\n")[0])
            #expect(diagnostic["severity"] == "error")

            try shell.write(RenderCommandTests.welcome, to: "card.json")
            line = walk.take("assistant render card.json --to a2ui > card.jsonl")
            result = try await shell.run(line.command)
            #expect(result.status == 0, "\(result.errors)")
            line = walk.take("assistant render card.jsonl --from a2ui")
            result = try await shell.run(line.command)
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.output.contains("欢迎使用智能助手") && result.output.contains("推荐二"), "\(result.output)")

            line = walk.take(#"assistant run calendar.create --args '{"title":"开会","start":"2026-12-03T15:00:00"}'"#)
            result = try await shell.run(line.command)
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.output.contains("开会") && result.output.contains("12月3日 周四 15:00–16:00"), "\(result.output)")

            line = walk.take(
                #"assistant run ledger.add --args '{"amount":"35","category":"food","note":"午饭"}' [--json]"#)
            let add = #"assistant run ledger.add --args '{"amount":"35","category":"food","note":"午饭"}'"#
            result = try await shell.run(add)
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.output.contains("-35.00 元"), "\(result.output)")
            result = try await shell.run(add + " --json")
            reply = try JSONValue.parse(result.output)
            #expect(reply["skill"] == "ledger.add")
            #expect(reply["data"]?["amount"] == "35.00")
            #expect(reply["data"]?["note"] == "午饭")

            // "denied in scripts without --yes", then as written.
            line = walk.take("assistant run ledger.undo --yes")
            result = try await shell.run("assistant run ledger.undo")
            #expect(result.status == 1)
            #expect(result.errors.contains("--yes"), "\(result.errors)")
            result = try await shell.run(line.command)
            #expect(result.status == 0, "\(result.errors)")

            line = walk.take("assistant calendar export week.ics")
            result = try await shell.run(line.command)
            #expect(result.output == "exported 1 event to week.ics\n")
            #expect(try shell.read("week.ics").contains("SUMMARY:开会\r\n"))

            line = walk.take("assistant calendar import week.ics")
            result = try await shell.run(line.command)
            #expect(result.output == "imported 0 new, 0 updated, 1 unchanged\n", "\(result.errors)")
            result = try await shell.run("assistant calendar export -")
            #expect(result.output.components(separatedBy: "BEGIN:VEVENT").count == 2, "one event, not duplicated")

            // Two entries added, the last one undone; RFC 4180 lines end in CRLF.
            line = walk.take("assistant ledger export --csv ledger.csv")
            result = try await shell.run(line.command)
            #expect(result.output == "exported 1 entry to ledger.csv\n", "\(result.errors)")
            #expect(
                try shell.read("ledger.csv")
                    == "id,date,kind,category,amount,currency,note\r\n1,2026-12-02,expense,food,35.00,CNY,午饭\r\n")
            result = try await shell.run("assistant ledger export --beancount ledger.beancount")
            #expect(result.status == 0, "\(result.errors)")
            #expect(try shell.read("ledger.beancount").contains("2026-12-02 * \"午饭\""))

            line = walk.take(#"assistant ask "明天下午3点开会""#)
            result = try await shell.run(line.command)
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.output.contains("开会") && result.output.contains("12月3日 周四 15:00–16:00"), "\(result.output)")

            line = walk.take(#"assistant ask "两小时后提醒我给张总回电话""#)
            result = try await shell.run(line.command)
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.output == "好的，今天 12:00 提醒你：给张总回电话\n", "\(result.output)")

            walk.take("assistant reminders [--json]")
            result = try await shell.run("assistant reminders")
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.output == "Upcoming:\n• 给张总回电话 · today at 12:00\n", "\(result.output)")
            result = try await shell.run("assistant reminders --json")
            reply = try JSONValue.parse(result.output)
            #expect(reply["upcoming"]?[0]?["title"] == "给张总回电话")
            #expect(reply["upcoming"]?[0]?["due"] == "2026-12-02T04:00:00Z")

            line = walk.take(#"assistant ask "每周三晚上7点打羽毛球，共10次""#)
            result = try await shell.run(line.command)
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.output.contains("↻ 每周三 19:00，共10次"), "\(result.output)")
            #expect(result.output.contains("12月2日 周三 19:00–20:00"), "\(result.output)")

            line = walk.take(#"assistant ask "取消下周三的羽毛球" --yes"#)
            result = try await shell.run(line.command)
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.output.contains("12月9日 周三 19:00–20:00（只删这一次，其他照旧）"), "\(result.output)")

            // The README's output for it, below the block, line for line.
            line = walk.take(
                "assistant nlu --jsonl --now 2026-12-02T10:00:00 --time-zone Asia/Shanghai < utterances.txt")
            let shown = walk.nluOutput
            let utterances = try shown.map { try #require(JSONValue.parse($0)["text"]?.stringValue) }
            #expect(utterances == ["明天下午3点开会", "午饭花了35元"])
            try shell.write(utterances.map { $0 + "\n" }.joined(), to: "utterances.txt")
            result = try await shell.run(line.command)
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.output.components(separatedBy: "\n").dropLast() == shown[...])

            // A server runs until stopped, so this one starts as ServedAssistant starts it (port 0, not 8080).
            walk.take("assistant serve [--host 127.0.0.1] [--port 8080] [--token T]")
            let served = try await ServedAssistant.start(
                arguments: ["--host", "127.0.0.1", "--token", "T"], environment: shell.environment)
            #expect(served.output.contains("\(served.url)?token=T"), "\(served.output)")
            let page = await RawHTTPClient(port: served.port).send("GET", "/?token=T")
            #expect(page?.status == 200)
            let (status, output) = await served.stop()
            #expect(status == 0, "\(output)")

            walk.take("assistant help [COMMAND]")
            result = try await shell.run("assistant help")
            #expect(result.status == 0)
            #expect(result.output.contains("USAGE: assistant"))
            let help = try await shell.run("assistant help ask")
            #expect(help.output.contains("USAGE: assistant ask"))
            for other in ["assistant ask --help", "assistant ask -h"] {
                result = try await shell.run(other)
                #expect(result.output == help.output, "\(other)")
            }
            result = try await shell.run("assistant --version")
            #expect(result.output.hasPrefix("assistant "))
        }
        #expect(walk.remaining.isEmpty, "README lines the walk-through never ran: \(walk.remaining)")
    }
}

/// The command lines of the README's "The `assistant` program" block, taken in order.
private struct ReadmeWalk {
    /// One command line: what to type, and the comment after it.
    struct Line: CustomStringConvertible {
        let command: String
        let comment: String

        /// The output the comment promises after `→`, if any (`# one request → hi` promises `hi`).
        var arrow: String? { comment.range(of: "→ ").map { String(comment[$0.upperBound...]) } }

        var description: String { command }
    }

    /// Why the README could not be read as expected.
    struct Unreadable: Error, CustomStringConvertible {
        let description: String
    }

    /// The lines not taken yet.
    private(set) var remaining: [Line]
    /// The lines of the ```json block after the first one: what `assistant nlu --jsonl` prints.
    let nluOutput: [String]

    init(_ readme: String) throws {
        let lines = readme.components(separatedBy: "\n")
        guard let heading = lines.firstIndex(of: "## The `assistant` program"),
            let open = lines[heading...].firstIndex(of: "```sh"),
            let close = lines[(open + 1)...].firstIndex(of: "```"),
            let json = lines[close...].firstIndex(of: "```json"),
            let jsonClose = lines[(json + 1)...].firstIndex(of: "```")
        else { throw Unreadable(description: "README.md has no ```sh and ```json blocks under its assistant heading") }
        remaining = lines[(open + 1)..<close].compactMap { text in
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#") { return nil }  // a comment continued from the line above
            guard let start = text.range(of: "  #") else { return Line(command: trimmed, comment: "") }
            return Line(
                command: text[..<start.lowerBound].trimmingCharacters(in: .whitespaces),
                comment: text[start.upperBound...].trimmingCharacters(in: .whitespaces))
        }
        nluOutput = Array(lines[(json + 1)..<jsonClose])
    }

    /// The next line, which should read `command`; a different one is an issue (and is taken anyway).
    @discardableResult
    mutating func take(_ command: String, sourceLocation: SourceLocation = #_sourceLocation) -> Line {
        guard !remaining.isEmpty else {
            Issue.record("the README's block ended before `\(command)`", sourceLocation: sourceLocation)
            return Line(command: command, comment: "")
        }
        let line = remaining.removeFirst()
        #expect(line.command == command, "the README's next line differs", sourceLocation: sourceLocation)
        return line
    }
}

/// `/bin/sh -c` in a folder of its own, with `assistant` on PATH meaning the built program.
private struct ReadmeShell {
    let folder: URL
    let environment: [String: String]

    /// A shell in `root`/walk, with `root`/bin on PATH, XDG folders under `root`, "now" and the time
    /// zone fixed, and the weather service at `weather`.
    init(root: URL, weather: URL) throws {
        folder = root.appending(path: "walk")
        let bin = root.appending(path: "bin")
        for made in [folder, bin] {
            try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        }
        try FileManager.default.createSymbolicLink(
            at: bin.appending(path: "assistant"), withDestinationURL: try BuiltExecutable.url("assistant"))
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["HOME"] = root.appending(path: "home").path
        environment["XDG_CONFIG_HOME"] = root.appending(path: "config").path
        environment["XDG_DATA_HOME"] = root.appending(path: "data").path
        environment["AGENTSKILL_DATA_DIR"] = nil
        environment["AGENTSKILL_CONFIG"] = nil
        environment["AGENTSKILL_NOW"] = "2026-12-02T10:00"
        environment["TZ"] = "Asia/Shanghai"
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = nil
        for variable in [
            "AGENTSKILL_WEATHER_GEOCODING_URL", "AGENTSKILL_WEATHER_FORECAST_URL", "AGENTSKILL_WEATHER_AIR_QUALITY_URL",
        ] {
            environment[variable] = weather.absoluteString
        }
        self.environment = environment
    }

    /// Runs `command` to its end (killed after a minute).
    func run(_ command: String) async throws -> TestProcess.Result {
        try await TestProcess.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", command], environment: environment, in: folder,
            killAfter: .seconds(60))
    }

    /// Writes `text` to `name` in the folder.
    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: folder.appending(path: name))
    }

    /// The text of `name` in the folder.
    func read(_ name: String) throws -> String {
        try String(contentsOf: folder.appending(path: name), encoding: .utf8)
    }
}
