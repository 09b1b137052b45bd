/// The bounds of A2UI over MCP on the client side: how big a linked layout may be, how many
/// layouts one server's client keeps, how many links a tool may name, and how many cards one
/// server's skills keep alive for taps.
public struct MCPA2UILimits: Sendable, Hashable {
    /// The largest layout accepted, in UTF-8 bytes of its A2UI text (all of the resource's
    /// `application/a2ui+json` contents together); 1 MiB by default. A larger one fails the call.
    public var maxLayoutBytes: Int
    /// How many layouts one client keeps, least recently used dropped first; 32 by default.
    public var maxCachedLayouts: Int
    /// How many `_meta.ui.resourceUri` links of one tool or result are followed; 4 by default.
    public var maxLinks: Int
    /// How many cards one server's skills remember for taps, least recently used dropped first;
    /// 64 by default. A tap on a card that was dropped is refused and nothing runs.
    public var maxLiveCards: Int

    /// Creates limits: 1 MiB layouts, 32 of them cached, 4 links, 64 live cards.
    public init(
        maxLayoutBytes: Int = 1024 * 1024, maxCachedLayouts: Int = 32, maxLinks: Int = 4, maxLiveCards: Int = 64
    ) {
        self.maxLayoutBytes = maxLayoutBytes
        self.maxCachedLayouts = maxCachedLayouts
        self.maxLinks = maxLinks
        self.maxLiveCards = maxLiveCards
    }

    /// The defaults.
    public static let `default` = MCPA2UILimits()
}
