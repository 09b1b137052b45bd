import Foundation

/// Fresh, uniquely named folders under the system's temporary directory, for tests that write
/// files; each name is `<prefix>-<UUID>`, so parallel tests never share one.
///
/// ```swift
/// try await TemporaryDirectory.with("agentskill-interop") { folder in
///     try text.write(to: folder.appending(path: "export.ics"), atomically: true, encoding: .utf8)
/// }
/// ```
public enum TemporaryDirectory {
    /// A path that does not exist yet (nothing is created).
    public static func url(_ prefix: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    }

    /// Creates a fresh empty folder and returns it; the caller removes it.
    ///
    /// - Throws: the file system's error when the folder cannot be created.
    public static func create(_ prefix: String = "agentskill-test") throws -> URL {
        let directory = url(prefix)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Creates a fresh folder, passes it to `body`, and removes it afterwards (also when `body` throws).
    ///
    /// - Throws: what `body` throws, or the file system's error when the folder cannot be created.
    public static func with<T>(
        _ prefix: String = "agentskill-test", isolation: isolated (any Actor)? = #isolation,
        _ body: (URL) async throws -> T
    ) async throws -> T {
        let directory = try create(prefix)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try await body(directory)
    }

    /// Every file and folder under `directory`, relative to it, sorted.
    public static func contents(of directory: URL) -> [String] {
        (FileManager.default.subpaths(atPath: directory.path) ?? []).sorted()
    }
}
