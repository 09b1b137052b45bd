// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AgentSkill",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "SkillJSON", targets: ["SkillJSON"]),
        .library(name: "SkillUI", targets: ["SkillUI"]),
        .library(name: "AgentSkill", targets: ["AgentSkill"]),
        .library(name: "StandardSkills", targets: ["StandardSkills"]),
        .executable(name: "assistant", targets: ["assistant"]),
    ],
    targets: [
        .target(name: "SkillJSON"),
        .target(name: "SkillUI", dependencies: ["SkillJSON"], resources: [.copy("Resources")]),
        .target(
            name: "AgentSkill", dependencies: ["SkillJSON"],
            swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]),
        .target(name: "StandardSkills", dependencies: ["AgentSkill", "SkillJSON"]),
        .target(name: "AssistantCLI", dependencies: ["AgentSkill", "StandardSkills", "SkillJSON"]),
        .executableTarget(name: "assistant", dependencies: ["AssistantCLI"]),
        .executableTarget(
            name: "AgentSkillBenchmarks",
            dependencies: ["AgentSkill", "StandardSkills", "SkillJSON"],
            path: "Benchmarks/AgentSkillBenchmarks"
        ),
        .testTarget(name: "SkillJSONTests", dependencies: ["SkillJSON"]),
        .testTarget(name: "SkillUITests", dependencies: ["SkillUI", "SkillJSON"], resources: [.copy("Gallery"), .copy("Golden")]),
        .testTarget(name: "AgentSkillTests", dependencies: ["AgentSkill", "SkillJSON"]),
        .testTarget(name: "StandardSkillsTests", dependencies: ["StandardSkills", "AgentSkill", "SkillJSON"]),
        .testTarget(name: "AssistantCLITests", dependencies: ["AssistantCLI", "AgentSkill", "StandardSkills"]),
    ]
)
