/// Which kinds of entity an utterance contains: a feature of the intent classifier
/// ("35元" says money, "北京" says place, whatever the words around them).
public struct EntityKinds: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8

    /// Creates a set from its raw bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// A time, a date or a range of them.
    public static let time = EntityKinds(rawValue: 1)
    /// An amount of money.
    public static let money = EntityKinds(rawValue: 2)
    /// A place.
    public static let place = EntityKinds(rawValue: 4)

    /// The kinds of `entities`.
    public init(_ entities: [NLUEntity]) {
        var kinds: EntityKinds = []
        for entity in entities {
            switch entity {
            case .time: kinds.insert(.time)
            case .money: kinds.insert(.money)
            case .place: kinds.insert(.place)
            }
        }
        self = kinds
    }
}
