/// A city in the gazetteer: its names, country, coordinates and time zone.
///
/// ```swift
/// let beijing = Gazetteer.builtIn.lookup("北京")
/// beijing?.name      // "Beijing"
/// beijing?.timeZone  // "Asia/Shanghai"
/// ```
public struct Place: Sendable, Hashable {
    /// The GeoNames id, which names the place unambiguously.
    public var geonameID: Int
    /// The English name, as GeoNames writes it (`São Paulo`; `Xi'an` with the apostrophe people type).
    public var name: String
    /// The simplified Chinese name, when the data has one (`北京`).
    public var chineseName: String?
    /// Other Chinese names: traditional forms and other names of the city (`紐約`, `三藩`).
    public var chineseAliases: [String]
    /// Other Latin-script names: short forms, former names, spellings without accents
    /// (`NYC`, `Peking`, `Sao Paulo`).
    public var aliases: [String]
    /// ISO 3166 country code (`CN`, `US`).
    public var country: String
    /// Latitude in degrees, north positive.
    public var latitude: Double
    /// Longitude in degrees, east positive.
    public var longitude: Double
    /// IANA time zone (`Asia/Shanghai`).
    public var timeZone: String
    /// Population, as GeoNames gives it; ranks places that share a name.
    public var population: Int

    /// Creates a place.
    public init(
        geonameID: Int, name: String, chineseName: String? = nil, chineseAliases: [String] = [],
        aliases: [String] = [], country: String, latitude: Double, longitude: Double, timeZone: String,
        population: Int
    ) {
        self.geonameID = geonameID
        self.name = name
        self.chineseName = chineseName
        self.chineseAliases = chineseAliases
        self.aliases = aliases
        self.country = country
        self.latitude = latitude
        self.longitude = longitude
        self.timeZone = timeZone
        self.population = population
    }

    /// Every name the place is known by: English name, aliases, Chinese name and aliases.
    public var allNames: [String] {
        [name] + aliases + (chineseName.map { [$0] } ?? []) + chineseAliases
    }

    /// The place as an entity found at `span` of an utterance.
    public func entity(at span: TextSpan) -> PlaceEntity {
        PlaceEntity(
            span: span, name: name, chineseName: chineseName, country: country, latitude: latitude,
            longitude: longitude, timeZone: timeZone)
    }
}
