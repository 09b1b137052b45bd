// How the nodes with children hold them: containers keep a list, tabs and modal a slot per child.

extension SKStack {
    static var childLayout: ChildLayout { .container }
}

extension SKCard {
    static var childLayout: ChildLayout { .container }
}

extension SKCustom {
    static var childLayout: ChildLayout { .container }
}

extension SKTabs {
    static var childLayout: ChildLayout { .slots }

    /// The tabs' pages in tab order. Setting fewer than there are tabs drops the tabs left
    /// without one; extra children are ignored.
    public var children: [SKComponent] {
        get { tabs.map(\.child) }
        set { tabs = zip(tabs, newValue).map { tab, child in Tab(title: tab.title, child: child) } }
    }
}

extension SKModal {
    static var childLayout: ChildLayout { .slots }

    /// `[trigger, content]`. Setting takes exactly two children; any other count is ignored.
    public var children: [SKComponent] {
        get { [trigger, content] }
        set {
            guard newValue.count == 2 else { return }
            trigger = newValue[0]
            content = newValue[1]
        }
    }
}
