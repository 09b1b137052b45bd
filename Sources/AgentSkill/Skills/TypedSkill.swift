import SkillJSON

/// A skill whose arguments arrive as a `Decodable` type instead of raw JSON.
///
/// ```swift
/// struct GreetSkill: TypedSkill {
///     struct Arguments: Decodable, Sendable { var name: String }
///     let id = "greet"
///     let description = "Says hello"
///     func run(_ arguments: Arguments, context: SkillContext) async throws -> SkillOutput {
///         SkillOutput("Hello, \(arguments.name)!")
///     }
/// }
/// ```
public protocol TypedSkill: Skill {
    /// The decoded form of the arguments.
    associatedtype Arguments: Decodable & Sendable
    /// Runs the skill on decoded arguments.
    func run(_ arguments: Arguments, context: SkillContext) async throws -> SkillOutput
}

// MARK: - Default implementations

extension TypedSkill {
    public func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        let decoded: Arguments
        do {
            decoded = try arguments.decode(Arguments.self)
        } catch {
            throw AgentError.invalidArguments(skillID: id, problems: [LocalizedReason(error.description)])
        }
        return try await run(decoded, context: context)
    }
}
