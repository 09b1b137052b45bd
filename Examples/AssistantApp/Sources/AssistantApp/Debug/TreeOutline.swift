import SkillUI
import SwiftUI

/// The decoded tree as an indented outline: each node's type, id and a few words of its content.
struct TreeOutline: View {
    let tree: SKComponent

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            ForEach(OutlineRow.rows(of: tree)) { row in
                HStack(spacing: 6) {
                    Text(verbatim: row.type)
                        .fontWeight(.semibold)
                    Text(verbatim: row.id)
                        .foregroundStyle(.secondary)
                    if let words = row.words {
                        Text(verbatim: words)
                            .lineLimit(1)
                    }
                }
                .font(.caption.monospaced())
                .padding(.leading, CGFloat(row.depth) * 14)
            }
        }
    }
}

/// One line of the outline.
struct OutlineRow: Identifiable {
    /// The node's id (unique in a decoded tree).
    let id: String
    let depth: Int
    let type: String
    let words: String?

    /// Every node of `tree`, parents before children, with its depth.
    static func rows(of tree: SKComponent) -> [OutlineRow] {
        var rows: [OutlineRow] = []
        var pending: [(node: SKComponent, depth: Int)] = [(tree, 0)]
        while let entry = pending.popLast() {
            let node = entry.node
            rows.append(OutlineRow(id: node.id, depth: entry.depth, type: node.typeName, words: words(of: node)))
            pending.append(contentsOf: node.children.reversed().map { ($0, entry.depth + 1) })
        }
        return rows
    }

    private static func words(of node: SKComponent) -> String? {
        switch node {
        case .text(let text): text.content
        case .button(let button): button.title
        case .card(let card): card.title
        case .chart(let chart): chart.title
        case .link(let link): link.title
        case .badge(let badge): badge.text
        case .textField(let field): field.name
        case .toggle(let toggle): toggle.name
        case .picker(let picker): picker.name
        case .slider(let slider): slider.name
        case .dateTimeInput(let input): input.name
        default: nil
        }
    }
}
