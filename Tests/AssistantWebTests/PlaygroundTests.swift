import Foundation
import SkillJSON
import SkillUI
import Testing

@testable import AssistantWeb

/// The UI playground over HTTP: the page in both languages, its script and stylesheet, and the
/// gallery it loads examples from.
@Suite struct PlaygroundTests {
    @Test(arguments: [
        ("zh-CN,zh;q=0.9", "lang=\"zh-CN\"", "<h1 class=\"pg-title\">界面调试台</h1>", "规范化树", "严格"),
        ("en-US,en;q=0.9", "lang=\"en\"", "<h1 class=\"pg-title\">UI playground</h1>", "Normalized tree", "Strict"),
    ])
    func servesThePageInTheBrowsersLanguage(
        header: String, lang: String, title: String, tree: String, strict: String
    ) async throws {
        try await WebAppTests.withApp { client, _ in
            let page = try #require(await client.send("GET", "/playground", headers: ["Accept-Language": header]))
            #expect(page.status == 200)
            #expect(page.header("content-type")?.hasPrefix("text/html") == true)
            for expected in [lang, title, tree, strict] {
                #expect(page.body.contains(expected), "missing \(expected)")
            }
            #expect(page.body.contains(#"<link rel="stylesheet" href="/static/playground.css">"#))
            #expect(page.body.contains(#"<script src="/static/playground.js" defer></script>"#))
            #expect(page.body.contains(#"<a href="/playground" aria-current="page">"#))
            for id in ["pg-source", "pg-gutter", "pg-gallery", "pg-diagnostics", "pg-tree", "pg-preview"] {
                #expect(page.body.contains("id=\"\(id)\""), "missing #\(id)")
            }
            #expect(page.body.contains(#"name="pg-mode" value="strict""#))
            // The script's words arrive as escaped JSON in <body data-text>, never as inline script.
            #expect(page.body.contains("data-text=\"{&quot;action&quot;:"))
            #expect(!page.body.contains("<script>"))
        }
    }

    @Test func galleryListsEveryExampleAndEachRendersWithoutErrors() async throws {
        try await WebAppTests.withApp { client, _ in
            let reply = try #require(await client.send("GET", "/api/gallery"))
            #expect(reply.status == 200)
            #expect(reply.header("content-type")?.hasPrefix("application/json") == true)
            let all = try #require(try JSONValue.parse(reply.body).arrayValue)
            let list = all.filter { $0["format"] == "ours" }
            #expect(list.count == UIGallery.examples.count)
            #expect(all.count == UIGallery.examples.count + A2UIGallery.examples.count)
            #expect(list.count >= 16)
            #expect(list.compactMap { $0["name"]?.stringValue } == UIGallery.examples.map(\.name))
            for entry in list {
                let name = try #require(entry["name"]?.stringValue)
                let json = try #require(entry["json"]?.stringValue)
                #expect(json == UIGallery.example(named: name)?.json)
                let body = JSONValue.object(["json": .string(json)]).stableString()
                let rendered = try WebAppTests.json(await WebAppTests.post(client, "/api/render", body))
                let errors = rendered["diagnostics"]?.arrayValue?.filter { $0["severity"] == "error" } ?? []
                #expect(errors.isEmpty, "\(name): \(errors)")
                #expect(rendered["html"]?.stringValue?.contains("sk-root") == true, "\(name) has no preview")
                #expect(rendered["tree"]?["type"]?.stringValue != nil, "\(name) has no tree")
            }
            #expect(await WebAppTests.post(client, "/api/gallery", "{}")?.status == 405)
            // The A2UI examples are detected as A2UI and, but for the one without a root, previewed.
            for entry in all where entry["format"] == "a2ui" {
                let name = try #require(entry["name"]?.stringValue)
                let body = JSONValue.object(["json": entry["json"] ?? .null]).stableString()
                let rendered = try WebAppTests.json(await WebAppTests.post(client, "/api/render", body))
                #expect(rendered["format"] == "a2ui", "\(name)")
                #expect((rendered["html"] == .null) == (name == "a2ui/42-missing-root"), "\(name)")
            }
        }
    }

    @Test(arguments: [
        ("/static/playground.js", "text/javascript", "/api/render"),
        ("/static/playground.css", "text/css", ".pg-panes"),
    ])
    func servesItsScriptAndStylesheet(path: String, type: String, content: String) async throws {
        try await WebAppTests.withApp { client, _ in
            let reply = try #require(await client.send("GET", path))
            #expect(reply.status == 200)
            #expect(reply.header("content-type")?.hasPrefix(type) == true)
            #expect(reply.body.contains(content))
        }
    }

    @Test func brokenJSONIsReportedWithItsLineAndColumn() async throws {
        try await WebAppTests.withApp { client, _ in
            let document = "{\n  \"type\": \"button\",\n  \"title\": \"Go\"\n"
            for strict in [false, true] {
                let body = JSONValue.object(["json": .string(document), "strict": .bool(strict)]).stableString()
                let answer = try WebAppTests.json(await WebAppTests.post(client, "/api/render", body))
                let first = try #require(answer["diagnostics"]?[0])
                #expect(first["path"] == "$")
                #expect(first["message"]?.stringValue?.contains("line 4, column 1") == true, "\(first)")
                #expect(first["severity"] == (strict ? "error" : "warning"))
                #expect((answer["html"] == .null) == strict)
            }
        }
    }

    /// Every word the script asks for exists in both languages.
    @Test func scriptWordsExistInBothLanguages() throws {
        let chinese = PlaygroundText(.chinese).forScript
        let english = PlaygroundText(.english).forScript
        #expect(Set(chinese.keys) == Set(english.keys))
        let script = String(decoding: try #require(StaticAssets.all["playground.js"]).data, as: UTF8.self)
        let used = Set(script.matches(of: /say\("([A-Za-z]+)"/).map { String($0.1) })
        #expect(used.count > 10)
        #expect(used.subtracting(english.keys).isEmpty, "missing: \(used.subtracting(english.keys).sorted())")
    }
}
