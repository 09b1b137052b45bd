import SkillJSON
import Testing

@testable import SkillUI

/// Bound documents streamed through ``UIStreamDecoder``: cut anywhere, they end as the whole
/// document decodes.
@Suite struct UIBoundStreamingTests {
    /// `$data` first, as the format advises: templates, functions, inputs, text in three scripts.
    static let dataFirst = #"""
        {"$data": {"title": "订单 · Orders", "orders": [{"name": "Tea 茶", "qty": 2, "price": 3.5}, {"name": "Cake 🍰", "qty": 1, "price": 4}],
                   "count": 2, "form": {"note": "naïve", "gift": true}},
         "type": "card", "title": {"$bind": "/title"}, "children": [
           {"type": "list", "id": "lines", "items": {"$each": "/orders", "template":
             {"title": {"$bind": "name"}, "trailing": {"$call": "formatCurrency", "args": {"value": {"$bind": "price"}, "currency": "EUR"}}}}},
           {"type": "text", "id": "count", "content": {"$call": "pluralize", "args": {"value": {"$bind": "/count"}, "one": "one order", "other": "several orders"}}},
           {"type": "textField", "id": "note", "label": "Note", "value": {"$bind": "/form/note"}},
           {"type": "toggle", "id": "gift", "label": "Gift", "isOn": {"$bind": "/form/gift"}}]}
        """#

    /// `$data` last: every partial tree before it is read as a plain document.
    static let dataLast = #"""
        {"type": "stack", "children": [
           {"type": "text", "id": "greeting", "content": {"$call": "formatString", "args": {"value": "你好, ${/name}!"}}},
           {"$each": "/rows", "template": {"type": "badge", "id": "tag", "text": {"$bind": "."}}},
           {"type": "progress", "id": "done", "value": {"$bind": "/done"}}],
         "$data": {"name": "Zoë", "rows": ["α", "β"], "done": 0.25}}
        """#

    /// The two above and the gallery's bound documents (22–28).
    static let documents =
        [("data first", dataFirst), ("data last", dataLast)]
        + UIGallery.examples.filter { $0.json.contains(UIBindingSyntax.dataKey) }.map { ($0.name, $0.json) }

    private func whole(_ text: String) throws -> UIDecodeResult {
        let result = UIDecoder.decode(json: text)
        #expect(result.component != nil)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return result
    }

    @Test func theGallerysBoundDocumentsAreStreamedToo() {
        #expect(Self.documents.count >= 8)
    }

    /// Cut in two at every byte (inside multi-byte characters too; every 11th byte for the longer
    /// gallery documents, to keep the suite quick), the stream ends with the tree, the bindings and
    /// the diagnostics of the whole document.
    @Test(arguments: documents)
    func aCutAtEveryByteEndsAsTheWholeDocument(name: String, text: String) throws {
        let whole = try whole(text)
        let bytes = Array(text.utf8)
        let step = name.hasPrefix("data ") ? 1 : 11
        for cut in stride(from: 0, through: bytes.count, by: step) {
            var stream = UIStreamDecoder()
            _ = stream.append(bytes: bytes[..<cut])
            _ = stream.append(bytes: bytes[cut...])
            let final = stream.finish()
            #expect(final.component == whole.component, "\(name): cut at \(cut)")
            #expect(final.bindings == whole.bindings, "\(name): cut at \(cut)")
            #expect(final.diagnostics == whole.diagnostics, "\(name): cut at \(cut)")
        }
    }

    /// Fed one byte at a time, every partial snapshot decodes (no trap), holds no errors, and the
    /// last one shown is the whole tree.
    @Test(arguments: documents)
    func everyPartialSnapshotDecodes(name: String, text: String) throws {
        let whole = try whole(text)
        var stream = UIStreamDecoder()
        var shown: [SKComponent] = []
        for byte in text.utf8 {
            guard let partial = stream.append(bytes: [byte]) else { continue }
            #expect(!partial.hasErrors, "\(name): \(partial.diagnostics)")
            if let component = partial.component { shown.append(component) }
        }
        #expect(shown.count > 5, "\(name): only \(shown.count) partial trees")
        #expect(shown.last == whole.component, "\(name)")
        #expect(stream.finish().component == whole.component, "\(name)")
    }

    /// With `$data` first, the bound values show while the components arrive: a partial tree
    /// already holds the first order's resolved row before the document is complete.
    @Test func dataFirstShowsResolvedValuesEarly() throws {
        var stream = UIStreamDecoder()
        let text = Self.dataFirst
        let cut = try #require(text.range(of: #"{"type": "textField""#)).lowerBound
        let appended = stream.append(String(text[..<cut]))
        let partial = try #require(appended)
        guard case .card(let card)? = partial.component, case .list(let list)? = card.children.first else {
            Issue.record("unexpected partial tree \(String(describing: partial.component))")
            return
        }
        #expect(card.title == "订单 · Orders")
        #expect(list.items.map(\.title) == ["Tea 茶", "Cake 🍰"])
        #expect(list.items.map(\.trailing) == ["€3.50", "€4.00"])
    }
}
