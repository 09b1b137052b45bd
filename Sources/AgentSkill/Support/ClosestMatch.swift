/// Finds the known name closest to something the user typed, for "did you mean …?" hints.
///
/// Distance is the optimal-string-alignment form of Damerau–Levenshtein: insertions, deletions,
/// substitutions and swaps of two neighbouring characters each cost one, compared without regard
/// to case. A candidate is close enough when its distance is at most a third of its length
/// (at least one), so `aks` finds `ask` but `zzzzzz` finds nothing.
///
/// ```swift
/// ClosestMatch.find("aks", in: ["ask", "skills"])  // "ask"
/// ```
public enum ClosestMatch {
    /// The candidate closest to `input`, or `nil` when none is close enough.
    ///
    /// Ties go to the earlier candidate, so list the likeliest names first.
    public static func find(_ input: String, in candidates: some Sequence<String>) -> String? {
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(input, candidate)
            guard distance <= max(1, candidate.count / 3) else { continue }
            if best.map({ distance < $0.distance }) ?? true {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// The optimal-string-alignment distance between two strings, ignoring case.
    public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.lowercased())
        let b = Array(rhs.lowercased())
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        // Three rolling rows: two rows back (for swaps), the previous row and the current one.
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], twoBack[j - 2] + 1)
                }
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }
}
