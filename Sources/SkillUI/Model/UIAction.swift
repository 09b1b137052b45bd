import SkillJSON

/// What a renderer sends back when a person uses a button, list row, toggle or picker.
public struct UIAction: Sendable, Hashable {
    /// The id of the component that was used.
    public var componentID: String
    /// The action name the component declared (`"delete"`, `"fetch_recommendation"`).
    public var action: String
    /// The component's payload, if it had one.
    public var payload: JSONValue?
    /// The current values of the tree's inputs, by field name.
    public var formValues: [String: JSONValue]

    /// Creates an action.
    public init(componentID: String, action: String, payload: JSONValue? = nil, formValues: [String: JSONValue] = [:]) {
        self.componentID = componentID
        self.action = action
        self.payload = payload
        self.formValues = formValues
    }
}
