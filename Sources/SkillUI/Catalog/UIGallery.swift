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

    /// Reads the files of a bundled resource folder whose names end in one of `extensions`
    /// (`Gallery` with `.json`; the A2UI gallery shares it), each named without its extension.
    static func load(folder name: String = "Gallery", extensions: [String] = [".json"]) -> [UIGalleryExample] {
        let bundle = Bundle.module
        guard
            let folder = bundle.url(forResource: name, withExtension: nil, subdirectory: "Resources")
                ?? bundle.url(forResource: name, withExtension: nil),
            let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return [] }
        return files.sorted().compactMap { file in
            guard let suffix = extensions.first(where: { file.hasSuffix($0) }),
                let data = FileManager.default.contents(atPath: folder.appending(path: file).path)
            else { return nil }
            return UIGalleryExample(
                name: String(file.dropLast(suffix.count)), json: String(decoding: data, as: UTF8.self))
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
