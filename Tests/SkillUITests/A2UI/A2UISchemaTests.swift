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
        let python = try Peers.a2uiSchemas.executable()
        let report = try await TemporaryDirectory.with("a2ui-schema") { folder in
            let input = folder.appending(path: "messages.jsonl")
            try Data(lines.joined(separator: "\n").utf8).write(to: input)
            let script = PackageRoot.appending("Tests/Interop/a2ui_validate.py").path
            let result = try await TestProcess.run(
                python, ["-B", script, Peers.a2uiSchemaFolder().path, input.path],
                environment: TestProcess.pythonEnvironment(), in: folder)
            #expect(result.status == 0, "\(result.errors)")
            return try JSONValue.parse(result.output)
        }
        #expect(report["checked"] == .number(Double(count + 1)))
        let failures = report["failures"]?.arrayValue ?? []
        #expect(failures.map { $0["document"] } == ["negative-control"], "\(failures)")
        print(
            "measured: \(count) A2UI messages from \(A2UIWriterTests.trees().count) documents validated against the v0.9 schemas"
        )
    }
}
