import SkillJSON
import SkillUI

extension WebApp {
    /// `GET /api/gallery`: the example documents as `[{name, json, format}]` — SkillUI's own
    /// (`format` `ours`), then the A2UI gallery's (`format` `a2ui`, names `a2ui/…`), each sorted by
    /// name, with each document's text as written (the playground loads it into its editor).
    func gallery() -> HTTPResponse {
        let ours = UIGallery.examples.map { Self.galleryEntry($0.name, $0.json, format: "ours") }
        let a2ui = A2UIGallery.examples.map { Self.galleryEntry("a2ui/" + $0.name, $0.json, format: "a2ui") }
        return .json(.array(ours + a2ui))
    }

    private static func galleryEntry(_ name: String, _ json: String, format: String) -> JSONValue {
        .object(["name": .string(name), "json": .string(json), "format": .string(format)])
    }
}
