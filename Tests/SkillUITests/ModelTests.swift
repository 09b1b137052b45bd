import SkillJSON
import SkillUI
import Testing

@Suite struct ColorTests {
    @Test(arguments: [
        ("#FFF", "#FFFFFF"), ("#ff8800", "#FF8800"), ("#FF880080", "#FF880080"), ("#FF8800FF", "#FF8800"),
        ("label", "label"), ("secondary_label", "secondaryLabel"), ("Secondary-Label", "secondaryLabel"),
        ("DANGER", "danger"),
    ])
    func parsesAndPrintsCanonically(input: String, expected: String) throws {
        let color = try #require(SKColor(input))
        #expect(color.description == expected)
    }

    @Test(arguments: ["", "#", "#12", "#12345", "#GGGGGG", "red", "#1234567", "javascript:alert(1)", "#FFF;"])
    func rejectsOtherStrings(input: String) {
        #expect(SKColor(input) == nil)
    }

    @Test func semanticColorsFollowTheMode() {
        let label = SKColor.semantic(.label)
        #expect(label.resolved(dark: false) != label.resolved(dark: true))
        #expect(SKColor.rgba(red: 1, green: 2, blue: 3, alpha: 4).resolved(dark: true) == (1, 2, 3, 4))
    }
}

@Suite struct IdentityTests {
    @Test func missingIDsAreDerivedFromPathAndType() {
        let tree = SKComponent.stack(
            SKStack(children: [
                .text(SKText(content: "a")),
                .card(SKCard(title: "c", children: [.button(SKButton(title: "b", action: "go"))])),
                .list(SKList(items: [SKList.Item(title: "row")])),
            ]))
        var ids: [String] = []
        tree.withAssignedIDs().forEachNode { ids.append($0.id) }
        #expect(ids == ["root", "root/0-text", "root/1-card", "root/1-card/0-button", "root/2-list"])
        guard case .list(let list) = tree.withAssignedIDs().children[2] else {
            Issue.record("expected a list")
            return
        }
        #expect(list.items.map(\.id) == ["root/2-list/0"])
    }

    @Test func givenIDsAreKeptAndDuplicatesRenamed() {
        let tree = SKComponent.stack(
            SKStack(
                id: "page",
                children: [
                    .text(SKText(id: "same", content: "a")), .text(SKText(id: "same", content: "b")),
                    .text(SKText(id: "page/2-text", content: "given")), .text(SKText(content: "derived")),
                ]))
        var ids: [String] = []
        tree.withAssignedIDs().forEachNode { ids.append($0.id) }
        #expect(ids == ["page", "same", "same~2", "page/2-text", "page/3-text"])
    }

    @Test func derivedIDsNeverTakeAGivenOne() {
        let tree = SKComponent.stack(
            SKStack(children: [.text(SKText(content: "x")), .text(SKText(id: "root/0-text", content: "y"))]))
        var ids: [String] = []
        tree.withAssignedIDs().forEachNode { ids.append($0.id) }
        #expect(ids == ["root", "root/0-text~2", "root/0-text"])
    }
}

@Suite struct ActionLookupTests {
    static let tree = SKComponent.stack(
        SKStack(
            id: "root",
            children: [
                .button(SKButton(id: "del", title: "删除", action: "delete")),
                .button(SKButton(id: "off", title: "Off", action: "nope", disabled: true)),
                .list(
                    SKList(
                        id: "l",
                        items: [
                            SKList.Item(id: "row1", title: "a", action: "open"), SKList.Item(id: "row2", title: "b"),
                        ])),
                .toggle(SKToggle(id: "t", name: "remind", label: "提醒", action: "toggle_remind")),
                .picker(SKPicker(id: "p", name: "unit", options: [.init(value: "c", label: "°C")], action: "set_unit")),
                .text(SKText(id: "txt", content: "plain")),
            ]))

    @Test(
        arguments: [
            ("del", "delete"), ("off", nil), ("row1", "open"), ("row2", nil), ("t", "toggle_remind"), ("p", "set_unit"),
            ("txt", nil), ("missing", nil),
        ] as [(String, String?)])
    func offeredActions(id: String, expected: String?) {
        #expect(Self.tree.actionOffered(by: id) == expected)
    }

    @Test func containsFindsNodesAndRows() {
        #expect(Self.tree.contains(componentID: "row2"))
        #expect(Self.tree.contains(componentID: "txt"))
        #expect(!Self.tree.contains(componentID: "missing"))
    }
}

@Suite struct RegistryAndCatalogTests {
    @Test func builtInTypesCannotBeOverridden() {
        var registry = SKComponentRegistry()
        let text = registry.register(SKCustomComponentDefinition(type: "text"))
        let section = registry.register(SKCustomComponentDefinition(type: "section"))
        let rating = registry.register(SKCustomComponentDefinition(type: "rating"))
        #expect(!text)
        #expect(!section)
        #expect(rating)
        #expect(registry.types == ["rating"])
    }

    @Test func compactCatalogDescribesEveryComponentWithinItsBudget() {
        let prompt = UICatalog.promptText()
        for kind in SKComponentKind.allCases {
            #expect(prompt.contains("\n\(kind.rawValue)("), "missing \(kind.rawValue)")
        }
        #expect(UICatalog.estimatedTokens(prompt) <= 1_500)
    }

    @Test func catalogExamplesAreValidAgainstTheSchemaShape() throws {
        let schema = UICatalog.jsonSchema()
        let definitions = try #require(schema["$defs"]?.objectValue)
        for kind in SKComponentKind.allCases {
            let definition = try #require(definitions[kind.rawValue], "no $defs for \(kind.rawValue)")
            #expect(definition["properties"]?["type"]?["const"] == .string(kind.rawValue))
        }
        #expect(definitions["component"]?["oneOf"]?.arrayValue?.count == SKComponentKind.allCases.count)
    }

    @Test func customTypesJoinThePrompt() {
        var registry = SKComponentRegistry()
        registry.register(
            SKCustomComponentDefinition(type: "rating", schema: .object(["stars": .integer(minimum: 0, maximum: 5)])))
        #expect(UICatalog.promptText(registry: registry).hasSuffix("\nrating(stars) custom component"))
    }
}
