import Synchronization

/// One sleeping task that serves every deadline of the process.
///
/// Scheduling a deadline is a heap insert under a lock; cancelling one just forgets its action.
/// The watchdog sleeps until the earliest deadline and is only woken early when a deadline
/// arrives that is earlier than the one it sleeps for. With the usual constant timeouts each new
/// deadline is later than the last, so requests pay no timer setup and no thread wake-ups.
final class DeadlineWatchdog: Sendable {
    /// The watchdog behind ``AgentClock/system``.
    static let shared = DeadlineWatchdog()

    private struct Entry {
        var deadline: ContinuousClock.Instant
        var id: Int
    }

    private struct State {
        var heap: [Entry] = []
        var actions: [Int: @Sendable () -> Void] = [:]
        var nextID = 0
        var generation = 0
        var sleeper: Task<Void, Never>?
        var sleeperTarget: ContinuousClock.Instant?
    }

    private let state = Mutex(State())

    /// Runs `action` once `duration` has passed, unless the returned closure is called first.
    func schedule(after duration: Duration, _ action: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        let deadline = ContinuousClock.now.advanced(by: duration)
        let id = state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            state.actions[id] = action
            Self.push(Entry(deadline: deadline, id: id), into: &state.heap)
            if state.heap.count > 1024, state.heap.count > 4 * state.actions.count {
                Self.compact(&state)
            }
            if let target = state.sleeperTarget, target <= deadline { return id }
            startSleeper(until: deadline, state: &state)
            return id
        }
        return { [weak self] in
            _ = self?.state.withLock { $0.actions.removeValue(forKey: id) }
        }
    }

    /// The number of deadlines still armed (for tests).
    var pendingCount: Int { state.withLock { $0.actions.count } }

    private func startSleeper(until target: ContinuousClock.Instant, state: inout State) {
        state.sleeper?.cancel()
        state.generation += 1
        let generation = state.generation
        state.sleeperTarget = target
        state.sleeper = Task { [weak self] in
            do {
                try await Task.sleep(until: target, clock: .continuous)
            } catch {
                return
            }
            self?.fire(generation: generation)
        }
    }

    private func fire(generation: Int) {
        let due = state.withLock { state -> [@Sendable () -> Void] in
            guard state.generation == generation else { return [] }
            let now = ContinuousClock.now
            var due: [@Sendable () -> Void] = []
            while let top = state.heap.first, top.deadline <= now || state.actions[top.id] == nil {
                Self.popFirst(from: &state.heap)
                if let action = state.actions.removeValue(forKey: top.id) { due.append(action) }
            }
            state.sleeper = nil
            state.sleeperTarget = nil
            if let next = state.heap.first { startSleeper(until: next.deadline, state: &state) }
            return due
        }
        for action in due { action() }
    }

    // MARK: - Binary min-heap by deadline

    private static func compact(_ state: inout State) {
        let live = state.heap.filter { state.actions[$0.id] != nil }
        state.heap = []
        state.heap.reserveCapacity(live.count)
        for entry in live { push(entry, into: &state.heap) }
    }

    private static func push(_ entry: Entry, into heap: inout [Entry]) {
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].deadline < heap[parent].deadline else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private static func popFirst(from heap: inout [Entry]) {
        guard !heap.isEmpty else { return }
        heap.swapAt(0, heap.count - 1)
        heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, heap[left].deadline < heap[smallest].deadline { smallest = left }
            if right < heap.count, heap[right].deadline < heap[smallest].deadline { smallest = right }
            if smallest == parent { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
