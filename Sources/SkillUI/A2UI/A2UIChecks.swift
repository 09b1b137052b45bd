import SkillJSON

/// `checks` on A2UI inputs and buttons.
///
/// - Each check is `{"condition": DynamicBoolean, "message": …}`; the older flat form
///   `{"call", "args", "message"}` is read as that condition, with a note.
/// - A Button with a failing check is disabled.
/// - An input whose value is not empty shows the first failing message as caption text in the
///   danger color under it (while the value is empty nothing is shown: nobody typed yet).
/// - A TextField's checks that test its own value with `required`, `email`, `length` or `regex`
///   also set our field's `required`, `kind` email, `minLength`/`maxLength` and `pattern`.
extension A2UIBuildSession {
    struct Check {
        var condition: JSONValue
        var message: String
        var path: JSONPath
    }

    mutating func checks(_ context: Context) -> [Check] {
        guard let value = context.property("checks") else { return [] }
        let path = context.path.appending(key: "checks")
        guard let array = value.arrayValue else {
            warning(path, "checks must be an array; ignored")
            return []
        }
        var result: [Check] = []
        for (index, element) in array.enumerated() {
            let itemPath = path.appending(index: index)
            guard let object = element.objectValue else {
                warning(itemPath, "a check must be an object; ignored")
                continue
            }
            let message = object["message"]?.stringValue ?? ""
            if let condition = object["condition"] {
                result.append(Check(condition: condition, message: message, path: itemPath.appending(key: "condition")))
            } else if object["call"] != nil {
                warning(
                    itemPath,
                    "a check written as {call, args, message} (an older draft) is read as {condition, message}")
                var call = object
                call["message"] = nil
                result.append(Check(condition: .object(call), message: message, path: itemPath))
            } else {
                warning(itemPath, "a check needs a condition; ignored")
            }
        }
        return result
    }

    /// The message of the first check whose condition is false, or nil when all pass.
    mutating func firstFailingCheck(_ context: Context) -> String? {
        for check in checks(context) {
            let result = evaluator.evaluate(check.condition, scope: context.scope, path: check.path)
            if !A2UICoercion.bool(result) { return check.message }
        }
        return nil
    }

    /// The component, with the first failing check's message under it when the value is not empty.
    mutating func withCheckMessage(_ component: SKComponent, context: Context, value: JSONValue) -> SKComponent {
        let isEmpty = value == .null || value == "" || value == .array([])
        var failure: String?
        for check in checks(context) {
            let result = evaluator.evaluate(check.condition, scope: context.scope, path: check.path)
            if !A2UICoercion.bool(result) {
                failure = check.message
                break
            }
        }
        guard let failure, !isEmpty else { return component }
        recorder?.note(
            context.path.appending(key: "checks"),
            "the failing check's message is shown as text; it stays when the data changes")
        let note = SKText(id: "\(context.id)/check", content: failure, style: .caption, color: .semantic(.danger))
        return .stack(SKStack(id: "\(context.id)/checked", children: [component, .text(note)]))
    }

    mutating func textField(_ context: Context) -> SKComponent {
        let (name, value) = input(context)
        var field = SKTextField(
            id: context.id, name: name, label: string(context, "label"), value: A2UICoercion.string(value))
        field.placeholder = string(context, "placeholder")
        keepLabel(context, kind: "textField", field.label)
        if let placeholder = field.placeholder {
            keep(
                context, kind: "textField", ["placeholder"], from: "placeholder", raw: context.property("placeholder"),
                shown: .string(placeholder))
        }
        keepInput(
            context, kind: "textField", ["value"], raw: context.property("value"), shown: .string(field.value ?? ""),
            name: name)
        switch context.property("variant")?.stringValue {
        case "number": field.kind = .number
        case "obscured":
            warning(
                context.path.appending(key: "variant"),
                "obscured (password) text has no counterpart yet; shown as plain text")
        case "longText":
            warning(
                context.path.appending(key: "variant"), "longText has no counterpart yet; shown as a one-line field")
        default: break
        }
        field.pattern = context.property("validationRegexp")?.stringValue
        let binding = context.property("value")
        for check in checks(context) {
            guard let call = check.condition.objectValue, case .string(let name)? = call["call"],
                let args = call["args"]?.objectValue, args["value"] == binding, binding?["path"] != nil
            else {
                recorder?.note(check.path, "a check our textField has no field for; only its message can show")
                continue
            }
            switch name {
            case "required": field.required = true
            case "email": field.kind = .email
            case "regex": field.pattern = args["pattern"]?.stringValue ?? field.pattern
            case "length":
                field.minLength = args["min"]?.intValue
                field.maxLength = args["max"]?.intValue
            default:
                recorder?.note(check.path, "a \(name) check our textField has no field for; only its message can show")
            }
        }
        return withCheckMessage(.textField(field), context: context, value: value)
    }
}
