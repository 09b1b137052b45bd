import Synchronization

/// Counts how often test skills really ran, by skill id; safe to share across tasks.
///
/// ```swift
/// let counter = RunCounter()
/// // … in the skill's execute: counter.ran(id) …
/// #expect(counter.count("notes.delete") == 0)
/// ```
public final class RunCounter: Sendable {
    private let counts = Mutex<[String: Int]>([:])

    /// A counter at zero for every id.
    public init() {}

    /// Counts one run of skill `id`.
    public func ran(_ id: String) { counts.withLock { $0[id, default: 0] += 1 } }

    /// How often skill `id` ran.
    public func count(_ id: String) -> Int { counts.withLock { $0[id] ?? 0 } }
}
