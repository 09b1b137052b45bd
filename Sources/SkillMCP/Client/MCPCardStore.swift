import SkillUI
import Synchronization

/// The A2UI cards one MCP server's imported tools drew, kept in memory so that a tap continues
/// from the card's state: its layout, the data model so far, and the tree on screen.
///
/// A card is found by the token at the front of its component ids (``MCPCardID``): a tap names
/// only the component it came from, and the token says which card that is, even when two cards
/// of the same layout are on screen.
///
/// Limits, on purpose:
/// - at most ``MCPA2UILimits/maxLiveCards`` cards, the least recently drawn or tapped dropped
///   first;
/// - memory only: after the assistant restarts, a card restored from the conversation history
///   shows as it was, but its taps are refused (nothing runs) with a message that says to call
///   the tool again — the layout and data model it would continue from are gone, and guessing
///   them could send the server arguments the person never saw.
/// Tokens start with a random part chosen per store, so a restored card's ids never name a card
/// of this run.
public final class MCPCardStore: Sendable {
    /// What every token starts with.
    static let tokenPrefix = "card-"

    private struct State {
        var cards: [String: MCPCard] = [:]
        /// The actions each card's tree offers, worked out once per tree.
        var actions: [String: Set<String>] = [:]
        /// Tokens from least to most recently used.
        var order: [String] = []
        var counter = 0
    }

    private let state = Mutex(State())
    private let epoch: String
    /// How many cards it keeps.
    public let capacity: Int

    /// Creates an empty store that keeps at most `capacity` cards (at least one).
    ///
    /// - Parameter epoch: the part of every token that tells this store from others (a random
    ///   8-digit hex number by default; tests pass a fixed one).
    public init(capacity: Int = MCPA2UILimits.default.maxLiveCards, epoch: String? = nil) {
        self.capacity = max(1, capacity)
        self.epoch = epoch ?? String(UInt32.random(in: .min ... .max), radix: 16)
    }

    /// Keeps `card` and returns its new token.
    func add(_ card: MCPCard) -> String {
        state.withLock { state in
            state.counter += 1
            let token = "\(Self.tokenPrefix)\(epoch)-\(state.counter)"
            Self.put(card, token, in: &state, capacity: capacity)
            return token
        }
    }

    /// The card with `token`, now the most recently used; `nil` when it is not kept (any more).
    func card(_ token: String) -> MCPCard? {
        state.withLock { state in
            guard let card = state.cards[token] else { return nil }
            Self.put(card, token, in: &state, capacity: capacity)
            return card
        }
    }

    /// Puts `card` in the place of the card with `token`.
    func replace(_ token: String, with card: MCPCard) {
        state.withLock { Self.put(card, token, in: &$0, capacity: capacity) }
    }

    /// Forgets the card with `token`.
    func remove(_ token: String) {
        state.withLock { state in
            state.cards[token] = nil
            state.actions[token] = nil
            state.order.removeAll { $0 == token }
        }
    }

    /// How many cards it keeps now.
    public var count: Int { state.withLock { $0.cards.count } }

    /// Every action name the kept cards offer (``SKComponent/offeredActions``).
    var offeredActions: Set<String> {
        state.withLock { state in state.actions.values.reduce(into: Set()) { $0.formUnion($1) } }
    }

    private static func put(_ card: MCPCard, _ token: String, in state: inout State, capacity: Int) {
        if state.cards[token]?.tree != card.tree || state.actions[token] == nil {
            state.actions[token] = card.tree.offeredActions
        }
        state.cards[token] = card
        state.order.removeAll { $0 == token }
        state.order.append(token)
        while state.order.count > capacity {
            let dropped = state.order.removeFirst()
            state.cards[dropped] = nil
            state.actions[dropped] = nil
        }
    }
}
