/// Removes wrapper containers that do not change what a tree looks like, so renderers and diffs
/// see fewer nodes.
///
/// Three rules, applied bottom-up in one pass until nothing more changes:
///
/// 1. **Drop empty containers.** A stack with no children, or a card with no children and no
///    title or subtitle (`nil` or `""`), is removed from its parent, whatever its styling: padding
///    or a background around nothing is layout noise (use a spacer or a divider for space and
///    lines). A root that ends up empty is kept, emptied, because a tree needs a root.
/// 2. **Merge a stack into its parent stack** when both have the same `direction` and the inner
///    one has no `padding`, no `background`, and the same `spacing` and `alignment` as the parent
///    (`nil` equals only `nil`). Its children then take its place in the parent, in order. With
///    equal spacing and alignment the children sit exactly where they sat before.
/// 3. **Flatten a single-child stack** that has no `padding`, `background` or `alignment`: its one
///    child takes its place. `spacing` does not block this (with one child there is no gap). A
///    spacer or divider child does block it, because those follow the direction of the stack
///    they are in.
///
/// Ids: the flattened or merged stack disappears and every node that survives keeps its own id.
/// The surviving child — not the wrapper — is what actions (``UIAction/componentID``) and keyed
/// diffs refer to, so it keeps its identity; a root that is flattened therefore takes the id of
/// its child.
///
/// The result is never deeper than the input, `normalize(normalize(x)) == normalize(x)`, and
/// unchanged subtrees are reused, not copied. The walk keeps its own stack, so trees of any depth
/// (a 100,000-level chain built in code) are fine.
///
/// ```swift
/// let tree = SKComponent.stack(SKStack(id: "page", children: [
///     .stack(SKStack(id: "wrapper", children: [.text(SKText(id: "hello", content: "Hello"))])),
///     .stack(SKStack(id: "empty")),
/// ]))
/// UINormalizer.normalize(tree)  // .text(SKText(id: "hello", content: "Hello"))
/// ```
public enum UINormalizer {
    /// The tree with empty containers dropped, same-direction stacks merged and plain
    /// single-child stacks flattened (see ``UINormalizer``).
    ///
    /// - Parameter component: The root of the tree.
    /// - Returns: An equivalent tree with the same or fewer nodes, never deeper.
    public static func normalize(_ component: SKComponent) -> SKComponent {
        var pending = [Frame(component)]
        while let top = pending.last {
            if top.next < top.children.count {
                let child = top.children[top.next]
                pending[pending.count - 1].next += 1
                if child.children.isEmpty {
                    let outcome = finish(child, children: [], changed: false)
                    pending[pending.count - 1].adopt(outcome, original: child)
                } else {
                    pending.append(Frame(child))
                }
                continue
            }
            let frame = pending.removeLast()
            let outcome = finish(frame.node, children: frame.result, changed: frame.changed)
            guard !pending.isEmpty else {
                switch outcome {
                case .unchanged: return frame.node
                case .replaced(let node): return node
                case .dropped:
                    var root = frame.node
                    root.children = []
                    return root
                }
            }
            pending[pending.count - 1].adopt(outcome, original: frame.node)
        }
        return component
    }

    /// What became of one node.
    private enum Outcome {
        /// Keep the node as it is (its subtree is already normal).
        case unchanged
        /// Remove it from its parent.
        case dropped
        /// Put this node in its place.
        case replaced(SKComponent)
    }

    /// A node whose children are being normalized.
    private struct Frame {
        var node: SKComponent
        var children: [SKComponent]
        /// The node itself when it is a stack (children may merge into it).
        let stack: SKStack?
        /// The index of the next child to visit.
        var next = 0
        /// The normalized children so far; filled only once something changed.
        var kept: [SKComponent] = []
        /// Whether an empty child stays (a tabs' page or a modal's part fills a slot).
        var keepsDropped = false
        /// Whether the children differ from `children`.
        var changed = false

        init(_ node: SKComponent) {
            self.node = node
            children = node.children
            if case .stack(let stack) = node { self.stack = stack } else { stack = nil }
            keepsDropped = node.hasFixedSlots
        }

        /// The normalized children: `kept` once something changed, else the originals.
        var result: [SKComponent] { changed ? kept : children }

        /// Takes in the outcome for the child just visited, `original`, merging a stack child
        /// into a stack.
        mutating func adopt(_ outcome: Outcome, original: SKComponent) {
            let position = next - 1
            switch outcome {
            case .dropped where keepsDropped:
                if changed { kept.append(original) }
            case .dropped:
                beginChanges(before: position)
            case .unchanged:
                if let stack, case .stack(let inner) = original, UINormalizer.merges(inner, into: stack) {
                    beginChanges(before: position)
                    kept.append(contentsOf: inner.children)
                } else if changed {
                    kept.append(original)
                }
            case .replaced(let child):
                beginChanges(before: position)
                if let stack, case .stack(let inner) = child, UINormalizer.merges(inner, into: stack) {
                    kept.append(contentsOf: inner.children)
                } else {
                    kept.append(child)
                }
            }
        }

        /// Starts `kept` with the children before `position`, which stayed as they were.
        private mutating func beginChanges(before position: Int) {
            guard !changed else { return }
            changed = true
            kept.reserveCapacity(children.count)
            kept.append(contentsOf: children[..<position])
        }
    }

    /// The outcome for `node` whose children normalized to `children`.
    private static func finish(_ node: SKComponent, children: [SKComponent], changed: Bool) -> Outcome {
        switch node {
        case .stack(let stack):
            if children.isEmpty { return .dropped }
            if children.count == 1, let only = children.first, flattens(stack, around: only) {
                return .replaced(only)
            }
        case .card(let card):
            if children.isEmpty && (card.title ?? "").isEmpty && (card.subtitle ?? "").isEmpty { return .dropped }
        default:
            break
        }
        guard changed else { return .unchanged }
        var rebuilt = node
        rebuilt.children = children
        return .replaced(rebuilt)
    }

    /// Whether `inner`'s children can take its place inside `outer` without moving.
    static func merges(_ inner: SKStack, into outer: SKStack) -> Bool {
        inner.direction == outer.direction && inner.padding == nil && inner.background == nil
            && inner.spacing == outer.spacing && inner.alignment == outer.alignment
    }

    /// Whether `stack`, holding only `child`, can be replaced by `child`.
    static func flattens(_ stack: SKStack, around child: SKComponent) -> Bool {
        guard stack.padding == nil, stack.background == nil, stack.alignment == nil else { return false }
        switch child {
        case .spacer, .divider: return false
        default: return true
        }
    }
}
