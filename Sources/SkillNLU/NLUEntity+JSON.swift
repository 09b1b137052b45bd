import Foundation
import SkillJSON

extension NLUEntity {
    /// The entity as the evaluation contract writes it (`assistant nlu --jsonl`):
    /// `{"type":"time","text","start","end","grain"}`, `{"type":"money","text","amount","currency"}`,
    /// `{"type":"place","text","name","latitude","longitude"}`. Times are local, without an offset;
    /// amounts are plain decimal strings (`"128.5"`).
    public var contractJSON: JSONValue {
        switch self {
        case .time(let time):
            return [
                "type": "time", "text": .string(time.span.text), "start": .string(time.start.description),
                "end": time.end.map { .string($0.description) } ?? .null, "grain": .string(time.grain.rawValue),
            ]
        case .money(let money):
            return [
                "type": "money", "text": .string(money.span.text), "amount": .string(money.amount.plainString),
                "currency": .string(money.currency),
            ]
        case .place(let place):
            return [
                "type": "place", "text": .string(place.span.text), "name": .string(place.name),
                "latitude": .number(place.latitude), "longitude": .number(place.longitude),
            ]
        }
    }
}

extension Decimal {
    /// A plain decimal string with no exponent and no trailing fraction zeros: `128.5`, `2300`, `0.05`.
    public var plainString: String {
        var text = NSDecimalNumber(decimal: self).stringValue
        if text.contains("e") || text.contains("E") {
            text = String(describing: self)
        }
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }
}
