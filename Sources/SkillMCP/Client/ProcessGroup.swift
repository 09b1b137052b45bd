import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether a process group still runs anything.
enum ProcessGroup {
    /// Whether a process of group `group` is still running: `kill(-group, 0)` finds one, and on
    /// Linux `/proc` shows that one is not a zombie. (An orphan that exits waits for its new parent
    /// to reap it; in containers whose first process never does, it stays a zombie for good.)
    static func hasRunningMembers(_ group: pid_t) -> Bool {
        guard kill(-group, 0) == 0 || errno == EPERM else { return false }
        #if os(Linux)
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return true }
            return entries.contains { entry in
                guard Int32(entry) != nil, let stat = status(of: entry) else { return false }
                return stat.group == group && stat.state != "Z" && stat.state != "X"
            }
        #else
            return true
        #endif
    }

    /// The state letter and process group of `/proc/PID/stat`: `4242 (name) S 1 4242 …`, where
    /// the name may hold spaces and parentheses, so the fields are read after the last `)`.
    static func status(of pid: String) -> (state: Character, group: pid_t)? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 2, let state = fields[0].first, let group = pid_t(fields[2]) else { return nil }
        return (state, group)
    }
}
