import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program started with `posix_spawn` in a process group of its own, with a clean signal state,
/// that is ended — with everything it started in its group — and never outlives us on a normal exit.
///
/// Starting:
/// 1. three pipes, close-on-exec, so no other child we start at the same time inherits them;
/// 2. `posix_spawn` with `POSIX_SPAWN_SETSIGMASK` (an empty mask: Swift's threads block most
///    signals, and a child would otherwise inherit that mask and never see `SIGTERM`),
///    `POSIX_SPAWN_SETSIGDEF` (every signal at its default: we ignore `SIGPIPE`, and an ignored
///    signal stays ignored across `exec`) and `POSIX_SPAWN_SETPGROUP` (a group of its own, which
///    ``terminate(grace:)`` signals as a whole, and which a Ctrl-C meant for us does not reach);
/// 3. a thread of its own waits for it (`waitpid`), so it never lingers as a zombie.
///
/// Ending (``terminate(grace:)``): `SIGTERM` to the group, then `SIGKILL` to the group when it is
/// not gone within the grace period. Every group still running when the program calls `exit` is
/// sent `SIGKILL` by an `atexit` handler — a backstop for a caller that returns without stopping.
///
/// `prctl(PR_SET_PDEATHSIG)` is not used: it must be called in the child between `fork` and
/// `exec`, which `posix_spawn` cannot do (and `fork` from Swift in a threaded process is unsafe);
/// it fires when the *thread* that started the child ends, not the process, and the Swift
/// concurrency threads we start children from come and go; and it exists only on Linux. Should
/// we be killed by a signal, a server still sees the end of its input, which the MCP stdio
/// transport defines as the request to exit.
final class ChildProcess: Sendable {
    /// The child's process id, which is also its process group id.
    let id: pid_t
    /// Our end of its standard output; the reader of ``outputChunks`` closes it at the end.
    private let output: Int32
    /// Our end of its standard error; the reader of ``errorChunks`` closes it at the end.
    private let errorOutput: Int32
    /// Our end of its standard input, until ``closeInput()``.
    private let input: Mutex<Input>
    private let status = ExitStatus()

    /// Starts `executable` with `arguments` (without the program name) and exactly `environment`.
    ///
    /// - Throws: ``MCPError`` (``MCPError/Kind/serverExited``) naming the system's reason when it
    ///   cannot be started.
    init(executable: String, arguments: [String], environment: [String: String], context: String) throws(MCPError) {
        func failure(_ code: Int32) -> MCPError {
            MCPError(
                .serverExited, "cannot start MCP server", "'\(executable)' (\(String(cString: strerror(code))))",
                while: context)
        }
        let started = Self.spawning.withLock { _ -> Result<(pid: pid_t, ends: [Int32]), MCPError> in
            var pipes: [(read: Int32, write: Int32)] = []
            for _ in 0..<3 {
                guard let pipe = Self.closeOnExecPipe() else {
                    let code = errno
                    for pipe in pipes { [pipe.read, pipe.write].forEach(FileDescriptorIO.close) }
                    return .failure(failure(code))
                }
                pipes.append(pipe)
            }
            let (stdin, stdout, stderr) = (pipes[0], pipes[1], pipes[2])
            let spawned = Self.spawn(
                executable, arguments: [executable] + arguments, environment: environment,
                standardStreams: (stdin.read, stdout.write, stderr.write))
            // The child's ends are the child's alone now.
            [stdin.read, stdout.write, stderr.write].forEach(FileDescriptorIO.close)
            switch spawned {
            case .success(let pid):
                return .success((pid, [stdin.write, stdout.read, stderr.read]))
            case .failure(let code):
                [stdin.write, stdout.read, stderr.read].forEach(FileDescriptorIO.close)
                return .failure(failure(code))
            }
        }
        let (pid, ends) = try started.get()
        id = pid
        input = Mutex(Input(descriptor: ends[0]))
        output = ends[1]
        errorOutput = ends[2]
        let status = self.status
        Self.live.withLock { $0[pid] = status }
        Self.killGroupsAtExit()
        let waiter = Thread {
            var value: Int32 = 0
            while waitpid(pid, &value, 0) < 0, errno == EINTR {}
            status.value.withLock { $0 = value }
        }
        waiter.name = "SkillMCP waitpid \(pid)"
        waiter.start()
    }

    deinit {
        closeInput()
    }

    /// What the child writes to its standard output, until it (and its group) closes it.
    func outputChunks() -> AsyncStream<[UInt8]> {
        FileDescriptorIO.chunks(from: output, closingAtEnd: true)
    }

    /// What the child writes to its standard error, until it (and its group) closes it.
    func errorChunks() -> AsyncStream<[UInt8]> {
        FileDescriptorIO.chunks(from: errorOutput, closingAtEnd: true)
    }

    /// Writes every byte to the child's standard input.
    ///
    /// - Throws: ``MCPError`` (``MCPError/Kind/transport``) when the input is closed or the child is gone.
    func write(_ bytes: [UInt8], context: String) throws(MCPError) {
        let descriptor = input.withLock { input -> Int32? in
            guard !input.closing, let descriptor = input.descriptor else { return nil }
            input.writers += 1
            return descriptor
        }
        guard let descriptor else {
            throw MCPError(.transport, "cannot write", "the server's input is closed", while: context)
        }
        defer { input.withLock { $0.writerFinished() } }
        try FileDescriptorIO.write(bytes, to: descriptor, context: context)
    }

    /// Closes the child's standard input, so it sees the end of its input; safe to call again. A
    /// write in progress (blocked on a child that does not read) finishes first: the last writer closes it.
    func closeInput() {
        input.withLock { $0.close() }
    }

    /// Our end of the child's standard input: closed once nobody writes to it any more, so a
    /// descriptor is never closed (and its number reused) under a write.
    private struct Input {
        var descriptor: Int32?
        var writers = 0
        var closing = false

        mutating func close() {
            closing = true
            closeIfUnused()
        }

        mutating func writerFinished() {
            writers -= 1
            closeIfUnused()
        }

        private mutating func closeIfUnused() {
            guard closing, writers == 0, let descriptor else { return }
            FileDescriptorIO.close(descriptor)
            self.descriptor = nil
        }
    }

    /// Whether the child has exited (and been reaped).
    var hasExited: Bool { status.value.withLock { $0 != nil } }

    /// Whether the child and every process of its group are gone (or dead and not yet reaped by
    /// whoever inherited them: a zombie runs nothing, and no signal can end it twice).
    var isGone: Bool {
        hasExited && !ProcessGroup.hasRunningMembers(id)
    }

    /// Waits until the child exits or `timeout` passes; whether it exited.
    func waitForExit(within timeout: Duration) async -> Bool {
        await poll(within: timeout) { self.hasExited }
    }

    /// Ends the child and its group: `SIGTERM`, then `SIGKILL` to whatever is left after `grace`.
    /// Returns at once when they are gone already.
    func terminate(grace: Duration) async {
        defer { _ = Self.live.withLock { $0.removeValue(forKey: id) } }
        guard !isGone else { return }
        kill(-id, SIGTERM)
        if await poll(within: grace, { self.isGone }) { return }
        kill(-id, SIGKILL)
        // SIGKILL cannot be refused; a little time for the kernel and our waiter thread.
        _ = await poll(within: max(grace, .seconds(1))) { self.isGone }
    }

    /// Checks `condition` every 20 ms until it holds or `timeout` passes; whether it held.
    private func poll(within timeout: Duration, _ condition: @Sendable () -> Bool) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while !condition() {
            guard clock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return true
    }

    /// The child's `waitpid` status once its waiter thread has reaped it.
    private final class ExitStatus: Sendable {
        let value = Mutex<Int32?>(nil)
    }

    // MARK: - Spawning

    private enum Spawned {
        case success(pid_t)
        case failure(Int32)
    }

    private static func spawn(
        _ executable: String, arguments: [String], environment: [String: String],
        standardStreams: (Int32, Int32, Int32)
    ) -> Spawned {
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }

        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #else
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, standardStreams.0, STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, standardStreams.1, STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, standardStreams.2, STDERR_FILENO)

        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        return code == 0 ? .success(pid) : .failure(code)
    }

    /// A pipe whose two ends close on `exec`; `nil` (and `errno`) when there are no descriptors left.
    ///
    /// `pipe` then `fcntl` (Swift cannot see `pipe2`): called only under ``spawning``, so no child
    /// we start meanwhile inherits the ends in between.
    private static func closeOnExecPipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// Held while pipes are made and a child is spawned.
    private static let spawning = Mutex(())

    // MARK: - The exit backstop

    /// The children not yet terminated, by process group, with their exit status.
    private static let live = Mutex<[pid_t: ExitStatus]>([:])

    /// Registers, once, the `atexit` handler that sends `SIGKILL` to the group of every child in
    /// ``live`` that still runs. (Only those: the group id of a child that exited and was reaped
    /// may, once its group is empty, be reused by an unrelated process.)
    private static func killGroupsAtExit() {
        _ = registeredAtExit
    }

    private static let registeredAtExit: Void = {
        atexit {
            let running = ChildProcess.live.withLock { live in
                live.filter { _, status in status.value.withLock { $0 == nil } }.keys
            }
            for group in running { kill(-group, SIGKILL) }
        }
    }()
}
