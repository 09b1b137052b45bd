import Foundation
import SkillJSON
import SkillUI
import SkillUITestSupport

@testable import SkillUITerminal

/// Golden files for the terminal renderer: `Tests/SkillUITests/Golden/terminal/<name>.txt`, where
/// they were before the renderer had a module of its own.
///
/// Expected output is read from the source tree (found from `#filePath`); with `UPDATE_GOLDEN=1` in
/// the environment, output is written there instead, to be reviewed and committed.
enum TerminalGolden {
    /// What comparing one rendering with its golden file found.
    enum Outcome: Equatable {
        case matched
        case differed(String)
        case missing(String)
        case written(URL)
    }

    /// The folder of terminal golden files in the source tree.
    static var sourceDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SkillUITests/Golden/terminal")
    }

    static var isUpdating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" }

    /// The gallery document `name`, decoded leniently with the standard registry.
    static func galleryTree(_ name: String) throws -> UIDecodeResult {
        UIDecoder.decode(json: try GalleryFixtures.gallery(name))
    }

    /// `text` as stored in a golden file: escape characters written as `\e` so diffs stay readable,
    /// and a final line break.
    static func fileContents(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}", with: "\\e") + "\n"
    }

    /// Compares `text` with golden file `file`, or writes it when `update` is set.
    static func check(
        _ text: String, file: String, bundled: URL?, source: URL, update: Bool = isUpdating
    ) -> Outcome {
        let contents = fileContents(text)
        if update {
            let url = source.appendingPathComponent(file)
            do {
                try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
                try contents.write(to: url, atomically: true, encoding: .utf8)
                return .written(url)
            } catch {
                return .differed("cannot write golden file \(url.path): \(error)")
            }
        }
        guard let url = bundled?.appendingPathComponent(file),
            let expected = try? String(contentsOf: url, encoding: .utf8)
        else {
            return .missing(
                "missing golden file Golden/terminal/\(file) — create it with "
                    + "`UPDATE_GOLDEN=1 swift test --filter TerminalGolden`, then review and commit it")
        }
        guard expected != contents else { return .matched }
        return .differed("output differs from Golden/terminal/\(file):\n" + diff(expected: expected, actual: contents))
    }

    /// The first differing line, with both versions.
    static func diff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? String(old[index]) : "(no line)"
            let after = index < new.count ? String(new[index]) : "(no line)"
            if before != after { return "line \(index + 1)\n  golden: \(before)\n  actual: \(after)" }
        }
        return "(no difference)"
    }
}
