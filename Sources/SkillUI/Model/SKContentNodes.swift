import SkillJSON

/// Text: a title, a paragraph, a caption.
public struct SKText: Sendable, Hashable {
    /// How prominent the text is.
    public enum Style: String, Sendable, Hashable, CaseIterable { case title, headline, body, caption }
    /// How heavy the letters are.
    public enum Weight: String, Sendable, Hashable, CaseIterable { case regular, medium, semibold, bold }

    public var id: String
    public var content: String
    public var style: Style
    public var align: SKAlignment?
    public var color: SKColor?
    public var weight: Weight?

    public init(
        id: String = "", content: String, style: Style = .body, align: SKAlignment? = nil, color: SKColor? = nil,
        weight: Weight? = nil
    ) {
        self.id = id
        self.content = content
        self.style = style
        self.align = align
        self.color = color
        self.weight = weight
    }
}

/// An image from an `http(s)` or `data:image` URL.
public struct SKImage: Sendable, Hashable {
    /// How the image fills its frame.
    public enum Fit: String, Sendable, Hashable, CaseIterable { case fit, fill }

    public var id: String
    public var url: String
    /// Text that describes the image for people who cannot see it.
    public var alt: String?
    public var width: Double?
    public var height: Double?
    public var fit: Fit

    public init(
        id: String = "", url: String, alt: String? = nil, width: Double? = nil, height: Double? = nil, fit: Fit = .fit
    ) {
        self.id = id
        self.url = url
        self.alt = alt
        self.width = width
        self.height = height
        self.fit = fit
    }
}

/// Empty space; `size` in points when given, flexible otherwise.
public struct SKSpacer: Sendable, Hashable {
    public var id: String
    public var size: Double?

    public init(id: String = "", size: Double? = nil) {
        self.id = id
        self.size = size
    }
}

/// A thin separating line.
public struct SKDivider: Sendable, Hashable {
    public var id: String

    public init(id: String = "") { self.id = id }
}

/// A table with a header row.
public struct SKTable: Sendable, Hashable {
    public var id: String
    public var columns: [String]
    public var rows: [[String]]

    public init(id: String = "", columns: [String], rows: [[String]]) {
        self.id = id
        self.columns = columns
        self.rows = rows
    }
}

/// A bar, line or pie chart of labelled series.
public struct SKChart: Sendable, Hashable {
    /// The kind of chart.
    public enum Kind: String, Sendable, Hashable, CaseIterable { case bar, line, pie }

    /// One named series of values, one per label.
    public struct Series: Sendable, Hashable {
        public var name: String
        public var values: [Double]
        public var color: SKColor?

        public init(name: String, values: [Double], color: SKColor? = nil) {
            self.name = name
            self.values = values
            self.color = color
        }
    }

    public var id: String
    public var kind: Kind
    public var title: String?
    /// The category labels (x axis, or pie slices).
    public var labels: [String]
    public var series: [Series]

    public init(id: String = "", kind: Kind, title: String? = nil, labels: [String], series: [Series]) {
        self.id = id
        self.kind = kind
        self.title = title
        self.labels = labels
        self.series = series
    }
}

/// A small coloured label ("新", "3 due").
public struct SKBadge: Sendable, Hashable {
    public var id: String
    public var text: String
    public var color: SKColor?

    public init(id: String = "", text: String, color: SKColor? = nil) {
        self.id = id
        self.text = text
        self.color = color
    }
}

/// A progress bar; `value` from 0 to 1.
public struct SKProgress: Sendable, Hashable {
    public var id: String
    public var value: Double
    public var label: String?

    public init(id: String = "", value: Double, label: String? = nil) {
        self.id = id
        self.value = value
        self.label = label
    }
}

/// A link that opens a URL.
public struct SKLink: Sendable, Hashable {
    public var id: String
    public var title: String
    public var url: String

    public init(id: String = "", title: String, url: String) {
        self.id = id
        self.title = title
        self.url = url
    }
}

/// A component of a type the application registered; its properties stay JSON.
public struct SKCustom: Sendable, Hashable {
    public var id: String
    public var type: String
    public var properties: [String: JSONValue]
    public var children: [SKComponent]

    public init(id: String = "", type: String, properties: [String: JSONValue] = [:], children: [SKComponent] = []) {
        self.id = id
        self.type = type
        self.properties = properties
        self.children = children
    }
}

/// A component of an unknown type, kept as it came.
public struct SKUnknown: Sendable, Hashable {
    public var id: String
    public var type: String
    public var raw: JSONValue

    public init(id: String = "", type: String, raw: JSONValue) {
        self.id = id
        self.type = type
        self.raw = raw
    }
}
