import Foundation
import SkillJSON
import TestSupport
import Testing

@testable import SkillUI

/// What the catalog tells a model about bound documents: the prompt's paragraph, and the schema.
@Suite struct UIBoundCatalogTests {
    @Test func thePromptTeachesBindingWithEveryFunctionThatHasAValue() {
        let prompt = UICatalog.promptText()
        for word in [#""$data""#, #""$bind""#, #""$call""#, #""$each""#, #""template""#] {
            #expect(prompt.contains(word), "\(word)")
        }
        for name in A2UICatalog.functionNames where name != "openUrl" {
            #expect(prompt.contains(" \(name)("), "\(name)")
        }
        #expect(!prompt.contains("openUrl"))
        #expect(UICatalog.estimatedTokens(prompt) <= 1_500)
    }

    /// The prompt's example is a document the decoder reads as it is.
    @Test func thePromptsExampleDecodesWithoutAProblem() {
        let result = UIDecoder.decode(UICatalog.boundExample)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        guard case .list(let list)? = result.component else {
            Issue.record("expected a list, got \(String(describing: result.component))")
            return
        }
        #expect(list.items.map(\.title) == ["Tea"])
        #expect(list.items.map(\.trailing) == ["$3.00"])
        #expect(UICatalog.promptText().contains(UICatalog.boundExample.stableString()))
    }

    @Test func thePlainSchemaIsUnchangedAndTheBoundOneRequiresData() throws {
        let plain = UICatalog.jsonSchema()
        #expect(plain == UICatalog.jsonSchema(bound: false))
        #expect(plain["required"] == nil)
        #expect(plain["$defs"]?["expression"] == nil)
        #expect(plain["$defs"]?["text"]?["properties"]?["content"] == ["type": "string"])
        let bound = UICatalog.jsonSchema(bound: true)
        #expect(bound["required"] == ["$data"])
        #expect(bound["$ref"] == "#/$defs/component")
        let functions = try #require(bound["$defs"]?["call"]?["properties"]?["$call"]?["enum"]?.arrayValue)
        #expect(functions.count == 13)
        #expect(!functions.contains("openUrl"))
        #expect(
            bound["$defs"]?["text"]?["properties"]?["content"]
                == ["anyOf": [["type": "string"], ["$ref": "#/$defs/expression"]]])
    }
}

/// The catalog's schemas checked by an independent validator, Python `jsonschema` (Draft
/// 2020-12; SkillJSON's own validator covers the tool-parameter subset, without `$ref`, `oneOf`,
/// `anyOf` or `const`, which these schemas need).
@Suite(.requires(Peers.mcpPython)) struct UIBoundSchemaTests {
    /// Plain gallery documents that are not valid against the plain schema, which describes the
    /// canonical form: each leans on a documented synonym (`section`, picker options written as
    /// strings), an unknown type, or what only the lenient decoder fixes.
    static let plainNotValid: Set<String> = [
        "02-section", "07-form", "15-unknown-type", "16-lenient-fixes", "18-settings", "20-choices",
    ]

    /// Bound gallery documents that are not valid against the bound schema: the lenient fixes
    /// (it calls `openUrl`, which has no value).
    static let boundNotValid: Set<String> = ["28-bound-lenient-fixes"]

    static let galleryPlain = UIGallery.examples.filter { !$0.json.contains(UIBindingSyntax.dataKey) }
    static let galleryBound = UIGallery.examples.filter { $0.json.contains(UIBindingSyntax.dataKey) }

    /// Documents that must not validate against the bound schema, one problem each.
    static let malformed: [(String, String)] = [
        ("bind-not-a-string", #"{"$data": {}, "type": "text", "content": {"$bind": 3}}"#),
        ("bind-bad-escape", #"{"$data": {}, "type": "text", "content": {"$bind": "/a~9"}}"#),
        ("bind-extra-member", #"{"$data": {}, "type": "text", "content": {"$bind": "/a", "default": "x"}}"#),
        ("call-unknown", #"{"$data": {}, "type": "text", "content": {"$call": "shout", "args": {"value": "x"}}}"#),
        ("call-openUrl", #"{"$data": {}, "type": "text", "content": {"$call": "openUrl", "args": {"url": "x"}}}"#),
        (
            "call-bad-argument",
            #"{"$data": {}, "type": "text", "content": {"$call": "not", "args": {"value": {"$bind": 1}}}}"#
        ),
        ("each-without-template", #"{"$data": {}, "type": "stack", "children": {"$each": "/a"}}"#),
        ("expression-for-children", #"{"$data": {}, "type": "stack", "children": {"$bind": "/a"}}"#),
        ("no-data", #"{"type": "text", "content": {"$bind": "/a"}}"#),
        ("unnamed-input-not-bound", #"{"$data": {}, "type": "toggle", "label": "T", "isOn": true}"#),
        (
            "unnamed-input-bound-by-call",
            #"{"$data": {}, "type": "toggle", "label": "T", "isOn": {"$call": "not", "args": {"value": true}}}"#
        ),
        ("data-not-an-object", #"{"$data": [], "type": "text", "content": "x"}"#),
    ]

    private func validate(_ schema: JSONValue, _ documents: [(String, JSONValue)]) async throws -> (
        checked: Int, invalid: [String: [String]]
    ) {
        let python = try Peers.mcpPython.executable()
        return try await TemporaryDirectory.with("ui-schema") { folder in
            let schemaFile = folder.appending(path: "schema.json")
            try Data(schema.stableString().utf8).write(to: schemaFile)
            let input = folder.appending(path: "documents.jsonl")
            let lines = documents.map { name, document in
                JSONValue.object(["name": .string(name), "document": document]).stableString()
            }
            try Data(lines.joined(separator: "\n").utf8).write(to: input)
            let script = PackageRoot.appending("Tests/Interop/ui_schema_validate.py").path
            let result = try await TestProcess.run(
                python, ["-B", script, schemaFile.path, input.path], environment: TestProcess.pythonEnvironment(),
                in: folder)
            #expect(result.status == 0, "\(result.errors)")
            let report = try JSONValue.parse(result.output)
            var invalid: [String: [String]] = [:]
            for (name, errors) in report["invalid"]?.objectValue ?? [:] {
                invalid[name] = errors.arrayValue?.compactMap(\.stringValue) ?? []
            }
            return (report["checked"]?.intValue ?? -1, invalid)
        }
    }

    private static func parsed(_ examples: [UIGalleryExample]) throws -> [(String, JSONValue)] {
        try examples.map { ($0.name, try JSONValue.parse($0.json)) }
    }

    @Test func plainGalleryDocumentsAreValidAgainstThePlainSchema() async throws {
        let outcome = try await validate(UICatalog.jsonSchema(), try Self.parsed(Self.galleryPlain))
        #expect(outcome.checked == Self.galleryPlain.count)
        #expect(Set(outcome.invalid.keys) == Self.plainNotValid, "\(outcome.invalid)")
    }

    @Test func boundGalleryDocumentsAreValidAgainstTheBoundSchemaOnly() async throws {
        let documents = try Self.parsed(Self.galleryBound)
        #expect(documents.count >= 6)
        let bound = try await validate(UICatalog.jsonSchema(bound: true), documents)
        #expect(bound.checked == documents.count)
        #expect(Set(bound.invalid.keys) == Self.boundNotValid, "\(bound.invalid)")
        // The plain schema has no room for expressions: every bound document fails it.
        let plain = try await validate(UICatalog.jsonSchema(), documents)
        #expect(Set(plain.invalid.keys) == Set(documents.map(\.0)))
    }

    @Test func malformedBindingsAreNotValid() async throws {
        let documents = try Self.malformed.map { ($0.0, try JSONValue.parse($0.1)) }
        let outcome = try await validate(UICatalog.jsonSchema(bound: true), documents)
        #expect(outcome.checked == documents.count)
        #expect(Set(outcome.invalid.keys) == Set(documents.map(\.0)), "\(outcome.invalid)")
        // The same documents with the problem fixed are valid: the failures are the problems.
        let fixed: [(String, JSONValue)] = try [
            ("bind", #"{"$data": {}, "type": "text", "content": {"$bind": "/a~1b"}}"#),
            ("call", #"{"$data": {}, "type": "text", "content": {"$call": "not", "args": {"value": {"$bind": "."}}}}"#),
            ("each", #"{"$data": {}, "type": "stack", "children": {"$each": "/a", "template": {"type": "divider"}}}"#),
            (
                "spliced",
                #"{"$data": {}, "type": "stack", "children": [{"$each": "/a", "template": {"type": "divider"}}]}"#
            ),
            (
                "rows",
                #"{"$data": {}, "type": "table", "columns": ["A"], "rows": {"$each": "/r", "template": [{"$bind": "a"}]}}"#
            ),
            (
                "selected",
                #"{"$data": {}, "type": "picker", "options": [{"value": "a", "label": "A"}], "selected": {"$bind": "/p"}}"#
            ),
            ("unnamed-input", #"{"$data": {}, "type": "toggle", "label": "T", "isOn": {"$bind": "/on"}}"#),
        ].map { ($0.0, try JSONValue.parse($0.1)) }
        let valid = try await validate(UICatalog.jsonSchema(bound: true), fixed)
        #expect(valid.invalid.isEmpty, "\(valid.invalid)")
    }
}
