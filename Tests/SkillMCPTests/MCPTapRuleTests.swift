import AgentSkill
import SkillJSON
import SkillUI
import Testing

@testable import SkillMCP

/// What a tap on an imported A2UI card calls, with which arguments, and with which effect it is
/// checked: ``MCPTapRule``, with no server.
@Suite struct MCPTapRuleTests {
    static func tool(_ name: String, _ annotations: JSONValue = [:], properties: [String] = []) -> MCPTool? {
        let schema: JSONValue = [
            "type": "object",
            "properties": .object(Dictionary(uniqueKeysWithValues: properties.map { ($0, ["type": "string"]) })),
        ]
        return MCPTool(["name": .string(name), "inputSchema": schema, "annotations": annotations])
    }

    static let scale = tool("scale_servings", ["readOnlyHint": true], properties: ["recipeId", "servings", "note"])

    /// (context, form values, the arguments sent to `scale_servings`): the context as it is, and
    /// inputs under the declared argument they name — whole name first, else its last step —
    /// never over the context.
    static let merges: [(JSONValue?, [String: JSONValue], JSONValue)] = [
        (nil, [:], [:]),
        (["recipeId": "pancakes"], [:], ["recipeId": "pancakes"]),
        (["recipeId": "pancakes"], ["form/note": "syrup"], ["recipeId": "pancakes", "note": "syrup"]),
        (
            ["recipeId": "pancakes"], ["note": "whole", "form/note": "last step"],
            ["recipeId": "pancakes", "note": "whole"]
        ),
        (["note": "from the context"], ["form/note": "from the field"], ["note": "from the context"]),
        (["recipeId": "pancakes"], ["form/email": "a@b.c", "colour": "red"], ["recipeId": "pancakes"]),
        (["extra": 1], ["servings": 8], ["extra": 1, "servings": 8]),
    ]

    @Test(arguments: merges)
    func aToolNamedLikeTheEventGetsTheContextWithDeclaredInputsMergedIn(
        context: JSONValue?, formValues: [String: JSONValue], expected: JSONValue
    ) throws {
        let scale = try #require(Self.scale)
        let tap = MCPTap(
            UIAction(componentID: "card-1-1:scale", action: "scale_servings", payload: context, formValues: formValues))
        let target = try #require(MCPTapRule.target(for: tap.event, among: [scale]))
        #expect(target == .tool(scale))
        #expect(try MCPTapRule.arguments(for: tap, calling: target) == expected)
    }

    @Test func anEventThatIsNoToolGoesToTheActionToolWithNameAndContext() throws {
        let scale = try #require(Self.scale)
        let action = try #require(Self.tool("action", properties: ["name", "context"]))
        let tap = MCPTap(
            UIAction(
                componentID: "card-1-1:share", action: "share_recipe", payload: ["recipeId": "pancakes"],
                formValues: ["form/note": "syrup"]))
        #expect(MCPTapRule.target(for: "share_recipe", among: [scale]) == nil)
        let target = try #require(MCPTapRule.target(for: "share_recipe", among: [scale, action]))
        #expect(target == .actionHandler(action))
        #expect(
            try MCPTapRule.arguments(for: tap, calling: target) == [
                "name": "share_recipe", "context": ["recipeId": "pancakes"],
            ])
        // A tool named like the event wins over the action tool.
        #expect(MCPTapRule.target(for: "scale_servings", among: [action, scale]) == .tool(scale))
    }

    @Test func aContextThatIsNotAnObjectIsRefused() throws {
        let scale = try #require(Self.scale)
        let tap = MCPTap(UIAction(componentID: "c", action: "scale_servings", payload: "8"))
        #expect(throws: MCPError.self) { try MCPTapRule.arguments(for: tap, calling: .tool(scale)) }
    }

    /// (the card tool's effect, the called tool's effect, whether the arguments pass the card
    /// tool's schema, the effect checked).
    static let effects: [(SkillEffect, SkillEffect, Bool, SkillEffect)] = [
        (.readOnly, .destructive, false, .destructive),
        (.readOnly, .write, false, .destructive),
        (.readOnly, .readOnly, false, .readOnly),
        (.destructive, .readOnly, false, .readOnly),
        (.readOnly, .destructive, true, .destructive),
        (.destructive, .readOnly, true, .destructive),
        (.write, .readOnly, true, .write),
        (.write, .destructive, true, .destructive),
        (.write, .write, true, .destructive),
        (.readOnly, .write, true, .destructive),
    ]

    @Test(arguments: effects)
    func aTapIsCheckedAsTheToolItCallsAlwaysAskedWhenItWritesAndADirectCallNeverLessThanItsOwnTool(
        own: SkillEffect, target: SkillEffect, couldBeDirectCall: Bool, expected: SkillEffect
    ) {
        #expect(MCPTapRule.effect(own: own, target: target, couldBeDirectCall: couldBeDirectCall) == expected)
    }

    /// Arguments that are a tap (the runner's `{componentID, action, payload?, formValues?}`) and
    /// ones that are not.
    static let shapes: [(JSONValue, Bool)] = [
        (["componentID": "card-1-1:delete", "action": "delete_recipe"], true),
        (["componentID": "c", "action": "a", "payload": ["recipeId": "x"], "formValues": ["note": "y"]], true),
        (["componentID": "c", "action": "a", "formValues": "y"], false),
        (["componentID": "c", "action": "a", "other": 1], false),
        (["action": "a"], false),
        (["componentID": 3, "action": "a"], false),
        ("delete_recipe", false),
    ]

    @Test(arguments: shapes)
    func onlyTheRunnersTapArgumentsReadAsATap(arguments: JSONValue, isTap: Bool) {
        #expect((MCPTap(arguments: arguments) != nil) == isTap)
    }

    @Test func aReadOnlyCardsButtonThatCallsADestructiveToolIsCheckedAsDestructive() throws {
        let get = try #require(Self.tool("get_recipe", ["readOnlyHint": true], properties: ["recipeId"]))
        let delete = try #require(Self.tool("delete_recipe", ["destructiveHint": true], properties: ["recipeId"]))
        let rename = try #require(Self.tool("rename", ["destructiveHint": false], properties: ["title"]))
        let client = MCPClient(MCPServerConfig(name: "recipes", command: "/nonexistent"))
        let skill = MCPToolSkill(tool: get, client: client, serverTools: [get, delete, rename])
        #expect(skill.effect == .readOnly)
        #expect(skill.uiActions == ["delete_recipe", "get_recipe", "rename"])
        let tap: JSONValue = [
            "componentID": "card-1-1:delete", "action": "delete_recipe", "payload": ["recipeId": "x"],
        ]
        #expect(skill.effect(for: tap) == .destructive)
        #expect(skill.effect(for: ["componentID": "card-1-1:r", "action": "rename"]) == .destructive)
        #expect(skill.effect(for: ["componentID": "card-1-1:s", "action": "share_recipe"]) == .readOnly)
        #expect(skill.effect(for: ["recipeId": "pancakes"]) == .readOnly)

        // A destructive tool whose schema takes tap-shaped arguments is never checked as less.
        let open = try #require(Self.tool("purge", ["destructiveHint": true]))
        let purge = MCPToolSkill(tool: open, client: client, serverTools: [open, get])
        #expect(purge.effect(for: ["componentID": "card-1-1:g", "action": "get_recipe"]) == .destructive)
    }

    @Test func aTapOnACardThatIsGoneOrWithAnEventThatIsNoToolIsRefusedSayingWhy() throws {
        let get = try #require(Self.tool("get_recipe", ["readOnlyHint": true], properties: ["recipeId"]))
        let client = MCPClient(MCPServerConfig(name: "recipes", command: "/nonexistent"))
        let cards = MCPCardStore(epoch: "t")
        let skill = MCPToolSkill(tool: get, client: client, serverTools: [get], cards: cards)

        do {
            _ = try skill.resolve(UIAction(componentID: "card-earlier-3:scale", action: "get_recipe"))
            Issue.record("a card from an earlier run was found")
        } catch {
            #expect(error.message.hasPrefix("card no longer live: "), "\(error.message)")
            #expect(error.message.contains("run 'mcp.recipes.get_recipe' again"), "\(error.message)")
        }

        let token = cards.add(try MCPCardTests.drawn())
        do {
            _ = try skill.resolve(UIAction(componentID: "\(token):share", action: "share_recipe"))
            Issue.record("an event that is no tool was sent")
        } catch {
            #expect(error.message.hasPrefix("not a tool: the button sends 'share_recipe'"), "\(error.message)")
            #expect(error.message.contains("MCP server 'recipes' (its tools: get_recipe)"), "\(error.message)")
        }
        #expect(skill.uiActions == ["get_recipe", "scale_servings"], "the cards' events reach prepare")

        let tap = try skill.resolve(
            UIAction(componentID: "\(token):root", action: "get_recipe", payload: ["recipeId": "waffles"]))
        #expect(tap.token == token)
        #expect(tap.target == .tool(get))
        #expect(tap.arguments == ["recipeId": "waffles"])
    }
}
