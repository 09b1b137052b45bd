import Foundation

/// Runs blocking `work` (waiting for a child process, a socket, a semaphore) on a thread of its own
/// and suspends until it ends.
///
/// Swift Testing runs every test of the package in one process on Swift concurrency's cooperative
/// pool, which has one thread per core (two on CI). A test that blocks one of them — and Dispatch's
/// global queues share those threads on Linux — starves the tests that need the pool meanwhile,
/// such as the HTTP server's handlers. A fresh `Thread` belongs to no pool.
public func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}

/// ``onOwnThread(_:)`` for work that cannot fail.
public func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: work()) }.start()
    }
}
