// swift-tools-version: 6.0
// The SwiftUI assistant: chat, skill forms and a UI debug page over AgentSkill's standard skills.
// Open this folder in Xcode (File > Open… > Package.swift) and run the AssistantApp scheme on "My Mac", or
// `swift run AssistantApp` here on macOS 15. It depends on the AgentSkill package two folders up, by path.
import PackageDescription

let package = Package(
    name: "AssistantApp",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(name: "AgentSkill", path: "../..")],
    targets: [
        .executableTarget(
            name: "AssistantApp",
            dependencies: [
                .product(name: "AgentSkill", package: "AgentSkill"),
                .product(name: "SkillJSON", package: "AgentSkill"),
                .product(name: "SkillNLU", package: "AgentSkill"),
                .product(name: "SkillStore", package: "AgentSkill"),
                .product(name: "SkillUI", package: "AgentSkill"),
                .product(name: "SkillUISwiftUI", package: "AgentSkill"),
                .product(name: "StandardSkills", package: "AgentSkill"),
            ])
    ]
)
