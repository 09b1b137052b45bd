import SkillJSON

/// What decoding one node gave: a finished leaf, a container whose children are still to come,
/// or nothing.
enum NodeOutcome {
    case leaf(SKComponent)
    /// `node` with no children yet, and where its children are in the input.
    case container(SKComponent, ChildList)
    case dropped
}

/// A container's children in the input: the values and the path steps that lead to each.
struct ChildList {
    var values: [JSONValue]
    /// The member that holds them; `nil` when the container itself was an array.
    var key: String?
    /// `false` when a single object stood in for the array.
    var indexed = true
    /// The member of each child's own object that holds it, after the index: a tab's `child`,
    /// a modal's `trigger` and `content`; `nil` for plain containers.
    var childKeys: [String]?
    /// Each child's index in the input array when some elements were set aside before the walk
    /// (a tab that was not an object); `nil` when the positions are the indices.
    var inputIndices: [Int]?

    static let none = ChildList(values: [], key: nil)

    /// How many trail components lead to one child.
    var steps: Int { (key == nil ? 0 : 1) + (indexed ? 1 : 0) + (childKeys == nil ? 0 : 1) }
}

/// A container whose children are being decoded.
private struct Frame {
    var node: SKComponent
    /// The node's id, read once for the derived ids of its children.
    var id: String
    var list: ChildList
    var next = 0
    var children: [SKComponent] = []
    /// The input positions of children that were dropped (kept only for slot nodes).
    var dropped: [Int] = []
    /// How many trail components lead from the parent to this node (0 for the root).
    var steps: Int

    init(node: SKComponent, list: ChildList, steps: Int) {
        self.node = node
        self.id = node.id
        self.list = list
        self.steps = steps
        children.reserveCapacity(list.values.count)
    }
}

extension DecodingSession {
    /// Decodes a whole tree, depth first, with an explicit stack: input nesting never becomes call
    /// depth, so a 100,000-level document costs one diagnostic, not a crash.
    mutating func decodeTree(_ root: JSONValue) -> SKComponent? {
        var frames: [Frame] = []
        switch decodeNode(root, site: .root) {
        case .leaf(let node): return failed ? nil : node
        case .dropped: return nil
        case .container(let node, let list):
            frames.append(Frame(node: node, list: list, steps: 0))
        }
        let maxDepth = max(1, limits.maxDepth)
        while !frames.isEmpty {
            if failed { return nil }
            let top = frames.count - 1
            let index = frames[top].next
            let count = frames[top].list.values.count
            if index < count && !nodeLimitReached {
                frames[top].next += 1
                if let key = frames[top].list.key { trail.append(.key(key)) }
                let inputIndex = frames[top].list.inputIndices?[index] ?? index
                if frames[top].list.indexed { trail.append(.index(inputIndex)) }
                if let keys = frames[top].list.childKeys { trail.append(.key(keys[index])) }
                let steps = frames[top].list.steps
                if frames.count >= maxDepth {
                    reportDepth(maxDepth)
                    frames[top].next = count
                    removeSteps(steps)
                    continue
                }
                let site = NodeSite(parentID: frames[top].id, index: inputIndex)
                switch decodeNode(frames[top].list.values[index], site: site) {
                case .leaf(let child):
                    frames[top].children.append(child)
                    removeSteps(steps)
                case .dropped:
                    if frames[top].list.childKeys != nil { frames[top].dropped.append(index) }
                    removeSteps(steps)
                case .container(let child, let childList):
                    frames.append(Frame(node: child, list: childList, steps: steps))
                }
                continue
            }
            var finished = frames.removeLast()
            var survives = true
            if finished.list.childKeys != nil {
                survives = fillSlots(&finished.node, finished.children, of: finished.list, dropped: finished.dropped)
            } else {
                finished.node.children = finished.children
            }
            removeSteps(finished.steps)
            if frames.isEmpty { return failed || !survives ? nil : finished.node }
            if survives { frames[frames.count - 1].children.append(finished.node) }
        }
        return nil
    }

    /// Pops `count` trail components (one by one: `removeLast(_:)` goes through `replaceSubrange`).
    private mutating func removeSteps(_ count: Int) {
        for _ in 0..<count { trail.removeLast() }
    }

    /// Gives a slot node (tabs, modal) the children that survived: a tab whose child was dropped
    /// goes too; a modal missing its trigger or content is dropped whole (errors). `false` when
    /// the node is dropped.
    private mutating func fillSlots(
        _ node: inout SKComponent, _ children: [SKComponent], of list: ChildList, dropped: [Int]
    ) -> Bool {
        // Children past the last decoded one were cut by a limit: they count as dropped too.
        let kept = list.values.indices.filter { !dropped.contains($0) }.prefix(children.count)
        switch node {
        case .tabs(var tabs):
            var survivors: [SKTabs.Tab] = []
            for (position, tab) in tabs.tabs.enumerated() {
                if let slot = kept.firstIndex(of: position) {
                    survivors.append(SKTabs.Tab(title: tab.title, child: children[slot - kept.startIndex]))
                } else {
                    let inputIndex = list.inputIndices?[position] ?? position
                    drop(
                        [.key(list.key ?? "tabs"), .index(inputIndex)],
                        "the content of tab \(quoted(tab.title)) was dropped", fix: "tab dropped")
                }
            }
            tabs.tabs = survivors
            tabs.selected = min(tabs.selected, max(0, survivors.count - 1))
            node = .tabs(tabs)
            return true
        case .modal(var modal):
            guard kept.count == 2 else {
                let missing = kept.first == 0 ? "content" : "trigger"
                drop([], "the \(missing) of the modal was dropped")
                return false
            }
            modal.trigger = children[0]
            modal.content = children[1]
            node = .modal(modal)
            return true
        default:
            node.children = children
            return true
        }
    }

    private mutating func reportDepth(_ maxDepth: Int) {
        guard !depthLimitReported else { return }
        depthLimitReported = true
        drop([], "components nest deeper than \(maxDepth) levels (maxDepth)", fix: "deeper components dropped")
    }

    /// Decodes the node at the current trail: a component object, or (leniently) a bare string
    /// (a text) or array (a vertical stack).
    private mutating func decodeNode(_ value: JSONValue, site: NodeSite) -> NodeOutcome {
        guard admitNode() else { return .dropped }
        switch value {
        case .object(let members):
            return decodeObject(members, site: site)
        case .string(let text):
            warn([], "expected a component object, got a string", fix: "read as a text component")
            let content = limited(text, at: [])
            return .leaf(.text(SKText(id: assignID(nil, site: site, type: "text"), content: content)))
        case .array(let values):
            warn([], "expected a component object, got an array", fix: "read as a vertical stack")
            let id = assignID(nil, site: site, type: SKComponentKind.stack.rawValue)
            return .container(.stack(SKStack(id: id)), ChildList(values: values, key: nil))
        case .null, .bool, .number:
            drop([], "expected a component object, got \(describe(value))")
            return .dropped
        }
    }

    private mutating func decodeObject(_ members: [String: JSONValue], site: NodeSite) -> NodeOutcome {
        let resolved: ResolvedType
        switch members["type"] {
        case .string(let name):
            resolved = resolveType(name)
        case nil, .null:
            guard let inferred = inferType(members) else { return .dropped }
            resolved = inferred
        case let other?:
            drop([.key("type")], "expected a string, got \(describe(other))")
            return .dropped
        }
        switch resolved {
        case .builtin(let kind, let preset):
            return decodeBuiltin(kind, members, site: site, preset: preset)
        case .custom(let name):
            guard let definition = registry.definition(for: name) else { return .dropped }
            return decodeCustom(definition, members, site: site)
        case .unknown(let name):
            return decodeUnknown(name, members, site: site)
        }
    }

    private mutating func decodeBuiltin(
        _ kind: SKComponentKind, _ members: [String: JSONValue], site: NodeSite, preset: TypePreset
    ) -> NodeOutcome {
        switch kind {
        case .text: decodeText(members, site: site, preset: preset)
        case .button: decodeButton(members, site: site)
        case .textField: decodeTextField(members, site: site)
        case .list: decodeList(members, site: site)
        case .image: decodeImage(members, site: site)
        case .spacer: decodeSpacer(members, site: site)
        case .divider: decodeDivider(members, site: site)
        case .stack: decodeStack(members, site: site, preset: preset)
        case .card: decodeCard(members, site: site)
        case .table: decodeTable(members, site: site)
        case .chart: decodeChart(members, site: site, preset: preset)
        case .badge: decodeBadge(members, site: site)
        case .progress: decodeProgress(members, site: site)
        case .toggle: decodeToggle(members, site: site, preset: preset)
        case .picker: decodePicker(members, site: site)
        case .link: decodeLink(members, site: site)
        case .slider: decodeSlider(members, site: site)
        case .dateTimeInput: decodeDateTimeInput(members, site: site, preset: preset)
        case .icon: decodeIcon(members, site: site)
        case .video: decodeVideo(members, site: site)
        case .audioPlayer: decodeAudioPlayer(members, site: site)
        case .tabs: decodeTabs(members, site: site)
        case .modal: decodeModal(members, site: site)
        }
    }

    /// The child values of a container's `children` member: an array, or (leniently) one object.
    mutating func childList(_ member: Member?) -> ChildList {
        guard let member else { return .none }
        switch member.value {
        case .array(let values):
            return ChildList(values: values, key: member.key)
        case .object, .string:
            warn(
                member.step, "expected an array of components, got \(describe(member.value))", fix: "read as one child")
            return ChildList(values: [member.value], key: member.key, indexed: false)
        case .null:
            return .none
        case .bool, .number:
            mismatch(member.step, expected: "an array of components", got: member.value, dropping: nil)
            return .none
        }
    }

    /// Reports a missing required field; always `nil`.
    mutating func missing(_ field: String, of type: String, dropping: String = "component") -> NodeOutcome {
        drop([], "missing required field \(quoted(field)) for \(type)", fix: "\(dropping) dropped")
        return .dropped
    }

    /// Whether `member` is present and not `null`.
    func present(_ member: Member?) -> Bool {
        guard let member else { return false }
        return member.value != .null
    }
}
