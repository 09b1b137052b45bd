import Foundation
import SkillJSON
import SkillUITerminal
import TestSupport
import Testing

@testable import SkillUI

/// What docs/UI-FORMAT.md's "Data binding and templates" section shows is what the code does:
/// its examples, their outputs and its diagnostics, read from the page itself.
@Suite struct UIBindingDocsTests {
    struct Unreadable: Error, CustomStringConvertible {
        var description: String
    }

    /// The section's text, from its heading to the next `## ` heading.
    static func section() throws -> String {
        let page = try String(contentsOf: PackageRoot.appending("docs/UI-FORMAT.md"), encoding: .utf8)
        guard let start = page.range(of: "\n## Data binding and templates\n") else {
            throw Unreadable(description: "docs/UI-FORMAT.md has no \"## Data binding and templates\" section")
        }
        let rest = page[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    /// The fenced blocks of `language` in `text`, in order.
    static func blocks(_ language: String, in text: String) -> [String] {
        let parts = text.components(separatedBy: "```" + language + "\n").dropFirst()
        return parts.compactMap { $0.components(separatedBy: "\n```").first }
    }

    /// The text of subsection `heading` (`### …`) of the section.
    static func subsection(_ heading: String) throws -> String {
        let text = try section()
        guard let start = text.range(of: "\n### " + heading + "\n") else {
            throw Unreadable(description: "no \"### \(heading)\" in the section")
        }
        let rest = text[start.upperBound...]
        let end = rest.range(of: "\n### ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    @Test func theOpeningExampleReadsAsTheSectionSays() throws {
        let json = try #require(Self.blocks("json", in: try Self.section()).first)
        let result = UIDecoder.decode(json: json)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        guard case .card(let card)? = result.component else {
            Issue.record("expected a card, got \(String(describing: result.component))")
            return
        }
        #expect(card.title == "Ada")
        let badges = card.children.compactMap { node -> String? in
            guard case .badge(let badge) = node else { return nil }
            return "\(badge.id) \(badge.text)"
        }
        #expect(badges == ["item#0 tea", "item#1 cake"])
        let bindings = try #require(result.bindings)
        #expect(bindings.fields == [.init(componentID: "root", path: ["title"], expression: ["$bind": "/user/name"])])
        #expect(
            bindings.templates.map { "\($0.componentID) \($0.path) \($0.start) \($0.count) \($0.pointer)" } == [
                "root $.children 0 2 /items"
            ])
        var surface = try UIBoundSurface(json: json)
        #expect(try surface.set("Grace", at: "/user/name") == [.update(id: "root", set: ["title": "Grace"], unset: [])])
    }

    @Test func theWorkedExampleRendersAndChangesAsShown() throws {
        let text = try Self.subsection("A worked example")
        let json = try #require(Self.blocks("json", in: text).first)
        let terminal = try #require(Self.blocks("text", in: text).first)
        var surface = try UIBoundSurface(json: json)
        #expect(surface.diagnostics.isEmpty, "\(surface.diagnostics)")
        let rendered = TerminalRenderer(options: .init(width: 60, color: false)).render(surface.tree).text
        #expect(rendered == terminal)
        #expect(text.contains("card titled `Order for Ada`"))
        #expect(surface.bindings.fields.map(\.componentID) == ["total", "note", "note-echo", "gift", "order"])
        #expect(
            surface.bindings.templates.map { "\($0.componentID) \($0.path) \($0.count) \($0.pointer)" } == [
                "lines $.rows 2 /orders"
            ])
        #expect(surface.bindings.inputs == ["note": "/note", "gift": "/gift"])
        let typed = try surface.apply(formValues: ["note": "Ring twice", "gift": true])
        #expect(
            typed == [
                .update(id: "note", set: ["value": "Ring twice"], unset: []),
                .update(id: "note-echo", set: ["content": "Note: Ring twice"], unset: []),
                .update(id: "gift", set: ["isOn": true], unset: []),
            ])
        let appended = try surface.set(["item": "Apple pie", "qty": 1, "price": 4], at: "/orders/-")
        let rows: JSONValue = [
            ["Green tea", "2", "$3.50"], ["Cheesecake", "1", "$4.25"], ["Apple pie", "1", "$4.00"],
        ]
        #expect(appended == [.update(id: "lines", set: ["rows": rows], unset: [])])
        for shown in [
            #".update(id: "note", set: ["value": "Ring twice"], unset: [])"#,
            #".update(id: "note-echo", set: ["content": "Note: Ring twice"], unset: [])"#,
            #".update(id: "gift", set: ["isOn": true], unset: [])"#,
            #".update(id: "lines", set: ["rows": [["Green tea", "2", "$3.50"], ["Cheesecake", "1", "$4.25"], ["Apple pie", "1", "$4.00"]]], unset: [])"#,
        ] {
            #expect(text.contains(shown), "\(shown)")
        }
    }

    /// Each line of the diagnostics block, and a document that gives it.
    static let diagnostics: [(document: String, line: String)] = [
        (
            #"{"$data": {}, "type": "text", "content": {"$bind": "/nowhere"}}"#,
            #"warning  $.content["$bind"]: nothing at /nowhere in the data model; shown empty"#
        ),
        (
            #"{"$data": {"a": 1}, "type": "stack", "children": {"$each": "/a", "template": {"type": "divider"}}}"#,
            #"warning  $.children["$each"]: /a is 1, not an array; no copies"#
        ),
        (
            #"{"$data": {}, "type": "text", "content": "x", "$note": 1}"#,
            #"warning  $["$note"]: "$note" is not a field (only the root's "$data" is special); ignored"#
        ),
        (
            #"{"$data": {"a": "x"}, "type": "text", "content": {"$bind": "/a", "default": "y"}}"#,
            #"warning  $.content.default: "default" is not part of a "$bind" expression; ignored"#
        ),
        (
            #"{"$data": {}, "type": "text", "content": {"$call": "openUrl", "args": {"url": "https://example.com"}}}"#,
            #"warning  $.content["$call"]: openUrl opens a page when tapped and has no value; write a link ({"type": "link", "url": …}); shown empty"#
        ),
        (
            #"{"$data": {"s": "abc"}, "type": "toggle", "name": "t", "label": "T", "isOn": {"$call": "length", "args": {"value": {"$bind": "/s"}}}}"#,
            #"warning  $.isOn["$call"]: length without min or max always passes"#
        ),
        (
            #"{"$data": {}, "type": "text", "content": {"$call": "formatString", "args": {"value": "${/a"}}}"#,
            #"warning  $.content.args.value: formatString: missing } at character 4; the rest is kept as text"#
        ),
        (
            #"{"$data": [], "type": "text", "content": "x"}"#,
            #"error    $["$data"]: the data model must be an object, got an array; read as {}"#
        ),
        (
            #"{"$data": {}, "type": "text", "content": {"$bind": 3}}"#,
            #"error    $.content["$bind"]: expected a JSON Pointer string, got 3; shown empty"#
        ),
        (
            #"{"$data": {}, "type": "stack", "children": {"$each": "/a~9", "template": {"type": "divider"}}}"#,
            #"error    $.children["$each"]: bad JSON Pointer "/a~9": "~" must be followed by 0 or 1 (RFC 6901); no copies"#
        ),
        (
            #"{"$data": {}, "type": "stack", "children": {"$each": "/a"}}"#,
            #"error    $.children: a template needs "template", the value to copy; no copies"#
        ),
        (
            #"{"$data": {}, "type": "text", "content": {"$call": "shout", "args": {}}}"#,
            #"error    $.content["$call"]: unknown function "shout" — the basic catalog has required, regex, …; shown empty"#
        ),
        (
            #"{"$data": {}, "type": "text", "content": {"$call": "formatCurrency", "args": {"value": 3}}}"#,
            #"error    $.content["$call"]: formatCurrency needs the argument "currency""#
        ),
        (
            #"{"$data": {"a": ["# + Array(repeating: "0", count: 1_500).joined(separator: ",")
                + #"]}, "type": "stack", "children": {"$each": "/a", "template": {"type": "divider"}}}"#,
            #"error    $.children["$each"]: /a has 1500 elements; the template copies the first 1000 (maxTemplateItems)"#
        ),
    ]

    @Test func theDiagnosticsShownAreTheOnesGiven() throws {
        let block = try #require(Self.blocks("", in: try Self.subsection("Diagnostics")).first)
        let shown = block.split(separator: "\n").map(String.init)
        #expect(shown.count == Self.diagnostics.count)
        for (document, line) in Self.diagnostics {
            #expect(shown.contains(line), "\(line) is not in the page")
            let given = UIDecoder.decode(json: document).diagnostics.map { diagnostic in
                (diagnostic.severity == .error ? "error    " : "warning  ") + diagnostic.description
            }
            // The page may shorten a long message with "…" (the list of functions).
            let parts = line.components(separatedBy: "…")
            let matches = given.contains { text in
                parts.count == 1 ? text == line : text.hasPrefix(parts[0]) && text.hasSuffix(parts[parts.count - 1])
            }
            #expect(matches, "\(given) does not give \(line)")
        }
    }
}
