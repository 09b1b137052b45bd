import SkillJSON
import SkillUI
import TestSupport

/// Seeded random UI trees and random edits of them, for property tests and benchmarks.
///
/// Every node gets a fresh id (`n0`, `n1`, …), so ids are unique within a tree; property values
/// are ones the decoder accepts (https URLs, short strings, small numbers, valid colors).
///
/// ```swift
/// var random = RandomTrees(seed: 7)
/// let old = random.tree(nodes: 40)
/// let new = random.mutate(old, edits: 3)
/// ```
package struct RandomTrees {
    /// One kind of random edit (see ``mutate(_:edits:)``).
    package enum Edit: CaseIterable {
        case property, insert, remove, moveWithinParent, moveAcrossParents, changeType, changeID, reorder, listItems
    }

    /// How the generated trees look.
    package struct Shape {
        /// How likely a new node is a container (stack, card, or custom with children), 0…1.
        package var containerRate = 0.35
        /// The deepest level at which containers are generated (the root is level 0).
        package var maxDepth = 6
        /// How likely a generated stack has no styling at all (so normalization can remove it).
        package var plainStackRate = 0.5
        /// How likely a generated container is a custom `"panel"` node (which decodes only with a
        /// registry that knows it).
        package var customRate = 0.1

        package init() {}
    }

    package var random: SplitMix64
    package var shape: Shape
    private var nextID = 0

    /// Creates a generator; equal seeds and shapes give equal trees.
    package init(seed: UInt64, shape: Shape = Shape()) {
        random = SplitMix64(seed: seed)
        self.shape = shape
    }

    // MARK: - Trees

    /// A random tree of `nodes` nodes (at least one) whose root is a container.
    package mutating func tree(nodes: Int) -> SKComponent {
        var flat = FlatTree(root: container())
        var open = [(index: flat.rootIndex, depth: 0)]
        for _ in 1..<max(nodes, 1) {
            let (parent, depth) = open[int(open.count)]
            let node = anyNode(depth: depth + 1)
            let index = flat.insert(node, into: parent, at: int(flat.children[parent].count + 1))
            if FlatTree.isContainer(node) && depth + 1 < shape.maxDepth { open.append((index, depth + 1)) }
        }
        return flat.build()
    }

    /// A random node with no children (containers included, empty).
    package mutating func anyNode(depth: Int) -> SKComponent {
        chance(shape.containerRate) && depth < shape.maxDepth ? container() : leaf()
    }

    /// A random subtree of up to a few nodes, for inserts.
    package mutating func subtree() -> SKComponent {
        guard chance(0.3) else { return leaf() }
        var node = container()
        node.children = (0..<int(4)).map { _ in leaf() }
        return node
    }

    /// A random leaf component of any non-container type.
    package mutating func leaf() -> SKComponent {
        let id = freshID()
        switch int(15) {
        case 0, 1, 2:
            return .text(
                SKText(
                    id: id, content: word(), style: pick(SKText.Style.allCases), align: maybe(SKAlignment.allCases),
                    color: chance(0.3) ? color() : nil, weight: maybe(SKText.Weight.allCases)))
        case 3:
            return .button(
                SKButton(
                    id: id, title: word(), action: pick(["go", "open", "delete"]),
                    payload: chance(0.3) ? ["n": .number(Double(int(9)))] : nil, role: pick(SKButton.Role.allCases),
                    disabled: chance(0.2)))
        case 4:
            return .textField(
                SKTextField(
                    id: id, name: "field\(int(5))", label: maybe([word(), word()]), placeholder: maybe([word()]),
                    kind: pick(SKTextField.Kind.allCases), required: chance(0.3), maxLength: chance(0.3) ? 40 : nil))
        case 5:
            return .list(SKList(id: id, items: (0..<int(4)).map { _ in listItem() }))
        case 6:
            return .image(
                SKImage(
                    id: id, url: "https://example.com/\(int(99)).png", alt: maybe([word()]),
                    width: chance(0.3) ? Double(int(300)) : nil, fit: pick(SKImage.Fit.allCases)))
        case 7:
            return .spacer(SKSpacer(id: id, size: chance(0.5) ? Double(int(24)) : nil))
        case 8:
            return .divider(SKDivider(id: id))
        case 9:
            return .table(SKTable(id: id, columns: ["a", "b"], rows: (0..<int(3)).map { _ in [word(), word()] }))
        case 10:
            return .chart(
                SKChart(
                    id: id, kind: pick(SKChart.Kind.allCases), title: maybe([word()]), labels: ["x", "y"],
                    series: [SKChart.Series(name: word(), values: [Double(int(9)), Double(int(9))])]))
        case 11:
            return .badge(SKBadge(id: id, text: word(), color: chance(0.5) ? color() : nil))
        case 12:
            return .progress(SKProgress(id: id, value: Double(int(11)) / 10, label: maybe([word()])))
        case 13:
            return chance(0.5)
                ? .toggle(SKToggle(id: id, name: "t\(int(5))", label: word(), isOn: chance(0.5)))
                : .picker(
                    SKPicker(
                        id: id, name: "p\(int(5))", label: maybe([word()]),
                        options: [.init(value: "a", label: "A"), .init(value: "b", label: "B")],
                        selected: maybe(["a", "b"])))
        default:
            return newerLeaf(id: id)
        }
    }

    /// A link, or one of the kinds added with A2UI's catalog.
    package mutating func newerLeaf(id: String) -> SKComponent {
        switch int(6) {
        case 0:
            let value = Double(int(11))
            return .slider(
                SKSlider(
                    id: id, name: "s\(int(5))", label: maybe([word()]), max: 10, step: maybe([1, 0.5]), value: value))
        case 1:
            return .dateTimeInput(
                SKDateTimeInput(
                    id: id, name: "d\(int(5))", label: maybe([word()]), value: maybe(["2026-05-0\(1 + int(9))"]),
                    mode: .date))
        case 2:
            return .icon(SKIcon(id: id, name: pick(SKIconName.allCases), label: maybe([word()])))
        case 3:
            return .video(
                SKVideo(id: id, url: "https://example.com/\(int(99)).mp4", description: maybe([word()])))
        case 4:
            return .audioPlayer(
                SKAudioPlayer(id: id, url: "https://example.com/\(int(99)).mp3", description: maybe([word()])))
        default:
            return .link(SKLink(id: id, title: word(), url: "https://example.com/\(word())"))
        }
    }

    /// A random container with no children yet: `customRate` custom nodes, the rest a quarter
    /// cards and three quarters stacks (`plainStackRate` of those with no styling).
    package mutating func container() -> SKComponent {
        let id = freshID()
        if chance(shape.customRate) {
            return .custom(SKCustom(id: id, type: "panel", properties: ["level": .number(Double(int(3)))]))
        }
        switch int(4) {
        case 0:
            return .card(SKCard(id: id, title: maybe([word()]), subtitle: chance(0.2) ? word() : nil))
        default:
            if chance(shape.plainStackRate) {
                return .stack(SKStack(id: id, direction: pick(SKStack.Direction.allCases)))
            }
            return .stack(
                SKStack(
                    id: id, direction: pick(SKStack.Direction.allCases), spacing: chance(0.5) ? 8 : nil,
                    alignment: maybe(SKAlignment.allCases), padding: chance(0.3) ? 12 : nil,
                    background: chance(0.3) ? color() : nil))
        }
    }

    // MARK: - Edits

    /// `tree` after `edits` random edits of the kinds in `kinds`: property edits, inserts,
    /// removals, moves within and across parents, type changes, id changes, reorderings and list
    /// item changes. Ids stay unique.
    package mutating func mutate(_ tree: SKComponent, edits: Int, kinds: [Edit] = Edit.allCases) -> SKComponent {
        var flat = FlatTree(root: tree)
        for _ in 0..<edits {
            apply(pick(kinds), to: &flat)
        }
        return flat.build()
    }

    private mutating func apply(_ edit: Edit, to flat: inout FlatTree) {
        let all = flat.liveIndices()
        let containers = flat.containerIndices()
        let nonRoot = all.filter { $0 != flat.rootIndex }
        switch edit {
        case .property:
            let index = all[int(all.count)]
            flat.nodes[index] = editedProperty(of: flat.nodes[index])
        case .insert:
            guard !containers.isEmpty else { return }
            let parent = containers[int(containers.count)]
            flat.insert(subtree(), into: parent, at: int(flat.children[parent].count + 1))
        case .remove:
            guard !nonRoot.isEmpty else { return }
            flat.remove(nonRoot[int(nonRoot.count)])
        case .moveWithinParent:
            let parents = containers.filter { flat.children[$0].count > 1 }
            guard !parents.isEmpty else { return }
            let parent = parents[int(parents.count)]
            let child = flat.children[parent][int(flat.children[parent].count)]
            flat.move(child, into: parent, at: int(flat.children[parent].count))
        case .moveAcrossParents:
            guard !nonRoot.isEmpty else { return }
            let node = nonRoot[int(nonRoot.count)]
            let targets = containers.filter { !flat.isInSubtree($0, of: node) }
            guard !targets.isEmpty else { return }
            let parent = targets[int(targets.count)]
            let count = flat.children[parent].count - (flat.parent[node] == parent ? 1 : 0)
            flat.move(node, into: parent, at: int(count + 1))
        case .changeType:
            let index = all[int(all.count)]
            var replacement = chance(0.5) ? leaf() : container()
            guard replacement.typeName != flat.nodes[index].typeName else { return }
            replacement.id = flat.nodes[index].id
            if !FlatTree.isContainer(replacement) || chance(0.3) {
                for child in flat.children[index] { flat.parent[child] = nil }
                flat.children[index] = []
            }
            flat.nodes[index] = replacement
        case .changeID:
            let index = all[int(all.count)]
            flat.nodes[index].id = freshID()
        case .reorder:
            guard !containers.isEmpty else { return }
            let parent = containers[int(containers.count)]
            flat.children[parent].shuffle(using: &random)
        case .listItems:
            let lists = all.filter { if case .list = flat.nodes[$0] { true } else { false } }
            guard !lists.isEmpty else { return }
            let index = lists[int(lists.count)]
            guard case .list(var list) = flat.nodes[index] else { return }
            switch int(3) {
            case 0: list.items.insert(listItem(), at: int(list.items.count + 1))
            case 1: if !list.items.isEmpty { list.items.remove(at: int(list.items.count)) }
            default: list.items.shuffle(using: &random)
            }
            flat.nodes[index] = .list(list)
        }
    }

    /// The same node (type and id) with one property changed.
    package mutating func editedProperty(of node: SKComponent) -> SKComponent {
        switch node {
        case .text(var text):
            switch int(3) {
            case 0: text.content = word()
            case 1: text.color = text.color == nil ? color() : nil
            default: text.style = pick(SKText.Style.allCases)
            }
            return .text(text)
        case .button(var button):
            button.title = word()
            button.disabled.toggle()
            return .button(button)
        case .textField(var field):
            field.placeholder = field.placeholder == nil ? word() : nil
            return .textField(field)
        case .list(var list):
            list.items.append(listItem())
            return .list(list)
        case .image(var image):
            image.alt = image.alt == nil ? word() : nil
            return .image(image)
        case .spacer(var spacer):
            spacer.size = spacer.size == nil ? 10 : nil
            return .spacer(spacer)
        case .stack(var stack):
            switch int(3) {
            case 0: stack.direction = stack.direction == .vertical ? .horizontal : .vertical
            case 1: stack.spacing = stack.spacing == nil ? 4 : nil
            default: stack.background = stack.background == nil ? color() : nil
            }
            return .stack(stack)
        case .card(var card):
            card.title = card.title == nil ? word() : nil
            return .card(card)
        case .table(var table):
            table.rows.append([word(), word()])
            return .table(table)
        case .chart(var chart):
            chart.title = word()
            return .chart(chart)
        case .badge(var badge):
            badge.text = word()
            return .badge(badge)
        case .progress(var progress):
            progress.value = Double(int(11)) / 10
            return .progress(progress)
        case .toggle(var toggle):
            toggle.isOn.toggle()
            return .toggle(toggle)
        case .picker(var picker):
            picker.selected = picker.selected == "a" ? "b" : "a"
            return .picker(picker)
        case .link(var link):
            link.title = word()
            return .link(link)
        case .slider(var slider):
            slider.value = Double(int(11))
            return .slider(slider)
        case .dateTimeInput(var input):
            input.value = input.value == nil ? "2026-01-01" : nil
            return .dateTimeInput(input)
        case .icon(var icon):
            icon.name = pick(SKIconName.allCases)
            return .icon(icon)
        case .video(var video):
            video.poster = video.poster == nil ? "https://example.com/p.jpg" : nil
            return .video(video)
        case .audioPlayer(var audio):
            audio.description = word()
            return .audioPlayer(audio)
        case .tabs(var tabs):
            tabs.selected = tabs.tabs.isEmpty ? 0 : int(tabs.tabs.count)
            return .tabs(tabs)
        case .modal(var modal):
            modal.title = modal.title == nil ? word() : nil
            return .modal(modal)
        case .custom(var custom):
            custom.properties["level"] = .number(Double(int(100)))
            return .custom(custom)
        case .divider, .unknown:
            return node
        }
    }

    // MARK: - Values

    /// A random list row with a fresh id.
    package mutating func listItem() -> SKList.Item {
        SKList.Item(
            id: freshID(), title: word(), subtitle: maybe([word()]), trailing: maybe(["¥35", "明天"]),
            action: maybe(["open", "select"]))
    }

    /// A random opaque hex color or semantic color.
    package mutating func color() -> SKColor {
        if chance(0.3) { return .semantic(pick(SKSemanticColor.allCases)) }
        return .rgba(red: byte(), green: byte(), blue: byte(), alpha: 255)
    }

    /// A short word in English or Chinese.
    package mutating func word() -> String {
        pick(["晴", "多云", "午饭", "Coffee", "Run", "明天", "Hello", "删除", "Save", "提醒"]) + "\(int(100))"
    }

    /// A new id, never returned before by this generator.
    package mutating func freshID() -> String {
        defer { nextID += 1 }
        return "n\(nextID)"
    }

    /// A random number in `0..<bound` (0 when `bound` is 0 or less).
    package mutating func int(_ bound: Int) -> Int {
        bound <= 1 ? 0 : Int(random.next() % UInt64(bound))
    }

    /// `true` with probability `probability`.
    package mutating func chance(_ probability: Double) -> Bool {
        Double(random.next() >> 11) / Double(UInt64(1) << 53) < probability
    }

    /// A random element of a non-empty array.
    package mutating func pick<Element>(_ choices: [Element]) -> Element {
        choices[int(choices.count)]
    }

    /// A random element, or `nil` one time in three.
    package mutating func maybe<Element>(_ choices: [Element]) -> Element? {
        chance(1.0 / 3) ? nil : pick(choices)
    }

    private mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: random.next()) }
}

/// A tree as parallel arrays, so random edits can address nodes by index.
private struct FlatTree {
    /// Each node without its children.
    var nodes: [SKComponent] = []
    var children: [[Int]] = []
    var parent: [Int?] = []
    var rootIndex = 0

    init(root: SKComponent) {
        rootIndex = add(root, parent: nil)
    }

    /// Adds `node` and its descendants; returns the index of `node`.
    @discardableResult
    mutating func add(_ node: SKComponent, parent: Int?) -> Int {
        var stripped = node
        stripped.children = []
        let index = nodes.count
        nodes.append(stripped)
        children.append([])
        self.parent.append(parent)
        for child in node.children {
            children[index].append(add(child, parent: index))
        }
        return index
    }

    func liveIndices() -> [Int] {
        var result: [Int] = []
        var pending = [rootIndex]
        while let index = pending.popLast() {
            result.append(index)
            pending.append(contentsOf: children[index].reversed())
        }
        return result
    }

    /// Whether `node` can hold children (stack, card, custom).
    static func isContainer(_ node: SKComponent) -> Bool {
        switch node {
        case .stack, .card, .custom: true
        default: false
        }
    }

    /// The containers (stack, card, custom) in the tree.
    func containerIndices() -> [Int] {
        liveIndices().filter { Self.isContainer(nodes[$0]) }
    }

    func isInSubtree(_ index: Int, of ancestor: Int) -> Bool {
        var current: Int? = index
        while let next = current {
            if next == ancestor { return true }
            current = parent[next]
        }
        return false
    }

    @discardableResult
    mutating func insert(_ node: SKComponent, into parentIndex: Int, at position: Int) -> Int {
        let index = add(node, parent: parentIndex)
        children[parentIndex].insert(index, at: min(position, children[parentIndex].count))
        return index
    }

    mutating func remove(_ index: Int) {
        guard let parentIndex = parent[index] else { return }
        children[parentIndex].removeAll { $0 == index }
        parent[index] = nil
    }

    mutating func move(_ index: Int, into parentIndex: Int, at position: Int) {
        remove(index)
        parent[index] = parentIndex
        children[parentIndex].insert(index, at: min(position, children[parentIndex].count))
    }

    /// The tree, rebuilt bottom-up.
    func build() -> SKComponent {
        var built: [Int: SKComponent] = [:]
        for index in liveIndices().reversed() {
            var node = nodes[index]
            if !children[index].isEmpty {
                node.children = children[index].compactMap { built.removeValue(forKey: $0) }
            }
            built[index] = node
        }
        return built[rootIndex] ?? nodes[rootIndex]
    }
}

// MARK: - Deep trees

/// Helpers for trees too deep for recursion: Swift's synthesized `==` and the release of a
/// nested value both recurse once per level, so a 100,000-level chain needs these instead.
package enum DeepTrees {
    /// A chain of `depth` stacks (`s0` outermost), each holding the next, ending in a text `leaf`.
    package static func chain(depth: Int, styled: Bool) -> SKComponent {
        var node = SKComponent.text(SKText(id: "leaf", content: "bottom"))
        for level in (0..<depth).reversed() {
            node = .stack(SKStack(id: "s\(level)", padding: styled ? 4 : nil, children: [node]))
        }
        return node
    }

    /// Whether two trees are equal, compared level by level without recursion.
    package static func equal(_ one: SKComponent, _ two: SKComponent) -> Bool {
        var pending = [(one, two)]
        while let (first, second) = pending.popLast() {
            var shallowFirst = first
            var shallowSecond = second
            shallowFirst.children = []
            shallowSecond.children = []
            let children = (first.children, second.children)
            guard shallowFirst == shallowSecond, children.0.count == children.1.count else { return false }
            pending.append(contentsOf: zip(children.0, children.1))
        }
        return true
    }

    /// The number of levels below the root (0 for a leaf).
    package static func height(_ tree: SKComponent) -> Int {
        var deepest = 0
        var pending = [(tree, 0)]
        while let (node, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            pending.append(contentsOf: node.children.map { ($0, depth + 1) })
        }
        return deepest
    }

    /// Releases `tree` one level at a time, leaving a divider in its place.
    package static func dismantle(_ tree: inout SKComponent) {
        var pending = [tree]
        tree = .divider(SKDivider())
        while var node = pending.popLast() {
            pending.append(contentsOf: node.children)
            node.children = []
        }
    }
}
