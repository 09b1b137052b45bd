import SkillJSON

/// A button that sends `action` (with `payload`) back to the skill that drew it.
public struct SKButton: Sendable, Hashable {
    /// What the button does, for styling.
    public enum Role: String, Sendable, Hashable, CaseIterable { case primary, secondary, destructive }

    public var id: String
    public var title: String
    public var action: String
    public var payload: JSONValue?
    public var role: Role
    public var disabled: Bool

    public init(
        id: String = "", title: String, action: String, payload: JSONValue? = nil, role: Role = .primary,
        disabled: Bool = false
    ) {
        self.id = id
        self.title = title
        self.action = action
        self.payload = payload
        self.role = role
        self.disabled = disabled
    }
}

/// A text input whose value travels with the next action as `formValues[name]`.
public struct SKTextField: Sendable, Hashable {
    /// What kind of text is expected.
    public enum Kind: String, Sendable, Hashable, CaseIterable { case text, number, date, email }

    public var id: String
    public var name: String
    public var label: String?
    public var placeholder: String?
    public var value: String?
    public var kind: Kind
    public var required: Bool
    public var minLength: Int?
    public var maxLength: Int?
    public var pattern: String?

    public init(
        id: String = "", name: String, label: String? = nil, placeholder: String? = nil, value: String? = nil,
        kind: Kind = .text, required: Bool = false, minLength: Int? = nil, maxLength: Int? = nil,
        pattern: String? = nil
    ) {
        self.id = id
        self.name = name
        self.label = label
        self.placeholder = placeholder
        self.value = value
        self.kind = kind
        self.required = required
        self.minLength = minLength
        self.maxLength = maxLength
        self.pattern = pattern
    }
}

/// A list of rows; a row with an `action` is tappable.
public struct SKList: Sendable, Hashable {
    /// One row.
    public struct Item: Sendable, Hashable {
        public var id: String
        public var title: String
        public var subtitle: String?
        /// Text at the trailing edge ("¥35", "明天").
        public var trailing: String?
        public var action: String?
        public var payload: JSONValue?

        public init(
            id: String = "", title: String, subtitle: String? = nil, trailing: String? = nil, action: String? = nil,
            payload: JSONValue? = nil
        ) {
            self.id = id
            self.title = title
            self.subtitle = subtitle
            self.trailing = trailing
            self.action = action
            self.payload = payload
        }
    }

    public var id: String
    public var items: [Item]

    public init(id: String = "", items: [Item]) {
        self.id = id
        self.items = items
    }
}

/// An on/off switch or a checkbox; flipping it sends `action` when one is set.
public struct SKToggle: Sendable, Hashable {
    /// How it looks: a switch (the default) or a checkbox (A2UI's `CheckBox`).
    public enum Style: String, Sendable, Hashable, CaseIterable { case `switch`, checkbox }

    public var id: String
    public var name: String
    public var label: String
    public var isOn: Bool
    public var action: String?
    public var style: Style

    public init(
        id: String = "", name: String, label: String, isOn: Bool = false, action: String? = nil,
        style: Style = .switch
    ) {
        self.id = id
        self.name = name
        self.label = label
        self.isOn = isOn
        self.action = action
        self.style = style
    }
}

/// A choice among options — one, or with `multiple` any number; choosing sends `action` when one
/// is set. A2UI's `ChoicePicker` maps onto it: `mutuallyExclusive` is single choice,
/// `multipleSelection` is `multiple`, and its `displayStyle` is ``style``.
public struct SKPicker: Sendable, Hashable {
    /// How the options are shown.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// A drop-down menu (a list box when several may be chosen).
        case dropdown
        /// A row of chips, the chosen ones highlighted.
        case chips
        /// One radio button (or checkbox, when several may be chosen) per option.
        case checkbox
    }

    /// One choice.
    public struct Option: Sendable, Hashable {
        public var value: String
        public var label: String

        public init(value: String, label: String) {
            self.value = value
            self.label = label
        }
    }

    public var id: String
    public var name: String
    public var label: String?
    public var options: [Option]
    /// The chosen option's value, when only one may be chosen (`multiple` is `false`).
    public var selected: String?
    public var action: String?
    /// Whether any number of options may be chosen; their values are then ``selectedValues``.
    public var multiple: Bool
    /// The chosen options' values, in option order, when `multiple` is `true`; empty otherwise.
    public var selectedValues: [String]
    public var style: Style

    public init(
        id: String = "", name: String, label: String? = nil, options: [Option], selected: String? = nil,
        action: String? = nil, multiple: Bool = false, selectedValues: [String] = [], style: Style = .dropdown
    ) {
        self.id = id
        self.name = name
        self.label = label
        self.options = options
        self.selected = selected
        self.action = action
        self.multiple = multiple
        self.selectedValues = selectedValues
        self.style = style
    }

    /// Whether the option with `value` is chosen.
    public func isSelected(_ value: String) -> Bool {
        multiple ? selectedValues.contains(value) : selected == value
    }
}
