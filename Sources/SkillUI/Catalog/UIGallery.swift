import Foundation

/// The example documents that ship with SkillUI (`Resources/Gallery/*.json`): every component
/// kind, hostile and long text, colors, unknown types and the fixes of the lenient decoder.
///
/// The golden tests render them, the browser tests drive them, and the web playground offers them
/// to start from.
///
/// ```swift
/// for example in UIGallery.examples {
///     let result = UIDecoder.decode(json: example.json)
///     print(example.name, result.diagnostics.count)   // "01-welcome 0"
/// }
/// UIGallery.example(named: "07-form")?.json           // the form's JSON text
/// ```
public enum UIGallery {
    /// Every example, sorted by name; empty when the resource folder is missing.
    public static let examples: [UIGalleryExample] = load()

    /// The example called `name` (the file name without `.json`), or `nil`.
    public static func example(named name: String) -> UIGalleryExample? {
        examples.first { $0.name == name }
    }

    /// Reads the `.json` files of the bundled gallery folder.
    private static func load() -> [UIGalleryExample] {
        let bundle = Bundle.module
        guard
            let folder = bundle.url(forResource: "Gallery", withExtension: nil, subdirectory: "Resources")
                ?? bundle.url(forResource: "Gallery", withExtension: nil),
            let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return [] }
        return files.filter { $0.hasSuffix(".json") }.sorted().compactMap { file in
            guard let data = FileManager.default.contents(atPath: folder.appending(path: file).path) else {
                return nil
            }
            return UIGalleryExample(
                name: String(file.dropLast(".json".count)), json: String(decoding: data, as: UTF8.self))
        }
    }
}

/// One document of the ``UIGallery``.
public struct UIGalleryExample: Sendable, Hashable, Identifiable {
    /// The file name without `.json`, such as `07-form`; unique within the gallery.
    public let name: String
    /// The document as written, for ``UIDecoder/decode(json:options:)``.
    public let json: String

    /// The ``name``.
    public var id: String { name }

    /// Creates an example.
    public init(name: String, json: String) {
        self.name = name
        self.json = json
    }
}
