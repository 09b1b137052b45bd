#if canImport(SwiftUI)
    import SkillUI
    import SwiftUI

    /// A `list` component: rows with a title, a subtitle and trailing text; a row with an action is a button.
    struct SKListView: View {
        let node: SKList
        let context: SKRenderContext

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(node.items, id: \.id) { item in
                    if let action = item.action {
                        Button(action: { context.send(componentID: item.id, action: action, payload: item.payload) }) {
                            SKListRow(item: item)
                        }
                        .buttonStyle(.plain)
                    } else {
                        SKListRow(item: item)
                    }
                }
            }
        }
    }

    /// One row of a list: its words, read by VoiceOver as one element.
    struct SKListRow: View {
        let item: SKList.Item

        var body: some View {
            HStack(alignment: .firstTextBaseline) {
                VStack(alignment: .leading, spacing: 2) {
                    Text(item.title)
                    if let subtitle = item.subtitle {
                        Text(subtitle)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
                Spacer(minLength: 8)
                if let trailing = item.trailing {
                    Text(trailing)
                        .foregroundStyle(.secondary)
                }
            }
            .padding(.vertical, 6)
            .frame(maxWidth: .infinity, alignment: .leading)
            .accessibilityElement(children: .combine)
        }
    }
#endif
