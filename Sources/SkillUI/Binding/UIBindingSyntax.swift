import SkillJSON

/// The spelling of data binding in our format, and its translation to and from A2UI's.
///
/// A document is *bound* when its root carries `"$data"`, the data model (an object). Inside it,
/// any field value may be an expression, and any array a template:
///
/// | Ours | A2UI | Meaning |
/// |---|---|---|
/// | `{"$bind": "/user/name"}` | `{"path": "/user/name"}` | the model's value there (relative inside a template) |
/// | `{"$call": "formatCurrency", "args": {…}}` | `{"call": …, "args": {…}}` | a basic-catalog function |
/// | `{"$each": "/orders", "template": {…}}` | `{"componentId": …, "path": "/orders"}` | one copy per element |
///
/// The `$` keeps them apart from ordinary objects (a button's payload may hold anything).
public enum UIBindingSyntax {
    /// The root member holding the data model.
    public static let dataKey = "$data"
    /// A binding: `{"$bind": pointer}`.
    public static let bindKey = "$bind"
    /// A function call: `{"$call": name, "args": {…}}`.
    public static let callKey = "$call"
    /// A template: `{"$each": pointer, "template": value}`.
    public static let eachKey = "$each"

    /// Whether `value` is a `$bind` or `$call` expression.
    public static func isExpression(_ value: JSONValue) -> Bool {
        guard case .object(let object) = value else { return false }
        return object[bindKey] != nil || object[callKey] != nil
    }

    /// The template `{"$each": pointer, "template": value}` in `value`, if it is one.
    static func template(_ value: JSONValue) -> (pointer: JSONValue, template: JSONValue?)? {
        guard case .object(let object) = value, let pointer = object[eachKey] else { return nil }
        return (pointer, object["template"])
    }

    /// An expression of ours in A2UI's spelling (`$bind` → `path`, `$call` → `call`), in its
    /// arguments and in arrays (`and`'s and `or`'s `values`) too; anything else is returned as it is.
    public static func a2uiExpression(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array(let elements):
            return .array(elements.map(a2uiExpression))
        case .object(let object):
            if object.count == 1, let pointer = object[bindKey] { return .object(["path": pointer]) }
            guard let name = object[callKey] else { return value }
            var call: [String: JSONValue] = ["call": name]
            if case .object(let args)? = object["args"] { call["args"] = .object(args.mapValues(a2uiExpression)) }
            for (key, member) in object where key != callKey && key != "args" { call[key] = member }
            return .object(call)
        default:
            return value
        }
    }

    /// An A2UI dynamic value in our spelling (`path` → `$bind`, `call` → `$call`), in its
    /// arguments and in arrays too; literals are returned as they are.
    public static func ourExpression(fromA2UI value: JSONValue) -> JSONValue {
        switch value {
        case .array(let elements):
            return .array(elements.map(ourExpression(fromA2UI:)))
        case .object(let object):
            if object.count == 1, let pointer = object["path"] { return .object([bindKey: pointer]) }
            guard let name = object["call"] else { return value }
            var call: [String: JSONValue] = [callKey: name]
            if case .object(let args)? = object["args"] {
                call["args"] = .object(args.mapValues(ourExpression(fromA2UI:)))
            }
            for (key, member) in object where key != "call" && key != "args" && key != "returnType" {
                call[key] = member
            }
            return .object(call)
        default:
            return value
        }
    }

    /// What each basic-catalog function returns, as A2UI's `returnType` spells it: `string` for
    /// the formatters, `boolean` for the checks and logic, `void` for `openUrl`.
    public static func returnType(of function: String) -> String? {
        switch function {
        case "formatString", "formatNumber", "formatCurrency", "formatDate", "pluralize": "string"
        case "required", "regex", "length", "numeric", "email", "and", "or", "not": "boolean"
        case "openUrl": "void"
        default: nil
        }
    }
}
