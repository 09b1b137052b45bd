import Foundation

/// Where the assistant keeps its database: one directory per person, one file in it.
///
/// The directory is, in order: the `AGENTSKILL_DATA_DIR` environment variable, then
/// `$XDG_DATA_HOME/agentskill`, then `~/.local/share/agentskill`. (`--data-dir` on the command line
/// overrides all three.)
public enum StoreLocation {
    /// The database file's name inside the data directory.
    public static let fileName = "agentskill.sqlite"

    /// The data directory for `environment`.
    public static func directory(environment: [String: String], home: String = NSHomeDirectory()) -> String {
        if let explicit = environment["AGENTSKILL_DATA_DIR"], !explicit.isEmpty { return explicit }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return xdg + "/agentskill" }
        return home + "/.local/share/agentskill"
    }

    /// Creates `directory` (owner-only permissions) if needed and opens the store file in it.
    ///
    /// - Throws: ``StoreError`` when the directory cannot be created or the file cannot be opened.
    public static func openStore(
        in directory: String, configuration: SkillStore.Configuration = .init()
    ) throws(StoreError) -> SkillStore {
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw StoreError(
                .sqlite, message: "cannot create the data directory \(directory): \(error.localizedDescription)")
        }
        return try SkillStore(path: directory + "/" + fileName, configuration: configuration)
    }
}
