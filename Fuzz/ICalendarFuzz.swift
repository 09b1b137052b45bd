// libFuzzer target for the iCalendar importer. Build and run with `scripts/fuzz ics`.
//
// Compiled into a module named StandardSkills from the few files the iCalendar code needs (see
// scripts/fuzz), so internal API is reachable. The first input byte picks the default time zone;
// the rest is the file. Checks: `ICalendar.read` never crashes or hangs; every event it returns
// ends no earlier than it starts and lies within the years 1 to 9999; and whatever it returns
// (events, series, overrides, alarms, to-dos), exported, imports again with as many events and
// to-dos (whatever we export, we import) and exports to the same text.

import Foundation

private let fuzzZones = ["GMT", "Asia/Shanghai", "America/New_York", "Pacific/Kiritimati", "Australia/Lord_Howe"]
    .compactMap(TimeZone.init(identifier:))

@_cdecl("LLVMFuzzerTestOneInput")
public func iCalendarFuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let zone = fuzzZones[Int(data[0]) % fuzzZones.count]
    let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    guard let file = try? ICalendar.read(text, defaultTimeZone: zone) else { return 0 }
    let events = file.events
    for event in events {
        fuzzRequire(event.end >= event.start, "an event ends before it starts: \(event)")
        fuzzRequire(CalendarBounds.violation(event) == nil, "an event outside the years 1 to 9999: \(event)")
    }
    let exported = ICalendar.export(events, todos: file.todos)
    let reimported: ICalendarImport
    do {
        reimported = try ICalendar.read(exported, defaultTimeZone: zone)
    } catch {
        fuzzRequire(false, "our own export does not import: \(error)\n\(exported)")
        return 0
    }
    fuzzRequire(reimported.events.count == events.count, "the export lost events:\n\(exported)")
    fuzzRequire(reimported.todos.count == file.todos.count, "the export lost to-dos:\n\(exported)")
    let again = ICalendar.export(reimported.events, todos: reimported.todos)
    fuzzRequire(again == exported, "export → import → export changed the text:\n\(exported)\n---\n\(again)")
    return 0
}

/// Traps with `message` (printed even in optimized builds, unlike `precondition`).
private func fuzzRequire(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
