import Foundation
import SkillJSON
import SkillUITestSupport
import TestSupport
import Testing

@testable import SkillUI
@testable import SkillUITerminal

/// Every gallery document rendered at width 60 with color off (and a few with color) against
/// `Golden/terminal/<name>.txt`. Run with `UPDATE_GOLDEN=1` to (re)write the golden files.
@Suite struct TerminalGoldenTests {
    static let width = 60
    /// Documents also checked with color on, in `<name>.ansi.txt`.
    static let coloredDocuments: Set<String> = ["03-weather-card", "08-bar-chart", "14-colors"]

    private func expectGolden(_ text: String, file: String, sourceLocation: SourceLocation = #_sourceLocation) {
        switch TerminalGolden.check(
            text, file: file, bundled: TerminalGolden.sourceDirectory, source: TerminalGolden.sourceDirectory)
        {
        case .matched, .written: break
        case .missing(let message), .differed(let message):
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    @Test func galleryIsThere() {
        #expect(
            !GalleryFixtures.galleryNames().isEmpty,
            "UIGallery.examples is empty: SkillUI's Resources/Gallery is not bundled")
    }

    @Test(arguments: GalleryFixtures.galleryNames())
    func galleryDocument(name: String) throws {
        let decoded = try TerminalGolden.galleryTree(name)
        let tree = try #require(decoded.component, "\(name) did not decode: \(decoded.diagnostics)")
        let plain = TerminalRenderer(options: .init(width: Self.width, color: false)).render(tree)
        expectGolden(plain.text, file: name + ".txt")
        if Self.coloredDocuments.contains(name) {
            let colored = TerminalRenderer(options: .init(width: Self.width, color: true)).render(tree)
            expectGolden(colored.text, file: name + ".ansi.txt")
        }
    }

    @Test(arguments: GalleryFixtures.galleryNames())
    func galleryDocumentKeepsEveryPromise(name: String) throws {
        let tree = try #require(try TerminalGolden.galleryTree(name).component)
        for width in [20, 40, 80, 120] {
            var texts: [String] = []
            for color in [false, true] {
                let options = TerminalRenderer.Options(width: width, color: color, debug: true)
                let text = TerminalRenderer(options: options).render(tree).text
                #expect(TerminalTest.problems(in: text, width: width, color: color) == [], "width \(width)")
                #expect(TerminalTest.foreignEscapes(in: text) == [])
                texts.append(TerminalTest.stripSGR(text))
            }
            #expect(texts[0] == texts[1], "color changes nothing but color at width \(width)")
        }
    }

    /// The harness itself, on a Swift-built tree.
    @Test func swiftBuiltForm() {
        let text = TerminalRenderer(options: .init(width: Self.width, color: false)).render(TerminalChoiceTests.form)
        expectGolden(text.text, file: "swift-choice-form.txt")
    }
}

@Suite struct TerminalGoldenHarnessTests {
    @Test func missingGoldenFileSaysHowToCreateIt() throws {
        let directory = try TemporaryDirectory.create("terminal-golden")
        defer { try? FileManager.default.removeItem(at: directory) }
        guard
            case .missing(let message) = TerminalGolden.check(
                "x", file: "a.txt", bundled: directory, source: directory, update: false)
        else {
            Issue.record("expected a missing file")
            return
        }
        #expect(message.contains("UPDATE_GOLDEN=1"))
        #expect(message.contains("Golden/terminal/a.txt"))
    }

    @Test func updateWritesThenMatches() throws {
        let directory = try TemporaryDirectory.create("terminal-golden")
        defer { try? FileManager.default.removeItem(at: directory) }
        let written = TerminalGolden.check(
            "one\n\u{1B}[1mtwo\u{1B}[0m", file: "b.txt", bundled: nil, source: directory, update: true)
        #expect(written == .written(directory.appendingPathComponent("b.txt")))
        let stored = try String(contentsOf: directory.appendingPathComponent("b.txt"), encoding: .utf8)
        #expect(stored == "one\n\\e[1mtwo\\e[0m\n")
        #expect(
            TerminalGolden.check(
                "one\n\u{1B}[1mtwo\u{1B}[0m", file: "b.txt", bundled: directory, source: directory, update: false)
                == .matched)
        guard
            case .differed(let message) = TerminalGolden.check(
                "one\nthree", file: "b.txt", bundled: directory, source: directory, update: false)
        else {
            Issue.record("expected a difference")
            return
        }
        #expect(message.contains("line 2"))
    }
}
