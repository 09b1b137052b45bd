import SkillJSON

/// Readers for enumerated values and colors, with the lenient spellings each accepts.
extension DecodingSession {
    /// One of `Value`'s cases. Other case or `snake_case` spellings and the `aliases` (folded keys)
    /// are read with a warning; anything else falls back to `fallback` (or is ignored) with a warning.
    mutating func choice<Value: WireEnum>(
        _ member: Member?, aliases: [String: Value] = [:], fallback: Value? = nil
    ) -> Value? {
        guard let member else { return nil }
        let spelled: String
        switch member.value {
        case .string(let text):
            if let exact = Value.wire.value(for: text) { return exact }
            spelled = text
        case .number:
            spelled = member.value.stableString()
        case .null:
            return nil
        case .bool, .array, .object:
            mismatch(member.step, expected: "a string", got: member.value, dropping: nil)
            return fallback
        }
        let folded = FieldKeys.fold(spelled)
        let allowed = Value.allCases.map { quoted($0.rawValue) }.joined(separator: ", ")
        let problem = "\(describe(member.value)) is not one of \(allowed)"
        if let match = Value.allCases.first(where: { FieldKeys.fold($0.rawValue) == folded }) ?? aliases[folded] {
            warn(member.step, problem, fix: "read as \(quoted(match.rawValue))")
            return match
        }
        warn(member.step, problem, fix: fallback.map { "using \(quoted($0.rawValue))" } ?? "ignored")
        return fallback
    }

    /// A color: `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a semantic name. Common color words (`"red"`,
    /// `"blue"`…) are read as the nearest semantic color with a warning; others are ignored.
    mutating func color(_ member: Member?) -> SKColor? {
        guard let member else { return nil }
        guard case .string(let text) = member.value else {
            if member.value != .null {
                mismatch(member.step, expected: "a color string", got: member.value, dropping: nil)
            }
            return nil
        }
        if let color = Self.fastColor(text) ?? SKColor(text) { return color }
        let problem =
            "\(describe(member.value)) is not a color (#RGB, #RRGGBB, #RRGGBBAA or one of "
            + SKSemanticColor.allCases.map(\.rawValue).joined(separator: ", ") + ")"
        let trimmed = text.trimmingWhitespace()
        let repaired =
            SKColor(trimmed) ?? Self.colorWords[FieldKeys.fold(trimmed)].map(SKColor.semantic)
            ?? (trimmed.utf8.count == 6 || trimmed.utf8.count == 8 ? SKColor("#" + trimmed) : nil)
        if let repaired {
            warn(member.step, problem, fix: "read as \(quoted(repaired.description))")
        } else {
            warn(member.step, problem, fix: "ignored")
        }
        return repaired
    }

    /// The canonical spellings (`"accent"`, `"#RRGGBB"`) without the case folding and Foundation
    /// calls of ``SKColor/init(_:)``; `nil` for anything else.
    static func fastColor(_ text: String) -> SKColor? {
        if let semantic = SKSemanticColor.wire.value(for: text) { return .semantic(semantic) }
        var utf8 = text.utf8.makeIterator()
        guard utf8.next() == UInt8(ascii: "#") else { return nil }
        var digits: [UInt8] = []
        digits.reserveCapacity(8)
        while let byte = utf8.next() {
            guard let digit = hexDigit(byte), digits.count < 8 else { return nil }
            digits.append(digit)
        }
        func pair(_ index: Int) -> UInt8 { digits[index] << 4 | digits[index + 1] }
        switch digits.count {
        case 3:
            return .rgba(
                red: digits[0] * 17, green: digits[1] * 17, blue: digits[2] * 17, alpha: 255)
        case 6, 8:
            return .rgba(red: pair(0), green: pair(2), blue: pair(4), alpha: digits.count == 8 ? pair(6) : 255)
        default:
            return nil
        }
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    static let colorWords: [String: SKSemanticColor] = [
        "red": .danger, "error": .danger, "destructive": .danger, "green": .success, "ok": .success,
        "orange": .warning, "yellow": .warning, "amber": .warning, "blue": .accent, "primary": .accent,
        "tint": .accent, "gray": .secondaryLabel, "grey": .secondaryLabel, "secondary": .secondaryLabel,
        "muted": .secondaryLabel, "black": .label, "text": .label, "foreground": .label, "white": .background,
    ]
}

/// An enumeration written as its raw value, looked up without the linear string search of
/// `init(rawValue:)`.
protocol WireEnum: RawRepresentable<String>, CaseIterable, Sendable {
    static var wire: WireNames<Self> { get }
}

/// The cases of a ``WireEnum`` by raw value: length and first byte pick the candidates.
struct WireNames<Value: RawRepresentable<String> & CaseIterable & Sendable>: Sendable {
    private let signatures: [UInt32]
    private let names: [String]
    private let values: [Value]

    init() {
        values = Array(Value.allCases)
        names = values.map(\.rawValue)
        signatures = names.map(FieldKeys.signature)
    }

    /// The case whose raw value is exactly `text`.
    func value(for text: String) -> Value? {
        let signature = FieldKeys.signature(text)
        for index in signatures.indices where signatures[index] == signature && names[index] == text {
            return values[index]
        }
        return nil
    }
}

extension SKText.Style: WireEnum { static let wire = WireNames<Self>() }
extension SKText.Weight: WireEnum { static let wire = WireNames<Self>() }
extension SKAlignment: WireEnum { static let wire = WireNames<Self>() }
extension SKStack.Direction: WireEnum { static let wire = WireNames<Self>() }
extension SKButton.Role: WireEnum { static let wire = WireNames<Self>() }
extension SKTextField.Kind: WireEnum { static let wire = WireNames<Self>() }
extension SKImage.Fit: WireEnum { static let wire = WireNames<Self>() }
extension SKChart.Kind: WireEnum { static let wire = WireNames<Self>() }
extension SKSemanticColor: WireEnum { static let wire = WireNames<Self>() }
extension SKDateTimeInput.Mode: WireEnum { static let wire = WireNames<Self>() }
extension SKIconName: WireEnum { static let wire = WireNames<Self>() }
extension SKToggle.Style: WireEnum { static let wire = WireNames<Self>() }
extension SKPicker.Style: WireEnum { static let wire = WireNames<Self>() }

/// Lenient spellings of enumerated values, by folded spelling.
enum ChoiceAliases {
    static let alignment: [String: SKAlignment] = [
        "left": .leading, "start": .leading, "top": .leading, "middle": .center, "centre": .center,
        "centered": .center, "right": .trailing, "end": .trailing, "bottom": .trailing,
    ]
    static let direction: [String: SKStack.Direction] = [
        "v": .vertical, "vert": .vertical, "column": .vertical, "col": .vertical, "vstack": .vertical,
        "y": .vertical, "h": .horizontal, "horiz": .horizontal, "row": .horizontal, "hstack": .horizontal,
        "x": .horizontal,
    ]
    static let textStyle: [String: SKText.Style] = [
        "h1": .title, "largetitle": .title, "large": .title, "heading": .headline, "h2": .headline,
        "h3": .headline, "subtitle": .headline, "subheadline": .headline, "normal": .body, "default": .body,
        "paragraph": .body, "regular": .body, "small": .caption, "footnote": .caption, "note": .caption,
    ]
    static let weight: [String: SKText.Weight] = [
        "normal": .regular, "400": .regular, "500": .medium, "600": .semibold, "700": .bold, "800": .bold,
        "900": .bold, "heavy": .bold, "black": .bold, "strong": .bold, "light": .regular,
    ]
    static let role: [String: SKButton.Role] = [
        "default": .primary, "main": .primary, "filled": .primary, "cancel": .secondary, "plain": .secondary,
        "outline": .secondary, "ghost": .secondary, "danger": .destructive, "delete": .destructive,
        "warning": .destructive,
    ]
    static let fieldKind: [String: SKTextField.Kind] = [
        "string": .text, "plain": .text, "numeric": .number, "integer": .number, "decimal": .number,
        "float": .number, "datetime": .date, "mail": .email,
    ]
    static let fit: [String: SKImage.Fit] = [
        "contain": .fit, "scaletofit": .fit, "aspectfit": .fit, "cover": .fill, "scaletofill": .fill,
        "aspectfill": .fill,
    ]
    static let dateMode: [String: SKDateTimeInput.Mode] = [
        "day": .date, "calendar": .date, "clock": .time, "hour": .time, "datetimelocal": .dateTime,
        "timestamp": .dateTime, "both": .dateTime,
    ]
    static let toggleStyle: [String: SKToggle.Style] = [
        "toggle": .switch, "slide": .switch, "check": .checkbox, "tick": .checkbox, "tickbox": .checkbox,
    ]
    static let pickerStyle: [String: SKPicker.Style] = [
        "select": .dropdown, "menu": .dropdown, "popup": .dropdown, "list": .dropdown, "chip": .chips,
        "pills": .chips, "tags": .chips, "segmented": .chips, "radio": .checkbox, "checkboxes": .checkbox,
        "radiobuttons": .checkbox,
    ]
    static let chartKind: [String: SKChart.Kind] = [
        "column": .bar, "histogram": .bar, "barchart": .bar, "area": .line, "linechart": .line,
        "donut": .pie, "doughnut": .pie, "piechart": .pie,
    ]
}
