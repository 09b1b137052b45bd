import Foundation
import SkillJSON
import TestSupport
import Testing

@testable import SkillUI

/// Everything our writer produces validates against A2UI's official v0.9 JSON schemas
/// (`scripts/bootstrap` unpacks them from the PyPI wheel a2ui-agent-sdk), checked by Python
/// `jsonschema` (Draft 2020-12) in Tests/Interop/a2ui_validate.py.
@Suite(.requires(Peers.a2uiSchemas)) struct A2UISchemaTests {
    @Test func everyMessageOurWriterProducesIsValidAndABrokenOneIsNot() async throws {
        var lines: [String] = []
        var count = 0
        for (name, tree) in A2UIWriterTests.trees() {
            for (index, message) in A2UIWriter.write(tree).messages.enumerated() {
                let item: JSONValue = ["document": .string(name), "index": .number(Double(index)), "message": message]
                lines.append(item.stableString())
                count += 1
            }
        }
        // Our own A2UI gallery's well-formed v0.9 documents are valid A2UI too (v0.10 and the
        // hostile ones are not meant to be).
        var galleryDocuments = 0
        for example in A2UIGallery.examples where Self.validV09Documents.contains(example.name) {
            galleryDocuments += 1
            for (index, message) in Self.rawMessages(example.json).enumerated() {
                let item: JSONValue = [
                    "document": .string("gallery/" + example.name), "index": .number(Double(index)), "message": message,
                ]
                lines.append(item.stableString())
                count += 1
            }
        }
        // The negative control: a Text without its required text, and an unknown property.
        let broken: JSONValue = [
            "document": "negative-control", "index": 0,
            "message": [
                "version": "v0.9",
                "updateComponents": [
                    "surfaceId": "s", "components": [["id": "root", "component": "Text", "color": "red"]],
                ],
            ],
        ]
        lines.append(broken.stableString())
        let result = try await A2UISchemaPeer.validate(lines: lines)
        #expect(result.status == 0, "\(result.errors)")
        let report = try JSONValue.parse(result.report)
        #expect(report["checked"] == .number(Double(count + 1)))
        let failures = report["failures"]?.arrayValue ?? []
        #expect(failures.map { $0["document"] } == ["negative-control"], "\(failures)")
        print(
            "measured: \(count) A2UI messages validated against the v0.9 schemas: the writer's for"
                + " \(A2UIWriterTests.trees().count) trees, and \(galleryDocuments) A2UI gallery documents as written")
    }

    /// The writer with bindings: the A2UI gallery through our bound documents, and our own bound
    /// documents (templates, calls, bound inputs), every message valid.
    @Test func everyMessageTheBoundWriterProducesIsValid() async throws {
        var outputs: [(String, A2UIWriter.Output)] = []
        for example in A2UIBindingRoundTripTests.rendering {
            let (document, _) = A2UIDocument.read(example.json)
            let decoded = UIDecoder.decode(try #require(document.ourDocument().json))
            outputs.append(
                ("a2ui/" + example.name, A2UIWriter.write(try #require(decoded.component), bindings: decoded.bindings)))
        }
        for row in A2UIBoundWriterTests.cases {
            let decoded = UIDecoder.decode(json: row.json)
            outputs.append(
                ("ours/" + row.name, A2UIWriter.write(try #require(decoded.component), bindings: decoded.bindings)))
        }
        var lines: [String] = []
        var bound = 0
        for (name, output) in outputs {
            if output.jsonl.contains(#""path":"#) { bound += 1 }
            for (index, message) in output.messages.enumerated() {
                let item: JSONValue = ["document": .string(name), "index": .number(Double(index)), "message": message]
                lines.append(item.stableString())
            }
        }
        // The negative control: a Text bound to a check, which returns a Boolean — what the writer
        // refuses to write.
        let broken: JSONValue = [
            "document": "negative-control", "index": 0,
            "message": [
                "version": "v0.9",
                "updateComponents": [
                    "surfaceId": "s",
                    "components": [
                        [
                            "id": "root", "component": "Text",
                            "text": ["call": "required", "args": ["value": ["path": "/x"]], "returnType": "boolean"],
                        ]
                    ],
                ],
            ],
        ]
        let result = try await A2UISchemaPeer.validate(lines: lines + [broken.stableString()])
        #expect(result.status == 0, "\(result.errors)")
        let report = try JSONValue.parse(result.report)
        #expect(report["checked"] == .number(Double(lines.count + 1)))
        let failures = report["failures"]?.arrayValue ?? []
        #expect(failures.map { $0["document"] } == ["negative-control"], "\(failures)")
        #expect(bound >= 25)
        print(
            "measured: \(lines.count) messages of the bound writer (\(bound) documents with bindings) validated against the v0.9 schemas"
        )
    }

    /// The gallery documents written as valid v0.9 (not v0.10, not hostile).
    static let validV09Documents: Set<String> = Set(
        A2UIGallery.examples.map(\.name).filter { name in
            guard let number = Int(name.prefix(2)) else { return false }
            return number < 40 && number != 29 && number != 30
        })

    /// The messages of a JSONL or array document, as JSON values.
    static func rawMessages(_ text: String) -> [JSONValue] {
        if let array = (try? JSONValue.parse(text))?.arrayValue { return array }
        return text.split(separator: "\n").compactMap { try? JSONValue.parse(String($0)) }
    }
}
