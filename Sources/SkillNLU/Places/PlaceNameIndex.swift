/// A trie over normalized scalars whose edges live in one open-addressing hash table keyed by
/// (node, scalar): a step is one multiply, one shift and usually one probe, with no allocation.
struct PlaceNameIndex: Sendable {
    /// What a key names: a place (an index into the gazetteer's places) and how it may match.
    struct Entry: Sendable {
        var place: Int32
        var rule: PlaceNameRules.Rule
        var isLatin: Bool
    }

    static let root: Int32 = 0
    private static let empty = UInt64.max

    private var edgeKeys: [UInt64]
    private var edgeTargets: [Int32]
    private var shift: UInt64
    /// Per node: an index into `entries`, or -1.
    private var terminals: [Int32]
    private(set) var entries: [Entry]

    /// Builds the index. `keys` pairs a normalized key with its entry; when two entries share a key
    /// the one `prefer` ranks first stays.
    init(keys: [([Unicode.Scalar], Entry)], prefer: (Entry, Entry) -> Bool) {
        var edges: [UInt64: Int32] = [:]
        var terminals: [Int32] = [-1]
        var entries: [Entry] = []
        for (key, entry) in keys where !key.isEmpty {
            var node: Int32 = Self.root
            for scalar in key {
                let edge = Self.edgeKey(node, scalar.value)
                if let next = edges[edge] {
                    node = next
                } else {
                    let next = Int32(terminals.count)
                    terminals.append(-1)
                    edges[edge] = next
                    node = next
                }
            }
            let existing = terminals[Int(node)]
            if existing < 0 {
                terminals[Int(node)] = Int32(entries.count)
                entries.append(entry)
            } else if prefer(entry, entries[Int(existing)]) {
                entries[Int(existing)] = entry
            }
        }
        // A power-of-two table at most half full.
        var bits: UInt64 = 4
        while (1 << bits) < edges.count * 2 { bits += 1 }
        let size = 1 << Int(bits)
        var edgeKeys = [UInt64](repeating: Self.empty, count: size)
        var edgeTargets = [Int32](repeating: -1, count: size)
        let shift = 64 - bits
        for (edge, target) in edges.sorted(by: { $0.key < $1.key }) {
            var slot = Int(truncatingIfNeeded: (edge &* 0x9E37_79B9_7F4A_7C15) >> shift)
            while edgeKeys[slot] != Self.empty { slot = (slot + 1) & (size - 1) }
            edgeKeys[slot] = edge
            edgeTargets[slot] = target
        }
        self.edgeKeys = edgeKeys
        self.edgeTargets = edgeTargets
        self.shift = shift
        self.terminals = terminals
        self.entries = entries
    }

    @inline(__always)
    private static func edgeKey(_ node: Int32, _ scalar: UInt32) -> UInt64 {
        UInt64(UInt32(bitPattern: node)) << 32 | UInt64(scalar)
    }

    /// The node reached from `node` by `scalar`, or -1.
    @inline(__always)
    func child(_ node: Int32, _ scalar: Unicode.Scalar) -> Int32 {
        let edge = Self.edgeKey(node, scalar.value)
        let mask = edgeKeys.count - 1
        var slot = Int(truncatingIfNeeded: (edge &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while true {
            let key = edgeKeys[slot]
            if key == edge { return edgeTargets[slot] }
            if key == Self.empty { return -1 }
            slot = (slot + 1) & mask
        }
    }

    /// The entry ending at `node`, or -1.
    @inline(__always)
    func terminal(_ node: Int32) -> Int32 { terminals[Int(node)] }

    /// The entry for exactly `key`, ignoring match rules.
    func entry(forKey key: some Sequence<Unicode.Scalar>) -> Entry? {
        var node = Self.root
        for scalar in key {
            node = child(node, scalar)
            if node < 0 { return nil }
        }
        let index = terminal(node)
        return index < 0 ? nil : entries[Int(index)]
    }

    /// Nodes in the trie, for tests and diagnostics.
    var nodeCount: Int { terminals.count }
}
