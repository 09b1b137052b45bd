import Foundation
import SkillJSON

@testable import SkillUI

/// Builders for small A2UI inputs.
enum A2UIFixtures {
    static let catalog = A2UICatalog.basicCatalogID

    /// A JSONL document: createSurface "main", one updateComponents, and (when given) the data.
    static func jsonl(_ components: [JSONValue], data: JSONValue? = nil, surface: String = "main") -> String {
        var lines: [JSONValue] = [
            ["version": "v0.9", "createSurface": ["surfaceId": .string(surface), "catalogId": .string(catalog)]],
            [
                "version": "v0.9",
                "updateComponents": ["surfaceId": .string(surface), "components": .array(components)],
            ],
        ]
        if let data {
            lines.append([
                "version": "v0.9", "updateDataModel": ["surfaceId": .string(surface), "path": "/", "value": data],
            ])
        }
        return lines.map { $0.stableString() + "\n" }.joined()
    }

    /// Reads and renders; returns the tree and every diagnostic's description with its severity.
    static func render(_ text: String, options: A2UIRenderOptions = .init(), limits: A2UILimits = .default)
        -> (tree: SKComponent?, diagnostics: [String])
    {
        let (document, notes) = A2UIDocument.read(text, limits: limits)
        let rendering = document.render(options: options)
        let all = (notes + rendering.diagnostics).map { "\($0.severity.rawValue): \($0.description)" }
        return (rendering.component, all)
    }

    /// The value one Text component shows when its `text` is `value`, over `data`.
    static func text(_ value: JSONValue, data: JSONValue = [:], options: A2UIRenderOptions = .init()) -> String? {
        let document = jsonl([["id": "root", "component": "Text", "text": value]], data: data)
        guard case .text(let text)? = render(document, options: options).tree else { return nil }
        return text.content
    }

    /// Every node's id, parents first.
    static func ids(_ tree: SKComponent?) -> [String] {
        var ids: [String] = []
        tree?.forEachNode { ids.append($0.id) }
        return ids
    }

    /// The tree with every id cleared: for comparing trees up to ids.
    static func withoutIDs(_ tree: SKComponent) -> SKComponent {
        var copy = tree
        copy.id = ""
        if case .list(var list) = copy {
            list.items = list.items.map { item in
                var item = item
                item.id = ""
                return item
            }
            copy = .list(list)
        }
        copy.children = copy.children.map(withoutIDs)
        return copy
    }
}
