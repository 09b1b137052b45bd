/// The fewest moves that put a parent's children in their new order.
///
/// The children that keep their relative order form a longest increasing subsequence of new
/// positions; they stay where they are. Every other target child is moved, in new order, to just
/// after the one before it (or to the front), so after the last move the targets appear in order.
/// Children that are not targets (dead ones removed later, ones that leave for another parent)
/// stay in place, and indices count them. A Fenwick tree over the slots of the final layout gives
/// each index in O(log n), so even reversing a list of 10,000 children is quick.
enum ChildOrder {
    /// The moves, in the order to apply them, as (`id`, index after taking it out).
    ///
    /// - Parameters:
    ///   - current: The parent's children now, in order.
    ///   - targets: The children the parent must end with, in order; some may be elsewhere now.
    ///     Children in `current` but not in `targets` are left where they are.
    static func moves(from current: [String], to targets: [String]) -> [(id: String, index: Int)] {
        if current == targets { return [] }
        var rank: [String: Int] = [:]
        rank.reserveCapacity(targets.count)
        for (position, id) in targets.enumerated() { rank[id] = position }
        var positionOfRank = [Int](repeating: -1, count: targets.count)
        var ranksPresent: [Int] = []
        for (position, id) in current.enumerated() {
            guard let target = rank[id] else { continue }
            positionOfRank[target] = position
            ranksPresent.append(target)
        }
        var stable = [Bool](repeating: false, count: targets.count)
        for target in longestIncreasingSubsequence(ranksPresent) { stable[target] = true }

        // Lay out slots: a moved target goes right after the target before it.
        var slot = 0
        var finalSlot = [Int](repeating: -1, count: targets.count)
        var currentSlot = [Int](repeating: -1, count: current.count)
        func chain(from start: Int) {
            var target = start
            while target < targets.count && !stable[target] {
                finalSlot[target] = slot
                slot += 1
                target += 1
            }
        }
        chain(from: 0)
        for (position, id) in current.enumerated() {
            currentSlot[position] = slot
            slot += 1
            if let target = rank[id], stable[target] { chain(from: target + 1) }
        }

        var occupied = FenwickTree(count: slot)
        for position in current.indices { occupied.add(1, at: currentSlot[position]) }
        var moves: [(id: String, index: Int)] = []
        for target in targets.indices where !stable[target] {
            if positionOfRank[target] >= 0 { occupied.add(-1, at: currentSlot[positionOfRank[target]]) }
            moves.append((targets[target], occupied.sum(before: finalSlot[target])))
            occupied.add(1, at: finalSlot[target])
        }
        return moves
    }

    /// The values of one longest strictly increasing subsequence of `values` (patience sorting,
    /// O(n log n)).
    static func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
        var tails: [Int] = []  // indices into `values`
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            previous[index] = low > 0 ? tails[low - 1] : -1
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result: [Int] = []
        var index = tails.last ?? -1
        while index >= 0 {
            result.append(values[index])
            index = previous[index]
        }
        return result.reversed()
    }
}

/// Prefix sums over a fixed number of slots with O(log n) updates.
struct FenwickTree {
    private var tree: [Int]

    init(count: Int) { tree = [Int](repeating: 0, count: count + 1) }

    /// Adds `amount` to slot `slot`.
    mutating func add(_ amount: Int, at slot: Int) {
        var index = slot + 1
        while index < tree.count {
            tree[index] += amount
            index += index & -index
        }
    }

    /// The total of slots `0..<slot`.
    func sum(before slot: Int) -> Int {
        var index = slot
        var total = 0
        while index > 0 {
            total += tree[index]
            index -= index & -index
        }
        return total
    }
}
