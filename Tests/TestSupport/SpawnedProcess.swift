import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A child program for tests, with the part of Foundation's `Process` API the tests use, started
/// with `posix_spawn` directly.
///
/// Why not `Process`: on Linux, swift-corelibs-foundation's `Process.run()` lists
/// `/proc/self/fd` to close inherited descriptors, and copies each entry's whole 256-byte
/// `d_name` (swiftlang/swift-corelibs-foundation#5472). When the test process holds about 1,300
/// descriptors — the parallel suite does, for a moment — the last entry sits at the end of glibc's
/// 32 KiB buffer and the copy can read past it: the whole test run crashes in `memcpy`. This type
/// closes inherited descriptors in the child with `posix_spawn_file_actions_addclosefrom_np`
/// instead (glibc 2.34+, found at run time), and never lists the directory.
///
/// Standard streams are a `Pipe` (the child's end is closed in the parent after the spawn, as
/// `Process` does), a `FileHandle`, or `FileHandle.nullDevice` (`/dev/null`); unset, they are the
/// test process's own. The child gets a process group of its own, an empty signal mask and
/// default signal handlers.
public final class SpawnedProcess: @unchecked Sendable {
    /// Why a program stopped.
    public enum TerminationReason: Sendable, Hashable {
        /// It exited; ``terminationStatus`` is its exit status.
        case exit
        /// A signal ended it; ``terminationStatus`` is the signal's number.
        case uncaughtSignal
    }

    /// What a spawn could not do.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// The program to run.
    public var executableURL: URL?
    /// Its arguments, without the program itself.
    public var arguments: [String] = []
    /// Its environment; `nil` is the test process's.
    public var environment: [String: String]?
    /// Its working directory; `nil` is the test process's.
    public var currentDirectoryURL: URL?
    /// A `Pipe`, a `FileHandle`, or `nil` for the test process's own.
    public var standardInput: Any?
    /// A `Pipe`, a `FileHandle`, or `nil` for the test process's own.
    public var standardOutput: Any?
    /// A `Pipe`, a `FileHandle`, or `nil` for the test process's own.
    public var standardError: Any?
    /// Called once, on a thread of its own, when the program has ended.
    public var terminationHandler: (@Sendable (SpawnedProcess) -> Void)? {
        get { state.withLock { $0.handler } }
        set { state.withLock { $0.handler = newValue } }
    }

    private struct State {
        var pid: pid_t = 0
        var ended: (status: Int32, reason: TerminationReason)?
        var handler: (@Sendable (SpawnedProcess) -> Void)?
    }

    private let state = Mutex(State())
    private let finished = DispatchSemaphore(value: 0)

    /// Creates a process to configure and ``run()``.
    public init() {}

    /// The child's process id (0 before ``run()``).
    public var processIdentifier: Int32 { state.withLock { $0.pid } }

    /// Whether the program has started and not yet ended.
    public var isRunning: Bool { state.withLock { $0.pid != 0 && $0.ended == nil } }

    /// The exit status, or the signal's number (see ``terminationReason``); 0 while running.
    public var terminationStatus: Int32 { state.withLock { $0.ended?.status ?? 0 } }

    /// Why the program stopped; `.exit` while running.
    public var terminationReason: TerminationReason { state.withLock { $0.ended?.reason ?? .exit } }

    /// Sends `SIGTERM`.
    public func terminate() {
        let pid = processIdentifier
        if pid > 0, isRunning { kill(pid, SIGTERM) }
    }

    /// Blocks until the program has ended.
    public func waitUntilExit() {
        finished.wait()
        finished.signal()
    }

    /// Starts the program.
    ///
    /// - Throws: ``Failure`` naming the program when it cannot start (missing, not executable, a
    ///   working directory that does not exist).
    public func run() throws {
        guard let executableURL else { throw Failure(description: "no executable to run") }
        let path = executableURL.path
        let streams = [standardInput, standardOutput, standardError]
        let fds = streams.enumerated().map { Self.childDescriptor($0.element, stream: Int32($0.offset)) }
        let environment = self.environment ?? ProcessInfo.processInfo.environment
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (stream, fd) in fds.enumerated() {
            switch fd {
            case .inherit: break
            case .descriptor(let fd): posix_spawn_file_actions_adddup2(&actions, fd, Int32(stream))
            case .nullDevice:
                posix_spawn_file_actions_addopen(
                    &actions, Int32(stream), "/dev/null", stream == 0 ? O_RDONLY : O_WRONLY, 0)
            }
        }
        if let directory = currentDirectoryURL?.path {
            guard FileManager.default.fileExists(atPath: directory) else {
                throw Failure(description: "cannot run \(path): no directory \(directory)")
            }
            guard let changeDirectory = Self.addChangeDirectory else {
                throw Failure(description: "posix_spawn_file_actions_addchdir_np is missing (glibc < 2.29)")
            }
            _ = changeDirectory(&actions, directory)
        }
        guard Self.closeInheritedDescriptors(&actions) else {
            throw Failure(description: "posix_spawn_file_actions_addclosefrom_np is missing (glibc < 2.34)")
        }

        var attributes = posix_spawnattr_t()
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
        let code = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard code == 0 else { throw Failure(description: "cannot run \(path): \(String(cString: strerror(code)))") }
        let child = pid
        state.withLock { $0.pid = child }
        closeChildEnds(streams)
        Thread { [self] in reap(child) }.start()
    }

    /// Adds to `actions` the closing of every descriptor above standard error in the child, at
    /// once and without listing them (a list is stale as soon as another thread opens one);
    /// `false` when glibc lacks `posix_spawn_file_actions_addclosefrom_np`.
    public static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) -> Bool {
        guard let closeFrom = addCloseFrom else { return false }
        return closeFrom(&actions, 3) == 0
    }

    private enum ChildDescriptor {
        case inherit, nullDevice
        case descriptor(Int32)
    }

    private static func childDescriptor(_ stream: Any?, stream number: Int32) -> ChildDescriptor {
        switch stream {
        case let pipe as Pipe:
            return .descriptor(
                number == 0 ? pipe.fileHandleForReading.fileDescriptor : pipe.fileHandleForWriting.fileDescriptor)
        case let handle as FileHandle:
            return handle === FileHandle.nullDevice ? .nullDevice : .descriptor(handle.fileDescriptor)
        default:
            return .inherit
        }
    }

    /// Closes, in this process, the pipe ends the child uses (as `Process` does), so reading the
    /// child's output ends when the child does.
    private func closeChildEnds(_ streams: [Any?]) {
        for (number, stream) in streams.enumerated() {
            guard let pipe = stream as? Pipe else { continue }
            try? (number == 0 ? pipe.fileHandleForReading : pipe.fileHandleForWriting).close()
        }
    }

    private func reap(_ pid: pid_t) {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let signal = status & 0x7f
        let ended: (Int32, TerminationReason) = signal == 0 ? ((status >> 8) & 0xff, .exit) : (signal, .uncaughtSignal)
        let handler = state.withLock { state in
            state.ended = ended
            return state.handler
        }
        finished.signal()
        handler?(self)
    }

    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    private typealias AddChangeDirectory =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    /// glibc's `posix_spawn_file_actions_addclosefrom_np`, which Swift's Glibc module does not show.
    private static let addCloseFrom: AddCloseFrom? = glibcFunction("posix_spawn_file_actions_addclosefrom_np")

    /// glibc's `posix_spawn_file_actions_addchdir_np`, likewise.
    private static let addChangeDirectory: AddChangeDirectory? = glibcFunction("posix_spawn_file_actions_addchdir_np")

    private static func glibcFunction<Function>(_ name: String) -> Function? {
        // A null handle is RTLD_DEFAULT: the libraries the process has loaded.
        guard let symbol = dlsym(nil, name) else { return nil }
        return unsafeBitCast(symbol, to: Function.self)
    }
}
