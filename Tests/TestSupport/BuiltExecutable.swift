import Foundation

/// Executables this package builds, found next to the running test bundle.
public enum BuiltExecutable {
    /// Why an executable could not be found.
    public struct NotBuilt: Error, CustomStringConvertible {
        public let name: String
        public var description: String {
            "the \(name) executable was not found next to the tests; run `swift build` first"
        }
    }

    /// The built executable `name` (`assistant`, `ledger-crash-probe`): `$ASSISTANT_BIN` for
    /// `assistant` when set, else the first match in the test bundle's folder and up to three above.
    public static func url(_ name: String) throws -> URL {
        if name == "assistant", let path = ProcessInfo.processInfo.environment["ASSISTANT_BIN"] {
            return URL(fileURLWithPath: path)
        }
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = runner.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        throw NotBuilt(name: name)
    }
}
