/// Keyed diff and patch of UI trees: the edits that turn one tree into another, by component id,
/// as React and SwiftUI reconcile views.
///
/// - Nodes are matched by ``SKComponent/id``, anywhere in the tree. A node that keeps its id and
///   type but changes its own properties gets one ``UIPatch/update(id:set:unset:)`` naming only
///   the wire properties that changed (a list's rows are its `items` property).
/// - A node that changes parent, or order within its parent, gets a ``UIPatch/move(id:parentID:index:)``
///   — never a removal and an insert. Within a parent, the children that keep their relative
///   order (a longest increasing subsequence) stay put, so the moves are as few as possible.
/// - A node whose type changes is replaced whole, with its new subtree; so is the root when its id
///   changes. New nodes are inserted with their subtrees; nodes that are gone are removed.
/// - Unchanged subtrees cost no patches and little time: children arrays that share storage,
///   and children that are the same bytes (as when the new tree was derived from the old one)
///   are skipped whole without being copied, and `properties` are only computed for nodes whose
///   own fields differ. The walk keeps its own stack, so depth is no limit.
///
/// Ids must be unique within each tree (``UIDecoder`` and ``SKComponent/withAssignedIDs()``
/// make them so). When the diff meets a repeated id it falls back to replacing the root.
///
/// ```swift
/// let patches = UIDiff.diff(from: shown, to: next)      // [.update(id: "temp", set: ["content": "21°"], unset: [])]
/// let patched = try UIDiff.apply(patches, to: shown)    // == next
/// ```
public enum UIDiff {
    /// The patches that turn `old` into `new`, in the order to apply them.
    ///
    /// Order: removals, moves, removals of nodes that held moved ones, replacements, inserts,
    /// updates. `diff(from: a, to: a)` is empty, and `apply(diff(from: a, to: b), to: a) == b`.
    ///
    /// - Parameters:
    ///   - old: The tree on screen.
    ///   - new: The tree to show.
    /// - Returns: The patches; empty when the trees are equal.
    public static func diff(from old: SKComponent, to new: SKComponent) -> [UIPatch] {
        TreeDiffer.patches(from: old, to: new)
    }

    /// Applies `patches` in order to `tree`.
    ///
    /// Each patch addresses components by id in the tree as the patches before it left it, and
    /// each index is a position at that moment.
    ///
    /// - Parameters:
    ///   - patches: The patches, for example from ``diff(from:to:)``.
    ///   - tree: The tree to change.
    /// - Returns: The changed tree; subtrees no patch touched are reused as they are.
    /// - Throws: ``UIError/patchFailed(_:)`` naming the id and the patch when a patch does not
    ///   fit: an unknown or repeated id, an index out of range, an insert into a component that
    ///   holds no children, a move into the node's own subtree, removing the root, an id that
    ///   would appear twice, or an update that leaves the component invalid.
    ///
    /// ```swift
    /// try UIDiff.apply([.remove(id: "nope")], to: tree)
    /// // UIError.patchFailed("no component has id 'nope' — while applying remove nope")
    /// ```
    public static func apply(_ patches: [UIPatch], to tree: SKComponent) throws(UIError) -> SKComponent {
        guard !patches.isEmpty else { return tree }
        var patchable = PatchableTree(tree)
        for patch in patches {
            try patchable.apply(patch)
        }
        return patchable.build()
    }
}
