import SkillJSON
import Testing

@testable import SkillUI

/// Ids: given ones kept, missing ones derived from the position, duplicates renamed.
@Suite struct DecodingIDTests {
    /// Every id in the tree, parents first, list rows after their list.
    static func ids(_ component: SKComponent?) -> [String] {
        var ids: [String] = []
        component?.forEachNode { node in
            ids.append(node.id)
            if case .list(let list) = node { ids += list.items.map(\.id) }
        }
        return ids
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var input: String
        var ids: [String]
        var diagnostics: [String] = []
        var testDescription: String { input }
    }

    static let cases: [Case] = [
        Case(
            input:
                #"{"type":"stack","children":[{"type":"text","content":"a"},{"type":"card","children":[{"type":"divider"}]},{"type":"list","items":[{"title":"x"},{"title":"y","id":"y"}]}]}"#,
            ids: ["root", "root/0-text", "root/1-card", "root/1-card/0-divider", "root/2-list", "root/2-list/0", "y"]),
        Case(
            input: #"{"type":"card","id":"weather","children":[{"type":"text","content":"a"},{"type":"hstack"}]}"#,
            ids: ["weather", "weather/0-text", "weather/1-stack"],
            diagnostics: [
                #"$.children[1].type: unknown component type "hstack"; read as "stack" with direction "horizontal""#
            ]),
        // The index is the input index: a dropped sibling does not shift the ids after it.
        Case(
            input: #"{"type":"stack","children":[{"type":"text"},{"type":"divider"}]}"#,
            ids: ["root", "root/1-divider"],
            diagnostics: [#"$.children[0]: missing required field "content" for text; component dropped"#]),
        Case(
            input:
                #"{"type":"stack","children":[{"type":"divider","id":"a"},{"type":"divider","id":"a"},{"type":"divider","id":"a"}]}"#,
            ids: ["root", "a", "a~2", "a~3"],
            diagnostics: [
                #"$.children[1].id: duplicate id "a"; renamed "a~2""#,
                #"$.children[2].id: duplicate id "a"; renamed "a~3""#,
            ]),
        // A given id that an earlier node received as a derived id: the given one wins.
        Case(
            input: #"{"type":"stack","children":[{"type":"divider"},{"type":"divider","id":"root/0-divider"}]}"#,
            ids: ["root", "root/0-divider~2", "root/0-divider"]),
        // A given id that a later node would derive: the later one steps aside.
        Case(
            input: #"{"type":"stack","children":[{"type":"divider","id":"root/1-divider"},{"type":"divider"}]}"#,
            ids: ["root", "root/1-divider", "root/1-divider~2"]),
        // A renamed duplicate never takes an id given later in the document.
        Case(
            input:
                #"{"type":"stack","children":[{"type":"divider","id":"a"},{"type":"divider","id":"a"},{"type":"divider","id":"a~2"}]}"#,
            ids: ["root", "a", "a~3", "a~2"],
            diagnostics: [#"$.children[1].id: duplicate id "a"; renamed "a~3""#]),
        Case(
            input:
                #"{"type":"stack","id":"root","children":[{"type":"list","id":"root","items":[{"title":"a","id":"root"}]}]}"#,
            ids: ["root", "root~2", "root~3"],
            diagnostics: [
                #"$.children[0].id: duplicate id "root"; renamed "root~2""#,
                #"$.children[0].items[0].id: duplicate id "root"; renamed "root~3""#,
            ]),
        Case(
            input:
                #"{"type":"stack","children":[{"type":"divider","id":7},{"type":"divider","id":"  b "},{"type":"divider","id":""},{"type":"divider","id":true}]}"#,
            ids: ["root", "7", "b", "root/2-divider", "root/3-divider"],
            diagnostics: [
                #"$.children[0].id: expected a string id, got 7; read as "7""#,
                #"$.children[1].id: id "  b " has white space around it; trimmed"#,
                #"$.children[2].id: id is empty; a derived id is used"#,
                #"$.children[3].id: expected a string id, got true; a derived id is used"#,
            ]),
        Case(input: #"{"type":"divider","id":"分隔线 ✂️"}"#, ids: ["分隔线 ✂️"]),
        Case(
            input: #"{"type":"stack","children":[{"type":"rating"}]}"#, ids: ["root", "root/0-rating"],
            diagnostics: [
                #"$.children[0].type: unknown component type "rating"; kept as an unknown node that renders nothing"#
            ]),
    ]

    @Test(arguments: cases)
    func idsAreKeptDerivedAndMadeUnique(_ testCase: Case) throws {
        let (component, diagnostics) = try DecodingFixtures.lenient(testCase.input)
        #expect(Self.ids(component) == testCase.ids)
        #expect(diagnostics == testCase.diagnostics)
        let all = Self.ids(component)
        #expect(Set(all).count == all.count)
    }

    @Test func derivedIDsAreStableWhenSiblingsAreAppended() throws {
        let before = try DecodingFixtures.lenient(#"{"type":"stack","children":[{"type":"text","content":"a"}]}"#).0
        let after = try DecodingFixtures.lenient(
            #"{"type":"stack","children":[{"type":"text","content":"a"},{"type":"divider"}]}"#
        ).0
        #expect(Array(Self.ids(after).prefix(2)) == Self.ids(before))
    }

    @Test func decodedIDsAgreeWithAssignedIDsOfTheModel() throws {
        let text = try DecodingFixtures.gallery("01-welcome")
        let decoded = try #require(UIDecoder.decode(json: text).component)
        var blank = decoded
        blank.id = ""
        blank.children = blank.children.map { child in
            var child = child
            child.id = ""
            if case .list(var list) = child {
                list.items = list.items.map { item in
                    var item = item
                    item.id = ""
                    return item
                }
                child = .list(list)
            }
            return child
        }
        #expect(blank.withAssignedIDs() == decoded)
    }
}
