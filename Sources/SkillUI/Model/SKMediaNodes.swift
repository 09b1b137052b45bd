/// A small symbol from a fixed set of names (A2UI's 59 icon names), drawn as a Unicode glyph.
public struct SKIcon: Sendable, Hashable {
    public var id: String
    public var name: SKIconName
    /// What the icon means, for people who cannot see it; without one the icon is decoration.
    public var label: String?

    public init(id: String = "", name: SKIconName, label: String? = nil) {
        self.id = id
        self.name = name
        self.label = label
    }
}

/// A video from an `http(s)` URL, played with the platform's controls.
public struct SKVideo: Sendable, Hashable {
    public var id: String
    public var url: String
    /// An image shown before playback (`http(s)` or `data:image`).
    public var poster: String?
    /// What the video shows, for people who cannot see it.
    public var description: String?

    public init(id: String = "", url: String, poster: String? = nil, description: String? = nil) {
        self.id = id
        self.url = url
        self.poster = poster
        self.description = description
    }
}

/// A sound from an `http(s)` URL, played with the platform's controls.
public struct SKAudioPlayer: Sendable, Hashable {
    public var id: String
    public var url: String
    /// What the recording is.
    public var description: String?

    public init(id: String = "", url: String, description: String? = nil) {
        self.id = id
        self.url = url
        self.description = description
    }
}
