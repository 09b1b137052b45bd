#if canImport(SwiftUI)
    import SkillUI
    import SwiftUI

    /// A `tabs` component: a segmented control of the tab titles over the chosen tab's content (a `TabView`
    /// would take over the window's tab bar on iPhone). `selected` says which tab shows first.
    struct SKTabsView: View {
        let node: SKTabs
        let context: SKRenderContext
        @State private var selected: Int

        init(node: SKTabs, context: SKRenderContext) {
            self.node = node
            self.context = context
            self._selected = State(initialValue: node.selected)
        }

        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Picker(SKPresentationNeeds.tabsName(node), selection: $selected) {
                    ForEach(Array(node.tabs.indices), id: \.self) { index in
                        Text(node.tabs[index].title).tag(index)
                    }
                }
                .pickerStyle(.segmented)
                .labelsHidden()
                if node.tabs.indices.contains(selected) {
                    SKNodeView(node: node.tabs[selected].child, context: context)
                        .id(node.tabs[selected].child.id)
                }
            }
            .onChange(of: node.selected) { _, newSelection in selected = newSelection }
        }
    }
#endif
