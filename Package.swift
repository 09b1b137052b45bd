// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// Each standard skill's keywords and examples: every `<skill id>.vocabulary.json` beside the
/// skills' Swift files, found when this manifest is read, so a new skill's file needs no line
/// here. (SwiftPM has no globs, and a folder rule would take the folder's Swift files for
/// resources too.)
let standardSkillVocabularies: [Resource] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Sources/StandardSkills").resolvingSymlinksInPath()
    guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
    var found: [String] = []
    while let file = files.nextObject() as? URL {
        let path = file.resolvingSymlinksInPath().path
        guard path.hasSuffix(".vocabulary.json"), path.hasPrefix(root.path + "/") else { continue }
        found.append(String(path.dropFirst(root.path.count + 1)))
    }
    return found.sorted().map { .copy($0) }
}()

let package = Package(
    name: "AgentSkill",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "SkillJSON", targets: ["SkillJSON"]),
        .library(name: "SkillUI", targets: ["SkillUI"]),
        .library(name: "SkillUIHTML", targets: ["SkillUIHTML"]),
        .library(name: "SkillUITerminal", targets: ["SkillUITerminal"]),
        .library(name: "AgentSkill", targets: ["AgentSkill"]),
        .library(name: "SkillStore", targets: ["SkillStore"]),
        .library(name: "SkillNLU", targets: ["SkillNLU"]),
        .library(name: "StandardSkills", targets: ["StandardSkills"]),
        .library(name: "AssistantWeb", targets: ["AssistantWeb"]),
        .library(name: "SkillUISwiftUI", targets: ["SkillUISwiftUI"]),
        .library(name: "SkillLLM", targets: ["SkillLLM"]),
        .library(name: "SkillMCP", targets: ["SkillMCP"]),
        .executable(name: "assistant", targets: ["assistant"]),
    ],
    targets: [
        .target(name: "SkillJSON"),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "SkillStore", dependencies: ["CSQLite"]),
        .systemLibrary(name: "CCivetweb", providers: [.apt(["libcivetweb-dev"])]),
        // libedit carries the terminal chat's line editor (editing, history, Ctrl-R, wide characters).
        .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        .target(
            name: "AssistantWeb", dependencies: ["CCivetweb", "AgentSkill", "SkillJSON", "SkillUI", "SkillUIHTML"],
            resources: [.copy("Resources")]),
        // The UI model and its rules; the renderers are modules of their own over it, so an app links
        // only the ones it draws with.
        .target(name: "SkillUI", dependencies: ["SkillJSON"], resources: [.copy("Resources")]),
        .target(name: "SkillUIHTML", dependencies: ["SkillUI", "SkillJSON"], resources: [.copy("Resources")]),
        .target(name: "SkillUITerminal", dependencies: ["SkillUI", "SkillJSON"]),
        .target(
            name: "AgentSkill", dependencies: ["SkillJSON", "SkillUI", "SkillStore"],
            swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]),
        .target(name: "SkillNLU", dependencies: ["AgentSkill", "SkillJSON"], resources: [.copy("Resources")]),
        // The SwiftUI renderer: every file is inside `#if canImport(SwiftUI)`, so on Linux the module is empty;
        // scripts/check-swiftui type-checks it there against the stand-ins in Tools/SwiftUIStandIn.
        .target(name: "SkillUISwiftUI", dependencies: ["SkillUI", "AgentSkill", "SkillJSON"]),
        // libcurl carries the model client's HTTP on Linux (URLSession there keeps a core busy while it waits).
        .systemLibrary(name: "CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .target(
            name: "SkillLLM",
            dependencies: [
                "AgentSkill", "SkillJSON", "SkillUI", "SkillNLU",
                .target(name: "CCurl", condition: .when(platforms: [.linux])),
            ]),
        .target(
            name: "StandardSkills", dependencies: ["AgentSkill", "SkillJSON", "SkillUI", "SkillStore"],
            resources: standardSkillVocabularies),
        // MCP over stdio: serves the registry's skills to MCP clients, imports MCP servers' tools as skills.
        .target(name: "SkillMCP", dependencies: ["AgentSkill", "SkillJSON", "SkillUI", "SkillUIHTML"]),
        .target(
            name: "AssistantCLI",
            dependencies: [
                "AgentSkill", "SkillNLU", "StandardSkills", "SkillJSON", "SkillUI", "SkillUIHTML", "SkillUITerminal",
                "SkillStore", "AssistantWeb", "SkillLLM", "SkillMCP", "CEditLine",
            ]),
        .executableTarget(name: "assistant", dependencies: ["AssistantCLI"]),
        .executableTarget(
            name: "AgentSkillBenchmarks",
            dependencies: [
                "AgentSkill", "StandardSkills", "SkillJSON", "SkillUI", "SkillUIHTML", "SkillStore", "SkillNLU",
                "SkillLLM",
            ],
            path: "Benchmarks/AgentSkillBenchmarks"
        ),
        .executableTarget(
            name: "ledger-crash-probe", dependencies: ["StandardSkills", "SkillStore"], path: "Tests/LedgerCrashProbe"),
        .executableTarget(
            name: "reminder-crash-probe", dependencies: ["StandardSkills", "SkillStore", "AgentSkill"],
            path: "Tests/ReminderCrashProbe"),
        // Helpers shared by the test targets: the outside peers and the `.requires(_:)` trait, child
        // processes, the package root, temporary folders, gates, seeded randomness, waiting off the pool.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "SkillJSONTests", dependencies: ["SkillJSON", "TestSupport"]),
        .testTarget(name: "SkillStoreTests", dependencies: ["SkillStore"]),
        // Real-browser tests (headless Chromium through Tests/Browser/browser.py).
        .testTarget(
            name: "AssistantWebBrowserTests",
            dependencies: [
                "SkillUI", "SkillUIHTML", "SkillJSON", "SkillStore", "AssistantWeb", "AgentSkill", "TestSupport",
            ]),
        .testTarget(
            name: "SkillNLUTests",
            dependencies: ["SkillNLU", "AgentSkill", "SkillJSON", "StandardSkills", "SkillStore", "TestSupport"]),
        .testTarget(
            name: "SkillLLMTests",
            dependencies: [
                "SkillLLM", "AgentSkill", "SkillJSON", "SkillUI", "SkillNLU", "StandardSkills", "TestSupport",
            ]),
        // Interop with a real OpenAI-compatible server: llama-cpp-python and SmolLM2-135M on 127.0.0.1, from
        // .build/llm-venv (scripts/bootstrap); started by TestSupport's LocalModelServer.
        .testTarget(
            name: "SkillLLMInteropTests",
            dependencies: [
                "SkillLLM", "SkillJSON", "SkillUI", "SkillUIHTML", "AgentSkill", "StandardSkills", "TestSupport",
            ]),
        // Helpers the UI test targets share: an HTML scanner, terminal rendering shortcuts, random trees.
        .target(
            name: "SkillUITestSupport",
            dependencies: ["SkillUI", "SkillUIHTML", "SkillUITerminal", "SkillJSON", "TestSupport"],
            path: "Tests/SkillUITestSupport"),
        // The model's tests, with end-to-end checks that decode and then render with both renderers.
        .testTarget(
            name: "SkillUITests",
            dependencies: [
                "SkillUI", "SkillUIHTML", "SkillUITerminal", "SkillJSON", "SkillUITestSupport", "TestSupport",
            ],
            // Read from the source tree by the renderers' golden tests, not bundled.
            exclude: ["Golden"]),
        // The renderers' tests read and write their goldens in Tests/SkillUITests/Golden/{html,terminal}.
        .testTarget(
            name: "SkillUIHTMLTests",
            dependencies: ["SkillUIHTML", "SkillUI", "SkillJSON", "SkillUITestSupport", "TestSupport"]),
        .testTarget(
            name: "SkillUITerminalTests",
            dependencies: ["SkillUITerminal", "SkillUI", "SkillJSON", "SkillUITestSupport", "TestSupport"]),
        .testTarget(
            name: "SkillMCPTests",
            dependencies: ["SkillMCP", "AgentSkill", "SkillJSON", "StandardSkills", "TestSupport"]),
        // Interop with real MCP peers from PyPI (.build/mcp-venv or $MCP_PYTHON, scripts/bootstrap): the Python SDK's client
        // drives `assistant mcp`; our client imports the reference server mcp-server-time.
        .testTarget(
            name: "SkillMCPInteropTests",
            dependencies: ["SkillMCP", "AgentSkill", "SkillJSON", "SkillUITerminal", "StandardSkills", "TestSupport"]),
        .testTarget(
            name: "AgentSkillTests", dependencies: ["AgentSkill", "SkillJSON", "SkillUI", "SkillStore", "TestSupport"]),
        // SkillNLU and the resource: the skill of docs/ADDING_A_SKILL.md, routed beside the standard ones.
        .testTarget(
            name: "StandardSkillsTests",
            dependencies: [
                "StandardSkills", "AgentSkill", "SkillJSON", "SkillUI", "SkillStore", "SkillNLU", "TestSupport",
            ],
            resources: [.copy("AddingASkill/tip.vocabulary.json")]),
        .testTarget(
            name: "AssistantWebTests",
            dependencies: ["AssistantWeb", "AgentSkill", "SkillJSON", "SkillUI", "SkillStore", "TestSupport"]),
        .testTarget(
            name: "AssistantCLITests",
            dependencies: ["AssistantCLI", "AgentSkill", "StandardSkills", "SkillStore", "SkillJSON", "TestSupport"]),
    ]
)
