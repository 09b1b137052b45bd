import Foundation
import SkillJSON

/// Resolves A2UI dynamic values against a data model: literals, `{"path": …}` bindings (absolute,
/// or relative to the current template item) and basic-catalog function calls.
///
/// Problems (a bad pointer, an unknown function, a missing argument) are diagnostics at the
/// value's path; the value is then empty (`null`, which reads as `""`, 0 or false).
struct A2UIEvaluator {
    let model: JSONValue
    let options: A2UIRenderOptions
    let limits: A2UILimits
    var diagnostics: [Diagnostic] = []

    init(model: JSONValue, options: A2UIRenderOptions, limits: A2UILimits) {
        self.model = model
        self.options = options
        self.limits = limits
    }

    /// The plain JSON value of a dynamic value.
    mutating func evaluate(_ value: JSONValue, scope: [String], path: JSONPath, depth: Int = 0) -> JSONValue {
        switch value {
        case .object(let object):
            if object.count == 1, case .string(let pointer)? = object["path"] {
                return lookup(pointer, scope: scope, path: path.appending(key: "path"))
            }
            if case .string(let name)? = object["call"] {
                let args = object["args"]?.objectValue ?? [:]
                return call(name, args: args, scope: scope, path: path, depth: depth + 1)
            }
            return value
        case .array(let elements):
            return .array(
                elements.enumerated().map {
                    evaluate($0.element, scope: scope, path: path.appending(index: $0.offset), depth: depth)
                })
        default:
            return value
        }
    }

    mutating func string(_ value: JSONValue?, scope: [String], path: JSONPath) -> String? {
        guard let value else { return nil }
        return A2UICoercion.string(evaluate(value, scope: scope, path: path))
    }

    /// The value at a pointer; a bad pointer is an error and nothing there a warning.
    mutating func lookup(_ pointerText: String, scope: [String], path: JSONPath) -> JSONValue {
        do throws(A2UIPointerError) {
            let pointer = try A2UIPointer.parse(pointerText)
            let segments = pointer.resolved(in: scope)
            if let found = model.value(atPointer: segments) { return found }
            diagnostics.append(
                Diagnostic(
                    severity: .warning, path: path,
                    message: "nothing at \(A2UIPointer.text(segments)) in the data model; shown empty"))
            return .null
        } catch {
            diagnostics.append(Diagnostic(path: path, message: "\(error); shown empty"))
            return .null
        }
    }

    mutating func call(_ name: String, args: [String: JSONValue], scope: [String], path: JSONPath, depth: Int)
        -> JSONValue
    {
        guard depth <= limits.maxExpressionDepth else {
            diagnostics.append(
                Diagnostic(
                    path: path,
                    message:
                        "function calls nest deeper than \(limits.maxExpressionDepth) (maxExpressionDepth); shown empty"
                ))
            return .null
        }
        var evaluated: [String: JSONValue] = [:]
        for (key, value) in args {
            evaluated[key] = evaluate(
                value, scope: scope, path: path.appending(key: "args").appending(key: key), depth: depth)
        }
        return apply(name, args: evaluated, scope: scope, path: path, depth: depth)
    }
}
