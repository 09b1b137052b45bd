import Foundation
import Testing

@testable import SkillUIHTML

/// Compares renderer output with golden files in `Tests/SkillUITests/Golden/<folder>/`.
///
/// The goldens stay where they were before the renderer had a module of its own:
/// `Tests/SkillUITests/Golden/<folder>/`, found from `#filePath` and read from the source tree.
/// With `UPDATE_GOLDEN=1` in the environment they are written there instead:
///
///     UPDATE_GOLDEN=1 swift test --filter HTMLGolden
struct HTMLGoldenFiles {
    /// The folder under `Golden/` (`"html"`).
    var folder: String
    /// The directory that holds `Golden/`: `Tests/SkillUITests`.
    var sourceDirectory: URL

    init(folder: String, filePath: String = #filePath) {
        self.folder = folder
        self.sourceDirectory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("SkillUITests")
    }

    static var isUpdating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" }

    /// Checks `actual` against `<name>.html`, recording an issue when they differ or the golden is
    /// missing; rewrites the file instead when updating.
    func check(_ actual: String, name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if let problem = try compare(actual, name: name) {
            Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        }
    }

    /// Why `actual` does not match `<name>.html` (a trailing newline is added to the file), or
    /// `nil` when it does — or after rewriting the file, when updating.
    func compare(_ actual: String, name: String) throws -> String? {
        let expectedText = actual.hasSuffix("\n") ? actual : actual + "\n"
        let relative = "Golden/\(folder)/\(name).html"
        if Self.isUpdating {
            let url = sourceDirectory.appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(expectedText.utf8).write(to: url)
            return nil
        }
        let url = sourceDirectory.appendingPathComponent(relative)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return """
                missing golden file \(relative) — create it with `UPDATE_GOLDEN=1 swift test --filter HTMLGolden`, \
                then review and commit it
                """
        }
        let golden = String(decoding: data, as: UTF8.self)
        guard golden != expectedText else { return nil }
        return """
            output differs from \(relative) \(Self.firstDifference(golden, expectedText)) — if the change is \
            intended, run `UPDATE_GOLDEN=1 swift test --filter HTMLGolden` and review the diff
            """
    }

    /// `at line N: expected «…», got «…»` for the first line that differs.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let golden = index < expectedLines.count ? String(expectedLines[index]) : "(end of file)"
            let output = index < actualLines.count ? String(actualLines[index]) : "(end of output)"
            if golden != output { return "at line \(index + 1): golden «\(golden)», output «\(output)»" }
        }
        return ""
    }
}
