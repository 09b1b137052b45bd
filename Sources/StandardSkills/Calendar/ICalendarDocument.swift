/// The components of an iCalendar file that the parser uses, gathered by walking `BEGIN`/`END`:
/// the `VEVENT`s directly inside a `VCALENDAR` and the offsets each `VTIMEZONE` declares.
/// Everything else (`VALARM`, `VTODO`, `X-` components and properties) is checked for balance and
/// skipped.
struct ICalendarDocument {
    var events: [ICalendarRawEvent] = []
    /// The `TZOFFSETTO` of every observance, by `TZID`.
    var timeZones: [String: [Int]] = [:]

    init(_ lines: [ICalendarContentLine]) throws(StandardSkillError) {
        guard let first = lines.first else {
            throw StandardSkillError(
                .invalidICalendar, "invalid calendar file: it is empty — expected text starting with BEGIN:VCALENDAR",
                chinese: "日历文件无效：文件是空的——应该以 BEGIN:VCALENDAR 开头")
        }
        var open: [(name: String, line: Int)] = []
        var event: ICalendarRawEvent?
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
                if open.count == 1, name == "VEVENT" { event = ICalendarRawEvent(line: line.number) }
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
                if open.count == 1, name == "VEVENT", let finished = event {
                    events.append(finished)
                    event = nil
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
                if open.count == 2, top.name == "VEVENT", event?.properties[line.name] == nil {
                    event?.properties[line.name] = line
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
