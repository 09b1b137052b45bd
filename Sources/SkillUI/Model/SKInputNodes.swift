/// A slider over a range of numbers; its value travels with the next action as `formValues[name]`.
///
/// Decoding keeps `min < max`, `step > 0` and `min ≤ value ≤ max` (see `docs/UI-FORMAT.md`).
public struct SKSlider: Sendable, Hashable {
    public var id: String
    public var name: String
    public var label: String?
    /// The smallest value (default 0).
    public var min: Double
    /// The largest value.
    public var max: Double
    /// The distance between allowed values; `nil` means any value.
    public var step: Double?
    /// The current value.
    public var value: Double

    public init(
        id: String = "", name: String, label: String? = nil, min: Double = 0, max: Double, step: Double? = nil,
        value: Double
    ) {
        self.id = id
        self.name = name
        self.label = label
        self.min = min
        self.max = max
        self.step = step
        self.value = value
    }
}

/// A date, time or date-and-time input; its value (ISO 8601) travels with the next action as
/// `formValues[name]`.
///
/// Values are local and zone-free, as HTML inputs hold them: `2026-05-01`, `09:30` (or
/// `09:30:15`), `2026-05-01T09:30`.
public struct SKDateTimeInput: Sendable, Hashable {
    /// What the input asks for.
    public enum Mode: String, Sendable, Hashable, CaseIterable { case date, time, dateTime }

    public var id: String
    public var name: String
    public var label: String?
    /// The current value in the mode's ISO 8601 form, or `nil` for none yet.
    public var value: String?
    public var mode: Mode
    /// The earliest value allowed, in the same form.
    public var min: String?
    /// The latest value allowed, in the same form.
    public var max: String?

    public init(
        id: String = "", name: String, label: String? = nil, value: String? = nil, mode: Mode = .dateTime,
        min: String? = nil, max: String? = nil
    ) {
        self.id = id
        self.name = name
        self.label = label
        self.value = value
        self.mode = mode
        self.min = min
        self.max = max
    }
}
