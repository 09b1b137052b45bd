import SkillJSON
import SkillUI

extension WebApp {
    /// `GET /api/gallery`: SkillUI's example documents as `[{name, json}]`, sorted by name, with
    /// each document's text as written (the playground loads it into its editor).
    func gallery() -> HTTPResponse {
        .json(
            .array(
                UIGallery.examples.map { example in
                    .object(["name": .string(example.name), "json": .string(example.json)])
                }))
    }
}
