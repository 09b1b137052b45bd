import SkillUI
import Synchronization

/// The A2UI layouts one server published, read with `resources/read` and kept by URI, as the
/// A2UI guide "Serve A2UI Layouts from an MCP Server" asks of clients (read the layout once,
/// cache it by URI, apply each call's data to it).
///
/// - Bounded: at most ``MCPA2UILimits/maxCachedLayouts`` entries, the least recently used
///   dropped first.
/// - Invalidated: one URI on `notifications/resources/updated`, everything on
///   `notifications/resources/list_changed` and whenever the server is started (again). We do
///   not send `resources/subscribe`, so `resources/updated` only comes from servers that send it
///   unasked; a layout that changes without either notification is seen after a restart.
/// - A read that was under way when an invalidation came is not stored (``generation``).
final class A2UILayoutCache: Sendable {
    /// What a URI held when it was read.
    enum Entry: Sendable {
        /// Its `application/a2ui+json` contents, each read into messages.
        case layout([A2UIReader.Result])
        /// No A2UI content at all (a probed link to something else).
        case none
    }

    private struct State {
        var entries: [String: Entry] = [:]
        /// URIs from least to most recently used.
        var order: [String] = []
        /// Counts invalidations, so a read that raced one is not stored.
        var generation = 0
    }

    private let state = Mutex(State())
    /// How many entries it keeps.
    let capacity: Int

    /// Creates an empty cache that keeps at most `capacity` entries (at least one).
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The entry for `uri`, now the most recently used; `nil` when it is not cached.
    func entry(for uri: String) -> Entry? {
        state.withLock { state in
            guard let entry = state.entries[uri] else { return nil }
            state.order.removeAll { $0 == uri }
            state.order.append(uri)
            return entry
        }
    }

    /// The invalidation count now; pass it to ``store(_:for:readAt:)`` after reading.
    var generation: Int { state.withLock { $0.generation } }

    /// Keeps `entry` for `uri`, unless something was invalidated since `generation` was taken.
    func store(_ entry: Entry, for uri: String, readAt generation: Int) {
        state.withLock { state in
            guard state.generation == generation else { return }
            state.entries[uri] = entry
            state.order.removeAll { $0 == uri }
            state.order.append(uri)
            while state.order.count > capacity {
                state.entries[state.order.removeFirst()] = nil
            }
        }
    }

    /// Forgets `uri`.
    func invalidate(_ uri: String) {
        state.withLock { state in
            state.generation += 1
            state.entries[uri] = nil
            state.order.removeAll { $0 == uri }
        }
    }

    /// Forgets everything.
    func invalidateAll() {
        state.withLock { state in
            state.generation += 1
            state.entries = [:]
            state.order = []
        }
    }

    /// The cached URIs, least recently used first.
    var uris: [String] { state.withLock { $0.order } }
}
