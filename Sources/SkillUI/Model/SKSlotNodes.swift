/// Pages of content under a row of titled tabs, one page shown at a time (A2UI's `Tabs`).
///
/// Each tab holds exactly one child; ``SKComponent/children`` lists them in tab order.
public struct SKTabs: Sendable, Hashable {
    /// The most tabs one component may have; decoding drops the rest (an error).
    public static let maxTabs = 20

    /// One tab: its title and the component shown when it is selected.
    public struct Tab: Sendable, Hashable {
        public var title: String
        public var child: SKComponent

        public init(title: String, child: SKComponent) {
            self.title = title
            self.child = child
        }
    }

    public var id: String
    public var tabs: [Tab]
    /// The index of the tab shown first (0 by default).
    public var selected: Int

    public init(id: String = "", tabs: [Tab], selected: Int = 0) {
        self.id = id
        self.tabs = tabs
        self.selected = selected
    }
}

/// Content that opens over the page when its trigger is tapped, and closes again (A2UI's `Modal`).
///
/// ``SKComponent/children`` is `[trigger, content]`.
public struct SKModal: Sendable, Hashable {
    public var id: String
    /// The heading of the open dialog.
    public var title: String?
    /// What is shown in place, and opens the dialog: best a button, a text or an icon.
    public var trigger: SKComponent
    /// What the dialog shows.
    public var content: SKComponent

    public init(id: String = "", title: String? = nil, trigger: SKComponent, content: SKComponent) {
        self.id = id
        self.title = title
        self.trigger = trigger
        self.content = content
    }

    /// What the dialog is called: its title, else the words its trigger shows (a button's title,
    /// an icon's label, a text), else `nil`.
    public var name: String? {
        if let title, !title.isEmpty { return title }
        let words: String? =
            switch trigger {
            case .button(let button): button.title
            case .icon(let icon): icon.label
            case .text(let text): text.content
            case .link(let link): link.title
            default: nil
            }
        return words.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
    }
}
