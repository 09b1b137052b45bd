import Foundation
import SkillJSON

/// Tool calls that a model wrote as JSON inside its text instead of using the `tool_calls`
/// field — common with small local models. Recognised shapes, alone, in a list, in a code fence,
/// inside `<tool_call>…</tool_call>` tags, or after some prose:
///
/// - `{"name": "weather", "arguments": {"city": "Boston"}}` (also `parameters`, `args`, `input`;
///   arguments may be an object or a JSON string)
/// - `{"function": {"name": …, "arguments": …}}` and `{"type": "function", "function": …}`
/// - `{"tool_calls": [ … ]}`
/// - `functions.weather:` followed by the arguments object — the prompt format of
///   llama-cpp-python's `chatml-function-calling` and functionary, which small models echo as text
///
/// Quotes written as HTML entities (`&#34;`, `&quot;`) — what a model copies from a template
/// that escaped its own history — are read as quotes when the text does not parse as it is.
///
/// Only names the toolbox knows count (a tool name, or a skill id), so an answer that merely
/// contains JSON is not mistaken for a call.
enum TextToolCalls {
    /// The calls in `text`, with ids `text-call-1`, `text-call-2`, …; empty when there are none.
    static func find(in text: String, toolbox: SkillToolbox) -> [ToolCall] {
        guard text.contains("{") else { return [] }
        var found = calls(in: text, toolbox: toolbox)
        if found.isEmpty, text.contains("&") {
            found = calls(in: unescapingQuotes(text), toolbox: toolbox)
        }
        return found.enumerated().map { index, call in
            ToolCall(id: "text-call-\(index + 1)", name: call.name, arguments: call.arguments)
        }
    }

    private static func calls(in text: String, toolbox: SkillToolbox) -> [ToolCall] {
        let prefixed = functionsPrefixCalls(in: text, toolbox: toolbox)
        guard prefixed.isEmpty else { return prefixed }
        var found: [ToolCall] = []
        for segment in segments(of: text) {
            guard let value = LenientJSON.parse(segment).value else { continue }
            collect(value, toolbox: toolbox, into: &found)
        }
        return found
    }

    /// Calls written `functions.NAME:` then a JSON object (each such line starts one call).
    private static func functionsPrefixCalls(in text: String, toolbox: SkillToolbox) -> [ToolCall] {
        let marker = "functions."
        guard text.contains(marker) else { return [] }
        var found: [ToolCall] = []
        var rest = text[...]
        while let start = rest.range(of: marker) {
            let afterMarker = rest[start.upperBound...]
            guard let colon = afterMarker.firstIndex(of: ":") else { break }
            let name = afterMarker[..<colon].trimmingCharacters(in: .whitespaces)
            let body = afterMarker[afterMarker.index(after: colon)...]
            let end = body.range(of: marker)?.lowerBound ?? body.endIndex
            rest = body[end...]
            guard let toolName = known(name, toolbox: toolbox),
                let value = LenientJSON.parse(String(body[..<end])).value, value.objectValue != nil
            else { continue }
            found.append(ToolCall(id: "", name: toolName, arguments: value.stableString()))
        }
        return found
    }

    /// `text` with the HTML entities for quotes and ampersands turned back into characters.
    private static func unescapingQuotes(_ text: String) -> String {
        text.replacingOccurrences(of: "&#34;", with: "\"").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }
    /// The parts of `text` to read: each `<tool_call>` body when there are tags, else the text.
    private static func segments(of text: String) -> [String] {
        let parts = text.components(separatedBy: "<tool_call>").dropFirst()
        guard !parts.isEmpty else { return [text] }
        return parts.map { part in part.components(separatedBy: "</tool_call>").first ?? part }
    }

    private static func collect(_ value: JSONValue, toolbox: SkillToolbox, into found: inout [ToolCall]) {
        switch value {
        case .array(let items):
            for item in items { collect(item, toolbox: toolbox, into: &found) }
        case .object(let fields):
            if let calls = fields["tool_calls"] {
                collect(calls, toolbox: toolbox, into: &found)
            } else if let function = fields["function"], function.objectValue != nil {
                collect(function, toolbox: toolbox, into: &found)
            } else if let name = (fields["name"] ?? fields["tool"])?.stringValue,
                let toolName = known(name, toolbox: toolbox)
            {
                let arguments = fields["arguments"] ?? fields["parameters"] ?? fields["args"] ?? fields["input"]
                found.append(ToolCall(id: "", name: toolName, arguments: argumentsText(arguments)))
            }
        default:
            break
        }
    }

    /// The tool name for `name` when it is a tool's name or a skill's id.
    private static func known(_ name: String, toolbox: SkillToolbox) -> String? {
        if toolbox.skillID(forTool: name) != nil { return name }
        let converted = SkillToolbox.toolName(for: name)
        return toolbox.skillID(forTool: converted) != nil ? converted : nil
    }

    private static func argumentsText(_ value: JSONValue?) -> String {
        switch value {
        case .string(let text)?: text
        case .some(let value): value.stableString()
        case nil: "{}"
        }
    }
}
