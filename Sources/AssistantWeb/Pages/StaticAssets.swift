import Foundation
import SkillUI
import SkillUIHTML

/// The pages' stylesheets and scripts, served under `/static/`: the files in this module's
/// `Resources` folder, read once, plus `skillui.css` (the UI renderer's stylesheet).
///
/// Only names in this set are served, so a path can never reach another file.
enum StaticAssets {
    struct Asset: Sendable {
        var contentType: String
        var data: Data
    }

    /// Every asset by name (`site.css`, `chat.js`, …).
    static let all: [String: Asset] = {
        var assets: [String: Asset] = [
            "skillui.css": Asset(contentType: "text/css; charset=utf-8", data: Data(HTMLRenderer.stylesheet.utf8))
        ]
        let folder =
            Bundle.module.url(forResource: "Resources", withExtension: nil)
            ?? Bundle.module.bundleURL.appending(path: "Resources")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names {
            guard let type = contentType(of: name),
                let data = try? Data(contentsOf: folder.appending(path: name))
            else { continue }
            assets[name] = Asset(contentType: type, data: data)
        }
        return assets
    }()

    /// The response for `/static/NAME`: the asset, or 404.
    static func response(for path: String) -> HTTPResponse {
        let name = String(path.dropFirst("/static/".count))
        guard let asset = all[name] else { return .error("no such file: \(path)", status: 404) }
        return HTTPResponse(
            status: 200, headers: [("Content-Type", asset.contentType), ("Cache-Control", "no-cache")],
            body: .data(asset.data))
    }

    private static func contentType(of name: String) -> String? {
        if name.hasSuffix(".css") { return "text/css; charset=utf-8" }
        if name.hasSuffix(".js") { return "text/javascript; charset=utf-8" }
        if name.hasSuffix(".svg") { return "image/svg+xml" }
        return nil
    }
}
