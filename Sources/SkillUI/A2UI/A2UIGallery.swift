/// The A2UI example documents that ship with SkillUI (`Resources/A2UIGallery/*.jsonl`, and one
/// `.json` array): every basic-catalog component and function, templates, checks that pass and
/// fail, data updates, v0.10 surfaces, and hostile input (cycles, dangling ids, a missing root,
/// unknown components and functions, bad pointers, broken lines).
///
/// ```swift
/// for example in A2UIGallery.examples {
///     let (document, notes) = A2UIDocument.read(example.json)
///     print(example.name, notes.count, document.render().component != nil)
/// }
/// ```
public enum A2UIGallery {
    /// Every example, sorted by name; empty when the resource folder is missing.
    public static let examples: [UIGalleryExample] = UIGallery.load(
        folder: "A2UIGallery", extensions: [".jsonl", ".json"])

    /// The example called `name` (the file name without its extension), or `nil`.
    public static func example(named name: String) -> UIGalleryExample? {
        examples.first { $0.name == name }
    }
}
