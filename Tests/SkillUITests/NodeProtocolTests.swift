import SkillJSON
import Testing

@testable import SkillUI

/// The payload protocol behind ``SKComponent``: each kind's payload answers for itself what the
/// per-case switches used to, and wrapping and unwrapping are each other's inverse.
@Suite struct NodeProtocolTests {
    static let every: [SKComponent] =
        DecodingRoundTripTests.full + DecodingRoundTripTests.minimal + [
            .custom(SKCustom(id: "cu", type: "note", properties: ["text": "x"], children: [.divider(SKDivider())])),
            .unknown(SKUnknown(id: "un", type: "gizmo", raw: ["type": "gizmo", "children": [1]])),
        ]

    /// The payload as the protocol sees it, its kind found by the one switch.
    private struct Payload: NodeVisitor {
        func visit<Node: NodePayload>(_ node: Node) -> (typeName: String, id: String, wrapped: SKComponent) {
            (node.typeName, node.id, node.component)
        }
    }

    @Test(arguments: every)
    func wrappingThePayloadGivesTheComponentBack(_ component: SKComponent) {
        let payload = component.visit(Payload())
        #expect(payload.wrapped == component)
        #expect(payload.typeName == component.typeName)
        #expect(payload.id == component.id)
    }

    @Test(arguments: every)
    func onlyTheOwnPayloadTypeReadsTheComponent(_ component: SKComponent) {
        func reads<Node: NodePayload>(_ type: Node.Type) -> Bool {
            Node.payload(of: component) { $0.component == component } ?? false
        }
        let unwrapped = [
            reads(SKText.self), reads(SKButton.self), reads(SKStack.self), reads(SKTabs.self), reads(SKModal.self),
            reads(SKCustom.self), reads(SKUnknown.self),
        ]
        let expected =
            ["text", "button", "stack", "tabs", "modal"].map { $0 == component.typeName } + [
                { if case .custom = component { true } else { false } }(),
                { if case .unknown = component { true } else { false } }(),
            ]
        #expect(unwrapped == expected)
    }

    @Test(arguments: every)
    func settingTheIDChangesOnlyTheID(_ component: SKComponent) {
        var renamed = component
        renamed.id = "renamed"
        #expect(renamed.id == "renamed")
        #expect(renamed.typeName == component.typeName)
        #expect(renamed.children == component.children)
        #expect(renamed.properties == component.properties)
        renamed.id = component.id
        #expect(renamed == component)
    }

    @Test(arguments: every)
    func childrenAreKeptByContainersAndSlotsOnly(_ component: SKComponent) {
        var changed = component
        let replacement = component.children.map { _ in SKComponent.divider(SKDivider(id: "new")) }
        changed.children = replacement + [.spacer(SKSpacer(id: "extra"))]
        switch component.childLayout {
        case .none:
            #expect(component.children.isEmpty)
            #expect(changed == component)
        case .container:
            #expect(changed.children == replacement + [.spacer(SKSpacer(id: "extra"))])
        case .slots:
            // A tab per child, extra ones ignored; a modal takes exactly two, so it stays.
            if case .modal = component {
                #expect(changed == component)
            } else {
                #expect(changed.children == replacement)
            }
        }
    }

    @Test(arguments: [
        ("stack", ChildLayout.container), ("card", .container), ("note", .container), ("tabs", .slots),
        ("modal", .slots), ("text", .none), ("list", .none), ("gizmo", .none),
    ])
    func childLayoutByKind(typeName: String, layout: ChildLayout) throws {
        let component = try #require(Self.every.first { $0.typeName == typeName })
        #expect(component.childLayout == layout)
        #expect(component.hasFixedSlots == (layout == .slots))
        #expect(component.canHoldChildren == (layout == .container))
    }

    @Test func everyBuiltinKindHasOnePayloadType() {
        let kinds = Self.every.compactMap { SKComponentKind(rawValue: $0.typeName) }
        #expect(Set(kinds) == Set(SKComponentKind.allCases))
        for component in Self.every {
            if let kind = SKComponentKind(rawValue: component.typeName) {
                #expect(component.visit(KindOfPayload()) == kind)
            }
        }
    }

    private struct KindOfPayload: NodeVisitor {
        func visit<Node: NodePayload>(_ node: Node) -> SKComponentKind? {
            (node as? any SKBuiltinNode).map { type(of: $0).kind }
        }
    }

    @Test func sameKindComparesTheCaseAndTheTag() {
        let custom = SKComponent.custom(SKCustom(type: "gizmo"))
        let unknown = SKComponent.unknown(SKUnknown(type: "gizmo", raw: [:]))
        #expect(!custom.isSameKind(as: unknown))
        #expect(custom.isSameKind(as: .custom(SKCustom(id: "other", type: "gizmo"))))
        #expect(!custom.isSameKind(as: .custom(SKCustom(type: "gadget"))))
        #expect(SKComponent.text(SKText(content: "a")).isSameKind(as: .text(SKText(content: "b"))))
        #expect(!SKComponent.text(SKText(content: "a")).isSameKind(as: .badge(SKBadge(text: "a"))))
    }
}
