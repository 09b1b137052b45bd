import SkillJSON
import Synchronization

/// The skills an agent can use, in registration order. Safe to share between tasks.
///
/// ```swift
/// let registry = SkillRegistry()
/// try registry.register(EchoSkill())
/// registry.skill(id: "echo")?.description
/// ```
public final class SkillRegistry: Sendable {
    private struct State {
        var skills: [any Skill] = []
        /// Each skill's parameter schema, read once at registration.
        var schemas: [JSONSchema] = []
        var indexByID: [String: Int] = [:]
        var version = 0
    }

    private let state = Mutex(State())

    /// Creates an empty registry.
    public init() {}

    /// Creates a registry holding `skills`, in order.
    ///
    /// - Throws: ``AgentError/duplicateSkill(_:)`` or ``AgentError/invalidSkillID(_:)``.
    public convenience init(_ skills: [any Skill]) throws(AgentError) {
        self.init()
        for skill in skills { try register(skill) }
    }

    /// Adds a skill at the end of the list.
    ///
    /// - Throws: ``AgentError/duplicateSkill(_:)`` naming the id when it is taken, or
    ///   ``AgentError/invalidSkillID(_:)`` when it is empty or has whitespace or control characters.
    public func register(_ skill: any Skill) throws(AgentError) {
        let id = skill.id
        guard !id.isEmpty, !id.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 })
        else { throw .invalidSkillID(id) }
        let schema = skill.parameters
        let added = state.withLock { state in
            guard state.indexByID[id] == nil else { return false }
            state.indexByID[id] = state.skills.count
            state.skills.append(skill)
            state.schemas.append(schema)
            state.version += 1
            return true
        }
        if !added { throw .duplicateSkill(id) }
    }

    /// Removes the skill with `id` and returns it, or returns `nil` when there is none.
    @discardableResult
    public func unregister(id: String) -> (any Skill)? {
        state.withLock { state in
            guard let index = state.indexByID[id] else { return nil }
            let removed = state.skills.remove(at: index)
            state.schemas.remove(at: index)
            state.indexByID = Dictionary(uniqueKeysWithValues: state.skills.enumerated().map { ($1.id, $0) })
            state.version += 1
            return removed
        }
    }

    /// The skill with `id`, if registered.
    public func skill(id: String) -> (any Skill)? {
        state.withLock { state in state.indexByID[id].map { state.skills[$0] } }
    }

    /// The skill with `id` and its parameter schema as read at registration.
    func skillAndSchema(id: String) -> (skill: any Skill, parameters: JSONSchema)? {
        state.withLock { state in state.indexByID[id].map { (state.skills[$0], state.schemas[$0]) } }
    }

    /// All skills in registration order.
    public var skills: [any Skill] {
        state.withLock { $0.skills }
    }

    /// A number that changes whenever a skill is added or removed (for caches).
    public var version: Int {
        state.withLock { $0.version }
    }

    /// The skills and the version they belong to, read together.
    func snapshot() -> (skills: [any Skill], version: Int) {
        state.withLock { ($0.skills, $0.version) }
    }

    /// The registered id closest to a mistyped one, for "did you mean …?".
    public func suggestion(for id: String) -> String? {
        ClosestMatch.find(id, in: skills.map(\.id))
    }
}
