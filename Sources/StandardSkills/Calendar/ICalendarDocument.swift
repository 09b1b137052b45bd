/// The components of an iCalendar file that the parser uses, gathered by walking `BEGIN`/`END`:
/// the `VEVENT`s and `VTODO`s directly inside a `VCALENDAR` (with the `VALARM`s inside them) and
/// the offsets each `VTIMEZONE` declares. Everything else (`VJOURNAL`, `X-` components and
/// properties) is checked for balance and skipped.
struct ICalendarDocument {
    /// The `VEVENT`s, in file order.
    var events: [ICalendarRawComponent] = []
    /// The `VTODO`s, in file order.
    var todos: [ICalendarRawComponent] = []
    /// The `TZOFFSETTO` of every observance, by `TZID`.
    var timeZones: [String: [Int]] = [:]

    init(_ lines: [ICalendarContentLine]) throws(StandardSkillError) {
        guard let first = lines.first else {
            throw StandardSkillError(
                .invalidICalendar, "invalid calendar file: it is empty — expected text starting with BEGIN:VCALENDAR",
                chinese: "日历文件无效：文件是空的——应该以 BEGIN:VCALENDAR 开头")
        }
        var open: [(name: String, line: Int)] = []
        var component: ICalendarRawComponent?
        var alarm: ICalendarRawAlarm?
        var zone: (tzid: String?, offsets: [Int])?
        func problem(_ line: ICalendarContentLine, _ detail: String, chinese: String) -> StandardSkillError {
            StandardSkillError(
                .invalidICalendar, "invalid calendar file, line \(line.number): \(detail)",
                chinese: "日历文件无效，第 \(line.number) 行：\(chinese)")
        }
        for line in lines {
            switch line.name {
            case "BEGIN":
                let name = line.value.trimmingCharacters(in: .whitespaces).uppercased()
                guard !open.isEmpty || name == "VCALENDAR" else {
                    let start = line.number == first.number
                    throw problem(
                        line,
                        start
                            ? "expected BEGIN:VCALENDAR, found BEGIN:\(name) — is this an iCalendar file?"
                            : "BEGIN:\(name) outside any VCALENDAR",
                        chinese: start
                            ? "应该是 BEGIN:VCALENDAR，却是 BEGIN:\(name)——这是 iCalendar 文件吗？"
                            : "BEGIN:\(name) 不在任何 VCALENDAR 里")
                }
                if open.count == 1, let kind = ICalendarRawComponent.Kind(rawValue: name) {
                    component = ICalendarRawComponent(kind: kind, line: line.number)
                }
                if open.count == 2, name == "VALARM", component != nil { alarm = ICalendarRawAlarm(line: line.number) }
                if open.count == 1, name == "VTIMEZONE" { zone = (nil, []) }
                open.append((name, line.number))
            case "END":
                let name = line.value.trimmingCharacters(in: .whitespaces).uppercased()
                guard let top = open.last else {
                    throw problem(
                        line, "END:\(name) without a matching BEGIN", chinese: "END:\(name) 没有对应的 BEGIN")
                }
                guard top.name == name else {
                    throw problem(
                        line, "END:\(name) does not close BEGIN:\(top.name) from line \(top.line)",
                        chinese: "END:\(name) 和第 \(top.line) 行的 BEGIN:\(top.name) 对不上")
                }
                open.removeLast()
                if open.count == 2, name == "VALARM", let finished = alarm {
                    component?.alarms.append(finished)
                    alarm = nil
                }
                if open.count == 1, let finished = component {
                    switch finished.kind {
                    case .event: events.append(finished)
                    case .todo: todos.append(finished)
                    }
                    component = nil
                }
                if open.count == 1, name == "VTIMEZONE", let finished = zone {
                    if let tzid = finished.tzid { timeZones[tzid, default: []] += finished.offsets }
                    zone = nil
                }
            default:
                guard let top = open.last else {
                    let start = line.number == first.number
                    throw problem(
                        line,
                        start
                            ? "expected BEGIN:VCALENDAR, found \(line.name) — is this an iCalendar file?"
                            : "\(line.name) outside any VCALENDAR",
                        chinese: start
                            ? "应该是 BEGIN:VCALENDAR，却是 \(line.name)——这是 iCalendar 文件吗？"
                            : "\(line.name) 不在任何 VCALENDAR 里")
                }
                if open.count == 2, component != nil {
                    component?.add(line)
                } else if open.count == 3, top.name == "VALARM", alarm != nil {
                    if alarm?.properties[line.name] == nil { alarm?.properties[line.name] = line }
                } else if open.count == 2, top.name == "VTIMEZONE", line.name == "TZID" {
                    zone?.tzid = ICalendarText.unescape(line.value[...])
                } else if open.count == 3, open[1].name == "VTIMEZONE", line.name == "TZOFFSETTO" {
                    guard let offset = ICalendarValues.utcOffset(line.value) else {
                        throw problem(
                            line, "TZOFFSETTO '\(line.value.prefix(20))' is not an offset like +0800",
                            chinese: "TZOFFSETTO“\(line.value.prefix(20))”不是 +0800 这样的时差")
                    }
                    zone?.offsets.append(offset)
                }
            }
        }
        if let unclosed = open.last {
            throw StandardSkillError(
                .invalidICalendar,
                "invalid calendar file, line \(unclosed.line): BEGIN:\(unclosed.name) is never closed by END:\(unclosed.name)",
                chinese: "日历文件无效，第 \(unclosed.line) 行：BEGIN:\(unclosed.name) 一直没有用 END:\(unclosed.name) 结束")
        }
    }
}

/// The properties of one `VEVENT` or `VTODO`, by name (the first of each name wins), with every
/// line of the properties that may repeat (`RDATE`, `EXDATE`, `RRULE`, `EXRULE`) and its `VALARM`s.
struct ICalendarRawComponent {
    /// Which component it is.
    enum Kind: String {
        case event = "VEVENT"
        case todo = "VTODO"
    }

    /// The properties kept with every occurrence, in file order: one event may list several.
    static let repeatable: Set<String> = ["RDATE", "EXDATE", "RRULE", "EXRULE"]

    var kind: Kind
    /// The `BEGIN` line.
    var line: Int
    var properties: [String: ICalendarContentLine] = [:]
    /// Every line of the ``repeatable`` properties, by name, in file order.
    var repeated: [String: [ICalendarContentLine]] = [:]
    var alarms: [ICalendarRawAlarm] = []

    subscript(name: String) -> ICalendarContentLine? { properties[name] }

    /// Every line named `name` (for a ``repeatable`` one).
    func all(_ name: String) -> [ICalendarContentLine] { repeated[name] ?? [] }

    mutating func add(_ line: ICalendarContentLine) {
        if properties[line.name] == nil { properties[line.name] = line }
        if Self.repeatable.contains(line.name) { repeated[line.name, default: []].append(line) }
    }
}

/// The properties of one `VALARM`, by name (the first of each name wins).
struct ICalendarRawAlarm {
    /// The `BEGIN:VALARM` line.
    var line: Int
    var properties: [String: ICalendarContentLine] = [:]

    subscript(name: String) -> ICalendarContentLine? { properties[name] }
}
