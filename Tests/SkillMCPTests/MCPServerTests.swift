import AgentSkill
import Foundation
import SkillJSON
import StandardSkills
import Testing

@testable import SkillMCP

@Suite struct MCPServerTests {
    @Test func initializeAnswersTheVersionCapabilitiesAndServerInfo() async throws {
        let peer = try TestPeer.serving([EchoSkill()])
        let response = try #require(try await peer.initialize(version: "2025-06-18"))
        #expect(response["id"] == 0)
        #expect(response["result"]?["protocolVersion"] == "2025-06-18")
        #expect(response["result"]?["capabilities"]?["tools"] != nil)
        #expect(response["result"]?["serverInfo"]?["name"] == "agentskill")
        #expect(try await peer.call(1, "ping")?["result"] == [:])
    }

    @Test func toolsListDescribesEachSkillWithSchemaAndAnnotations() async throws {
        let peer = try TestPeer.serving([EchoSkill(), WipeSkill(), FailingSkill()])
        try await peer.initialize()
        let tools = try #require(try await peer.call(1, "tools/list")?["result"]?["tools"]?.arrayValue)
        #expect(tools.map { $0["name"]?.stringValue } == ["echo", "test.wipe", "test.fail"])
        let wipe = tools[1]
        #expect(wipe["inputSchema"]?["type"] == "object")
        #expect(wipe["inputSchema"]?["required"] == ["what"])
        #expect(wipe["annotations"]?["destructiveHint"] == true)
        #expect(wipe["annotations"]?["readOnlyHint"] == false)
        #expect(tools[2]["annotations"]?["readOnlyHint"] == true)
        #expect(tools[2]["annotations"]?["idempotentHint"] == true)
        #expect(tools[2]["inputSchema"] == ["type": "object"])
    }

    /// Titles and descriptions come in the server's language; names stay the ids.
    @Test(arguments: [
        ("zh_CN", "记账", "记一笔支出或收入：金额、币种、类别、日期和备注"),
        ("en_US", "Record expense", "Records an expense or an income: amount, currency, category, date and note"),
    ])
    func toolsAreDescribedInTheServersLanguage(locale: String, title: String, description: String) async throws {
        var configuration = AgentConfiguration.testing
        configuration.locale = Locale(identifier: locale)
        let peer = try TestPeer.serving(
            StandardSkills.all(weatherService: WeatherService()), configuration: configuration)
        try await peer.initialize()
        let tools = try #require(try await peer.call(1, "tools/list")?["result"]?["tools"]?.arrayValue)
        let ledger = try #require(tools.first { $0["name"] == "ledger.add" })
        #expect(ledger["title"]?.stringValue == title)
        #expect(ledger["annotations"]?["title"]?.stringValue == title)
        #expect(ledger["description"]?.stringValue == description)
        if locale.hasPrefix("zh") {
            for tool in tools {
                let words = [tool["title"]?.stringValue, tool["description"]?.stringValue].compactMap { $0 }
                #expect(!words.joined().contains { $0.isASCII && $0.isLetter }, "\(tool["name"] ?? "")")
            }
        }
    }

    /// The confirmation asks what the terminal asks, in the same language, without ids or JSON.
    @Test(arguments: [
        (ReplyLanguage.chinese, "撤销记账：午饭 35.00 元？这一步需要你确认：这是删除或撤销操作。", "执行"),
        (
            ReplyLanguage.english,
            "Undo entry: lunch 35.00 CNY? This needs your approval: it deletes or undoes something.", "Run it"
        ),
    ])
    func confirmationsAreWordedLikeTheTerminalsQuestion(language: ReplyLanguage, message: String, title: String) {
        let summary = language == .chinese ? "撤销记账：午饭 35.00 元" : "Undo entry: lunch 35.00 CNY"
        let request = ApprovalRequest(
            id: 1, skillID: "ledger.undo", summary: summary, effect: .destructive, arguments: ["id": 3],
            reason: .effect(.destructive))
        let params = Confirmation.params(for: request, protocolVersion: "2025-11-25", language: language)
        #expect(params["message"]?.stringValue == message)
        #expect(params["requestedSchema"]?["properties"]?["confirm"]?["title"]?.stringValue == title)
    }

    @Test func toolsCallAnswersTextAndStructuredContent() async throws {
        let peer = try TestPeer.serving([EchoSkill()])
        try await peer.initialize()
        let result = try #require(try await peer.call(1, "tools/call", ["name": "echo", "arguments": ["text": "hi"]]))
        #expect(result["result"]?["isError"] == false)
        #expect(result["result"]?["content"]?[0]?["text"] == "hi")
        #expect(result["result"]?["structuredContent"]?.objectValue != nil)
    }

    static let failingCalls: [(JSONValue, String)] = [
        (["name": "test.fail"], "the disk is on fire"),
        (["name": "test.wipe", "arguments": ["what": ""]], "$.what"),
    ]

    @Test(arguments: failingCalls)
    func failuresAndBadArgumentsAreToolErrors(params: JSONValue, fragment: String) async throws {
        let peer = try TestPeer.serving([FailingSkill(), WipeSkill()])
        try await peer.initialize()
        let result = try #require(try await peer.call(1, "tools/call", params)?["result"])
        #expect(result["isError"] == true)
        #expect(result["content"]?[0]?["text"]?.stringValue?.contains(fragment) == true)
    }

    static let badRequests: [(String, JSONValue, Int, String)] = [
        ("tools/call", ["name": "ecko"], -32602, "unknown tool: 'ecko'; did you mean 'echo'?"),
        ("tools/call", ["name": "echo", "arguments": [1]], -32602, "\"arguments\" must be an object"),
        ("tools/cal", [:], -32601, "did you mean 'tools/call'?"),
    ]

    @Test(arguments: badRequests)
    func protocolErrorsCarryCodesAndSuggestions(method: String, params: JSONValue, code: Int, fragment: String)
        async throws
    {
        let peer = try TestPeer.serving([EchoSkill()])
        try await peer.initialize()
        let error = try #require(try await peer.call(1, method, params)?["error"])
        #expect(error["code"]?.intValue == code)
        #expect(error["message"]?.stringValue?.contains(fragment) == true)
    }

    @Test func toolsBeforeInitializeAreInvalidRequests() async throws {
        let peer = try TestPeer.serving([EchoSkill()])
        let error = try #require(try await peer.call(1, "tools/list")?["error"])
        #expect(error["code"] == -32600)
        #expect(error["message"]?.stringValue?.contains("before 'initialize'") == true)
    }

    @Test func garbageAndOversizedLinesGetErrorsAndTheSessionGoesOn() async throws {
        let limits = MCPLimits(maxLineBytes: 1024)
        let peer = try TestPeer.serving([EchoSkill()], options: MCPServerOptions(limits: limits))
        try await peer.initialize()
        try await peer.send(raw: "this is not json")
        let parse = try #require(try await peer.next())
        #expect(parse["error"]?["code"] == -32700)
        #expect(parse["id"] == .null)
        try await peer.send(raw: "[1,2]")
        #expect(try await peer.next()?["error"]?["code"] == -32600)
        try await peer.send(
            raw: "{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"x\",\"params\":\"" + String(repeating: "a", count: 5000)
                + "\"}")
        let large = try #require(try await peer.next())
        #expect(large["error"]?["message"]?.stringValue?.contains("exceeds the limit of 1024 bytes") == true)
        #expect(try await peer.call(2, "ping")?["result"] == [:])
    }

    @Test func aCancelledCallStopsItsSkillAndGetsNoResponse() async throws {
        let (started, startedInput) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancelledInput) = AsyncStream.makeStream(of: Void.self)
        let peer = try TestPeer.serving([HangingSkill(started: startedInput, cancelled: cancelledInput)])
        try await peer.initialize()
        try await peer.send(["jsonrpc": "2.0", "id": 5, "method": "tools/call", "params": ["name": "test.hang"]])
        var startedIterator = started.makeAsyncIterator()
        _ = await startedIterator.next()
        try await peer.send([
            "jsonrpc": "2.0", "method": "notifications/cancelled", "params": ["requestId": 5, "reason": "test"],
        ])
        var cancelledIterator = cancelled.makeAsyncIterator()
        _ = await cancelledIterator.next()
        // The next response is the ping's: request 5 is never answered.
        let next = try #require(try await peer.call(6, "ping"))
        #expect(next["id"] == 6)
    }

    @Test func progressIsReportedForACallWithAProgressToken() async throws {
        let peer = try TestPeer.serving([EchoSkill()])
        try await peer.initialize()
        try await peer.send([
            "jsonrpc": "2.0", "id": 3, "method": "tools/call",
            "params": ["name": "echo", "arguments": ["text": "hi"], "_meta": ["progressToken": "p1"]],
        ])
        var progress: [JSONValue] = []
        while let message = try await peer.next() {
            if message["id"] == 3 { break }
            progress.append(message)
        }
        #expect(progress.first?["method"] == "notifications/progress")
        #expect(progress.first?["params"]?["progressToken"] == "p1")
        #expect(progress.first?["params"]?["message"] == "running echo")
    }

    @Test func destructiveCallsAreRefusedWhenTheClientCannotConfirm() async throws {
        let peer = try TestPeer.serving([WipeSkill()])
        try await peer.initialize()
        let result = try #require(
            try await peer.call(1, "tools/call", ["name": "test.wipe", "arguments": ["what": "all"]])?["result"])
        #expect(result["isError"] == true)
        let text = try #require(result["content"]?[0]?["text"]?.stringValue)
        #expect(text.hasPrefix("tool call refused: 'test.wipe' needs confirmation"))
        #expect(text.contains("elicitation"))
    }

    @Test(arguments: [(true, false), (false, true)])
    func destructiveCallsAskTheClientThroughElicitation(confirm: Bool, isError: Bool) async throws {
        let peer = try TestPeer.serving([WipeSkill()])
        try await peer.initialize(capabilities: ["elicitation": [:]])
        try await peer.send([
            "jsonrpc": "2.0", "id": 1, "method": "tools/call",
            "params": ["name": "test.wipe", "arguments": ["what": "all"]],
        ])
        let elicitation = try #require(try await peer.next())
        #expect(elicitation["method"] == "elicitation/create")
        #expect(elicitation["params"]?["mode"] == "form")
        #expect(elicitation["params"]?["requestedSchema"]?["properties"]?["confirm"]?["type"] == "boolean")
        let id = try #require(elicitation["id"])
        try await peer.send([
            "jsonrpc": "2.0", "id": id, "result": ["action": "accept", "content": ["confirm": .bool(confirm)]],
        ])
        let result = try #require(try await peer.next()?["result"])
        #expect(result["isError"] == .bool(isError))
        if confirm { #expect(result["structuredContent"]?["wiped"] == "all") }
    }

    @Test func yesApprovesDestructiveCallsWithoutAsking() async throws {
        let peer = try TestPeer.serving([WipeSkill()], options: MCPServerOptions(approvesEverything: true))
        try await peer.initialize()
        let result = try #require(
            try await peer.call(1, "tools/call", ["name": "test.wipe", "arguments": ["what": "x"]])?["result"])
        #expect(result["isError"] == false)
        #expect(result["content"]?[0]?["text"] == "wiped x")
    }
}
