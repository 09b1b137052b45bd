import Foundation
import SkillStore
import StandardSkills

/// Where the assistant keeps its data, and opening the store there.
///
/// The directory is the first of:
/// 1. `--data-dir DIR` (a leading `~/` is the home directory);
/// 2. `$AGENTSKILL_DATA_DIR`;
/// 3. `$XDG_DATA_HOME/agentskill` (when the variable holds an absolute path);
/// 4. `$HOME/.local/share/agentskill`.
///
/// Only commands that run skills or touch data open the store (`chat`, `ask`, `run`, `calendar`,
/// `ledger`); `help`, `--version`, `skills` and `render` never create a file. Opening creates the
/// directory (owner-only) and the database, and brings its schema up to date.
enum DataDirectory {
    /// The directory the options and environment point at.
    static func path(options: GlobalOptions, environment: [String: String]) -> String {
        if let path = options.dataDirectory { return ConfigFile.expandingTilde(path, environment) }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return StoreLocation.directory(environment: environment, home: home)
    }

    /// Opens (creating if needed) and migrates the store in the directory the options and
    /// environment point at.
    ///
    /// - Throws: ``CLIError/unusableDataDirectory(path:problem:)`` when the directory cannot be
    ///   created or is not a directory, the database cannot be opened, or it was written by a
    ///   newer version.
    static func openStore(options: GlobalOptions, environment: [String: String]) throws(CLIError) -> SkillStore {
        let path = path(options: options, environment: environment)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw .unusableDataDirectory(path: path, problem: "it is a file, not a directory")
        }
        if let problem = makeDirectories(path) {
            throw .unusableDataDirectory(path: path, problem: "cannot create it (\(problem))")
        }
        do {
            return try StandardSchema.openStore(in: path)
        } catch let error as StoreError where error.kind == .unknownMigration {
            throw .unusableDataDirectory(path: path, problem: error.message)
        } catch {
            throw .unusableDataDirectory(
                path: path, problem: "cannot open its database \(StoreLocation.fileName) (\(error))")
        }
    }

    /// Creates `path` and its missing parents, owner-only; the reason when that fails.
    ///
    /// Plain `mkdir` calls rather than `FileManager`, so the reason is the system's
    /// ("Permission denied", "Not a directory") and not a generic Foundation message.
    static func makeDirectories(_ path: String) -> String? {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0, errno != EEXIST { return String(cString: strerror(errno)) }
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return "a part of the path is not a directory"
        }
        return nil
    }

    /// The POSIX reason behind a Foundation file error, when there is one; else its description.
    static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let posix = underlying, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        return error.localizedDescription
    }
}
