import Synchronization

/// Routes by the keywords skills declare, in Chinese or English, ignoring case.
///
/// The longest keyword found anywhere in the request wins; ties go to the earliest position,
/// then to the skill registered first. The chosen skill turns the match into arguments with
/// ``Skill/arguments(for:)``. When nothing matches, the decision is ``RouteDecision/noMatch``.
///
/// ```swift
/// let router = KeywordRouter(registry: registry)
/// router.decide("复读：你好")
/// // .invoke(Invocation("echo", arguments: ["text": "你好"]))
/// ```
public struct KeywordRouter: Router {
    private let registry: SkillRegistry
    private let cache = Cache()

    private final class Cache: Sendable {
        let state = Mutex<RoutingTable?>(nil)
    }

    /// The skills of one registry version with their compiled matcher.
    private final class RoutingTable: Sendable {
        let version: Int
        let skills: [any Skill]
        let matcher: KeywordMatcher

        init(version: Int, skills: [any Skill], matcher: KeywordMatcher) {
            self.version = version
            self.skills = skills
            self.matcher = matcher
        }
    }

    /// A router over the skills of `registry`; it follows registrations made later.
    public init(registry: SkillRegistry) {
        self.registry = registry
    }

    /// A router over a fixed list of skills.
    ///
    /// - Throws: ``AgentError/duplicateSkill(_:)`` when two skills share an id.
    public init(skills: [any Skill]) throws(AgentError) {
        self.init(registry: try SkillRegistry(skills))
    }

    /// Keeps no dialogue state: the same text always gets the same decision.
    public func route(_ text: String, context: RoutingContext) async throws -> Routing {
        Routing(decide(text))
    }

    /// Always ``RouterExecution/inline``: keyword routing is a lookup, it never waits.
    public var execution: RouterExecution { .inline }

    /// The synchronous core of ``route(_:context:)``.
    public func decide(_ text: String) -> RouteDecision {
        let table = currentTable()
        guard let hit = table.matcher.firstLongestMatch(in: text) else { return .noMatch }
        let skill = table.skills[hit.entry.owner]
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: hit.utf8Range.lowerBound)
        let upper = utf8.index(utf8.startIndex, offsetBy: hit.utf8Range.upperBound)
        let match = KeywordMatch(
            utterance: text, keyword: hit.entry.keyword,
            before: Self.trimmed(text[..<lower], separatorsAt: .end),
            after: Self.trimmed(text[upper...], separatorsAt: .start))
        return .invoke(Invocation(skill.id, arguments: skill.arguments(for: match)))
    }

    private func currentTable() -> RoutingTable {
        let version = registry.version
        if let table = cache.state.withLock({ $0 }), table.version == version { return table }
        let snapshot = registry.snapshot()
        let table = RoutingTable(
            version: snapshot.version, skills: snapshot.skills,
            matcher: KeywordMatcher(keywords: snapshot.skills.map(\.keywords)))
        cache.state.withLock { $0 = table }
        return table
    }

    enum Side { case start, end }

    private static let separators: Set<UInt32> = Set(
        ":：,，、;；-—~～。.".unicodeScalars.map(\.value))
    private static let quotePairs: [(UInt32, UInt32)] = [
        (0x22, 0x22), (0x27, 0x27), (0x201C, 0x201D), (0x2018, 0x2019), (0x300C, 0x300D), (0x300E, 0x300F),
    ]

    /// Trims whitespace on both sides and separator punctuation on `side`, then one pair of
    /// surrounding quotes.
    static func trimmed(_ text: Substring, separatorsAt side: Side) -> String {
        var scalars = text.unicodeScalars[...]
        func isTrimmable(_ scalar: Unicode.Scalar, separators: Bool) -> Bool {
            let value = scalar.value
            let isSpace = value < 128 ? (value == 32 || (value >= 9 && value <= 13)) : scalar.properties.isWhitespace
            return isSpace || (separators && Self.separators.contains(value))
        }
        while let first = scalars.first, isTrimmable(first, separators: side == .start) { scalars.removeFirst() }
        while let last = scalars.last, isTrimmable(last, separators: side == .end) { scalars.removeLast() }
        if let first = scalars.first?.value, let last = scalars.last?.value, scalars.count >= 2,
            quotePairs.contains(where: { $0.0 == first && $0.1 == last })
        {
            scalars = scalars.dropFirst().dropLast()
        }
        return String(Substring(scalars))
    }
}
