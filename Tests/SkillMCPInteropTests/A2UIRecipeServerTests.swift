import AgentSkill
import Foundation
import SkillJSON
import SkillMCP
import SkillUI
import SkillUITerminal
import TestSupport
import Testing

/// Our client against an MCP server on the official Python SDK in the shape of A2UI's "A2UI over
/// MCP" recipe sample (Tests/Interop/mcp_a2ui_recipe_server.py): a layout published as an
/// `a2ui://` resource, tools that answer with data only, and buttons that call tools — tapped
/// through the real agent. One server at a time (each test starts its own, and the server keeps
/// state), with a start timeout that a busy machine cannot miss.
@Suite(.requires(Peers.mcpPython), .serialized, .timeLimit(.minutes(5))) struct A2UIRecipeServerTests {
    /// Every approval the agent asked for, and the answer to give.
    actor Approvals {
        private(set) var requests: [ApprovalRequest] = []
        var answer = false

        func ask(_ request: ApprovalRequest) -> Bool {
            requests.append(request)
            return answer
        }

        func setAnswer(_ answer: Bool) { self.answer = answer }
    }

    static func importRecipes() async throws -> MCPImport {
        let python = try Peers.mcpPython.executable().path
        let script = PackageRoot.appending("Tests/Interop/mcp_a2ui_recipe_server.py").path
        let imported = await MCPImport.start(
            [MCPServerConfig(name: "recipes", command: python, args: ["-B", script])],
            options: MCPClientOptions(startTimeout: .seconds(120), callTimeout: .seconds(120)))
        #expect(imported.problems.isEmpty, "\(imported.problems)")
        return imported
    }

    /// An agent over the imported skills with the import's approval rules, asking `approvals`.
    static func agent(_ imported: MCPImport, approvals: Approvals) throws -> Agent {
        var configuration = AgentConfiguration()
        configuration.permissionPolicy.rules += MCPImport.approvalRules(for: imported.skills)
        configuration.approver = .handler { await approvals.ask($0) }
        return try Agent(skills: imported.skills, configuration: configuration)
    }

    /// The card as the terminal draws it, without color.
    static func screen(_ message: Message) -> String {
        guard let ui = message.ui else { return "(no card)" }
        return TerminalRenderer(options: .init(width: 100, color: false)).render(ui).text
    }

    /// The tap a front end sends for the button titled `title`: its id, event and context, and
    /// the values of the card's text fields.
    static func tap(_ title: String, on message: Message) throws -> UIAction {
        let ui = try #require(message.ui, "no card: \(message.text)")
        var button: SKButton?
        var formValues: [String: JSONValue] = [:]
        ui.forEachNode { node in
            switch node {
            case .button(let found) where found.title == title: button = found
            case .textField(let field): formValues[field.name] = field.value.map(JSONValue.string) ?? .null
            default: break
            }
        }
        let found = try #require(button, "no button '\(title)' in \(ui.jsonValue.stableString())")
        return UIAction(componentID: found.id, action: found.action, payload: found.payload, formValues: formValues)
    }

    /// The server's log: the tools called, and the resources read.
    static func log(_ imported: MCPImport) async throws -> (tools: [String], reads: [String]) {
        let client = try #require(imported.clients.first)
        let log = try JSONValue.parse(try await client.call("call_log", arguments: [:]).text)
        return (
            (log["calls"]?.arrayValue ?? []).compactMap { $0["tool"]?.stringValue },
            (log["reads"]?.arrayValue ?? []).compactMap(\.stringValue)
        )
    }

    /// The tools the server ran, in order.
    static func calledTools(_ imported: MCPImport) async throws -> [String] {
        try await log(imported).tools
    }

    @Test func aToolThatAnswersWithDataOnlyShowsItsLinkedLayoutFilledIn() async throws {
        let imported = try await Self.importRecipes()
        defer { Task { await imported.stop() } }
        let skill = try #require(imported.skills.first { $0.tool.name == "get_recipe" })
        #expect(skill.tool.uiResourceURIs == ["a2ui://recipe-card"])
        let agent = try Self.agent(imported, approvals: Approvals())

        let card = await agent.invoke(Invocation("mcp.recipes.get_recipe", arguments: ["recipeId": "pancakes"]))
        #expect(card.error == nil, "\(card.text)")
        #expect(card.text == #"called get_recipe {"recipeId": "pancakes"}"#)
        let screen = Self.screen(card)
        for shown in ["Recipe card", "Pancakes", "Serves 4", "Flour: 200 g", "Milk: 300 ml", "Double servings"] {
            #expect(screen.contains(shown), "\(shown) missing from:\n\(screen)")
        }
        #expect(card.data?["a2uiDiagnostics"] == nil, "\(card.data?.stableString() ?? "")")
    }

    @Test func aButtonCallsItsToolAndTheCardChangesInPlaceKeepingItsData() async throws {
        let imported = try await Self.importRecipes()
        defer { Task { await imported.stop() } }
        let approvals = Approvals()
        let agent = try Self.agent(imported, approvals: approvals)
        let card = await agent.invoke(Invocation("mcp.recipes.get_recipe", arguments: ["recipeId": "pancakes"]))
        let skill = try #require(imported.skills.first { $0.tool.name == "get_recipe" })
        #expect(skill.uiActions.contains("scale_servings"))

        let (scaled, patches) = await agent.performWithPatches(try Self.tap("Double servings", on: card))
        #expect(scaled.error == nil, "\(scaled.text)")
        #expect(scaled.id == card.id, "the card is updated, not answered with a new one")
        // The event's context with the text field's value merged in as `note`, which the tool declares.
        #expect(
            scaled.text
                == #"called scale_servings {"factor": 2, "note": "extra syrup", "recipeId": "pancakes", "servings": 4}"#
        )
        #expect(!patches.isEmpty)
        let root = try #require(card.ui?.id)
        #expect(
            !patches.contains {
                if case .replace(root, _) = $0 { return true }
                if case .remove(root) = $0 { return true }
                return false
            }, "\(patches)")
        let screen = Self.screen(scaled)
        for shown in ["Pancakes", "Serves 8", "Flour: 400 g", "Milk: 600 ml"] {
            #expect(screen.contains(shown), "\(shown) missing from:\n\(screen)")
        }
        #expect(!screen.contains("Serves 4"))
        #expect(await agent.history.count == 2, "one request and one card")

        // The data model carried over: the context now reads 8 servings.
        let again = await agent.perform(try Self.tap("Double servings", on: scaled))
        #expect(again.text.contains(#""servings": 8"#), "\(again.text)")
        #expect(Self.screen(again).contains("Serves 16"))
        #expect(await approvals.requests.isEmpty, "read-only taps are not asked about")
    }

    @Test func aButtonThatCallsADestructiveToolIsAskedAboutBeforeAnythingRuns() async throws {
        let imported = try await Self.importRecipes()
        defer { Task { await imported.stop() } }
        let approvals = Approvals()
        let agent = try Self.agent(imported, approvals: approvals)
        let card = await agent.invoke(Invocation("mcp.recipes.get_recipe", arguments: ["recipeId": "pancakes"]))
        let delete = try Self.tap("Delete recipe", on: card)

        let refused = await agent.perform(delete)
        let requests = await approvals.requests
        #expect(requests.count == 1)
        let request = try #require(requests.first)
        #expect(request.skillID == "mcp.recipes.get_recipe")
        #expect(request.effect == .destructive)
        #expect(request.summary.contains("delete_recipe") && request.summary.contains("pancakes"), "\(request.summary)")
        #expect(refused.error != nil, "\(refused.text)")
        #expect(try await Self.calledTools(imported) == ["get_recipe"], "nothing ran")
        #expect(Self.screen(await agent.history[1]).contains("Pancakes"))

        await approvals.setAnswer(true)
        let deleted = await agent.perform(delete)
        #expect(deleted.error == nil, "\(deleted.text)")
        #expect(deleted.id == card.id)
        #expect(deleted.text == #"called delete_recipe {"recipeId": "pancakes"}"#)
        #expect(Self.screen(deleted).contains("Pancakes (deleted)"))
        #expect(try await Self.calledTools(imported) == ["get_recipe", "delete_recipe"])
    }

    @Test func aButtonWhoseEventIsNoToolIsRefusedAndNothingRuns() async throws {
        let imported = try await Self.importRecipes()
        defer { Task { await imported.stop() } }
        let approvals = Approvals()
        let agent = try Self.agent(imported, approvals: approvals)
        let card = await agent.invoke(Invocation("mcp.recipes.get_recipe", arguments: ["recipeId": "pancakes"]))

        let refused = await agent.perform(try Self.tap("Share", on: card))
        #expect(refused.error != nil)
        #expect(refused.id != card.id)
        #expect(refused.text.contains("not a tool"), "\(refused.text)")
        #expect(refused.text.contains("'share_recipe'") && refused.text.contains("'recipes'"), "\(refused.text)")
        #expect(await approvals.requests.isEmpty)
        #expect(try await Self.calledTools(imported) == ["get_recipe"])
        #expect(await agent.history[1].ui == card.ui, "the card stays as it was")
    }

    @Test func aResultWithoutA2UIKeepsTheCardAndOneWithItsOwnSurfaceReplacesIt() async throws {
        let imported = try await Self.importRecipes()
        defer { Task { await imported.stop() } }
        let agent = try Self.agent(imported, approvals: Approvals())
        let card = await agent.invoke(Invocation("mcp.recipes.get_recipe", arguments: ["recipeId": "pancakes"]))

        let (checked, unchanged) = await agent.performWithPatches(try Self.tap("Check pantry", on: card))
        #expect(checked.error == nil, "\(checked.text)")
        #expect(checked.text == #"called check_pantry {"recipeId": "pancakes"}"#)
        #expect(checked.ui == card.ui, "the card stays")
        #expect(unchanged.isEmpty)

        let nutrition = await agent.perform(try Self.tap("Nutrition", on: checked))
        #expect(nutrition.error == nil, "\(nutrition.text)")
        #expect(nutrition.id == card.id)
        let screen = Self.screen(nutrition)
        #expect(screen.contains("Nutrition of pancakes: 227 kcal"), "\(screen)")
        #expect(!screen.contains("Serves 4"), "\(screen)")
    }

    @Test func aLayoutTheServerCannotReadIsAnErrorNamingServerToolAndURI() async throws {
        let imported = try await Self.importRecipes()
        defer { Task { await imported.stop() } }
        let agent = try Self.agent(imported, approvals: Approvals())

        let broken = await agent.invoke(Invocation("mcp.recipes.get_broken_card", arguments: [:]))
        #expect(broken.error != nil)
        #expect(broken.ui == nil)
        for part in ["A2UI layout unavailable", "a2ui://missing-layout", "'get_broken_card'", "'recipes'"] {
            #expect(broken.text.contains(part), "\(part) missing from: \(broken.text)")
        }
        #expect(try await Self.calledTools(imported).isEmpty, "the tool's layout is read before the tool runs")
    }

    @Test func aLayoutIsReadOnceAndReadAgainAfterTheServerSaysItsResourcesChanged() async throws {
        let imported = try await Self.importRecipes()
        defer { Task { await imported.stop() } }
        let agent = try Self.agent(imported, approvals: Approvals())
        let client = try #require(imported.clients.first)

        let first = await agent.invoke(Invocation("mcp.recipes.get_recipe", arguments: [:]))
        let second = await agent.invoke(Invocation("mcp.recipes.get_recipe", arguments: [:]))
        #expect(Self.screen(first).contains("Recipe card") && Self.screen(second).contains("Recipe card"))
        #expect(try await Self.log(imported).reads == ["a2ui://recipe-card"], "read once for two cards")

        // The server changes the layout and sends notifications/resources/list_changed.
        _ = try await client.call("restyle_layout", arguments: ["heading": "Weekend brunch"])
        let third = await agent.invoke(Invocation("mcp.recipes.get_recipe", arguments: [:]))
        #expect(Self.screen(third).contains("Weekend brunch"), "\(Self.screen(third))")
        #expect(try await Self.log(imported).reads == ["a2ui://recipe-card", "a2ui://recipe-card"])
    }
}
