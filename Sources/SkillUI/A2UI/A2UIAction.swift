import Foundation
import SkillJSON

/// Actions back to the agent: what a tap on a rendered A2UI surface sends.
///
/// A Button's `action.event {name, context}` became our button's `action` (the name) and
/// `payload` (the context, resolved against the data model when the tree was built). When a
/// person taps it, the renderer sends our ``UIAction``; ``message(for:surfaceID:now:)`` turns that
/// into the A2UI client `action` message for an A2UI agent:
///
/// ```json
/// {"version": "v0.9", "action": {"name": "checkout", "surfaceId": "orders",
///  "sourceComponentId": "pay", "timestamp": "2026-03-01T10:15:00.000Z", "context": {"orderId": "A-17"}}}
/// ```
///
/// Inside our own agent nothing changes: the ``UIAction`` routes to the skill that produced the
/// surface, like any tap on our own format.
public enum A2UIAction {
    /// The A2UI `action` message for a tap.
    ///
    /// - Parameters:
    ///   - action: what the renderer reported.
    ///   - surfaceID: the surface the component is on.
    ///   - now: the time of the tap, from the caller's clock.
    /// - Returns: the message; `context` is the payload when it is an object, `{"value": payload}`
    ///   for any other payload, `{}` for none.
    public static func message(for action: UIAction, surfaceID: String, now: Date) -> JSONValue {
        let context: JSONValue =
            switch action.payload {
            case nil, .null?: .object([:])
            case .object(let members)?: .object(members)
            case let other?: ["value": other]
            }
        return [
            "version": .string(A2UIWriter.version),
            "action": [
                "name": .string(action.action), "surfaceId": .string(surfaceID),
                "sourceComponentId": .string(sourceComponentID(action.componentID)),
                "timestamp": .string(timestamp(now)), "context": context,
            ],
        ]
    }

    /// The A2UI component id behind one of our ids: template instances (`row#0#2`) and repeated
    /// copies (`x~2`) name the component they came from.
    public static func sourceComponentID(_ id: String) -> String {
        var base = Substring(id)
        if let tilde = base.lastIndex(of: "~"), base[base.index(after: tilde)...].allSatisfy(\.isNumber),
            base.index(after: tilde) < base.endIndex
        {
            base = base[..<tilde]
        }
        while let hash = base.lastIndex(of: "#"), base.index(after: hash) < base.endIndex,
            base[base.index(after: hash)...].allSatisfy(\.isNumber)
        {
            base = base[..<hash]
        }
        return String(base)
    }

    /// Whether `url` is an absolute http or https URL: the only ones `openUrl` opens.
    public static func isWebURL(_ url: String) -> Bool {
        guard let colon = url.firstIndex(of: ":") else { return false }
        let scheme = url[..<colon].lowercased()
        return scheme == "http" || scheme == "https"
    }

    /// ISO 8601 in UTC with milliseconds: `2026-03-01T10:15:00.000Z`.
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let milliseconds = ((Int((date.timeIntervalSince1970 * 1000).rounded(.down)) % 1000) + 1000) % 1000
        func two(_ value: Int?) -> String { value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
        let millis =
            milliseconds < 10 ? "00\(milliseconds)" : milliseconds < 100 ? "0\(milliseconds)" : "\(milliseconds)"
        return
            "\(parts.year ?? 1970)-\(two(parts.month))-\(two(parts.day))T\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second)).\(millis)Z"
    }
}
