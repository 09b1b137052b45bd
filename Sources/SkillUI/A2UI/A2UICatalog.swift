/// The identifiers of A2UI's basic catalog.
public enum A2UICatalog {
    /// The v0.9 basic catalog's id, as its schema's `$id` and `catalogId` spell it.
    public static let basicCatalogID = "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"
    /// The v0.10 draft's basic catalog id.
    public static let basicCatalogV010ID = "https://a2ui.org/specification/v0_10/catalogs/basic/catalog.json"
    /// The catalog ids read without a note (older drafts included).
    static let knownCatalogIDs: Set<String> = [
        basicCatalogID, basicCatalogV010ID, "https://a2ui.dev/specification/v0_9/standard_catalog.json",
    ]

    /// The 18 basic-catalog component types.
    public static let componentTypes: [String] = [
        "Text", "Image", "Icon", "Video", "AudioPlayer", "Row", "Column", "List", "Card", "Tabs", "Modal", "Divider",
        "Button", "TextField", "CheckBox", "ChoicePicker", "Slider", "DateTimeInput",
    ]

    /// The 14 basic-catalog functions.
    public static let functionNames: [String] = [
        "required", "regex", "length", "numeric", "email", "formatString", "formatNumber", "formatCurrency",
        "formatDate", "pluralize", "openUrl", "and", "or", "not",
    ]
}
