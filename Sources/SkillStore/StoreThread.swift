import Foundation

/// A thread of the store's own that runs jobs one at a time, in the order they came: async code
/// waits there for the database instead of blocking a thread of Swift concurrency's cooperative
/// pool (one per core). On Linux, Dispatch's global queues share those threads, so a `DispatchQueue`
/// would not do: when other work blocks the pool, the jobs would wait behind it.
///
/// The thread starts with the first job and ends after ``stop()``, once the jobs queued before are done.
final class StoreThread: @unchecked Sendable {
    // @unchecked: `jobs`, `next`, `started` and `stopping` are only touched while `condition` is locked.
    private let condition = NSCondition()
    private var jobs: [@Sendable () -> Void] = []
    private var next = 0
    private var started = false
    private var stopping = false
    /// The thread's name; inside a job also `Thread.current.threadDictionary[StoreThread.markKey]`
    /// (the system keeps only 15 bytes of a thread's name on Linux).
    let name: String
    /// The key of the thread's name in its thread dictionary.
    static let markKey = "agentskill.store"

    init(name: String) {
        self.name = name
    }

    /// Queues `job`; it runs on the store's thread after the jobs queued before it.
    func run(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        jobs.append(job)
        if !started {
            started = true
            let thread = Thread { [self] in
                // (Set from inside: on Linux a name set before `start()` does not reach the thread.)
                Thread.current.name = name
                Thread.current.threadDictionary[Self.markKey] = name
                loop()
            }
            thread.start()
        }
        condition.signal()
        condition.unlock()
    }

    /// Lets the thread end once the queued jobs are done.
    func stop() {
        condition.lock()
        stopping = true
        condition.signal()
        condition.unlock()
    }

    private func loop() {
        while true {
            condition.lock()
            while next == jobs.count, !stopping { condition.wait() }
            guard next < jobs.count else {
                condition.unlock()
                return
            }
            let job = jobs[next]
            next += 1
            if next == jobs.count {
                jobs.removeAll(keepingCapacity: true)
                next = 0
            }
            condition.unlock()
            job()
        }
    }
}
