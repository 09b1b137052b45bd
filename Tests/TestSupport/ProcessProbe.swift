import Foundation

/// Whether processes still run, for tests that check a program leaves none behind.
///
/// A process counts as gone when it no longer exists or is a zombie: an orphan that exited waits
/// for its new parent to reap it, and in a container whose first process never reaps, it stays a
/// zombie — dead, running nothing.
public enum ProcessProbe {
    /// Whether process `pid` exists and is not a zombie.
    public static func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 || errno == EPERM else { return false }
        guard let state = status(of: pid)?.state else { return true }
        return state != "Z" && state != "X"
    }

    /// Whether a process of group `group` exists and is not a zombie.
    public static func groupIsRunning(_ group: pid_t) -> Bool {
        guard kill(-group, 0) == 0 || errno == EPERM else { return false }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return true }
        return entries.contains { entry in
            guard let pid = pid_t(entry), let status = status(of: pid) else { return false }
            return status.group == group && status.state != "Z" && status.state != "X"
        }
    }

    /// Polls `condition` every 50 ms until it holds or `limit` passes, off the cooperative pool;
    /// whether it held. The limit is generous: a busy machine may be slow, and a passing test
    /// returns as soon as the condition holds.
    public static func eventually(
        within limit: Duration = .seconds(30), _ condition: @escaping @Sendable () -> Bool
    ) async -> Bool {
        await onOwnThread {
            let clock = ContinuousClock()
            let deadline = clock.now.advanced(by: limit)
            while !condition() {
                guard clock.now < deadline else { return false }
                usleep(50_000)
            }
            return true
        }
    }

    /// The state letter and process group in `/proc/PID/stat` (read after the last `)`, since the
    /// command name may hold spaces and parentheses).
    public static func status(of pid: pid_t) -> (state: Character, group: pid_t)? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 2, let state = fields[0].first, let group = pid_t(fields[2]) else { return nil }
        return (state, group)
    }

    /// The two process ids `mcp_fake_server.py stubborn FILE` writes to FILE, once it has.
    public static func pids(in file: URL) async -> (server: pid_t, grandchild: pid_t)? {
        let found = await eventually {
            FileManager.default.fileExists(atPath: file.path)
        }
        guard found, let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        let numbers = text.split(whereSeparator: \.isWhitespace).compactMap { pid_t($0) }
        guard numbers.count == 2 else { return nil }
        return (numbers[0], numbers[1])
    }
}
