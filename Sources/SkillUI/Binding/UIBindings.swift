import SkillJSON

/// A bound document's data model and where its expressions and templates sit, as found when the
/// document was resolved (see ``UIBindingSyntax``).
///
/// Sites are named by the component that holds them (its id, given or made) and a path inside that
/// component's object, so a writer can put the expression back where the resolved value is. Sites
/// inside a template's copies are not listed: the ``Template`` holds the template as written.
///
/// ```swift
/// let result = UIDecoder.decode(json: #"{"$data": {"name": "Ada"}, "type": "text", "content": {"$bind": "/name"}}"#)
/// result.component          // .text(SKText(id: "root", content: "Ada"))
/// result.bindings?.fields   // [Field(componentID: "root", path: $.content, expression: {"$bind": "/name"})]
/// ```
public struct UIBindings: Sendable, Hashable {
    /// One field whose value is an expression.
    public struct Field: Sendable, Hashable {
        /// The id of the component that holds the field.
        public var componentID: String
        /// Where in that component's object: `$.content`, `$.items[0].title`.
        public var path: JSONPath
        /// The expression as written, in our spelling (`{"$bind": …}` or `{"$call": …}`).
        public var expression: JSONValue
    }

    /// One template: an array (or a run of one) made from the data.
    public struct Template: Sendable, Hashable {
        /// The id of the component that holds the array.
        public var componentID: String
        /// Where the array is in that component's object: `$.children`.
        public var path: JSONPath
        /// The first position in the array made by the template (others may come before it).
        public var start: Int
        /// How many elements the template made.
        public var count: Int
        /// The absolute pointer of the array the template ran over, as text (`/orders`).
        public var pointer: String
        /// The pointer as the document wrote it: relative (`items`) for a template inside another
        /// template's element, which a writer must keep relative.
        public var writtenPointer: String
        /// The template as written (its bindings relative to one element).
        public var template: JSONValue
    }

    /// The data model.
    public var data: JSONValue
    /// The document as written, without `$data`.
    public var source: JSONValue
    /// Every field outside templates whose value is an expression, in document order.
    public var fields: [Field] = []
    /// Every template, in document order (a template inside another is not listed).
    public var templates: [Template] = []
    /// Each bound input's name and the absolute pointer its value came from (`"form/email"` →
    /// `/form/email`); copies of a template's input each have their own.
    public var inputs: [String: String] = [:]

    /// The data model with the inputs' values written back where they came from: what the user
    /// typed, ticked and chose, for `formValues` as an action carries them. Values for names that
    /// are not bound inputs are ignored.
    public func data(applying formValues: [String: JSONValue]) -> JSONValue {
        var model = data
        for (name, value) in formValues.sorted(by: { $0.key < $1.key }) {
            guard let pointerText = inputs[name], let pointer = try? A2UIPointer.parse(pointerText) else { continue }
            try? model.set(value, atPointer: pointer.segments, pointer: pointerText)
        }
        return model
    }
}
