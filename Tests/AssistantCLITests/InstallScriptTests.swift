import Foundation
import SkillJSON
import TestSupport
import Testing

/// `scripts/install`, which `make install` runs after its release build, here run against the
/// build these tests belong to: the installed `assistant` answers from PATH in another folder, and
/// `--uninstall` takes away everything it put in the prefix.
///
/// The generated `Bundle.module` falls back to the build folder's absolute path when a bundle is not
/// beside the running program, so a run alone cannot prove the bundles were installed; the test
/// therefore also checks the layout — every bundle the program needs, beside the real program that
/// `bin/assistant` links to. (Run by hand with the build folder hidden, the installed program was
/// seen to work from its own bundles and to stop without them.)
@Suite(.timeLimit(.minutes(2))) struct InstallScriptTests {
    @Test func theInstalledAssistantAnswersFromPathAndUninstallEmptiesThePrefix() async throws {
        let builds = try BuiltExecutable.url("assistant").resolvingSymlinksInPath().deletingLastPathComponent()
        let script = PackageRoot.appending("scripts/install")
        try await TemporaryDirectory.with("agentskill-install") { root in
            let prefix = root.appending(path: "prefix")
            let elsewhere = root.appending(path: "elsewhere")
            for folder in [prefix, elsewhere] {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
            var environment = ProcessInfo.processInfo.environment
            environment["DESTDIR"] = nil
            let installed = try await TestProcess.run(
                script, [builds.path, prefix.path], environment: environment, in: elsewhere, killAfter: .seconds(60))
            #expect(installed.status == 0, "\(installed.errors)")
            #expect(
                installed.output.hasPrefix("install: installed assistant as \(prefix.path)/bin/assistant"),
                "\(installed.output)")
            #expect(installed.output.contains("\(prefix.path)/bin is not on your PATH"), "\(installed.output)")

            // The layout: bin/assistant links to the real program, whose folder holds its bundles.
            let lib = prefix.appending(path: "lib/agentskill")
            let link = try FileManager.default.destinationOfSymbolicLink(
                atPath: prefix.appending(path: "bin/assistant").path)
            #expect(link == "../lib/agentskill/assistant")
            let bundles = TemporaryDirectory.contents(of: lib).filter { $0.hasSuffix(".resources") }
            #expect(bundles.contains("AgentSkill_StandardSkills.resources"), "\(bundles)")
            #expect(bundles.contains("AgentSkill_SkillNLU.resources"), "\(bundles)")
            #expect(!bundles.contains { $0.hasSuffix("Tests.resources") }, "test bundles are not the program's")
            for bundle in bundles {
                #expect(
                    TemporaryDirectory.contents(of: lib.appending(path: bundle))
                        == TemporaryDirectory.contents(of: builds.appending(path: bundle)), "\(bundle)")
            }

            // From PATH, in a folder that is neither the checkout nor the prefix.
            environment["PATH"] = prefix.appending(path: "bin").path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            environment["LANG"] = "C.UTF-8"
            environment["XDG_CONFIG_HOME"] = root.appending(path: "config").path
            environment["XDG_DATA_HOME"] = root.appending(path: "data").path
            environment["AGENTSKILL_DATA_DIR"] = nil
            environment["AGENTSKILL_CONFIG"] = nil
            environment["AGENTSKILL_NOW"] = "2026-12-02T10:00"
            environment["TZ"] = "Asia/Shanghai"
            let env = URL(fileURLWithPath: "/usr/bin/env")
            let echo = try await TestProcess.run(
                env, ["assistant", "ask", "echo hi", "--json"], environment: environment, in: elsewhere,
                killAfter: .seconds(60))
            #expect(echo.status == 0, "\(echo.errors)")
            #expect(
                echo.output == #"{"data":{"text":"hi"},"error":null,"ok":true,"skill":"echo","text":"hi","ui":null}"#
                    + "\n")
            let meeting = try await TestProcess.run(
                env, ["assistant", "ask", "明天下午3点开会", "--json"], environment: environment, in: elsewhere,
                killAfter: .seconds(60))
            #expect(meeting.status == 0, "\(meeting.errors)")
            let reply = try JSONValue.parse(meeting.output)
            #expect(reply["skill"] == "calendar.create")
            #expect(reply["data"]?["title"] == "开会")
            #expect(FileManager.default.fileExists(atPath: root.appending(path: "data/agentskill").path))

            let uninstalled = try await TestProcess.run(
                script, ["--uninstall", prefix.path], environment: environment, in: elsewhere, killAfter: .seconds(60))
            #expect(uninstalled.status == 0, "\(uninstalled.errors)")
            #expect(
                uninstalled.output.hasPrefix("install: removed assistant from \(prefix.path)"), "\(uninstalled.output)")
            #expect(TemporaryDirectory.contents(of: prefix) == [])
        }
    }

    @Test func uninstallLeavesAloneWhatItDidNotInstall() async throws {
        let script = PackageRoot.appending("scripts/install")
        try await TemporaryDirectory.with("agentskill-install") { prefix in
            let bin = prefix.appending(path: "bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            try Data("#!/bin/sh\n".utf8).write(to: bin.appending(path: "assistant"))
            let scratch = try TemporaryDirectory.create("agentskill-install-output")
            defer { try? FileManager.default.removeItem(at: scratch) }
            let result = try await TestProcess.run(
                script, ["--uninstall", prefix.path], environment: ProcessInfo.processInfo.environment, in: scratch)
            #expect(result.status == 1)
            #expect(result.errors.contains("was not installed by scripts/install"), "\(result.errors)")
            #expect(TemporaryDirectory.contents(of: prefix) == ["bin", "bin/assistant"])
        }
    }
}
