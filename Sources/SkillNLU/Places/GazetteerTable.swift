/// Reads the gazetteer resource: tab-separated, `#` comment lines, a header row naming the columns
/// `geonameid name chinese chinese_aliases aliases country latitude longitude time_zone population`,
/// lists inside a field separated by `|`.
///
/// A bad row is skipped with a problem that names its line; the rest still load.
enum GazetteerTable {
    static let columns = [
        "geonameid", "name", "chinese", "chinese_aliases", "aliases", "country", "latitude", "longitude",
        "time_zone", "population",
    ]

    static func parse(_ text: String, source: String = "gazetteer.tsv") -> (places: [Place], problems: [String]) {
        var places: [Place] = []
        var problems: [String] = []
        var sawHeader = false
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if !sawHeader {
                sawHeader = true
                if fields != columns {
                    problems.append(
                        "\(source) line \(lineNumber): the header is '\(fields.joined(separator: " "))', "
                            + "expected '\(columns.joined(separator: " "))' — while reading the gazetteer")
                    return ([], problems)
                }
                continue
            }
            switch place(from: fields) {
            case .success(let place): places.append(place)
            case .failure(let problem):
                problems.append("\(source) line \(lineNumber): \(problem.message) — row skipped")
            }
        }
        if !sawHeader { problems.append("\(source): no header row — the gazetteer is empty") }
        return (places, problems)
    }

    struct Problem: Error {
        var message: String
    }

    private static func place(from fields: [String]) -> Result<Place, Problem> {
        guard fields.count == columns.count else {
            return .failure(Problem(message: "\(fields.count) fields, expected \(columns.count)"))
        }
        guard let id = Int(fields[0]) else {
            return .failure(Problem(message: "geonameid '\(fields[0])' is not a number"))
        }
        guard !fields[1].isEmpty else { return .failure(Problem(message: "the name is empty")) }
        guard let latitude = Double(fields[6]), (-90...90).contains(latitude) else {
            return .failure(Problem(message: "latitude '\(fields[6])' is not a number in -90...90"))
        }
        guard let longitude = Double(fields[7]), (-180...180).contains(longitude) else {
            return .failure(Problem(message: "longitude '\(fields[7])' is not a number in -180...180"))
        }
        guard !fields[8].isEmpty else { return .failure(Problem(message: "the time zone is empty")) }
        guard let population = Int(fields[9]) else {
            return .failure(Problem(message: "population '\(fields[9])' is not a number"))
        }
        func list(_ field: String) -> [String] { field.split(separator: "|").map(String.init) }
        return .success(
            Place(
                geonameID: id, name: fields[1], chineseName: fields[2].isEmpty ? nil : fields[2],
                chineseAliases: list(fields[3]), aliases: list(fields[4]), country: fields[5], latitude: latitude,
                longitude: longitude, timeZone: fields[8], population: population))
    }
}
