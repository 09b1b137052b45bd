import Foundation
import SkillJSON

/// Finds and reads the config file.
///
/// Where it looks, first match wins:
/// 1. `--config FILE`;
/// 2. `$AGENTSKILL_CONFIG`;
/// 3. `$XDG_CONFIG_HOME/agentskill/config.json` (when the variable holds an absolute path);
/// 4. `$HOME/.config/agentskill/config.json`.
///
/// A file named by 1 or 2 must exist; at the default locations 3 and 4 a missing file means the
/// defaults. A file that exists but cannot be read, is not JSON, or holds a setting that makes
/// no sense is an error naming the file and the line and column or JSON path — never ignored.
enum ConfigFile {
    /// Where to look, and whether the file must be there.
    struct Location: Equatable {
        var path: String
        var required: Bool
    }

    /// The file the options and environment point at, or `nil` when there is no home to look in.
    static func location(options: GlobalOptions, environment: [String: String]) -> Location? {
        if let path = options.configPath { return Location(path: expandingTilde(path, environment), required: true) }
        if let path = environment["AGENTSKILL_CONFIG"], !path.isEmpty {
            return Location(path: expandingTilde(path, environment), required: true)
        }
        if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") {
            return Location(path: base + "/agentskill/config.json", required: false)
        }
        if let home = environment["HOME"], !home.isEmpty {
            return Location(path: home + "/.config/agentskill/config.json", required: false)
        }
        return nil
    }

    /// The settings the options and environment point at.
    ///
    /// - Throws: ``CLIError/invalidConfig(file:problem:)``.
    static func load(options: GlobalOptions, environment: [String: String]) throws(CLIError) -> AssistantConfig {
        guard let location = location(options: options, environment: environment) else { return AssistantConfig() }
        guard let data = try read(location) else { return AssistantConfig() }
        do {
            return try AssistantConfig(json: JSONValue.parse(data))
        } catch {
            throw .invalidConfig(file: location.path, problem: error.description)
        }
    }

    /// The file's bytes, or `nil` when an optional file is absent.
    private static func read(_ location: Location) throws(CLIError) -> Data? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: location.path, isDirectory: &isDirectory) else {
            guard location.required else { return nil }
            throw .invalidConfig(file: location.path, problem: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw .invalidConfig(file: location.path, problem: "is a directory, not a file")
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: location.path))
        } catch {
            throw .invalidConfig(file: location.path, problem: "cannot read it (\(error.localizedDescription))")
        }
    }

    /// `~/x` → `$HOME/x`; other paths unchanged.
    static func expandingTilde(_ path: String, _ environment: [String: String]) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = environment["HOME"], !home.isEmpty else { return path }
        return home + path.dropFirst()
    }
}
