import SkillUI

/// The A2UI v0.9 basic catalog described for a model, as compactly as ``SkillUI/UICatalog``'s
/// prompt describes ours: the message shapes, the rules (flat list, `root`, children by id,
/// bindings, templates, checks, actions), one line per component with its key fields, the
/// functions, and one short example.
///
/// Every component and function of ``SkillUI/A2UICatalog`` is listed, in the catalog's order; one
/// this table has no fields for is still named.
enum A2UIPrompt {
    /// The whole system prompt.
    static let text: String = {
        let components = A2UICatalog.componentTypes.map { type in
            type + (componentFields[type].map { "(\($0))" } ?? "")
        }
        let functions = A2UICatalog.functionNames.map { name in
            name + (functionArguments[name].map { "(\($0))" } ?? "")
        }
        return """
            You write user interfaces as A2UI v0.9 messages for a chat assistant. Answer with JSON Lines \
            only, one message per line: no prose, no Markdown. Prefer a Card; use a List template for \
            rows of data. Keep text short and in the language of the request.
            Messages, each {"version":"v0.9", <kind>:{…}}, surfaceId "main":
            createSurface{surfaceId,catalogId:"\(A2UICatalog.basicCatalogID)"} first;
            updateComponents{surfaceId,components:[…]} a flat list, one component has id "root";
            updateDataModel{surfaceId,path?:"/",value} sets the data model at a JSON Pointer.
            Component: {"id":…,"component":"Type",…fields}. Children by id: child:"id", \
            children:["a","b"], or a template children:{"componentId":"row","path":"/items"} (one row per \
            array element; inside it {"path":"name"} reads the element).
            A value is a literal, a binding {"path":"/a/b"}, or a call {"call":…,"args":{…},"returnType":…}.
            ? = optional, a|b = one of. \(components.joined(separator: " "))
            Button action: {"event":{"name":…,"context":{…}}} or {"functionCall":{"call":"openUrl","args":{"url":…}}}. \
            Inputs bind value to {"path":"/form/x"}. checks:[{"condition":<boolean call>,"message":…}] on \
            inputs and buttons; a failing check disables its button.
            Functions, named args: \(functions.joined(separator: " ")). formatString value: "Hi ${/name}".
            Example:
            \(example)
            """
    }()

    /// Key fields of each basic-catalog component (`?` optional, `a|b` one of); Divider needs none.
    static let componentFields: [String: String] = [
        "Text": "text,variant?:h1|h2|h3|h4|h5|caption|body",
        "Image": "url,description?,fit?:contain|cover",
        "Icon": "name",
        "Video": "url",
        "AudioPlayer": "url,description?",
        "Row": "children,justify?,align?:start|center|end",
        "Column": "children,align?",
        "List": "children,direction?:vertical|horizontal",
        "Card": "child",
        "Tabs": "tabs:[{title,child}]",
        "Modal": "trigger,content",
        "Button": "child,action,variant?:primary|borderless,checks?",
        "TextField": "label,value?,variant?:shortText|longText|number,checks?",
        "CheckBox": "label,value",
        "ChoicePicker": "options:[{label,value}],value:[…],label?,variant?:mutuallyExclusive|multipleSelection",
        "Slider": "value,max,min?,label?",
        "DateTimeInput": "value,enableDate?,enableTime?,label?",
    ]

    /// Arguments of each basic-catalog function (`?` optional).
    static let functionArguments: [String: String] = [
        "required": "value", "regex": "value,pattern", "length": "value,min?,max?", "numeric": "value,min?,max?",
        "email": "value", "formatString": "value", "formatNumber": "value,decimals?",
        "formatCurrency": "value,currency", "formatDate": "value,format", "pluralize": "value,one?,other",
        "openUrl": "url", "and": "values", "or": "values", "not": "value",
    ]

    /// Our worked example: a card whose list of plans is a template over the data model.
    static let example = """
        {"version":"v0.9","createSurface":{"surfaceId":"main","catalogId":"\(A2UICatalog.basicCatalogID)"}}
        {"version":"v0.9","updateComponents":{"surfaceId":"main","components":[\
        {"id":"root","component":"Card","child":"body"},\
        {"id":"body","component":"Column","children":["title","plans"]},\
        {"id":"title","component":"Text","text":"Plans","variant":"h3"},\
        {"id":"plans","component":"List","children":{"componentId":"plan","path":"/plans"}},\
        {"id":"plan","component":"Text","text":{"call":"formatString","args":{"value":"${name}: ${price}"},"returnType":"string"}}]}}
        {"version":"v0.9","updateDataModel":{"surfaceId":"main","value":{"plans":[{"name":"Basic","price":"$10"},{"name":"Pro","price":"$20"}]}}}
        """
}
