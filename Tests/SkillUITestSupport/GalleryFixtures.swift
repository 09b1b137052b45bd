import SkillUI
import Testing

/// The gallery documents (``UIGallery``), for the renderer tests and their goldens.
package enum GalleryFixtures {
    /// The gallery's document names, sorted.
    package static func galleryNames() -> [String] {
        UIGallery.examples.map(\.name)
    }

    /// The text of the gallery document `name`.
    package static func gallery(_ name: String) throws -> String {
        try #require(UIGallery.example(named: name), "no gallery example \(name)").json
    }
}
