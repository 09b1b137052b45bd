import Foundation

/// Validates A2UI messages against the official v0.9 schemas with Python `jsonschema`
/// (`Tests/Interop/a2ui_validate.py`; needs ``Peers/a2uiSchemas``).
public enum A2UISchemaPeer {
    /// Runs the validator over `lines`, each `{"document", "index", "message"}` as JSON text.
    ///
    /// - Returns: the script's report, `{"checked": N, "failures": [{document, index, errors}]}`
    ///   as JSON text, and its exit status.
    public static func validate(lines: [String]) async throws -> (report: String, status: Int32, errors: String) {
        let python = try Peers.a2uiSchemas.executable()
        return try await TemporaryDirectory.with("a2ui-schema") { folder in
            let input = folder.appending(path: "messages.jsonl")
            try Data(lines.joined(separator: "\n").utf8).write(to: input)
            let script = PackageRoot.appending("Tests/Interop/a2ui_validate.py").path
            let result = try await TestProcess.run(
                python, ["-B", script, Peers.a2uiSchemaFolder().path, input.path],
                environment: TestProcess.pythonEnvironment(), in: folder)
            return (result.output, result.status, result.errors)
        }
    }
}
