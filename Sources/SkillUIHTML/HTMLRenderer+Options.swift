import SkillUI

extension HTMLRenderer {
    /// What a rendering includes and how it looks.
    public struct Options: Sendable, Hashable {
        /// Shows unknown components (and custom ones nothing can render) as a visible placeholder
        /// naming their type, instead of nothing.
        public var debug: Bool
        /// Puts a `<style>` element with ``HTMLRenderer/stylesheet`` inside the fragment that
        /// ``HTMLRenderer/render(_:)`` returns. Pages always inline the stylesheet.
        public var includeStylesheet: Bool
        /// The color scheme; `.auto` follows the reader's system setting.
        public var theme: Theme
        /// The BCP 47 language of the content (`"zh-Hans"`, `"en"`), written as the page's
        /// `lang` attribute when set.
        public var language: String?

        /// Creates options.
        public init(debug: Bool = false, includeStylesheet: Bool = false, theme: Theme = .auto, language: String? = nil)
        {
            self.debug = debug
            self.includeStylesheet = includeStylesheet
            self.theme = theme
            self.language = language
        }
    }

    /// A color scheme, written as the root's `data-sk-theme` attribute.
    public enum Theme: String, Sendable, Hashable, CaseIterable {
        /// Always the light palette.
        case light
        /// Always the dark palette.
        case dark
        /// The light or dark palette, following `prefers-color-scheme`.
        case auto
    }
}
