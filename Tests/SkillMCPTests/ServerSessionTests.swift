import SkillJSON
import Testing

@testable import SkillMCP

@Suite struct ServerSessionTests {
    @Test(arguments: [
        ("2025-11-25", "2025-11-25"), ("2025-06-18", "2025-06-18"), ("2024-11-05", "2025-11-25"),
        ("2099-01-01", "2025-11-25"),
    ])
    func theVersionAskedForIsServedWhenKnownElseTheNewest(asked: String, served: String) throws {
        var session = ServerSession()
        let agreement = try session.initialize(["protocolVersion": .string(asked), "capabilities": [:]])
        #expect(agreement.protocolVersion == served)
    }

    static let capabilities: [(JSONValue, Bool)] = [
        ([:], false), (["elicitation": [:]], true), (["elicitation": ["form": [:]]], true),
        (["elicitation": ["url": [:]]], false),
    ]

    @Test(arguments: capabilities)
    func elicitationIsFormModeOrEmpty(capabilities: JSONValue, elicits: Bool) throws {
        var session = ServerSession()
        let agreement = try session.initialize(["protocolVersion": "2025-11-25", "capabilities": capabilities])
        #expect(agreement.clientElicits == elicits)
    }

    @Test func methodsBeforeInitializeAndASecondInitializeAreRefused() throws {
        var session = ServerSession()
        #expect(throws: MCPError.self) { try session.require(for: "tools/list") }
        let early = session.initialized()
        #expect(!early)
        _ = try session.initialize(["protocolVersion": "2025-11-25"])
        #expect(try session.require(for: "tools/list").protocolVersion == "2025-11-25")
        let ready = session.initialized()
        #expect(ready)
        do {
            _ = try session.initialize(["protocolVersion": "2025-11-25"])
            Issue.record("a second initialize was accepted")
        } catch {
            #expect(error.message == "invalid request: 'initialize' was already answered — while ready at 2025-11-25")
        }
    }
}
