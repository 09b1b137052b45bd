import Foundation
import SkillStore
import StandardSkills
import TestSupport
import Testing

@testable import AssistantCLI

@Suite(.timeLimit(.minutes(1))) struct DataDirectoryTests {
    @Test(arguments: [
        (GlobalOptions(dataDirectory: "/flag"), ["AGENTSKILL_DATA_DIR": "/env", "XDG_DATA_HOME": "/xdg"], "/flag"),
        (GlobalOptions(dataDirectory: "~/d"), ["HOME": "/h"], "/h/d"),
        (GlobalOptions(), ["AGENTSKILL_DATA_DIR": "/env", "XDG_DATA_HOME": "/xdg", "HOME": "/h"], "/env"),
        (GlobalOptions(), ["AGENTSKILL_DATA_DIR": "", "XDG_DATA_HOME": "/xdg", "HOME": "/h"], "/xdg/agentskill"),
        (GlobalOptions(), ["XDG_DATA_HOME": "relative", "HOME": "/h"], "/h/.local/share/agentskill"),
        (GlobalOptions(), ["HOME": "/h"], "/h/.local/share/agentskill"),
    ])
    func pathFollowsFlagThenEnvironment(options: GlobalOptions, environment: [String: String], path: String) {
        #expect(DataDirectory.path(options: options, environment: environment) == path)
    }

    /// Which of three candidate directories the store lands in, for each way of naming one.
    @Test(arguments: [
        (["--data-dir", "flag"], true, true, "flag"),
        ([], true, true, "env"),
        ([], false, true, "xdg/agentskill"),
        ([], false, false, "home/.local/share/agentskill"),
    ])
    func storeIsCreatedWhereThePrecedenceSays(flag: [String], env: Bool, xdg: Bool, expected: String) async throws {
        try await TemporaryDirectory.with { root in
            var environment = ["HOME": root.appending(path: "home").path]
            if env { environment["AGENTSKILL_DATA_DIR"] = root.appending(path: "env").path }
            if xdg { environment["XDG_DATA_HOME"] = root.appending(path: "xdg").path }
            let arguments = flag.isEmpty ? [] : [flag[0], root.appending(path: flag[1]).path]
            let terminal = FakeTerminal(environment: environment)
            #expect(await terminal.run(["ask", "echo hi"] + arguments) == 0)
            #expect(
                TemporaryDirectory.contents(of: root).filter { $0.hasSuffix(".sqlite") } == [
                    "\(expected)/agentskill.sqlite"
                ])
        }
    }

    @Test(arguments: [["help"], ["--help"], ["--version"], ["skills"], ["skills", "--json"], ["help", "run"]])
    func commandsThatTouchNoDataCreateNoFiles(arguments: [String]) async throws {
        try await TemporaryDirectory.with { root in
            let environment = ["HOME": root.path, "XDG_DATA_HOME": root.appending(path: "xdg").path]
            let terminal = FakeTerminal(environment: environment)
            #expect(await terminal.run(arguments + ["--data-dir", root.appending(path: "data").path]) == 0)
            let implicit = FakeTerminal(environment: environment)
            #expect(await implicit.run(arguments) == 0)
            #expect(TemporaryDirectory.contents(of: root).isEmpty)
        }
    }

    @Test func renderCreatesNoFiles() async throws {
        try await TemporaryDirectory.with { root in
            let terminal = FakeTerminal(lines: [#"{"type":"text","text":"hi"}"#], environment: ["HOME": root.path])
            #expect(await terminal.run(["render", "-"]) == 0)
            #expect(TemporaryDirectory.contents(of: root).isEmpty)
        }
    }

    @Test(arguments: [["ask", "echo hi"], ["run", "echo", "--args", #"{"text":"hi"}"#], ["calendar", "export", "-"]])
    func aFileWhereTheDirectoryShouldBeExitsTwoNamingIt(arguments: [String]) async throws {
        try await TemporaryDirectory.with { root in
            let file = root.appending(path: "data")
            try Data("not a directory".utf8).write(to: file)
            let terminal = FakeTerminal()
            #expect(await terminal.run(arguments + ["--data-dir", file.path]) == 2)
            #expect(terminal.stdout.isEmpty)
            #expect(
                terminal.stderr
                    == "error: data directory '\(file.path)': it is a file, not a directory"
                    + " — pass --data-dir <dir> or set AGENTSKILL_DATA_DIR to use another\n")
            let below = FakeTerminal(environment: ["AGENTSKILL_DATA_DIR": file.path + "/below"])
            #expect(await below.run(arguments) == 2)
            #expect(
                below.stderr
                    == "error: data directory '\(file.path)/below': cannot create it (Not a directory)"
                    + " — pass --data-dir <dir> or set AGENTSKILL_DATA_DIR to use another\n")
        }
    }

    @Test func aDatabaseFromANewerVersionExitsTwo() async throws {
        try await TemporaryDirectory.with { root in
            let store = try StandardSchema.openStore(in: root.path)
            try await store.write { db in
                try db.execute("INSERT INTO store_migrations(name, position) VALUES ('future-v1', 99)")
            }
            let terminal = FakeTerminal()
            #expect(await terminal.run(["ask", "echo hi", "--data-dir", root.path]) == 2)
            #expect(
                terminal.stderr.hasPrefix(
                    "error: data directory '\(root.path)': the database at \(root.path)/agentskill.sqlite was written by a newer version"
                ))
            #expect(terminal.stderr.contains("(future-v1)"))
        }
    }

    @Test func theDirectoryIsCreatedOwnerOnly() async throws {
        try await TemporaryDirectory.with { root in
            let directory = root.appending(path: "a/b")
            let terminal = FakeTerminal()
            #expect(await terminal.run(["ask", "echo hi", "--data-dir", directory.path]) == 0)
            let attributes = try FileManager.default.attributesOfItem(atPath: directory.path)
            #expect((attributes[.posixPermissions] as? Int) == 0o700)
        }
    }
}
