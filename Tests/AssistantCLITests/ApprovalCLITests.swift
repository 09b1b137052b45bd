import AgentSkill
import Foundation
import SkillJSON
import Synchronization
import Testing

@testable import AssistantCLI

/// A destructive skill: "delete <text>"; counts its runs.
private struct DeleteNoteSkill: Skill {
    let id = "notes.delete"
    let description = "Deletes a note"
    let runs: RunCount
    var keywords: [String] { ["delete"] }
    var effect: SkillEffect { .destructive }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        runs.increment()
        return SkillOutput("deleted \(arguments["text"]?.stringValue ?? "")")
    }
}

/// A write skill with an amount: "pay <amount>".
private struct PayAmountSkill: Skill {
    let id = "ledger.add"
    let description = "Records a payment"
    var keywords: [String] { ["pay"] }
    func arguments(for match: KeywordMatch) -> JSONValue { ["amount": .string(match.rest)] }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        SkillOutput("paid \(arguments["amount"]?.stringValue ?? "")")
    }
}

/// Counts how often a skill really ran.
private final class RunCount: Sendable {
    private let value = Mutex(0)
    var count: Int { value.withLock { $0 } }
    func increment() { value.withLock { $0 += 1 } }
}

extension FakeTerminal {
    /// Runs the program over the test skills with the keyword router: they are keyword skills
    /// (`arguments(for:)` takes the words after the keyword), with no examples or parameter
    /// schema for the NLU router to learn from.
    fileprivate func run(_ arguments: [String], runs: RunCount) async -> Int32 {
        await AssistantProgram.run(
            arguments: arguments + ["--router", "keyword"], io: io,
            skills: [DeleteNoteSkill(runs: runs), PayAmountSkill(), EchoForTests()])
    }
}

private struct EchoForTests: Skill {
    let id = "echo"
    let description = "Echoes"
    var keywords: [String] { ["echo"] }
    var effect: SkillEffect { .readOnly }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        SkillOutput(arguments["text"]?.stringValue ?? "")
    }
}

@Suite(.timeLimit(.minutes(1))) struct ApprovalCLITests {
    static let prompt = "notes.delete: text x? [y/N] "

    @Test(arguments: ["y", "Y", "yes", "是"])
    func chatAsksAndRunsOnYes(answer: String) async {
        let runs = RunCount()
        let terminal = FakeTerminal(lines: ["delete x", answer], interactive: true, environment: ["NO_COLOR": "1"])
        #expect(await terminal.run([], runs: runs) == 0)
        #expect(terminal.stdout.contains(Self.prompt + "deleted x\n"))
        #expect(terminal.stderr.contains("This needs your approval: it deletes or undoes something."))
        #expect(runs.count == 1)
    }

    @Test(arguments: ["", "n", "no", "maybe"])
    func chatDeclinesAnythingElse(answer: String) async {
        let runs = RunCount()
        let terminal = FakeTerminal(lines: ["delete x", answer, "echo still here"], interactive: true)
        #expect(await terminal.run([], runs: runs) == 0)
        #expect(
            terminal.stdout.contains(
                Self.prompt
                    + "notes.delete did not run: it needed approval (it deletes or undoes something) and was not approved. Nothing was changed.\n"
            ))
        #expect(terminal.stdout.contains("still here\n"))
        #expect(runs.count == 0)
    }

    @Test func chatDeclinesAtEndOfInput() async {
        let runs = RunCount()
        let terminal = FakeTerminal(lines: ["delete x"], interactive: true)
        #expect(await terminal.run([], runs: runs) == 0)
        #expect(terminal.stdout.contains(Self.prompt + "\nnotes.delete did not run"))
        #expect(runs.count == 0)
    }

    @Test func pipedChatDeniesWithoutReadingAnAnswer() async {
        let runs = RunCount()
        let terminal = FakeTerminal(lines: ["delete x", "y", "echo after"])
        #expect(await terminal.run([], runs: runs) == 0)
        #expect(!terminal.stdout.contains("[y/N]"))
        #expect(terminal.stdout.hasPrefix("notes.delete did not run: it needed approval"))
        // "y" was the next request, not an answer.
        #expect(terminal.stdout.contains("nobody was there to approve it. Nothing was changed.\nI can't do “y” yet."))
        #expect(terminal.stdout.hasSuffix("\nafter\n"))
        #expect(runs.count == 0)
    }

    @Test func yesApprovesInAChatWithoutAsking() async {
        let runs = RunCount()
        let piped = FakeTerminal(lines: ["delete x"])
        #expect(await piped.run(["--yes"], runs: runs) == 0)
        #expect(piped.stdout == "deleted x\n")
        let interactive = FakeTerminal(lines: ["delete x"], interactive: true)
        #expect(await interactive.run(["--yes"], runs: runs) == 0)
        #expect(!interactive.stdout.contains("[y/N]"))
        #expect(interactive.stdout.contains("deleted x\n"))
        #expect(runs.count == 2)
    }

    @Test func askIsDeniedUnlessYes() async {
        let runs = RunCount()
        let denied = FakeTerminal()
        #expect(await denied.run(["ask", "delete x"], runs: runs) == 1)
        #expect(denied.stdout.isEmpty)
        #expect(
            denied.stderr
                == "notes.delete did not run: it needed approval (it deletes or undoes something) and nobody was there to approve it. Nothing was changed.\n"
                + "hint: nothing was run; add --yes to approve calls that need approval\n")
        #expect(runs.count == 0)
        let approved = FakeTerminal()
        #expect(await approved.run(["ask", "delete x", "--yes", "--json"], runs: runs) == 0)
        #expect(approved.stdout.contains(#""ok":true,"skill":"notes.delete","text":"deleted x""#))
        #expect(runs.count == 1)
    }

    @Test func helpListsYesAndConfig() async {
        let help = HelpText.root()
        #expect(help.contains("  --yes "))
        #expect(help.contains("  --config <file> "))
        #expect(help.contains("without asking; for scripts"))
    }
}

@Suite(.timeLimit(.minutes(1))) struct ConfigFileTests {
    /// A fresh directory with `config.json` holding `text`, removed by the caller.
    static func directory(with text: String?, at relative: String = "config.json") throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "agentskill-config-\(UUID().uuidString)")
        let file = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let text { try Data(text.utf8).write(to: file) }
        return root
    }

    static let thresholdRule =
        #"{"ledger": {"currency": "CNY"}, "permissions": {"rules": [{"skill": "ledger.add", "when": {"argument": "amount", "above": "1000"}, "decision": "ask"}]}}"#

    @Test func rulesFromTheConfigFileApply() async throws {
        let root = try Self.directory(with: Self.thresholdRule)
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("config.json").path
        let runs = RunCount()
        let small = FakeTerminal()
        #expect(await small.run(["ask", "pay 1000", "--config", path], runs: runs) == 0)
        #expect(small.stdout == "paid 1000\n")
        let large = FakeTerminal()
        #expect(await large.run(["ask", "pay 1000.01", "--config", path], runs: runs) == 1)
        #expect(
            large.stderr.hasPrefix(
                "ledger.add did not run: it needed approval (rule #1: ledger.add when amount above 1000 → ask)"))
    }

    @Test(arguments: [
        ("{\n  \"permissions\": {\n    \"rules\": [,]\n  }\n}", "invalid JSON at line 3, column 15"),
        (
            #"{"permissions": {"rules": [{"skill": "ledger.add", "decision": "sometimes"}]}}"#,
            #"$.permissions.rules[0].decision: expected one of "allow", "ask", "deny", got "sometimes""#
        ),
        (#"{"permissions": {"rulez": []}}"#, #"$.permissions.rulez: unknown key "rulez" — did you mean "rules"?"#),
        (#"{"permissions": []}"#, "$.permissions: expected an object, got array"),
        ("[]", #"$: expected an object with sections such as "permissions", got array"#),
        ("", "invalid JSON at line 1, column 1"),
    ])
    func malformedFileIsAnErrorNamingTheFileAndPlace(text: String, problem: String) async throws {
        let root = try Self.directory(with: text)
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("config.json").path
        let terminal = FakeTerminal()
        #expect(await terminal.run(["ask", "echo hi", "--config", path]) == 2)
        #expect(terminal.stderr.hasPrefix("error: config file '\(path)': \(problem)"))
        #expect(terminal.stderr.hasSuffix(" — fix the file, or point --config at another one\n"))
        #expect(terminal.stdout.isEmpty)
    }

    @Test func ledgerCurrencyDefaultsToCNYAndIsRead() throws {
        #expect(AssistantConfig().ledgerCurrency == "CNY")
        #expect(try AssistantConfig(json: JSONValue.parse(#"{"ledger": {}}"#)).ledgerCurrency == "CNY")
        #expect(try AssistantConfig(json: JSONValue.parse(#"{"ledger": {"currency": "USD"}}"#)).ledgerCurrency == "USD")
    }

    @Test(arguments: [
        (
            #"{"ledger": {"currency": "yuan"}}"#,
            #"$.ledger.currency: expected a three-letter ISO 4217 currency code such as "CNY" or "USD", got "yuan""#
        ),
        (
            #"{"ledger": {"currency": "usd"}}"#,
            #"$.ledger.currency: expected a three-letter ISO 4217 currency code such as "CNY" or "USD", got "usd" — did you mean "USD"?"#
        ),
        (
            #"{"ledger": {"currency": 156}}"#,
            #"$.ledger.currency: expected a three-letter ISO 4217 currency code such as "CNY" or "USD", got integer"#
        ),
        (#"{"ledger": {"curency": "CNY"}}"#, #"$.ledger.curency: unknown key "curency" — did you mean "currency"?"#),
        (#"{"ledger": "CNY"}"#, "$.ledger: expected an object, got string"),
    ])
    func badLedgerSectionIsAConfigError(text: String, problem: String) async throws {
        let root = try Self.directory(with: text)
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("config.json").path
        let terminal = FakeTerminal()
        #expect(await terminal.run(["ask", "echo hi", "--config", path]) == 2)
        #expect(
            terminal.stderr
                == "error: config file '\(path)': \(problem) — fix the file, or point --config at another one\n")
    }

    @Test func unknownTopLevelSectionsAreIgnored() throws {
        let config = try AssistantConfig(json: JSONValue.parse(#"{"weather": {"units": "metric"}, "theme": 1}"#))
        #expect(config == AssistantConfig())
    }

    @Test func namedFileMustExistButTheDefaultMayBeMissing() async throws {
        let named = FakeTerminal()
        #expect(await named.run(["ask", "echo hi", "--config", "/nonexistent/agentskill.json"]) == 2)
        #expect(
            named.stderr
                == "error: config file '/nonexistent/agentskill.json': no such file — fix the file, or point --config at another one\n"
        )
        let fromEnvironment = FakeTerminal(environment: ["AGENTSKILL_CONFIG": "/nonexistent/env.json"])
        #expect(await fromEnvironment.run(["ask", "echo hi"]) == 2)
        let root = try Self.directory(with: nil)
        defer { try? FileManager.default.removeItem(at: root) }
        let missingDefault = FakeTerminal(environment: ["XDG_CONFIG_HOME": root.path])
        #expect(await missingDefault.run(["ask", "echo hi"]) == 0)
        #expect(missingDefault.stdout == "hi\n")
    }

    @Test func defaultLocationUnderXDGConfigHomeIsRead() async throws {
        let root = try Self.directory(
            with: #"{"permissions": {"rules": [{"skill": "echo", "decision": "deny"}]}}"#, at: "agentskill/config.json")
        defer { try? FileManager.default.removeItem(at: root) }
        let terminal = FakeTerminal(environment: ["XDG_CONFIG_HOME": root.path])
        #expect(await terminal.run(["ask", "echo hi"]) == 1)
        #expect(
            terminal.stderr
                == "“Echo” did not run: the permission settings forbid it (rule #1: echo → deny). Nothing was changed.\n"
        )
    }

    @Test(arguments: [
        (GlobalOptions(configPath: "/a.json"), ["AGENTSKILL_CONFIG": "/b.json", "HOME": "/h"], "/a.json", true),
        (GlobalOptions(configPath: "~/a.json"), ["HOME": "/h"], "/h/a.json", true),
        (GlobalOptions(), ["AGENTSKILL_CONFIG": "/b.json", "XDG_CONFIG_HOME": "/x"], "/b.json", true),
        (GlobalOptions(), ["XDG_CONFIG_HOME": "/x", "HOME": "/h"], "/x/agentskill/config.json", false),
        (GlobalOptions(), ["XDG_CONFIG_HOME": "relative", "HOME": "/h"], "/h/.config/agentskill/config.json", false),
        (GlobalOptions(), ["AGENTSKILL_CONFIG": "", "HOME": "/h"], "/h/.config/agentskill/config.json", false),
    ])
    func locationFollowsOptionThenEnvironment(
        options: GlobalOptions, environment: [String: String], path: String, required: Bool
    ) {
        #expect(
            ConfigFile.location(options: options, environment: environment) == .init(path: path, required: required))
    }

    @Test func noHomeMeansDefaults() throws {
        #expect(ConfigFile.location(options: GlobalOptions(), environment: [:]) == nil)
        #expect(try ConfigFile.load(options: GlobalOptions(), environment: [:]) == AssistantConfig())
    }
}
